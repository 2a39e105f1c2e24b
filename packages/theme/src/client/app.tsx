import { Component, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import SiteRoot from '@theme/Root';
import type { SiteData } from '../types';
import {
  ContentComponentsContext,
  NavigateContext,
  NavigationPendingContext,
  RouteLoaderContext,
  RouterLocationContext,
  RoutePathContext,
  SiteDataContext,
  type Navigate,
  type RouterLocation,
} from './contexts';
import { ProgressBar } from './ProgressBar';
import type { LoadedRoute, RouteLoader } from './routeLoader';
import type { Location, Router, RouterState } from './router';
import { errorChain } from '../content/errorChain';
import { setI18nMessages, translate } from '../i18n/messages';
import { ScrollManager } from './ScrollManager';

/** The state a server render shows: the route at its path, nothing loading. */
export function staticRouterState(route: LoadedRoute): RouterState<LoadedRoute> {
  const location: Location = { pathname: route.path, search: '', hash: '', state: null, key: 'default' };
  return { location, navigationType: 'POP', route, pending: false };
}

/** The current route of `router`, re-rendered whenever it changes. */
export function ClientRouter({ router }: { router: Router<LoadedRoute> }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  return <RouterView state={state} />;
}

/** What server and client render for a route, so both produce the same markup. */
export function RouterView({ state }: { state: RouterState<LoadedRoute> }) {
  const { location, navigationType, route, pending } = state;
  // A new object only when the location changes: a `pending` flip re-renders no location reader.
  const routerLocation = useMemo<RouterLocation>(() => ({ location, navigationType }), [location, navigationType]);
  const page = (
    <RouteErrorBoundary route={route}>
      <ContentComponentsContext.Provider value={route.contentComponents}>
        <route.Component {...route.props} />
      </ContentComponentsContext.Provider>
    </RouteErrorBoundary>
  );
  return (
    <RouterLocationContext.Provider value={routerLocation}>
      <NavigationPendingContext.Provider value={pending}>
        <RoutePathContext.Provider value={route.path}>
          <ProgressBar />
          <ScrollManager />
          {/* The site's `src/theme/Root` around every route; the theme's own adds nothing, so
              without one the bundle leaves it out. */}
          {import.meta.env.CAIRN_SITE_ROOT ? <SiteRoot>{page}</SiteRoot> : page}
        </RoutePathContext.Provider>
      </NavigationPendingContext.Provider>
    </RouterLocationContext.Provider>
  );
}

interface BoundaryState {
  error: unknown;
  route: LoadedRoute | null;
}

/**
 * A route that throws while rendering shows a crash screen (React reports the error itself);
 * the next route starts afresh.
 */
class RouteErrorBoundary extends Component<{ route: LoadedRoute; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, route: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A route threw a nullish value.') };
  }

  static getDerivedStateFromProps(props: { route: LoadedRoute }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.route === state.route ? null : { route: props.route, error: null };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main className="cairn-crash" role="alert">
        <h1>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}</h1>
        <pre>{errorChain(this.state.error)}</pre>
        <button type="button" className="cairn-button" onClick={() => window.location.reload()}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
        </button>
      </main>
    );
  }
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
  // Before anything below renders: `translate()` reads the messages outside React too. The
  // site data changes only when the dev server sends new data.
  setI18nMessages(site.i18n);
  return (
    <SiteDataContext.Provider value={site}>
      <RouteLoaderContext.Provider value={routeLoader}>
        <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
      </RouteLoaderContext.Provider>
    </SiteDataContext.Provider>
  );
}
