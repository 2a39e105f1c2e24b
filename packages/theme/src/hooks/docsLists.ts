/**
 * The docs lists: every doc of every version of a docs instance. They grow with the site, so
 * they are not in the site data but in a data chunk per instance (`docsUrl`), and a page
 * loads them only when it needs them. A larger instance's lists are also cut into parts, by
 * path and by id (`docsParts`): a lookup then needs only the part its path or id is in.
 *
 * On the first page, lookups of a doc by id or path (the navbar's doc links, the version
 * dropdown, `useDocById`…) are answered from what the page carries: the layout docs each
 * version has in the site data (main doc, navbar docs) and the docs the page looked up when
 * it was rendered (its boot data's `docs`). The server renderer has every list and records
 * those lookups, so a page hydrates with the answers it was rendered with.
 *
 * Before the visitor reaches another page, the route loader loads what lookups there need
 * (`loadDocsFor`, in a chunk of its own): a smaller instance's lists, or the parts holding
 * the page's path and its doc's id. A lookup on a later page that none of it answers suspends until its part (or the
 * lists) is loaded, so it never answers from partial data.
 *
 * A version's `docs` (what `useDocsData()` and friends hand to site code) is a getter over
 * the lists: on the server, reading it makes the engine load the lists before the page
 * hydrates; in the browser, a component reading it before they are loaded suspends until
 * they are.
 */
import type { DocsListParts, DocsVersionData, GlobalDoc, SiteData } from '../types';
import { loadedSiteChunk, readSiteChunk } from '../client/siteChunks';
import { partFor } from '../client/keyParts';
import { comparableRoutePath } from './useRoutePath';

/** Version name → every doc of the version: one docs lists chunk. */
export type DocsLists = Record<string, GlobalDoc[]>;

/** Instance id → version name → docs: what a page looked up (its boot data's `docs`). */
export type PageDocs = Record<string, Record<string, GlobalDoc[]>>;

interface VersionSource {
  pluginId: string;
  /** The instance's docs lists chunk. */
  url: string;
  /** A larger instance's lists in parts. */
  parts?: DocsListParts;
  layoutDocs: readonly GlobalDoc[];
  /**
   * The ids every version's layout docs are looked up by (its main doc, the navbar's docs):
   * a version's layout docs hold each of them it has, so they answer those lookups whole.
   */
  layoutIds: ReadonlySet<string>;
}

/** What a doc is looked up by, and the key: a path as `comparableRoutePath` gives it, or an id. */
export type DocKey = { by: 'path' | 'id'; key: string };

const sources = new WeakMap<DocsVersionData, VersionSource>();
let pageDocs: PageDocs = {};
/**
 * Whether the docs the page carries answer every lookup: true on the first page, whose
 * server render recorded each doc it found (a doc it carries not is one it did not find).
 */
let onFirstPage = false;
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
    const layoutIds = new Set(
      instance.versions.flatMap((version) => [version.mainDocId, ...(version.layoutDocs ?? []).map((doc) => doc.id)]),
    );
    for (const version of instance.versions) {
      if (sources.has(version) || Object.hasOwn(version, 'docs')) continue;
      sources.set(version, {
        pluginId,
        url,
        parts: instance.docsParts,
        layoutDocs: version.layoutDocs ?? [],
        layoutIds,
      });
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
  onFirstPage = true;
}

/**
 * The visitor has left the first page: a doc the page carries not may be one a later page
 * finds, so lookups wait for the data that answers them.
 */
export function leaveFirstPage(): void {
  onFirstPage = false;
}

/** Site code reads a whole list (recorded on the server; waited for in the browser). */
function wholeList(version: DocsVersionData): GlobalDoc[] {
  const source = sources.get(version);
  if (!source) return [];
  return (readSiteChunk(source.url) as DocsLists)[version.name] ?? [];
}

/**
 * Looks a doc of `version` up with `find`, in the docs that answer it: all of them once its
 * lists are loaded (always on the server), or the part its key is in once that is loaded;
 * else the layout docs and the docs the page carries, which answer on the first page, whenever
 * they hold the doc, and for the ids of layout docs (a navbar doc a version lacks is not in
 * any of its parts either). Otherwise, it suspends until that part (or the lists) is loaded.
 */
export function lookupDoc(
  version: DocsVersionData,
  { by, key }: DocKey,
  find: (docs: readonly GlobalDoc[]) => GlobalDoc | undefined,
): GlobalDoc | undefined {
  const source = sources.get(version);
  if (!source) return find(version.docs);
  const whole = loadedSiteChunk(source.url) as DocsLists | undefined;
  if (whole) return find(whole[version.name] ?? []);
  const part = source.parts && partFor(by === 'path' ? source.parts.byPath : source.parts.byId, key);
  const loadedPart = part && (loadedSiteChunk(part.url) as DocsLists | undefined);
  if (loadedPart) return find(loadedPart[version.name] ?? []);
  const carried = find(partialDocsOf(version, source));
  if (carried || onFirstPage || (by === 'id' && source.layoutIds.has(key))) return carried;
  // A key that sorts before every part's is no doc's.
  if (source.parts && !part) return undefined;
  return find((readSiteChunk(part ? part.url : source.url) as DocsLists)[version.name] ?? []);
}

/** The layout docs of `version` and the docs the first page carries. */
function partialDocsOf(version: DocsVersionData, source: VersionSource): GlobalDoc[] {
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
