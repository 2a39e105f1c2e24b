/**
 * Site data chunks: the parts of the site data that grow with the site (each docs instance's
 * lists of docs, the data of the static images), which the site data names by URL instead of
 * carrying them, so that a page does not grow with the site.
 *
 * The server renderer is handed every chunk (`provideSiteChunk`) and records the ones a page
 * reads whole; that page preloads them and loads them before it hydrates (its boot data's
 * `siteChunks`). Other pages load them with the route manifest, when the visitor first heads
 * for another page; a component that reads one before that suspends until it is there.
 */
import { use, useSyncExternalStore } from 'react';
import { fetchJsonOverNetwork, type FetchJson } from './fetchJson';
import { memoizeAsync } from './memoizeAsync';

const loaded = new Map<string, unknown>();
let fetchChunk: FetchJson = fetchJsonOverNetwork;
/** Fetches a chunk once and keeps it; a failed fetch is tried again next time. */
const fetchAndKeep = async (url: string): Promise<unknown> => {
  const value = await fetchChunk(url);
  loaded.set(url, value);
  changed();
  return value;
};
let fetchOnce = memoizeAsync(fetchAndKeep);

let revision = 0;
const listeners = new Set<() => void>();
/** Set while the server renders a page: the chunks it read whole. */
let reads: Set<string> | null = null;

function changed(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

/** A chunk the server renderer was handed, or a test set up: it counts as loaded. */
export function provideSiteChunk(url: string, value: unknown): void {
  loaded.set(url, value);
  changed();
}

/** Forgets every chunk loaded so far, as a fresh page starts (tests of a server and a browser in one process). */
export function forgetSiteChunks(): void {
  loaded.clear();
  fetchOnce = memoizeAsync(fetchAndKeep);
  changed();
}

/** How chunks are fetched in the browser: the route loader's cached fetch. */
export function setSiteChunksFetch(fetchJson: FetchJson): void {
  fetchChunk = fetchJson;
}

/** A chunk by URL: the one already there, else fetched once. */
function load(url: string): Promise<unknown> {
  return loaded.has(url) ? Promise.resolve(loaded.get(url)) : fetchOnce(url);
}

/** Loads chunks by URL, each once; a failed load can be retried. */
export function loadSiteChunks(urls: readonly string[]): Promise<void> {
  return Promise.all(urls.map(load)).then(() => undefined);
}

/** The chunk at `url` if it is loaded, without waiting or recording a read. */
export function loadedSiteChunk(url: string): unknown {
  return loaded.get(url);
}

/**
 * The chunk at `url`, read whole: recorded while the server renders a page (which then loads
 * it before hydrating); in the browser, a component reading one that is not loaded yet
 * suspends until it is.
 */
export function readSiteChunk(url: string): unknown {
  if (loaded.has(url)) {
    reads?.add(url);
    return loaded.get(url);
  }
  return use(load(url));
}

/** Runs a (synchronous) server render and tells which chunks it read whole. */
export function recordSiteChunkReads<T>(render: () => T): { result: T; chunks: string[] } {
  const record = new Set<string>();
  reads = record;
  try {
    return { result: render(), chunks: [...record] };
  } finally {
    reads = null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Re-renders the caller when a chunk arrives, which may answer what the page's own data could
 * not. Hydration starts from 0 like the server, whatever is loaded by then.
 */
export function useSiteChunksRevision(): number {
  return useSyncExternalStore(
    subscribe,
    () => revision,
    () => 0,
  );
}
