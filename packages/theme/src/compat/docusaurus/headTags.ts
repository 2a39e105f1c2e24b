// The children of `<Head>` as the tags the engine writes into a page's <head> at build time.
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { CollectedHeadTag } from '../../client/contexts';

/** What `<Head>` children set: the title and description, and the other tags. */
export interface HeadContent {
  title?: string;
  description?: string;
  tags: CollectedHeadTag[];
}

const TAGS = new Set<string>(['meta', 'link', 'base', 'script']);

/** React prop names whose HTML attribute is not just the name in lower case. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
};

const NOT_ATTRIBUTES = new Set(['children', 'dangerouslySetInnerHTML', 'key', 'ref']);

/** An attribute name the engine can write as it is. */
const VALID_NAME = /^[a-z][a-z0-9_:.-]*$/;

type HeadElementProps = Record<string, unknown> & {
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html?: unknown };
};

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

/**
 * The element's props as HTML attributes, as React would write them: `true` as a bare
 * attribute, `false` and empty values left out; event handlers and objects (a `style`) have no
 * place in a static <head>.
 */
function attributesOf(props: HeadElementProps): [string, string][] {
  const attributes: [string, string][] = [];
  for (const [prop, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(prop) || value === undefined || value === null || value === false) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && value !== true) continue;
    const name = ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase();
    if (!VALID_NAME.test(name)) continue;
    attributes.push([name, value === true ? '' : String(value)]);
  }
  return attributes;
}

function attribute(tag: CollectedHeadTag, name: string): string | undefined {
  return tag.attributes.find(([key]) => key === name)?.[1];
}

/**
 * What makes two tags the same for the page, so that a later one replaces an earlier one (as
 * with Docusaurus's `<Head>`, where the innermost wins): a meta's name, property, `itemprop`,
 * `http-equiv` or charset, the canonical link, the base. Other tags are only the same when
 * they are identical.
 */
function identity(tag: CollectedHeadTag): string {
  if (tag.tag === 'meta') {
    for (const key of ['name', 'property', 'itemprop', 'http-equiv']) {
      const value = attribute(tag, key);
      if (value !== undefined) return `meta ${key}=${value}`;
    }
    if (attribute(tag, 'charset') !== undefined) return 'meta charset';
  }
  if (tag.tag === 'link' && attribute(tag, 'rel')?.toLowerCase() === 'canonical') return 'link canonical';
  if (tag.tag === 'base') return 'base';
  return JSON.stringify(tag);
}

/** Adds `tag` to `tags`, in place of the tag it is the same as. */
export function addHeadTag(tags: CollectedHeadTag[], tag: CollectedHeadTag): void {
  const key = identity(tag);
  const same = tags.findIndex((existing) => identity(existing) === key);
  if (same !== -1) tags.splice(same, 1);
  tags.push(tag);
}

/**
 * Reads `<Head>`'s children: `<title>` and `<meta name="description">` become the page's title
 * and description (which the engine writes itself, and the browser updates after navigation);
 * `meta`, `link`, `base` and `script` elements become tags; anything else is not a head tag and
 * is left out.
 */
export function readHeadChildren(children: ReactNode, content: HeadContent = { tags: [] }): HeadContent {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { props } = child as ReactElement<HeadElementProps>;
    if (child.type === Fragment) {
      readHeadChildren(props.children, content);
      return;
    }
    if (typeof child.type !== 'string') return;
    if (child.type === 'title') {
      content.title = textOf(props.children);
      return;
    }
    if (child.type === 'meta' && props.name === 'description') {
      if (typeof props.content === 'string') content.description = props.content;
      return;
    }
    if (!TAGS.has(child.type)) return;
    const inner = props.dangerouslySetInnerHTML?.__html;
    const text = child.type === 'script' ? (typeof inner === 'string' ? inner : textOf(props.children)) : '';
    addHeadTag(content.tags, {
      tag: child.type as CollectedHeadTag['tag'],
      attributes: attributesOf(props),
      text: text === '' ? null : text,
    });
  });
  return content;
}
