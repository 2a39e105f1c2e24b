import type { SiteData } from '../types';
import { attachDocsLists, leaveFirstPage, setPageDocs } from '../hooks/docsLists';
import { loadDocsFor } from '../hooks/loadDocsFor';
import { staticImagesUrls } from '../hooks/staticImages';
import { currentMessages } from '../i18n/messages';
import { loadSiteChunks } from './siteChunks';
import type { RouteLoader } from './routeLoader';

/** What `cairn start` sends after each build (its `DevState`). */
export interface DevState {
  /** Successful builds so far; 0 while the first one runs or has failed. */
  build: number;
  /** Changes when pages must load again (a new bundle, static files, the config). */
  reload: number;
  manifest: string;
  site: string;
  /** The last build's error as the terminal prints it, or null. */
  error: string | null;
}

export interface DevConnection {
  /** The dev server's event stream. */
  url: string;
  /** The data this page was rendered with. */
  manifest: string;
  site: string;
  routeLoader: RouteLoader;
  /** Loads the current route again (its data may have changed). */
  revalidate: () => Promise<unknown>;
  setSite: (site: SiteData) => void;
  /** Injected for tests. */
  reload?: () => void;
  createEventSource?: (url: string) => EventSourceLike;
}

export interface EventSourceLike {
  onmessage: ((event: { data: string }) => void) | null;
  close(): void;
}

export const OVERLAY_ID = 'cairn-dev-overlay';

/**
 * Follows the dev server's builds: new data is swapped into the open page without a reload
 * (the route is loaded again from the new manifest; chunks that did not change come from
 * the loader's cache), a change the page cannot swap in reloads it, and a failed build shows
 * its error over the page until a build succeeds. Returns a function that disconnects.
 */
export function connectDevServer(connection: DevConnection): () => void {
  const source = (connection.createEventSource ?? ((url) => new EventSource(url)))(connection.url);
  const reload = connection.reload ?? (() => window.location.reload());
  let shown = { manifest: connection.manifest, site: connection.site };
  let reloadToken: number | null = null;
  // States are applied one after the other: a slow fetch must not let an older state win.
  let queue = Promise.resolve();

  const apply = async (state: DevState) => {
    if (state.error) {
      showOverlay(state.error);
      return;
    }
    hideOverlay();
    if (state.build === 0) return;
    if (reloadToken === null) reloadToken = state.reload;
    else if (state.reload !== reloadToken) {
      reload();
      return;
    }
    if (state.site !== shown.site) {
      const site = (await connection.routeLoader.fetchJson(state.site)) as SiteData;
      // Text already on screen was translated with the old messages: reload to show the new ones.
      if (JSON.stringify(site.i18n.messages ?? {}) !== JSON.stringify(currentMessages())) {
        reload();
        return;
      }
      // The docs the page was rendered with may be out of date: what it looks up is loaded as
      // a navigation to it would load it (a larger docs instance's parts for this page, not
      // every list) before the site changes, and any other lookup waits for its own part.
      attachDocsLists(site);
      setPageDocs(undefined);
      leaveFirstPage();
      await Promise.all([loadSiteChunks(staticImagesUrls(site)), loadDocsFor(site, window.location.pathname)]);
      connection.setSite(site);
    }
    if (state.manifest !== shown.manifest) {
      connection.routeLoader.setManifestUrl(state.manifest, state.site);
      await connection.revalidate();
    }
    shown = { manifest: state.manifest, site: state.site };
    // Lets tests and the latency benchmark see when an update is on screen.
    document.documentElement.dataset.cairnDevBuild = String(state.build);
  };

  source.onmessage = (event: { data: string }) => {
    const state = JSON.parse(event.data) as DevState;
    queue = queue.then(() => apply(state)).catch((error: unknown) => {
      console.error('Cairn: could not apply the dev server update; reloading.', error);
      reload();
    });
  };
  return () => {
    source.close();
    hideOverlay();
  };
}

function showOverlay(message: string) {
  let host = document.getElementById(OVERLAY_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = OVERLAY_ID;
    // A shadow root keeps the site's styles off the overlay and the overlay's off the site.
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
  .backdrop { position: fixed; inset: 0; z-index: 2147483647; background: rgb(0 0 0 / 0.66); display: flex; align-items: flex-start; justify-content: center; padding: 5vh 1rem; overflow: auto; }
  .panel { max-width: 60rem; width: 100%; background: #1b1b1d; color: #e3e3e3; border-top: 4px solid #ff7b72; border-radius: 8px; padding: 1.25rem 1.5rem; font: 15px/1.5 system-ui, sans-serif; box-shadow: 0 10px 40px rgb(0 0 0 / 0.5); }
  h2 { margin: 0 0 0.75rem; font-size: 1.1rem; color: #ff7b72; }
  pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
  p { margin: 0.75rem 0 0; color: #b0b0b0; }
  button { float: right; font: inherit; background: none; border: 1px solid #666; color: inherit; border-radius: 4px; padding: 0.1rem 0.6rem; cursor: pointer; }
</style>
<div class="backdrop"><div class="panel" role="alert" aria-labelledby="title">
  <button type="button" aria-label="Close">×</button>
  <h2 id="title">This change could not be built</h2>
  <pre></pre>
  <p>Fix the file and save it: the page updates by itself. The dev server keeps running.</p>
</div></div>`;
    root.querySelector('button')?.addEventListener('click', () => host?.remove());
    document.body.append(host);
  }
  const text = host.shadowRoot?.querySelector('pre');
  if (text) text.textContent = message;
}

function hideOverlay() {
  document.getElementById(OVERLAY_ID)?.remove();
}
