/**
 * Contextual search: which `cairn_tag` values a query is limited to, following Docusaurus's
 * rule so a visitor reading one version of the docs does not get hits from the others, while
 * pages outside any docs instance (blog, pages: tag `default`) are always searched.
 */
import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { DocsPluginData, DocsVersionData } from '../types';
import { DocsVersionContext } from '../hooks/docsContexts';
import { findActivePlugin, findActiveVersion, findLatestVersion, preferredVersionStorageKey, useAllDocsData } from '../hooks/useDocs';
import { useRoutePath } from '../hooks/useRoutePath';
import { storageSlot } from '../hooks/storage';

/** The tag of everything that is not a docs page (blog posts, pages). */
export const DEFAULT_SEARCH_TAG = 'default';

/** The tag the engine gives the pages of one version of one docs instance. */
export function searchTagOf(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** The names stored per instance can contain anything; a separator no version name holds keeps the snapshot a plain string. */
const SNAPSHOT_SEPARATOR = '\u0000';

function preferredNamesSnapshot(pluginIds: readonly string[]): string {
  return pluginIds.map((pluginId) => storageSlot(preferredVersionStorageKey(pluginId)).get() ?? '').join(SNAPSHOT_SEPARATOR);
}

/** Nothing is stored on the server, and hydration must start from the same answer. */
function noPreferences(): string {
  return '';
}

/**
 * The visitor's preferred version name per docs instance (absent when none, or when the stored
 * name is not a version any more). One store subscription for every instance, so the number of
 * hooks does not depend on the number of instances.
 */
export function usePreferredVersionNames(all: Record<string, DocsPluginData>): Record<string, string> {
  const pluginIds = useMemo(() => Object.keys(all), [all]);
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      const unsubscribes = pluginIds.map((pluginId) => storageSlot(preferredVersionStorageKey(pluginId)).subscribe(onChange));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    [pluginIds],
  );
  const getSnapshot = useMemo(() => () => preferredNamesSnapshot(pluginIds), [pluginIds]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, noPreferences);
  return useMemo(() => {
    const names = snapshot === '' ? [] : snapshot.split(SNAPSHOT_SEPARATOR);
    const result: Record<string, string> = {};
    pluginIds.forEach((pluginId, index) => {
      const name = names[index];
      if (name && all[pluginId]?.versions.some((version) => version.name === name)) result[pluginId] = name;
    });
    return result;
  }, [snapshot, pluginIds, all]);
}

/**
 * The version each docs instance should be searched in: the version being read when the page
 * is in that instance, else the visitor's preferred one, else the latest.
 */
export function useContextualSearchVersions(): Record<string, DocsVersionData> {
  const all = useAllDocsData();
  const path = useRoutePath();
  const pageVersion = useContext(DocsVersionContext);
  const preferred = usePreferredVersionNames(all);
  return useMemo(() => {
    const active = findActivePlugin(all, path);
    const result: Record<string, DocsVersionData> = {};
    for (const [pluginId, data] of Object.entries(all)) {
      let version: DocsVersionData | undefined;
      if (pageVersion?.pluginId === pluginId) version = data.versions.find((candidate) => candidate.name === pageVersion.name);
      if (!version && active?.pluginId === pluginId) version = findActiveVersion(data, path);
      const preferredName = preferred[pluginId];
      if (!version && preferredName !== undefined) version = data.versions.find((candidate) => candidate.name === preferredName);
      version ??= findLatestVersion(data);
      if (version) result[pluginId] = version;
    }
    return result;
  }, [all, path, pageVersion, preferred]);
}

/** The tags to search: `default` and one version per docs instance (see useContextualSearchVersions). */
export function useContextualSearchTags(): string[] {
  const versions = useContextualSearchVersions();
  return useMemo(
    () => [DEFAULT_SEARCH_TAG, ...Object.entries(versions).map(([pluginId, version]) => searchTagOf(pluginId, version.name))],
    [versions],
  );
}
