import { createElement, Fragment, useContext, type ComponentType, type ReactNode } from 'react';
import { ContentComponentsContext } from '../client/contexts';
import { isComponent, type ContentModules } from '../client/registry';
import type { TreeNode, TreeProps } from '../types';
import { CODE_PROP, CodeValue, EXPRESSION_TAG, SCOPE_TAG, withCode, type CodeScope } from './code';
import { defaultContentComponents } from './components';
import { mdxScopeComponents } from './mdxScope';
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
 * tags resolve from `modules`, the modules the route loaded. Code in the tree (a document's
 * expressions, props computed by code) runs with `scope`, which scope nodes extend.
 */
export function renderTree(
  node: TreeNode | null | undefined,
  components: ContentComponents,
  modules: ContentModules = {},
  scope?: CodeScope,
): ReactNode {
  if (node === null || node === undefined) return null;
  if (typeof node === 'string') return node;
  if (!Array.isArray(node) || typeof node[0] !== 'string') {
    console.error('Cairn: skipping a malformed content tree node', node);
    return null;
  }

  const [tag, maybeProps, ...rest] = node;
  let props = isProps(maybeProps) ? maybeProps : null;
  const childNodes = (props || maybeProps === undefined ? rest : [maybeProps, ...rest]) as TreeNode[];
  if (tag === EXPRESSION_TAG || tag === SCOPE_TAG || (props && Object.hasOwn(props, CODE_PROP))) {
    scope ??= { components: mdxScopeComponents(components) };
    if (tag === EXPRESSION_TAG) return createElement(CodeValue, { reference: props?.code, modules, scope });
    if (tag === SCOPE_TAG) {
      const { props: partialProps, ...names } = props ?? {};
      const inner: CodeScope = {
        ...scope,
        ...names,
        ...(isProps(partialProps)
          ? { props: Object.hasOwn(partialProps, CODE_PROP) ? withCode(partialProps, modules, scope) : partialProps }
          : {}),
      };
      return createElement(Fragment, null, ...childNodes.map((child) => renderTree(child, components, modules, inner)));
    }
    props = withCode(props!, modules, scope);
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
  return <>{renderTree(tree, components ?? defaultContentComponents, modules)}</>;
}
