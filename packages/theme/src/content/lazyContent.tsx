import { createElement, use, type ComponentType, type ReactNode } from 'react';
import type { DocVersionInfo } from '../types';

// Content components receive the node's props plus React children.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A content component whose code is a chunk of its own. It renders the real component, loaded
 * beforehand by the route loader (`loadContentComponentsOf`) or, on the server, by `init`; a
 * tree rendered without that preparation suspends until the chunk is there.
 */
export interface LazyContentComponent {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (props: any): ReactNode;
  displayName: string;
  /** Loads the chunk once (again after a failure). */
  load(): Promise<AnyComponent>;
}

function lazyContentComponent(name: string, load: () => Promise<{ default: AnyComponent }>): LazyContentComponent {
  let loaded: AnyComponent | undefined;
  let loading: Promise<AnyComponent> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Lazy = (props: any) => createElement(loaded ?? use(start()), props);
  Lazy.displayName = name;
  Lazy.load = start;
  return Lazy;
}

/**
 * The content components that most pages do not use, by the tag content trees name them with:
 * a page loads the code of those its trees use, not all of them. (`CodeBlock` and the HTML
 * elements stay in `defaultContentComponents` itself: nearly every page has them.) Written as
 * loaders, each named after its tag below: every entry here is in every page's JavaScript.
 */
const loaders: Record<string, () => Promise<{ default: AnyComponent }>> = {
  details: () => import('@theme/Details'),
  Admonition: () => import('@theme/Admonition'),
  Tabs: () => import('@theme/Tabs'),
  TabItem: () => import('@theme/TabItem'),
  Mermaid: () => import('@theme/Mermaid'),
  Math: () => import('@theme/Math'),
  TOCInline: () => import('@theme/TOCInline'),
  DocCardList: () => import('@theme/DocCardList'),
  IdealImage: () => import('@theme/IdealImage'),
  ThemedImage: () => import('@theme/ThemedImage'),
};

export const lazyContentComponents: Readonly<Record<string, LazyContentComponent>> = Object.fromEntries(
  Object.entries(loaders).map(([tag, load]) => [tag, lazyContentComponent(tag, load)]),
);

/**
 * The notices above a page that most pages do not show, in one chunk (`./notices`): a page in
 * the default locale or translated, listed, published and of the latest version carries none
 * of their code. The route loader loads the chunk with the props of a page that shows one
 * (`noticesOf`); the server loads it with the rest. Page layouts render them through these
 * wrappers (`Lazy…` in `@cairn/theme/internal`), each under the condition `noticesOf` reads.
 */
function notice(name: keyof typeof import('./notices')): LazyContentComponent {
  return lazyContentComponent(name, () => import('./notices').then((notices) => ({ default: notices[name] })));
}

export const UntranslatedNotice = notice('UntranslatedNotice');
export const DraftBanner = notice('DraftBanner');
export const UnlistedBanner = notice('UnlistedBanner');
export const DocVersionBanner = notice('DocVersionBanner');

/**
 * Whether a doc's version has a notice to show (unreleased or unmaintained): the layout renders
 * `DocVersionBanner` only then, as the route loader loads it only then.
 */
export function hasVersionBanner(version: DocVersionInfo | undefined): version is DocVersionInfo {
  return version?.banner !== undefined && version.banner !== 'none';
}

/** What a page's data says of it (a doc, a Markdown page or a blog post). */
interface NoticeFlags {
  untranslated?: boolean;
  draft?: boolean;
  unlisted?: boolean;
  version?: DocVersionInfo;
}

/** The notices `page` shows. */
function noticesOf(page: NoticeFlags): LazyContentComponent[] {
  const notices: LazyContentComponent[] = [];
  if (page.untranslated === true) notices.push(UntranslatedNotice);
  if (page.draft === true) notices.push(DraftBanner);
  if (page.unlisted === true) notices.push(UnlistedBanner);
  if (hasVersionBanner(page.version)) notices.push(DocVersionBanner);
  return notices;
}

/** The tags of `lazyContentComponents` that the content trees anywhere in `value` use. */
export function lazyContentTags(value: unknown): Set<string> {
  const found = new Set<string>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      const tag = item[0];
      if (typeof tag === 'string' && Object.hasOwn(lazyContentComponents, tag)) found.add(tag);
      for (const child of item) if (typeof child === 'object' && child !== null) stack.push(child);
    } else if (typeof item === 'object' && item !== null) {
      for (const child of Object.values(item)) if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return found;
}

/**
 * Loads the lazily loaded content components that the trees in `value` (a route's props) use,
 * and the notices its page shows.
 */
export async function loadContentComponentsOf(value: unknown): Promise<void> {
  const components = [...lazyContentTags(value)].map((tag) => lazyContentComponents[tag]!);
  const page = (value as { page?: unknown } | null)?.page;
  if (typeof page === 'object' && page !== null) components.push(...noticesOf(page));
  await Promise.all(components.map((component) => component.load()));
}

/** Loads every lazily loaded content component: the server renders any page synchronously. */
export async function loadAllContentComponents(): Promise<void> {
  const notices = [UntranslatedNotice, DraftBanner, UnlistedBanner, DocVersionBanner];
  await Promise.all([...Object.values(lazyContentComponents), ...notices].map((component) => component.load()));
}
