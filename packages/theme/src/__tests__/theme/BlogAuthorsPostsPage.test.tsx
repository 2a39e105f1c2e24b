import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import BlogAuthorsPostsPage from '@theme/BlogAuthorsPostsPage';
import type { BlogListPageData } from '../../types';

const page: BlogListPageData = {
  title: 'Ada Lovelace',
  description: 'Maintainer',
  permalink: '/blog/authors/ada/',
  pluginId: 'default',
  author: {
    key: 'ada',
    name: 'Ada Lovelace',
    title: 'Maintainer',
    imageUrl: '/img/ada.png',
    page: '/blog/authors/ada/',
    count: 4,
    socials: {
      github: 'https://github.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada/',
      stackoverflow: 'https://stackoverflow.com/users/1/ada',
      mastodon: 'https://mastodon.social/@ada',
      homepage: 'https://ada.dev',
    },
  },
  allPath: '/blog/authors/',
  posts: [
    {
      title: 'Notes on the engine',
      permalink: '/blog/notes/',
      date: '2023-02-03T00:00:00.000Z',
      readingTime: 3,
      authors: [{ key: 'ada', name: 'Ada Lovelace', page: '/blog/authors/ada/' }],
      tags: [],
      content: ['p', 'Notes.'],
      truncated: false,
    },
  ],
  pagination: { page: 1, totalPages: 2, totalPosts: 4, next: '/blog/authors/ada/page/2/' },
};

describe('BlogAuthorsPostsPage', () => {
  it('starts with a large card of the author, with their profiles', () => {
    render(
      <InApp path={page.permalink}>
        <BlogAuthorsPostsPage page={page} />
      </InApp>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Ada Lovelace');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/blog/authors/ada/');
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).getAttribute('src')).toBe('/img/ada.png');
    expect(screen.getByText('Maintainer')).toBeTruthy();
    for (const [name, href] of [
      ['GitHub', 'https://github.com/ada'],
      ['LinkedIn', 'https://www.linkedin.com/in/ada/'],
      ['Stack Overflow', 'https://stackoverflow.com/users/1/ada'],
      ['Mastodon', 'https://mastodon.social/@ada'],
      ['homepage', 'https://ada.dev'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(document.title).toBe('Ada Lovelace | Test Site');
  });

  it('counts their posts, lists them, pages through them and links to all authors', () => {
    render(
      <InApp path={page.permalink}>
        <BlogAuthorsPostsPage page={page} />
      </InApp>,
    );
    expect(screen.getByText('4 posts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all authors' }).getAttribute('href')).toBe('/blog/authors/');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Blog list page navigation' });
    expect(within(nav).getByRole('link', { name: /Older entries/ }).getAttribute('href')).toBe('/blog/authors/ada/page/2/');
  });
});
