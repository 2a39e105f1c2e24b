import type { GlobalData } from '../types';
import { useSiteData } from './useSiteData';

const NO_GLOBAL_DATA: GlobalData = {};

/** Every plugin's global data: plugin name → instance id → data (`useGlobalData().docs.default`). */
export function useGlobalData(): GlobalData {
  return useSiteData().globalData ?? NO_GLOBAL_DATA;
}

/** Global data of one plugin instance; throws when the site has no such instance. */
export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const instances = useGlobalData()[pluginName];
  if (!instances || !(pluginId in instances)) {
    const available = Object.entries(useGlobalData())
      .flatMap(([name, byId]) => Object.keys(byId ?? {}).map((id) => `${name}/${id}`))
      .join(', ');
    throw new Error(
      `No global data for plugin "${pluginName}" with id "${pluginId}". Available: ${available || 'none'}.`,
    );
  }
  return instances[pluginId];
}
