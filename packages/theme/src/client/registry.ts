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

/**
 * Loads the site components a route's content uses. An id missing from the registry, or a
 * module without a default export, is reported and left out: ContentTree then shows its
 * unknown-component fallback instead of crashing the page. A chunk that fails to download
 * rejects, so a navigation falls back to a full page load as for any other chunk.
 */
export async function loadContentComponents(
  ids: readonly string[],
  load: (id: string) => Promise<RouteComponent | null>,
): Promise<Record<string, RouteComponent>> {
  const loaded = await Promise.all(ids.map(async (id) => [id, await load(id)] as const));
  const components: Record<string, RouteComponent> = {};
  for (const [id, component] of loaded) if (component) components[id] = component;
  return components;
}

/** One content component, or null (reported on the console) when it cannot be used. */
export async function loadContentComponent(registry: ComponentRegistry, id: string): Promise<RouteComponent | null> {
  const load = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!load) {
    console.error(`Cairn: the content component "${id}" is not in the content registry.`);
    return null;
  }
  const module = await load();
  if (typeof module.default !== 'function' && typeof module.default !== 'object') {
    console.error(`Cairn: the content component "${id}" has no default export; default-export a component.`);
    return null;
  }
  return module.default;
}
