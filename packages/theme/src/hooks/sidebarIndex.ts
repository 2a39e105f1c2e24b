/**
 * Lookups in a docs sidebar that cost the same on every page whatever the sidebar's size.
 *
 * A page asks, for each category it shows, whether the category holds the page; walking the
 * category's items for that makes every page cost all it has of the sidebar. Sidebar items
 * are never mutated, and the same objects serve many pages (the SSR worker parses a shared
 * chunk once; the client keeps loaded chunks), so each answer's index is built once per
 * items array and kept in a WeakMap keyed by it, which lets it go with the sidebar.
 *
 * Every lookup answers exactly as `isActivePath(href, routePath)` tried on each item would:
 * keys are `comparableHref(href)`, looked up with `comparableRoutePath(routePath)`.
 */
import type { SidebarBranch, SidebarItem } from '../types';
import { comparableHref, comparableRoutePath, isActivePath } from './useRoutePath';

export type SidebarCategoryItem = Extract<SidebarItem, { type: 'category' }>;

const hrefsByItems = new WeakMap<readonly SidebarItem[], ReadonlySet<string>>();
const categoriesByItems = new WeakMap<readonly SidebarItem[], ReadonlyMap<string, SidebarCategoryItem>>();

/** An empty href is never active, so it is left out of indexes. */
function addHref(hrefs: Set<string>, href: string | undefined): void {
  if (href) hrefs.add(comparableHref(href));
}

/** Every link's and category page's href among `items`, nested categories included. */
function hrefsWithin(items: readonly SidebarItem[]): ReadonlySet<string> {
  const known = hrefsByItems.get(items);
  if (known) return known;
  const hrefs = new Set<string>();
  for (const item of items) {
    if (item.type === 'link') {
      addHref(hrefs, item.href);
    } else if (item.type === 'category') {
      addHref(hrefs, item.href);
      // The nested list's own set is kept too: its category asks the same question.
      for (const href of hrefsWithin(item.items)) hrefs.add(href);
    }
  }
  hrefsByItems.set(items, hrefs);
  return hrefs;
}

/** Whether a link or category page among `items`, at any depth, is the page at `routePath`. */
export function sidebarItemsHoldPath(items: readonly SidebarItem[], routePath: string): boolean {
  return routePath !== '' && hrefsWithin(items).has(comparableRoutePath(routePath));
}

const holdersByItems = new WeakMap<readonly SidebarItem[], ReadonlyMap<string, readonly SidebarItem[]>>();

/** Per comparable href: the items of `items` (not nested ones) that are that page or hold it. */
function holdersWithin(items: readonly SidebarItem[]): ReadonlyMap<string, readonly SidebarItem[]> {
  const known = holdersByItems.get(items);
  if (known) return known;
  const holders = new Map<string, SidebarItem[]>();
  const add = (key: string, item: SidebarItem) => {
    const list = holders.get(key);
    if (!list) holders.set(key, [item]);
    else if (list[list.length - 1] !== item) list.push(item);
  };
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href) add(comparableHref(item.href), item);
    if (item.type === 'category') for (const href of hrefsWithin(item.items)) add(href, item);
  }
  holdersByItems.set(items, holders);
  return holders;
}

const NO_ITEMS: readonly SidebarItem[] = [];

/**
 * The items of `items` (not nested ones) that are the page at `routePath`: a link to it, or a
 * category that is its page or holds it at any depth. A list shows every other item the same
 * on every page, so a page asks once for the list rather than once per item.
 */
export function sidebarItemsHoldingPath(items: readonly SidebarItem[], routePath: string): readonly SidebarItem[] {
  if (routePath === '') return NO_ITEMS;
  return holdersWithin(items).get(comparableRoutePath(routePath)) ?? NO_ITEMS;
}

/**
 * Whether a visitor on `routePath` sees the item: unlisted docs show only on their own page,
 * so a category holding nothing else (`unlisted`, which the engine decides from all its
 * items, loaded or not) is hidden except on the pages it holds.
 */
export function isSidebarItemVisible(item: SidebarItem, routePath: string): boolean {
  if (item.type === 'html' || !item.unlisted) return true;
  const holdsPage =
    item.type === 'link'
      ? isActivePath(item.href, routePath)
      : (item.href !== undefined && isActivePath(item.href, routePath)) || sidebarItemsHoldPath(item.items, routePath);
  return isSidebarItemShown(item, holdsPage);
}

/** [`isSidebarItemVisible`], knowing whether the item is the page being read or holds it. */
export function isSidebarItemShown(item: SidebarItem, holdsPage: boolean): boolean {
  return item.type === 'html' || !item.unlisted || holdsPage;
}

const resolvedByBranch = new WeakMap<readonly SidebarItem[], WeakMap<SidebarBranch, SidebarItem[]>>();

/**
 * `items` (a page's sidebar, whose collapsed categories name their items with `itemsUrl`)
 * with the items `branch` holds put in place: the categories around the page, so that its
 * own branch renders open. A category so filled loses its `itemsUrl`; the others keep it,
 * with `items: []`. Objects that do not change are the skeleton's own, and the answer is
 * kept per skeleton and branch (pages of one category share both chunks), so indexes built
 * on it serve every such page.
 */
export function resolveSidebarBranch(items: SidebarItem[], branch: SidebarBranch | undefined): SidebarItem[] {
  if (!branch) return items;
  let byBranch = resolvedByBranch.get(items);
  if (!byBranch) {
    byBranch = new WeakMap();
    resolvedByBranch.set(items, byBranch);
  }
  const known = byBranch.get(branch);
  if (known) return known;
  const resolve = (list: SidebarItem[]): SidebarItem[] => {
    let changed = false;
    const out = list.map((item) => {
      if (item.type !== 'category') return item;
      const { itemsUrl, ...rest } = item;
      const loaded = itemsUrl === undefined ? undefined : branch[itemsUrl];
      const nested = resolve(loaded ?? item.items);
      if (!loaded && nested === item.items) return item;
      changed = true;
      return loaded ? { ...rest, items: nested } : { ...item, items: nested };
    });
    return changed ? out : list;
  };
  const resolved = resolve(items);
  byBranch.set(branch, resolved);
  return resolved;
}

/** Category pages among `items` by comparable href; the first in document order wins. */
function categoriesWithin(items: readonly SidebarItem[]): ReadonlyMap<string, SidebarCategoryItem> {
  const known = categoriesByItems.get(items);
  if (known) return known;
  const categories = new Map<string, SidebarCategoryItem>();
  const visit = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.href) {
        const key = comparableHref(item.href);
        if (!categories.has(key)) categories.set(key, item);
      }
      visit(item.items);
    }
  };
  visit(items);
  categoriesByItems.set(items, categories);
  return categories;
}

/** The first category among `items` (depth first, nested ones included) whose page is `routePath`. */
export function findSidebarCategoryWithHref(
  items: readonly SidebarItem[],
  routePath: string,
): SidebarCategoryItem | undefined {
  return routePath === '' ? undefined : categoriesWithin(items).get(comparableRoutePath(routePath));
}
