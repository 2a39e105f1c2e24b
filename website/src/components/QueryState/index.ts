import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * The page's query string as state, for filters kept in the URL.
 *
 * The server renders with an empty query (the unfiltered page, which works without
 * JavaScript); in the browser, React re-renders with the real query right after hydration,
 * so the markup always matches. Changes are written with the History API: `push` adds an
 * entry (so Back restores the previous filter), `replace` rewrites the current one (typing).
 * The router's own state is kept on each entry, so going back and forth between filters is
 * not taken for a new page (no scroll to the top).
 */

const CHANGE_EVENT = 'cairn:querychange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const getSnapshot = () => window.location.search;
const getServerSnapshot = () => '';

export type QueryUpdate = (params: URLSearchParams, mode?: 'push' | 'replace') => void;

export function useQueryState(): [URLSearchParams, QueryUpdate] {
  const search = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const update = useCallback<QueryUpdate>((params, mode = 'push') => {
    const query = params.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    if (mode === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, update];
}
