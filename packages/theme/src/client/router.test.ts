import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter, type RouteLoadFunction } from './router';

/** A loader whose loads finish when the test says so, in any order. */
function controlledLoader() {
  const pending = new Map<string, { resolve: (route: string) => void; reject: (error: Error) => void }>();
  const load = vi.fn<RouteLoadFunction<string>>(
    (url) =>
      new Promise<string>((resolve, reject) => {
        pending.set(url.pathname, { resolve, reject });
      }),
  );
  const finish = async (pathname: string, route = `route:${pathname}`) => {
    pending.get(pathname)?.resolve(route);
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (pathname: string) => {
    pending.get(pathname)?.reject(new Error(`cannot load ${pathname}`));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { load, finish, fail };
}

function setup(initial = '/docs/intro/') {
  const history = createMemoryHistory(initial);
  const loader = controlledLoader();
  const router = createRouter({ history, initialRoute: `route:${initial}`, load: loader.load });
  return { history, router, ...loader };
}

describe('createRouter', () => {
  it('starts on the first entry without loading it', () => {
    const { router, load } = setup('/docs/intro/?tab=npm#install');
    const { location, navigationType, route, pending } = router.getState();
    expect(location).toMatchObject({ pathname: '/docs/intro/', search: '?tab=npm', hash: '#install', key: 'default' });
    expect(navigationType).toBe('POP');
    expect(route).toBe('route:/docs/intro/?tab=npm#install');
    expect(pending).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the current page while the next one loads, then switches and adds an entry', async () => {
    const { router, history, finish } = setup();
    const seen: boolean[] = [];
    router.subscribe(() => seen.push(router.getState().pending));
    const navigation = router.navigate('/docs/install/#npm');
    expect(router.getState()).toMatchObject({ pending: true, route: 'route:/docs/intro/' });
    expect(history.location().pathname).toBe('/docs/intro/');
    await finish('/docs/install/');
    await navigation;
    const { location, navigationType, route, pending } = router.getState();
    expect(location).toMatchObject({ pathname: '/docs/install/', hash: '#npm' });
    expect(location.key).not.toBe('default');
    expect(navigationType).toBe('PUSH');
    expect(route).toBe('route:/docs/install/');
    expect(pending).toBe(false);
    expect(seen).toEqual([true, false]);
    history.go(-1);
    expect(history.location().pathname).toBe('/docs/intro/');
  });

  it('resolves relative paths against the current entry', async () => {
    const { router, load, finish } = setup('/docs/guides/setup/');
    const navigation = router.navigate('../deploy/');
    expect(load.mock.calls[0]?.[0].pathname).toBe('/docs/guides/deploy/');
    await finish('/docs/guides/deploy/');
    await navigation;
    expect(router.getState().location.pathname).toBe('/docs/guides/deploy/');
  });

  it('replaces the entry when asked, and when the visitor opens the URL they are on', async () => {
    const { router, finish } = setup();
    const replacing = router.navigate('/docs/install/', { replace: true, state: { from: 'search' } });
    await finish('/docs/install/');
    await replacing;
    expect(router.getState().navigationType).toBe('REPLACE');
    expect(router.getState().location.state).toEqual({ from: 'search' });
    await router.navigate('/docs/install/');
    expect(router.getState().navigationType).toBe('REPLACE');
  });

  it('moves between anchors of the page without loading anything', async () => {
    const { router, load } = setup();
    await router.navigate('#usage');
    expect(load).not.toHaveBeenCalled();
    expect(router.getState()).toMatchObject({ navigationType: 'PUSH', pending: false });
    expect(router.getState().location.hash).toBe('#usage');
  });

  it('lets only the latest navigation finish', async () => {
    const { router, load, finish } = setup();
    const first = router.navigate('/docs/a/');
    const second = router.navigate('/docs/b/');
    expect((load.mock.calls[0]?.[1] as AbortSignal).aborted).toBe(true);
    await finish('/docs/a/');
    await first;
    expect(router.getState()).toMatchObject({ pending: true, route: 'route:/docs/intro/' });
    await finish('/docs/b/');
    await second;
    expect(router.getState()).toMatchObject({ pending: false, route: 'route:/docs/b/' });
    expect(router.getState().location.pathname).toBe('/docs/b/');
  });

  it('loads the route of the entry the visitor goes back to', async () => {
    const { router, history, finish } = setup();
    const forward = router.navigate('/docs/install/');
    await finish('/docs/install/');
    await forward;
    const keyOnInstall = router.getState().location.key;
    history.go(-1);
    expect(router.getState()).toMatchObject({ pending: true, route: 'route:/docs/install/' });
    await finish('/docs/intro/');
    expect(router.getState()).toMatchObject({ pending: false, navigationType: 'POP', route: 'route:/docs/intro/' });
    expect(router.getState().location.pathname).toBe('/docs/intro/');
    history.go(1);
    await finish('/docs/install/');
    expect(router.getState().location.key).toBe(keyOnInstall);
  });

  it('goes back between anchors of one page without loading', async () => {
    const { router, history, load } = setup();
    await router.navigate('#usage');
    history.go(-1);
    expect(load).not.toHaveBeenCalled();
    expect(router.getState()).toMatchObject({ navigationType: 'POP', pending: false });
    expect(router.getState().location.hash).toBe('');
  });

  it('revalidates the current route in place', async () => {
    const { router, finish } = setup();
    const location = router.getState().location;
    const revalidation = router.revalidate();
    await finish('/docs/intro/', 'route:/docs/intro/ (new build)');
    await revalidation;
    expect(router.getState().route).toBe('route:/docs/intro/ (new build)');
    expect(router.getState().location).toBe(location);
  });

  it('stops the progress when a loader fails instead of handing the page to the browser', async () => {
    const { router, fail } = setup();
    const navigation = router.navigate('/docs/broken/');
    await fail('/docs/broken/');
    await expect(navigation).rejects.toThrow('cannot load /docs/broken/');
    expect(router.getState()).toMatchObject({ pending: false, route: 'route:/docs/intro/' });
    expect(router.getState().location.pathname).toBe('/docs/intro/');
  });

  it('stops following the history once disposed', async () => {
    const { router, history } = setup();
    await router.navigate('#usage');
    router.dispose();
    history.go(-1);
    expect(history.location().hash).toBe('');
    expect(router.getState().location.hash).toBe('#usage');
  });
});
