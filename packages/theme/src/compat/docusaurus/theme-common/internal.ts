// `@docusaurus/theme-common/internal`: what Docusaurus keeps internal but swizzled components
// import. Everything public, plus the hooks and helpers of that list that have a meaning on
// Cairn's runtime (see `../coverage.json`).
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  pathInLocale,
  STORAGE_KEYS,
  storageSlot,
  useLocation,
  useSiteData,
  type NavbarItem,
} from '@cairn/theme/internal';
import useDocusaurusContext from '../useDocusaurusContext';
import { sayInert } from '../inert';
import { useQueryString } from './utils';

export * from './index';
export { DEFAULT_SEARCH_TAG } from './search';

// ---------------------------------------------------------------------------------------------
// Announcement bar

const subscribeAnnouncement = (onChange: () => void) => {
  const stopDismiss = storageSlot(STORAGE_KEYS.announcementDismiss).subscribe(onChange);
  const stopId = storageSlot(STORAGE_KEYS.announcementId).subscribe(onChange);
  return () => {
    stopDismiss();
    stopId();
  };
};

/** Whether the site's announcement bar shows, and a function that closes it for good. */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const { announcementBar: bar } = useSiteData();
  const dismissed = useSyncExternalStore(
    subscribeAnnouncement,
    () =>
      storageSlot(STORAGE_KEYS.announcementDismiss).get() === 'true' &&
      storageSlot(STORAGE_KEYS.announcementId).get() === bar?.id,
    () => false,
  );
  const close = useCallback(() => {
    if (!bar) return;
    storageSlot(STORAGE_KEYS.announcementId).set(bar.id);
    storageSlot(STORAGE_KEYS.announcementDismiss).set('true');
  }, [bar]);
  return { isActive: !!bar && !(bar.isCloseable && dismissed), close };
}

// ---------------------------------------------------------------------------------------------
// Tabs

interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

type TabItemElement = ReactElement<{ value: string; label?: ReactNode; default?: boolean; attributes?: Record<string, unknown> }>;

/** The `TabItem` children of a `Tabs`, without the blank text MDX leaves between them. */
export function sanitizeTabsChildren(children: ReactNode): TabItemElement[] {
  return Children.toArray(children).filter(
    (child): child is TabItemElement => isValidElement(child) && typeof (child.props as { value?: unknown }).value === 'string',
  );
}

/** The state of a tab list, as Docusaurus's `Tabs` keeps it (`?queryString=` wins). */
export function useTabs(props: {
  values?: TabValue[];
  children?: ReactNode;
  defaultValue?: string | null;
  queryString?: string | boolean;
  groupId?: string;
  lazy?: boolean;
  block?: boolean;
}): {
  selectedValue: string;
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
  lazy: boolean;
  block: boolean;
} {
  const tabValues = useMemo<TabValue[]>(
    () =>
      props.values ??
      sanitizeTabsChildren(props.children).map(({ props: tab }) => ({
        value: tab.value,
        label: tab.label,
        attributes: tab.attributes,
        default: tab.default,
      })),
    [props.values, props.children],
  );
  const fallback = props.defaultValue ?? tabValues.find((tab) => tab.default)?.value ?? tabValues[0]?.value ?? '';
  const queryKey =
    typeof props.queryString === 'string' ? props.queryString : props.queryString ? (props.groupId ?? '') : '';
  const [queryValue, setQueryValue] = useQueryString(queryKey || '__no_tab_query__');
  const groupSlot = props.groupId ? storageSlot(STORAGE_KEYS.tabGroup(props.groupId)) : null;
  const stored = useSyncExternalStore(
    useCallback((onChange: () => void) => groupSlot?.subscribe(onChange) ?? (() => {}), [groupSlot]),
    () => groupSlot?.get() ?? null,
    () => null,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const valid = (value: string | null | undefined): value is string =>
    !!value && tabValues.some((tab) => tab.value === value);
  const selectedValue = [chosen, queryKey ? queryValue : null, stored].find(valid) ?? fallback;
  const selectValue = useCallback(
    (value: string) => {
      setChosen(value);
      if (queryKey) setQueryValue(value);
      groupSlot?.set(value);
    },
    [queryKey, setQueryValue, groupSlot],
  );
  return { selectedValue, selectValue, tabValues, lazy: props.lazy ?? false, block: props.block ?? false };
}

// ---------------------------------------------------------------------------------------------
// Navbar

/** Cairn's mobile drawer keeps its state inside `Navbar`: site code can read but not open it. */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; shown: boolean; toggle: () => void } {
  return useMemo(
    () => ({
      disabled: false,
      shouldRender: false,
      shown: false,
      toggle: () => sayInert('useNavbarMobileSidebar().toggle', "Cairn's navbar opens its mobile drawer from its own button."),
    }),
    [],
  );
}

export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  return useMemo(() => ({ shown: false, hide: () => {}, content: null }), []);
}

/** The navbar's items, left ones first, as `[left, right]`. */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: readonly T[]): [T[], T[]] {
  const left = items.filter((item) => (item.position ?? 'right') === 'left');
  const right = items.filter((item) => (item.position ?? 'right') === 'right');
  return [left, right];
}

/** Cairn's navbar needs no provider. */
export function NavbarProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

/** Cairn's colour mode needs no provider. */
export function ColorModeProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

/** Docusaurus marks `<html>` with the plugin's name and id; Cairn's pages need no such class. */
export function PluginHtmlClassNameProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

// ---------------------------------------------------------------------------------------------
// Locales and URLs

/** The URL of the current page in another locale: the same path under that locale's base URL. */
export function useAlternatePageUtils(): {
  createUrl: (options: { locale: string; fullyQualified: boolean }) => string;
} {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  return useMemo(
    () => ({
      createUrl({ locale, fullyQualified }) {
        const base = i18n.localeConfigs[locale]?.baseUrl ?? siteConfig.baseUrl;
        return `${fullyQualified ? siteConfig.url : ''}${pathInLocale(pathname, siteConfig.baseUrl, base)}`;
      },
    }),
    [siteConfig, i18n, pathname],
  );
}

/** The current path without the site's base URL (`/docs/intro` under `/project/`). */
export function useLocalPathname(): string {
  const { baseUrl } = useSiteData();
  const { pathname } = useLocation();
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

export function useHomePageRoute(): { path: string; exact: boolean } {
  const { baseUrl } = useSiteData();
  return useMemo(() => ({ path: baseUrl, exact: true }), [baseUrl]);
}

/** Two paths name one page (trailing slash and case aside). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normal = (path: string | undefined) => (path?.endsWith('/') ? path : `${path}/`).toLowerCase();
  return normal(a) === normal(b);
}

/** A document title in the site's format: `Page | Site`. */
export function useTitleFormatter(): { format: (title?: string) => string } {
  const { title: siteTitle } = useSiteData();
  return useMemo(
    () => ({ format: (title?: string) => (title?.trim() && title.trim() !== siteTitle ? `${title.trim()} | ${siteTitle}` : siteTitle) }),
    [siteTitle],
  );
}

/** Dates formatted for the current locale and calendar. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useDocusaurusContext();
  const config = i18n.localeConfigs[i18n.currentLocale];
  return useMemo(
    () => new Intl.DateTimeFormat(config?.htmlLang ?? i18n.currentLocale, { calendar: config?.calendar, ...options }),
    // The options object is usually written inline: its contents are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config, i18n.currentLocale, JSON.stringify(options)],
  );
}

// ---------------------------------------------------------------------------------------------
// History and location

/** Calls `onChange` after each change of location (not on the first render). */
export function useLocationChange(
  onChange: (locations: { location: ReturnType<typeof useLocation>; previousLocation: ReturnType<typeof useLocation> | undefined }) => void,
): void {
  const location = useLocation();
  const previous = useRef<ReturnType<typeof useLocation> | undefined>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (previous.current && previous.current !== location) {
      latest.current({ location, previousLocation: previous.current });
    }
    previous.current = location;
  }, [location]);
}

/** Calls `handler` on the browser's back and forward; `false` from it keeps the page. */
export function useHistoryPopHandler(handler: () => boolean | void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const onPop = () => {
      latest.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}

export function useQueryStringValue(key: string | null): string | null {
  const { search } = useLocation();
  return key === null ? null : new URLSearchParams(search).get(key);
}

// ---------------------------------------------------------------------------------------------
// Tables of contents

export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCTreeNode extends TOCItem {
  children: TOCTreeNode[];
}

/** Flat headings (Docusaurus's `{value, id, level}`) nested under the heading above each. */
export function treeifyTOC(toc: readonly TOCItem[]): TOCTreeNode[] {
  const roots: TOCTreeNode[] = [];
  const stack: TOCTreeNode[] = [];
  for (const item of toc) {
    const node: TOCTreeNode = { ...item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

export function useTreeifiedTOC(toc: readonly TOCItem[]): TOCTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TOCItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): TOCTreeNode[] {
  return useMemo(
    () => treeifyTOC(toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel)),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
}

/** Code blocks' titles and languages, as Docusaurus reads them. */
export function parseCodeBlockTitle(metastring?: string): string {
  return /title=(?<quote>["'])(?<title>.*?)\1/.exec(metastring ?? '')?.groups?.title ?? '';
}

export function parseLanguage(className?: string): string | undefined {
  return className?.split(' ').find((name) => name.startsWith('language-'))?.replace(/^language-/, '');
}

export function containsLineNumbers(metastring?: string): boolean {
  return /\bshowLineNumbers\b/.test(metastring ?? '');
}

/** Cairn marks highlighted lines when it builds: the code is given back with no marks. */
export function parseLines(content: string): { code: string; lineClassNames: Record<number, string[]> } {
  return { code: content.replace(/\n$/, ''), lineClassNames: {} };
}

// ---------------------------------------------------------------------------------------------
// Scrolling and the page

export function useScrollPosition(
  effect: (position: { scrollX: number; scrollY: number }, lastPosition: { scrollX: number; scrollY: number } | null) => void,
  deps: unknown[] = [],
): void {
  const last = useRef<{ scrollX: number; scrollY: number } | null>(null);
  useEffect(() => {
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      effect(position, last.current);
      last.current = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // The caller's dependencies decide when the effect changes, as in Docusaurus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

export function useSmoothScrollTo(): { startScroll: (top: number) => void; cancelScroll: () => void } {
  return useMemo(
    () => ({
      startScroll: (top: number) => window.scrollTo({ top, behavior: 'smooth' }),
      cancelScroll: () => window.scrollTo({ top: window.scrollY }),
    }),
    [],
  );
}

/** Stops the page from scrolling while `lock` holds (an open modal). */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    if (!lock) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [lock]);
}

export function useBackToTopButton({ threshold }: { threshold: number }): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  const scrollToTop = useCallback(() => window.scrollTo({ top: 0, behavior: 'smooth' }), []);
  return { shown, scrollToTop };
}

/** Word wrapping of a code block that a button toggles. */
export function useCodeWordWrap(): {
  codeBlockRef: React.RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const [isCodeScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const block = codeBlockRef.current;
    if (block) setScrollable(block.scrollWidth > block.clientWidth);
  }, [isEnabled]);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    setEnabled((enabled) => {
      if (code) {
        code.style.whiteSpace = enabled ? '' : 'pre-wrap';
        code.style.overflowWrap = enabled ? '' : 'anywhere';
      }
      return !enabled;
    });
  }, []);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

/** A label's leading emoji, apart from the rest (`📄 Intro` → `📄`, `Intro`). */
export function extractLeadingEmoji(text: string): { emoji: string | undefined; rest: string } {
  const match = /^(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)\s*/u.exec(text);
  return match ? { emoji: match[1], rest: text.slice(match[0].length) } : { emoji: undefined, rest: text };
}

export type { NavbarItem };
