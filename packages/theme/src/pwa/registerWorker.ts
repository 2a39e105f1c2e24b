/**
 * The service worker's registration, imported by `@cairn/theme/pwa` once the page has loaded:
 * deciding on offline mode, registering `/sw.js`, and the reload popup when an update waits.
 */
import { readStorage, writeStorage } from '../hooks/storage';
import { currentFacts, isOfflineMode } from './activation';
import { parseWorkerParams, workerUrl } from './params';
import type { PwaOptions } from './register';

/** Storage key remembering that the visitor installed the app. */
export const APP_INSTALLED_KEY = 'cairn.pwa.app-installed';

const skipWaiting = (worker: ServiceWorker) => worker.postMessage({ type: 'SKIP_WAITING' });

/** Reloads once the new worker controls the page, so the page and its cache match. */
export function skipWaitingAndReload(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  skipWaiting(worker);
}

async function showReloadPopup(worker: ServiceWorker): Promise<void> {
  const { mountReloadPopup } = await import('./mountReloadPopup');
  mountReloadPopup(() => skipWaitingAndReload(worker));
}

export async function registerWorker(options: PwaOptions): Promise<void> {
  const log = (...args: unknown[]) => {
    if (options.debug) console.log('[Cairn PWA]', ...args);
  };
  const container = navigator.serviceWorker;
  const offlineMode = isOfflineMode(options.strategies, currentFacts(readStorage(APP_INSTALLED_KEY) === 'true'));
  log('offline mode', offlineMode);

  window.addEventListener('appinstalled', () => {
    writeStorage(APP_INSTALLED_KEY, 'true');
    // The installed app starts with a worker registered in offline mode.
    void container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .then(() => window.location.reload());
  });

  if (!navigator.onLine && container.controller) {
    // The script cannot be fetched now, and the worker in charge keeps serving this page.
    log('offline: registration left for the next visit');
    return;
  }
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(workerUrl(options.sw, { offlineMode, debug: options.debug }), {
      scope: options.scope,
    });
  } catch (error) {
    // Without a network the script cannot be fetched: expected, and the worker already in
    // charge (if any) keeps serving.
    if (!navigator.onLine) {
      log('offline: registration left for the next visit', error);
      return;
    }
    throw error;
  }
  const onWaiting = (worker: ServiceWorker) => {
    // A popup only makes sense when the visitor reads a cached version: that is offline mode,
    // and only once the worker in charge was already serving from the cache.
    const controllerOffline = parseWorkerParams(new URL(container.controller?.scriptURL ?? 'x:', 'x:').search).offlineMode;
    log('update waiting');
    if (offlineMode && controllerOffline) void showReloadPopup(worker);
    else skipWaiting(worker);
  };
  if (registration.waiting && container.controller) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) onWaiting(installing);
    });
  });
}
