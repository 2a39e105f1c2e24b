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
export { ServerMarkupContext, useKeptInnerHtml, type KeptInnerHtml, type ServerMarkup } from './client/serverMarkup';
export type { Location, NavigateOptions, NavigationType } from './client/router';
export { onDemandPart } from './client/onDemandPart';
export { isStaticFilePath } from './client/staticFilePath';
export {
  blogAuthorInitials,
  blogAuthorLink,
  blogAuthorName,
  blogPostYear,
  formatReadingTime,
  groupBlogPostsByYear,
  groupByFirstLetter,
} from './content/blog';
export { formatBlogDate, type BlogDateStyle } from './content/dates';
export { ContentTree, renderTree, type ContentComponents } from './content/ContentTree';
export {
  DocVersionBanner as LazyDocVersionBanner,
  DraftBanner as LazyDraftBanner,
  hasVersionBanner,
  UnlistedBanner as LazyUnlistedBanner,
  UntranslatedNotice as LazyUntranslatedNotice,
} from './content/lazyContent';
export { codeRuntime, type CodeScope } from './content/code';
export { errorChain } from './content/errorChain';
export { svgIconProps, type SvgIconProps } from './content/svgIcon';
export { interpolate, type InterpolateValues } from './i18n/interpolate';
export { localeData } from './i18n/locales';
export { pathInLocale } from './i18n/localePaths';
export { translate, type TranslateParam } from './i18n/messages';
export { selectPluralForm, translatePlural } from './i18n/plural';
export { useStaticImage } from './hooks/staticImages';
export { useSearchData } from './hooks/useSearchData';
export { nestToc, type TocNode } from './content/nestToc';
export { textContent } from './content/text';
export * from './hooks/public';
export { addBaseUrl } from './hooks/useBaseUrl';
export {
  STORAGE_KEYS,
  readStorage,
  storageKey,
  storageSlot,
  writeStorage,
  type StorageKind,
  type StorageSlot,
} from './hooks/storage';
export {
  findActivePlugin,
  findActiveVersion,
  findDocById,
  findDocForPath,
  findLatestVersion,
  isPathWithin,
} from './hooks/useDocs';
export {
  findSidebarCategoryWithHref,
  isSidebarItemShown,
  isSidebarItemVisible,
  resolveSidebarBranch,
  sidebarItemsHoldPath,
  sidebarItemsHoldingPath,
  type SidebarCategoryItem,
} from './hooks/sidebarIndex';
export {
  keepSidebarBranch,
  useSidebarCategoryItems,
  type SidebarCategoryItems,
} from './hooks/useSidebarCategoryItems';
export { comparableHref, comparableRoutePath, withoutQueryAndHash } from './hooks/useRoutePath';
export type * from './types';
export * from './search';
