import type { ComponentRegistry } from '../registry';

/** Stands in for the engine's generated registry in tests. */
export const registry: ComponentRegistry = {
  '@theme/DocPage': () => import('@theme/DocPage'),
  '@theme/NotFound': () => import('@theme/NotFound'),
};

/** Site components used in content, by the id the content tree names them with. */
export const contentComponents: ComponentRegistry = {
  '@site/src/components/Greeting.tsx': () => import('./Greeting'),
};
