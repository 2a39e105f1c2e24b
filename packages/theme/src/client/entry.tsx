import '../theme/styles.css';
// Every page type renders the layout: importing it here puts it, and what it imports, in the
// entry's chunk rather than in chunks of their own that every page would fetch besides.
import '@theme/Layout';
import { clientModules } from '@generated/client-modules';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { attachDocsLists, leaveFirstPage, setPageDocs } from '../hooks/docsLists';
import { staticImagesUrls } from '../hooks/staticImages';
import type { RouteBoot, SiteData } from '../types';
import { AppProviders, ClientRouter } from './app';
import type { Navigate } from './contexts';
import { deployPreviewLogger, trackRouteUpdates } from './clientModules';
import { fetchJsonOverNetwork } from './fetchJson';
import { createRouteLoader } from './routeLoader';
import { loadSiteChunks, setSiteChunksFetch } from './siteChunks';
import { createBrowserHistory, createRouter } from './router';

function readRouteBoot(): RouteBoot {
  const script = document.getElementById('__cairn_route');
  if (!script?.textContent) throw new Error('The page has no #__cairn_route script.');
  return JSON.parse(script.textContent) as RouteBoot;
}

async function start(): Promise<void> {
  const container = document.getElementById('__cairn');
  if (!container) throw new Error('The page has no #__cairn element.');
  const boot = readRouteBoot();
  setPageDocs(boot.docs);
  const siteData = (fetchJsonOverNetwork(boot.site) as Promise<SiteData>).then((site) => {
    attachDocsLists(site);
    return site;
  });
  const routeLoader = createRouteLoader({
    // A chunk of its own, which this page does not need: its boot data names its modules.
    loadRegistry: () => import('@generated/registry'),
    modules: boot.modules,
    manifestUrl: boot.manifest,
    siteUrl: boot.site,
    // Other pages carry no docs or images of their own: they look them up in the chunks.
    loadSharedData: async (pathname) => {
      const [site, { loadDocsFor }] = await Promise.all([siteData, import('../hooks/loadDocsFor')]);
      await Promise.all([loadSiteChunks(staticImagesUrls(site)), loadDocsFor(site, pathname)]);
    },
  });
  setSiteChunksFetch(routeLoader.fetchJson);

  // All preloaded by the page's <head>, so these requests reuse those responses.
  const [site, initialRoute] = await Promise.all([
    siteData,
    routeLoader.load(boot.path, {
      component: boot.component,
      data: boot.data,
      contentComponents: boot.contentComponents,
    }),
    // Chunks the page read whole when it was rendered, which it reads again as it hydrates.
    loadSiteChunks(boot.siteChunks ?? []),
  ]);

  // The first page's route is already here: nothing loads before hydration.
  const router = createRouter({
    history: createBrowserHistory(),
    initialRoute,
    // With the code that finds routes, which the first hover has fetched with the manifest.
    load: async (url, signal) => (await import('./routes')).createNavigationLoader(routeLoader)(url, signal),
  });
  // Before React hears of the next route: its lookups must not take the first page's docs
  // for all there are.
  const stopWatchingFirstPage = router.subscribe(() => {
    if (router.getState().route === initialRoute) return;
    leaveFirstPage();
    stopWatchingFirstPage();
  });

  // `cairn start` marks its pages with the URL of its events; the dev client is a chunk of
  // its own that a production page never loads.
  const devEvents = document.querySelector<HTMLMetaElement>('meta[name="cairn-dev-server"]')?.content;

  const navigate: Navigate = (to, options) => void router.navigate(to, options);

  function Root() {
    // State only so that the dev server can swap in new site data (a renamed doc, a new
    // sidebar entry); a production page never changes it.
    const [siteData, setSiteData] = useState(site);
    useEffect(() => {
      if (!devEvents) return;
      let disconnect: (() => void) | undefined;
      let stopped = false;
      void import('./devClient').then(({ connectDevServer }) => {
        if (stopped) return;
        disconnect = connectDevServer({
          url: devEvents,
          manifest: boot.manifest,
          site: boot.site,
          routeLoader,
          revalidate: () => router.revalidate(),
          setSite: setSiteData,
        });
      });
      return () => {
        stopped = true;
        disconnect?.();
      };
    }, []);
    return (
      <AppProviders site={siteData} routeLoader={routeLoader} navigate={navigate}>
        <ClientRouter router={router} />
      </AppProviders>
    );
  }

  hydrateRoot(
    container,
    <Root />,
    {
      onRecoverableError(error, info) {
        console.error('Cairn: recoverable error while hydrating', error, info.componentStack);
      },
    },
  );
  const modules = [...clientModules, ...deployPreviewLogger(import.meta.env.CAIRN_DEPLOY_PREVIEW)];
  trackRouteUpdates(modules, router.getState().location, (listener) =>
    router.subscribe(() => {
      const state = router.getState();
      listener(state.location, !state.pending);
    }),
  );
}

start().catch((error: unknown) => {
  // The server-rendered page stays readable; only client navigation is lost.
  console.error('Cairn: the client runtime could not start.', error);
});
