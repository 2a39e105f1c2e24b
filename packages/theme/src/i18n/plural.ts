/**
 * Messages in plural forms (Docusaurus's `usePluralForm` and its `|`-separated forms). A module
 * of its own: only the blog, tag lists, doc cards and the search page count things, so the
 * plural rules stay out of the chunk every page loads with `translate()`.
 */
import { currentLocale, interpolateText, lookUpMessage, type TranslateParam } from './messages';

// Intl's canonical order of plural categories, in which Docusaurus's convention writes a
// message's forms (ECMA-402 gives `pluralCategories` in it; older engines did not).
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const rulesByLocale = new Map<string, { select: (count: number) => string; order: string[] }>();

function pluralRules(forLocale: string) {
  let rules = rulesByLocale.get(forLocale);
  if (!rules) {
    let intl: Intl.PluralRules | null = null;
    try {
      intl = new Intl.PluralRules(forLocale);
    } catch {
      // An unknown locale: English's rules.
    }
    const categories: string[] = intl?.resolvedOptions().pluralCategories ?? ['one', 'other'];
    rules = {
      select: (count) => intl?.select(count) ?? (count === 1 ? 'one' : 'other'),
      order: CATEGORIES.filter((category) => categories.includes(category)),
    };
    rulesByLocale.set(forLocale, rules);
  }
  return rules;
}

/**
 * The form of `forms` (`One post|{count} posts`, separated by `|`) for `count` in `forLocale`:
 * one form per plural category of the locale, in Intl's order (`zero`, `one`, `two`, `few`,
 * `many`, `other`). Missing forms fall back to the last one.
 */
export function selectPluralForm(count: number, forms: string, forLocale: string = currentLocale()): string {
  const parts = forms.split('|');
  if (parts.length === 1) return forms;
  const { select, order } = pluralRules(forLocale);
  const index = order.indexOf(select(count));
  return parts[index < 0 ? parts.length - 1 : Math.min(index, parts.length - 1)]!.trim();
}

/**
 * `translate()` for a message in plural forms: the form for `count`, placeholders filled. The
 * English text in code is chosen by English rules, whatever the locale.
 */
export function translatePlural(
  count: number,
  { id, message }: TranslateParam,
  values?: Record<string, string | number>,
): string {
  // A message without an id is its own id, as in `translate()`.
  const translated = lookUpMessage(id ?? message, undefined);
  return interpolateText(
    selectPluralForm(count, translated ?? message, translated === undefined ? 'en' : currentLocale()),
    values,
  );
}
