import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import BlogTagsListPage from '@theme/BlogTagsListPage';
import type { BlogTagsListPageData } from '../../types';

const page: BlogTagsListPageData = {
  title: 'Tags',
  permalink: '/blog/tags/',
  pluginId: 'default',
  tags: [
    { label: 'announcement', permalink: '/blog/tags/announcement/', count: 2 },
    { label: 'Architecture', permalink: '/blog/tags/architecture/', count: 1 },
    { label: 'Release', permalink: '/blog/tags/release/', description: 'Releases of Cairn', count: 12 },
  ],
};

describe('BlogTagsListPage', () => {
  it('lists the tags under their first letter, each linking to its posts with their count', () => {
    render(
      <InApp path={page.permalink}>
        <BlogTagsListPage
          page={page}
          sidebar={{ title: 'Recent posts', items: [{ title: 'A post', permalink: '/blog/a/', date: '2024-01-01T00:00:00.000Z' }] }}
        />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tags');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['A', 'R']);
    const a = screen.getByRole('region', { name: 'A' });
    expect(within(a).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'announcement2, 2 posts',
      'Architecture1, 1 post',
    ]);
    const release = within(screen.getByRole('region', { name: 'R' })).getByRole('link', { name: 'Release, 12 posts' });
    expect(release.getAttribute('href')).toBe('/blog/tags/release/');
    expect(release.getAttribute('title')).toBe('Releases of Cairn');
    expect(screen.getByRole('navigation', { name: 'Blog recent posts' })).toBeTruthy();
    expect(document.title).toBe('Tags | Test Site');
  });

  it('says so when no post has a tag', () => {
    render(
      <InApp path={page.permalink}>
        <BlogTagsListPage page={{ ...page, tags: [] }} />
      </InApp>,
    );
    expect(screen.getByText('No posts are tagged yet.')).toBeTruthy();
  });
});
