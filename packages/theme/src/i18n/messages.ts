/**
 * The interface's messages in the current locale, by id (`theme.docs.paginator.next`…). The
 * engine sends the locale's table in the site data; the server and the app set it here before
 * they render, so that `translate()` works outside React too, as Docusaurus's does (site code
 * calls it at module level and in plain functions). A message without an entry is its English
 * text from the component, so an English site carries no table at all.
 */
import type { I18nData } from '../types';

let messages: Readonly<Record<string, string>> = {};
let locale = 'en';

/** Makes `i18n`'s messages and locale the current ones. */
export function setI18nMessages(i18n: Pick<I18nData, 'currentLocale' | 'messages'>): void {
  messages = i18n.messages ?? {};
  locale = i18n.currentLocale;
}

/** The current messages (the dev client compares them with new site data). */
export function currentMessages(): Readonly<Record<string, string>> {
  return messages;
}

export interface TranslateParam {
  /** The text when the table has no message of that id (the default locale's, in code). */
  message: string;
  id?: string;
  /** For translators; not used at run time. */
  description?: string;
}

/** The message of `id`, or `fallback` when the current table has none. */
export function lookUpMessage(id: string | undefined, fallback: string): string {
  return id !== undefined && Object.hasOwn(messages, id) ? messages[id]! : fallback;
}

const PLACEHOLDER = /(\{\w+\})/;

/**
 * The parts of `message`, each `{name}` that `values` has replaced by its value; other
 * placeholders stay as they are.
 */
export function fillPlaceholders<Value>(message: string, values: Record<string, Value>): (string | Value)[] {
  return message.split(PLACEHOLDER).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? (values[name] as Value) : part;
  });
}

/** `message` with its placeholders filled from text values. */
export function interpolateText(message: string, values?: Record<string, string | number>): string {
  return values ? fillPlaceholders(message, values).join('') : message;
}

/**
 * Docusaurus's `translate()`: the current locale's message of `id` (else `message`), with its
 * `{name}` placeholders filled from `values`.
 */
export function translate({ id, message }: TranslateParam, values?: Record<string, string | number>): string {
  return interpolateText(lookUpMessage(id, message), values);
}

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
export function selectPluralForm(count: number, forms: string, forLocale: string = locale): string {
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
  const translated = id !== undefined && Object.hasOwn(messages, id);
  const forms = translated ? messages[id]! : message;
  return interpolateText(selectPluralForm(count, forms, translated ? locale : 'en'), values);
}
