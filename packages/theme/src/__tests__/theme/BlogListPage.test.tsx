import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import BlogListPage from '@theme/BlogListPage';
import type { BlogListPageData, BlogPostSummary, BlogSidebarData } from '../../types';

const posts: BlogPostSummary[] = [
  {
    title: 'Long read',
    permalink: '/blog/long-read/',
    date: '2024-05-02T00:00:00.000Z',
    readingTime: 7.5,
    authors: [{ key: 'ada', name: 'Ada Lovelace', page: '/blog/authors/ada/', socials: { github: 'https://github.com/ada' } }],
    tags: [{ label: 'Guides', permalink: '/blog/tags/guides/' }],
    content: ['p', 'The beginning.'],
    truncated: true,
  },
  {
    title: 'Short note',
    permalink: '/blog/short-note/',
    date: '2024-04-01T00:00:00.000Z',
    readingTime: 0.4,
    authors: [],
    tags: [],
    content: ['p', 'All of it.'],
    truncated: false,
  },
];

const page: BlogListPageData = {
  title: 'Cairn blog',
  description: 'News from the Cairn team',
  permalink: '/blog/page/2/',
  pluginId: 'default',
  posts,
  pagination: { page: 2, totalPages: 3, totalPosts: 12, previous: '/blog/', next: '/blog/page/3/' },
};

const sidebar: BlogSidebarData = {
  title: 'Recent posts',
  items: posts.map(({ title, permalink, date }) => ({ title, permalink, date })),
};

function renderList(data: BlogListPageData, withSidebar?: BlogSidebarData) {
  return render(
    <InApp path={data.permalink}>
      <BlogListPage page={data} sidebar={withSidebar} />
    </InApp>,
  );
}

describe('BlogListPage', () => {
  it('shows the blog title and description, and sets the document title', () => {
    renderList(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cairn blog');
    expect(screen.getByText('News from the Cairn team')).toBeTruthy();
    expect(document.title).toBe('Cairn blog | Test Site');
  });

  it('lists each post with its title linking to it, date, reading time and excerpt', () => {
    const { container } = renderList(page);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    const [long, short] = articles as [HTMLElement, HTMLElement];
    const title = within(long).getByRole('heading', { level: 2 });
    expect(within(title).getByRole('link', { name: 'Long read' }).getAttribute('href')).toBe('/blog/long-read/');
    expect(long.querySelector('time')?.textContent).toBe('May 2, 2024');
    expect(within(long).getByText('8 min read')).toBeTruthy();
    expect(within(short).getByText('1 min read')).toBeTruthy();
    expect(long.querySelector('.markdown')?.textContent).toBe('The beginning.');
    expect(within(long).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/blog/authors/ada/');
    expect(within(long).getByRole('link', { name: 'GitHub' })).toBeTruthy();
    expect(within(long).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/blog/tags/guides/');
    expect(container.querySelectorAll('article .markdown')).toHaveLength(2);
  });

  it('has a "Read more" link only for truncated posts', () => {
    renderList(page);
    const [long, short] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    const readMore = within(long).getByRole('link', { name: 'Read more about Long read' });
    expect(readMore.textContent).toBe('Read more');
    expect(readMore.getAttribute('href')).toBe('/blog/long-read/');
    expect(within(short).queryByRole('link', { name: /Read more/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Read more/ })).toHaveLength(1);
  });

  it('links to the pages of newer and older entries', () => {
    renderList(page);
    const nav = screen.getByRole('navigation', { name: 'Blog list page navigation' });
    expect(within(nav).getByRole('link', { name: /Newer entries/ }).getAttribute('href')).toBe('/blog/');
    expect(within(nav).getByRole('link', { name: /Older entries/ }).getAttribute('href')).toBe('/blog/page/3/');
  });

  it('shows only the links there are, and no paginator for a single page', () => {
    const { unmount } = renderList({ ...page, pagination: { page: 1, totalPages: 3, totalPosts: 12, next: '/blog/page/2/' } });
    const nav = screen.getByRole('navigation', { name: 'Blog list page navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Older entries »']);
    unmount();
    renderList({ ...page, pagination: { page: 1, totalPages: 1, totalPosts: 2 } });
    expect(screen.queryByRole('navigation', { name: 'Blog list page navigation' })).toBeNull();
  });

  it('puts the recent posts after the posts in the document, in one list for a single year', () => {
    renderList(page, sidebar);
    const recent = screen.getByRole('navigation', { name: 'Blog recent posts' });
    expect(within(recent).getAllByRole('list')).toHaveLength(1);
    expect(within(recent).queryByText('2024')).toBeNull();
    expect(within(recent).getAllByRole('link').map((link) => link.getAttribute('aria-current'))).toEqual([null, null]);
    const firstArticle = screen.getAllByRole('article')[0]!;
    expect(firstArticle.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a changelog: no reading time, authors as a list of names', () => {
    renderList({
      ...page,
      title: 'Changelog',
      changelog: true,
      posts: [
        {
          ...posts[0]!,
          title: '3.4.0',
          authors: [{ name: 'Ada Lovelace', url: 'https://github.com/ada', imageUrl: '/img/ada.png' }, { name: 'Grace' }],
        },
      ],
    });
    const article = screen.getByRole('article');
    expect(within(article).queryByText(/min read/)).toBeNull();
    expect(within(article).queryByRole('img')).toBeNull();
    const authors = within(article).getByRole('list', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('https://github.com/ada');
    expect(authors.textContent).toBe('Ada LovelaceGrace');
  });

  it('says so when the blog has no posts', () => {
    renderList({ ...page, posts: [], pagination: { page: 1, totalPages: 1, totalPosts: 0 } });
    expect(screen.getByText('No posts yet.')).toBeTruthy();
  });
});
