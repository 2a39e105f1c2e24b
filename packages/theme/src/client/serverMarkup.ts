/**
 * Server rendering only: the inner HTML of elements that render the same on every page that
 * shows them, rendered once per worker and then written as it is.
 *
 * A docs sidebar shows every closed category on every page of its version. At 10,000 pages
 * (200 top-level categories) those rows were three quarters of a page's elements, rendered
 * again for each page. A component whose element depends on nothing but a key object (a
 * sidebar category, never mutated and shared by the pages of one sidebar) asks the cache:
 *
 * - a hit gives the stored inner HTML, which the component writes with
 *   `dangerouslySetInnerHTML`; the browser hydrates the element's real children against it,
 *   which works since it is byte for byte what React wrote for them;
 * - a miss gives props that mark the element; the component renders it normally, and once the
 *   page is rendered, {@link ServerMarkupCache.collect} stores the marked element's inner HTML
 *   and takes the marks out of the page.
 *
 * The cache is filled from the page's own render, with every context the page has, so a stored
 * row is exactly what that render gives. Keys are held weakly: the markup goes with the chunk.
 *
 * With a `mark` (the engine's), a hit writes a placeholder, `<!--{mark}:{id}-->`, instead of
 * the markup, and {@link ServerMarkupCache.collect} hands out each markup once, when it is
 * stored: the engine keeps them and puts them in place. A page then crosses the pipe without
 * its sidebar, and the worker no longer flattens and encodes it for every page (at 10,000
 * pages, 60 of a page's 80 KB). The engine's mark is random, so no page's text holds it.
 */
import { createContext, useContext } from 'react';

/** The attribute that marks an element whose inner HTML is to be stored. */
const MARK = 'data-cairn-markup';
const MARKS = new RegExp(` ${MARK}="\\d+"`, 'g');

export interface ServerMarkup {
  /** The stored inner HTML of the element for `key`, if a page has rendered it. */
  get(key: object): string | undefined;
  /** Props for the element for `key`, rendered in full this once: its inner HTML is stored. */
  capture(key: object): Record<string, string>;
  /**
   * What to write for `key`'s markup, made by `make` from markup already stored (a run of
   * kept sidebar rows), the first time only: with the engine's mark, one placeholder for the
   * whole of it, which the engine expands once; else the markup itself.
   */
  keep(key: object, make: () => string): string;
}

/** Present during server rendering only. */
export const ServerMarkupContext = createContext<ServerMarkup | null>(null);
ServerMarkupContext.displayName = 'ServerMarkupContext';

/** What {@link useKeptInnerHtml} gives: the element's props, and whether to leave out its children. */
export type KeptInnerHtml =
  | { kept: true; props: { dangerouslySetInnerHTML: { __html: string } } }
  | { kept: false; props: Record<string, string> };

const RENDER_CHILDREN: KeptInnerHtml = { kept: false, props: {} };

/**
 * For an element whose inner HTML is the same wherever the server renders it: it depends on
 * constants and the site's configuration, never on the page or on props (the navbar's search
 * button). `key`, a module-level object, names that markup;
 * `null` when the element is not rendered.
 *
 * A server render gets props that mark the element the first time, so its markup is kept, and
 * afterwards the kept markup (`kept: true`): the element is then written with it and without
 * its children, which need not be rendered. The browser renders the children (`kept: false`,
 * no props), which hydrate against that markup, byte for byte what React wrote for them.
 */
export function useKeptInnerHtml(key: object | null): KeptInnerHtml {
  const serverMarkup = useContext(ServerMarkupContext);
  // The browser's bundle leaves the rest out. No key: an element not rendered this time.
  if (import.meta.env.CAIRN_BROWSER === true || !serverMarkup || key === null) return RENDER_CHILDREN;
  const kept = serverMarkup.get(key);
  if (kept !== undefined) return { kept: true, props: { dangerouslySetInnerHTML: { __html: kept } } };
  return { kept: false, props: serverMarkup.capture(key) };
}

/** For each tag name, a pattern of its start and end tags (made once: pages ask for few names). */
const tagPatterns = new Map<string, RegExp>();

/** The end of the element whose start tag `<name …>` ends at `from`, or -1. */
function closingTagIndex(html: string, name: string, from: number): number {
  let tags = tagPatterns.get(name);
  if (!tags) tagPatterns.set(name, (tags = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'g')));
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return -1;
}

/** What {@link ServerMarkupCache.collect} gives for a page. */
export interface CollectedMarkup {
  html: string;
  /** The markup stored while rendering the page, by id: its placeholders name them. */
  defined: Record<number, string>;
}

/** One worker's cache; {@link begin} and {@link collect} frame each page's render. */
export class ServerMarkupCache implements ServerMarkup {
  /** What an element written from the cache holds, by key: its markup, or its placeholder. */
  private readonly stored = new WeakMap<object, string>();
  private captured: object[] = [];
  /** Markup {@link keep} stored during this page, by id: handed out with the page. */
  private kept = new Map<number, { key: object; html: string }>();
  private nextId = 0;

  /** `mark`: placeholders for stored markup instead of the markup itself (see above). */
  constructor(private readonly mark?: string) {}

  get(key: object): string | undefined {
    return this.stored.get(key);
  }

  capture(key: object): Record<string, string> {
    this.captured.push(key);
    return { [MARK]: String(this.captured.length - 1) };
  }

  keep(key: object, make: () => string): string {
    const stored = this.stored.get(key);
    if (stored !== undefined) return stored;
    const html = make();
    if (this.mark === undefined) {
      this.stored.set(key, html);
      return html;
    }
    const id = this.nextId++;
    const placeholder = `<!--${this.mark}:${id}-->`;
    this.stored.set(key, placeholder);
    this.kept.set(id, { key, html });
    return placeholder;
  }

  /**
   * Starts a page: marks left by a page that failed to render are forgotten, and so is what it
   * kept, which never reached the engine.
   */
  begin(): void {
    this.captured = [];
    for (const { key } of this.kept.values()) this.stored.delete(key);
    this.kept.clear();
  }

  /**
   * Stores the inner HTML of each element the page marked and gives the page without the
   * marks. React escapes `<` and `>` in text and attribute values, so the tags found are
   * real tags. An element that cannot be found is not stored, and renders in full next time.
   */
  collect(html: string): CollectedMarkup {
    const defined: Record<number, string> = {};
    for (const [id, { html: markup }] of this.kept) defined[id] = markup;
    this.kept.clear();
    if (this.captured.length === 0) return { html, defined };
    // Elements are marked in the order React writes them, so each mark is looked for after
    // the one before (from the start again if it is not there).
    let from = 0;
    this.captured.forEach((key, index) => {
      const attribute = ` ${MARK}="${index}"`;
      let mark = html.indexOf(attribute, from);
      if (mark < 0) mark = html.indexOf(attribute);
      if (mark >= 0) from = mark;
      const tagStart = mark < 0 ? -1 : html.lastIndexOf('<', mark);
      const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(tagStart, mark))?.[1];
      const contentStart = html.indexOf('>', mark) + 1;
      if (!name || contentStart === 0 || html[contentStart - 2] === '/') return;
      const end = closingTagIndex(html, name, contentStart);
      if (end < 0) return;
      const inner = html.slice(contentStart, end).replace(MARKS, '');
      const id = this.nextId++;
      this.stored.set(key, this.mark === undefined ? inner : `<!--${this.mark}:${id}-->`);
      defined[id] = inner;
    });
    this.captured = [];
    return { html: html.replace(MARKS, ''), defined };
  }
}
