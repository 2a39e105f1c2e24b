/**
 * Lookups in a docs sidebar that cost the same on every page whatever the sidebar's size.
 *
 * A page asks, for each category it shows, whether the category holds the page and whether
 * it shows at all; walking the category's items for that makes every page cost the size of
 * the whole sidebar. Sidebar items are never mutated, and the same objects serve many pages
 * (the SSR worker parses a shared sidebar chunk once; the client keeps loaded chunks), so
 * each answer's index is built once per items array or category and kept in a WeakMap keyed
 * by it, which lets it go with the sidebar.
 *
 * Every lookup answers exactly as `isActivePath(href, routePath)` tried on each item would:
 * keys are `comparableHref(href)`, looked up with `comparableRoutePath(routePath)`.
 */
import type { SidebarItem } from '../types';
import { comparableHref, comparableRoutePath, isActivePath } from './useRoutePath';

export type SidebarCategoryItem = Extract<SidebarItem, { type: 'category' }>;

const hrefsByItems = new WeakMap<readonly SidebarItem[], ReadonlySet<string>>();
const categoriesByItems = new WeakMap<readonly SidebarItem[], ReadonlyMap<string, SidebarCategoryItem>>();
const listedCategories = new WeakMap<SidebarCategoryItem, boolean>();

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

/**
 * Whether a category shows on every page: it has a listed page of its own, or holds an HTML
 * item, a listed link or such a category. Otherwise it holds only unlisted pages and shows
 * only on them.
 */
function isListedEverywhere(category: SidebarCategoryItem): boolean {
  const known = listedCategories.get(category);
  if (known !== undefined) return known;
  const listed =
    (category.href !== undefined && !category.linkUnlisted) ||
    category.items.some((item) =>
      item.type === 'html' ? true : item.type === 'link' ? !item.unlisted : isListedEverywhere(item),
    );
  listedCategories.set(category, listed);
  return listed;
}

/**
 * Whether a visitor on `routePath` sees the item: unlisted docs show only on their own page,
 * so a category holding nothing else (and no listed page of its own) is hidden elsewhere.
 */
export function isSidebarItemVisible(item: SidebarItem, routePath: string): boolean {
  if (item.type === 'html') return true;
  if (item.type === 'link') return !item.unlisted || isActivePath(item.href, routePath);
  return (
    isListedEverywhere(item) ||
    (item.href !== undefined && isActivePath(item.href, routePath)) ||
    sidebarItemsHoldPath(item.items, routePath)
  );
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
