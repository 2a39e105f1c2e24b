import { interpolate, localeData, pathInLocale, translate, useRoutePath, useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

/**
 * Above a page that has no translation into the current locale, so that its text is the
 * default locale's: says so in the current locale and links to the page in the default one.
 * A full page load (`<a>`, not the router): another locale is another set of pages and data.
 */
export default function UntranslatedNotice() {
  const { baseUrl, i18n } = useSiteData();
  const routePath = useRoutePath();
  const original = localeData(i18n, i18n.defaultLocale);
  if (!original) return null;
  const title = translate({ id: 'theme.cairn.UntranslatedNotice.title', message: 'Not translated yet' });
  // The locale's own name (`Deutsch`), marked as being in that language.
  const language = <span lang={original.htmlLang}>{original.label}</span>;
  return (
    <div className={`cairn-banner ${styles.notice}`} role="note" aria-label={title}>
      <p>
        {interpolate(
          translate({
            id: 'theme.cairn.UntranslatedNotice.message',
            message: '{title}. This page has no translation into this language yet, so it is shown in {language}.',
          }),
          { title: <strong>{title}</strong>, language },
        )}{' '}
        <a href={pathInLocale(routePath, baseUrl, original.baseUrl)} hrefLang={original.htmlLang}>
          {interpolate(
            translate({ id: 'theme.cairn.UntranslatedNotice.link', message: 'Read it on the {language} site' }),
            { language },
          )}
        </a>
      </p>
    </div>
  );
}
