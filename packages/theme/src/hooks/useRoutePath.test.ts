import { describe, expect, it } from 'vitest';
import { isActivePath } from './useRoutePath';

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
