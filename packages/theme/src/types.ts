/**
 * Shapes of the data the engine hands to the theme (see "Engine ↔ theme contract" in
 * ARCHITECTURE.md). Every path and URL in them is site-absolute and already includes baseUrl.
 */

/** A content-tree node: text, or `[tag, props?, ...children]`. */
export type TreeNode = string | TreeElement;
export type TreeElement = readonly [tag: string, ...rest: readonly unknown[]];
export type TreeProps = Record<string, unknown>;

export interface NavbarItem {
  label: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
}

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
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; customProps?: unknown }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      /** `false`: always open, no toggle. */
      collapsible?: boolean;
      /** The category's own page (its index doc or a generated index). */
      href?: string;
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

export interface Doc extends MarkdownPageData {
  previous?: NavLink | null;
  next?: NavLink | null;
  /** Built, but left out of sidebars and search engines. */
  unlisted?: boolean;
  version?: DocVersionInfo | null;
  /** The sidebar categories the doc is in, outermost first. */
  breadcrumbs?: { label: string; href?: string | null }[];
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
