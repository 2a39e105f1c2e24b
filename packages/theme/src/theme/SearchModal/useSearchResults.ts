import { useEffect, useRef, useState } from 'react';
import { useLoadSearchBackend } from '@cairn/theme/internal';
import { useContextualSearchTags } from '@cairn/theme/internal';
import { SearchUnavailableError, type SearchBackend, type SearchResponse } from '@cairn/theme/internal';

/** Long enough to skip the queries of a fast typist's intermediate keystrokes, short enough not to feel late. */
export const SEARCH_DEBOUNCE_MS = 80;
export const HITS_PER_PAGE = 8;

export interface SearchResults {
  /** `idle`: empty query; `loading`: waiting for the answer to `query`. */
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The query (trimmed) the state is about. */
  query: string;
  /** The last answer; while loading, the previous query's, so the list does not blink between keystrokes. */
  response: SearchResponse | null;
}

const IDLE: SearchResults = { status: 'idle', query: '', response: null };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** Results for `query` from the site's backend, limited to the tags of the page being read. */
export function useSearchResults(query: string): SearchResults {
  const loadBackend = useLoadSearchBackend();
  const tags = useContextualSearchTags();
  const tagsKey = tags.join('\n');
  const backend = useRef<Promise<SearchBackend> | null>(null);
  const [results, setResults] = useState<SearchResults>(IDLE);

  const getBackend = (): Promise<SearchBackend> => {
    if (!loadBackend) return Promise.reject(new SearchUnavailableError('This site has no search.'));
    backend.current ??= loadBackend().catch((error: unknown) => {
      // The next query tries again: the network may be back.
      backend.current = null;
      throw error;
    });
    return backend.current;
  };

  // The index starts loading with the modal, while the visitor types.
  useEffect(() => {
    getBackend().catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadBackend]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setResults(IDLE);
      return;
    }
    setResults((previous) => ({ status: 'loading', query: trimmed, response: previous.response }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getBackend()
        .then((ready) => ready.search({ query: trimmed, tags, page: 0, hitsPerPage: HITS_PER_PAGE, signal: controller.signal }))
        .then(
          (response) => {
            if (!controller.signal.aborted) setResults({ status: 'done', query: trimmed, response });
          },
          (error: unknown) => {
            if (controller.signal.aborted || isAbort(error)) return;
            // An unreachable index is expected now and then; anything else is a bug worth a trace.
            if (!(error instanceof SearchUnavailableError)) console.error('Cairn: search failed.', error);
            setResults({ status: 'error', query: trimmed, response: null });
          },
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `tagsKey` stands for `tags`, whose array identity may change without its values changing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, tagsKey, loadBackend]);

  return results;
}
