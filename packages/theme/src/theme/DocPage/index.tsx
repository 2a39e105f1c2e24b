import { useEffect, useMemo } from 'react';
import ArticleLayout from '@theme/ArticleLayout';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import Paginator from '@theme/Paginator';
import Tag from '@theme/Tag';
import {
  ContentTree,
  DEFAULT_DOCS_PLUGIN_ID,
  type Doc,
  DocsSidebarContext,
  DocsVersionContext,
  type DocsVersionMetadata,
  type DocTag,
  type DocVersionInfo,
  findActivePlugin,
  findActiveVersion,
  savePreferredVersionName,
  type Sidebar,
  type SidebarItem,
  useAllDocsData,
  useDocsSidebarHidden,
  useDocsSidebarOptions,
  usePageStylesheets,
  useRoutePath,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface DocPageProps {
  page: Doc;
  sidebar?: Sidebar;
}

/** Says which version a visitor is reading when it is not the one they would normally get. */
function VersionBanner({ version }: { version: DocVersionInfo }) {
  if (!version.banner) return null;
  const state = version.banner === 'unreleased' ? 'is not released yet' : 'is no longer maintained';
  return (
    <div className={styles.banner} role="note" aria-label="Version notice">
      <p>
        You are reading the docs of <strong>{version.label}</strong>, which {state}.
        {version.lastVersion && (
          <>
            {' '}
            <Link to={version.lastVersion.permalink}>Read the {version.lastVersion.title} docs</Link>.
          </>
        )}
      </p>
    </div>
  );
}

function Breadcrumbs({ trail, current }: { trail: NonNullable<Doc['breadcrumbs']>; current: string }) {
  return (
    <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}:${crumb.label}`}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

function DraftBanner() {
  return (
    <div className={`${styles.banner} ${styles.draft}`} role="note" aria-label="Draft page">
      <p>
        <strong>Draft page.</strong> Drafts are shown in development builds only; production builds leave this page
        out.
      </p>
    </div>
  );
}

function UnlistedBanner() {
  return (
    <div className={styles.banner} role="note" aria-label="Unlisted page">
      <p>
        <strong>Unlisted page.</strong> It is not in the sidebar, and search engines are asked not to index it;
        only people with its address find it.
      </p>
    </div>
  );
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

const lastUpdatedFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  // The server and every visitor's browser must print the same date, or hydration mismatches.
  timeZone: 'UTC',
});

function DocTags({ tags }: { tags: DocTag[] }) {
  return (
    <div className={`cairn-doc-tags ${styles.tags}`}>
      <b>Tags:</b>
      <ul aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link href={editUrl} className={`cairn-edit-this-page ${styles.editLink}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 20h4L19 9l-4-4L4 16v4ZM13 7l4 4" />
      </svg>
      Edit this page
    </Link>
  );
}

function LastUpdated({ at, by }: { at?: number | null; by?: string | null }) {
  const date = at != null && Number.isFinite(at) ? new Date(at) : null;
  return (
    <span className={`cairn-last-updated ${styles.lastUpdated}`}>
      Last updated
      {date && (
        <>
          {' on '}
          <time dateTime={date.toISOString()}>{lastUpdatedFormat.format(date)}</time>
        </>
      )}
      {by && (
        <>
          {' by '}
          <b>{by}</b>
        </>
      )}
    </span>
  );
}

function DocFooter({ page }: { page: Doc }) {
  const tags = page.tags ?? [];
  const hasLastUpdated = page.lastUpdatedAt != null || !!page.lastUpdatedBy;
  if (tags.length === 0 && !page.editUrl && !hasLastUpdated) return null;
  return (
    <footer className={styles.docFooter}>
      {tags.length > 0 && <DocTags tags={tags} />}
      {(page.editUrl || hasLastUpdated) && (
        <div className={styles.docMeta}>
          {page.editUrl && <EditThisPage editUrl={page.editUrl} />}
          {hasLastUpdated && <LastUpdated at={page.lastUpdatedAt} by={page.lastUpdatedBy} />}
        </div>
      )}
    </footer>
  );
}

/** The desktop sidebar column; with `docsSidebar.hideable` the visitor can fold it away. */
function SidebarColumn({ items }: { items: SidebarItem[] }) {
  const { hideable } = useDocsSidebarOptions();
  const [hiddenByVisitor, setHidden] = useDocsSidebarHidden();
  if (hideable && hiddenByVisitor) {
    return (
      <aside className={styles.sidebarHidden}>
        <button
          type="button"
          className={styles.expandButton}
          onClick={() => setHidden(false)}
          title="Expand sidebar"
          aria-label="Expand sidebar"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="m13 17 5-5-5-5M6 17l5-5-5-5" />
          </svg>
        </button>
      </aside>
    );
  }
  return (
    <aside className={styles.sidebar}>
      <DocSidebar items={items} onCollapse={hideable ? () => setHidden(true) : undefined} />
    </aside>
  );
}

export default function DocPage({ page, sidebar }: DocPageProps) {
  usePageStylesheets(page.stylesheets);
  const version = useDocPageVersion(page);
  useRememberVersion(version);
  const sidebarItems = sidebar?.items ?? [];
  const hasSidebar = sidebarItems.length > 0;
  return (
    <DocsVersionContext.Provider value={version}>
      <DocsSidebarContext.Provider value={sidebar ?? null}>
        <Layout
          title={page.title}
          description={page.description ?? undefined}
          mobileSidebar={hasSidebar ? <DocSidebar items={sidebarItems} /> : undefined}
        >
          <div className={styles.docPage}>
            {hasSidebar && <SidebarColumn items={sidebarItems} />}
            <ArticleLayout
              title={page.title}
              toc={page.toc}
              besideSidebar={hasSidebar}
              header={
                <>
                  {page.breadcrumbs && page.breadcrumbs.length > 0 && (
                    <Breadcrumbs trail={page.breadcrumbs} current={page.title} />
                  )}
                  {page.draft && <DraftBanner />}
                  {page.unlisted && <UnlistedBanner />}
                  {page.version && <VersionBanner version={page.version} />}
                  {page.version?.badge && <span className={styles.versionBadge}>Version: {page.version.label}</span>}
                </>
              }
              footer={
                <>
                  <DocFooter page={page} />
                  <Paginator previous={page.previous} next={page.next} />
                </>
              }
            >
              <ContentTree tree={page.content} />
            </ArticleLayout>
          </div>
        </Layout>
      </DocsSidebarContext.Provider>
    </DocsVersionContext.Provider>
  );
}
