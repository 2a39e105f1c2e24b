/**
 * Shapes of the data the engine hands to the theme (see "Engine ↔ theme contract" in
 * ARCHITECTURE.md). Every path and URL in them is site-absolute and already includes baseUrl.
 */

/** A content-tree node: text, or `[tag, props?, ...children]`. */
export type TreeNode = string | TreeElement;
export type TreeElement = readonly [tag: string, ...rest: readonly unknown[]];
export type TreeProps = Record<string, unknown>;

/** A link inside a navbar dropdown (and `dropdownItemsBefore`/`After` of the version dropdown). */
export interface NavbarLinkItem {
  label: string;
  to?: string;
  href?: string;
  className?: string;
}

interface NavbarItemBase {
  /** Default: right. */
  position?: 'left' | 'right';
  className?: string;
}

/** A plain link; `type` is absent in site data written before navbar item types existed. */
export interface DefaultNavbarItem extends NavbarItemBase {
  type?: 'default';
  label: string;
  to?: string;
  href?: string;
}

export interface DropdownNavbarItem extends NavbarItemBase {
  type: 'dropdown';
  label: string;
  items: NavbarLinkItem[];
}

/** `value` is raw HTML written by the site's authors. */
export interface HtmlNavbarItem extends NavbarItemBase {
  type: 'html';
  value: string;
}

/** A link to one doc, in the version the visitor is reading (or prefers, or the latest). */
export interface DocNavbarItem extends NavbarItemBase {
  type: 'doc';
  docId: string;
  /** The docs instance id; default "default". */
  docsPluginId?: string;
  label?: string;
}

/** A link to the first page of a sidebar. */
export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: 'docSidebar';
  sidebarId: string;
  docsPluginId?: string;
  label?: string;
}

/** A link to the main doc of a version; the label defaults to the version's label. */
export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: 'docsVersion';
  docsPluginId?: string;
  label?: string;
  to?: string;
}

export interface DocsVersionDropdownNavbarItem extends NavbarItemBase {
  type: 'docsVersionDropdown';
  docsPluginId?: string;
  dropdownItemsBefore?: NavbarLinkItem[];
  dropdownItemsAfter?: NavbarLinkItem[];
}

export type NavbarItem =
  | DefaultNavbarItem
  | DropdownNavbarItem
  | HtmlNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DocsVersionNavbarItem
  | DocsVersionDropdownNavbarItem;

export type NavbarItemType = NonNullable<NavbarItem['type']>;

export interface NavbarLogo {
  src: string;
  srcDark?: string;
  alt: string;
  href?: string;
}

export interface FooterLinkItem {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterLinkColumn {
  title: string;
  items: FooterLinkItem[];
}

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
  favicon?: string | null;
  lang: string;
  navbar: { title: string; logo?: NavbarLogo | null; items: NavbarItem[] };
  footer: { style: 'light' | 'dark'; links: FooterLinkColumn[]; copyright?: string | null };
  /**
   * Each plugin's global data, by plugin name then instance id: `globalData.docs.default`.
   * A site without docs has no `docs` entry: the docs hooks then see no instance.
   */
  globalData?: GlobalData | null;
  /** Site-wide docs sidebar behaviour; absent means both off. */
  docsSidebar?: Partial<DocsSidebarOptions> | null;
}

/** Plugin name → instance id → the instance's data. */
export interface GlobalData {
  docs?: Record<string, DocsPluginData>;
  [plugin: string]: Record<string, unknown> | undefined;
}

export interface DocsSidebarOptions {
  /** A button at the bottom of the desktop sidebar hides it. */
  hideable: boolean;
  /** Opening a category closes its sibling categories. */
  autoCollapseCategories: boolean;
}

/** One docs instance, as every page sees it (the docs "global data"). */
export interface DocsPluginData {
  /** The instance's base path without trailing slash (`/docs`, `/tests/docs`); `/` for a root instance. */
  path: string;
  /** The current version first (when built), then released versions newest first. */
  versions: DocsVersionData[];
}

export interface DocsVersionData {
  /** `current`, `3.4.0`… */
  name: string;
  label: string;
  /** The version visitors get by default. */
  isLast: boolean;
  /** The version's base path without trailing slash: `/docs`, `/docs/3.4.0`. */
  path: string;
  /** The doc at the version's root, else the first doc of its first sidebar, else its first doc. */
  mainDocId: string;
  docs: GlobalDoc[];
  /** Drafts are not built in production: asking for them is not an error. */
  draftIds: string[];
  /** The first link of each sidebar, by sidebar id. */
  sidebars: Record<string, GlobalSidebar>;
}

export interface GlobalDoc {
  id: string;
  path: string;
  /** The sidebar the doc is in. */
  sidebar?: string | null;
  unlisted?: boolean;
}

export interface GlobalSidebar {
  link?: { path: string; label: string } | null;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export interface NavLink {
  title: string;
  permalink: string;
}

export type SidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      docId?: string;
      className?: string;
      customProps?: unknown;
      /** Shown only while it is the page being read. */
      unlisted?: boolean;
    }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      /** `false`: always open, no toggle. */
      collapsible?: boolean;
      /** The category's own page (its index doc or a generated index). */
      href?: string;
      /** The category's page is unlisted: the label links to it only while it is being read. */
      linkUnlisted?: boolean;
      className?: string;
      customProps?: unknown;
    }
  | { type: 'html'; value: string; className?: string };

export interface Sidebar {
  /** The sidebar's name in its docs version (`docs`, `api`…). */
  name?: string;
  items: SidebarItem[];
}

export interface MarkdownPageData {
  title: string;
  description?: string | null;
  permalink: string;
  content: TreeNode;
  toc: TocItem[];
  /**
   * Stylesheets the content needs (KaTeX for math). The engine links them in the first page's
   * <head>; after a client navigation the page component adds the missing ones.
   */
  stylesheets?: string[] | null;
}

/** A doc's version, as its page shows it. */
export interface DocVersionInfo {
  name: string;
  label: string;
  /** Show the version's label on the page. */
  badge: boolean;
  banner?: 'unreleased' | 'unmaintained' | null;
  /** The same doc (or the first page) in the version visitors get by default. */
  lastVersion?: NavLink | null;
}

/** A tag as a doc shows it. */
export interface DocTag {
  label: string;
  /** The tag's page. */
  permalink: string;
  description?: string | null;
}

export interface DocTagWithCount extends DocTag {
  /** How many docs of the version have the tag. */
  count: number;
}

export interface Doc extends MarkdownPageData {
  /**
   * The doc's id inside its version. Absent for generated category pages and in data from
   * engines before docs global data; so are `pluginId` and the other fields below.
   */
  id?: string;
  /** The docs instance the doc belongs to. */
  pluginId?: string;
  tags?: DocTag[] | null;
  /** Where to edit the doc's source; absent or null: no "Edit this page" link. */
  editUrl?: string | null;
  /** Unix time in milliseconds. */
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
  /** Only in development builds (drafts are not built in production). */
  draft?: boolean;
  previous?: NavLink | null;
  next?: NavLink | null;
  /** Built, but left out of sidebars and search engines. */
  unlisted?: boolean;
  version?: DocVersionInfo | null;
  /** The sidebar categories the doc is in, outermost first. */
  breadcrumbs?: { label: string; href?: string | null }[];
}

/** Props of `@theme/DocTagsListPage` (`page`): every tag of a docs version. */
export interface DocTagsListPageData {
  title: string;
  permalink: string;
  pluginId: string;
  versionName: string;
  /** Sorted by label. */
  tags: DocTagWithCount[];
}

/** Props of `@theme/DocTagDocListPage` (`page`): the docs with one tag. */
export interface DocTagDocListPageData {
  /** E.g. `2 docs tagged with "Release"`. */
  title: string;
  permalink: string;
  pluginId: string;
  versionName: string;
  /** The tags list page of the version. */
  allTagsPath: string;
  tag: DocTagWithCount;
  /** Sorted by title. */
  docs: { id: string; title: string; description?: string | null; permalink: string }[];
}

/** What the engine puts in `#__cairn_route`. */
export interface RouteBoot {
  path: string;
  component: string;
  data: Record<string, string>;
  site: string;
  manifest: string;
  /** Ids of the `@site/…` components the page's content uses (keys of `contentComponents`). */
  contentComponents?: string[] | null;
}

export interface RouteEntry {
  component: string;
  data: Record<string, string>;
  /** Ids of the `@site/…` components the page's content uses, loaded before it renders. */
  contentComponents?: string[] | null;
}

export interface RouteManifest {
  routes: Record<string, RouteEntry>;
  notFound: RouteEntry;
}
