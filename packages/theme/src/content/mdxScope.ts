import type { ComponentType } from 'react';
import originalMdxComponents from './mdxComponents';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
type ComponentMap = Readonly<Record<string, AnyComponent>>;

const cache = new WeakMap<ComponentMap, ComponentMap>();

/**
 * The components the code in a document may use without importing them: Docusaurus's MDX
 * components, then the capitalised entries of the content component map (the site's own
 * `MDXComponents`, a theme replacement), made once per map.
 */
export function mdxScopeComponents(components: ComponentMap): ComponentMap {
  const cached = cache.get(components);
  if (cached) return cached;
  const scope: Record<string, AnyComponent> = { ...originalMdxComponents };
  for (const [name, component] of Object.entries(components)) {
    if (/^[A-Z]/.test(name)) scope[name] = component;
  }
  cache.set(components, scope);
  return scope;
}
