// `@docusaurus/theme-common` for site code written for Docusaurus: its public API on Cairn's
// runtime. The list of what it gives, and how, is `../coverage.json`.
export { useThemeConfig, type ThemeConfig } from './themeConfig';
export { useColorMode, type ColorMode } from './colorMode';
export {
  createStorageSlot,
  useStorageSlot,
  listStorageKeys,
  usePluralForm,
  ThemeClassNames,
  prefersReducedMotion,
  useEvent,
  usePrevious,
  composeProviders,
  ReactContextError,
  useWindowSize,
  translateTagsPageTitle,
  listTagsByLetters,
  type TagLetterEntry,
  useSearchQueryString,
  useSearchLinkCreator,
  useAnchorTargetClassName,
  isMultiColumnFooterLinks,
  isRegexpStringMatch,
  duplicates,
  uniq,
  groupBy,
  usePrismTheme,
  processAdmonitionProps,
  useHistorySelector,
  useQueryString,
  useQueryStringList,
  useClearQueryString,
  mergeSearchParams,
  mergeSearchStrings,
} from './utils';
export {
  ThemedComponent,
  useCollapsible,
  Collapsible,
  PageMetadata,
  HtmlClassNameProvider,
  NavbarSecondaryMenuFiller,
  SkipToContentFallbackId,
  SkipToContentLink,
  UnlistedBannerTitle,
  UnlistedBannerMessage,
  UnlistedMetadata,
  DraftBannerTitle,
  DraftBannerMessage,
  ErrorBoundaryTryAgainButton,
  ErrorBoundaryError,
  ErrorBoundaryErrorMessageFallback,
  ErrorCauseBoundary,
} from './components';
// Docusaurus 3 moved these to the docs plugin's client and keeps them here for older code.
export {
  useCurrentSidebarCategory,
  filterDocCardListItems,
  useDocsPreferredVersion,
} from '../plugin-content-docs/client';
export { useContextualSearchFilters } from './search';
