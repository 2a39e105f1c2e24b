import type { ComponentType, ReactNode } from 'react';
import type { ContentModules } from '../client/registry';
import type { TreeProps } from '../types';

// Component map entries receive the node's props plus React children.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * MDX that holds code (the engine's `CodeModule`): a document's expressions are functions of
 * its module's `__expressions` export, named in the tree by `[module, index]`, and called with
 * the page's scope.
 */
export type CodeReference = [module: string, index: number];

/** The tag of a node an expression renders (`["{}", {code}]`). */
export const EXPRESSION_TAG = '{}';
/** The tag of a node whose props add names to the scope of the code inside it. */
export const SCOPE_TAG = '{scope}';
/** The prop naming the expression that computes an element's other props. */
export const CODE_PROP = '$code';

/** What an expression reads from the page: `toc`, `metadata`, `assets`, a partial's `props`. */
export interface CodeScope {
  readonly toc?: unknown;
  readonly metadata?: unknown;
  readonly assets?: unknown;
  readonly props?: unknown;
  /** The components MDX can use without an import, by the names MDX gives them. */
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
export function evaluate(reference: unknown, modules: ContentModules, scope: CodeScope): unknown {
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
export function withCode(props: TreeProps, modules: ContentModules, scope: CodeScope): TreeProps {
  const { [CODE_PROP]: reference, ...literal } = props;
  const computed = evaluate(reference, modules, scope);
  return typeof computed === 'object' && computed !== null ? { ...literal, ...computed } : literal;
}

/** Renders what an expression gives, as React renders `{value}` in JSX. */
export function CodeValue({
  reference,
  modules,
  scope,
}: {
  reference: unknown;
  modules: ContentModules;
  scope: CodeScope;
}): ReactNode {
  // Called while this component renders, so hooks in the expression follow React's rules.
  return evaluate(reference, modules, scope) as ReactNode;
}
