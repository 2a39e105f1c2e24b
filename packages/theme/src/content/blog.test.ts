import { describe, expect, it } from 'vitest';
import {
  blogAuthorInitials,
  blogAuthorLink,
  blogAuthorName,
  blogPostYear,
  formatBlogDate,
  formatReadingTime,
  groupBlogPostsByYear,
  groupByFirstLetter,
} from './blog';

describe('blog helpers', () => {
  it('print dates in UTC, whatever the time zone of the machine', () => {
    expect(formatBlogDate('2021-08-26T00:00:00.000Z', 'en')).toBe('August 26, 2021');
    // Late on New Year's Eve in UTC is already the next year east of Greenwich.
    expect(formatBlogDate('2023-12-31T23:30:00.000Z', 'en-US')).toBe('December 31, 2023');
    expect(formatBlogDate('2021-08-26T00:00:00.000Z', 'en', 'monthDay')).toBe('August 26');
    expect(formatBlogDate('2021-08-26T00:00:00.000Z', 'fr')).toBe('26 août 2021');
  });

  it('keep a date they cannot read, and survive a language Intl refuses', () => {
    expect(formatBlogDate('someday', 'en')).toBe('someday');
    expect(formatBlogDate('2021-08-26T00:00:00.000Z', 'not a language!')).toBe('August 26, 2021');
  });

  it("write dates in the locale's calendar, and in the language alone when Intl refuses the calendar", () => {
    expect(formatBlogDate('2021-08-26T00:00:00.000Z', 'en', 'long', 'gregory')).toBe('August 26, 2021');
    expect(formatBlogDate('2021-08-26T00:00:00.000Z', 'en', 'long', 'islamic')).toBe('Muharram 18, 1443 AH');
    expect(formatBlogDate('2021-08-26T00:00:00.000Z', 'fr', 'long', 'not a calendar!')).toBe('26 août 2021');
  });

  it('group posts by year, newest year first, keeping their order', () => {
    const posts = [
      { date: '2024-01-02T00:00:00.000Z', title: 'c' },
      { date: '2023-12-31T23:30:00.000Z', title: 'b' },
      { date: '2023-01-01T00:00:00.000Z', title: 'a' },
      { date: '2025-06-01T00:00:00.000Z', title: 'd' },
    ];
    expect(blogPostYear(posts[1]!.date)).toBe('2023');
    expect(groupBlogPostsByYear(posts).map(([year, group]) => [year, group.map((post) => post.title)])).toEqual([
      ['2025', ['d']],
      ['2024', ['c']],
      ['2023', ['b', 'a']],
    ]);
  });

  it('round reading times up', () => {
    expect(formatReadingTime(0.2)).toBe('1 min read');
    expect(formatReadingTime(3)).toBe('3 min read');
    expect(formatReadingTime(3.01)).toBe('4 min read');
  });

  it('group labels by their first letter', () => {
    const groups = groupByFirstLetter([{ label: 'adoption' }, { label: 'Alpha' }, { label: ' release' }, { label: '' }]);
    expect(groups.map(([letter, items]) => [letter, items.length])).toEqual([
      ['A', 2],
      ['R', 1],
      ['#', 1],
    ]);
  });

  it('name authors, with initials and a link', () => {
    expect(blogAuthorName({ name: 'Ada Lovelace' })).toBe('Ada Lovelace');
    expect(blogAuthorName({ key: 'ada' })).toBe('ada');
    expect(blogAuthorInitials({ name: 'Ada King Lovelace' })).toBe('AL');
    expect(blogAuthorInitials({ name: 'grace' })).toBe('G');
    expect(blogAuthorInitials({ name: 'Émile (Zola)' })).toBe('ÉZ');
    expect(blogAuthorInitials({})).toBe('');
    expect(blogAuthorLink({ page: '/blog/authors/ada/', url: 'https://ada.dev' })).toBe('/blog/authors/ada/');
    expect(blogAuthorLink({ url: 'https://ada.dev' })).toBe('https://ada.dev');
    expect(blogAuthorLink({})).toBeUndefined();
  });
});
