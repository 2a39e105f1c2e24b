/** `@generated/registry` is written by the engine into `<site>/.cairn/generated/registry.js`. */
declare module '@generated/registry' {
  type LazyComponent = () => Promise<{ default: import('react').ComponentType<any> }>;
  /** Route components by id (`@theme/DocPage`, `@site/src/pages/index.tsx`). */
  export const registry: Record<string, LazyComponent>;
  /** Modules whose components content uses (`@site/src/components/Chart`, `react-player`), by specifier. */
  export const contentComponents: Record<string, () => Promise<Readonly<Record<string, unknown>>>>;
  /** Client modules of plugins and the site, imported with the entry, in order. */
  export const clientModules: ReadonlyArray<import('./client/clientModules').ClientModule>;
}

/**
 * `@generated/client-modules`: the client modules of plugins and the site, in order, which the
 * entry imports itself (the bundle script writes it from the engine's `registry.json`), so the
 * entry does not import the registry.
 */
declare module '@generated/client-modules' {
  export const clientModules: ReadonlyArray<import('./client/clientModules').ClientModule>;
}

/**
 * `@generated/mdx-components`: the default export of the site's `src/theme/MDXComponents`
 * (components its Markdown uses without an import), or an empty map; resolved by the bundler.
 */
declare module '@generated/mdx-components' {
  const components: Readonly<Record<string, unknown>>;
  export default components;
}
