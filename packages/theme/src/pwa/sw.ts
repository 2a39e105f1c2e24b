/// <reference lib="webworker" />
/**
 * The offline mode's service worker, served as `/sw.js`. With `offlineMode` in its params it
 * precaches every file of the build (the list the engine injects) and answers navigations and
 * files from that cache first; without it, it precaches nothing and leaves every request to
 * the network, so a visitor who never asked for offline mode downloads nothing extra.
 */
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
// The site's `swCustom` module, or an empty module (see bin/bundle-sw.mjs).
import swCustom from 'cairn:sw-custom';
import { candidateUrls, parseWorkerParams } from './params';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const params = parseWorkerParams(self.location.search);
const log = (...args: unknown[]) => {
  if (params.debug) console.log('[Cairn PWA]', ...args);
};

if (typeof swCustom === 'function') (swCustom as (params: unknown) => void)(params);

// Replaced at build time by the list of files (Workbox's injectManifest contract).
const precacheList = self.__WB_MANIFEST;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') {
    log('skip waiting');
    void self.skipWaiting();
  }
});

if (params.offlineMode) {
  const controller = new PrecacheController({ fallbackToNetwork: true });
  controller.addToCacheList(precacheList);
  log('offline mode: precaching', precacheList.length, 'files');

  self.addEventListener('install', (event) => {
    event.waitUntil(controller.install(event));
  });
  self.addEventListener('activate', (event) => {
    // Old revisions go, and pages already open use the cache from now on.
    event.waitUntil(controller.activate(event).then(() => self.clients.claim()));
  });

  const precachedKey = (href: string): string | undefined => {
    for (const candidate of candidateUrls(href)) {
      if (controller.getCacheKeyForURL(candidate)) return candidate;
    }
    return undefined;
  };
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && !!precachedKey(url.href),
    async ({ url, request }) => {
      const key = precachedKey(url.href);
      const cached = key ? await controller.matchPrecache(key) : undefined;
      if (cached) {
        log('from cache', url.pathname);
        return cached;
      }
      return fetch(request);
    },
  );
  // Whatever is not precached (other origins, files added since) goes to the network as usual.
  registerRoute(({ url }) => url.origin === self.location.origin, new NetworkOnly());
} else {
  self.addEventListener('activate', (event) => {
    // A visitor who leaves offline mode gets the space back.
    event.waitUntil(
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((key) => key.startsWith('workbox-precache')).map((key) => caches.delete(key)))),
    );
  });
  log('offline mode off: nothing precached');
}
