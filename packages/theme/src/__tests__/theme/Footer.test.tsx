import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp, testSite } from '../../test-utils';
import type { FooterData } from '../../types';
import Footer from '@theme/Footer';

function renderFooter(footer: FooterData) {
  return render(
    <InApp path="/" site={{ ...testSite, footer }}>
      <Footer />
    </InApp>,
  );
}

describe('Footer', () => {
  it('renders columns with titles, internal and external links, and HTML items', () => {
    const { container } = renderFooter({
      style: 'dark',
      columns: [
        {
          title: 'Learn',
          items: [
            { label: 'Intro', to: '/docs/' },
            { label: 'GitHub', href: 'https://github.com/x' },
            { html: '<em class="made">made here</em>' },
          ],
        },
      ],
      links: [],
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Learn')).toBeTruthy();
    const intro = within(footer).getByRole('link', { name: 'Intro' });
    expect(intro.getAttribute('href')).toBe('/docs/');
    expect(intro.querySelector('svg')).toBeNull();
    const github = within(footer).getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('em.made')?.textContent).toBe('made here');
  });

  it('renders a flat row of links separated by middle dots', () => {
    renderFooter({
      style: 'light',
      columns: [],
      links: [
        { label: 'Docs', to: '/docs/' },
        { label: 'Blog', to: '/blog/' },
        { label: 'GitHub', href: 'https://github.com/x' },
      ],
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Docs', 'Blog', 'GitHub']);
    expect(footer.textContent).toBe('Docs·Blog·GitHub');
  });

  it('shows the logo (both images when there is a dark one) and the copyright as HTML', () => {
    const { container } = renderFooter({
      style: 'light',
      columns: [],
      links: [],
      logo: { src: '/logo.svg', srcDark: '/logo-dark.svg', alt: 'Logo', href: 'https://cairn.dev', width: 160 },
      copyright: 'Made by <a href="https://x.dev">X</a>',
    });
    const images = container.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/logo.svg', '/logo-dark.svg']);
    expect(images[0]?.getAttribute('width')).toBe('160');
    // Below the fold: fetched when the footer comes near, the hidden one not at all.
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe('https://cairn.dev');
    expect(screen.getByRole('link', { name: 'X' })).toBeTruthy();
  });

  it('renders nothing without links, logo or copyright', () => {
    const { container } = renderFooter({ style: 'dark', columns: [], links: [] });
    expect(container.innerHTML).toBe('');
  });
});
