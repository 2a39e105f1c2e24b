/**
 * `@cairn/theme/pwa`: the client module of `[pwa]`. After the page has loaded (so it never
 * competes with the first paint) it imports the registration (`registerWorker.ts`), which
 * decides whether this visit is in offline mode and registers `/sw.js` with that decision in
 * its params. This module stays tiny because every page's entry imports it; the registration
 * is a chunk of its own, and the reload popup, which needs React, is imported only when an
 * update is waiting.
 */
import type { RouteUpdate } from '../client/clientModules';

/** What the engine writes in the `cairn-pwa` `<meta>`. */
export interface PwaOptions {
  sw: string;
  scope: string;
  debug: boolean;
  strategies: string[];
}

export function readOptions(): PwaOptions | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="cairn-pwa"]')?.content;
  if (!content) return null;
  try {
    return JSON.parse(content) as PwaOptions;
  } catch {
    return null;
  }
}

let started = false;

export function onRouteDidUpdate({ previousLocation }: RouteUpdate): void {
  if (previousLocation || started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const options = readOptions();
  if (!options) return;
  started = true;
  const go = () => {
    import('./registerWorker')
      .then(({ registerWorker }) => registerWorker(options))
      .catch((error: unknown) => console.error('Cairn: the service worker could not be registered.', error));
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
