import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DocPage from '@theme/DocPage';
import NotFound from '@theme/NotFound';
import { setDocsSidebarHidden } from '../hooks/useDocsSidebarHidden';
import { docsSite, navbarItem } from '../test-utils';
import type { Doc } from '../types';
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

/** Server-renders a route, then hydrates it in the browser at `browserPath`; returns the container. */
async function serverRenderThenHydrate(route: {
  path: string;
  browserPath?: string;
  componentId: string;
  Component: RouteComponent;
  props: Record<string, unknown>;
}) {
  const container = document.createElement('div');
  container.innerHTML = render({ path: route.path, component: route.componentId, props: route.props }).html;
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
        <AppProviders site={site} routeLoader={null} navigate={null}>
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
