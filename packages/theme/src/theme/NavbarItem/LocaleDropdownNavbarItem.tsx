import {
  type LocaleDropdownNavbarItem as LocaleItem,
  pathInLocale,
  useIsBrowser,
  useLocation,
  useRoutePath,
  useSiteData,
} from '@cairn/theme/internal';
import NavbarDropdown, { linkEntry, type DropdownEntry } from './NavbarDropdown';
import styles from './styles.module.css';

function LanguageIcon() {
  return (
    <svg className={styles.languageIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z"
      />
    </svg>
  );
}

/** `search` with Docusaurus's `queryString` option appended (`?persistLocale=true`). */
function withQueryString(search: string, queryString: string | undefined): string {
  const extra = queryString?.replace(/^\?/, '');
  if (!extra) return search;
  return search ? `${search}&${extra}` : `?${extra}`;
}

/**
 * The site's locales, each linking to the page being read in that locale, with its query and
 * hash (once hydrated: the server knows neither). Another locale's pages are loaded in full.
 */
export default function LocaleDropdownNavbarItem({ item, mobile }: { item: LocaleItem; mobile: boolean }) {
  const { baseUrl, url, i18n } = useSiteData();
  const routePath = useRoutePath();
  const location = useLocation();
  const hydrated = useIsBrowser();
  // Docusaurus's option; site data from an engine that does not pass it on has none.
  const { queryString } = item as LocaleItem & { queryString?: string };
  const suffix = withQueryString(hydrated ? location.search : '', queryString) + (hydrated ? location.hash : '');
  const current = i18n.locales.find((locale) => locale.locale === i18n.currentLocale);
  const entries: DropdownEntry[] = [
    ...item.dropdownItemsBefore.map((link, index) => linkEntry(link, `before:${index}`, routePath)),
    ...i18n.locales.map((locale) => ({
      key: `locale:${locale.locale}`,
      label: locale.label,
      // A locale served from its own domain is linked to by its absolute URL.
      href: (locale.url === url ? '' : locale.url) + pathInLocale(routePath, baseUrl, locale.baseUrl) + suffix,
      active: locale.locale === i18n.currentLocale,
      lang: locale.htmlLang,
      hrefLang: locale.htmlLang,
    })),
    ...item.dropdownItemsAfter.map((link, index) => linkEntry(link, `after:${index}`, routePath)),
  ];
  return (
    <NavbarDropdown
      label={current?.label ?? i18n.currentLocale}
      icon={<LanguageIcon />}
      entries={entries}
      mobile={mobile}
      position={item.position}
      className={item.className}
    />
  );
}
