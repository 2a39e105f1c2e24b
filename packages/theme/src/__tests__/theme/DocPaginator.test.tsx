import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import DocPaginator from '@theme/DocPaginator';
import PaginatorNavLink from '@theme/PaginatorNavLink';

describe('DocPaginator', () => {
  it('links to the previous and the next doc, each with its title under its label', () => {
    render(
      <InApp>
        <DocPaginator
          className="mine"
          previous={{ title: 'Install', permalink: '/docs/install/' }}
          next={{ title: 'Deploy', permalink: '/docs/deploy/' }}
        />
      </InApp>,
    );
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    expect(nav.classList.contains('pagination-nav')).toBe(true);
    expect(nav.classList.contains('mine')).toBe(true);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/docs/install/', 'PreviousInstall'],
      ['/docs/deploy/', 'NextDeploy'],
    ]);
    expect(links[0]!.classList.contains('pagination-nav__link--prev')).toBe(true);
    expect(links[1]!.classList.contains('pagination-nav__link--next')).toBe(true);
  });

  it('shows only the link there is, and nothing without either', () => {
    const { container, rerender } = render(
      <InApp>
        <DocPaginator next={{ title: 'Deploy', permalink: '/docs/deploy/' }} />
      </InApp>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['NextDeploy']);
    rerender(
      <InApp>
        <DocPaginator />
      </InApp>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('PaginatorNavLink', () => {
  it('renders its title, which may be markup, without a sub-label unless given', () => {
    render(
      <InApp>
        <PaginatorNavLink permalink="/blog/older/" title={<em>Older post</em>} />
      </InApp>,
    );
    const link = screen.getByRole('link', { name: 'Older post' });
    expect(link.getAttribute('href')).toBe('/blog/older/');
    expect(link.querySelector('em')).not.toBeNull();
    expect(link.querySelector('.pagination-nav__sublabel')).toBeNull();
  });
});
