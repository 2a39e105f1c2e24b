import { describe, expect, it } from 'vitest';
import { comparableHref, comparableRoutePath, isActivePath, withoutQueryAndHash } from './useRoutePath';

describe('isActivePath', () => {
  it('matches the same path with or without a trailing slash, ignoring hash and query', () => {
    expect(isActivePath('/docs/intro/', '/docs/intro/')).toBe(true);
    expect(isActivePath('/docs/intro', '/docs/intro/')).toBe(true);
    expect(isActivePath('/docs/intro/#x', '/docs/intro/')).toBe(true);
    expect(isActivePath('/docs/', '/docs/intro/')).toBe(false);
  });

  it('matches ancestors only when asked to, and never through the home page', () => {
    expect(isActivePath('/docs/', '/docs/intro/', true)).toBe(true);
    expect(isActivePath('/doc', '/docs/intro/', true)).toBe(false);
    expect(isActivePath('/', '/docs/intro/', true)).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
  });
});

describe('comparable forms', () => {
  it('cut an href at its first query or hash, whichever comes first', () => {
    for (const href of ['/a/b', '/a?x', '/a#x', '/a?x#y', '/a#x?y', '?x', '#x', '', '/a/?x/#y']) {
      expect(withoutQueryAndHash(href), href).toBe(href.split(/[?#]/)[0]);
    }
  });

  it('drop one trailing slash, never the root', () => {
    expect(comparableRoutePath('/')).toBe('/');
    expect(comparableRoutePath('/docs/')).toBe('/docs');
    expect(comparableRoutePath('/docs//')).toBe('/docs/');
    expect(comparableRoutePath('/docs')).toBe('/docs');
    expect(comparableRoutePath('')).toBe('');
    expect(comparableHref('/docs/?tab=1')).toBe('/docs');
    expect(comparableHref('/?x')).toBe('/');
    expect(comparableHref('#x')).toBe('');
  });
});
