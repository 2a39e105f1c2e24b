/**
 * Docs hooks: which docs instance, version and doc the visitor is on, and where navbar items
 * should link. They read the docs global data of the site data (`site.globalData.docs`) and the route
 * path; pages rendered by `DocPage` also provide their version and sidebar (docsContexts.ts).
 * Docs are looked up through docsLists.ts, which answers before the full lists are loaded.
 */
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { DocsPluginData, DocsSidebarOptions, DocsVersionData, GlobalDoc, Sidebar } from '../types';
import { DocsSidebarContext, DocsVersionContext, type DocsVersionMetadata } from './docsContexts';
import { lookupDoc, recordFoundDoc } from './docsLists';
import { useSiteChunksRevision } from '../client/siteChunks';
import { findSidebarCategoryWithHref, type SidebarCategoryItem } from './sidebarIndex';
import { comparableHref, comparableRoutePath, useRoutePath, withoutQueryAndHash } from './useRoutePath';
import { useSiteData } from './useSiteData';
import { STORAGE_KEYS, storageSlot } from './storage';

export type { DocsVersionMetadata } from './docsContexts';

export const DEFAULT_DOCS_PLUGIN_ID = 'default';

/** How many ids an error message lists before it stops. */
const LISTED_IDS_LIMIT = 30;

const NO_DOCS: Record<string, DocsPluginData> = {};

export interface ActivePlugin {
  pluginId: string;
  pluginData: DocsPluginData;
}

export interface ActiveDocContext {
  /** The version the route is in; undefined outside this instance's versions. */
  activeVersion: DocsVersionData | undefined;
  /** The doc the route shows; undefined on other pages (category pages, tag pages…). */
  activeDoc: GlobalDoc | undefined;
  /** Version name → the active doc (same id) in that version, when it exists there. */
  alternateDocVersions: Record<string, GlobalDoc | undefined>;
}

// ---------------------------------------------------------------------------------------------
// Pure helpers (exported for components that must not throw, like the not-found page)

function withoutTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether `path` is `base` or below it, on a path-segment boundary (`/docs` is not within `/doc`). */
export function isPathWithin(path: string, base: string): boolean {
  const target = withoutQueryAndHash(path);
  if (!target.startsWith('/')) return false;
  const prefix = withoutTrailingSlash(base);
  return prefix === '' || target === prefix || target.startsWith(`${prefix}/`);
}

/** The instance whose path holds `path`, the most specific one when several do (`/tests/docs` before `/`). */
export function findActivePlugin(all: Record<string, DocsPluginData>, path: string): ActivePlugin | undefined {
  let best: ActivePlugin | undefined;
  for (const [pluginId, pluginData] of Object.entries(all)) {
    if (!isPathWithin(path, pluginData.path)) continue;
    if (!best || withoutTrailingSlash(pluginData.path).length > withoutTrailingSlash(best.pluginData.path).length) {
      best = { pluginId, pluginData };
    }
  }
  return best;
}

/** The version whose path holds `path`; `/docs/3.4.0/x` is in 3.4.0, not in the version at `/docs`. */
export function findActiveVersion(pluginData: DocsPluginData, path: string): DocsVersionData | undefined {
  let best: DocsVersionData | undefined;
  for (const version of pluginData.versions) {
    if (!isPathWithin(path, version.path)) continue;
    if (!best || withoutTrailingSlash(version.path).length > withoutTrailingSlash(best.path).length) best = version;
  }
  return best;
}

/** The version visitors get by default. */
export function findLatestVersion(pluginData: DocsPluginData): DocsVersionData | undefined {
  return pluginData.versions.find((version) => version.isLast) ?? pluginData.versions[0];
}

interface DocsIndex {
  /** By `comparableHref(doc.path)`. */
  byPath: ReadonlyMap<string, GlobalDoc>;
  byId: ReadonlyMap<string, GlobalDoc>;
}

/**
 * A version's docs by path and by id. Every page looks its doc up (navbar items, version
 * dropdowns…) and a version may list thousands of docs; a list is never mutated and stays
 * the same object from page to page, so each one is indexed once.
 */
const docsIndexes = new WeakMap<readonly GlobalDoc[], DocsIndex>();

function docsIndexOf(docs: readonly GlobalDoc[]): DocsIndex {
  const known = docsIndexes.get(docs);
  if (known) return known;
  const byPath = new Map<string, GlobalDoc>();
  const byId = new Map<string, GlobalDoc>();
  // The first doc wins, as a search from the start of the list would find it.
  for (const doc of docs) {
    if (doc.path) {
      const key = comparableHref(doc.path);
      if (!byPath.has(key)) byPath.set(key, doc);
    }
    if (!byId.has(doc.id)) byId.set(doc.id, doc);
  }
  const index = { byPath, byId };
  docsIndexes.set(docs, index);
  return index;
}

function found(version: DocsVersionData, doc: GlobalDoc | undefined): GlobalDoc | undefined {
  if (doc) recordFoundDoc(version, doc);
  return doc;
}

/** The doc of `version` whose page is `path` (as `isActivePath(doc.path, path)` tells). */
export function findDocForPath(version: DocsVersionData, path: string): GlobalDoc | undefined {
  if (path === '') return undefined;
  const key = comparableRoutePath(path);
  return found(
    version,
    lookupDoc(version, { by: 'path', key }, (docs) => docsIndexOf(docs).byPath.get(key)),
  );
}

/** The doc of `version` with this id. */
export function findDocById(version: DocsVersionData, id: string): GlobalDoc | undefined {
  return found(
    version,
    lookupDoc(version, { by: 'id', key: id }, (docs) => docsIndexOf(docs).byId.get(id)),
  );
}

/** Where a link to the version as a whole goes: its main doc (its root page when that doc is missing). */
export function versionMainDocPath(version: DocsVersionData): string {
  const mainDoc = findDocById(version, version.mainDocId);
  return mainDoc?.path ?? `${withoutTrailingSlash(version.path)}/`;
}

function formatIds(ids: readonly string[]): string {
  if (ids.length === 0) return '(none)';
  if (ids.length <= LISTED_IDS_LIMIT) return ids.join(', ');
  return `${ids.slice(0, LISTED_IDS_LIMIT).join(', ')}, … (${ids.length - LISTED_IDS_LIMIT} more)`;
}

function uniqueVersions(versions: (DocsVersionData | null | undefined)[]): DocsVersionData[] {
  const unique: DocsVersionData[] = [];
  for (const version of versions) if (version && !unique.includes(version)) unique.push(version);
  return unique;
}

// ---------------------------------------------------------------------------------------------
// Instances

/** Every docs instance, by id; empty for a site without docs. */
export function useAllDocsData(): Record<string, DocsPluginData> {
  return useSiteData().globalData?.docs ?? NO_DOCS;
}

/** One docs instance; throws when the site has no instance with that id. */
export function useDocsData(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): DocsPluginData {
  const all = useAllDocsData();
  const data = Object.hasOwn(all, pluginId) ? all[pluginId] : undefined;
  if (!data) {
    throw new Error(`No docs plugin found with id "${pluginId}". Available: ${formatIds(Object.keys(all))}.`);
  }
  return data;
}

/** The instance the current route is in; with `failfast`, throws when it is in none. */
export function useActivePlugin(options: { failfast: true }): ActivePlugin;
export function useActivePlugin(options?: { failfast?: boolean }): ActivePlugin | undefined;
export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  const all = useAllDocsData();
  const path = useRoutePath();
  const active = useMemo(() => findActivePlugin(all, path), [all, path]);
  if (!active && options.failfast) throw new Error(`No docs plugin found for path "${path}".`);
  return active;
}

/** Site-wide docs sidebar behaviour (`[docsSidebar]`), both off when the site data has none. */
export function useDocsSidebarOptions(): DocsSidebarOptions {
  const options = useSiteData().docsSidebar;
  return {
    hideable: options?.hideable ?? false,
    autoCollapseCategories: options?.autoCollapseCategories ?? false,
  };
}

// ---------------------------------------------------------------------------------------------
// Versions and docs

/** The version of the instance the current route is in (the doc page's own version on doc pages). */
export function useActiveVersion(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): DocsVersionData | undefined {
  const data = useDocsData(pluginId);
  const path = useRoutePath();
  const pageVersion = useContext(DocsVersionContext);
  const pageVersionName = pageVersion?.pluginId === pluginId ? pageVersion.name : undefined;
  return useMemo(
    () =>
      (pageVersionName !== undefined ? data.versions.find((version) => version.name === pageVersionName) : undefined) ??
      findActiveVersion(data, path),
    [data, path, pageVersionName],
  );
}

/** The version visitors get by default (`isLast`). */
export function useLatestVersion(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): DocsVersionData {
  const data = useDocsData(pluginId);
  const latest = findLatestVersion(data);
  if (!latest) throw new Error(`The docs plugin "${pluginId}" has no versions.`);
  return latest;
}

export function useActiveDocContext(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): ActiveDocContext {
  const data = useDocsData(pluginId);
  const activeVersion = useActiveVersion(pluginId);
  const path = useRoutePath();
  const listsRevision = useSiteChunksRevision();
  return useMemo(() => {
    const activeDoc = activeVersion ? findDocForPath(activeVersion, path) : undefined;
    const alternateDocVersions: Record<string, GlobalDoc | undefined> = {};
    for (const version of data.versions) {
      alternateDocVersions[version.name] = activeDoc ? findDocById(version, activeDoc.id) : undefined;
    }
    return { activeVersion, activeDoc, alternateDocVersions };
    // The revision is a dependency only: more docs may answer the lookups once lists load.
  }, [data, activeVersion, path, listsRevision]);
}

/** The version of the doc page being rendered. */
export function useDocsVersion(): DocsVersionMetadata {
  const version = useContext(DocsVersionContext);
  if (!version) {
    throw new Error(
      'useDocsVersion() was called outside a docs page: it needs <DocsVersionContext.Provider>, which DocPage renders around the page.',
    );
  }
  return version;
}

/**
 * A doc of the active version (the latest one outside this instance's pages); null for a
 * draft, which production builds leave out. Throws for an id the version does not have.
 */
export function useDocById(id: string, pluginId: string = DEFAULT_DOCS_PLUGIN_ID): GlobalDoc | null {
  const activeVersion = useActiveVersion(pluginId);
  const latestVersion = useLatestVersion(pluginId);
  useSiteChunksRevision();
  const version = activeVersion ?? latestVersion;
  const doc = findDocById(version, id);
  if (doc) return doc;
  if (version.draftIds.includes(id)) return null;
  // Before its lists are loaded, a version knows only the docs the page carries: reading the
  // whole list suspends until it is there, and the lookup above then searches all of it.
  const docs = version.docs;
  throw new Error(
    `No doc with id "${id}" in version "${version.name}" of docs plugin "${pluginId}". Available ids: ${formatIds(
      docs.map((candidate) => candidate.id),
    )}`,
  );
}

/**
 * The versions a navbar link should point into, best first: the version being read, else the
 * visitor's preferred version, else the latest one.
 */
export function useDocsVersionCandidates(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): DocsVersionData[] {
  const activeVersion = useActiveVersion(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latestVersion = useLatestVersion(pluginId);
  return useMemo(
    () => uniqueVersions([activeVersion, preferredVersion, latestVersion]),
    [activeVersion, preferredVersion, latestVersion],
  );
}

/**
 * A doc for a navbar link: the doc with this id in the first candidate version that has it
 * (see useDocsVersionCandidates); undefined when none has it (or it is a draft).
 */
export function useLayoutDoc(docId: string, pluginId: string = DEFAULT_DOCS_PLUGIN_ID): GlobalDoc | undefined {
  const candidates = useDocsVersionCandidates(pluginId);
  const listsRevision = useSiteChunksRevision();
  return useMemo(() => {
    for (const version of candidates) {
      const doc = findDocById(version, docId);
      if (doc) return doc;
    }
    return undefined;
  }, [candidates, docId, listsRevision]);
}

/**
 * Where a link to a sidebar goes (its first doc or category page), in the first candidate
 * version that has the sidebar. Throws for a sidebar no candidate has, and for an empty one.
 */
export function useSidebarLink(
  sidebarId: string,
  pluginId: string = DEFAULT_DOCS_PLUGIN_ID,
): { path: string; label: string } {
  const candidates = useDocsVersionCandidates(pluginId);
  const version = candidates.find((candidate) => Object.hasOwn(candidate.sidebars, sidebarId));
  if (!version) {
    const available = [...new Set(candidates.flatMap((candidate) => Object.keys(candidate.sidebars)))];
    throw new Error(
      `No sidebar with id "${sidebarId}" in version(s) ${candidates
        .map((candidate) => `"${candidate.name}"`)
        .join(', ')} of docs plugin "${pluginId}". Available: ${formatIds(available)}.`,
    );
  }
  const link = version.sidebars[sidebarId]?.link;
  if (!link) {
    throw new Error(
      `Sidebar with id "${sidebarId}" has nothing to link to (version "${version.name}" of docs plugin "${pluginId}"): it holds no doc and no category page.`,
    );
  }
  return link;
}

/**
 * The sidebar of the doc page being rendered (`null` on a page without one), as Docusaurus's
 * hook of that name gives it: `{name, items}`. A category that starts collapsed has its items
 * only when the page is in it; any other has `items: []` and, in `itemsUrl`, the URL of the
 * data file holding them, which the sidebar loads when a visitor opens the category.
 */
export function useDocsSidebar(): Sidebar | null {
  return useContext(DocsSidebarContext);
}

/**
 * The sidebar category whose page is being rendered: a category page is a doc page whose
 * route is a category's own link in the page's sidebar.
 */
export function useCurrentSidebarCategory(): SidebarCategoryItem {
  const sidebar = useContext(DocsSidebarContext);
  const path = useRoutePath();
  const category = sidebar ? findSidebarCategoryWithHref(sidebar.items, path) : undefined;
  if (!category) {
    throw new Error(
      sidebar
        ? 'useCurrentSidebarCategory() should only be used on category index pages.'
        : 'useCurrentSidebarCategory() should only be used on category index pages. There is no docs sidebar here: <DocsSidebarContext.Provider> is rendered by DocPage.',
    );
  }
  return category;
}

// ---------------------------------------------------------------------------------------------
// Preferred version

export function preferredVersionStorageKey(pluginId: string): string {
  return STORAGE_KEYS.docsPreferredVersion(pluginId);
}

function preferredVersionSlot(pluginId: string) {
  return storageSlot(preferredVersionStorageKey(pluginId));
}

/** The server knows no visitor's preference; hydration starts from the same answer. */
function noStoredPreference(): string | null {
  return null;
}

/** Remembers `versionName` as the visitor's version of a docs instance. */
export function savePreferredVersionName(pluginId: string, versionName: string): void {
  const slot = preferredVersionSlot(pluginId);
  if (slot.get() !== versionName) slot.set(versionName);
}

/**
 * The version the visitor last read or chose in this docs instance (null when none, or when
 * the stored name is no longer a version). It is read after hydration: null on the server
 * and in the first client render.
 */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_DOCS_PLUGIN_ID): {
  preferredVersion: DocsVersionData | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const data = useDocsData(pluginId);
  const slot = preferredVersionSlot(pluginId);
  const storedName = useSyncExternalStore(slot.subscribe, slot.get, noStoredPreference);
  const preferredVersion = useMemo(
    () => (storedName === null ? null : (data.versions.find((version) => version.name === storedName) ?? null)),
    [data, storedName],
  );
  const save = useCallback((versionName: string) => savePreferredVersionName(pluginId, versionName), [pluginId]);
  return { preferredVersion, savePreferredVersionName: save };
}
