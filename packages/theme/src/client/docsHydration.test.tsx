import { act, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DocPage from '@theme/DocPage';
import NotFound from '@theme/NotFound';
import { setDocsSidebarHidden } from '../hooks/useDocsSidebarHidden';
import { useDocsData } from '../hooks/useDocs';
import { docsSite, InApp, navbarItem, testDocs } from '../test-utils';
import { attachDocsLists, setPageDocs, type DocsLists } from '../hooks/docsLists';
import { forgetSiteChunks, loadSiteChunks, recordSiteChunkReads, setSiteChunksFetch } from './siteChunks';
import type { Doc, DocsVersionData, SiteData } from '../types';
import { AppProviders, ClientRouter } from './app';
import { createMemoryHistory, createRouter } from './router';
import type { RouteComponent } from './registry';
import type { LoadedRoute } from './routeLoader';
import { init, render } from './server';

const navbarItems = [
  navbarItem({ type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' }),
  navbarItem({ type: 'doc', docId: 'install', label: 'Install', position: 'left' }),
  navbarItem({ type: 'docsVersion', position: 'left' }),
  navbarItem({
    type: 'docsVersionDropdown',
    position: 'right',
    dropdownItemsAfter: [{ label: 'All versions', to: '/versions/' }],
  }),
];
const site = docsSite(navbarItems, { docsSidebar: { hideable: true, autoCollapseCategories: true } });

const page: Doc = {
  id: 'install',
  pluginId: 'default',
  title: 'Install',
  permalink: '/docs/3.4.0/install/',
  content: ['Fragment', ['p', 'Hello.']],
  toc: [],
  tags: [{ label: 'Setup', permalink: '/docs/3.4.0/tags/setup/' }],
  editUrl: 'https://github.com/cairn-docs/cairn/edit/main/website/versioned_docs/version-3.4.0/install.md',
  lastUpdatedAt: Date.UTC(2025, 10, 30, 23, 59),
  lastUpdatedBy: 'Ada',
  version: { name: '3.4.0', label: '3.4.0', badge: true, lastVersion: { title: 'Canary', permalink: '/docs/install/' } },
};
const sidebar = {
  name: 'docs',
  items: [
    { type: 'link' as const, label: 'Introduction', href: '/docs/3.4.0/' },
    { type: 'link' as const, label: 'Install', href: '/docs/3.4.0/install/' },
  ],
};

const roots: Root[] = [];

interface TestRoute {
  path: string;
  browserPath?: string;
  componentId: string;
  Component: RouteComponent;
  props: Record<string, unknown>;
}

/** Server-renders a route, then hydrates it in the browser at `browserPath`; returns the container. */
async function serverRenderThenHydrate(route: TestRoute) {
  return hydrate(route, render({ path: route.path, component: route.componentId, props: route.props }).html, site);
}

/** Hydrates server-rendered HTML in the browser with `browserSite`. */
async function hydrate(route: TestRoute, html: string, browserSite: SiteData) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverHtml = container.innerHTML;

  const initialRoute: LoadedRoute = { ...route, contentComponents: {} };
  const router = createRouter({
      history: createMemoryHistory(route.browserPath ?? route.path),
      initialRoute: initialRoute,
      load: async () => initialRoute,
    });
  const recoverable = vi.fn();
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <AppProviders site={browserSite} routeLoader={null} navigate={null}>
          <ClientRouter router={router} />
        </AppProviders>,
        { onRecoverableError: recoverable },
      ),
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  return { container, serverHtml };
}

const versionToggle = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('.cairn-docs-version-dropdown > button');
const linkHref = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('a')].find((link) => link.textContent === name)?.getAttribute('href');

describe('docs features across server rendering and hydration', () => {
  beforeAll(() => init(site));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setDocsSidebarHidden(false);
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

  it('renders the latest version on the server, then the preferred one after hydration', async () => {
    localStorage.setItem('docs-preferred-version-default', '3.4.0');
    const { container, serverHtml } = await serverRenderThenHydrate({
      path: '/blog/',
      componentId: '@theme/NotFound',
      Component: NotFound,
      props: {},
    });
    expect(serverHtml).toContain('>Canary<');
    expect(serverHtml).toContain('href="/docs/install/"');
    expect(versionToggle(container)?.textContent).toBe('3.4.0');
    expect(linkHref(container, 'Install')).toBe('/docs/3.4.0/install/');
    expect(linkHref(container, '3.4.0')).toBe('/docs/3.4.0/');
  });

  it('hydrates a versioned doc page with its tags, edit link, last update and hidden sidebar', async () => {
    sessionStorage.setItem('cairn.docs-sidebar-hidden', 'true');
    const { container, serverHtml } = await serverRenderThenHydrate({
      path: '/docs/3.4.0/install/',
      componentId: '@theme/DocPage',
      Component: DocPage,
      props: { page, sidebar },
    });
    // The server knows nothing of the visit: the sidebar is there, and goes after hydration.
    expect(serverHtml).toContain('aria-label="Docs sidebar"');
    expect(serverHtml).toContain('<time datetime="2025-11-30T23:59:00.000Z">Nov 30, 2025</time>');
    expect(container.querySelector('aside nav[aria-label="Docs sidebar"]')).toBeNull();
    expect(container.querySelector('button[aria-label="Expand sidebar"]')).not.toBeNull();
    expect(versionToggle(container)?.textContent).toBe('3.4.0');
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('3.4.0');
  });

  it('hydrates 404.html at any address, then helps with the docs version of that address', async () => {
    const { container, serverHtml } = await serverRenderThenHydrate({
      path: '/404.html',
      browserPath: '/docs/3.4.0/gone/',
      componentId: '@theme/NotFound',
      Component: NotFound,
      props: {},
    });
    expect(serverHtml).toContain('We could not find what you were looking for.');
    expect(container.textContent).toContain('This page does not exist in the 3.4.0 version of the docs.');
    expect(linkHref(container, 'Go to the main page of the 3.4.0 docs')).toBe('/docs/3.4.0/');
  });
});

/**
 * The test site as the engine writes it: each version names its layout docs (main doc, the
 * navbar's doc) and its instance's lists chunk, which holds the docs. New objects each time,
 * as the server and the browser each have their own.
 */
function siteWithDocsLists(): { site: SiteData; chunks: Record<string, DocsLists> } {
  const chunks: Record<string, DocsLists> = {};
  const instances = Object.fromEntries(
    Object.entries(testDocs).map(([pluginId, instance]) => {
      const docsUrl = `/assets/data/${pluginId}-docs.json`;
      chunks[docsUrl] = Object.fromEntries(instance.versions.map((version) => [version.name, version.docs]));
      const versions = instance.versions.map(({ docs, ...version }) => ({
        ...version,
        layoutDocs: docs.filter((doc) => doc.id === version.mainDocId || doc.id === 'install'),
      })) as unknown as DocsVersionData[];
      return [pluginId, { ...instance, docsUrl, versions }];
    }),
  );
  return { site: { ...site, globalData: { docs: instances } }, chunks };
}

describe('docs lists: pages carry the docs they look up', () => {
  const server = siteWithDocsLists();
  beforeAll(() => init(server.site, server.chunks));
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(console.error).not.toHaveBeenCalled();
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
    document.body.innerHTML = '';
  });

  it('records the page\'s doc in each version, leaving out layout docs, and hydrates from them without the lists', async () => {
    const route = { path: '/docs/3.4.0/cli/', componentId: '@theme/DocPage', Component: DocPage, props: {} };
    const cliPage: Doc = { ...page, id: 'cli', title: 'CLI', permalink: '/docs/3.4.0/cli/' };
    const rendered = render({ path: route.path, component: route.componentId, props: { page: cliPage, sidebar } });
    expect(rendered.docs).toEqual({
      default: {
        current: [{ id: 'cli', path: '/docs/cli/', sidebar: 'api' }],
        '3.4.0': [{ id: 'cli', path: '/docs/3.4.0/cli/', sidebar: 'api' }],
      },
    });
    expect(rendered.siteChunks).toBeUndefined();

    // The browser has its own site data, the page's docs, and no lists.
    forgetSiteChunks();
    setPageDocs(rendered.docs);
    const browser = siteWithDocsLists();
    attachDocsLists(browser.site);
    const { container } = await hydrate({ ...route, props: { page: cliPage, sidebar } }, rendered.html, browser.site);
    expect(linkHref(container, 'Canary')).toBe('/docs/cli/');
    expect(linkHref(container, 'Install')).toBe('/docs/3.4.0/install/');

    // The lists arrive (before another page); answers stay the same.
    const fetched: string[] = [];
    setSiteChunksFetch(async (url) => {
      fetched.push(url);
      return browser.chunks[url];
    });
    await act(() => loadSiteChunks(['/assets/data/default-docs.json']));
    expect(fetched).toEqual(['/assets/data/default-docs.json']);
    expect(linkHref(container, 'Canary')).toBe('/docs/cli/');
  });

  it('records the lists a page reads whole, and a browser component reading one before it loads waits for it', async () => {
    function DocCount() {
      const { versions } = useDocsData();
      return <p>{versions.map((version) => `${version.name}: ${version.docs.length}`).join(', ')}</p>;
    }
    const rendered = recordSiteChunkReads(() =>
      renderToString(<InApp path="/blog/" site={server.site}><DocCount /></InApp>),
    );
    expect(rendered.result).toContain('current: 5, 3.4.0: 3');
    expect(rendered.chunks).toEqual(['/assets/data/default-docs.json']);

    forgetSiteChunks();
    const browser = siteWithDocsLists();
    attachDocsLists(browser.site);
    let deliver: (() => void) | undefined;
    setSiteChunksFetch(
      (url) =>
        new Promise((resolve) => {
          deliver = () => resolve(browser.chunks[url]);
        }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => {
      root.render(
        <InApp path="/blog/" site={browser.site}>
          <Suspense fallback={<p>Loading</p>}>
            <DocCount />
          </Suspense>
        </InApp>,
      );
    });
    expect(container.textContent).toBe('Loading');
    await act(async () => deliver?.());
    expect(container.textContent).toBe('current: 5, 3.4.0: 3');
  });
});
