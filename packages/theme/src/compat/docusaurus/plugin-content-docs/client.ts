// `@docusaurus/plugin-content-docs/client` for site code written for Docusaurus: its hooks over
// Cairn's docs data and contexts, with Docusaurus's names and signatures (an instance id of
// `undefined` is the default instance).
import { createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  DocPageContext,
  DocsSidebarContext,
  DocsVersionContext,
  useActiveDocContext as useCairnActiveDocContext,
  useActivePlugin as useCairnActivePlugin,
  useActiveVersion as useCairnActiveVersion,
  useAllDocsData,
  useCurrentSidebarCategory,
  useDocById as useCairnDocById,
  useDocsData as useCairnDocsData,
  useDocsPreferredVersion as useCairnDocsPreferredVersion,
  useDocsSidebar,
  useDocsVersion as useCairnDocsVersion,
  useDocsVersionCandidates as useCairnDocsVersionCandidates,
  useLatestVersion as useCairnLatestVersion,
  useLayoutDoc as useCairnLayoutDoc,
  useRoutePath,
  useSidebarLink,
  isActivePath,
  type ActiveDocContext,
  type ActivePlugin,
  type DocsPluginData,
  type DocsVersionData,
  type DocsVersionMetadata,
  type GlobalDoc,
  type PageData,
  type Sidebar,
  type SidebarItem,
} from '@cairn/theme/internal';
import { isSidebarItemVisible, sidebarItemsHoldPath } from '../../../hooks/sidebarIndex';
import { findActiveVersion, findLatestVersion } from '../../../hooks/useDocs';

export { useAllDocsData, useDocsSidebar, useCurrentSidebarCategory };
export type { ActiveDocContext, ActivePlugin };
export type GlobalPluginData = DocsPluginData;
export type GlobalVersion = DocsVersionData;
export type { GlobalDoc };

type PluginId = string | undefined;
const idOf = (pluginId: PluginId) => pluginId ?? DEFAULT_DOCS_PLUGIN_ID;

export function useDocsData(pluginId?: string): DocsPluginData {
  return useCairnDocsData(idOf(pluginId));
}

export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  return useCairnActivePlugin(options);
}

export function useActivePluginAndVersion(
  options: { failfast?: boolean } = {},
): { activePlugin: ActivePlugin; activeVersion: DocsVersionData | undefined } | undefined {
  const activePlugin = useCairnActivePlugin(options);
  const path = useRoutePath();
  if (!activePlugin) return undefined;
  return { activePlugin, activeVersion: findActiveVersion(activePlugin.pluginData, path) };
}

export function useVersions(pluginId?: string): DocsVersionData[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): DocsVersionData {
  return useCairnLatestVersion(idOf(pluginId));
}

export function useActiveVersion(pluginId?: string): DocsVersionData | undefined {
  return useCairnActiveVersion(idOf(pluginId));
}

export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  return useCairnActiveDocContext(idOf(pluginId));
}

/** The latest version, and the doc the visitor reads in it when it has one. */
export function useDocVersionSuggestions(pluginId?: string): {
  latestVersionSuggestion: DocsVersionData;
  latestDocSuggestion?: GlobalDoc;
} {
  const latestVersion = useLatestVersion(pluginId);
  const { activeDoc } = useActiveDocContext(pluginId);
  const latestDocSuggestion = activeDoc ? latestVersion.docs.find((doc) => doc.id === activeDoc.id) : undefined;
  return { latestVersionSuggestion: latestVersion, latestDocSuggestion };
}

/** A doc of the version being read, by id; undefined without an id. */
export function useDocById(id: string | undefined): GlobalDoc | undefined {
  const version = useContext(DocsVersionContext);
  return useCairnDocById(id ?? '', version?.pluginId ?? DEFAULT_DOCS_PLUGIN_ID) ?? undefined;
}

export function useDocsVersionCandidates(pluginId?: string): DocsVersionData[] {
  return useCairnDocsVersionCandidates(idOf(pluginId));
}

export function useLayoutDoc(docId: string, pluginId?: string): GlobalDoc | undefined {
  return useCairnLayoutDoc(docId, idOf(pluginId));
}

/** A sidebar of the candidate versions, as Docusaurus's global data gives it: `{link}`. */
export function useLayoutDocsSidebar(sidebarId: string, pluginId?: string): { link: { path: string; label: string } } {
  return { link: useSidebarLink(sidebarId, idOf(pluginId)) };
}

/** Docusaurus's docs root layout data; Cairn's doc pages carry their own, so there is none. */
export function useDocRootMetadata(): null {
  return null;
}

// ---------------------------------------------------------------------------------------------
// Sidebar items

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** The first category of `sidebar`, at any depth, that `predicate` accepts. */
export function findSidebarCategory(
  sidebar: readonly SidebarItem[],
  predicate: (category: CategoryItem) => boolean,
): CategoryItem | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const nested = findSidebarCategory(item.items, predicate);
    if (nested) return nested;
  }
  return undefined;
}

/** Where an item leads: its own link, else the first link inside a category. */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const link = findFirstSidebarItemLink(child);
    if (link) return link;
  }
  return undefined;
}

/** Whether `item` is the page at `activePath`, or a category holding it. */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isActivePath(item.href, activePath);
  if (item.type !== 'category') return false;
  return isActivePath(item.href, activePath) || sidebarItemsHoldPath(item.items, activePath);
}

export function isVisibleSidebarItem(item: SidebarItem, activePath: string): boolean {
  return isSidebarItemVisible(item, activePath);
}

export function useVisibleSidebarItems(items: readonly SidebarItem[], activePath: string): SidebarItem[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}

/** The categories holding the current page, then the page's own item, in the page's sidebar. */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const path = useRoutePath();
  return useMemo(() => {
    if (!sidebar) return null;
    const trail: SidebarItem[] = [];
    const walk = (items: readonly SidebarItem[]): boolean => {
      for (const item of items) {
        if (!isActiveSidebarItem(item, path)) continue;
        trail.push(item);
        if (item.type === 'category' && !isActivePath(item.href, path)) walk(item.items);
        return true;
      }
      return false;
    };
    walk(sidebar.items);
    return trail;
  }, [sidebar, path]);
}

/** The items of the sidebar list that holds the current page (its siblings and itself). */
export function useCurrentSidebarSiblings(): SidebarItem[] {
  const sidebar = useDocsSidebar();
  const path = useRoutePath();
  return useMemo(() => {
    let list: readonly SidebarItem[] = sidebar?.items ?? [];
    for (;;) {
      const holder = list.find(
        (item) => item.type === 'category' && !isActivePath(item.href, path) && isActiveSidebarItem(item, path),
      );
      if (!holder || holder.type !== 'category') return [...list];
      list = holder.items;
    }
  }, [sidebar, path]);
}

/** A doc card list's items without the unlisted ones, as Docusaurus's `DocCardList` shows them. */
export function filterDocCardListItems(items: readonly SidebarItem[]): SidebarItem[] {
  return items.filter((item) => item.type === 'html' || !item.unlisted);
}

// ---------------------------------------------------------------------------------------------
// Preferred versions

export function useDocsPreferredVersion(pluginId?: string): {
  preferredVersion: DocsVersionData | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  return useCairnDocsPreferredVersion(idOf(pluginId));
}

/** Instance id → the visitor's preferred version of it (null when none). */
export function useDocsPreferredVersionByPluginId(): Record<string, DocsVersionData | null> {
  const all = useAllDocsData();
  const byId: Record<string, DocsVersionData | null> = {};
  // The instances are fixed for a site, so the hooks are called in the same order every render.
  for (const pluginId of Object.keys(all)) {
    byId[pluginId] = useCairnDocsPreferredVersion(pluginId).preferredVersion;
  }
  return byId;
}

/** Cairn keeps preferred versions in storage slots that need no provider. */
export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

// ---------------------------------------------------------------------------------------------
// The doc page's version, sidebar and doc

/** The version being read, with Docusaurus's fields (`version` is its name). */
export interface PropVersionMetadata extends DocsVersionMetadata {
  version: string;
  noIndex: boolean;
  className: string;
}

function versionMetadata(version: DocsVersionMetadata): PropVersionMetadata {
  return { ...version, version: version.name, noIndex: false, className: `docs-version-${version.name}` };
}

export function useDocsVersion(): PropVersionMetadata {
  const version = useCairnDocsVersion();
  return useMemo(() => versionMetadata(version), [version]);
}

export function DocsVersionProvider({
  version,
  children,
}: {
  version: DocsVersionMetadata | null;
  children: ReactNode;
}): ReactNode {
  return createElement(DocsVersionContext.Provider, { value: version }, children);
}

export function DocsSidebarProvider({
  name,
  items,
  children,
}: {
  name: string | undefined;
  items: SidebarItem[] | undefined;
  children: ReactNode;
}): ReactNode {
  const sidebar = useMemo<Sidebar | null>(() => (name && items ? { name, items } : null), [name, items]);
  return createElement(DocsSidebarContext.Provider, { value: sidebar }, children);
}

/** The doc being rendered, in the shape of Docusaurus's `useDoc()`. */
export interface DocContextValue {
  metadata: {
    id: string;
    title: string;
    description: string;
    permalink: string;
    editUrl?: string;
    tags: { label: string; permalink: string; description?: string }[];
    version: string;
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    draft: boolean;
    unlisted: boolean;
    previous?: { title: string; permalink: string };
    next?: { title: string; permalink: string };
    frontMatter: Record<string, unknown>;
  };
  frontMatter: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
  contentTitle: string | undefined;
  assets: { image?: string };
}

function docContextValue(page: PageData): DocContextValue {
  // The site's own keys (`frontMatter` of the page data), then the ones Cairn reads.
  const frontMatter: Record<string, unknown> = {
    ...page.frontMatter,
    title: page.title,
    ...(page.description !== undefined && { description: page.description }),
    ...(page.hideTitle && { hide_title: true }),
  };
  return {
    metadata: {
      id: page.id ?? '',
      title: page.title,
      description: page.description ?? '',
      permalink: page.permalink,
      editUrl: page.editUrl,
      tags: page.tags ?? [],
      version: page.version?.name ?? '',
      lastUpdatedAt: page.lastUpdatedAt,
      lastUpdatedBy: page.lastUpdatedBy,
      draft: page.draft ?? false,
      unlisted: page.unlisted ?? false,
      previous: page.previous,
      next: page.next,
      frontMatter,
    },
    frontMatter,
    toc: page.toc.map(({ id, text, level }) => ({ value: text, id, level })),
    contentTitle: page.title,
    assets: {},
  };
}

export function useDoc(): DocContextValue {
  const page = useContext(DocPageContext);
  if (!page) throw new Error('useDoc() was called outside a doc page: DocPage provides the doc to what it renders.');
  return useMemo(() => docContextValue(page), [page]);
}

/** Provides a doc page's data to `useDoc()` (Cairn's `DocPage` already does). */
export function DocProvider({ content, children }: { content: PageData; children: ReactNode }): ReactNode {
  return createElement(DocPageContext.Provider, { value: content }, children);
}

// ---------------------------------------------------------------------------------------------
// Search

/** The search tag of a docs version, as Docusaurus names it (DocSearch facets use it). */
export function getDocsVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** The search tags of the versions being read, one per docs instance. */
export function useDocsContextualSearchTags(): string[] {
  const all = useAllDocsData();
  const path = useRoutePath();
  const candidates = Object.entries(all).map(([pluginId, data]) => {
    const version = findActiveVersion(data, path) ?? findLatestVersion(data);
    return version ? getDocsVersionSearchTag(pluginId, version.name) : null;
  });
  return candidates.filter((tag): tag is string => tag !== null);
}

// ---------------------------------------------------------------------------------------------
// Sidebar expanded state

export interface DocSidebarItemsExpandedState {
  expandedItem: number | null;
  setExpandedItem: (item: number | null) => void;
}

/** Cairn's sidebar keeps which categories are open itself; site code gets a state of its own. */
export function DocSidebarItemsExpandedStateProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

export function useDocSidebarItemsExpandedState(): DocSidebarItemsExpandedState {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  return useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
}
