import type { ComponentRegistry, ContentRegistry } from '../registry';

/** Stands in for the engine's generated registry in tests. */
export const registry: ComponentRegistry = {
  '@theme/DocPage': () => import('@theme/DocPage'),
  '@theme/NotFound': () => import('@theme/NotFound'),
};

/** Modules whose components content uses, by specifier. */
export const contentComponents: ContentRegistry = {
  '@site/src/components/Greeting': () => import('./Greeting'),
};
