import { createElement, Fragment, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { ContentComponentsContext } from '../client/contexts';
import type { TreeNode, TreeProps } from '../types';
import { defaultContentComponents } from './components';
import { UnknownComponent } from './UnknownComponent';

// Component map entries receive the node's props plus React children.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContentComponents = Record<string, ComponentType<any>>;

/** Elements that cannot have children: React throws if they get any. */
const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

function isProps(value: unknown): value is TreeProps {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The prefix of site components imported in `.mdx`; they come from the content registry. */
const SITE_COMPONENT_PREFIX = '@site/';

function isComponentName(tag: string): boolean {
  const first = tag.charCodeAt(0);
  return (first >= 65 && first <= 90) || tag.startsWith(SITE_COMPONENT_PREFIX); // A–Z
}

/** Renders a content tree node to React elements with the given component map. */
export function renderTree(node: TreeNode | null | undefined, components: ContentComponents): ReactNode {
  if (node === null || node === undefined) return null;
  if (typeof node === 'string') return node;
  if (!Array.isArray(node) || typeof node[0] !== 'string') {
    console.error('Cairn: skipping a malformed content tree node', node);
    return null;
  }

  const [tag, maybeProps, ...rest] = node;
  const props = isProps(maybeProps) ? maybeProps : null;
  const childNodes = (props || maybeProps === undefined ? rest : [maybeProps, ...rest]) as TreeNode[];
  // Children go in as separate arguments: static children need no keys.
  const children = childNodes.map((child) => renderTree(child, components));

  if (tag === 'Fragment') return createElement(Fragment, null, ...children);
  // hasOwn: a tag such as "constructor" must not pick up Object.prototype members.
  const type = (Object.hasOwn(components, tag) ? components[tag] : undefined) ?? (isComponentName(tag) ? null : tag);
  if (type === null) return createElement(UnknownComponent, { name: tag }, ...children);
  if (typeof type === 'string' && VOID_ELEMENTS.has(type)) return createElement(type, props);
  return createElement(type, props, ...children);
}

/**
 * Renders a content tree. `@site/…` tags resolve to the route's loaded site components
 * (ContentComponentsContext); the component map wins for every other tag.
 */
export function ContentTree({ tree, components }: { tree: TreeNode; components?: ContentComponents }) {
  const siteComponents = useContext(ContentComponentsContext);
  const map = components ?? defaultContentComponents;
  const merged = useMemo(() => {
    const siteEntries = Object.entries(siteComponents).filter(([id]) => id.startsWith(SITE_COMPONENT_PREFIX));
    return siteEntries.length === 0 ? map : { ...map, ...Object.fromEntries(siteEntries) };
  }, [map, siteComponents]);
  return <>{renderTree(tree, merged)}</>;
}
