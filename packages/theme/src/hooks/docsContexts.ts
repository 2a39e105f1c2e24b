import { createContext } from 'react';
import type { PageData, Sidebar, VersionBanner } from '../types';

/** The version of the doc page being rendered, as `useDocsVersion()` returns it. */
export interface DocsVersionMetadata {
  /** The docs instance id. */
  pluginId: string;
  name: string;
  label: string;
  /** Show the version's label on the page. */
  badge: boolean;
  /** `none` and `null` alike: no banner. */
  banner: VersionBanner | null;
  /** The version visitors get by default. */
  isLast: boolean;
}

/** Provided by `DocPage` around everything it renders (navbar included). */
export const DocsVersionContext = createContext<DocsVersionMetadata | null>(null);
DocsVersionContext.displayName = 'DocsVersionContext';

/**
 * The sidebar of the doc page being rendered; `null` for a doc in no sidebar. Provided by
 * `DocPage`, with the items of the collapsed categories holding the page in place; other
 * collapsed categories have `items: []` and name their items' data file in `itemsUrl`.
 */
export const DocsSidebarContext = createContext<Sidebar | null>(null);
DocsSidebarContext.displayName = 'DocsSidebarContext';

/** The doc page being rendered, as `DocPage` was given it (`useDoc()` of Docusaurus reads it). */
export const DocPageContext = createContext<PageData | null>(null);
