import { describe, expect, it, vi } from 'vitest';
import type { DocSearchData } from '../contract.generated';
import { type DocSearchHit, buildFacetFilters, createDocSearchBackend, mapDocSearchHit, resolveHitUrl } from './docsearch';
import { SearchUnavailableError } from './types';

const settings: DocSearchData = {
  appId: 'X1Y2Z3',
  apiKey: 'public-key',
  indexName: 'cairn',
  contextualSearch: true,
  searchParameters: {},
};

const request = { query: 'install', tags: ['default', 'docs-default-current'], page: 0, hitsPerPage: 20 };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function hit(extra: Partial<DocSearchHit>): DocSearchHit {
  return {
    objectID: 'o1',
    url: 'https://example.com/docs/install/',
    type: 'lvl1',
    hierarchy: { lvl0: 'Docs', lvl1: 'Installation', lvl2: null },
    ...extra,
  };
}

describe('buildFacetFilters', () => {
  it('adds the locale and the tags (one OR group) with contextual search', () => {
    expect(buildFacetFilters(settings, 'en', ['default', 'docs-default-3.4.0'])).toEqual([
      'language:en',
      ['cairn_tag:default', 'cairn_tag:docs-default-3.4.0'],
    ]);
  });

  it("appends the site's own facetFilters, a lone string as one filter", () => {
    expect(buildFacetFilters({ ...settings, searchParameters: { facetFilters: 'type:content' } }, 'fr', ['default'])).toEqual([
      'language:fr',
      ['cairn_tag:default'],
      'type:content',
    ]);
    expect(
      buildFacetFilters({ ...settings, searchParameters: { facetFilters: ['a:1', ['b:2', 'b:3']] } }, 'en', ['default']),
    ).toEqual(['language:en', ['cairn_tag:default'], 'a:1', ['b:2', 'b:3']]);
  });

  it("uses only the site's filters without contextual search", () => {
    const off = { ...settings, contextualSearch: false };
    expect(buildFacetFilters(off, 'en', ['default'])).toBeUndefined();
    expect(buildFacetFilters({ ...off, searchParameters: { facetFilters: ['a:1'] } }, 'en', ['default'])).toEqual(['a:1']);
  });
});

describe('resolveHitUrl', () => {
  it('turns a record URL into a site path with its hash', () => {
    expect(resolveHitUrl('https://example.com/docs/install/#npm', settings, 'https://example.com')).toEqual({
      url: '/docs/install/#npm',
      external: false,
    });
    expect(resolveHitUrl(`${window.location.origin}/blog/post/`, settings)).toEqual({ url: '/blog/post/', external: false });
  });

  it('rewrites the pathname with replaceSearchResultPathname', () => {
    const replacing = { ...settings, replaceSearchResultPathname: { from: '/docs/next/', to: '/docs/' } };
    expect(resolveHitUrl('https://example.com/docs/next/cli/#x', replacing)).toEqual({ url: '/docs/cli/#x', external: false });
  });

  it('keeps external URLs absolute', () => {
    const external = { ...settings, externalUrlRegex: 'other\\.dev|partner\\.org' };
    expect(resolveHitUrl('https://other.dev/guide/', external)).toEqual({ url: 'https://other.dev/guide/', external: true });
    expect(resolveHitUrl('https://example.com/guide/', external)).toEqual({ url: '/guide/', external: false });
    expect(resolveHitUrl('https://other.dev/x', { ...settings, externalUrlRegex: '(' })).toEqual({ url: '/x', external: false });
  });
});

describe('mapDocSearchHit', () => {
  it('maps a page record', () => {
    expect(
      mapDocSearchHit(
        hit({ cairn_tag: 'docs-default-current', _highlightResult: { hierarchy: { lvl1: { value: '<mark>Install</mark>ation' } } } }),
        settings,
      ),
    ).toEqual({
      id: 'o1',
      url: '/docs/install/',
      lvl0: 'Docs',
      title: 'Installation',
      excerptHtml: '<mark>Install</mark>ation',
      type: 'docs',
    });
  });

  it('maps a content record under its deepest heading, with the snippet as excerpt', () => {
    const mapped = mapDocSearchHit(
      hit({
        objectID: 'o2',
        url: 'https://example.com/docs/install/#with-npm',
        type: 'content',
        hierarchy: { lvl0: 'Docs', lvl1: 'Installation', lvl2: 'Requirements', lvl3: 'With npm', lvl4: null },
        content: 'Run npm install <x>',
        _snippetResult: { content: { value: '… Run npm <mark>install</mark> <x> <img onerror=1>' } },
      }),
      settings,
    );
    expect(mapped).toMatchObject({
      url: '/docs/install/#with-npm',
      title: 'Installation',
      heading: 'With npm',
      excerptHtml: '… Run npm <mark>install</mark> &lt;x&gt; &lt;img onerror=1&gt;',
      type: 'page',
    });
    expect(mapped.category).toBeUndefined();
  });

  it('uses the highlighted heading for a heading record, and guesses blog from the path', () => {
    expect(
      mapDocSearchHit(
        hit({
          url: 'https://example.com/blog/release/#whats-new',
          type: 'lvl2',
          hierarchy: { lvl0: 'Blog', lvl1: 'Release', lvl2: "What's new" },
          _highlightResult: { hierarchy: { lvl2: { value: "What's <mark>new</mark>" } } },
        }),
        settings,
      ),
    ).toMatchObject({ heading: "What's new", excerptHtml: 'What&#39;s <mark>new</mark>', type: 'blog' });
  });
});

describe('createDocSearchBackend', () => {
  it('sends one simple POST (credentials in the query string) with the query, the paging and the filters', async () => {
    const fetch = vi.fn((..._args: Parameters<typeof globalThis.fetch>) =>
      Promise.resolve(jsonResponse({ results: [{ hits: [hit({})], nbHits: 41, page: 2, nbPages: 3 }] })),
    );
    const backend = createDocSearchBackend(
      { ...settings, searchParameters: { attributesToRetrieve: ['hierarchy'], page: 9 } },
      { locale: 'en', fetch },
    );
    const response = await backend.search({ ...request, page: 2 });
    expect(response).toMatchObject({ nbHits: 41, page: 2, nbPages: 3 });
    expect(response.hits).toHaveLength(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://x1y2z3-dsn.algolia.net/1/indexes/*/queries?x-algolia-application-id=X1Y2Z3&x-algolia-api-key=public-key');
    expect(init?.method).toBe('POST');
    // Nothing but a safelisted content type: no CORS preflight.
    expect(init?.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(JSON.parse(init?.body as string)).toEqual({
      requests: [
        {
          indexName: 'cairn',
          query: 'install',
          hitsPerPage: 20,
          page: 2,
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          attributesToSnippet: ['content:20'],
          snippetEllipsisText: '…',
          attributesToRetrieve: ['hierarchy'],
          facetFilters: ['language:en', ['cairn_tag:default', 'cairn_tag:docs-default-current']],
        },
      ],
    });
  });

  it('keeps the hits of one page together', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        jsonResponse({
          results: [
            {
              hits: [
                hit({ objectID: 'a', url: 'https://example.com/a/' }),
                hit({ objectID: 'b', url: 'https://example.com/b/' }),
                hit({ objectID: 'a2', url: 'https://example.com/a/#x' }),
              ],
              nbHits: 3,
              page: 0,
              nbPages: 1,
            },
          ],
        }),
      ),
    );
    const response = await createDocSearchBackend(settings, { locale: 'en', fetch }).search(request);
    expect(response.hits.map((h) => h.id)).toEqual(['a', 'a2', 'b']);
  });

  it('rejects with SearchUnavailableError on an HTTP error or a network failure', async () => {
    const failing = vi.fn(() => Promise.resolve(new Response('{"message":"Invalid API key"}', { status: 403 })));
    await expect(createDocSearchBackend(settings, { locale: 'en', fetch: failing }).search(request)).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createDocSearchBackend(settings, { locale: 'en', fetch: offline }).search(request)).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
  });

  it('passes the signal and rethrows the abort as is', async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.signal).toBe(controller.signal);
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(
      createDocSearchBackend(settings, { locale: 'en', fetch }).search({ ...request, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not query for an empty query', async () => {
    const fetch = vi.fn();
    expect(await createDocSearchBackend(settings, { locale: 'en', fetch }).search({ ...request, query: ' ' })).toEqual({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
