import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import type { SidebarItem } from '../../types';
import DocSidebar from '.';

const items: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro/', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/category/guides/',
    collapsed: true,
    items: [{ type: 'link', label: 'Deploy', href: '/docs/guides/deploy/' }],
  },
  {
    type: 'category',
    label: 'Always open',
    collapsible: false,
    collapsed: true,
    items: [{ type: 'link', label: 'Pinned', href: '/docs/pinned/' }],
  },
  { type: 'html', value: '<hr class="divider-line">', className: 'divider' },
];

describe('DocSidebar', () => {
  it('renders category pages as links with a separate toggle', () => {
    render(
      <InApp path="/docs/intro/">
        <DocSidebar items={items} />
      </InApp>,
    );
    const page = screen.getByRole('link', { name: 'Guides' });
    expect(page.getAttribute('href')).toBe('/docs/category/guides/');
    const toggle = screen.getByRole('button', { name: 'Expand Guides' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Deploy' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
  });

  it('keeps a non-collapsible category open without a toggle', () => {
    render(
      <InApp path="/docs/intro/">
        <DocSidebar items={items} />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Pinned' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Always open/ })).toBeNull();
  });

  it('renders html items as written', () => {
    const { container } = render(
      <InApp path="/docs/intro/">
        <DocSidebar items={items} />
      </InApp>,
    );
    expect(container.querySelector('li.divider > hr.divider-line')).not.toBeNull();
  });

  it('marks the category page as current when it is the page shown', () => {
    render(
      <InApp path="/docs/category/guides/">
        <DocSidebar items={items} />
      </InApp>,
    );
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
  });
});
