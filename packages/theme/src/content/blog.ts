/**
 * Helpers the blog components share: dates, reading times, grouping by year or letter, and
 * author names. Every result depends only on its arguments (dates are read and printed in UTC),
 * so the server and the browser render the same text and hydration stays clean.
 */
import { translatePlural } from '../i18n/plural';
import type { BlogAuthor } from '../types';

export { formatBlogDate, type BlogDateStyle } from './dates';

/** The year of a post's date, in UTC ("" for a date that does not parse). */
export function blogPostYear(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? '' : String(new Date(time).getUTCFullYear());
}

/** Posts grouped by the year of their date, newest year first, each group in the given order. */
export function groupBlogPostsByYear<T extends { date: string }>(posts: readonly T[]): [year: string, posts: T[]][] {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    const year = blogPostYear(post.date);
    const group = groups.get(year);
    if (group) group.push(post);
    else groups.set(year, [post]);
  }
  return [...groups].sort(([a], [b]) => Number(b) - Number(a));
}

/** "3 min read": the engine's reading time in minutes, rounded up, in the current locale. */
export function formatReadingTime(minutes: number): string {
  const readingTime = Math.ceil(minutes);
  return translatePlural(
    readingTime,
    { id: 'theme.blog.post.readingTime.plurals', message: '1 min read|{readingTime} min read' },
    { readingTime },
  );
}

/** Items grouped by the first letter of their label (upper-cased), in the given order. */
export function groupByFirstLetter<T extends { label: string }>(items: readonly T[]): [letter: string, items: T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    // A fixed locale: the server and the browser must group identically.
    const letter = (item.label.trim().charAt(0) || '#').toLocaleUpperCase('en-US');
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups];
}

/** What to call an author: the name, else the key in the authors file, else their address. */
export function blogAuthorName(author: Pick<BlogAuthor, 'name' | 'key' | 'url' | 'email'>): string {
  return author.name?.trim() || author.key || author.url || author.email || '';
}

/** One or two letters standing for an author without a picture: "Ada Lovelace" → "AL". */
export function blogAuthorInitials(author: Pick<BlogAuthor, 'name' | 'key' | 'url' | 'email'>): string {
  const words = blogAuthorName(author)
    .split(/[\s_.-]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toLocaleUpperCase('en-US');
}

/** Where an author's name links: their page on the blog, else their own address. */
export function blogAuthorLink(author: Pick<BlogAuthor, 'page' | 'url'>): string | undefined {
  return author.page || author.url || undefined;
}
