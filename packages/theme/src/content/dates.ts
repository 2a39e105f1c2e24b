/**
 * Dates for readers, printed in UTC (the time zone the engine writes dates in) with the site's
 * language: the same text on the server and in every browser, so hydration stays clean. A module
 * of its own, apart from the blog's helpers, because docs pages print dates too (last update).
 */

export type BlogDateStyle = 'long' | 'short' | 'monthDay';

const DATE_OPTIONS: Record<BlogDateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  short: { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
  monthDay: { month: 'long', day: 'numeric', timeZone: 'UTC' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `Intl`'s formatter, or `undefined` for a language tag or calendar it refuses. */
function tryFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat | undefined {
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return undefined;
  }
}

function formatter(lang: string, style: BlogDateStyle, calendar: string | undefined): Intl.DateTimeFormat {
  const key = `${lang}\n${style}\n${calendar ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    // A calendar or language tag Intl refuses is dropped rather than crash the page: the
    // language without the calendar, then English.
    const locale = lang || 'en-US';
    format =
      tryFormatter(locale, { ...DATE_OPTIONS[style], calendar }) ??
      tryFormatter(locale, DATE_OPTIONS[style]) ??
      new Intl.DateTimeFormat('en-US', DATE_OPTIONS[style]);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A post's date (`post.date`, ISO 8601) for readers: "August 26, 2021" in English, or
 * "August 26" with `monthDay`. Printed in UTC, the time zone the engine writes dates in, so
 * every visitor sees the date the author gave. A date that does not parse is shown as is.
 * `calendar` is the locale's (`[i18n.localeConfigs.<locale>] calendar`, `gregory` by default);
 * one `Intl` does not know is ignored.
 */
export function formatBlogDate(date: string, lang: string, style: BlogDateStyle = 'long', calendar?: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : formatter(lang, style, calendar).format(time);
}
