import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp, testSite } from '../../test-utils';
import type { NavbarLogo, SiteData } from '../../types';
import Logo from '@theme/Logo';

function siteWith(logo: NavbarLogo | undefined, title = 'Test'): SiteData {
  return { ...testSite, baseUrl: '/base/', navbar: { ...testSite.navbar, title, logo } };
}

describe('Logo', () => {
  it("links to the logo's href with its image and the navbar's title", () => {
    render(
      <InApp site={siteWith({ src: '/base/img/logo.svg', alt: 'Cairn logo', href: '/base/', width: 32, height: 32 })}>
        <Logo className="navbar__brand" titleClassName="navbar__title" />
      </InApp>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/base/');
    expect(link.classList.contains('navbar__brand')).toBe(true);
    const image = screen.getByRole('img', { name: 'Cairn logo' });
    expect(image.getAttribute('src')).toBe('/base/img/logo.svg');
    expect(image.getAttribute('width')).toBe('32');
    expect(link.querySelector('b')?.textContent).toBe('Test');
    expect(link.querySelector('b')?.className).toBe('navbar__title');
  });

  it('shows the dark logo in dark mode, each image wrapped when imageClassName is given', () => {
    const { container } = render(
      <InApp
        site={siteWith({ src: '/base/light.svg', srcDark: '/base/dark.svg', alt: 'Logo', href: 'https://ex.org/' })}
      >
        <Logo imageClassName="navbar__logo" />
      </InApp>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://ex.org/');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/base/light.svg', '/base/dark.svg']);
    expect(images.every((image) => image.getAttribute('alt') === 'Logo')).toBe(true);
    expect(images.map((image) => image.parentElement!.className)).toEqual(['navbar__logo', 'navbar__logo']);
  });

  it('without a logo, links home with the title alone', () => {
    render(
      <InApp site={siteWith(undefined, 'Docs')}>
        <Logo />
      </InApp>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('/base/');
    expect(link.querySelector('img')).toBeNull();
  });
});
