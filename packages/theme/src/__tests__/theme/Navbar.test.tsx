import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docsSite, InApp, navbarItem } from '../../test-utils';
import Navbar from '@theme/Navbar';

const items = [
  navbarItem({ type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' }),
  navbarItem({ type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', to: '/blog/' }] }),
  navbarItem({ type: 'docsVersionDropdown', position: 'right' }),
  navbarItem({ type: 'default', label: 'GitHub', href: 'https://github.com/cairn-docs/cairn', position: 'right' }),
];

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Navbar', () => {
  it('renders left and right items of every type', () => {
    render(
      <InApp path="/docs/install/" site={docsSite(items)}>
        <Navbar />
      </InApp>,
    );
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs/');
    expect(within(main).getByRole('button', { name: 'More' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Canary' }).closest('.cairn-docs-version-dropdown')).not.toBeNull();
    expect(within(main).getByRole('link', { name: 'GitHub' }).getAttribute('target')).toBe('_blank');
  });

  it('lists the same items in the mobile drawer, then the docs sidebar behind the back button', async () => {
    render(
      <InApp path="/blog/" site={docsSite(items)}>
        <Navbar mobileSidebar={<p>Sidebar here</p>} />
      </InApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    // The drawer's code loads when it first opens.
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByText('Sidebar here')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '← Back to main menu' }));
    // The dropdown holds the current page, so it starts open.
    expect(within(drawer).getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Blog' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Canary' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(drawer).getByRole('link', { name: 'Docs' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close navigation bar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
