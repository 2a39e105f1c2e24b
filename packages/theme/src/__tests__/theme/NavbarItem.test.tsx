import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => localStorage.clear());

describe('NavbarItem', () => {
  it('renders links without a type as default items, active below their path', () => {
    // Older engines wrote plain links without a `type`; the theme still renders such site data.
    const untyped = { label: 'Docs', to: '/docs/' } as unknown as NavbarItemConfig;
    renderItem(untyped, { path: '/docs/install/' });
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('/docs/');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('renders html items as written', () => {
    const { container } = renderItem(
      navbarItem({ type: 'html', value: '<b class="hi">Hi</b>', className: 'greeting' }),
    );
    expect(container.querySelector('.greeting > b.hi')?.textContent).toBe('Hi');
  });

  it('shows a visible error for an unknown type, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderItem({ type: 'magic', label: 'x' } as unknown as NavbarItemConfig);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Navbar item error: check the navbar item config.');
    expect(alert.getAttribute('title')).toBe('No NavbarItem component found for type "magic".');
    expect(error.mock.calls.some((call) => call.some((arg) => arg instanceof Error && /"magic"/.test(arg.message)))).toBe(
      true,
    );
  });

  it('keeps the error inside its own item in the drawer', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderItem(navbarItem({ type: 'docSidebar', sidebarId: 'empty' }), { mobile: true });
    expect(container.querySelector('ul > li > [role="alert"]')?.getAttribute('title')).toMatch(
      /^Sidebar with id "empty" has nothing to link to/,
    );
  });
});

describe('doc items', () => {
  it('link to the doc in the version being read, labelled by the item or the doc id', () => {
    renderItem(navbarItem({ type: 'doc', docId: 'install', label: 'Install' }), { path: '/docs/3.4.0/cli/' });
    expect(href('Install')).toBe('/docs/3.4.0/install/');
    renderItem(navbarItem({ type: 'doc', docId: 'cli' }), { path: '/docs/cli/' });
    expect(screen.getByRole('link', { name: 'cli' }).getAttribute('aria-current')).toBe('page');
  });

  it('are hidden when the doc is missing, or unlisted and not the page being read', () => {
    const { container } = renderItem(navbarItem({ type: 'doc', docId: 'nope', label: 'Nope' }));
    expect(container.innerHTML).toBe('');
    renderItem(navbarItem({ type: 'doc', docId: 'wip', label: 'Draft' }));
    expect(screen.queryByRole('link', { name: 'Draft' })).toBeNull();
    renderItem(navbarItem({ type: 'doc', docId: 'secret', label: 'Secret' }), { path: '/docs/install/' });
    expect(screen.queryByRole('link', { name: 'Secret' })).toBeNull();
    renderItem(navbarItem({ type: 'doc', docId: 'secret', label: 'Secret' }), { path: '/docs/secret/' });
    expect(href('Secret')).toBe('/docs/secret/');
  });
});

describe('docSidebar items', () => {
  it('link to the first page of the sidebar and are active on its docs', () => {
    renderItem(navbarItem({ type: 'docSidebar', sidebarId: 'api', label: 'API' }), { path: '/docs/3.4.0/cli/' });
    const link = screen.getByRole('link', { name: 'API' });
    expect(link.getAttribute('href')).toBe('/docs/3.4.0/cli/');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('are not active on docs of another sidebar, and default to the sidebar link label', () => {
    renderItem(navbarItem({ type: 'docSidebar', sidebarId: 'api' }), { path: '/docs/install/' });
    expect(screen.getByRole('link', { name: 'CLI' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('docsVersion items', () => {
  it('link to the main doc of the version being read, with its label', () => {
    renderItem(navbarItem({ type: 'docsVersion' }), { path: '/docs/3.4.0/cli/' });
    expect(href('3.4.0')).toBe('/docs/3.4.0/');
  });

  it('use the preferred version outside the docs', () => {
    localStorage.setItem('docs-preferred-version-default', '3.4.0');
    renderItem(navbarItem({ type: 'docsVersion', label: 'Docs' }), { path: '/blog/' });
    expect(href('Docs')).toBe('/docs/3.4.0/');
  });
});

describe('docsVersionDropdown items', () => {
  const dropdown = navbarItem({
    type: 'docsVersionDropdown',
    dropdownItemsBefore: [{ label: 'Next up', to: '/roadmap/' }],
    dropdownItemsAfter: [{ label: 'All versions', to: '/versions/' }],
  });

  const menuLinks = () => {
    const toggle = screen.getByRole('button', { expanded: false });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    return within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
  };

  it('shows the version being read and links each version to the same doc', () => {
    renderItem(dropdown, { path: '/docs/3.4.0/install/' });
    expect(screen.getByRole('button', { name: '3.4.0' })).toBeTruthy();
    expect(menuLinks()).toEqual([
      ['Next up', '/roadmap/', null],
      ['Canary', '/docs/install/', null],
      ['3.4.0', '/docs/3.4.0/install/', 'page'],
      ['All versions', '/versions/', null],
    ]);
  });

  it("links to a version's main doc when the doc does not exist there", () => {
    renderItem(dropdown, { path: '/docs/new-feature/' });
    expect(screen.getByRole('button', { name: 'Canary' })).toBeTruthy();
    expect(menuLinks().slice(1, 3)).toEqual([
      ['Canary', '/docs/new-feature/', 'page'],
      ['3.4.0', '/docs/3.4.0/', null],
    ]);
  });

  it('remembers the version clicked, and shows the preferred version outside the docs', () => {
    renderItem(dropdown, { path: '/blog/' });
    const toggle = screen.getByRole('button', { name: 'Canary' });
    fireEvent.click(toggle);
    // Without a client router the link would be followed, which jsdom cannot do.
    const stayHere = (event: Event) => event.preventDefault();
    window.addEventListener('click', stayHere);
    fireEvent.click(screen.getByRole('link', { name: '3.4.0' }));
    window.removeEventListener('click', stayHere);
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('3.4.0');
    expect(screen.getByRole('button', { name: '3.4.0' })).toBeTruthy();
  });

  it('is hidden for an instance with one version', () => {
    const { container } = renderItem(navbarItem({ type: 'docsVersionDropdown', docsPluginId: 'community' }));
    expect(container.innerHTML).toBe('');
  });
});

describe('dropdowns', () => {
  const item = navbarItem({
    type: 'dropdown',
    label: 'More',
    items: [
      { label: 'Blog', to: '/blog/' },
      { label: 'GitHub', href: 'https://github.com/cairn-docs/cairn' },
    ],
  });

  it('open on click and Enter, and close on Escape, outside clicks and focus leaving', () => {
    render(
      <InApp path="/" site={docsSite([item])}>
        <NavbarItem item={item} />
        <button type="button">Elsewhere</button>
      </InApp>,
    );
    const toggle = screen.getByRole('button', { name: 'More' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const blog = screen.getByRole('link', { name: 'Blog' });
    blog.focus();
    fireEvent.keyDown(blog, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.mouseDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: blog });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('open on mouse hover, and a click right after does not close them', () => {
    renderItem(item);
    const toggle = screen.getByRole('button', { name: 'More' });
    const root = toggle.parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('are collapsible sub-lists in the drawer, open when they hold the current page', () => {
    renderItem(item, { path: '/', mobile: true });
    const closed = screen.getByRole('button', { name: 'More' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Blog' })).toBeNull();
    act(() => closed.click());
    expect(screen.getByRole('link', { name: 'Blog' })).toBeTruthy();
  });

  it('start open in the drawer on one of their pages', () => {
    renderItem(item, { path: '/blog/', mobile: true });
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
  });
});
