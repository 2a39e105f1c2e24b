import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsSite, InApp, navbarItem } from '../../test-utils';
import type { NavbarItem as NavbarItemConfig } from '../../types';
import NavbarItem from '@theme/NavbarItem';

function renderItem(item: NavbarItemConfig, { path = '/docs/', mobile = false } = {}) {
  return render(
    <InApp path={path} site={docsSite([item])}>
      {mobile ? (
        <ul>
          <NavbarItem item={item} mobile />
        </ul>
      ) : (
        <NavbarItem item={item} />
      )}
    </InApp>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('NavbarItem kinds', () => {
  it('marks a link active below activeBasePath, and as activeBaseRegex says', () => {
    renderItem(navbarItem({ label: 'API', to: '/docs/api/', activeBasePath: '/docs' }), { path: '/docs/intro/' });
    expect(screen.getByRole('link', { name: 'API' }).getAttribute('aria-current')).toBe('page');
  });

  it('activeBaseRegex wins over the path, and an invalid expression matches nothing', () => {
    const { unmount } = renderItem(
      navbarItem({ label: 'Guides', to: '/docs/guides/', activeBaseRegex: '^/blog/' }),
      { path: '/blog/post/' },
    );
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('page');
    unmount();
    renderItem(navbarItem({ label: 'Guides', to: '/docs/guides/', activeBaseRegex: '(' }), { path: '/docs/guides/' });
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBeNull();
  });

  it('external links open in a new tab with the external-link icon; internal ones have no icon', () => {
    const { container, unmount } = renderItem(navbarItem({ label: 'GitHub', href: 'https://github.com/x' }));
    const link = screen.getByRole('link', { name: 'GitHub' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('svg')).not.toBeNull();
    unmount();
    renderItem(navbarItem({ label: 'Docs', to: '/docs/' }));
    expect(screen.getByRole('link', { name: 'Docs' }).querySelector('svg')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('dropdowns hold links and raw HTML entries', () => {
    const { container } = renderItem(
      navbarItem({
        type: 'dropdown',
        label: 'More',
        items: [{ label: 'Blog', to: '/blog/' }, { label: '', html: '<hr class="sep">' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('link', { name: 'Blog' })).toBeTruthy();
    expect(container.querySelector('li hr.sep')).not.toBeNull();
  });

  it('the search item renders nothing when the site has no search', () => {
    const { container } = renderItem(navbarItem({ type: 'search' }));
    expect(container.innerHTML).toBe('');
  });

  it('the locale dropdown lists the current locale with a 20px language icon', () => {
    renderItem(navbarItem({ type: 'localeDropdown' }), { path: '/docs/intro/' });
    const toggle = screen.getByRole('button', { name: 'English' });
    const icon = toggle.querySelector('svg');
    expect(icon?.getAttribute('width')).toBe('20');
    fireEvent.click(toggle);
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/docs/intro/');
    expect(english.getAttribute('lang')).toBe('en');
  });

  it('a dropdown in the drawer is collapsed unless it holds the page', () => {
    renderItem(navbarItem({ type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: '/blog/' }] }), {
      mobile: true,
      path: '/docs/',
    });
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('custom types go to NavbarItem/CustomNavbarItem, which knows none and says so in the item', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderItem({ type: 'custom-testButton', position: 'right', label: 'Try' } as NavbarItemConfig);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Navbar item error: check the navbar item config.');
    expect(alert.getAttribute('title')).toMatch(/No NavbarItem component found for type "custom-testButton"/);
    expect(logged).toHaveBeenCalled();
  });
});
