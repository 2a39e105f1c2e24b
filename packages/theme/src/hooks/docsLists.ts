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
import type { DocsVersionData, GlobalDoc, SiteData } from '../types';
import { loadedSiteChunk, readSiteChunk } from '../client/siteChunks';

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
let pageDocs: PageDocs = {};
/** The docs lookups are answered from until the lists are loaded, per version. */
let partialDocs = new WeakMap<DocsVersionData, GlobalDoc[]>();

/** Set while the server renders a page: instance id → version name → doc id → doc. */
let recording: Map<string, Map<string, Map<string, GlobalDoc>>> | null = null;

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

/** The docs the page looked up when it was rendered (its boot data's `docs`). */
export function setPageDocs(docs: PageDocs | undefined): void {
  pageDocs = docs ?? {};
  partialDocs = new WeakMap();
}

/** Site code reads a whole list (recorded on the server; waited for in the browser). */
function wholeList(version: DocsVersionData): GlobalDoc[] {
  const source = sources.get(version);
  if (!source) return [];
  return (readSiteChunk(source.url) as DocsLists)[version.name] ?? [];
}

/**
 * The docs of `version` that lookups can be answered from: all of them once its lists are
 * loaded (always on the server); before that, its layout docs and the docs the page carries.
 */
export function docsForLookup(version: DocsVersionData): readonly GlobalDoc[] {
  const source = sources.get(version);
  if (!source) return version.docs;
  const loaded = loadedSiteChunk(source.url) as DocsLists | undefined;
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
  let versions = recording.get(source.pluginId);
  if (!versions) recording.set(source.pluginId, (versions = new Map()));
  let docs = versions.get(version.name);
  if (!docs) versions.set(version.name, (docs = new Map()));
  docs.set(doc.id, doc);
}

export interface RecordedDocs<T> {
  result: T;
  /** The docs the render looked up; undefined when it looked none up. */
  docs: PageDocs | undefined;
}

/** Runs a (synchronous) server render and tells which docs it looked up. */
export function recordDocs<T>(render: () => T): RecordedDocs<T> {
  const found: Map<string, Map<string, Map<string, GlobalDoc>>> = new Map();
  recording = found;
  try {
    const result = render();
    let docs: PageDocs | undefined;
    for (const [pluginId, versions] of found) {
      docs ??= {};
      docs[pluginId] = Object.fromEntries([...versions].map(([name, docsFound]) => [name, [...docsFound.values()]]));
    }
    return { result, docs };
  } finally {
    recording = null;
  }
}
