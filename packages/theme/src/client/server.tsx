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
import { loadRegistryComponent, type RouteComponent } from './registry';
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
/** Every site component used in content; each route renders with all of them available. */
let contentComponents: Record<string, RouteComponent> = {};

/** Loads every route and content component up front, so `render` can stay synchronous. */
export async function init(site: SiteData): Promise<void> {
  siteData = site;
  const { registry } = generated;
  const contentRegistry = generated.contentComponents ?? {};
  const [, loadedContent] = await Promise.all([
    Promise.all(
      Object.keys(registry).map(async (id) => {
        components.set(id, await loadRegistryComponent(registry, id));
      }),
    ),
    // At build time a broken content component is an error, not a fallback: fail loudly.
    Promise.all(
      Object.keys(contentRegistry).map(async (id) => {
        const module = await contentRegistry[id]!();
        if (typeof module.default !== 'function' && typeof module.default !== 'object') {
          throw new Error(`The content component "${id}" has no default export; default-export a component.`);
        }
        return [id, module.default] as const;
      }),
    ),
  ]);
  contentComponents = Object.fromEntries(loadedContent);
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
