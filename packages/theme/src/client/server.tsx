// A namespace import: a registry.js written by an older engine has no `contentComponents`.
import * as generated from '@generated/registry';
import { renderToString } from 'react-dom/server';
import { loadAllContentComponents } from '../content/lazyContent';
import { setI18nMessages } from '../i18n/messages';
import { attachDocsLists, recordDocs, type PageDocs } from '../hooks/docsLists';
import type { SiteData } from '../types';
import { AppProviders, RouterView, staticRouterState } from './app';
import { HeadCollectorContext, type CollectedHead } from './contexts';
import { ServerMarkupCache, ServerMarkupContext } from './serverMarkup';
import { provideSiteChunk, recordSiteChunkReads } from './siteChunks';
import { loadRegistryComponent, type ContentModule, type RouteComponent } from './registry';
import type { LoadedRoute } from './routeLoader';

export interface RenderRequest {
  path: string;
  component: string;
  props: Record<string, unknown>;
}

let siteData: SiteData | null = null;
const components = new Map<string, RouteComponent>();
/** Every module content uses components of; each route renders with all of them available. */
let contentComponents: Record<string, ContentModule> = {};
/** Markup that renders the same on every page showing it (closed sidebar categories). */
let markup = new ServerMarkupCache();

export interface InitOptions {
  /**
   * The engine's mark for placeholders of markup a page shares with others (see
   * `serverMarkup.ts`): with it, `render` gives placeholders and each markup once, in
   * `markup`; without it, every page in full.
   */
  markupMark?: string;
}

export interface InitResult {
  /** The export names of each content module, which the engine checks the imports against. */
  contentExports: Record<string, string[]>;
}

/**
 * Loads every route component, content module and lazily loaded content component up front, so
 * `render` can stay synchronous. `chunks` are the site data chunks the site data names by URL
 * (each docs instance's lists, the static images' data), which the server has from the start.
 */
export async function init(
  site: SiteData,
  chunks: Record<string, unknown> = {},
  { markupMark }: InitOptions = {},
): Promise<InitResult> {
  markup = new ServerMarkupCache(markupMark);
  for (const [url, chunk] of Object.entries(chunks)) provideSiteChunk(url, chunk);
  attachDocsLists(site);
  siteData = site;
  // Site code may translate while its modules load, before any page renders.
  setI18nMessages(site.i18n);
  const { registry } = generated;
  const contentRegistry = generated.contentComponents ?? {};
  const [, loadedContent] = await Promise.all([
    Promise.all(
      Object.keys(registry).map(async (id) => {
        components.set(id, await loadRegistryComponent(registry, id));
      }),
    ),
    // At build time a content module that fails to load is an error, not a fallback.
    Promise.all(Object.keys(contentRegistry).map(async (id) => [id, await contentRegistry[id]!()] as const)),
    loadAllContentComponents(),
  ]);
  contentComponents = Object.fromEntries(loadedContent);
  return {
    contentExports: Object.fromEntries(loadedContent.map(([id, module]) => [id, Object.keys(module)])),
  };
}

export interface RenderResult {
  html: string;
  /** Title and description a page set through `<Layout>`, for the engine's <head>. */
  head: CollectedHead;
  /** The docs the page looked up, which the browser needs to hydrate it the same way. */
  docs?: PageDocs;
  /** URLs of the site data chunks the page read whole: loaded before it hydrates. */
  siteChunks?: string[];
  /** Markup first stored while rendering this page, by the id its placeholders give. */
  markup?: Record<number, string>;
}

export function render({ path, component, props }: RenderRequest): RenderResult {
  if (!siteData) throw new Error('render() was called before init(site).');
  const Component = components.get(component);
  if (!Component) throw new Error(`Unknown route component "${component}": it is not in the registry.`);

  const route: LoadedRoute = { path, componentId: component, Component, props, contentComponents };

  const head: CollectedHead = {};
  const site = siteData;
  markup.begin();
  const {
    result: { result: markedHtml, docs },
    chunks: siteChunks,
  } = recordSiteChunkReads(() =>
    recordDocs(() =>
      renderToString(
        <HeadCollectorContext.Provider value={head}>
          <ServerMarkupContext.Provider value={markup}>
            <AppProviders site={site} routeLoader={null} navigate={null}>
              <RouterView state={staticRouterState(route)} />
            </AppProviders>
          </ServerMarkupContext.Provider>
        </HeadCollectorContext.Provider>,
      ),
    ),
  );
  const { html, defined } = markup.collect(markedHtml);
  return {
    html,
    head,
    ...(docs && { docs }),
    ...(siteChunks.length > 0 && { siteChunks }),
    ...(Object.keys(defined).length > 0 && { markup: defined }),
  };
}
