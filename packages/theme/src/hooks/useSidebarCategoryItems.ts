/**
 * The items of a docs sidebar category whose items a page's sidebar chunk leaves out: a
 * category that starts collapsed names them with `itemsUrl`, a data chunk loaded when the
 * visitor first opens it (or points at it), through the route loader's memoised `fetchJson`.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { RouteLoaderContext } from '../client/contexts';
import type { SidebarItem } from '../types';
import { LOADING_DELAY_MS } from './useLazyModule';

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/**
 * Items chunks loaded in this visit, by URL. Their names are content hashes, so they never
 * change: a category opened once renders its items at once on the next pages. Filled only
 * by a visitor's action, never while rendering, so server and hydration agree.
 */
const loadedItems = new Map<string, SidebarItem[]>();

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
  /** Starts loading without waiting (the pointer is over the category); never fails. */
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

  const prefetch = useCallback(() => {
    void fetchItems();
  }, [fetchItems]);

  return { items, slow, load, prefetch };
}
