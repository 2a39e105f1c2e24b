import type { ReactNode } from 'react';
import { AppProviders } from './client/app';
import { RouterLocationContext, RoutePathContext, type Navigate, type RouterLocation } from './client/contexts';
import type { RouteLoader } from './client/routeLoader';
import type { SearchData } from './contract.generated';
import { withoutQueryAndHash } from './hooks/useRoutePath';
import type { DefaultNavbarItem, DocsPluginData, NavbarItem, Sidebar, SidebarItem, SiteData } from './types';

/** The keys the engine fills in when a site's config leaves them out. */
type NavbarItemDefaults = 'position' | 'docsPluginId' | 'dropdownItemsBefore' | 'dropdownItemsAfter';
type WithDefaultsOptional<T> = T extends unknown
  ? Omit<T, NavbarItemDefaults> & Partial<Pick<T, Extract<NavbarItemDefaults, keyof T>>>
  : never;

/** A navbar item as a site's config may write it: `type` (for plain links) and the defaulted keys may be left out. */
export type NavbarItemInput =
  | WithDefaultsOptional<Exclude<NavbarItem, DefaultNavbarItem>>
  | (Omit<WithDefaultsOptional<DefaultNavbarItem>, 'type'> & { type?: 'default' });

/**
 * A navbar item as the engine writes it into the site data: `position: 'right'`, `type: 'default'`
 * for plain links, `docsPluginId: 'default'` for the docs items and empty extra dropdown links,
 * unless given.
 */
export function navbarItem(item: NavbarItemInput): NavbarItem {
  const position = item.position ?? 'right';
  switch (item.type) {
    case undefined:
    case 'default':
      return { ...item, type: 'default', position };
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return { ...item, position, docsPluginId: item.docsPluginId ?? 'default' };
    case 'docsVersionDropdown':
      return {
        ...item,
        position,
        docsPluginId: item.docsPluginId ?? 'default',
        dropdownItemsBefore: item.dropdownItemsBefore ?? [],
        dropdownItemsAfter: item.dropdownItemsAfter ?? [],
      };
    case 'localeDropdown':
      return {
        ...item,
        position,
        dropdownItemsBefore: item.dropdownItemsBefore ?? [],
        dropdownItemsAfter: item.dropdownItemsAfter ?? [],
      };
    default:
      return { ...item, position };
  }
}

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** A sidebar category as the engine writes it: collapsible unless given. */
export function category(item: Omit<CategoryItem, 'type' | 'collapsible'> & { collapsible?: boolean }): CategoryItem {
  return { type: 'category', ...item, collapsible: item.collapsible ?? true };
}

/** A sidebar as the engine writes it: its items and its name in the docs version. */
export function sidebarOf(items: SidebarItem[], name = 'docs'): Sidebar {
  return { name, items };
}

export const testSite: SiteData = {
  title: 'Test Site',
  tagline: 'Testing',
  url: 'https://example.com',
  baseUrl: '/',
  trailingSlash: true,
  lang: 'en',
  i18n: {
    defaultLocale: 'en',
    currentLocale: 'en',
    direction: 'ltr',
    calendar: 'gregory',
    locales: [
      { locale: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', path: 'en', baseUrl: '/', url: 'https://example.com' },
    ],
  },
  navbar: {
    title: 'Test',
    items: [navbarItem({ label: 'Docs', to: '/docs/', position: 'left' })],
    hideOnScroll: false,
  },
  footer: { style: 'light', columns: [], links: [] },
  globalData: {},
  docsSidebar: { hideable: false, autoCollapseCategories: false },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  siteStorage: { type: 'localStorage' },
};

/**
 * Docs global data like the website's: a versioned main instance (Canary is the last
 * version), a community instance with one version, and test docs nested under /tests.
 */
export const testDocs: Record<string, DocsPluginData> = {
  default: {
    path: '/docs',
    docsUrl: '',
    versions: [
      {
        name: 'current',
        label: 'Canary',
        isLast: true,
        path: '/docs',
        mainDocId: 'intro',
        layoutDocs: [],
        docs: [
          { id: 'intro', path: '/docs/', sidebar: 'docs' },
          { id: 'install', path: '/docs/install/', sidebar: 'docs' },
          { id: 'cli', path: '/docs/cli/', sidebar: 'api' },
          { id: 'new-feature', path: '/docs/new-feature/', sidebar: 'docs' },
          { id: 'secret', path: '/docs/secret/', unlisted: true },
        ],
        draftIds: ['wip'],
        sidebars: {
          docs: { link: { path: '/docs/', label: 'Introduction' } },
          api: { link: { path: '/docs/cli/', label: 'CLI' } },
          empty: {},
        },
      },
      {
        name: '3.4.0',
        label: '3.4.0',
        isLast: false,
        path: '/docs/3.4.0',
        mainDocId: 'intro',
        layoutDocs: [],
        docs: [
          { id: 'intro', path: '/docs/3.4.0/', sidebar: 'docs' },
          { id: 'install', path: '/docs/3.4.0/install/', sidebar: 'docs' },
          { id: 'cli', path: '/docs/3.4.0/cli/', sidebar: 'api' },
        ],
        draftIds: [],
        sidebars: {
          docs: { link: { path: '/docs/3.4.0/', label: 'Introduction' } },
          api: { link: { path: '/docs/3.4.0/cli/', label: 'CLI' } },
        },
      },
    ],
  },
  community: {
    path: '/community',
    docsUrl: '',
    versions: [
      {
        name: 'current',
        label: 'Canary',
        isLast: true,
        path: '/community',
        mainDocId: 'support',
        layoutDocs: [],
        docs: [{ id: 'support', path: '/community/support/', sidebar: 'community' }],
        draftIds: [],
        sidebars: { community: { link: { path: '/community/support/', label: 'Support' } } },
      },
    ],
  },
  tests: {
    path: '/tests/docs',
    docsUrl: '',
    versions: [
      {
        name: 'current',
        label: 'Canary',
        isLast: true,
        path: '/tests/docs',
        mainDocId: 'index',
        layoutDocs: [],
        docs: [{ id: 'index', path: '/tests/docs/', sidebar: 'sidebar' }],
        draftIds: [],
        sidebars: { sidebar: { link: { path: '/tests/docs/', label: 'Tests' } } },
      },
    ],
  },
};

/** A site with docs global data, and optionally its own navbar items. */
export function docsSite(items: NavbarItem[] = [], overrides: Partial<SiteData> = {}): SiteData {
  return {
    ...testSite,
    navbar: { title: 'Test', items, hideOnScroll: false },
    globalData: { docs: testDocs },
    ...overrides,
  };
}

/** `site` with search as the search plugin gives it (its global data). */
export function withSearch(site: SiteData, search: SearchData): SiteData {
  return { ...site, globalData: { ...site.globalData, search: { default: search } } };
}

export interface LocaleInput {
  locale: string;
  label: string;
  htmlLang?: string;
  direction?: 'ltr' | 'rtl';
}

/**
 * `site` as the engine writes it for one of several locales: the first of `locales` is the
 * default one, at `baseUrl`; each other one at `{baseUrl}{locale}/`. `messages` are the
 * interface's messages in `currentLocale`.
 */
export function localizedSite(
  site: SiteData,
  {
    locales,
    currentLocale,
    baseUrl = '/',
    messages,
  }: { locales: LocaleInput[]; currentLocale: string; baseUrl?: string; messages?: Record<string, string> },
): SiteData {
  const defaultLocale = locales[0]!.locale;
  const data = locales.map(({ locale, label, htmlLang = locale, direction = 'ltr' }) => ({
    locale,
    label,
    htmlLang,
    direction,
    path: locale,
    baseUrl: locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`,
    url: site.url,
  }));
  const current = data.find(({ locale }) => locale === currentLocale)!;
  return {
    ...site,
    baseUrl: current.baseUrl,
    lang: current.htmlLang,
    i18n: {
      ...site.i18n,
      defaultLocale,
      currentLocale,
      direction: current.direction,
      locales: data,
      ...(messages && { messages }),
    },
  };
}

/** Wraps a tree in what the app provides around a route: site data, router and route path. */
export function InApp({
  path = '/docs/intro/',
  site = testSite,
  routeLoader = null,
  navigate = null,
  children,
}: {
  path?: string;
  site?: SiteData;
  /** What the browser's app provides; none, as on the server, when not given. */
  routeLoader?: RouteLoader | null;
  /** Client-side navigation, as the browser's app provides it; none when not given. */
  navigate?: Navigate | null;
  children: ReactNode;
}) {
  const url = new URL(path, 'http://localhost');
  const location: RouterLocation = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
    navigationType: 'POP',
  };
  return (
    <AppProviders site={site} routeLoader={routeLoader} navigate={navigate}>
      <RouterLocationContext.Provider value={location}>
        <RoutePathContext.Provider value={withoutQueryAndHash(path)}>{children}</RoutePathContext.Provider>
      </RouterLocationContext.Provider>
    </AppProviders>
  );
}
