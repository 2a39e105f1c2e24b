// `@docusaurus/useRouteContext`: the plugin that made the current page, by Docusaurus's name.
import { useMemo } from 'react';
import { isActivePath, useRoutePath, useSiteData, type GlobalData } from '@cairn/theme/internal';
import { findActivePlugin } from '../../hooks/useDocs';

export interface PluginRouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

/** The blog instance whose path holds `path`, the most specific one. */
function instanceHolding(data: GlobalData, plugin: string, path: string): string | undefined {
  const instances = Object.entries(data[plugin] ?? {}) as [string, { path?: string }][];
  const holding = instances.filter(([, instance]) => instance.path && isActivePath(instance.path, path, true));
  holding.sort(([, a], [, b]) => (b.path?.length ?? 0) - (a.path?.length ?? 0));
  return holding[0]?.[0];
}

export default function useRouteContext(): PluginRouteContext {
  const { globalData } = useSiteData();
  const path = useRoutePath();
  return useMemo(() => {
    const docs = findActivePlugin(globalData?.docs ?? {}, path);
    if (docs) return { plugin: { name: 'docusaurus-plugin-content-docs', id: docs.pluginId } };
    const blog = instanceHolding(globalData ?? {}, 'blog', path);
    if (blog) return { plugin: { name: 'docusaurus-plugin-content-blog', id: blog } };
    return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
  }, [globalData, path]);
}
