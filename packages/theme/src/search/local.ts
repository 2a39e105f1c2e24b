/**
 * Local search over the Pagefind index the engine writes at build time (crates/cairn_search).
 * Pagefind's browser bundle is loaded from the site itself, on the first search only.
 */
import { sanitizeExcerpt } from './highlight';
import { type SearchBackend, type SearchContentType, type SearchHit, type SearchRequest, type SearchResponse, SearchUnavailableError } from './types';

/** The part of Pagefind's browser API this backend uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindDocument {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindDocument>;
}

export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void> | void;
  init(): Promise<void> | void;
  /** Adds another index to every search, loaded from its folder with this module's wasm. */
  mergeIndex(indexUrl: string, options?: Record<string, unknown>): Promise<void>;
  search(query: string, options?: { filters?: Record<string, unknown> }): Promise<{ results: PagefindResult[] } | null>;
}

export type PagefindImporter = (url: string) => Promise<PagefindModule>;

/** Section hits shown under one page, at most. */
export const MAX_SECTIONS_PER_PAGE = 3;

/** Words around the match in an excerpt. */
const EXCERPT_LENGTH = 24;

const CONTENT_TYPES: readonly SearchContentType[] = ['docs', 'blog', 'page'];

const importPagefind: PagefindImporter = (url) => import(/* @vite-ignore */ url) as Promise<PagefindModule>;

/** One loaded (and initialised) Pagefind per index URL, shared by the modal and the search page. */
const modules = new Map<string, Promise<PagefindModule>>();

/** Forgets the loaded modules (tests). */
export function resetLocalSearchCache(): void {
  modules.clear();
}

function abortError(): DOMException {
  return new DOMException('The search was aborted.', 'AbortError');
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

function loadPagefind(indexUrl: string, partUrls: readonly string[], importer: PagefindImporter): Promise<PagefindModule> {
  const cached = modules.get(indexUrl);
  if (cached) return cached;
  const loading = (async () => {
    // Server rendering never searches; this keeps a stray call from importing a URL in Node.
    if (typeof window === 'undefined') throw new SearchUnavailableError('Search runs in the browser only.');
    let pagefind: PagefindModule;
    try {
      pagefind = await importer(`${indexUrl}pagefind.js`);
      // Record URLs in the index already carry the site's base URL.
      const options = { baseUrl: '/', excerptLength: EXCERPT_LENGTH };
      await pagefind.options(options);
      await pagefind.init();
      // A large site's index comes in parts (`[search] pagesPerIndexPart`): every search
      // covers all of them, their results ranked together.
      await Promise.all(partUrls.map((partUrl) => pagefind.mergeIndex(partUrl, options)));
    } catch (error) {
      throw new SearchUnavailableError(`The search index at ${indexUrl} could not be loaded.`, { cause: error });
    }
    return pagefind;
  })();
  modules.set(indexUrl, loading);
  // A failed load is retried on the next search (the network may be back).
  loading.catch(() => {
    if (modules.get(indexUrl) === loading) modules.delete(indexUrl);
  });
  return loading;
}

function score(subResult: PagefindSubResult): number {
  const weighted = subResult.weighted_locations;
  if (weighted && weighted.length > 0) return weighted.reduce((sum, location) => sum + location.balanced_score, 0);
  // Without location data there is nothing to rank by: keep the index's order.
  return subResult.locations?.length ?? 1;
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function contentType(document: PagefindDocument): SearchContentType {
  const type = document.filters?.type?.[0];
  return CONTENT_TYPES.find((candidate) => candidate === type) ?? 'page';
}

/** A document as a page hit followed by its best sections. */
export function documentHits(document: PagefindDocument): SearchHit[] {
  const pageUrl = document.url;
  const title = document.meta.title || pageUrl;
  const lvl0 = document.meta.lvl0 ?? '';
  const category = document.meta.category || undefined;
  const type = contentType(document);
  const subResults = document.sub_results ?? [];
  // The text before the first heading is a sub-result at the page's own URL: it is the page.
  const intro = subResults.find((subResult) => subResult.url === pageUrl);
  const sections = subResults
    .filter((subResult) => subResult !== intro && withoutHash(subResult.url) !== subResult.url)
    .map((subResult, index) => ({ subResult, index, score: score(subResult) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SECTIONS_PER_PAGE);

  const common = { lvl0, title, type, ...(category ? { category } : {}) };
  const hits: SearchHit[] = [
    { id: pageUrl, url: pageUrl, excerptHtml: sanitizeExcerpt(intro && score(intro) > 0 ? intro.excerpt : document.excerpt), ...common },
  ];
  for (const { subResult } of sections) {
    hits.push({ id: subResult.url, url: subResult.url, heading: subResult.title, excerptHtml: sanitizeExcerpt(subResult.excerpt), ...common });
  }
  return hits;
}

/** Letters a highlighted word must share with a query word, at most. */
const MIN_SHARED_PREFIX = 3;

/**
 * Whether a document matches the query for real. When a word matches nothing, Pagefind falls
 * back to ever shorter prefixes of it, down to one letter, so `zzqxjwv` "finds" every page with
 * a `z`; a visitor is better served by the no-results screen. A real match highlights a word
 * that starts like a query word (three letters, or the whole of a shorter word).
 */
export function matchesQuery(document: PagefindDocument, query: string): boolean {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const excerpts = [document.excerpt, ...(document.sub_results ?? []).map((sub) => sub.excerpt)];
  for (const excerpt of excerpts) {
    for (const [, marked] of (excerpt ?? '').matchAll(/<mark>(.*?)<\/mark>/g)) {
      const found = (marked ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
      if (words.some((word) => found.startsWith(word.slice(0, MIN_SHARED_PREFIX)) && found.length >= Math.min(word.length, MIN_SHARED_PREFIX))) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Searches the index whose first part (with Pagefind's library) is at `indexUrl`, and the other
 * parts at `partUrls`.
 */
export function createLocalBackend(indexUrl: string, partUrls: readonly string[] = [], importer: PagefindImporter = importPagefind): SearchBackend {
  return {
    async search({ query, tags, page, hitsPerPage, signal }: SearchRequest): Promise<SearchResponse> {
      throwIfAborted(signal);
      const trimmed = query.trim();
      if (trimmed === '') return { hits: [], nbHits: 0, page: 0, nbPages: 0 };
      const pagefind = await loadPagefind(indexUrl, partUrls, importer);
      throwIfAborted(signal);
      let results: PagefindResult[];
      try {
        const found = await pagefind.search(trimmed, { filters: tags.length ? { cairn_tag: { any: tags } } : {} });
        results = found?.results ?? [];
      } catch (error) {
        throw new SearchUnavailableError('The search index could not be read.', { cause: error });
      }
      throwIfAborted(signal);

      const perPage = Math.max(1, hitsPerPage);
      const nbHits = results.length;
      const nbPages = Math.ceil(nbHits / perPage);
      const pageResults = results.slice(page * perPage, (page + 1) * perPage);
      let documents: PagefindDocument[];
      try {
        documents = await Promise.all(pageResults.map((result) => result.data()));
      } catch (error) {
        throw new SearchUnavailableError('Search results could not be loaded.', { cause: error });
      }
      throwIfAborted(signal);
      if (page === 0 && documents.length > 0 && !documents.some((document) => matchesQuery(document, trimmed))) {
        return { hits: [], nbHits: 0, page: 0, nbPages: 0 };
      }
      return { hits: documents.flatMap(documentHits), nbHits, page, nbPages };
    },
  };
}
