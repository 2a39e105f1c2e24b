import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import Paginator from '@theme/Paginator';
import TOC from '@theme/TOC';
import { ContentTree } from '../../content/ContentTree';
import { usePageStylesheets } from '../../hooks/usePageStylesheets';
import type { Doc, Sidebar } from '../../types';
import styles from './styles.module.css';

export interface DocPageProps {
  page: Doc;
  sidebar?: Sidebar;
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
