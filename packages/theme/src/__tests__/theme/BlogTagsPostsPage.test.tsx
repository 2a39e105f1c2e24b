import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import BlogTagsPostsPage from '@theme/BlogTagsPostsPage';
import type { BlogListPageData } from '../../types';

const page: BlogListPageData = {
  title: '3 posts tagged with "Release"',
  description: 'Releases of Cairn',
  permalink: '/blog/tags/release/',
  pluginId: 'default',
  tag: { label: 'Release', permalink: '/blog/tags/release/', description: 'Releases of Cairn', count: 3 },
  allPath: '/blog/tags/',
  posts: [
    {
      title: 'Cairn 3.4',
      permalink: '/blog/releases/3.4/',
      date: '2024-12-10T00:00:00.000Z',
      readingTime: 2,
      authors: [],
      tags: [{ label: 'Release', permalink: '/blog/tags/release/' }],
      content: ['p', 'New things.'],
      truncated: true,
    },
    {
      title: 'Cairn 3.3',
      permalink: '/blog/releases/3.3/',
      date: '2024-10-01T00:00:00.000Z',
      readingTime: 1,
      authors: [],
      tags: [{ label: 'Release', permalink: '/blog/tags/release/' }],
      content: ['p', 'Fixes.'],
      truncated: false,
    },
  ],
  pagination: { page: 1, totalPages: 2, totalPosts: 3, next: '/blog/tags/release/page/2/' },
};

describe('BlogTagsPostsPage', () => {
  it('names the tag and its count, and links to all tags', () => {
    render(
      <InApp path={page.permalink}>
        <BlogTagsPostsPage page={page} />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('3 posts tagged with "Release"');
    expect(screen.getByText('Releases of Cairn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all tags' }).getAttribute('href')).toBe('/blog/tags/');
    expect(document.title).toBe('3 posts tagged with "Release" | Test Site');
  });

  it('lists the posts and pages through them', () => {
    render(
      <InApp path={page.permalink}>
        <BlogTagsPostsPage page={page} />
      </InApp>,
    );
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Cairn 3.4',
      'Cairn 3.3',
    ]);
    expect(screen.getAllByRole('link', { name: /Read more/ })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Blog list page navigation' });
    expect(within(nav).getByRole('link', { name: /Older entries/ }).getAttribute('href')).toBe('/blog/tags/release/page/2/');
    expect(within(nav).queryByRole('link', { name: /Newer entries/ })).toBeNull();
  });
});
