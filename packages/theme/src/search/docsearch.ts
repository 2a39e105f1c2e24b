/**
 * Hosted search over an Algolia DocSearch index, queried with one `fetch`: a search is a single
 * POST, not worth a client library in the visitor's download.
 */
import type { DocSearchData } from '../contract.generated';
import { excerptText, sanitizeExcerpt } from './highlight';
import { type SearchBackend, type SearchContentType, type SearchHit, type SearchRequest, type SearchResponse, SearchUnavailableError } from './types';

export interface DocSearchContext {
  /** The page's locale: contextual search keeps to records with this `language`. */
  locale: string;
  /** The site's URL (`https://example.com`): relative record URLs resolve against it outside a browser. */
  siteUrl?: string;
  /** For tests; the global `fetch` otherwise. */
  fetch?: typeof fetch;
}

/** The facet the engine's `docsearch:cairn_tag` meta tags become in a crawled index. */
export const TAG_FACET = 'cairn_tag';
export const LANGUAGE_FACET = 'language';

type FacetFilters = (string | string[])[];

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

interface HighlightValue {
  value?: string;
}

/** A DocSearch record as Algolia returns it (only what is read here). */
export interface DocSearchHit {
  objectID: string;
  url: string;
  type?: string;
  hierarchy?: Partial<Record<Level, string | null>>;
  content?: string | null;
  cairn_tag?: string | string[];
  _highlightResult?: { hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  _snippetResult?: { content?: HighlightValue; hierarchy?: Partial<Record<Level, HighlightValue>> };
}

interface AlgoliaResult {
  hits?: DocSearchHit[];
  nbHits?: number;
  page?: number;
  nbPages?: number;
}

/** The Algolia host for an application: its search-only DSN. */
export function docSearchEndpoint(appId: string): string {
  return `https://${appId.toLowerCase()}-dsn.algolia.net/1/indexes/*/queries`;
}

/** The endpoint with the application id and the public search key. */
export function docSearchUrl(settings: Pick<DocSearchData, 'appId' | 'apiKey'>): string {
  const credentials = new URLSearchParams({ 'x-algolia-application-id': settings.appId, 'x-algolia-api-key': settings.apiKey });
  return `${docSearchEndpoint(settings.appId)}?${credentials}`;
}

/** Algolia accepts a filter or a list of them; a lone string is one filter. */
function asFilterList(value: unknown): FacetFilters {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string | string[] => typeof item === 'string' || Array.isArray(item));
  return [];
}

/**
 * The facet filters of a query: with contextual search, the locale and one of the tags (an
 * inner array is an OR), then the site's own `facetFilters` (ANDed after them).
 */
export function buildFacetFilters(settings: DocSearchData, locale: string, tags: readonly string[]): FacetFilters | undefined {
  const own = asFilterList(settings.searchParameters.facetFilters);
  if (!settings.contextualSearch) return own.length > 0 ? own : undefined;
  const contextual: FacetFilters = [`${LANGUAGE_FACET}:${locale}`];
  if (tags.length > 0) contextual.push(tags.map((tag) => `${TAG_FACET}:${tag}`));
  return [...contextual, ...own];
}

export function buildRequestBody(settings: DocSearchData, locale: string, request: SearchRequest): string {
  const facetFilters = buildFacetFilters(settings, locale, request.tags);
  const params: Record<string, unknown> = {
    indexName: settings.indexName,
    query: request.query,
    hitsPerPage: request.hitsPerPage,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:20'],
    snippetEllipsisText: '…',
    ...settings.searchParameters,
    // The caller pages through results; the site's parameters cannot move it elsewhere.
    page: request.page,
  };
  if (facetFilters) params.facetFilters = facetFilters;
  else delete params.facetFilters;
  return JSON.stringify({ requests: [params] });
}

function matchesExternal(pattern: string | undefined, href: string): boolean {
  if (!pattern) return false;
  try {
    return new RegExp(pattern).test(href);
  } catch {
    // The config checks the key is set, not that the browser accepts it: a bad pattern marks nothing.
    return false;
  }
}

/**
 * Where a hit leads. Records are crawled from the production site but the visitor may be on
 * a preview or a local server, so every URL becomes a path on this site (as DocSearch does on
 * Docusaurus sites), except the ones the site marks as external.
 */
export function resolveHitUrl(hitUrl: string, settings: DocSearchData, siteUrl?: string): { url: string; external: boolean } {
  const base = typeof window !== 'undefined' ? window.location.href : (siteUrl ?? 'http://localhost/');
  let parsed: URL;
  try {
    parsed = new URL(hitUrl, base);
  } catch {
    return { url: hitUrl, external: false };
  }
  if (matchesExternal(settings.externalUrlRegex, parsed.href)) return { url: parsed.href, external: true };
  let pathname = parsed.pathname;
  const replacement = settings.replaceSearchResultPathname;
  if (replacement) pathname = pathname.split(replacement.from).join(replacement.to);
  return { url: pathname + parsed.hash, external: false };
}

function deepestHeading(hit: DocSearchHit): Level | undefined {
  for (let index = LEVELS.length - 1; index >= 2; index -= 1) {
    const level = LEVELS[index]!;
    if (hit.hierarchy?.[level]) return level;
  }
  return undefined;
}

function contentType(hit: DocSearchHit, path: string): SearchContentType {
  const tags = typeof hit.cairn_tag === 'string' ? [hit.cairn_tag] : (hit.cairn_tag ?? []);
  if (tags.some((tag) => tag.startsWith('docs-'))) return 'docs';
  return /\/blog(\/|$)/.test(path) ? 'blog' : 'page';
}

/** A DocSearch record as a result: the page (lvl1), and the heading for a section record. */
export function mapDocSearchHit(hit: DocSearchHit, settings: DocSearchData, siteUrl?: string): SearchHit {
  const { url, external } = resolveHitUrl(hit.url, settings, siteUrl);
  const lvl0 = hit.hierarchy?.lvl0 ?? '';
  const title = hit.hierarchy?.lvl1 ?? lvl0;
  const isSection = hit.type === 'content' || (hit.type !== undefined && /^lvl[2-6]$/.test(hit.type));
  const headingLevel = isSection ? deepestHeading(hit) : undefined;
  const heading = headingLevel ? hit.hierarchy?.[headingLevel] ?? undefined : undefined;
  const snippet = hit.content ? hit._snippetResult?.content?.value : undefined;
  const highlightedHeading =
    (headingLevel && hit._highlightResult?.hierarchy?.[headingLevel]?.value) || hit._highlightResult?.hierarchy?.lvl1?.value;
  const excerpt = snippet ?? highlightedHeading ?? hit.content ?? '';
  return {
    id: hit.objectID,
    url,
    lvl0: excerptText(lvl0),
    title: excerptText(title),
    ...(heading ? { heading: excerptText(heading) } : {}),
    excerptHtml: sanitizeExcerpt(excerpt),
    type: contentType(hit, url),
    ...(external ? { external: true } : {}),
  };
}

/** Puts hits of one page next to each other, in the order pages first appear. */
function groupByPage(hits: SearchHit[]): SearchHit[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const page = hit.url.split('#')[0] ?? hit.url;
    const group = groups.get(page);
    if (group) group.push(hit);
    else groups.set(page, [hit]);
  }
  return [...groups.values()].flat();
}

/** DOMException is not an Error subclass in every environment (jsdom): test the name. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function createDocSearchBackend(settings: DocSearchData, context: DocSearchContext): SearchBackend {
  return {
    async search(request: SearchRequest): Promise<SearchResponse> {
      if (request.signal?.aborted) throw new DOMException('The search was aborted.', 'AbortError');
      if (request.query.trim() === '') return { hits: [], nbHits: 0, page: 0, nbPages: 0 };
      const doFetch = context.fetch ?? globalThis.fetch;
      let result: AlgoliaResult | undefined;
      try {
        const response = await doFetch(docSearchUrl(settings), {
          method: 'POST',
          // Only CORS-safelisted headers: the browser sends the query at once, without a
          // preflight round trip (a custom header such as x-algolia-api-key would cost one, which
          // is why the credentials travel in the query string, as Algolia's browser clients do).
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: buildRequestBody(settings, context.locale, request),
          signal: request.signal,
        });
        if (!response.ok) {
          const detail = await response.text().catch(() => '');
          throw new SearchUnavailableError(`DocSearch answered ${response.status}${detail ? `: ${detail}` : ''}`);
        }
        const body = (await response.json()) as { results?: AlgoliaResult[] };
        result = body.results?.[0];
      } catch (error) {
        if (isAbort(error) || error instanceof SearchUnavailableError) throw error;
        throw new SearchUnavailableError('DocSearch could not be reached.', { cause: error });
      }
      if (request.signal?.aborted) throw new DOMException('The search was aborted.', 'AbortError');
      if (!result) throw new SearchUnavailableError('DocSearch answered without results.');
      const hits = groupByPage((result.hits ?? []).map((hit) => mapDocSearchHit(hit, settings, context.siteUrl)));
      return {
        hits,
        nbHits: result.nbHits ?? hits.length,
        page: result.page ?? request.page,
        nbPages: result.nbPages ?? (hits.length > 0 ? 1 : 0),
      };
    },
  };
}
