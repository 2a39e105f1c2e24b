// `@docusaurus/useDocusaurusContext` for site code written for Docusaurus: the fields of its
// context that Cairn's site data holds, under Docusaurus's names.
import { useMemo } from 'react';
import { useSiteData } from '../../hooks/useSiteData';
import type { LocaleData, SiteData } from '../../types';
import { themeConfigOf, type ThemeConfig } from './theme-common/themeConfig';

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon: string | undefined;
    trailingSlash: boolean;
    /** The site's `customFields` table of `cairn.toml`. */
    customFields: Record<string, unknown>;
    themeConfig: ThemeConfig;
    i18n: { defaultLocale: string; locales: string[] };
    onBrokenLinks: string;
    onBrokenAnchors: string;
    noIndex: boolean;
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
  return useMemo(() => docusaurusContext(site), [site]);
}

function docusaurusContext(site: SiteData): DocusaurusContext {
  const { i18n } = site;
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      favicon: site.favicon ?? undefined,
      trailingSlash: site.trailingSlash,
      customFields: site.customFields ?? {},
      themeConfig: themeConfigOf(site),
      i18n: { defaultLocale: i18n.defaultLocale, locales: i18n.locales.map(({ locale }) => locale) },
      // The build has checked them already: what a page can know is that it passed.
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      noIndex: false,
    },
    siteMetadata: { docusaurusVersion: 'cairn' },
    globalData: site.globalData,
    // Locales by their names (`fr`), as Docusaurus gives them; `site.lang` is `<html lang>`.
    i18n: {
      defaultLocale: i18n.defaultLocale,
      currentLocale: i18n.currentLocale,
      locales: i18n.locales.map(({ locale }) => locale),
      localeConfigs: Object.fromEntries(
        i18n.locales.map(({ locale, label, direction, htmlLang, path, baseUrl, url }) => [
          locale,
          // The calendar is the site's.
          { label, direction, htmlLang, calendar: i18n.calendar, path, baseUrl, url },
        ]),
      ),
    },
  };
}
