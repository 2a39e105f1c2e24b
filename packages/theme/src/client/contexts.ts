import { createContext } from 'react';
import type { SiteData } from '../types';
import type { ContentModules } from './registry';
import type { RouteLoader } from './routeLoader';
import type { Location, NavigateOptions, NavigationType } from './router';

export const SiteDataContext = createContext<SiteData | null>(null);
SiteDataContext.displayName = 'SiteDataContext';

/** Absent during server rendering: there is nothing to prefetch there. */
export const RouteLoaderContext = createContext<RouteLoader | null>(null);
RouteLoaderContext.displayName = 'RouteLoaderContext';

/** The canonical path of the route being shown (its manifest key). */
export const RoutePathContext = createContext<string | null>(null);
RoutePathContext.displayName = 'RoutePathContext';

/** Where the visitor is and how they got there; absent outside a route (some unit tests). */
export interface RouterLocation {
  location: Location;
  navigationType: NavigationType;
}
export const RouterLocationContext = createContext<RouterLocation | null>(null);
RouterLocationContext.displayName = 'RouterLocationContext';

/** True while the next route loads. */
export const NavigationPendingContext = createContext(false);
NavigationPendingContext.displayName = 'NavigationPendingContext';

/** Client-side navigation to a site path; absent during server rendering. */
export type Navigate = (to: string, options?: NavigateOptions) => void;
export const NavigateContext = createContext<Navigate | null>(null);
NavigateContext.displayName = 'NavigateContext';

/** A tag for the page's <head>, as the engine writes it (`cairn_markdown::HeadTag`). */
export interface CollectedHeadTag {
  tag: 'meta' | 'link' | 'base' | 'script';
  /** HTML attribute names and values, in order; an empty value writes the bare name. */
  attributes: [string, string][];
  /** A script's text, written as it is. */
  text: string | null;
}

/** Head tags a page asks for while server rendering; the engine writes them into <head>. */
export interface CollectedHead {
  title?: string;
  description?: string;
  /** Other tags from `<Head>` (`@docusaurus/Head`), in the order the page rendered them. */
  tags?: CollectedHeadTag[];
}
/** Present only during server rendering. */
export const HeadCollectorContext = createContext<CollectedHead | null>(null);
HeadCollectorContext.displayName = 'HeadCollectorContext';

/**
 * The modules the current route's content takes components from (site components, packages),
 * by specifier, loaded with the route (all of them during server rendering). ContentTree
 * resolves `module#export` tags from it.
 */
export const ContentComponentsContext = createContext<ContentModules>({});
ContentComponentsContext.displayName = 'ContentComponentsContext';
