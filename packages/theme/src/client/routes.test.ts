import { describe, expect, it } from 'vitest';
import type { RouteManifest, RouteManifestPartData } from '../types';
import { partFor } from './keyParts';
import { candidatePaths, lookupRoute } from './routes';
import { isStaticFilePath } from './staticFilePath';

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

/** The same routes as a larger site's engine writes them: parts of two consecutive paths. */
function inParts(whole: RouteManifest) {
  const paths = Object.keys(whole.routes).sort();
  const files: Record<string, RouteManifestPartData> = {};
  const parts = [];
  for (let at = 0; at < paths.length; at += 2) {
    const url = `/assets/data/part-${at / 2}.json`;
    files[url] = { routes: Object.fromEntries(paths.slice(at, at + 2).map((path) => [path, whole.routes[path]!])) };
    parts.push({ first: paths[at]!, url });
  }
  const fetched: string[] = [];
  const loadPart = async (url: string) => {
    fetched.push(url);
    return files[url]!;
  };
  return { manifest: { ...whole, routes: {}, parts }, loadPart, fetched };
}

const wholeManifest = { manifest, loadPart: () => Promise.reject(new Error('a whole manifest has no parts')) };

describe.each([
  ['in one file', () => wholeManifest],
  ['in parts', () => inParts(manifest)],
])('lookupRoute, with the routes %s', (_, layout) => {
  const lookup = (path: string) => {
    const { manifest: table, loadPart } = layout();
    return lookupRoute(table, path, loadPart);
  };

  it('finds exact routes', async () => {
    expect(await lookup('/docs/intro/')).toMatchObject({ path: '/docs/intro/', found: true });
  });

  it('normalises a missing trailing slash and .html suffixes', async () => {
    for (const path of ['/docs/intro', '/docs/intro/index.html', '/docs/intro.html']) {
      expect(await lookup(path)).toMatchObject({ path: '/docs/intro/', found: true });
    }
  });

  it('prefers an exact route that really ends in .html', async () => {
    expect((await lookup('/legacy.html')).entry.component).toBe('@theme/MarkdownPage');
  });

  it('matches encoded URLs against Unicode routes', async () => {
    expect(await lookup('/docs/caf%C3%A9/')).toMatchObject({ path: '/docs/café/', found: true });
  });

  it('falls back to the not-found entry for unknown paths', async () => {
    expect(await lookup('/nope/')).toEqual({ path: '/nope/', entry: manifest.notFound, found: false });
  });

  it('ignores inherited object keys', async () => {
    expect((await lookup('constructor')).found).toBe(false);
  });
});

describe('routes in parts', () => {
  it('fetches only the part the path sorts into', async () => {
    const { manifest: table, loadPart, fetched } = inParts(manifest);
    // Sorted: '/', '/docs/café/' | '/docs/intro/', '/legacy.html'
    await lookupRoute(table, '/legacy.html', loadPart);
    expect(fetched).toEqual(['/assets/data/part-1.json']);
  });

  it('finds the last part whose first path is not after the path', () => {
    const parts = ['/a/', '/m/', '/t/'].map((first) => ({ first, url: first }));
    expect(partFor(parts, '/')).toBeUndefined();
    expect(partFor(parts, '/a/')?.url).toBe('/a/');
    expect(partFor(parts, '/l/zzz/')?.url).toBe('/a/');
    expect(partFor(parts, '/m/')?.url).toBe('/m/');
    expect(partFor(parts, '/zz/')?.url).toBe('/t/');
    expect(partFor([], '/a/')).toBeUndefined();
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
