import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogPostPage from '@theme/BlogPostPage';
import { AppProviders, ClientRouter } from '../../client/app';
import { createMemoryHistory, createRouter } from '../../client/router';
import type { LoadedRoute } from '../../client/routeLoader';
import { init, render } from '../../client/server';
import { testSite } from '../../test-utils';
import type { BlogPostPageData, BlogSidebarData, SiteData } from '../../types';

// The fixture registry lists docs components only: add the blog's post page.
vi.mock('@generated/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../client/__fixtures__/registry')>();
  return {
    ...original,
    registry: { ...original.registry, '@theme/BlogPostPage': () => import('@theme/BlogPostPage') },
  };
});

const site: SiteData = {
  ...testSite,
  globalData: { blog: { default: { path: '/blog/', title: 'Blog', authorsListPath: '/blog/authors/' } } },
};

const page: BlogPostPageData = {
  title: 'Welcome',
  description: 'The first post.',
  permalink: '/blog/2021/08/26/welcome/',
  pluginId: 'default',
  // Late in the evening in UTC: the next day in Tokyo, so a local-time date would differ.
  date: '2021-08-26T22:30:00.000Z',
  readingTime: 2.4,
  authors: [
    {
      key: 'ada',
      name: 'Ada Lovelace',
      title: 'Maintainer',
      imageUrl: '/img/ada.png',
      page: '/blog/authors/ada/',
      socials: { github: 'https://github.com/ada', bluesky: 'https://bsky.app/profile/ada.dev' },
    },
    { name: 'Grace Hopper' },
  ],
  tags: [{ label: 'Hello', permalink: '/blog/tags/hello/', description: 'Greetings' }],
  content: [
    'Fragment',
    ['p', 'Hello, ', ['a', { href: '/docs/intro/' }, 'docs'], '.'],
    ['h2', { id: 'more' }, 'More'],
    ['Admonition', { type: 'tip' }, ['p', 'Read on.']],
  ],
  toc: [{ id: 'more', text: 'More', level: 2 }],
  previous: { title: 'Newer', permalink: '/blog/newer/' },
  next: { title: 'Older', permalink: '/blog/older/' },
  editUrl: 'https://github.com/cairn-docs/cairn/edit/main/website/blog/2021-08-26-welcome.md',
  lastUpdatedAt: Date.UTC(2021, 8, 1, 23, 59),
  lastUpdatedBy: 'Ada',
  unlisted: true,
};
const sidebar: BlogSidebarData = {
  title: 'Recent posts',
  items: [
    { title: 'Newer', permalink: '/blog/newer/', date: '2022-01-01T00:00:00.000Z' },
    { title: 'Welcome', permalink: page.permalink, date: page.date },
    { title: 'Older', permalink: '/blog/older/', date: '2020-01-01T00:00:00.000Z' },
  ],
};

const roots: Root[] = [];

describe('BlogPostPage across server rendering and hydration', () => {
  beforeAll(() => init(site));
  beforeEach(() => {
    vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
    document.body.innerHTML = '';
  });

  it('renders on the server and hydrates without a mismatch', async () => {
    const props = { page, sidebar };
    const { html, head } = render({ path: page.permalink, component: '@theme/BlogPostPage', props });
    expect(head).toEqual({ title: 'Welcome', description: 'The first post.' });
    expect(html).toContain('<time dateTime="2021-08-26T22:30:00.000Z">August 26, 2021</time>');
    expect(html).toContain('3 min read');
    expect(html).toContain('aria-label="Blog post page navigation"');
    expect(html).toMatch(/<article[^>]*>.*<div class="markdown"><p>Hello, /s);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverHtml = container.innerHTML;

    const initialRoute: LoadedRoute = {
      path: page.permalink,
      componentId: '@theme/BlogPostPage',
      Component: BlogPostPage,
      props,
      contentComponents: {},
    };
    const router = createRouter({
      history: createMemoryHistory(page.permalink),
      initialRoute: initialRoute,
      load: async () => initialRoute,
    });
    const recoverable = vi.fn();
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <AppProviders site={site} routeLoader={null} navigate={null}>
            <ClientRouter router={router} />
          </AppProviders>,
          { onRecoverableError: recoverable },
        ),
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The article is as the server drew it (effects only mark the heading being read in the TOC).
    const serverDocument = document.createElement('div');
    serverDocument.innerHTML = serverHtml;
    expect(container.querySelector('article')?.outerHTML).toBe(serverDocument.querySelector('article')?.outerHTML);
    expect(container.querySelector('h1')?.textContent).toBe('Welcome');
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Welcome');
    expect(container.querySelector('a[aria-label="Bluesky"]')?.getAttribute('href')).toBe('https://bsky.app/profile/ada.dev');
  });

  it('hydrates a changelog entry with its link back to the list', async () => {
    const entry: BlogPostPageData = { ...page, readingTime: undefined, listPage: { title: 'Changelog', permalink: '/changelog/' } };
    const { html } = render({ path: entry.permalink, component: '@theme/BlogPostPage', props: { page: entry } });
    expect(html).toContain('Back to Changelog');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const initialRoute: LoadedRoute = {
      path: entry.permalink,
      componentId: '@theme/BlogPostPage',
      Component: BlogPostPage,
      props: { page: entry },
      contentComponents: {},
    };
    const router = createRouter({
      history: createMemoryHistory(entry.permalink),
      initialRoute: initialRoute,
      load: async () => initialRoute,
    });
    const recoverable = vi.fn();
    await act(async () => {
      roots.push(
        hydrateRoot(
          container,
          <AppProviders site={site} routeLoader={null} navigate={null}>
            <ClientRouter router={router} />
          </AppProviders>,
          { onRecoverableError: recoverable },
        ),
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('a[href="/changelog/"]')?.textContent).toBe('← Back to Changelog');
  });
});
