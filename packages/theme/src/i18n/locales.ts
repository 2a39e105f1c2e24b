import type { I18nData, LocaleData } from '../types';

/**
 * The settings of `locale` (`fr`), one of the site's. Article pages read the default locale's
 * language for an untranslated page's content, so the bundle puts this module in their shared
 * chunk; what only the locale links need is in `./localePaths`.
 */
export function localeData(i18n: I18nData, locale: string): LocaleData | undefined {
  return i18n.locales.find((data) => data.locale === locale);
}
