// `useThemeConfig()`: Docusaurus's `themeConfig`, made from the site data (the keys of
// `cairn.toml` that Docusaurus keeps under `themeConfig`), in Docusaurus's shape.
import { useMemo } from 'react';
import { useSiteData, type NavbarItem, type SiteData } from '@cairn/theme/internal';

/** Docusaurus's navbar item: the item's keys flat, its type included. */
export type DocusaurusNavbarItem = Omit<NavbarItem, 'props'> & Record<string, unknown>;

export interface ThemeConfig {
  colorMode: SiteData['colorMode'];
  navbar: {
    title: string;
    logo?: SiteData['navbar']['logo'];
    items: DocusaurusNavbarItem[];
    hideOnScroll: boolean;
    style?: SiteData['navbar']['style'];
  };
  footer: {
    style: SiteData['footer']['style'];
    /** Columns (`{title, items}`) or, for a simple footer, the links themselves. */
    links: SiteData['footer']['columns'] | SiteData['footer']['links'];
    logo?: SiteData['footer']['logo'];
    copyright?: string;
  } | undefined;
  announcementBar?: SiteData['announcementBar'];
  docs: { sidebar: SiteData['docsSidebar']; versionPersistence: 'localStorage' | 'sessionStorage' };
  blog: { sidebar: { groupByYear: boolean } };
  prism: { additionalLanguages: string[]; magicComments: unknown[] };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  metadata: { name?: string; property?: string; content: string }[];
  image?: string;
  [key: string]: unknown;
}

/** A navbar item as Docusaurus writes it: Cairn keeps a custom item's own keys under `props`. */
export function docusaurusNavbarItem(item: NavbarItem): DocusaurusNavbarItem {
  const { props, ...rest } = item as NavbarItem & { props?: Record<string, unknown> };
  return props ? { ...props, ...rest } : rest;
}

export function themeConfigOf(site: SiteData): ThemeConfig {
  const { footer } = site;
  const hasFooter = footer.columns.length > 0 || footer.links.length > 0 || !!footer.logo || !!footer.copyright;
  return {
    colorMode: site.colorMode,
    navbar: {
      title: site.navbar.title,
      logo: site.navbar.logo,
      items: site.navbar.items.map(docusaurusNavbarItem),
      hideOnScroll: site.navbar.hideOnScroll,
      style: site.navbar.style,
    },
    footer: hasFooter
      ? {
          style: footer.style,
          links: footer.columns.length > 0 ? footer.columns : footer.links,
          logo: footer.logo,
          copyright: footer.copyright,
        }
      : undefined,
    announcementBar: site.announcementBar,
    docs: { sidebar: site.docsSidebar, versionPersistence: site.siteStorage.type },
    blog: { sidebar: { groupByYear: true } },
    prism: { additionalLanguages: [], magicComments: [] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    metadata: [],
  };
}

export function useThemeConfig(): ThemeConfig {
  const site = useSiteData();
  return useMemo(() => themeConfigOf(site), [site]);
}
