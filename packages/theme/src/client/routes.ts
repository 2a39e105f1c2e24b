/**
 * Following a link: the route of a URL in the route manifest, and the route loaded in place
 * (or the page in full). Only navigations need it, so it is a chunk of its own, which the
 * route loader imports with the manifest on the first hover: not in the first page's bundle.
 */
import type { KeyPart, RouteEntry, RouteManifest, RouteManifestPartData } from '../types';
import { partFor } from './keyParts';
import type { LoadedRoute, RouteLoader } from './routeLoader';
import type { RouteLoadFunction } from './router';
import { StaleBuildError } from './staleBuild';
import { isStaticFilePath } from './staticFilePath';

/**
 * The manifest keys a URL path may be stored under, most specific first: the path itself,
 * then with a trailing slash, then with `index.html` / `.html` removed (an exact route that
 * really ends in `.html` wins because it is tried first). Percent-encoded paths are also tried
 * decoded, since the engine writes routes in their Unicode form.
 */
export function candidatePaths(pathname: string): string[] {
  const candidates: string[] = [];
  const add = (path: string) => {
    if (path && !candidates.includes(path)) candidates.push(path);
  };
  const addVariants = (path: string) => {
    add(path);
    if (!path.endsWith('/')) add(`${path}/`);
    if (path.endsWith('/index.html')) {
      add(path.slice(0, -'index.html'.length));
    } else if (path.endsWith('.html')) {
      const stripped = path.slice(0, -'.html'.length);
      add(stripped);
      add(`${stripped}/`);
    }
    // Sites built with `trailingSlash = false` store routes without one.
    if (path.length > 1 && path.endsWith('/')) add(path.slice(0, -1));
  };

  addVariants(pathname);
  const decoded = safeDecodeURI(pathname);
  if (decoded !== pathname) addVariants(decoded);
  return candidates;
}

function safeDecodeURI(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

export interface ResolvedRoute {
  /** The manifest key that matched, or the requested path for the not-found page. */
  path: string;
  entry: RouteEntry;
  found: boolean;
}

/** Fetches a part of a larger site's routes by URL. */
export type LoadRoutePart = (url: string) => Promise<RouteManifestPartData>;

/**
 * Finds the route of a URL path in the manifest, or the not-found page. A larger site's routes
 * are in parts: only the parts the path's candidates sort into are fetched (the first, most
 * often).
 */
export async function lookupRoute(
  manifest: RouteManifest,
  pathname: string,
  loadPart: LoadRoutePart,
): Promise<ResolvedRoute> {
  for (const candidate of candidatePaths(pathname)) {
    const routes = manifest.parts?.length ? await routesAround(manifest.parts, candidate, loadPart) : manifest.routes;
    const entry = routes && Object.hasOwn(routes, candidate) ? routes[candidate] : undefined;
    if (entry) return { path: candidate, entry, found: true };
  }
  return { path: pathname, entry: manifest.notFound, found: false };
}

async function routesAround(parts: readonly KeyPart[], path: string, loadPart: LoadRoutePart) {
  const part = partFor(parts, path);
  return part ? (await loadPart(part.url)).routes : undefined;
}

const never = new Promise<never>(() => {});


/**
 * Resolves the next route before the router switches to it. A route that cannot be loaded
 * (offline, a deploy removed its chunks…) is opened with a full page load instead, and the
 * navigation is left pending so the old page stays until the browser leaves it.
 */
export function createNavigationLoader(routeLoader: RouteLoader): RouteLoadFunction<LoadedRoute> {
  return async (url, signal) => {
    if (isStaticFilePath(url.pathname)) {
      window.location.assign(url.href);
      return never;
    }
    try {
      const resolved = await routeLoader.resolve(url.pathname);
      // `/media/frame.html` that no route has is a static HTML file of the site: the host
      // serves it (or its 404), the router cannot.
      if (!resolved.found && /\.html?$/i.test(url.pathname)) {
        window.location.assign(url.href);
        return never;
      }
      return await routeLoader.load(resolved.path, resolved.entry);
    } catch (error) {
      if (signal.aborted) throw error;
      // A new deployment since this page loaded is no error: its pages load in full.
      if (!(error instanceof StaleBuildError)) {
        console.error(`Cairn: could not load ${url.pathname} in place; loading the page in full.`, error);
      }
      window.location.assign(url.href);
      return never;
    }
  };
}
