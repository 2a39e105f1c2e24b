import { createElement, Fragment, useContext, type ComponentType, type ReactNode } from 'react';
import MDXContent from '@theme/MDXContent';
import { ContentComponentsContext } from '../client/contexts';
import { isComponent, type ContentModules } from '../client/registry';
import type { TreeNode, TreeProps } from '../types';
import type { CodeRuntime, CodeScope } from './code';
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

/**
 * Code in a tree (the engine's `CodeModule`): a node whose tag starts with `{` (`{}`, what an
 * expression gives; `{scope}`, names for the code inside it), or props with `$code`, computed.
 * Its runtime comes with the document's module (`__runtime`), so only pages with code load it.
 */
const CODE_PROP = '$code';

/** Capitalised tags are components; so are imported ones, tagged `module#export`. */
function isComponentName(tag: string): boolean {
  const first = tag.charCodeAt(0);
  return (first >= 65 && first <= 90) || tag.includes('#'); // A–Z
}

/** The export a `module#export` tag names, when the route loaded that module and it has it. */
function importedComponent(tag: string, modules: ContentModules): ComponentType | undefined {
  const hash = tag.lastIndexOf('#');
  if (hash < 0) return undefined;
  const module = modules[tag.slice(0, hash)];
  const exported = module && Object.hasOwn(module, tag.slice(hash + 1)) ? module[tag.slice(hash + 1)] : undefined;
  return isComponent(exported) ? exported : undefined;
}

/**
 * Renders a content tree node to React elements with the given component map; `module#export`
 * tags resolve from `modules`, the modules the route loaded. A node that holds code (a
 * document's expressions, props computed by code) is rendered by the code runtime.
 */
export function renderTree(
  node: TreeNode | null | undefined,
  components: ContentComponents,
  modules: ContentModules = {},
  // The names code reads, given by `{scope}` nodes: the code runtime's, passed along as it is.
  scope?: CodeScope,
): ReactNode {
  if (node === null || node === undefined) return null;
  if (typeof node === 'string') return node;
  if (!Array.isArray(node) || typeof node[0] !== 'string') {
    console.error('Cairn: skipping a malformed content tree node', node);
    return null;
  }

  const [tag, maybeProps, ...rest] = node;
  const props = isProps(maybeProps) ? maybeProps : null;
  const childNodes = (props || maybeProps === undefined ? rest : [maybeProps, ...rest]) as TreeNode[];
  if (tag[0] === '{' || (props && CODE_PROP in props)) {
    // Without its module (never expected: the route loads it), the code shows as unknown.
    const code = Object.values(modules).find((module) => module.__runtime)?.__runtime as CodeRuntime | undefined;
    return code ? code.render(node as [string, ...TreeNode[]], components, modules, scope) : createElement(UnknownComponent, { name: tag });
  }
  // Children go in as separate arguments: static children need no keys.
  const children = childNodes.map((child) => renderTree(child, components, modules, scope));

  if (tag === 'Fragment') return createElement(Fragment, null, ...children);
  // hasOwn: a tag such as "constructor" must not pick up Object.prototype members.
  const type =
    (Object.hasOwn(components, tag) ? components[tag] : undefined) ??
    importedComponent(tag, modules) ??
    (isComponentName(tag) ? null : tag);
  if (type === null) return createElement(UnknownComponent, { name: tag }, ...children);
  if (typeof type === 'string' && VOID_ELEMENTS.has(type)) return createElement(type, props);
  return createElement(type, props, ...children);
}

/**
 * Renders a content tree with the component map; `module#export` tags resolve to the exports
 * of the modules the route loaded (ContentComponentsContext).
 */
export function ContentTree({ tree, components }: { tree: TreeNode; components?: ContentComponents }) {
  const modules = useContext(ContentComponentsContext);
  const content = renderTree(tree, components ?? defaultContentComponents, modules);
  return import.meta.env.CAIRN_SITE_MDX_CONTENT ? <MDXContent>{content}</MDXContent> : <>{content}</>;
}
