import { useContext, useMemo } from 'react';
import { NavigateContext, NavigationPendingContext, RouterLocationContext, type Navigate } from '../client/contexts';
import type { Location, NavigateOptions, NavigationType } from '../client/router';
import { useRoutePath } from './useRoutePath';

/**
 * Where the visitor is: path, query, hash, the state the navigation passed and the history
 * entry's key. On the server (and in the first render in the browser) the query and hash are
 * empty, since the server cannot know them; read them in effects for markup that depends on them.
 */
export function useLocation(): Location {
  const routerLocation = useContext(RouterLocationContext);
  const routePath = useRoutePath();
  // A component rendered on its own (a test, a portal outside the app) sees its route path.
  const outsideRouter = useMemo<Location>(
    () => ({ pathname: routePath || '/', search: '', hash: '', state: null, key: 'default' }),
    [routePath],
  );
  return routerLocation?.location ?? outsideRouter;
}

/** How the current history entry was reached: `PUSH`, `REPLACE` or `POP` (back/forward, first load). */
export function useNavigationType(): NavigationType {
  return useContext(RouterLocationContext)?.navigationType ?? 'POP';
}

/** True while the next page loads after a click; the current page stays on screen meanwhile. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

function assignLocation(to: string, options?: NavigateOptions): void {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * Opens a site path with the client router, as a click on a link would (after the next page
 * has loaded). Outside the app, the browser loads the page instead.
 */
export function useNavigate(): Navigate {
  return useContext(NavigateContext) ?? assignLocation;
}
