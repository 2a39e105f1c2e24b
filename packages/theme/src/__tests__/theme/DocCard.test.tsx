import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteLoader } from '../../client/routeLoader';
import { category, InApp } from '../../test-utils';
import type { SidebarItem } from '../../types';
import DocCard from '@theme/DocCard';

function renderCard(item: SidebarItem, routeLoader: RouteLoader | null = null) {
  return render(
    <InApp path="/docs/guides/" routeLoader={routeLoader}>
      <DocCard item={item} />
    </InApp>,
  );
}

describe('DocCard', () => {
  it("links to a doc, with the page icon, its label as the heading and the item's description", () => {
    renderCard({
      type: 'link',
      label: 'Install',
      href: '/docs/install/',
      docId: 'install',
      customProps: { description: 'Get Cairn running.' },
    });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/docs/install/');
    expect(link.classList.contains('card')).toBe(true);
    expect(link.classList.contains('theme-doc-card-container')).toBe(true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('📄 Install');
    expect(link.querySelector('.theme-doc-card-description')?.textContent).toBe('Get Cairn running.');
    // The emoji decorates: the link is named by the label and the description.
    expect(screen.getByRole('link', { name: 'Install Get Cairn running.' })).toBe(link);
  });

  it('marks a link to another site, and has no description without one', () => {
    renderCard({ type: 'link', label: 'GitHub', href: 'https://github.com/example/cairn' });
    expect(screen.getByRole('heading').textContent).toBe('🔗 GitHub');
    expect(screen.getByRole('link').querySelector('p')).toBeNull();
  });

  it("takes a label's own leading emoji as its icon", () => {
    renderCard({ type: 'link', label: '🚀 Deploy', href: '/docs/deploy/' });
    expect(screen.getByRole('heading').textContent).toBe('🚀 Deploy');
    expect(screen.getByRole('link').querySelector('.theme-doc-card-title')?.textContent).toBe('Deploy');
  });

  it('leads from a category without a page of its own to the first doc inside, and counts its items', () => {
    renderCard(
      category({
        label: 'Guides',
        collapsed: false,
        items: [
          { type: 'html', value: '<hr>' },
          category({
            label: 'Basics',
            collapsed: false,
            items: [{ type: 'link', label: 'First', href: '/docs/first/' }],
          }),
          { type: 'link', label: 'Second', href: '/docs/second/' },
        ],
      }),
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/docs/first/');
    expect(screen.getByRole('heading').textContent).toBe('🗃️ Guides');
    expect(screen.getByText('3 items')).toBeTruthy();
  });

  it("leads to a category's own page, with its description before the count", () => {
    renderCard(
      category({
        label: 'API',
        href: '/docs/api/',
        collapsed: false,
        customProps: { description: 'Every function.' },
        items: [{ type: 'link', label: 'One', href: '/docs/api/one/' }],
      }),
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/docs/api/');
    expect(screen.getByText('Every function.')).toBeTruthy();
    expect(screen.queryByText(/items?$/)).toBeNull();
  });

  it('says "1 item" for one', () => {
    renderCard(category({ label: 'Solo', collapsed: false, items: [{ type: 'link', label: 'A', href: '/docs/a/' }] }));
    expect(screen.getByText('1 item')).toBeTruthy();
  });

  it('counts the items of a collapsed category once they are loaded', async () => {
    const items: SidebarItem[] = [
      { type: 'link', label: 'A', href: '/docs/hosting/a/' },
      { type: 'link', label: 'B', href: '/docs/hosting/b/' },
    ];
    const fetchJson = vi.fn(async () => items);
    const loader = { fetchJson, resolve: vi.fn(), load: vi.fn(), preload: vi.fn() } as unknown as RouteLoader;
    renderCard(
      category({ label: 'Hosting', collapsed: true, items: [], itemsUrl: '/assets/data/doccard-hosting.json' }),
      loader,
    );
    await waitFor(() => expect(screen.getByText('2 items')).toBeTruthy());
    expect(fetchJson).toHaveBeenCalledWith('/assets/data/doccard-hosting.json');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/docs/hosting/a/');
  });

  it('renders nothing for a category that leads nowhere, or an HTML item', () => {
    const { container } = renderCard(category({ label: 'Empty', collapsed: false, items: [] }));
    expect(container.innerHTML).toBe('');
    const html = renderCard({ type: 'html', value: '<b>hi</b>' });
    expect(html.container.innerHTML).toBe('');
  });
});
