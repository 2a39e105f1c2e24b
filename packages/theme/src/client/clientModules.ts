/**
 * Client modules: code a plugin or the site (`clientModules` in cairn.toml) adds to every
 * page. They are imported with the entry, before the first render; one may export
 * `onRouteDidUpdate`, called after the first render and after each navigation.
 */

/** Where the visitor is: what a client module is told about a route. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouteUpdate {
  location: RouteLocation;
  /** `null` for the first page. */
  previousLocation: RouteLocation | null;
}

export interface ClientModule {
  onRouteDidUpdate?: (update: RouteUpdate) => void;
}

/**
 * Tells every module that the route changed. A module that throws is reported and skipped:
 * one broken analytics script must not stop the others or the page.
 */
export function notifyRouteDidUpdate(modules: readonly ClientModule[], update: RouteUpdate): void {
  for (const module of modules) {
    if (typeof module.onRouteDidUpdate !== 'function') continue;
    try {
      module.onRouteDidUpdate(update);
    } catch (error) {
      console.error('Cairn: a client module failed in onRouteDidUpdate.', error);
    }
  }
}

/** Follows location changes and reports each settled one, starting with the current. */
export function trackRouteUpdates(
  modules: readonly ClientModule[],
  current: RouteLocation,
  subscribe: (listener: (location: RouteLocation, settled: boolean) => void) => void,
): void {
  if (modules.length === 0) return;
  let previous = current;
  notifyRouteDidUpdate(modules, { location: current, previousLocation: null });
  subscribe((location, settled) => {
    const same =
      location.pathname === previous.pathname && location.search === previous.search && location.hash === previous.hash;
    if (!settled || same) return;
    notifyRouteDidUpdate(modules, { location, previousLocation: previous });
    previous = location;
  });
}

/**
 * On a deploy preview (`CAIRN_DEPLOY_PREVIEW` set when building), a module that logs every
 * route change, so a reviewer's console shows the path they took through the preview.
 */
export function deployPreviewLogger(flag: string | undefined): ClientModule[] {
  if (!flag || flag === 'false' || flag === '0') return [];
  return [
    {
      onRouteDidUpdate({ location, previousLocation }) {
        const to = `${location.pathname}${location.search}${location.hash}`;
        const from = previousLocation
          ? `${previousLocation.pathname}${previousLocation.search}${previousLocation.hash}`
          : null;
        console.info(from ? `Cairn deploy preview: route ${from} → ${to}` : `Cairn deploy preview: route ${to}`);
      },
    },
  ];
}
