import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import {
  type DocsPluginData,
  DEFAULT_DOCS_PLUGIN_ID,
  translate,
  translatePlural,
  useAllDocsData,
  useIsBrowser,
  useLocation,
  useSiteData,
} from '@cairn/theme/internal';
import { useLoadSearchBackend } from '@cairn/theme/internal';
import { DEFAULT_SEARCH_TAG, searchTagOf, useContextualSearchVersions } from '@cairn/theme/internal';
import { type SearchBackend, type SearchHit, SearchUnavailableError } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** Documents per page of results (Pagefind), or records (DocSearch). */
export const SEARCH_PAGE_HITS_PER_PAGE = 10;
/** Skips the queries of a fast typist's intermediate keystrokes. */
export const SEARCH_PAGE_DEBOUNCE_MS = 100;

const QUERY_PARAMETER = 'q';

interface ResultsState {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The query and tags the state answers. */
  key: string;
  hits: SearchHit[];
  nbHits: number;
  /** The last page loaded, and how many there are. */
  page: number;
  nbPages: number;
  /** A further page is being fetched. */
  loadingMore: boolean;
}

const IDLE: ResultsState = { status: 'idle', key: '', hits: [], nbHits: 0, page: 0, nbPages: 0, loadingMore: false };

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function queryOf(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAMETER) ?? '';
}

/**
 * The query, kept in the address (`?q=`) without a history entry per keystroke. The server
 * renders the page without a query (the HTML is static), so the address is read once hydrated;
 * a navigation to the page with another `?q=` replaces what was typed.
 */
function useQueryParameter(): [string, (query: string) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => setTyped(null), [location.key, location.search]);
  const query = typed ?? (isBrowser ? queryOf(location.search) : '');
  const setQuery = useCallback((next: string) => {
    setTyped(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(QUERY_PARAMETER, next);
    else url.searchParams.delete(QUERY_PARAMETER);
    // The router's own state stays in the entry, so back and forward still work.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return [query, setQuery];
}

/** Results for `query` within `tags`, a page at a time. */
function useSearchPageResults(query: string, tags: string[]) {
  const loadBackend = useLoadSearchBackend();
  const backend = useRef<Promise<SearchBackend> | null>(null);
  const [state, setState] = useState<ResultsState>(IDLE);
  const trimmed = query.trim();
  const key = `${trimmed}\n${tags.join('\n')}`;
  const moreController = useRef<AbortController | null>(null);

  const getBackend = useCallback((): Promise<SearchBackend> => {
    if (!loadBackend) return Promise.reject(new SearchUnavailableError('This site has no search.'));
    backend.current ??= loadBackend().catch((error: unknown) => {
      // The next query tries again: the network may be back.
      backend.current = null;
      throw error;
    });
    return backend.current;
  }, [loadBackend]);

  const fail = useCallback((error: unknown, forKey: string) => {
    // An unreachable index is expected now and then; anything else is a bug worth a trace.
    if (!(error instanceof SearchUnavailableError)) console.error('Cairn: search failed.', error);
    setState((current) => (current.key === forKey ? { ...current, status: 'error', loadingMore: false } : current));
  }, []);

  useEffect(() => {
    moreController.current?.abort();
    if (!trimmed) {
      setState(IDLE);
      return;
    }
    setState((current) => ({ ...current, status: 'loading', key, loadingMore: false }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getBackend()
        .then((ready) =>
          ready.search({ query: trimmed, tags, page: 0, hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE, signal: controller.signal }),
        )
        .then(
          (response) => {
            if (controller.signal.aborted) return;
            setState({ status: 'done', key, hits: response.hits, nbHits: response.nbHits, page: response.page, nbPages: response.nbPages, loadingMore: false });
          },
          (error: unknown) => {
            if (!controller.signal.aborted && !isAbort(error)) fail(error, key);
          },
        );
    }, SEARCH_PAGE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the query and the tags, whose array identity may change without its values changing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, getBackend]);

  const hasMore = state.status === 'done' && state.page + 1 < state.nbPages;
  const loadMore = useCallback(() => {
    if (!hasMore || state.loadingMore) return;
    const forKey = state.key;
    const page = state.page + 1;
    const controller = new AbortController();
    moreController.current = controller;
    setState((current) => ({ ...current, loadingMore: true }));
    getBackend()
      .then((ready) => ready.search({ query: trimmed, tags, page, hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE, signal: controller.signal }))
      .then(
        (response) => {
          if (controller.signal.aborted) return;
          setState((current) => {
            if (current.key !== forKey) return current;
            const seen = new Set(current.hits.map((hit) => hit.id));
            return {
              ...current,
              hits: [...current.hits, ...response.hits.filter((hit) => !seen.has(hit.id))],
              nbHits: response.nbHits,
              page: response.page,
              nbPages: response.nbPages,
              loadingMore: false,
            };
          });
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) fail(error, forKey);
        },
      );
  }, [hasMore, state.loadingMore, state.key, state.page, getBackend, trimmed, tags, fail]);

  return { state, hasMore, loadMore, searching: state.status === 'loading' || state.key !== key };
}

/** Instances a visitor can choose a version of: those with more than one. */
function versionedInstances(all: Record<string, DocsPluginData>): [string, DocsPluginData][] {
  return Object.entries(all).filter(([, data]) => data.versions.length > 1);
}

function versionSelectLabel(pluginId: string): string {
  return pluginId === DEFAULT_DOCS_PLUGIN_ID
    ? translate({ id: 'theme.cairn.SearchPage.versionLabel', message: 'Docs version' })
    : translate({ id: 'theme.cairn.SearchPage.pluginVersionLabel', message: '{pluginId} version' }, { pluginId });
}

/** The tags to search: the contextual versions, with the visitor's choices on this page. */
function useSearchVersions() {
  const all = useAllDocsData();
  const contextual = useContextualSearchVersions();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const versionNames = useMemo(() => {
    const names: Record<string, string> = {};
    for (const [pluginId, version] of Object.entries(contextual)) names[pluginId] = chosen[pluginId] ?? version.name;
    return names;
  }, [contextual, chosen]);
  const tags = useMemo(
    () => [DEFAULT_SEARCH_TAG, ...Object.entries(versionNames).map(([pluginId, name]) => searchTagOf(pluginId, name))],
    [versionNames],
  );
  const choose = useCallback((pluginId: string, name: string) => setChosen((current) => ({ ...current, [pluginId]: name })), []);
  return { instances: versionedInstances(all), versionNames, tags, choose };
}

interface PageGroup {
  url: string;
  page: SearchHit | undefined;
  first: SearchHit;
  sections: SearchHit[];
}

/** Hits of one page arrive adjacent; a page's sections are listed under it. */
function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups: PageGroup[] = [];
  for (const hit of hits) {
    const url = hit.url.split('#')[0] ?? hit.url;
    let group = groups.at(-1);
    if (!group || group.url !== url) {
      group = { url, page: undefined, first: hit, sections: [] };
      groups.push(group);
    }
    if (hit.heading === undefined && !group.page) group.page = hit;
    else group.sections.push(hit);
  }
  return groups;
}

function HitLink({ hit, url, children }: { hit: SearchHit; url: string; children: string }) {
  return hit.external ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ) : (
    <Link to={url}>{children}</Link>
  );
}

function Excerpt({ html }: { html: string }) {
  if (!html) return null;
  // The backends keep only <mark> in excerpts and escape the rest (search/highlight.ts).
  return <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: html }} />;
}

function ResultItem({ group }: { group: PageGroup }) {
  const { first, page, sections } = group;
  const breadcrumbs = [first.lvl0, first.category].filter((part): part is string => Boolean(part));
  return (
    <li className={styles.result}>
      {breadcrumbs.length > 0 && <p className={styles.breadcrumbs}>{breadcrumbs.join(' › ')}</p>}
      <h2 className={styles.resultTitle}>
        <HitLink hit={first} url={page?.url ?? group.url}>
          {first.title}
        </HitLink>
      </h2>
      {page && <Excerpt html={page.excerptHtml} />}
      {sections.length > 0 && (
        <ul className={styles.sections}>
          {sections.map((section) => (
            <li key={section.id} className={styles.section}>
              <h3 className={styles.sectionTitle}>
                <HitLink hit={section} url={section.url}>
                  {section.heading ?? section.title}
                </HitLink>
              </h3>
              <Excerpt html={section.excerptHtml} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Calls `onVisible` when the element scrolls into view; nothing where IntersectionObserver is missing. */
function useOnVisible(onVisible: () => void, enabled: boolean) {
  const element = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Starts the next page a little before the end is reached.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return element;
}

function documentCount(count: number, lang: string): string {
  return translatePlural(
    count,
    { id: 'theme.SearchPage.documentsFound.plurals', message: '1 document found|{count} documents found' },
    { count: count.toLocaleString(lang) },
  );
}

/** The search results page (`/search/?q=`). */
export default function SearchPage() {
  const [query, setQuery] = useQueryParameter();
  const { instances, versionNames, tags, choose } = useSearchVersions();
  const { state, hasMore, loadMore, searching } = useSearchPageResults(query, tags);
  const sentinel = useOnVisible(loadMore, hasMore && !state.loadingMore);
  const inputId = useId();
  const { lang } = useSiteData();
  const trimmed = query.trim();
  const title = trimmed
    ? translate(
        { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
        { query: trimmed },
      )
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
  const loading = translate({ id: 'theme.cairn.loading', message: 'Loading…' });
  const groups = useMemo(() => groupByPage(state.hits), [state.hits]);

  const count = trimmed && !searching && state.status === 'done' && state.nbHits > 0 ? documentCount(state.nbHits, lang) : null;

  return (
    <Layout title={title}>
      <div className={styles.searchPage}>
        <h1 className={styles.title}>{title}</h1>
        <form className={styles.form} role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
          <label htmlFor={inputId} className="cairn-visually-hidden">
            {translate({ id: 'theme.SearchPage.inputLabel', message: 'Search the documentation' })}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name={QUERY_PARAMETER}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          {instances.length > 0 && (
            <div className={styles.versions}>
              {instances.map(([pluginId, data]) => {
                const selectId = `${inputId}-${pluginId}`;
                return (
                  <div key={pluginId} className={styles.version}>
                    <label htmlFor={selectId}>{versionSelectLabel(pluginId)}</label>
                    <select
                      id={selectId}
                      className={styles.select}
                      value={versionNames[pluginId] ?? ''}
                      onChange={(event) => choose(pluginId, event.target.value)}
                    >
                      {data.versions.map((version) => (
                        <option key={version.name} value={version.name}>
                          {version.label}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
            </div>
          )}
        </form>

        <div className={styles.status} role="status">
          {count && <p className={styles.count}>{count}</p>}
          {trimmed && searching && <p className={styles.muted}>{loading}</p>}
          {trimmed && !searching && state.status === 'error' && (
            <>
              <p className={styles.errorTitle}>
                {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
              </p>
              <p className={styles.muted}>
                {translate({
                  id: 'theme.SearchModal.errorScreen.helpText',
                  message: 'You might want to check your network connection.',
                })}
              </p>
            </>
          )}
          {trimmed && !searching && state.status === 'done' && state.nbHits === 0 && (
            <p className={styles.muted}>
              {translate(
                { id: 'theme.SearchPage.noResultsText', message: 'No results for "{query}"' },
                { query: trimmed },
              )}
            </p>
          )}
        </div>

        {/* The previous results stay (dimmed) while the next query runs, so the list does not blink per keystroke. */}
        {trimmed && state.status !== 'error' && groups.length > 0 && (
          <ol className={styles.results} aria-busy={searching} data-stale={searching || undefined}>
            {groups.map((group) => (
              <ResultItem key={`${group.first.id}`} group={group} />
            ))}
          </ol>
        )}

        {!searching && hasMore && (
          <div ref={sentinel} className={styles.more}>
            <button type="button" className="cairn-button" onClick={loadMore} disabled={state.loadingMore}>
              {state.loadingMore ? loading : translate({ id: 'theme.cairn.SearchPage.loadMore', message: 'Load more' })}
            </button>
          </div>
        )}
      </div>
    </Layout>
  );
}
