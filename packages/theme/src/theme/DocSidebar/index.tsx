import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import Link from '@theme/Link';
import {
  isActivePath,
  isSidebarItemShown,
  isSidebarItemVisible,
  type ServerMarkup,
  ServerMarkupContext,
  type SidebarItem,
  sidebarItemsHoldingPath,
  sidebarItemsHoldPath,
  translate,
  useDocsSidebarOptions,
  useRoutePath,
  useSidebarCategoryItems,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

/**
 * With `autoCollapseCategories`, the categories of one list share which of them the visitor
 * opened last; the others close. `null` outside such a list (or before any opening).
 */
interface SiblingCategories {
  lastOpened: string | null;
  setLastOpened: (key: string) => void;
}
const SiblingCategoriesContext = createContext<SiblingCategories | null>(null);

/**
 * Whether a visitor on `routePath` sees the item: unlisted docs show only on their own page,
 * so a category holding nothing else (and no listed page of its own) is hidden elsewhere.
 */
export function isVisibleItem(item: SidebarItem, routePath: string): boolean {
  return isSidebarItemVisible(item, routePath);
}

interface SidebarLinkProps {
  label: string;
  href: string;
  /** On the server, the props that have the row's markup kept (see `SidebarItems`). */
  capture?: Record<string, string>;
}

/** A link of the list; `SidebarItems` leaves out an unlisted doc's away from its own page. */
function SidebarLink({ label, href, capture }: SidebarLinkProps) {
  const active = isActivePath(href, useRoutePath());
  return (
    <li {...capture}>
      <Link
        to={href}
        className={active ? `${styles.link} ${styles.active}` : styles.link}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
}

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** Whether the page at `routePath` is the category's own page or one of its items. */
function categoryHoldsPage(category: CategoryItem, routePath: string): boolean {
  const isActive = category.href !== undefined && isActivePath(category.href, routePath);
  // Indexed once per sidebar: a walk of the items here would make every page cost the whole sidebar.
  return isActive || sidebarItemsHoldPath(category.items, routePath);
}

/**
 * Whether the category renders closed, with none of its items, on the page at `routePath`.
 * Such a row shows nothing of the page: it is the same on every page of its sidebar.
 */
function startsClosedAwayFrom(category: CategoryItem, routePath: string): boolean {
  return startsClosed(category, categoryHoldsPage(category, routePath));
}

/** `startsClosedAwayFrom`, knowing whether the category holds the page. */
function startsClosed(category: CategoryItem, holdsPage: boolean): boolean {
  const { collapsible = true, collapsed = false } = category;
  return collapsible && collapsed && !holdsPage;
}

interface SidebarCategoryProps {
  category: CategoryItem;
  siblingKey: string;
  /** The id of its list of items: unique in the page (see `SidebarItems`). */
  listId: string;
}

function SidebarCategory({ category, siblingKey, listId }: SidebarCategoryProps) {
  const { label, collapsible = true } = category;
  const routePath = useRoutePath();
  const isActive = category.href !== undefined && isActivePath(category.href, routePath);
  // An unlisted category page is linked only while it is the page being read.
  const href = category.linkUnlisted && !isActive ? undefined : category.href;
  // A category that starts collapsed comes without its items (`itemsUrl`), except around the
  // page being read, which gets them with its own data: those are the categories holding it.
  const holdsActivePage = categoryHoldsPage(category, routePath);
  const { items, slow, load, prefetch } = useSidebarCategoryItems(category);
  const collapsedByDefault = collapsible && category.collapsed;
  const [collapsed, setCollapsed] = useState(collapsedByDefault && !holdsActivePage);
  // A collapsed category's items are rendered on first opening, not before: a site with
  // thousands of docs would otherwise put every sidebar link into every page's HTML.
  const [rendered, setRendered] = useState(!collapsed);
  const siblings = useContext(SiblingCategoriesContext);
  const serverMarkup = useContext(ServerMarkupContext);
  const lastOpenedSibling = siblings?.lastOpened ?? null;

  // Navigating into a collapsed category opens it; leaving one keeps the visitor's choice.
  useEffect(() => {
    if (holdsActivePage) {
      setCollapsed(false);
      setRendered(true);
    }
  }, [holdsActivePage]);

  // autoCollapseCategories: another category of this list was opened, so this one closes.
  useEffect(() => {
    if (collapsible && lastOpenedSibling !== null && lastOpenedSibling !== siblingKey) setCollapsed(true);
  }, [collapsible, lastOpenedSibling, siblingKey]);

  const toggle = () => {
    setRendered(true);
    setCollapsed(!collapsed);
    if (collapsed) siblings?.setLastOpened(siblingKey);
  };
  // An open category without its items loads them: it shows open at once, the list appears
  // when they are there. Should they fail to load, it closes again; the next click retries.
  const needsItems = !collapsed && items === undefined;
  useEffect(() => {
    if (!needsItems) return;
    let current = true;
    void load().then((loaded) => {
      if (current && !loaded) setCollapsed(true);
    });
    return () => {
      current = false;
    };
  }, [needsItems, load]);
  // Pointing at a closed category loads its items ahead of the click.
  const warm = items === undefined ? prefetch : undefined;
  const categoryClass = [styles.category, holdsActivePage ? styles.categoryActive : '', category.className ?? '']
    .filter(Boolean)
    .join(' ');

  const row =
    href !== undefined ? (
      // A category with its own page: the label opens the page, the caret folds the list.
      <div className={styles.categoryRow}>
        <Link to={href} className={categoryClass} aria-current={isActive ? 'page' : undefined}>
          {label}
        </Link>
        {collapsible && (
          <button
            type="button"
            className={styles.caretButton}
            aria-label={translate(
              collapsed
                ? { id: 'theme.DocSidebarItem.expandCategoryAriaLabel', message: 'Expand {label}' }
                : { id: 'theme.DocSidebarItem.collapseCategoryAriaLabel', message: 'Collapse {label}' },
              { label },
            )}
            aria-expanded={!collapsed}
            aria-controls={rendered ? listId : undefined}
            onClick={toggle}
            onPointerEnter={warm}
            onFocus={warm}
          />
        )}
      </div>
    ) : collapsible ? (
      <button
        type="button"
        className={categoryClass}
        aria-expanded={!collapsed}
        aria-controls={rendered ? listId : undefined}
        onClick={toggle}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {label}
      </button>
    ) : (
      <span className={categoryClass}>{label}</span>
    );

  // On the server, a closed category away from the page is rendered in full once per worker,
  // its row kept; the next pages write the kept row (see `SidebarItems`). Both ask the same
  // question, so a row is never kept in one state and written in another.
  if (import.meta.env.CAIRN_BROWSER !== true && serverMarkup && startsClosedAwayFrom(category, routePath)) {
    return <li {...serverMarkup.capture(category)}>{row}</li>;
  }

  return (
    <li>
      {row}
      {rendered && (
        <ul id={listId} className={styles.nested} hidden={collapsed} aria-busy={items === undefined || undefined}>
          {items !== undefined ? (
            <SidebarItems items={items} idPrefix={listId} />
          ) : (
            slow && (
              <li className={styles.loading} role="status">
                {translate({ id: 'theme.cairn.loading', message: 'Loading…' })}
              </li>
            )
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * A row of the list, or on the server the markup of a row kept from an earlier page: rows that
 * are the same on every page of the sidebar (a closed category away from the page, a link to
 * another page) are rendered in full once per worker, their markup kept (see `serverMarkup.ts`).
 * `holdsPage`: whether the item is the page being read or holds it.
 */
function sidebarRow(
  item: SidebarItem,
  index: number,
  idPrefix: string,
  holdsPage: boolean,
  serverMarkup: ServerMarkup | null,
): ReactNode | { kept: string } {
  // An unlisted doc, or a category of nothing else, shows only on the pages it holds.
  if (!isSidebarItemShown(item, holdsPage)) return null;
  switch (item.type) {
    case 'link': {
      const key = `${index}:${item.href}`;
      // A same-page link (`#part`) is written against the page's path, so it is not kept.
      if (import.meta.env.CAIRN_BROWSER !== true && serverMarkup && !holdsPage && !/^[#?]/.test(item.href)) {
        const kept = serverMarkup.get(item);
        if (kept !== undefined) return { kept };
        return <SidebarLink key={key} label={item.label} href={item.href} capture={serverMarkup.capture(item)} />;
      }
      return <SidebarLink key={key} label={item.label} href={item.href} />;
    }
    case 'category': {
      const key = `${index}:${item.label}`;
      // The browser hydrates the full `SidebarCategory` against a kept row, since component
      // boundaries leave no trace in the HTML.
      if (import.meta.env.CAIRN_BROWSER !== true && serverMarkup && startsClosed(item, holdsPage)) {
        const kept = serverMarkup.get(item);
        if (kept !== undefined) return { kept };
      }
      return <SidebarCategory key={key} category={item} siblingKey={key} listId={`${idPrefix}-${index}`} />;
    }
    case 'html':
      // Written by the site's authors in their sidebar file, like the rest of the site.
      return <li key={`${index}:html`} className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}

/**
 * Runs of kept rows, by list and by the places of the run's first and last rows: a key object
 * for each run met, for the server markup cache. Every row between them is kept or hidden
 * whatever the page (a row that shows on some pages only is one that holds them, and is never
 * kept), so the same places give the same markup. A run is joined again until a second page
 * has it: the runs around each page's own link in an open category are each met once, and
 * keeping them all took 30 MB a worker at 10,000 pages. Kept, a run is one placeholder for the
 * engine, which expands it once: the closed categories before and after the open one were each
 * a placeholder of every page (200 a page at 10,000 pages), which the engine had to find and
 * put in place.
 */
const joinedRuns = new WeakMap<readonly SidebarItem[], Map<string, object>>();

function joinedRun(items: readonly SidebarItem[], first: number, last: number, rows: string[], serverMarkup: ServerMarkup): string {
  let runs = joinedRuns.get(items);
  if (!runs) joinedRuns.set(items, (runs = new Map()));
  const name = `${first}:${last}`;
  const join = () => rows.join('</li><li>');
  const run = runs.get(name);
  if (run === undefined) {
    runs.set(name, {});
    return join();
  }
  return serverMarkup.keep(run, join);
}

/**
 * `idPrefix`: what the ids of the lists below start with, unique in the page. A category's list
 * is named by its place in the sidebar rather than by `useId`, which numbers an element by its
 * place among React's elements: the server writes fewer elements than the browser renders.
 */
function SidebarItems({ items, idPrefix }: { items: SidebarItem[]; idPrefix: string }) {
  const { autoCollapseCategories } = useDocsSidebarOptions();
  const routePath = useRoutePath();
  const serverMarkup = useContext(ServerMarkupContext);
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  // Usually one item, or none: asked once for the list, not for each of its items.
  const holding = sidebarItemsHoldingPath(items, routePath);
  // Consecutive kept rows are written as one element whose inner HTML closes and reopens the
  // `<li>` between rows: the same HTML as an element per row, and the same elements for the
  // browser to hydrate, but one element for React to render (an element per row made each page
  // of a sidebar of 200 closed categories about an eighth slower to render).
  const list: ReactNode[] = [];
  let run: { first: number; last: number; rows: string[] } | null = null;
  // Only server rendering keeps rows (`import.meta.env.CAIRN_BROWSER` leaves this out of the
  // browser's bundle).
  const writeRun = () => {
    if (import.meta.env.CAIRN_BROWSER === true || !run || !serverMarkup) return;
    const html = joinedRun(items, run.first, run.last, run.rows, serverMarkup);
    list.push(<li key={`kept:${run.first}`} dangerouslySetInnerHTML={{ __html: html }} />);
    run = null;
  };
  items.forEach((item, index) => {
    const row = sidebarRow(item, index, idPrefix, holding.includes(item), serverMarkup);
    if (row === null) return;
    if (typeof row === 'object' && 'kept' in row) {
      if (import.meta.env.CAIRN_BROWSER === true) return;
      run ??= { first: index, last: index, rows: [] };
      run.last = index;
      run.rows.push(row.kept);
      return;
    }
    writeRun();
    list.push(row);
  });
  writeRun();
  if (!autoCollapseCategories) return list;
  return <SiblingCategoriesContext.Provider value={{ lastOpened, setLastOpened }}>{list}</SiblingCategoriesContext.Provider>;
}

function isScrollable(element: HTMLElement): boolean {
  const { overflowY } = getComputedStyle(element);
  return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight;
}

/**
 * Brings the current page's link into view inside the sidebar's own scroll container, once,
 * when the sidebar mounts. `scrollIntoView` would also scroll the page (and fight the
 * scroll restoration of client navigation), so only the container's scrollTop is set.
 */
function useActiveLinkInView(nav: RefObject<HTMLElement | null>) {
  // Before paint, so the sidebar never shows at the wrong scroll position.
  useLayoutEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) return;
    let container = nav.current?.parentElement ?? null;
    while (container && !isScrollable(container)) container = container.parentElement;
    if (!container || container === document.scrollingElement || container === document.body) return;
    const box = container.getBoundingClientRect();
    const target = active.getBoundingClientRect();
    if (target.top >= box.top && target.bottom <= box.bottom) return;
    container.scrollTop += target.top - box.top - (box.height - target.height) / 2;
  }, []);
}

export interface DocSidebarProps {
  items: SidebarItem[];
  /** Shows a "Collapse sidebar" button at the bottom (the desktop sidebar of `docsSidebar.hideable`). */
  onCollapse?: () => void;
}

export default function DocSidebar({ items, onCollapse }: DocSidebarProps) {
  const nav = useRef<HTMLElement>(null);
  const idPrefix = useId();
  useActiveLinkInView(nav);
  const collapseLabel = translate({ id: 'theme.docs.sidebar.collapseButtonAriaLabel', message: 'Collapse sidebar' });
  return (
    <nav
      ref={nav}
      className={styles.sidebar}
      aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
    >
      <ul className={styles.list}>
        <SidebarItems items={items} idPrefix={idPrefix} />
      </ul>
      {onCollapse && (
        <button
          type="button"
          className={styles.collapseButton}
          onClick={onCollapse}
          title={collapseLabel}
          aria-label={collapseLabel}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="m11 17-5-5 5-5M18 17l-5-5 5-5" />
          </svg>
        </button>
      )}
    </nav>
  );
}
