/**
 * `@cairn/theme/internal`: what the theme's own components are built from — the contexts the
 * app provides, the hooks, the content-tree renderer, small helpers and the data types.
 *
 * Every component in `src/theme/` imports the theme only through this module (and other
 * components only through `@theme/…`), so a copy of a component folder in a site's
 * `src/theme/` bundles exactly like the original. Sites' own code should prefer
 * `@cairn/theme`; this module follows the theme's components and may change with them.
 *
 * It exports no components on purpose: a component importing it pulls in no other component's
 * code or styles, and a site's replacement of a component can import it without a cycle.
 */
export {
  ContentComponentsContext,
  HeadCollectorContext,
  NavigateContext,
  RouteLoaderContext,
  RoutePathContext,
  SiteDataContext,
  type CollectedHead,
  type Navigate,
} from './client/contexts';
export type { RouteLoader } from './client/routeLoader';
export { isStaticFilePath } from './client/routes';
export { ContentTree, renderTree, type ContentComponents } from './content/ContentTree';
export { nestToc, type TocNode } from './content/nestToc';
export { textContent } from './content/text';
export { DocsSidebarContext, DocsVersionContext, type DocsVersionMetadata } from './hooks/docsContexts';
export { useBaseUrl } from './hooks/useBaseUrl';
export { setColorMode, useColorMode, type ColorMode } from './hooks/useColorMode';
export {
  DEFAULT_DOCS_PLUGIN_ID,
  findActivePlugin,
  findActiveVersion,
  findDocForPath,
  findLatestVersion,
  isPathWithin,
  preferredVersionStorageKey,
  savePreferredVersionName,
  useActiveDocContext,
  useActivePlugin,
  useActiveVersion,
  useAllDocsData,
  useCurrentSidebarCategory,
  useDocById,
  useDocsData,
  useDocsPreferredVersion,
  useDocsSidebarOptions,
  useDocsVersion,
  useDocsVersionCandidates,
  useLatestVersion,
  useLayoutDoc,
  useSidebarLink,
  versionMainDocPath,
  type ActiveDocContext,
  type ActivePlugin,
} from './hooks/useDocs';
export { setDocsSidebarHidden, useDocsSidebarHidden } from './hooks/useDocsSidebarHidden';
export { useGlobalData, usePluginData } from './hooks/useGlobalData';
export { usePageStylesheets } from './hooks/usePageStylesheets';
export { isActivePath, useRoutePath } from './hooks/useRoutePath';
export { useSiteData } from './hooks/useSiteData';
export type * from './types';
