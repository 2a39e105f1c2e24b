// The functions and hooks of `@docusaurus/theme-common` that need no component: storage slots,
// plurals, class names, React helpers, window size, tags, search, query strings, Prism theme.
import {
  createElement,
  useCallback,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  selectPluralForm,
  storageSlot,
  translate,
  useLocation,
  useNavigate,
  useSearchData,
  useSiteData,
  type StorageKind,
} from '@cairn/theme/internal';
import useIsomorphicLayoutEffect from '../useIsomorphicLayoutEffect';

// ---------------------------------------------------------------------------------------------
// Storage

export interface DocusaurusStorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

/** A key of the site's storage (namespaced as the site's `siteStorage` says). */
export function createStorageSlot(key: string, options: { persistence?: StorageKind | 'none' } = {}): DocusaurusStorageSlot {
  if (options.persistence === 'none') {
    return { get: () => null, set() {}, del() {}, listen: () => () => {} };
  }
  const slot = storageSlot(key, options.persistence);
  return {
    get: slot.get,
    set: (value) => slot.set(value),
    del: () => slot.set(null),
    listen(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.key !== null) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** A storage key's value, kept up to date; null on the server and while hydrating. */
export function useStorageSlot(
  key: string | null,
  options?: { persistence?: StorageKind | 'none' },
): [string | null, { set: (value: string) => void; del: () => void }] {
  const slot = useMemo(() => (key === null ? null : storageSlot(key, options?.persistence === 'none' ? undefined : options?.persistence)), [key, options?.persistence]);
  const value = useSyncExternalStore(
    useCallback((onChange: () => void) => slot?.subscribe(onChange) ?? (() => {}), [slot]),
    () => slot?.get() ?? null,
    () => null,
  );
  const actions = useMemo(
    () => ({ set: (next: string) => slot?.set(next), del: () => slot?.set(null) }),
    [slot],
  );
  return [value, actions];
}

/** The keys of the site's storage. */
export function listStorageKeys(kind: StorageKind = 'localStorage'): string[] {
  if (typeof window === 'undefined') return [];
  try {
    const storage = window[kind];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Plurals

/**
 * `selectMessage(count, 'One doc|{count} docs')`: the form for `count` in the current locale,
 * the forms written in the order of `Intl.PluralRules`'s categories for that locale.
 */
export function usePluralForm(): { selectMessage: (count: number, pluralForms: string) => string } {
  const locale = useSiteData().i18n.currentLocale;
  return useMemo(
    () => ({ selectMessage: (count: number, pluralForms: string) => selectPluralForm(count, pluralForms, locale) }),
    [locale],
  );
}

// ---------------------------------------------------------------------------------------------
// Class names that site CSS targets (Docusaurus's stable names)

export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;

// ---------------------------------------------------------------------------------------------
// React helpers

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** A stable function that always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback(((...args: Parameters<T>) => latest.current(...args)) as T, []);
}

/** The value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const previous = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    previous.current = value;
  });
  return previous.current;
}

/** One provider component made of several, the first outermost. */
export function composeProviders(providers: ComponentType<{ children: ReactNode }>[]): ComponentType<{ children: ReactNode }> {
  return function ComposedProviders({ children }: { children: ReactNode }) {
    return providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children);
  };
}

/** The error a hook throws outside the provider it needs. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook was called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim();
  }
}

// ---------------------------------------------------------------------------------------------
// Window size: by default Docusaurus's breakpoint, the one Cairn's navbar uses too

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** `ssr` on the server and while hydrating, then `desktop` or `mobile` (wider than the breakpoint). */
export function useWindowSize({ desktopBreakpoint = 996 }: { desktopBreakpoint?: number } = {}): WindowSize {
  // Told of changes at the breakpoint asked for, not only at the navbar's.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = window.matchMedia?.(`(min-width: ${desktopBreakpoint + 1}px)`);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    [desktopBreakpoint],
  );
  return useSyncExternalStore<WindowSize>(
    subscribe,
    () => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile'),
    () => 'ssr',
  );
}

// ---------------------------------------------------------------------------------------------
// Tags

export interface TagLetterEntry<Tag> {
  letter: string;
  tags: Tag[];
}

export function translateTagsPageTitle(): string {
  return translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
}

/** Tags grouped by their first letter, letters and tags in alphabetical order. */
export function listTagsByLetters<Tag extends { label: string }>(tags: readonly Tag[]): TagLetterEntry<Tag>[] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, grouped]) => ({ letter, tags: grouped.sort((a, b) => a.label.localeCompare(b.label)) }));
}

// ---------------------------------------------------------------------------------------------
// Search page

const SEARCH_PARAMETER = 'q';

/** The search page's query, in its URL (`?q=`). */
export function useSearchQueryString(): [string, (query: string) => void] {
  return useQueryString(SEARCH_PARAMETER);
}

/** A function giving the search page's URL for a query. */
export function useSearchLinkCreator(): (query: string) => string {
  const { baseUrl } = useSiteData();
  const search = useSearchData();
  const page = search?.searchPagePath ?? `${baseUrl}search`;
  return useCallback((query: string) => `${page}?${SEARCH_PARAMETER}=${encodeURIComponent(query)}`, [page]);
}

/** The class Docusaurus gives elements a link may target, so they clear the fixed navbar. */
export function useAnchorTargetClassName(id: string | undefined): string | undefined {
  return id ? 'anchor anchorTargetStickyNavbar' : undefined;
}

// ---------------------------------------------------------------------------------------------
// Small utilities

export function isMultiColumnFooterLinks(links: readonly unknown[]): boolean {
  return links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0] && 'items' in links[0];
}

/** Whether `value` matches one of `patterns` (regular expressions written as strings). */
export function isRegexpStringMatch(patterns: string | string[] | undefined, value: string): boolean {
  if (patterns === undefined) return false;
  return ([] as string[]).concat(patterns).some((pattern) => new RegExp(pattern, 'gi').test(value));
}

/** The items that appear more than once (by `comparator`), each once. */
export function duplicates<T>(values: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((value, index) => values.findIndex((other) => comparator(value, other)) !== index);
}

export function uniq<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Items grouped by the key `keyOf` gives them, in the order of first appearance. */
export function groupBy<T, K extends string>(values: readonly T[], keyOf: (value: T) => K): Record<K, T[]> {
  const groups = {} as Record<K, T[]>;
  for (const value of values) (groups[keyOf(value)] ??= []).push(value);
  return groups;
}

/**
 * A Prism theme (for `prism-react-renderer`) in Cairn's code colours: Cairn highlights code
 * when it builds, so the site has no Prism theme; code a site highlights itself gets the same
 * plain colours as the theme's code blocks.
 */
export interface PrismTheme {
  plain: Record<string, string>;
  styles: { types: string[]; style: Record<string, string> }[];
}

export function usePrismTheme(): PrismTheme {
  return PRISM_THEME;
}

const PRISM_THEME: PrismTheme = {
  plain: { color: 'var(--cairn-code-color)', backgroundColor: 'var(--cairn-code-background)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: 'var(--cairn-code-line-number-color)', fontStyle: 'italic' } },
    { types: ['keyword', 'selector', 'important', 'atrule'], style: { color: 'var(--cairn-color-primary-dark)' } },
    { types: ['string', 'char', 'attr-value', 'regex'], style: { color: 'var(--cairn-admonition-tip)' } },
    { types: ['number', 'boolean', 'constant'], style: { color: 'var(--cairn-admonition-warning)' } },
    { types: ['function', 'class-name'], style: { color: 'var(--cairn-admonition-info)' } },
  ],
};

/** Admonition props as MDX gives them: Cairn's compiler already sets `title`, so nothing to do. */
export function processAdmonitionProps<Props>(props: Props): Props {
  return props;
}

// ---------------------------------------------------------------------------------------------
// History and query strings

/** A value computed from the current location, updated when it changes. */
export function useHistorySelector<Value>(selector: (location: { pathname: string; search: string; hash: string }) => Value): Value {
  const location = useLocation();
  return selector(location);
}

/** The current page's URL with `params` as its query string. */
function withSearch(location: { pathname: string; hash: string }, params: URLSearchParams): string {
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** `?key=value` of the current URL, and a setter that replaces the history entry. */
export function useQueryString(key: string): [string, (value: string | null, options?: { push?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(key) ?? '';
  const setValue = useCallback(
    (next: string | null, options: { push?: boolean } = {}) => {
      const params = new URLSearchParams(location.search);
      if (next === null || next === '') params.delete(key);
      else params.set(key, next);
      navigate(withSearch(location, params), { replace: !options.push });
    },
    [key, location, navigate],
  );
  return [value, setValue];
}

/** Every `?key=` value of the current URL, and a setter. */
export function useQueryStringList(key: string): [string[], (values: string[], options?: { push?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const values = new URLSearchParams(location.search).getAll(key);
  const setValues = useCallback(
    (next: string[], options: { push?: boolean } = {}) => {
      const params = new URLSearchParams(location.search);
      params.delete(key);
      for (const value of next) params.append(key, value);
      navigate(withSearch(location, params), { replace: !options.push });
    },
    [key, location, navigate],
  );
  return [values, setValues];
}

/** A function that removes the query string from the URL. */
export function useClearQueryString(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => navigate(`${location.pathname}${location.hash}`, { replace: true }), [location, navigate]);
}

/** `params` with `added`'s values added (or replacing, per key). */
export function mergeSearchParams(params: URLSearchParams[], strategy: 'replace' | 'append' = 'replace'): URLSearchParams {
  const merged = new URLSearchParams();
  for (const each of params) {
    for (const key of new Set(each.keys())) {
      if (strategy === 'replace') merged.delete(key);
      for (const value of each.getAll(key)) merged.append(key, value);
    }
  }
  return merged;
}

export function mergeSearchStrings(searchStrings: (string | undefined)[], strategy: 'replace' | 'append' = 'replace'): string {
  const merged = mergeSearchParams(
    searchStrings.map((search) => new URLSearchParams(search ?? '')),
    strategy,
  ).toString();
  return merged ? `?${merged}` : '';
}
