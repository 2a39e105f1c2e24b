// `@docusaurus/useGlobalData` for site code written for Docusaurus: every plugin's global data,
// under Cairn's plugin names (`docs`, `blog`) and Docusaurus's
// (`docusaurus-plugin-content-docs`, `docusaurus-plugin-content-blog`) alike.
import { useMemo } from 'react';
import { useGlobalData as useCairnGlobalData, type GlobalData } from '@cairn/theme/internal';

/** Docusaurus's name of each Cairn plugin that has global data. */
const DOCUSAURUS_NAMES: Record<string, string> = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
};

export default function useGlobalData(): GlobalData {
  const data = useCairnGlobalData();
  return useMemo(() => {
    const both: GlobalData = { ...data };
    for (const [cairnName, docusaurusName] of Object.entries(DOCUSAURUS_NAMES)) {
      if (data[cairnName] && !(docusaurusName in both)) both[docusaurusName] = data[cairnName];
    }
    return both;
  }, [data]);
}

/** Every instance of a plugin, by id; undefined when the site has none (or throws with `failfast`). */
export function useAllPluginInstancesData(
  pluginName: string,
  options: { failfast?: boolean } = {},
): Record<string, unknown> | undefined {
  const instances = useGlobalData()[pluginName];
  if (!instances && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return instances;
}

/** One instance's data; undefined when the site has none (or throws with `failfast`). */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const instance = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (instance === undefined && options.failfast) {
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  }
  return instance;
}
