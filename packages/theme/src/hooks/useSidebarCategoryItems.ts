/**
 * The items of a docs sidebar category whose items a page's sidebar chunk leaves out: a
 * category that starts collapsed names them with `itemsUrl`, a data chunk loaded when the
 * visitor first opens it (or points at it), through the route loader's memoised `fetchJson`.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { RouteLoaderContext } from '../client/contexts';
import { isSlowConnection } from '../client/routeLoader';
import type { SidebarBranch, SidebarItem } from '../types';
import { LOADING_DELAY_MS } from './useLazyModule';

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/**
 * Items chunks loaded in this visit, by URL. Their names are content hashes, so they never
 * change: a category opened once renders its items at once on the next pages. Filled only
 * in the browser, and read only for categories the visitor opened (those the page opens come
 * with their items), so server and hydration agree.
 */
const loadedItems = new Map<string, SidebarItem[]>();

/**
 * Keeps the items a page came with (its `sidebarBranch`) as loaded: after navigating to a
 * page elsewhere, a category the visitor left open still has them without a fetch. Browser
 * only, like every other entry.
 */
export function keepSidebarBranch(branch: SidebarBranch | undefined): void {
  if (!branch || typeof window === 'undefined') return;
  for (const [url, items] of Object.entries(branch)) if (!loadedItems.has(url)) loadedItems.set(url, items);
}

export interface SidebarCategoryItems {
  /** The category's items, `undefined` until its chunk is loaded. */
  items: SidebarItem[] | undefined;
  /** Loading has taken longer than {@link LOADING_DELAY_MS}: time to say so. */
  slow: boolean;
  /**
   * Loads the items; resolves to whether they are there. A failure (offline, a newer deploy)
   * is not reported: the caller closes the category, and the next opening tries again.
   */
  load(): Promise<boolean>;
  /** Starts loading ahead (the pointer is over the category), unless the connection is slow; never fails. */
  prefetch(): void;
}

function isItemList(value: unknown): value is SidebarItem[] {
  return Array.isArray(value);
}

export function useSidebarCategoryItems(category: CategoryItem): SidebarCategoryItems {
  const url = category.itemsUrl;
  const routeLoader = useContext(RouteLoaderContext);
  const [, setLoadedCount] = useState(0);
  const [slow, setSlow] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const items = url === undefined ? category.items : loadedItems.get(url);

  const fetchItems = useCallback(async (): Promise<boolean> => {
    if (url === undefined || loadedItems.has(url)) return true;
    if (!routeLoader) return false;
    try {
      const loaded = await routeLoader.fetchJson(url);
      if (!isItemList(loaded)) return false;
      loadedItems.set(url, loaded);
      if (mounted.current) setLoadedCount((count) => count + 1);
      return true;
    } catch {
      return false;
    }
  }, [routeLoader, url]);

  const load = useCallback(async () => {
    if (url === undefined || loadedItems.has(url)) return true;
    const timer = setTimeout(() => mounted.current && setSlow(true), LOADING_DELAY_MS);
    try {
      return await fetchItems();
    } finally {
      clearTimeout(timer);
      if (mounted.current) setSlow(false);
    }
  }, [fetchItems, url]);

  // Like links' prefetching, none on a slow or metered connection.
  const prefetch = useCallback(() => {
    if (!isSlowConnection()) void fetchItems();
  }, [fetchItems]);

  return { items, slow, load, prefetch };
}
