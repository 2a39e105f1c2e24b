// `@docusaurus/useDocusaurusContext` for site code written for Docusaurus: the fields of its
// context that Cairn's site data holds, under Docusaurus's names.
import { useSiteData } from '../../hooks/useSiteData';
import type { LocaleData, SiteData } from '../../types';

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
  i18n: {
    defaultLocale: string;
    currentLocale: string;
    locales: string[];
    /** Docusaurus's settings of each locale, by locale. */
    localeConfigs: Record<string, LocaleConfig>;
  };
}

/** A locale's settings as Docusaurus names them: Cairn's, with the site's calendar. */
export type LocaleConfig = Omit<LocaleData, 'locale'> & { calendar: string };

export default function useDocusaurusContext(): DocusaurusContext {
  const site = useSiteData();
  const { i18n } = site;
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
    // Locales by their names (`fr`), as Docusaurus gives them; `site.lang` is `<html lang>`.
    i18n: {
      defaultLocale: i18n.defaultLocale,
      currentLocale: i18n.currentLocale,
      locales: i18n.locales.map(({ locale }) => locale),
      localeConfigs: Object.fromEntries(
        i18n.locales.map(({ locale, label, direction, htmlLang, path }) => [
          locale,
          // One locale is built at a time, and the calendar is the site's.
          { label, direction, htmlLang, calendar: i18n.calendar, path },
        ]),
      ),
    },
  };
}
