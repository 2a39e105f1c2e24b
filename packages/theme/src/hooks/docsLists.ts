/**
 * The docs lists: every doc of every version of a docs instance. They grow with the site, so
 * they are not in the site data but in a data chunk per instance (`docsUrl`), and a page
 * loads them only when it needs them.
 *
 * Until then, lookups of a doc by id or path (the navbar's doc links, the version dropdown,
 * `useDocById`…) are answered from what the page carries: the layout docs each version has in
 * the site data (main doc, navbar docs) and the docs the page looked up when it was rendered
 * (its boot data's `docs`). The server renderer has every list and records those lookups, so
 * a page hydrates with the answers it was rendered with.
 *
 * A version's `docs` (what `useDocsData()` and friends hand to site code) is a getter over
 * the lists: on the server, reading it makes the engine load the lists before the page
 * hydrates; in the browser, a component reading it before they are loaded suspends until
 * they are. The lists load with the route manifest, when the visitor first heads for another
 * page, so every page after the first has them.
 */
import { use, useSyncExternalStore } from 'react';
import type { DocsVersionData, GlobalDoc, SiteData } from '../types';
import { fetchJsonOverNetwork, type FetchJson } from '../client/fetchJson';
import { memoizeAsync } from '../client/memoizeAsync';

/** Version name → every doc of the version: one docs lists chunk. */
export type DocsLists = Record<string, GlobalDoc[]>;

/** Instance id → version name → docs: what a page looked up (its boot data's `docs`). */
export type PageDocs = Record<string, Record<string, GlobalDoc[]>>;

interface VersionSource {
  pluginId: string;
  /** The instance's docs lists chunk. */
  url: string;
  layoutDocs: readonly GlobalDoc[];
}

const sources = new WeakMap<DocsVersionData, VersionSource>();
const loadedLists = new Map<string, DocsLists>();
let fetchLists: FetchJson = fetchJsonOverNetwork;
/** Fetches a list once and keeps it; a failed fetch is tried again next time. */
const fetchAndKeep = async (url: string): Promise<DocsLists> => {
  const lists = (await fetchLists(url)) as DocsLists;
  loadedLists.set(url, lists);
  changed();
  return lists;
};
let fetchListOnce = memoizeAsync(fetchAndKeep);
let pageDocs: PageDocs = {};
/** The docs lookups are answered from until the lists are loaded, per version. */
let partialDocs = new WeakMap<DocsVersionData, GlobalDoc[]>();

let revision = 0;
const listeners = new Set<() => void>();

interface DocsRecord {
  found: Map<string, Map<string, Map<string, GlobalDoc>>>;
  lists: Set<string>;
}
/** Set while the server renders a page. */
let recording: DocsRecord | null = null;

/** Every docs instance's lists URL. */
export function docsListUrls(site: SiteData): string[] {
  return Object.values(site.globalData?.docs ?? {})
    .map((instance) => instance.docsUrl)
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

/**
 * Makes each version of the site data's docs instances answer `docs` from its instance's
 * lists. Versions that already hold their `docs` (site data written by hand, older engines)
 * are left as they are.
 */
export function attachDocsLists(site: SiteData): void {
  for (const [pluginId, instance] of Object.entries(site.globalData?.docs ?? {})) {
    const url = instance.docsUrl;
    if (typeof url !== 'string' || url === '') continue;
    for (const version of instance.versions) {
      if (sources.has(version) || Object.hasOwn(version, 'docs')) continue;
      sources.set(version, { pluginId, url, layoutDocs: version.layoutDocs ?? [] });
      Object.defineProperty(version, 'docs', {
        configurable: true,
        enumerable: true,
        get: () => wholeList(version),
      });
    }
  }
}

/** Lists the server renderer was handed, or a test set up: they count as loaded. */
export function provideDocsLists(url: string, lists: DocsLists): void {
  loadedLists.set(url, lists);
  changed();
}

/** Forgets every list loaded so far, as a fresh page starts (tests of a server and a browser in one process). */
export function forgetDocsLists(): void {
  loadedLists.clear();
  fetchListOnce = memoizeAsync(fetchAndKeep);
  changed();
}

/** The docs the page looked up when it was rendered (its boot data's `docs`). */
export function setPageDocs(docs: PageDocs | undefined): void {
  pageDocs = docs ?? {};
  partialDocs = new WeakMap();
}

/** How lists are fetched in the browser: the route loader's cached fetch. */
export function setDocsListsFetch(fetchJson: FetchJson): void {
  fetchLists = fetchJson;
}

/** Loads docs lists by URL, each once; a failed load can be retried. */
export function loadDocsLists(urls: readonly string[]): Promise<void> {
  return Promise.all(urls.map(loadList)).then(() => undefined);
}

/** A list by URL: the one already there (handed to the server, or loaded), else fetched once. */
function loadList(url: string): Promise<DocsLists> {
  const loaded = loadedLists.get(url);
  return loaded ? Promise.resolve(loaded) : fetchListOnce(url);
}

function changed(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

function wholeList(version: DocsVersionData): GlobalDoc[] {
  const source = sources.get(version);
  if (!source) return [];
  const loaded = loadedLists.get(source.url);
  if (loaded) {
    recording?.lists.add(source.url);
    return loaded[version.name] ?? [];
  }
  // Site code reads a whole list this page did not read when it was rendered: the component
  // waits for it.
  return use(loadList(source.url))[version.name] ?? [];
}

/**
 * The docs of `version` that lookups can be answered from: all of them once its lists are
 * loaded (always on the server); before that, its layout docs and the docs the page carries.
 */
export function docsForLookup(version: DocsVersionData): readonly GlobalDoc[] {
  const source = sources.get(version);
  if (!source) return version.docs;
  const loaded = loadedLists.get(source.url);
  if (loaded) return loaded[version.name] ?? [];
  let partial = partialDocs.get(version);
  if (!partial) {
    partial = [...source.layoutDocs, ...(pageDocs[source.pluginId]?.[version.name] ?? [])];
    partialDocs.set(version, partial);
  }
  return partial;
}

/** Notes, while the server renders a page, that a lookup in `version` found `doc`. */
export function recordFoundDoc(version: DocsVersionData, doc: GlobalDoc): void {
  if (!recording) return;
  const source = sources.get(version);
  // Layout docs are in the site data already.
  if (!source || source.layoutDocs.some((layoutDoc) => layoutDoc.id === doc.id)) return;
  let versions = recording.found.get(source.pluginId);
  if (!versions) recording.found.set(source.pluginId, (versions = new Map()));
  let docs = versions.get(version.name);
  if (!docs) versions.set(version.name, (docs = new Map()));
  docs.set(doc.id, doc);
}

export interface RecordedDocs<T> {
  result: T;
  /** The docs the render looked up; undefined when it looked none up. */
  docs: PageDocs | undefined;
  /** URLs of the lists the render read whole. */
  docsLists: string[];
}

/** Runs a (synchronous) server render and tells which docs it read. */
export function recordDocs<T>(render: () => T): RecordedDocs<T> {
  const record: DocsRecord = { found: new Map(), lists: new Set() };
  recording = record;
  try {
    const result = render();
    let docs: PageDocs | undefined;
    for (const [pluginId, versions] of record.found) {
      docs ??= {};
      docs[pluginId] = Object.fromEntries([...versions].map(([name, found]) => [name, [...found.values()]]));
    }
    return { result, docs, docsLists: [...record.lists] };
  } finally {
    recording = null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Re-renders the caller when docs lists arrive, which may answer a lookup the page's own
 * docs could not (the visitor's preferred version, read after hydration). Hydration starts
 * from 0 like the server, whatever is loaded by then.
 */
export function useDocsListsRevision(): number {
  return useSyncExternalStore(
    subscribe,
    () => revision,
    () => 0,
  );
}
