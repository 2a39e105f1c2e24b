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
export function lookUpMessage<Fallback = string>(id: string | undefined, fallback: Fallback): string | Fallback {
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
 * `{name}` placeholders filled from `values`. A message without an id is its own id, as in
 * Docusaurus (`write-translations` writes it under its text).
 */
export function translate({ id, message }: TranslateParam, values?: Record<string, string | number>): string {
  return interpolateText(lookUpMessage(id ?? message, message), values);
}

/** The current locale (`selectPluralForm`'s default). */
export function currentLocale(): string {
  return locale;
}
