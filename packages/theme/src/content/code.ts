import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { ContentModules } from '../client/registry';
import type { TreeNode, TreeProps } from '../types';
import { renderTree } from './ContentTree';

// Component map entries receive the node's props plus React children.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * MDX that holds code (the engine's `CodeModule`): a document's expressions are functions of
 * its module's `__expressions` export, named in the tree by `[module, index]`, and called with
 * the page's scope.
 */
export type CodeReference = [module: string, index: number];

/** The prop naming the expression that computes an element's other props. */
const CODE_PROP = '$code';

/** What an expression reads from the page: `toc`, `metadata`, `assets`, a partial's `props`. */
export interface CodeScope {
  readonly toc?: unknown;
  readonly metadata?: unknown;
  readonly assets?: unknown;
  readonly props?: unknown;
  /** The content component map: components MDX uses without an import (the module falls
   * back to `@theme/MDXComponents` for Docusaurus's names, such as `Details`). */
  readonly components: Readonly<Record<string, AnyComponent>>;
}

type Expression = (scope: CodeScope) => unknown;

/**
 * An error an expression threw, naming the expression so that the build can point at it in
 * the document (`module`, `index` → file:line:column).
 */
export class CodeError extends Error {
  constructor(
    readonly module: string,
    readonly index: number,
    cause: unknown,
  ) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`${message} (in MDX code: ${module}, expression ${index})`, { cause });
    this.name = 'CodeError';
    if (cause instanceof Error && cause.stack) this.stack = `${this.name}: ${this.message}\n${cause.stack}`;
  }
}

function isReference(value: unknown): value is CodeReference {
  return Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'number';
}

/** The value of the expression `reference` names, from the modules the route loaded. */
function evaluate(reference: unknown, modules: ContentModules, scope: CodeScope): unknown {
  if (!isReference(reference)) throw new Error(`Cairn: a malformed code reference in the content: ${JSON.stringify(reference)}`);
  const [module, index] = reference;
  const expressions = modules[module]?.__expressions as readonly Expression[] | undefined;
  const expression = expressions?.[index];
  if (typeof expression !== 'function') {
    throw new CodeError(module, index, new Error('the code of this MDX document was not loaded with the page'));
  }
  try {
    return expression(scope);
  } catch (error) {
    throw new CodeError(module, index, error);
  }
}

/** `props` with what its `$code` expression computes spread over the literal ones. */
function withCode(props: TreeProps, modules: ContentModules, scope: CodeScope): TreeProps {
  const { [CODE_PROP]: reference, ...literal } = props;
  const computed = evaluate(reference, modules, scope);
  return typeof computed === 'object' && computed !== null ? { ...literal, ...computed } : literal;
}

function isProps(value: unknown): value is TreeProps {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A node of a tree that holds code, rendered in the render of the component that renders the
 * tree (hooks in the code follow React's rules: a tree's code always runs in the same order):
 * `["{}", {code}]` gives the expression's value itself, as MDX passes `{value}` (a component's
 * `children` may be a string); `{prop}`: a partial's prop that its use computes;
 * `["{scope}", names, ...children]` gives the children more names (a partial's `props`
 * computed in the including document's scope when they hold code); an element whose `$code`
 * computes props renders with them. Capitalised names the code reads come from the content
 * component map, else from `@theme/MDXComponents`, which the document's module imports itself.
 */
function render(
  node: [string, ...TreeNode[]],
  components: CodeScope['components'],
  modules: ContentModules,
  outer: CodeScope | undefined,
): ReactNode {
  const scope = outer ?? { components };
  const [tag, maybeProps, ...rest] = node;
  const props: TreeProps = isProps(maybeProps) ? maybeProps : {};
  const nodes = (isProps(maybeProps) || maybeProps === undefined ? rest : [maybeProps, ...rest]) as TreeNode[];
  if (tag === '{}') {
    if (typeof props.prop === 'string') return (scope.props as Record<string, ReactNode> | undefined)?.[props.prop];
    return evaluate(props.code, modules, scope) as ReactNode;
  }
  if (tag === '{scope}') {
    const { props: partialProps, ...names } = props;
    const inner: CodeScope = {
      ...scope,
      ...names,
      ...(isProps(partialProps)
        ? { props: Object.hasOwn(partialProps, CODE_PROP) ? withCode(partialProps, modules, scope) : partialProps }
        : {}),
    };
    return createElement(Fragment, null, ...nodes.map((child) => renderTree(child, components, modules, inner)));
  }
  return renderTree([tag, withCode(props, modules, scope), ...nodes] as TreeNode, components, modules, scope);
}

/**
 * What the content tree needs to run a document's code. Each document's module re-exports it
 * as `__runtime`, so that this code is downloaded with the pages that have code only.
 */
export const codeRuntime = { render };

export type CodeRuntime = typeof codeRuntime;
