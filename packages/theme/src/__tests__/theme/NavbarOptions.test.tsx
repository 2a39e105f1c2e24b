import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docsSite, InApp, navbarItem } from '../../test-utils';
import type { SiteData } from '../../types';
import Navbar from '@theme/Navbar';

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function site(navbar: Partial<SiteData['navbar']>): SiteData {
  const base = docsSite([navbarItem({ label: 'Blog', to: '/blog/' })]);
  return { ...base, navbar: { ...base.navbar, ...navbar } };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Navbar options', () => {
  it('hideOnScroll hides the navbar scrolling down and shows it scrolling up and at the top', () => {
    render(
      <InApp path="/docs/" site={site({ hideOnScroll: true })}>
        <Navbar />
      </InApp>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    scrollTo(400);
    expect(nav.hasAttribute('data-hidden')).toBe(true);
    scrollTo(300);
    expect(nav.hasAttribute('data-hidden')).toBe(false);
    scrollTo(500);
    expect(nav.hasAttribute('data-hidden')).toBe(true);
    scrollTo(10);
    expect(nav.hasAttribute('data-hidden')).toBe(false);
  });

  it('without hideOnScroll the navbar stays', () => {
    render(
      <InApp path="/docs/" site={site({})}>
        <Navbar />
      </InApp>,
    );
    scrollTo(400);
    expect(screen.getByRole('navigation', { name: 'Main' }).hasAttribute('data-hidden')).toBe(false);
  });

  it('renders the dark logo next to the light one, with the configured size', () => {
    const { container } = render(
      <InApp path="/docs/" site={site({ logo: { src: '/l.svg', srcDark: '/d.svg', alt: 'L', href: '/', width: 40, height: 30 } })}>
        <Navbar />
      </InApp>,
    );
    const images = [...container.querySelectorAll('nav img')];
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['/l.svg', '40', '30'],
      ['/d.svg', '40', '30'],
    ]);
  });

  it('has no menu toggle without items and without a secondary menu', () => {
    render(
      <InApp path="/docs/" site={docsSite([])}>
        <Navbar />
      </InApp>,
    );
    expect(screen.queryByRole('button', { name: 'Toggle navigation bar' })).toBeNull();
  });
});
