import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import BlogArchivePage from '@theme/BlogArchivePage';
import type { BlogArchivePageData } from '../../types';

const page: BlogArchivePageData = {
  title: 'Archive',
  description: 'Every post of Cairn blog',
  permalink: '/blog/archive/',
  pluginId: 'default',
  posts: [
    { title: 'Cairn 3.4', permalink: '/blog/releases/3.4/', date: '2024-12-10T00:00:00.000Z' },
    { title: 'Spring cleaning', permalink: '/blog/spring/', date: '2024-03-21T00:00:00.000Z' },
    // Late on New Year's Eve in UTC: still 2023, wherever the visitor is.
    { title: 'Year in review', permalink: '/blog/review/', date: '2023-12-31T23:00:00.000Z' },
    { title: 'Hello', permalink: '/blog/hello/', date: '2017-08-26T00:00:00.000Z' },
  ],
};

describe('BlogArchivePage', () => {
  it('lists every post under its year, newest first, as "Month Day - Title"', () => {
    render(
      <InApp path={page.permalink}>
        <BlogArchivePage page={page} />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Archive');
    expect(screen.getByText('Every post of Cairn blog')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['2024', '2023', '2017']);
    const y2024 = screen.getByRole('region', { name: '2024' });
    const links = within(y2024).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['December 10 - Cairn 3.4', 'March 21 - Spring cleaning']);
    expect(links[0]!.getAttribute('href')).toBe('/blog/releases/3.4/');
    expect(links[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2024-12-10T00:00:00.000Z');
    expect(within(screen.getByRole('region', { name: '2023' })).getByRole('link').textContent).toBe(
      'December 31 - Year in review',
    );
    expect(screen.getByRole('main').querySelectorAll('a')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Blog recent posts' })).toBeNull();
    expect(document.title).toBe('Archive | Test Site');
  });
});
