import { describe, expect, it } from 'vitest';
import type { RouteManifest } from '../types';
import { candidatePaths, isStaticFilePath, lookupRoute } from './routes';

const manifest: RouteManifest = {
  routes: {
    '/': { component: '@site/src/pages/index.tsx', data: {} },
    '/docs/intro/': { component: '@theme/DocPage', data: { page: '/assets/data/a.json' } },
    '/legacy.html': { component: '@theme/MarkdownPage', data: {} },
    '/docs/café/': { component: '@theme/DocPage', data: {} },
  },
  notFound: { component: '@theme/NotFound', data: {} },
  site: '/assets/data/site.json',
};

describe('candidatePaths', () => {
  it('tries the exact path first, then with a trailing slash', () => {
    expect(candidatePaths('/docs/intro').slice(0, 2)).toEqual(['/docs/intro', '/docs/intro/']);
  });

  it('strips index.html and .html', () => {
    expect(candidatePaths('/docs/index.html')).toContain('/docs/');
    expect(candidatePaths('/docs/intro.html')).toEqual(expect.arrayContaining(['/docs/intro', '/docs/intro/']));
  });

  it('also tries the decoded form of percent-encoded paths', () => {
    expect(candidatePaths('/docs/caf%C3%A9/')).toContain('/docs/café/');
  });

  it('survives malformed escapes', () => {
    expect(candidatePaths('/bad%E0%A4%A/')[0]).toBe('/bad%E0%A4%A/');
  });
});

describe('lookupRoute', () => {
  it('finds exact routes', () => {
    expect(lookupRoute(manifest, '/docs/intro/')).toMatchObject({ path: '/docs/intro/', found: true });
  });

  it('normalises a missing trailing slash and .html suffixes', () => {
    for (const path of ['/docs/intro', '/docs/intro/index.html', '/docs/intro.html']) {
      expect(lookupRoute(manifest, path)).toMatchObject({ path: '/docs/intro/', found: true });
    }
  });

  it('prefers an exact route that really ends in .html', () => {
    expect(lookupRoute(manifest, '/legacy.html').entry.component).toBe('@theme/MarkdownPage');
  });

  it('matches encoded URLs against Unicode routes', () => {
    expect(lookupRoute(manifest, '/docs/caf%C3%A9/')).toMatchObject({ path: '/docs/café/', found: true });
  });

  it('falls back to the not-found entry for unknown paths', () => {
    expect(lookupRoute(manifest, '/nope/')).toEqual({ path: '/nope/', entry: manifest.notFound, found: false });
  });

  it('ignores inherited object keys', () => {
    expect(lookupRoute(manifest, 'constructor').found).toBe(false);
  });
});

describe('isStaticFilePath', () => {
  it('recognises files that are not pages', () => {
    expect(isStaticFilePath('/files/guide.pdf')).toBe(true);
    expect(isStaticFilePath('/docs/intro/')).toBe(false);
    expect(isStaticFilePath('/docs/intro.html')).toBe(false);
    expect(isStaticFilePath('/docs/v1.2/intro')).toBe(false);
  });
});
