/** `@generated/registry` is written by the engine into `<site>/.cairn/generated/registry.js`. */
declare module '@generated/registry' {
  type LazyComponent = () => Promise<{ default: import('react').ComponentType<any> }>;
  /** Route components by id (`@theme/DocPage`, `@site/src/pages/index.tsx`). */
  export const registry: Record<string, LazyComponent>;
  /** Site components used in content (`@site/src/components/Chart.tsx`), by the id the content tree names. */
  export const contentComponents: Record<string, LazyComponent>;
  /** Client modules of plugins and the site, imported with the entry, in order. */
  export const clientModules: ReadonlyArray<import('./client/clientModules').ClientModule>;
}
