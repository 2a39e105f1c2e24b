/**
 * The one shape every search provider answers in, so the modal and the search page render
 * local (Pagefind) and hosted (DocSearch) results with the same code.
 *
 * What the engine puts in the local index (crates/cairn_search), per indexed page:
 * - meta `title` (the page title), `lvl0` (the group: a docs instance's label such as "Docs",
 *   "Blog", or "Pages"), optional `category` (the sidebar categories above the doc, joined
 *   with " › ");
 * - filters `cairn_tag` (`docs-<pluginId>-<versionName>` for docs, `default` for the rest) and
 *   `type` (`docs`, `blog` or `page`);
 * - one sub-result per heading (its URL ends with `#<heading id>`), and one for the text
 *   before the first heading (the page's own URL).
 */

export type SearchContentType = 'docs' | 'blog' | 'page';

/** One result: a page, or a section of a page. */
export interface SearchHit {
  /** Stable key for React lists and keyboard selection. */
  id: string;
  /** Where the result leads: a site URL with the base URL (and `#anchor` for a section), or
   * an absolute URL when `external`. */
  url: string;
  /** Top-level group the modal shows results under: "Docs", "Blog", "Community"… */
  lvl0: string;
  /** The page's title. */
  title: string;
  /** Categories between the group and the page ("Guides › Markdown"), when known. */
  category?: string;
  /** The heading the match is under, for a section result; absent for a page result. */
  heading?: string;
  /** An excerpt as HTML: text escaped, matched words wrapped in `<mark>`. */
  excerptHtml: string;
  type: SearchContentType;
  /** Opens as an external link (DocSearch's `externalUrlRegex`). */
  external?: boolean;
}

export interface SearchRequest {
  query: string;
  /** Results must carry one of these `cairn_tag` values; empty means no tag filter. */
  tags: string[];
  /** Zero-based page of results. */
  page: number;
  /** Pages (documents) per page of results. */
  hitsPerPage: number;
  /** Aborted when a newer query replaces this one. */
  signal?: AbortSignal;
}

export interface SearchResponse {
  /** Hits in rank order; hits of one page of the site are adjacent. */
  hits: SearchHit[];
  /** How many documents match in all (the search page's "N documents found"). */
  nbHits: number;
  /** The page of results these hits are, and how many pages there are. */
  page: number;
  nbPages: number;
}

export interface SearchBackend {
  /** Rejects with `SearchUnavailableError` when the index or the service cannot be reached
   * (the "Unable to fetch results" screen), and with an `AbortError` when aborted. */
  search(request: SearchRequest): Promise<SearchResponse>;
}

/** The index files or the hosted service could not be reached. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}
