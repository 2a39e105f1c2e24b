import type { ReactNode } from 'react';
import { useLoaderData, useRouteError, type LoaderFunction, type RouteObject } from 'react-router';
import type { SiteData } from '../types';
import {
  ContentComponentsContext,
  NavigateContext,
  RouteLoaderContext,
  RoutePathContext,
  SiteDataContext,
  type Navigate,
} from './contexts';
import { ProgressBar } from './ProgressBar';
import type { LoadedRoute, RouteLoader } from './routeLoader';
import { isStaticFilePath } from './routes';
import { errorChain } from '../content/errorChain';
import { ScrollManager } from './ScrollManager';

/** The id of the single splat route; hydration data is keyed by it. */
export const PAGE_ROUTE_ID = 'page';

/** Server and client share this route tree, so both render the same markup. */
export function createPageRoutes(loader: LoaderFunction<LoadedRoute>): RouteObject[] {
  return [{ id: PAGE_ROUTE_ID, path: '*', loader, Component: RouteView, ErrorBoundary: RouteCrash }];
}

const never = new Promise<never>(() => {});

/**
 * Resolves the next route before the router switches to it. A route that cannot be loaded
 * (offline, a deploy removed its chunks…) is opened with a full page load instead, and the
 * navigation is left pending so the old page stays until the browser leaves it.
 */
export function createNavigationLoader(routeLoader: RouteLoader): LoaderFunction<LoadedRoute> {
  return async ({ request }) => {
    const url = new URL(request.url);
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
      if (request.signal.aborted) throw error;
      console.error(`Cairn: could not load ${url.pathname} in place; loading the page in full.`, error);
      window.location.assign(url.href);
      return never;
    }
  };
}

function RouteView() {
  const route = useLoaderData() as LoadedRoute;
  return (
    <RoutePathContext.Provider value={route.path}>
      <ProgressBar />
      <ScrollManager />
      <ContentComponentsContext.Provider value={route.contentComponents}>
        <route.Component {...route.props} />
      </ContentComponentsContext.Provider>
    </RoutePathContext.Provider>
  );
}

function RouteCrash() {
  const error = useRouteError();
  return (
    <main className="cairn-crash" role="alert">
      <h1>This page crashed.</h1>
      <pre>{errorChain(error)}</pre>
      <button type="button" className="cairn-button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}

export function AppProviders({
  site,
  routeLoader,
  navigate,
  children,
}: {
  site: SiteData;
  routeLoader: RouteLoader | null;
  navigate: Navigate | null;
  children: ReactNode;
}) {
  return (
    <SiteDataContext.Provider value={site}>
      <RouteLoaderContext.Provider value={routeLoader}>
        <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
      </RouteLoaderContext.Provider>
    </SiteDataContext.Provider>
  );
}
