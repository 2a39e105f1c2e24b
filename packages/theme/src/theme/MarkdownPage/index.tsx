import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import { ContentTree, type MarkdownPageData, usePageStylesheets } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface MarkdownPageProps {
  page: MarkdownPageData;
}

export default function MarkdownPage({ page }: MarkdownPageProps) {
  usePageStylesheets(page.stylesheets);
  return (
    <Layout title={page.title} description={page.description ?? undefined}>
      <div className={styles.body}>
        <article className={styles.article}>
          <h1 className="cairn-page-title">{page.title}</h1>
          <TOC toc={page.toc} collapsible className={styles.tocInline} />
          <div className="markdown">
            <ContentTree tree={page.content} />
          </div>
        </article>
        {page.toc.length > 0 && (
          <div className={styles.tocColumn}>
            <TOC toc={page.toc} />
          </div>
        )}
      </div>
    </Layout>
  );
}
