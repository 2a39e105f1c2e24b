import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import Greeting from './__fixtures__/Greeting';
import DocPage from '@theme/DocPage';
import { category, navbarItem, sidebarOf, testSite, withSearch } from '../test-utils';
import type { Doc, SiteData } from '../types';
import { AppProviders, ClientRouter } from './app';
import { createMemoryHistory, createRouter } from './router';
import type { LoadedRoute } from './routeLoader';
import { init, render } from './server';

const page: Doc = {
  title: 'Introduction',
  permalink: '/docs/intro/',
  content: ['Fragment', ['p', 'See ', ['a', { href: '/docs/next/' }, 'next']], ['h2', { id: 'usage' }, 'Usage']],
  toc: [{ id: 'usage', text: 'Usage', level: 2 }],
  next: { title: 'Next', permalink: '/docs/next/' },
};
const sidebar = sidebarOf([
  { type: 'link', label: 'Introduction', href: '/docs/intro/' },
  category({ label: 'Guides', collapsed: true, items: [{ type: 'link', label: 'Next', href: '/docs/next/' }] }),
]);

/**
 * Hydrates `html` as the browser would for the docs page at `/docs/intro/` with `props`, and
 * checks that React reported nothing; gives the container.
 */
async function hydrateCleanly(
  html: string,
  props: Record<string, unknown>,
  contentComponents: LoadedRoute['contentComponents'] = {},
  site: SiteData = testSite,
): Promise<HTMLDivElement> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const route: LoadedRoute = { path: '/docs/intro/', componentId: '@theme/DocPage', Component: DocPage, props, contentComponents };
  const router = createRouter({ history: createMemoryHistory('/docs/intro/'), initialRoute: route, load: async () => route });
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <AppProviders site={site} routeLoader={null} navigate={null}>
        <ClientRouter router={router} />
      </AppProviders>,
      { onRecoverableError: recoverable },
    );
  });
  expect(errors).not.toHaveBeenCalled();
  expect(recoverable).not.toHaveBeenCalled();
  errors.mockRestore();
  return container;
}

describe('server entry', () => {
  beforeAll(() => init(testSite));

  it('renders a route to HTML', () => {
    const { html, head } = render({ path: '/docs/intro/', component: '@theme/DocPage', props: { page, sidebar } });
    expect(head).toEqual({ title: 'Introduction' });
    expect(html).toContain('Skip to main content');
    expect(html).toContain('<h1 class="cairn-page-title">Introduction</h1>');
    expect(html).toMatch(/<a href="\/docs\/intro\/" class="[^"]*_active_[^"]*" aria-current="page">/);
  });

  it('keeps the document title of a doc that hides its title heading', () => {
    const hidden: Doc = { ...page, hideTitle: true };
    const { html, head } = render({ path: '/docs/intro/', component: '@theme/DocPage', props: { page: hidden, sidebar } });
    expect(head).toEqual({ title: 'Introduction' });
    expect(html).not.toContain('<h1');
  });

  it('writes a closed category from the worker\'s markup cache byte for byte as a full render would', async () => {
    // Fresh objects: the cache is keyed by the category objects, which no earlier test used.
    const closed = sidebarOf([
      { type: 'link', label: 'Introduction', href: '/docs/intro/' },
      category({ label: 'Guides', href: '/docs/guides/', collapsed: true, items: [], itemsUrl: '/assets/data/g.json' }),
      category({ label: 'Reference', collapsed: true, items: [], itemsUrl: '/assets/data/r.json' }),
    ]);
    const props = { page, sidebar: closed };
    const first = render({ path: '/docs/intro/', component: '@theme/DocPage', props }).html;
    const second = render({ path: '/docs/intro/', component: '@theme/DocPage', props }).html;
    expect(first).not.toContain('data-cairn-markup');
    expect(first).toContain('aria-label="Expand Guides"');
    expect(second).toBe(first);
    (await hydrateCleanly(second, props)).remove();
  });

  it('writes the links and closed categories around an open one from the cache as a full render would', async () => {
    const around = sidebarOf([
      { type: 'link', label: 'Introduction', href: '/docs/intro/' },
      { type: 'link', label: 'Setup', href: '/docs/setup/' },
      category({ label: 'Guides', href: '/docs/guides/', collapsed: true, items: [], itemsUrl: '/assets/data/g2.json' }),
      category({
        label: 'Reference',
        collapsed: false,
        items: [
          { type: 'link', label: 'API', href: '/docs/api/' },
          { type: 'link', label: 'On this page', href: '#usage' },
        ],
      }),
      category({ label: 'More', collapsed: true, items: [], itemsUrl: '/assets/data/m.json' }),
      { type: 'link', label: 'Last', href: '/docs/last/' },
    ]);
    const props = { page, sidebar: around };
    const first = render({ path: '/docs/intro/', component: '@theme/DocPage', props }).html;
    const second = render({ path: '/docs/intro/', component: '@theme/DocPage', props }).html;
    expect(second).toBe(first);
    // A same-page link is written against each page's path, never from another page's row.
    expect(second).toContain('<a href="/docs/intro/#usage"');
    const elsewhere = render({ path: '/docs/setup/', component: '@theme/DocPage', props }).html;
    expect(elsewhere).toContain('<a href="/docs/setup/#usage"');
    expect(elsewhere).toMatch(/<a href="\/docs\/setup\/" class="[^"]*_active_[^"]*" aria-current="page">Setup<\/a>/);
    expect(elsewhere).toMatch(/<a href="\/docs\/intro\/" class="[^" ]*">Introduction<\/a>/);

    const container = await hydrateCleanly(second, props);
    const caret = container.querySelector<HTMLButtonElement>('button[aria-controls]');
    const list = document.getElementById(caret?.getAttribute('aria-controls') ?? '');
    expect(list?.textContent).toBe('APIOn this page');
    await act(async () => caret?.click());
    expect(caret?.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hasAttribute('hidden')).toBe(true);
    container.remove();
  });

  it("writes the navbar's icons from the worker's markup cache as a full render would, and code blocks' buttons in the browser only", async () => {
    const site: SiteData = withSearch(
      { ...testSite, navbar: { ...testSite.navbar, items: [...testSite.navbar.items, navbarItem({ type: 'search' })] } },
      { provider: 'local', indexUrl: '/pagefind/', searchPagePath: '/search' },
    );
    const withCode: Doc = {
      ...page,
      content: [
        'Fragment',
        ['CodeBlock', { language: 'js', code: 'a()', lines: ['a()'] }],
        ['p', 'Between'],
        ['CodeBlock', { code: 'plain' }],
      ] as Doc['content'],
    };
    const props = { page: withCode, sidebar };
    // A new cache that writes placeholders for what it kept, as the engine's workers do.
    await init(site, {}, { markupMark: 'kept-test' });
    try {
      const first = render({ path: '/docs/intro/', component: '@theme/DocPage', props });
      const second = render({ path: '/docs/intro/', component: '@theme/DocPage', props });
      expect(first.html).not.toContain('data-cairn-markup');
      expect(first.html).not.toContain('<!--kept-test:');
      // The buttons of code blocks work with the page's script only: the browser adds them.
      expect(first.html).not.toContain('aria-label="Copy code to clipboard"');
      expect(first.html).toContain('aria-keyshortcuts');
      expect(first.html).toMatch(/<svg class="[^"]*sun/);
      // The search button's and the toggle's icons come from the cache.
      const kept = { ...first.markup, ...second.markup };
      // Kept markup may be made of kept markup (a run of sidebar rows): the engine expands it.
      const expand = (html: string): string => html.replace(/<!--kept-test:(\d+)-->/g, (_, id: string) => expand(kept[Number(id)] ?? ''));
      const written = expand(second.html);
      expect(second.html).not.toContain('<svg class="');
      expect(written).toBe(first.html);
      // The buttons' code, which a page loads after its own, already here: they show as it hydrates.
      await import('@theme/CodeBlock/Buttons');
      const container = await hydrateCleanly(written, props, {}, site);
      expect(container.querySelectorAll('button[aria-label="Toggle word wrap"]')).toHaveLength(2);
      container.remove();
    } finally {
      await init(testSite);
    }
  });

  it('rejects components missing from the registry', () => {
    expect(() => render({ path: '/', component: '@theme/Nope', props: {} })).toThrow(/not in the registry/);
  });

  it('renders site components from the content registry', () => {
    const withGreeting: Doc = {
      ...page,
      content: ['Fragment', ['@site/src/components/Greeting#default', { name: 'Ada' }, 'Welcome.']],
    };
    const { html } = render({ path: '/docs/intro/', component: '@theme/DocPage', props: { page: withGreeting } });
    expect(html).toContain('<p class="greeting">Hello, <!-- -->Ada<!-- -->! <!-- -->Welcome.</p>');
  });

  it('produces markup the client hydrates without warnings, content components included', async () => {
    const richPage: Doc = {
      ...page,
      content: [
        'Fragment',
        ...(page.content as readonly unknown[]).slice(1),
        ['Admonition', { type: 'tip' }, ['p', 'Hint']],
        ['CodeBlock', { language: 'js', code: 'a\nb', lines: ['a', 'b'], highlight: [2], lineNumbers: 1 }],
        [
          'Tabs',
          { groupId: 'pm' },
          ['TabItem', { value: 'npm' }, ['p', 'npm i']],
          ['TabItem', { value: 'yarn', label: 'Yarn' }, ['p', 'yarn add']],
        ],
        ['details', ['summary', 'More'], ['p', 'Hidden']],
        ['Math', { display: true, html: '<span class="katex">x</span>' }],
        ['@site/src/components/Greeting#default', { name: 'Ada' }],
      ] as Doc['content'],
    };
    const props = { page: richPage, sidebar };
    const html = render({ path: '/docs/intro/', component: '@theme/DocPage', props }).html;
    const container = await hydrateCleanly(html, props, { '@site/src/components/Greeting': { default: Greeting } });
    expect(container.querySelector('.greeting')?.textContent).toBe('Hello, Ada! ');
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('npm');
  });
});
