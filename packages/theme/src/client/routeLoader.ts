import { loadContentComponentsOf } from '../content/lazyContent';
import type { RouteEntry, RouteManifest, RouteManifestPartData } from '../types';
import {
  componentOf,
  loadContentModule,
  loadContentModules,
  loadRegistryComponent,
  type ComponentRegistry,
  type ContentModule,
  type ContentModules,
  type ContentRegistry,
  type RouteComponent,
} from './registry';
import type { ResolvedRoute } from './routes';
import { isStaticFilePath } from './staticFilePath';
import { fetchJsonOverNetwork, type FetchJson } from './fetchJson';
import { memoizeAsync } from './memoizeAsync';
import { StaleBuildError } from './staleBuild';

export { fetchJsonOverNetwork, type FetchJson } from './fetchJson';

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

/** The engine's generated registry (`@generated/registry`): a lazy import per component. */
export interface RegistryModule {
  registry: ComponentRegistry;
  /** Modules whose components content uses; a registry written by an older engine has none. */
  contentComponents?: ContentRegistry;
}

export interface RouteLoaderOptions {
  /**
   * Loads the registry, a chunk of its own: the first page's components come from `modules`,
   * so the registry is fetched only when a visitor heads for another page.
   */
  loadRegistry: () => Promise<RegistryModule>;
  /** The URL of a component's own module, by id, where the page names it (its boot data). */
  modules?: Readonly<Record<string, string>>;
  /** Imports a module by URL; the browser's `import()` by default. */
  importModule?: (url: string) => Promise<unknown>;
  /** The route manifest's URL: the same in every build, so it is revalidated when fetched. */
  manifestUrl: string;
  /**
   * The URL of the site data this page was built with. A manifest of another build (the site
   * was deployed again since this page loaded) names other site data: pages are then loaded
   * in full, with their own build's code and data, instead of in place.
   */
  siteUrl?: string;
  fetchJson?: FetchJson;
  /**
   * Loads what the page at a path may need besides its route's data (the docs its lookups
   * find, which the first page carried): with the manifest, before the visitor reaches it.
   */
  loadSharedData?: (pathname: string) => Promise<unknown>;
}

export interface RouteLoader {
  fetchJson: FetchJson;
  resolve(pathname: string): Promise<ResolvedRoute>;
  load(path: string, entry: RouteEntry): Promise<LoadedRoute>;
  /** Warms the caches for a path a visitor is likely to open next; never throws. */
  preload(pathname: string): void;
  /** Reads routes from another manifest from now on: the dev server's newer build, whose site data is at `siteUrl`. */
  setManifestUrl(url: string, siteUrl?: string): void;
}


const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

export function createRouteLoader({
  loadRegistry,
  modules = {},
  importModule = importByUrl,
  manifestUrl,
  siteUrl,
  fetchJson = fetchJsonOverNetwork,
  loadSharedData = () => Promise.resolve(),
}: RouteLoaderOptions): RouteLoader {
  // Data chunks are content-hashed and immutable, so a URL never needs fetching twice.
  const cachedJson = memoizeAsync(fetchJson);
  const cachedRegistry = memoizeAsync(() => loadRegistry());
  const registryModule = () => cachedRegistry('@generated/registry');
  const moduleUrl = (id: string) => (Object.hasOwn(modules, id) ? modules[id] : undefined);
  // A module the page names is imported by its URL (the page's <head> preloads it); any other
  // through the registry. Both give the same module: the chunk the registry's import loads.
  const cachedComponent = memoizeAsync(async (id) => {
    const url = moduleUrl(id);
    if (url) return componentOf(id, (await importModule(url)) as { default?: unknown });
    return loadRegistryComponent((await registryModule()).registry, id);
  });
  const cachedContentModule = memoizeAsync(async (id) => {
    const url = moduleUrl(id);
    if (url) return (await importModule(url)) as ContentModule;
    return loadContentModule((await registryModule()).contentComponents ?? {}, id);
  });
  const loadContent = (entry: RouteEntry) => loadContentModules(entry.contentComponents ?? [], cachedContentModule);
  let currentManifestUrl = manifestUrl;
  let currentSiteUrl = siteUrl;
  // Fetched once per URL, but never from a cache without asking: its name outlives its content.
  const cachedManifest = memoizeAsync((url) => fetchJson(url, { revalidate: true }) as Promise<RouteManifest>);
  const cachedSharedData = memoizeAsync((pathname) => loadSharedData(pathname));
  const manifest = async () => {
    const loaded = await cachedManifest(currentManifestUrl);
    // A manifest without `site` is an older engine's, named by its content: always this build's.
    if (currentSiteUrl !== undefined && loaded.site !== undefined && loaded.site !== currentSiteUrl) {
      throw new StaleBuildError(currentManifestUrl);
    }
    return loaded;
  };

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

  // A larger site's routes come in parts, data chunks named by their content.
  const loadPart = (url: string) => cachedJson(url) as Promise<RouteManifestPartData>;
  // Another page is only reached through the manifest, so it brings its shared data along.
  const resolve = async (pathname: string): Promise<ResolvedRoute> => {
    const [loaded, { lookupRoute }] = await Promise.all([manifest(), import('./routes'), cachedSharedData(pathname)]);
    return lookupRoute(loaded, pathname, loadPart);
  };

  return {
    fetchJson: cachedJson,
    resolve,
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
      void resolve(pathname)
        .then(({ entry }) =>
          Promise.all([cachedComponent(entry.component), loadProps(entry.data), loadContent(entry)]),
        )
        .catch(() => {
          // A failed prefetch is retried by the navigation itself, which falls back to a full load.
        });
    },
    setManifestUrl(url, newSiteUrl) {
      currentManifestUrl = url;
      if (newSiteUrl !== undefined) currentSiteUrl = newSiteUrl;
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
