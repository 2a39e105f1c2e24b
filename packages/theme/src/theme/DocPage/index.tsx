import { useEffect, useMemo } from 'react';
import DocItemLayout from '@theme/DocItem/Layout';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  type Doc,
  DocPageContext,
  DocsSidebarContext,
  DocsVersionContext,
  type DocsVersionMetadata,
  findActivePlugin,
  findActiveVersion,
  keepSidebarBranch,
  savePreferredVersionName,
  resolveSidebarBranch,
  type Sidebar,
  type SidebarBranch,
  useAllDocsData,
  usePageStylesheets,
  useRoutePath,
} from '@cairn/theme/internal';
import { SidebarColumn } from './SidebarColumn';
import styles from './styles.module.css';

export interface DocPageProps {
  page: Doc;
  /** The page's sidebar; categories that start collapsed name their items with `itemsUrl`. */
  sidebar?: Sidebar;
  /** The items of the collapsed categories holding the page, by their `itemsUrl`. */
  sidebarBranch?: SidebarBranch;
}

/**
 * The page's version for useDocsVersion(): the page's own version data, completed from the
 * docs global data (generated category pages, and pages from older engines, carry less).
 */
function useDocPageVersion(page: Doc): DocsVersionMetadata {
  const all = useAllDocsData();
  const routePath = useRoutePath();
  const path = routePath || page.permalink;
  return useMemo(() => {
    const plugin =
      page.pluginId !== undefined && Object.hasOwn(all, page.pluginId)
        ? { pluginId: page.pluginId, pluginData: all[page.pluginId]! }
        : findActivePlugin(all, path);
    const pageVersionName = page.version?.name;
    const versionData = plugin
      ? pageVersionName !== undefined
        ? plugin.pluginData.versions.find((version) => version.name === pageVersionName)
        : findActiveVersion(plugin.pluginData, path)
      : undefined;
    const name = pageVersionName ?? versionData?.name ?? 'current';
    return {
      pluginId: page.pluginId ?? plugin?.pluginId ?? DEFAULT_DOCS_PLUGIN_ID,
      name,
      label: page.version?.label ?? versionData?.label ?? name,
      badge: page.version?.badge ?? false,
      banner: page.version?.banner ?? null,
      // A version that is not the last one links to it.
      isLast: versionData?.isLast ?? !page.version?.lastVersion,
    };
  }, [all, path, page.pluginId, page.version]);
}

/** Reading a version's docs makes it the visitor's version of the instance. */
function useRememberVersion({ pluginId, name }: DocsVersionMetadata) {
  const all = useAllDocsData();
  const known = Object.hasOwn(all, pluginId) && all[pluginId]!.versions.some((version) => version.name === name);
  useEffect(() => {
    if (known) savePreferredVersionName(pluginId, name);
  }, [known, pluginId, name]);
}

/**
 * A docs route: provides the doc's version and sidebar to everything below (navbar included),
 * and lays out the sidebar column beside the doc.
 */
export default function DocPage({ page, sidebar, sidebarBranch }: DocPageProps) {
  usePageStylesheets(page.stylesheets);
  const version = useDocPageVersion(page);
  useRememberVersion(version);
  // The sidebar with the page's own branch in place: what the sidebar renders open and what
  // useDocsSidebar() gives (the other collapsed categories keep `itemsUrl` and no items).
  keepSidebarBranch(sidebarBranch);
  const pageSidebar = useMemo(() => {
    if (!sidebar) return null;
    const items = resolveSidebarBranch(sidebar.items, sidebarBranch);
    return items === sidebar.items ? sidebar : { ...sidebar, items };
  }, [sidebar, sidebarBranch]);
  const sidebarItems = pageSidebar?.items ?? [];
  const hasSidebar = sidebarItems.length > 0;
  return (
    <DocsVersionContext.Provider value={version}>
      <DocPageContext.Provider value={page}>
      <DocsSidebarContext.Provider value={pageSidebar}>
        <Layout
          title={page.title}
          description={page.description ?? undefined}
          mobileSidebar={hasSidebar ? <DocSidebar items={sidebarItems} /> : undefined}
        >
          <div className={styles.docPage}>
            {hasSidebar && <SidebarColumn items={sidebarItems} />}
            <DocItemLayout page={page} besideSidebar={hasSidebar} />
          </div>
        </Layout>
      </DocsSidebarContext.Provider>
      </DocPageContext.Provider>
    </DocsVersionContext.Provider>
  );
}
