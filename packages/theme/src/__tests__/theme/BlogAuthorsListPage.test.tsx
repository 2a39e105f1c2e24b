import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import BlogAuthorsListPage from '@theme/BlogAuthorsListPage';
import type { BlogAuthorsListPageData } from '../../types';

const page: BlogAuthorsListPageData = {
  title: 'Authors',
  permalink: '/blog/authors/',
  pluginId: 'default',
  authors: [
    {
      key: 'ada',
      name: 'Ada Lovelace',
      title: 'Maintainer',
      imageUrl: '/img/ada.png',
      page: '/blog/authors/ada/',
      count: 4,
      socials: { x: 'https://x.com/ada', youtube: 'https://youtube.com/@ada' },
    },
    { key: 'grace', name: 'Grace Hopper', page: '/blog/authors/grace/', count: 1 },
  ],
};

describe('BlogAuthorsListPage', () => {
  it('shows a card per author: picture, name linking to their page, title, count and profiles', () => {
    render(
      <InApp path={page.permalink}>
        <BlogAuthorsListPage page={page} />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Authors');
    const names = screen.getAllByRole('heading', { level: 2 });
    expect(names.map((name) => name.textContent)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const adaCard = names[0]!.closest('li')!;
    expect(within(names[0]!).getByRole('link').getAttribute('href')).toBe('/blog/authors/ada/');
    expect(within(adaCard).getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(adaCard).getByText('Maintainer')).toBeTruthy();
    expect(within(adaCard).getByText('4 posts')).toBeTruthy();
    expect(within(adaCard).getByRole('link', { name: 'X' }).getAttribute('href')).toBe('https://x.com/ada');
    expect(within(adaCard).getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe('https://youtube.com/@ada');
    const graceCard = names[1]!.closest('li')!;
    expect(within(graceCard).getByText('1 post')).toBeTruthy();
    expect(graceCard.textContent).toContain('GH');
    // The first link of the page's content is the first author's page.
    expect(screen.getByRole('main').querySelector('a')?.getAttribute('href')).toBe('/blog/authors/ada/');
    expect(document.title).toBe('Authors | Test Site');
  });
});
