/**
 * Shapes of the data the engine hands to the theme (see "Engine ↔ theme contract" in
 * ARCHITECTURE.md). Every path and URL in them is site-absolute and already includes baseUrl.
 *
 * They are generated from the engine's Rust types into `contract.generated.ts`; this module
 * gives them the names the theme uses and derives the narrower types components need.
 */
import type { BlogPostSummary, NavbarItem, PageData } from './contract.generated';

export type {
  BlogArchivePageData,
  BlogAuthor,
  BlogAuthorSummary,
  BlogAuthorsListPageData,
  BlogListPageData,
  BlogPagination,
  BlogPluginData,
  BlogPostPageData,
  BlogPostSummary,
  BlogSidebarData,
  BlogSidebarItem,
  BlogTagsListPageData,
  Breadcrumb,
  DocsListParts,
  DocsPluginData,
  DocsSidebarOptions,
  DocsVersionData,
  DocTag,
  DocTagDocListPageData,
  DocTaggedDoc,
  DocTagsListPageData,
  DocTagWithCount,
  DocVersionInfo,
  CustomNavbarItem,
  Dimension,
  Direction,
  FooterData,
  FooterLinkColumn,
  FooterLogo,
  FooterLinkItem,
  FooterStyle,
  GlobalData,
  GlobalDoc,
  GlobalSidebar,
  I18nData,
  KeyPart,
  LocaleData,
  NavbarData,
  NavbarItem,
  NavbarLinkItem,
  NavbarLogo,
  NavbarPosition,
  NavbarStyle,
  NavLink,
  PageActionsConfig,
  Assistant as PageActionsAssistant,
  PageData,
  RouteBoot,
  RouteEntry,
  RouteManifest,
  RouteManifestPartData,
  Sidebar,
  SidebarBranch,
  SidebarItem,
  SidebarLink,
  SiteData,
  TocItem,
  TreeElement,
  TreeNode,
  TreeProps,
  VersionBanner,
} from './contract.generated';

/** The `page` prop of a doc page (and of a generated category page). */
export type Doc = PageData;
/** The `page` prop of a Markdown page: a page without the doc fields. */
export type MarkdownPageData = PageData;

export type NavbarItemType = NavbarItem['type'];
export type DefaultNavbarItem = Extract<NavbarItem, { type: 'default' }>;
export type DropdownNavbarItem = Extract<NavbarItem, { type: 'dropdown' }>;
export type HtmlNavbarItem = Extract<NavbarItem, { type: 'html' }>;
export type DocNavbarItem = Extract<NavbarItem, { type: 'doc' }>;
export type DocSidebarNavbarItem = Extract<NavbarItem, { type: 'docSidebar' }>;
export type DocsVersionNavbarItem = Extract<NavbarItem, { type: 'docsVersion' }>;
export type DocsVersionDropdownNavbarItem = Extract<NavbarItem, { type: 'docsVersionDropdown' }>;
export type SearchNavbarItem = Extract<NavbarItem, { type: 'search' }>;
export type LocaleDropdownNavbarItem = Extract<NavbarItem, { type: 'localeDropdown' }>;
/** A `custom-<name>` item, rendered by the site's `@theme/NavbarItem/CustomNavbarItem`. */
export type CustomTypeNavbarItem = Extract<NavbarItem, { type: `custom-${string}` }>;

/**
 * What `@theme/BlogPostItem` and its header and footer need of a post: a list page's summary
 * (`BlogPostSummary`) or a post page's data (`BlogPostPageData`, which is never truncated).
 */
export type BlogPostItemData = Pick<
  BlogPostSummary,
  'title' | 'permalink' | 'date' | 'readingTime' | 'authors' | 'tags' | 'content'
> & { truncated?: boolean };
