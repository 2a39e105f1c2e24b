import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import BlogPostPage from '@theme/BlogPostPage';
import type { BlogPostPageData, BlogSidebarData } from '../../types';

const page: BlogPostPageData = {
  title: 'Announcing Cairn 3',
  description: 'A new engine.',
  permalink: '/blog/2024/03/01/cairn-3/',
  pluginId: 'default',
  date: '2024-03-01T00:00:00.000Z',
  readingTime: 4.2,
  authors: [
    {
      key: 'ada',
      name: 'Ada Lovelace',
      title: 'Maintainer',
      imageUrl: '/img/ada.png',
      page: '/blog/authors/ada/',
      socials: { github: 'https://github.com/ada', x: 'https://x.com/ada', website: 'https://ada.dev' },
    },
    { name: 'Grace Hopper', url: 'https://grace.dev' },
  ],
  tags: [{ label: 'Release', permalink: '/blog/tags/release/' }],
  content: ['Fragment', ['p', 'Cairn 3 is out.'], ['h2', { id: 'whats-new' }, 'What is new']],
  toc: [{ id: 'whats-new', text: 'What is new', level: 2 }],
  previous: { title: 'Cairn 3.1', permalink: '/blog/2024/04/01/cairn-3-1/' },
  next: { title: 'Cairn 2', permalink: '/blog/2023/01/01/cairn-2/' },
  editUrl: 'https://github.com/cairn-docs/cairn/edit/main/website/blog/2024-03-01-cairn-3.md',
  lastUpdatedAt: Date.UTC(2024, 2, 5),
  lastUpdatedBy: 'Ada',
};

const sidebar: BlogSidebarData = {
  title: 'Recent posts',
  items: [
    { title: 'Cairn 3.1', permalink: '/blog/2024/04/01/cairn-3-1/', date: '2024-04-01T00:00:00.000Z' },
    { title: 'Announcing Cairn 3', permalink: page.permalink, date: page.date },
    { title: 'Cairn 2', permalink: '/blog/2023/01/01/cairn-2/', date: '2023-01-01T00:00:00.000Z' },
  ],
};

function renderPost(data: BlogPostPageData, withSidebar: BlogSidebarData | null = sidebar) {
  return render(
    <InApp path={data.permalink}>
      <BlogPostPage page={data} sidebar={withSidebar ?? undefined} />
    </InApp>,
  );
}

describe('BlogPostPage', () => {
  it('shows the post with its title, date, reading time, authors, content and tags', () => {
    const { container } = renderPost(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Announcing Cairn 3');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const time = container.querySelector('article header time');
    expect(time?.getAttribute('datetime')).toBe('2024-03-01T00:00:00.000Z');
    expect(time?.textContent).toBe('March 1, 2024');
    expect(screen.getByText('5 min read')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'Release' }).getAttribute('href')).toBe(
      '/blog/tags/release/',
    );
    expect(document.title).toBe('Announcing Cairn 3 | Test Site');
  });

  it('puts exactly the content in the article\'s .markdown, which the feeds read', () => {
    const { container } = renderPost(page);
    const markdown = container.querySelectorAll('article .markdown');
    expect(markdown).toHaveLength(1);
    expect(markdown[0]!.querySelector('p')?.textContent).toBe('Cairn 3 is out.');
    expect(markdown[0]!.querySelector('h1, time, nav')).toBeNull();
  });

  it('shows each author as a card with picture, name, title and social links', () => {
    renderPost(page);
    const authors = screen.getByRole('list', { name: 'Authors' });
    const [ada, grace] = [...authors.children] as HTMLElement[];
    const picture = within(ada!).getByRole('img', { name: 'Ada Lovelace' });
    expect(picture.getAttribute('src')).toBe('/img/ada.png');
    expect(within(ada!).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/blog/authors/ada/');
    expect(within(ada!).getByText('Maintainer')).toBeTruthy();
    expect(within(ada!).getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/ada');
    expect(within(ada!).getByRole('link', { name: 'X' }).getAttribute('href')).toBe('https://x.com/ada');
    expect(within(ada!).getByRole('link', { name: 'website' }).getAttribute('href')).toBe('https://ada.dev');
    // Without a page, the name links to the author's address; without a picture, initials stand in.
    expect(within(grace!).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('https://grace.dev');
    expect(within(grace!).queryByRole('img')).toBeNull();
    expect(grace!.textContent).toContain('GH');
  });

  it('links to the newer and the older post', () => {
    renderPost(page);
    const nav = screen.getByRole('navigation', { name: 'Blog post page navigation' });
    const newer = within(nav).getByRole('link', { name: /Newer post/ });
    expect(newer.textContent).toBe('Newer post« Cairn 3.1');
    expect(newer.getAttribute('href')).toBe('/blog/2024/04/01/cairn-3-1/');
    const older = within(nav).getByRole('link', { name: /Older post/ });
    expect(older.textContent).toBe('Older postCairn 2 »');
    expect(older.getAttribute('href')).toBe('/blog/2023/01/01/cairn-2/');
  });

  it('leaves the paginator out for a lone post, and each side out when there is no such post', () => {
    renderPost({ ...page, previous: undefined, next: undefined });
    expect(screen.queryByRole('navigation', { name: 'Blog post page navigation' })).toBeNull();
  });

  it('has the edit link, the last update and the table of contents', () => {
    renderPost(page);
    expect(screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe(page.editUrl);
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated on Mar 5, 2024 by Ada');
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getByRole('link', { name: 'What is new' }).getAttribute('href')).toBe(`${page.permalink}#whats-new`);
  });

  it('has no table of contents when the post has no headings', () => {
    renderPost({ ...page, toc: [] });
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
    expect(screen.queryByText('On this page')).toBeNull();
  });

  it('shows the recent posts beside the post, with the post marked as current', () => {
    renderPost(page);
    const recent = screen.getByRole('navigation', { name: 'Blog recent posts' });
    expect(within(recent).getByText('Recent posts')).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'Announcing Cairn 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(recent).getByRole('link', { name: 'Cairn 2' }).getAttribute('aria-current')).toBeNull();
    // Posts of several years: grouped under their year.
    expect(within(recent).getByRole('list', { name: '2024' }).children).toHaveLength(2);
    expect(within(recent).getByRole('list', { name: '2023' }).children).toHaveLength(1);
  });

  it('renders without a sidebar', () => {
    renderPost(page, null);
    expect(screen.queryByRole('navigation', { name: 'Blog recent posts' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Announcing Cairn 3');
  });

  it('marks unlisted posts and drafts', () => {
    renderPost({ ...page, unlisted: true, draft: true });
    expect(screen.getByRole('note', { name: 'Unlisted page' })).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Draft page' })).toBeTruthy();
  });

  it('links a changelog entry back to its list page, without reading time, authors as names', () => {
    renderPost({
      ...page,
      title: '3.4.0',
      readingTime: undefined,
      listPage: { title: 'Changelog', permalink: '/changelog/page/2/' },
      changelog: true,
    });
    const back = screen.getByRole('link', { name: 'Back to Changelog' });
    expect(back.getAttribute('href')).toBe('/changelog/page/2/');
    expect(back.textContent).toBe('← Back to Changelog');
    // Above the title.
    expect(back.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/min read/)).toBeNull();
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(within(authors).queryByRole('img')).toBeNull();
    expect(within(authors).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('https://grace.dev');
    expect(authors.textContent).toBe('Ada LovelaceGrace Hopper');
  });
});
