import type { ComponentType } from 'react';

// Route components receive whatever props the engine planned for them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteComponent = ComponentType<any>;

export type ComponentRegistry = Record<string, () => Promise<{ default: RouteComponent }>>;

export async function loadRegistryComponent(registry: ComponentRegistry, id: string): Promise<RouteComponent> {
  const load = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!load) throw new Error(`Unknown route component "${id}": it is not in the registry.`);
  return componentOf(id, await load());
}

/** The route component a loaded module default-exports. */
export function componentOf(id: string, module: { default?: unknown }): RouteComponent {
  if (typeof module.default !== 'function' && (typeof module.default !== 'object' || module.default === null)) {
    throw new Error(
      `The page component "${id}" has no default export, making rendering impossible; consider default-exporting a component.`,
    );
  }
  return module.default as RouteComponent;
}

/** A JavaScript module that content uses components of: its exports by name. */
export type ContentModule = Readonly<Record<string, unknown>>;

/** Content modules by specifier (`@site/src/components/Card`, `react-player`). */
export type ContentModules = Readonly<Record<string, ContentModule>>;

/** The registry's `contentComponents`: a lazy import per content module. */
export type ContentRegistry = Record<string, () => Promise<ContentModule>>;

/**
 * Loads the modules a route's content takes components from. A specifier missing from the
 * registry is reported and left out: ContentTree then shows its unknown-component fallback
 * instead of crashing the page. A chunk that fails to download rejects, so a navigation falls
 * back to a full page load as for any other chunk.
 */
export async function loadContentModules(
  ids: readonly string[],
  load: (id: string) => Promise<ContentModule | null>,
): Promise<ContentModules> {
  const loaded = await Promise.all(ids.map(async (id) => [id, await load(id)] as const));
  const modules: Record<string, ContentModule> = {};
  for (const [id, module] of loaded) if (module) modules[id] = module;
  return modules;
}

/** One content module, or null (reported on the console) when the registry does not have it. */
export async function loadContentModule(registry: ContentRegistry, id: string): Promise<ContentModule | null> {
  const load = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!load) {
    console.error(`Cairn: the content module "${id}" is not in the content registry.`);
    return null;
  }
  return load();
}

/** Whether an export can be rendered as a component (a function, or a memo/forwardRef object). */
export function isComponent(value: unknown): value is RouteComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}
