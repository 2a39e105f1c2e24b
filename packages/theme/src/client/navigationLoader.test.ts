import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNavigationLoader } from './routes';
import type { RouteLoader } from './routeLoader';
import { StaleBuildError } from './staleBuild';

function loaderFailingWith(error: Error): RouteLoader {
  return {
    fetchJson: vi.fn(),
    resolve: vi.fn(async () => {
      throw error;
    }),
    load: vi.fn(),
    preload: vi.fn(),
    setManifestUrl: vi.fn(),
  };
}

describe('createNavigationLoader', () => {
  afterEach(() => vi.restoreAllMocks());

  async function navigate(loader: RouteLoader) {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = createNavigationLoader(loader);
    // The load never settles: the page is being replaced.
    void load(new URL('https://example.com/docs/next/'), new AbortController().signal);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://example.com/docs/next/'));
    return consoleError;
  }

  it('loads the page in full, quietly, when the site was deployed again since this page loaded', async () => {
    const consoleError = await navigate(loaderFailingWith(new StaleBuildError('/cairn-routes.json')));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('loads the page in full and says why when a route fails to load', async () => {
    const consoleError = await navigate(loaderFailingWith(new Error('offline')));
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('could not load /docs/next/ in place'),
      expect.objectContaining({ message: 'offline' }),
    );
  });
});
