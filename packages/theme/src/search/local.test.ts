import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PagefindDocument, type PagefindModule, createLocalBackend, matchesQuery, documentHits, resetLocalSearchCache } from './local';
import { SearchUnavailableError } from './types';

afterEach(() => resetLocalSearchCache());

function doc(n: number, extra: Partial<PagefindDocument> = {}): PagefindDocument {
  return {
    url: `/docs/page-${n}/`,
    excerpt: `Page ${n} <mark>text</mark>`,
    meta: { title: `Page ${n}`, lvl0: 'Docs', category: 'Guides › Markdown' },
    filters: { type: ['docs'], cairn_tag: ['docs-default-current'] },
    sub_results: [],
    ...extra,
  };
}

function fakePagefind(documents: PagefindDocument[]) {
  const data = documents.map((document) => vi.fn(() => Promise.resolve(document)));
  const pagefind = {
    options: vi.fn(() => Promise.resolve()),
    init: vi.fn(() => Promise.resolve()),
    mergeIndex: vi.fn((_indexUrl: string, _options?: Record<string, unknown>) => Promise.resolve()),
    search: vi.fn((_query: string, _options?: { filters?: Record<string, unknown> }) =>
      Promise.resolve({ results: documents.map((document, index) => ({ id: document.url, data: data[index]! })) }),
    ),
  } satisfies PagefindModule;
  return { pagefind, data };
}

describe('createLocalBackend', () => {
  it('loads pagefind.js from the index URL once, with the site-absolute base URL', async () => {
    const { pagefind } = fakePagefind([doc(1)]);
    const importer = vi.fn(() => Promise.resolve(pagefind));
    const backend = createLocalBackend('/base/pagefind/', [], importer);
    await backend.search({ query: 'text', tags: [], page: 0, hitsPerPage: 10 });
    await createLocalBackend('/base/pagefind/', [], importer).search({ query: 'more', tags: [], page: 0, hitsPerPage: 10 });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledWith('/base/pagefind/pagefind.js');
    expect(pagefind.options).toHaveBeenCalledWith({ baseUrl: '/', excerptLength: 24 });
    expect(pagefind.init).toHaveBeenCalledTimes(1);
    expect(pagefind.mergeIndex).not.toHaveBeenCalled();
  });

  it('merges the other parts of an index in parts once, with the same options, before searching', async () => {
    const { pagefind } = fakePagefind([doc(1)]);
    const order: string[] = [];
    pagefind.init.mockImplementation(() => (order.push('init'), Promise.resolve()));
    pagefind.mergeIndex.mockImplementation((indexUrl: string) => (order.push(`merge ${indexUrl}`), Promise.resolve()));
    pagefind.search.mockImplementation(() => (order.push('search'), Promise.resolve({ results: [] })));
    const parts = ['/base/pagefind/part-1/', '/base/pagefind/part-2/'];
    const backend = createLocalBackend('/base/pagefind/', parts, () => Promise.resolve(pagefind));
    await backend.search({ query: 'text', tags: [], page: 0, hitsPerPage: 10 });
    await backend.search({ query: 'more', tags: [], page: 0, hitsPerPage: 10 });
    expect(order).toEqual(['init', 'merge /base/pagefind/part-1/', 'merge /base/pagefind/part-2/', 'search', 'search']);
    expect(pagefind.mergeIndex).toHaveBeenCalledWith('/base/pagefind/part-2/', { baseUrl: '/', excerptLength: 24 });
  });

  it('reports an index whose part cannot be loaded as unavailable, and tries again on the next search', async () => {
    const { pagefind } = fakePagefind([doc(1)]);
    pagefind.mergeIndex.mockImplementationOnce(() => Promise.reject(new Error('404')));
    const importer = vi.fn(() => Promise.resolve(pagefind));
    const backend = createLocalBackend('/pagefind/', ['/pagefind/part-1/'], importer);
    await expect(backend.search({ query: 'text', tags: [], page: 0, hitsPerPage: 10 })).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(backend.search({ query: 'text', tags: [], page: 0, hitsPerPage: 10 })).resolves.toMatchObject({ nbHits: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('filters on the tags, and not at all without tags', async () => {
    const { pagefind } = fakePagefind([doc(1)]);
    const backend = createLocalBackend('/pagefind/', [], () => Promise.resolve(pagefind));
    await backend.search({ query: 'text', tags: ['default', 'docs-default-current'], page: 0, hitsPerPage: 10 });
    expect(pagefind.search).toHaveBeenLastCalledWith('text', {
      filters: { cairn_tag: { any: ['default', 'docs-default-current'] } },
    });
    await backend.search({ query: 'text', tags: [], page: 0, hitsPerPage: 10 });
    expect(pagefind.search).toHaveBeenLastCalledWith('text', { filters: {} });
  });

  it('pages documents and loads the data of the requested page only', async () => {
    const { pagefind, data } = fakePagefind([1, 2, 3, 4, 5].map((n) => doc(n)));
    const backend = createLocalBackend('/pagefind/', [], () => Promise.resolve(pagefind));
    const response = await backend.search({ query: 'text', tags: [], page: 1, hitsPerPage: 2 });
    expect(response).toMatchObject({ nbHits: 5, page: 1, nbPages: 3 });
    expect(response.hits.map((hit) => hit.url)).toEqual(['/docs/page-3/', '/docs/page-4/']);
    expect(data.map((fn) => fn.mock.calls.length)).toEqual([0, 0, 1, 1, 0]);
  });

  it('answers an empty query without loading the index', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('not called')));
    const response = await createLocalBackend('/pagefind/', [], importer).search({ query: '  ', tags: [], page: 0, hitsPerPage: 5 });
    expect(response).toEqual({ hits: [], nbHits: 0, page: 0, nbPages: 0 });
    expect(importer).not.toHaveBeenCalled();
  });

  it('rejects with SearchUnavailableError when the bundle cannot load, and retries next time', async () => {
    const { pagefind } = fakePagefind([doc(1)]);
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(pagefind);
    const backend = createLocalBackend('/pagefind/', [], importer);
    await expect(backend.search({ query: 'text', tags: [], page: 0, hitsPerPage: 5 })).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(backend.search({ query: 'text', tags: [], page: 0, hitsPerPage: 5 })).resolves.toMatchObject({ nbHits: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('rejects with SearchUnavailableError when a fragment cannot load', async () => {
    const { pagefind, data } = fakePagefind([doc(1)]);
    data[0]!.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const backend = createLocalBackend('/pagefind/', [], () => Promise.resolve(pagefind));
    await expect(backend.search({ query: 'a', tags: [], page: 0, hitsPerPage: 5 })).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('rejects with SearchUnavailableError when the index cannot be searched', async () => {
    const { pagefind } = fakePagefind([doc(1)]);
    pagefind.search.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const backend = createLocalBackend('/pagefind/', [], () => Promise.resolve(pagefind));
    await expect(backend.search({ query: 'a', tags: [], page: 0, hitsPerPage: 5 })).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('throws an AbortError when aborted, before or during the search', async () => {
    const { pagefind } = fakePagefind([doc(1)]);
    const backend = createLocalBackend('/pagefind/', [], () => Promise.resolve(pagefind));
    const before = new AbortController();
    before.abort();
    await expect(backend.search({ query: 'a', tags: [], page: 0, hitsPerPage: 5, signal: before.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const during = new AbortController();
    pagefind.search.mockImplementationOnce(async () => {
      during.abort();
      return { results: [] };
    });
    await expect(backend.search({ query: 'a', tags: [], page: 0, hitsPerPage: 5, signal: during.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('documentHits', () => {
  it('maps a document to a page hit and its best three sections', () => {
    const sub = (anchor: string, score: number) => ({
      title: `Heading ${anchor}`,
      url: `/docs/page-1/#${anchor}`,
      excerpt: `in <mark>${anchor}</mark>`,
      weighted_locations: [{ weight: 1, balanced_score: score, location: 1 }],
    });
    const hits = documentHits(
      doc(1, {
        sub_results: [
          { title: 'Page 1', url: '/docs/page-1/', excerpt: 'intro <mark>text</mark> & more', locations: [3] },
          sub('a', 1),
          sub('b', 5),
          sub('c', 3),
          sub('d', 2),
        ],
      }),
    );
    expect(hits).toEqual([
      {
        id: '/docs/page-1/',
        url: '/docs/page-1/',
        lvl0: 'Docs',
        title: 'Page 1',
        category: 'Guides › Markdown',
        type: 'docs',
        excerptHtml: 'intro <mark>text</mark> &amp; more',
      },
      expect.objectContaining({ url: '/docs/page-1/#b', heading: 'Heading b', excerptHtml: 'in <mark>b</mark>' }),
      expect.objectContaining({ url: '/docs/page-1/#c', heading: 'Heading c' }),
      expect.objectContaining({ url: '/docs/page-1/#d', heading: 'Heading d' }),
    ]);
  });

  it('uses the document excerpt without an intro, and defaults what the meta lacks', () => {
    const [hit, ...rest] = documentHits({ url: '/blog/post/', excerpt: '<b>x</b>', meta: {}, filters: { type: ['weird'] } });
    expect(rest).toEqual([]);
    expect(hit).toEqual({ id: '/blog/post/', url: '/blog/post/', lvl0: '', title: '/blog/post/', type: 'page', excerptHtml: '&lt;b&gt;x&lt;/b&gt;' });
  });
});

describe('matchesQuery', () => {
  const doc = (excerpt: string, sub: string[] = []) => ({
    url: '/p/',
    excerpt,
    meta: {},
    sub_results: sub.map((text, index) => ({ title: `S${index}`, url: `/p/#s${index}`, excerpt: text })),
  });

  it('accepts highlighted words that start like a query word, stemmed or completed', () => {
    expect(matchesQuery(doc('the <mark>installation</mark> guide'), 'install')).toBe(true);
    expect(matchesQuery(doc('nothing', ['<mark>Run</mark> it']), 'running docs')).toBe(true);
    expect(matchesQuery(doc('<mark>UI</mark> kit'), 'ui')).toBe(true);
  });

  it("refuses Pagefind's one-letter fallback for a word that matches nothing", () => {
    expect(matchesQuery(doc('x = 1 <mark>z</mark> = 3'), 'zzqxjwv')).toBe(false);
    expect(matchesQuery(doc('<mark>|x|</mark> = 2'), 'xylophonequartz')).toBe(false);
    expect(matchesQuery(doc('no marks at all'), 'anything')).toBe(false);
  });
});
