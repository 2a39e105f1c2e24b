/**
 * Cairn's client router. Every page of a site is one route whose component and data the
 * engine resolved at build time (the route manifest), so the router needs no route matching,
 * nested layouts or actions: it follows the history, loads the next route before switching to
 * it, and lets React render whichever route is current. That is about 1.3 KB compressed, where
 * a general-purpose data router costs about a quarter of a page's JavaScript.
 */

/** Where the visitor is, as components see it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed along (`navigate(to, { state })`). */
  state: unknown;
  /** Identifies the history entry: scroll positions are remembered per key. */
  key: string;
}

/** How the current entry was reached: a new entry, a replaced one, or back/forward. */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

export interface RouterState<Route> {
  location: Location;
  navigationType: NavigationType;
  route: Route;
  /** True while the next route loads; the current one stays on screen meanwhile. */
  pending: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The history entries the router moves through: the browser's, or a list in memory for tests. */
export interface RouterHistory {
  location(): Location;
  push(url: string, key: string, state: unknown): void;
  replace(url: string, key: string, state: unknown): void;
  go(delta: number): void;
  /** Calls `listener` when the visitor moves through entries (back, forward). */
  listen(listener: () => void): () => void;
  /** The absolute URL of `to`, resolved against the current entry. */
  resolve(to: string): URL;
}

/**
 * Loads the route for a URL. It may never settle: a loader that hands the URL to the browser
 * for a full page load leaves the navigation pending until the page goes away.
 */
export type RouteLoadFunction<Route> = (url: URL, signal: AbortSignal) => Promise<Route>;

export interface Router<Route> {
  getState(): RouterState<Route>;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  go(delta: number): void;
  /** Loads the current route again (the dev server's newer build) without a new entry. */
  revalidate(): Promise<void>;
  /** Stops following the history. */
  dispose(): void;
}

interface EntryState {
  key?: unknown;
  usr?: unknown;
}

/** Short random keys, like the browser's own history would have if it exposed them. */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function locationOf(url: URL, entry: unknown): Location {
  const stored = (entry ?? {}) as EntryState;
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: stored.usr ?? null,
    // The first entry a visitor opens has no key of its own.
    key: typeof stored.key === 'string' ? stored.key : 'default',
  };
}

export function createBrowserHistory(win: Window = window): RouterHistory {
  return {
    location: () => locationOf(new URL(win.location.href), win.history.state),
    push: (url, key, state) => win.history.pushState({ key, usr: state }, '', url),
    replace: (url, key, state) => win.history.replaceState({ key, usr: state }, '', url),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
    resolve: (to) => new URL(to, win.location.href),
  };
}

/** A history kept in memory, for tests and for rendering outside a browser. */
export function createMemoryHistory(initial: string, origin = 'http://localhost'): RouterHistory {
  const entries: { url: URL; state: EntryState }[] = [{ url: new URL(initial, origin), state: {} }];
  let index = 0;
  const listeners = new Set<() => void>();
  const current = () => entries[index]!;
  return {
    location: () => locationOf(current().url, current().state),
    push(url, key, state) {
      entries.splice(index + 1, entries.length, { url: new URL(url, current().url), state: { key, usr: state } });
      index += 1;
    },
    replace(url, key, state) {
      entries[index] = { url: new URL(url, current().url), state: { key, usr: state } };
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: (to) => new URL(to, current().url),
  };
}

function sameDocument(a: Pick<Location, 'pathname' | 'search'>, b: URL): boolean {
  return a.pathname === b.pathname && a.search === b.search;
}

/** Path, query and hash: a site-absolute URL of an entry or a `URL`. */
function hrefOf(url: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

export function createRouter<Route>({
  history,
  initialRoute,
  load,
}: {
  history: RouterHistory;
  initialRoute: Route;
  load: RouteLoadFunction<Route>;
}): Router<Route> {
  let state: RouterState<Route> = {
    location: history.location(),
    navigationType: 'POP',
    route: initialRoute,
    pending: false,
  };
  const listeners = new Set<() => void>();
  // Only the latest navigation may finish: an older one still loading is aborted.
  let inFlight: AbortController | null = null;

  function update(next: Partial<RouterState<Route>>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  /** Forgets the navigation in flight, if any, which then never finishes. */
  function cancel(): void {
    inFlight?.abort();
    inFlight = null;
  }

  function begin(): AbortController {
    cancel();
    const controller = new AbortController();
    inFlight = controller;
    if (!state.pending) update({ pending: true });
    return controller;
  }

  /** The latest navigation is over: show what it reached. */
  function settle(next: Partial<RouterState<Route>>): void {
    inFlight = null;
    update({ ...next, pending: false });
  }

  /** Loads `url`'s route; null when a newer navigation took over meanwhile. */
  async function loadRoute(url: URL, controller: AbortController): Promise<Route | null> {
    try {
      const route = await load(url, controller.signal);
      return controller.signal.aborted ? null : route;
    } catch (error) {
      if (controller.signal.aborted) return null;
      // The loader handles failures itself (a full page load); one that throws anyway must
      // not leave the progress bar running.
      settle({});
      throw error;
    }
  }

  // Back or forward: the browser has already moved to the entry; load its route.
  const stopListening = history.listen(() => {
    const location = history.location();
    const url = history.resolve(hrefOf(location));
    if (sameDocument(state.location, url)) {
      // Between anchors of one page: nothing to load.
      cancel();
      settle({ location, navigationType: 'POP' });
      return;
    }
    const controller = begin();
    void loadRoute(url, controller).then((route) => {
      if (route !== null) settle({ location: history.location(), navigationType: 'POP', route });
    });
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      const url = history.resolve(to);
      const current = state.location;
      const inPage = sameDocument(current, url);
      // Opening the URL the visitor is on replaces its entry, as a browser does.
      const replace = options.replace === true || (inPage && current.hash === url.hash && !options.state);
      let route: Route | null = state.route;
      if (inPage) {
        cancel();
      } else {
        route = await loadRoute(url, begin());
        if (route === null) return;
      }
      if (replace) history.replace(hrefOf(url), createKey(), options.state);
      else history.push(hrefOf(url), createKey(), options.state);
      settle({ location: history.location(), navigationType: replace ? 'REPLACE' : 'PUSH', route });
    },
    go: (delta) => history.go(delta),
    async revalidate() {
      const { pathname, search } = state.location;
      const route = await loadRoute(history.resolve(`${pathname}${search}`), begin());
      if (route !== null) settle({ route });
    },
    dispose() {
      cancel();
      stopListening();
      listeners.clear();
    },
  };
}
