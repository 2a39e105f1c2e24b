import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { SvgIconProps } from '../../internal';

/** Every `@theme/Icon/…` component, by its name under `Icon/`. */
const modules = import.meta.glob<{ default: ComponentType<SvgIconProps> }>('../../theme/Icon/**/index.tsx', {
  eager: true,
});
const icons = new Map(
  Object.entries(modules).map(([file, module]) => [
    file.slice('../../theme/Icon/'.length, -'/index.tsx'.length),
    module.default,
  ]),
);

/** Docusaurus's icons, with their default size where Docusaurus gives one. */
const EXPECTED: Record<string, string | null> = {
  Arrow: '20',
  Close: '21',
  Copy: null,
  DarkMode: '24',
  Edit: '20',
  ExternalLink: '13.5',
  Home: null,
  Language: '20',
  LightMode: '24',
  Menu: '30',
  Success: null,
  SystemColorMode: '24',
  WordWrap: null,
  ...Object.fromEntries(
    [
      'Bluesky',
      'Default',
      'Email',
      'GitHub',
      'Instagram',
      'LinkedIn',
      'Mastodon',
      'StackOverflow',
      'Threads',
      'Twitch',
      'Twitter',
      'X',
      'YouTube',
    ].map((name) => [`Socials/${name}`, '1em']),
  ),
};

function iconNamed(name: string): ComponentType<SvgIconProps> {
  const Icon = icons.get(name);
  if (!Icon) throw new Error(`no @theme/Icon/${name}`);
  return Icon;
}

describe('Icon components', () => {
  it("are Docusaurus's icons, all of them", () => {
    expect([...icons.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s draws in currentColor at its default size, hidden from screen readers', (name, size) => {
    const Icon = iconNamed(name);
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg')!;
    expect(container.children).toHaveLength(1);
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe(size);
    expect(svg.getAttribute('height')).toBe(size);
    // Something is drawn, and in currentColor (a fill or a stroke), so it follows the text.
    const drawn = [...svg.querySelectorAll('path, circle, rect')];
    expect(drawn.length).toBeGreaterThan(0);
    expect(svg.innerHTML).toContain('currentColor');
    for (const shape of svg.querySelectorAll('path')) expect(shape.getAttribute('d')).toMatch(/^[Mm]/);
  });

  it.each(Object.keys(EXPECTED))('%s passes its props on to the <svg>', (name) => {
    const Icon = iconNamed(name);
    const { container } = render(
      <Icon className="mine" width={40} height={undefined} style={{ color: 'red' }} data-x="1" />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.classList.contains('mine')).toBe(true);
    expect(svg.getAttribute('width')).toBe('40');
    expect(svg.getAttribute('height')).toBe(EXPECTED[name]);
    expect(svg.style.color).toBe('red');
    expect(svg.getAttribute('data-x')).toBe('1');
  });

  it('is an image named by its title, or by an aria-label', () => {
    const Home = iconNamed('Home');
    render(
      <>
        <Home title="Home page" />
        <Home aria-label="Start" />
      </>,
    );
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('aria-hidden'))).toEqual([null, null]);
    expect(screen.getByRole('img', { name: 'Home page' }).querySelector('title')?.textContent).toBe('Home page');
    expect(screen.getByRole('img', { name: 'Start' })).toBeTruthy();
  });

  it('keeps its own drawing whatever children it is given', () => {
    const Menu = iconNamed('Menu');
    const { container } = render(
      <Menu>
        <text>nope</text>
      </Menu>,
    );
    expect(container.querySelector('text')).toBeNull();
    expect(container.querySelector('path')).not.toBeNull();
  });
});
