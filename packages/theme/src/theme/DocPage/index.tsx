import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import Paginator from '@theme/Paginator';
import TOC from '@theme/TOC';
import { ContentTree } from '../../content/ContentTree';
import { usePageStylesheets } from '../../hooks/usePageStylesheets';
import type { Doc, DocVersionInfo, Sidebar } from '../../types';
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

export default function DocPage({ page, sidebar }: DocPageProps) {
  usePageStylesheets(page.stylesheets);
  const sidebarItems = sidebar?.items ?? [];
  const hasSidebar = sidebarItems.length > 0;
  return (
    <Layout
      title={page.title}
      description={page.description ?? undefined}
      mobileSidebar={hasSidebar ? <DocSidebar items={sidebarItems} /> : undefined}
    >
      <div className={styles.docPage}>
        {hasSidebar && (
          <aside className={styles.sidebar}>
            <DocSidebar items={sidebarItems} />
          </aside>
        )}
        <div className={styles.body}>
          <article className={styles.article}>
            {page.breadcrumbs && page.breadcrumbs.length > 0 && (
              <Breadcrumbs trail={page.breadcrumbs} current={page.title} />
            )}
            {page.unlisted && <UnlistedBanner />}
            {page.version && <VersionBanner version={page.version} />}
            {page.version?.badge && <span className={styles.versionBadge}>Version: {page.version.label}</span>}
            <h1 className="cairn-page-title">{page.title}</h1>
            <TOC toc={page.toc} collapsible className={styles.tocInline} />
            <div className="markdown">
              <ContentTree tree={page.content} />
            </div>
            <Paginator previous={page.previous} next={page.next} />
          </article>
          {page.toc.length > 0 && (
            <div className={styles.tocColumn}>
              <TOC toc={page.toc} />
            </div>
          )}
        </div>
      </div>
    </Layout>
  );
}
