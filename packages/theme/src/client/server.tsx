// A namespace import: a registry.js written by an older engine has no `contentComponents`.
import * as generated from '@generated/registry';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type LoaderFunction,
  type StaticHandlerContext,
} from 'react-router';
import type { SiteData } from '../types';
import { AppProviders, createPageRoutes, PAGE_ROUTE_ID } from './app';
import { HeadCollectorContext, type CollectedHead } from './contexts';
import { loadRegistryComponent, type ContentModule, type RouteComponent } from './registry';
import type { LoadedRoute } from './routeLoader';

export interface RenderRequest {
  path: string;
  component: string;
  props: Record<string, unknown>;
}

// Routes are resolved by the engine before rendering; the loader exists only so the route
// tree is the client's, and must never run here.
const unusedLoader: LoaderFunction<LoadedRoute> = () => {
  throw new Error('Server rendering receives resolved routes; the loader must not run.');
};
const routes = createPageRoutes(unusedLoader);
const { dataRoutes } = createStaticHandler(routes);

let siteData: SiteData | null = null;
const components = new Map<string, RouteComponent>();
/** Every module content uses components of; each route renders with all of them available. */
let contentComponents: Record<string, ContentModule> = {};

export interface InitResult {
  /** The export names of each content module, which the engine checks the imports against. */
  contentExports: Record<string, string[]>;
}

/** Loads every route component and content module up front, so `render` can stay synchronous. */
export async function init(site: SiteData): Promise<InitResult> {
  siteData = site;
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
}

export function render({ path, component, props }: RenderRequest): RenderResult {
  if (!siteData) throw new Error('render() was called before init(site).');
  const Component = components.get(component);
  if (!Component) throw new Error(`Unknown route component "${component}": it is not in the registry.`);

  const location = { pathname: path, search: '', hash: '', state: null, key: 'default' };
  const route: LoadedRoute = { path, componentId: component, Component, props, contentComponents };
  const context: StaticHandlerContext = {
    basename: '/',
    location,
    matches: matchRoutes(dataRoutes, location) ?? [],
    loaderData: { [PAGE_ROUTE_ID]: route },
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const router = createStaticRouter(dataRoutes, context);

  const head: CollectedHead = {};
  const html = renderToString(
    <HeadCollectorContext.Provider value={head}>
      <AppProviders site={siteData} routeLoader={null} navigate={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </HeadCollectorContext.Provider>,
  );
  return { html, head };
}
