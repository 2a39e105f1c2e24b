import ArticleLayout from '@theme/ArticleLayout';
import DraftBanner from '@theme/DraftBanner';
import Layout from '@theme/Layout';
import UnlistedBanner from '@theme/UnlistedBanner';
import { ContentTree, usePageStylesheets, type MarkdownPageData } from '@cairn/theme/internal';

export interface MarkdownPageProps {
  page: MarkdownPageData;
}

/** A page of `src/pages/` written in Markdown: its content and table of contents. */
export default function MarkdownPage({ page }: MarkdownPageProps) {
  usePageStylesheets(page.stylesheets);
  return (
    <Layout title={page.title} description={page.description ?? undefined}>
      <ArticleLayout title={page.title} toc={page.toc}>
        {page.draft && <DraftBanner />}
        {page.unlisted && <UnlistedBanner />}
        <ContentTree tree={page.content} />
      </ArticleLayout>
    </Layout>
  );
}
