import { loadContentComponentsOf } from '../content/lazyContent';
import type { RouteEntry, RouteManifest } from '../types';
import {
  loadContentModule,
  loadContentModules,
  loadRegistryComponent,
  type ComponentRegistry,
  type ContentModules,
  type ContentRegistry,
  type RouteComponent,
} from './registry';
import { isStaticFilePath, lookupRoute, type ResolvedRoute } from './routes';

/** Everything needed to render one route: what the router's loader returns. */
export interface LoadedRoute {
  /** The canonical route path (manifest key), used for "active link" checks. */
  path: string;
  componentId: string;
  Component: RouteComponent;
  props: Record<string, unknown>;
  /** The modules the route's content takes components from, by specifier. */
  contentComponents: ContentModules;
}

export type FetchJson = (url: string) => Promise<unknown>;

export interface RouteLoaderOptions {
  registry: ComponentRegistry;
  /** The registry's `contentComponents`: modules whose components content uses. */
  contentRegistry?: ContentRegistry;
  manifestUrl: string;
  fetchJson?: FetchJson;
}

export interface RouteLoader {
  fetchJson: FetchJson;
  resolve(pathname: string): Promise<ResolvedRoute>;
  load(path: string, entry: RouteEntry): Promise<LoadedRoute>;
  /** Warms the caches for a path a visitor is likely to open next; never throws. */
  preload(pathname: string): void;
  /** Reads routes from another manifest from now on: the dev server's newer build. */
  setManifestUrl(url: string): void;
}

/**
 * The default mode of `fetch` ("cors", credentials "same-origin") is what a
 * `<link rel=preload as=fetch crossorigin=anonymous>` requests, so the preloaded
 * response is reused instead of downloaded twice.
 */
export const fetchJsonOverNetwork: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
};

/** Memoises a promise-returning function by key, forgetting failures so they can be retried. */
function memoizeAsync<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = load(key);
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  };
}

export function createRouteLoader({
  registry,
  contentRegistry = {},
  manifestUrl,
  fetchJson = fetchJsonOverNetwork,
}: RouteLoaderOptions): RouteLoader {
  // Data chunks are content-hashed and immutable, so a URL never needs fetching twice.
  const cachedJson = memoizeAsync(fetchJson);
  const cachedComponent = memoizeAsync((id) => loadRegistryComponent(registry, id));
  const cachedContentModule = memoizeAsync((id) => loadContentModule(contentRegistry, id));
  const loadContent = (entry: RouteEntry) => loadContentModules(entry.contentComponents ?? [], cachedContentModule);
  let currentManifestUrl = manifestUrl;
  const manifest = () => cachedJson(currentManifestUrl) as Promise<RouteManifest>;

  // The props, and the code of the content components their trees use (a tab, an admonition):
  // those are chunks of their own, which the page must have before it renders or hydrates.
  const loadProps = async (data: Record<string, string>) => {
    const entries = await Promise.all(
      Object.entries(data).map(async ([key, url]) => [key, await cachedJson(url)] as const),
    );
    const props = Object.fromEntries(entries);
    await loadContentComponentsOf(props);
    return props;
  };

  return {
    fetchJson: cachedJson,
    async resolve(pathname) {
      return lookupRoute(await manifest(), pathname);
    },
    async load(path, entry) {
      const [Component, props, contentComponents] = await Promise.all([
        cachedComponent(entry.component),
        loadProps(entry.data),
        loadContent(entry),
      ]);
      return { path, componentId: entry.component, Component, props, contentComponents };
    },
    preload(pathname) {
      if (isSlowConnection() || isStaticFilePath(pathname)) return;
      void manifest()
        .then((loaded) => {
          const { entry } = lookupRoute(loaded, pathname);
          return Promise.all([cachedComponent(entry.component), loadProps(entry.data), loadContent(entry)]);
        })
        .catch(() => {
          // A failed prefetch is retried by the navigation itself, which falls back to a full load.
        });
    },
    setManifestUrl(url) {
      currentManifestUrl = url;
    },
  };
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return true;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
