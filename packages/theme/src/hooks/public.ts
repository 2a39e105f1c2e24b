/** The hooks a site's code and the theme's components share: one list for both entry points. */
export { DocPageContext, DocsSidebarContext, DocsVersionContext, type DocsVersionMetadata } from './docsContexts';
export { BlogPostContext, type BlogPostContextValue } from './blogContexts';
export { useBaseUrl } from './useBaseUrl';
export { setColorMode, useColorMode, type ColorMode } from './useColorMode';
export {
  DEFAULT_DOCS_PLUGIN_ID,
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
  useDocsSidebar,
  useDocsSidebarOptions,
  useDocsVersion,
  useDocsVersionCandidates,
  useLatestVersion,
  useLayoutDoc,
  useSidebarLink,
  versionMainDocPath,
  type ActiveDocContext,
  type ActivePlugin,
} from './useDocs';
export { setDocsSidebarHidden, useDocsSidebarHidden } from './useDocsSidebarHidden';
export { useGlobalData, usePluginData } from './useGlobalData';
export { useIsBrowser } from './useIsBrowser';
export { LOADING_DELAY_MS, useLazyModule, type LazyModuleState } from './useLazyModule';
export { useLocation, useNavigate, useNavigationPending, useNavigationType } from './useLocation';
export { usePageStylesheets } from './usePageStylesheets';
export { isActivePath, useRoutePath } from './useRoutePath';
export { useSiteData } from './useSiteData';
