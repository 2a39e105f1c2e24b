// `@docusaurus/useDocusaurusContext` for site code written for Docusaurus: the fields of its
// context that Cairn's site data holds, under Docusaurus's names.
import { useSiteData } from '../../hooks/useSiteData';
import type { SiteData } from '../../types';

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon: string | undefined;
    trailingSlash: boolean;
    customFields: Record<string, unknown>;
    themeConfig: { navbar: SiteData['navbar']; footer: SiteData['footer'] };
  };
  siteMetadata: { docusaurusVersion: string };
  globalData: SiteData['globalData'];
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteData();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      favicon: site.favicon ?? undefined,
      trailingSlash: site.trailingSlash,
      customFields: {},
      themeConfig: { navbar: site.navbar, footer: site.footer },
    },
    siteMetadata: { docusaurusVersion: 'cairn' },
    globalData: site.globalData,
    i18n: { defaultLocale: site.lang, currentLocale: site.lang, locales: [site.lang] },
  };
}
