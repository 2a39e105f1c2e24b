import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '../types';
import type { ComponentRegistry, ContentRegistry } from './registry';
import { createRouteLoader } from './routeLoader';
import { StaleBuildError } from './staleBuild';

const DocPage = () => null;
const Chart = () => null;
const NotFound = () => null;
const registry: ComponentRegistry = {
  '@theme/DocPage': async () => ({ default: DocPage }),
  '@theme/NotFound': async () => ({ default: NotFound }),
};
const manifest: RouteManifest = {
  routes: { '/docs/intro/': { component: '@theme/DocPage', data: { page: '/d/page.json', sidebar: '/d/sidebar.json' } } },
  notFound: { component: '@theme/NotFound', data: {} },
  site: '/d/site-1.json',
};
const files: Record<string, unknown> = {
  '/d/manifest.json': manifest,
  '/d/page.json': { title: 'Intro' },
  '/d/sidebar.json': { items: [] },
};

const contentRegistry: ContentRegistry = {
  '@site/src/components/Chart': vi.fn(async () => ({ default: Chart })),
};

/** Modules a page's boot data names, by URL. */
const modulesByUrl: Record<string, unknown> = {
  '/assets/js/DocPage-1.js': { default: DocPage },
  '/assets/js/Chart-1.js': { default: Chart, Legend: Chart },
};

function setup(modules?: Record<string, string>, siteUrl?: string) {
  const fetchJson = vi.fn(async (url: string, _options?: { revalidate?: boolean }) => {
    if (!(url in files)) throw new Error(`404 ${url}`);
    return files[url];
  });
  const loadRegistry = vi.fn(async () => ({ registry, contentComponents: contentRegistry }));
  const importModule = vi.fn(async (url: string) => {
    if (!(url in modulesByUrl)) throw new Error(`404 ${url}`);
    return modulesByUrl[url];
  });
  return {
    fetchJson,
    loadRegistry,
    importModule,
    loader: createRouteLoader({ loadRegistry, modules, importModule, manifestUrl: '/d/manifest.json', siteUrl, fetchJson }),
  };
}

async function resolveAndLoad(loader: ReturnType<typeof setup>['loader'], pathname: string) {
  const resolved = await loader.resolve(pathname);
  return loader.load(resolved.path, resolved.entry);
}

describe('createRouteLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves a path through the manifest and loads component and data chunks', async () => {
    const { loader } = setup();
    await expect(resolveAndLoad(loader, '/docs/intro')).resolves.toEqual({
      path: '/docs/intro/',
      componentId: '@theme/DocPage',
      Component: DocPage,
      props: { page: { title: 'Intro' }, sidebar: { items: [] } },
      contentComponents: {},
    });
  });

  it('renders unknown paths with the not-found entry', async () => {
    const { loader } = setup();
    await expect(resolveAndLoad(loader, '/missing/')).resolves.toMatchObject({
      path: '/missing/',
      Component: NotFound,
      props: {},
    });
  });

  it('fetches the manifest and each chunk only once', async () => {
    const { loader, fetchJson } = setup();
    await resolveAndLoad(loader, '/docs/intro/');
    await resolveAndLoad(loader, '/docs/intro/');
    expect(fetchJson.mock.calls.map(([url]) => url).sort()).toEqual(['/d/manifest.json', '/d/page.json', '/d/sidebar.json']);
  });

  it('reads a newer manifest once told its URL, keeping chunks it already has', async () => {
    const { loader, fetchJson } = setup();
    await resolveAndLoad(loader, '/docs/intro/');
    files['/d/manifest-2.json'] = {
      routes: { '/docs/intro/': { component: '@theme/DocPage', data: { page: '/d/page-2.json', sidebar: '/d/sidebar.json' } } },
      notFound: manifest.notFound,
      site: manifest.site,
    };
    files['/d/page-2.json'] = { title: 'Intro, edited' };
    loader.setManifestUrl('/d/manifest-2.json');
    await expect(resolveAndLoad(loader, '/docs/intro/')).resolves.toMatchObject({
      props: { page: { title: 'Intro, edited' }, sidebar: { items: [] } },
    });
    expect(fetchJson.mock.calls.filter(([url]) => url === '/d/sidebar.json')).toHaveLength(1);
  });

  it('asks the server whether the manifest changed, and takes data chunks from any cache', async () => {
    const { loader, fetchJson } = setup();
    await resolveAndLoad(loader, '/docs/intro/');
    const options = Object.fromEntries(fetchJson.mock.calls.map(([url, given]) => [url, given]));
    expect(options['/d/manifest.json']).toEqual({ revalidate: true });
    expect(options['/d/page.json']).toBeUndefined();
  });

  it("refuses the manifest of another build, whose site data is not the page's", async () => {
    const { loader } = setup(undefined, '/d/site-0.json');
    await expect(loader.resolve('/docs/intro/')).rejects.toBeInstanceOf(StaleBuildError);
    // Told of the dev server's newer build, with its site data, it reads that build's routes.
    loader.setManifestUrl('/d/manifest.json', '/d/site-1.json');
    await expect(loader.resolve('/docs/intro/')).resolves.toMatchObject({ found: true });
  });

  it("fetches a larger site's routes by part, each part once and from any cache", async () => {
    files['/d/manifest-parts.json'] = {
      routes: {},
      parts: [
        { first: '/blog/', url: '/d/part-a.json' },
        { first: '/docs/intro/', url: '/d/part-b.json' },
      ],
      notFound: manifest.notFound,
      site: manifest.site,
    } satisfies RouteManifest;
    files['/d/part-a.json'] = { routes: { '/blog/': { component: '@theme/NotFound', data: {} } } };
    files['/d/part-b.json'] = { routes: manifest.routes };
    const { loader, fetchJson } = setup();
    loader.setManifestUrl('/d/manifest-parts.json');
    await expect(resolveAndLoad(loader, '/docs/intro/')).resolves.toMatchObject({ path: '/docs/intro/' });
    expect((await loader.resolve('/docs/other/')).found).toBe(false);
    const calls = fetchJson.mock.calls.map(([url, options]) => [url, options?.revalidate ?? false]);
    expect(calls.filter(([url]) => String(url).includes('part'))).toEqual([
      ['/d/manifest-parts.json', true],
      ['/d/part-b.json', false],
    ]);
  });

  it("reads the manifest of the page's own build", async () => {
    const { loader } = setup(undefined, '/d/site-1.json');
    await expect(resolveAndLoad(loader, '/docs/intro/')).resolves.toMatchObject({ path: '/docs/intro/' });
  });

  it('forgets failed fetches so a later navigation retries them', async () => {
    const { loader, fetchJson } = setup();
    fetchJson.mockRejectedValueOnce(new Error('offline'));
    await expect(loader.resolve('/docs/intro/')).rejects.toThrow('offline');
    await expect(loader.resolve('/docs/intro/')).resolves.toMatchObject({ found: true });
  });

  it('rejects components missing from the registry', async () => {
    const { loader } = setup();
    await expect(loader.load('/x/', { component: '@theme/Nope', data: {} })).rejects.toThrow(/not in the registry/);
  });

  it('preloads component and data on fast connections only', async () => {
    const { loader, fetchJson } = setup();
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } });
    loader.preload('/docs/intro/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchJson).not.toHaveBeenCalled();

    vi.stubGlobal('navigator', { connection: { saveData: true, effectiveType: '4g' } });
    loader.preload('/docs/intro/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchJson).not.toHaveBeenCalled();

    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    loader.preload('/docs/intro/');
    await vi.waitFor(() => expect(fetchJson).toHaveBeenCalledTimes(3));
  });

  it("loads the modules of the route's content components with it, and leaves out unknown ones", async () => {
    const { loader } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = await loader.load('/docs/intro/', {
      component: '@theme/DocPage',
      data: {},
      contentComponents: ['@site/src/components/Chart', '@site/src/components/Missing'],
    });
    expect(loaded.contentComponents).toEqual({ '@site/src/components/Chart': { default: Chart } });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"@site/src/components/Missing" is not in the content registry'));

    await loader.load('/docs/other/', { component: '@theme/DocPage', data: {}, contentComponents: ['@site/src/components/Chart'] });
    expect(contentRegistry['@site/src/components/Chart']).toHaveBeenCalledTimes(1);
  });

  it("imports the first page's modules by the URLs its boot data gives, without loading the registry", async () => {
    const { loader, loadRegistry, importModule } = setup({
      '@theme/DocPage': '/assets/js/DocPage-1.js',
      '@site/src/components/Chart': '/assets/js/Chart-1.js',
    });
    const loaded = await loader.load('/docs/intro/', {
      component: '@theme/DocPage',
      data: {},
      contentComponents: ['@site/src/components/Chart'],
    });
    expect(loaded.Component).toBe(DocPage);
    expect(loaded.contentComponents).toEqual({ '@site/src/components/Chart': { default: Chart, Legend: Chart } });
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(loadRegistry).not.toHaveBeenCalled();

    // Another page's component comes from the registry, loaded once for every later page.
    await expect(loader.load('/missing/', { component: '@theme/NotFound', data: {} })).resolves.toMatchObject({
      Component: NotFound,
    });
    await loader.load('/missing/again/', { component: '@theme/NotFound', data: {} });
    expect(loadRegistry).toHaveBeenCalledTimes(1);
  });

  it('rejects a module imported by URL that default-exports no component', async () => {
    const { loader } = setup({ '@theme/DocPage': '/assets/js/Chart-1.js' });
    modulesByUrl['/assets/js/Chart-1.js'] = { Legend: Chart };
    try {
      await expect(loader.load('/docs/intro/', { component: '@theme/DocPage', data: {} })).rejects.toThrow(
        /"@theme\/DocPage" has no default export/,
      );
    } finally {
      modulesByUrl['/assets/js/Chart-1.js'] = { default: Chart, Legend: Chart };
    }
  });

  it('loads the registry again after it failed to download', async () => {
    const { loader, loadRegistry } = setup();
    loadRegistry.mockRejectedValueOnce(new Error('offline'));
    await expect(loader.load('/docs/intro/', { component: '@theme/DocPage', data: {} })).rejects.toThrow('offline');
    await expect(loader.load('/docs/intro/', { component: '@theme/DocPage', data: {} })).resolves.toMatchObject({
      Component: DocPage,
    });
    expect(loadRegistry).toHaveBeenCalledTimes(2);
  });

  it("loads a path's shared data with the manifest, once per path, and again after a failure, never for the first page", async () => {
    const loadSharedData = vi.fn(async (_pathname: string) => undefined);
    const fetchJson = vi.fn(async (url: string) => files[url]);
    const loader = createRouteLoader({
      loadRegistry: async () => ({ registry }),
      manifestUrl: '/d/manifest.json',
      fetchJson,
      loadSharedData,
    });
    // The first page is loaded from its boot data, without the manifest.
    await loader.load('/docs/intro/', { component: '@theme/DocPage', data: {} });
    expect(loadSharedData).not.toHaveBeenCalled();

    loadSharedData.mockRejectedValueOnce(new Error('offline'));
    await expect(loader.resolve('/docs/intro/')).rejects.toThrow('offline');
    await resolveAndLoad(loader, '/docs/intro/');
    await resolveAndLoad(loader, '/docs/intro/');
    loader.preload('/docs/intro/');
    await resolveAndLoad(loader, '/nope/');
    expect(loadSharedData.mock.calls.map(([pathname]) => pathname)).toEqual(['/docs/intro/', '/docs/intro/', '/nope/']);
  });
});
