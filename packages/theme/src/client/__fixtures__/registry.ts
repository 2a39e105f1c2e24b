import type { ComponentRegistry } from '../registry';

/** Stands in for the engine's generated registry in tests. */
export const registry: ComponentRegistry = {
  '@theme/DocPage': () => import('@theme/DocPage'),
  '@theme/NotFound': () => import('@theme/NotFound'),
};
