import type { ComponentType } from 'react';

// Route components receive whatever props the engine planned for them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteComponent = ComponentType<any>;

export type ComponentRegistry = Record<string, () => Promise<{ default: RouteComponent }>>;

export async function loadRegistryComponent(registry: ComponentRegistry, id: string): Promise<RouteComponent> {
  const load = registry[id];
  if (!load) throw new Error(`Unknown route component "${id}": it is not in the registry.`);
  const module = await load();
  if (typeof module.default !== 'function' && typeof module.default !== 'object') {
    throw new Error(
      `The page component "${id}" has no default export, making rendering impossible; consider default-exporting a component.`,
    );
  }
  return module.default;
}
