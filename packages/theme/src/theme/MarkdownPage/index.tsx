import ArticleLayout from '@theme/ArticleLayout';
import DraftBanner from '@theme/DraftBanner';
import Layout from '@theme/Layout';
import UnlistedBanner from '@theme/UnlistedBanner';
import {
  ContentTree,
  LazyUntranslatedNotice,
  localeData,
  usePageStylesheets,
  useSiteData,
  type MarkdownPageData,
} from '@cairn/theme/internal';

export interface MarkdownPageProps {
  page: MarkdownPageData;
}

/** A page of `src/pages/` written in Markdown: its content and table of contents. */
export default function MarkdownPage({ page }: MarkdownPageProps) {
  usePageStylesheets(page.stylesheets);
  const { i18n } = useSiteData();
  return (
    <Layout title={page.title} description={page.description ?? undefined}>
      <ArticleLayout
        title={page.title}
        toc={page.toc}
        contentLang={page.untranslated ? localeData(i18n, i18n.defaultLocale)?.htmlLang : undefined}
        header={
          <>
            {page.draft && <DraftBanner />}
            {page.unlisted && <UnlistedBanner />}
            {/* `@theme/UntranslatedNotice`, whose code the route loads with an untranslated page. */}
            {page.untranslated && <LazyUntranslatedNotice />}
          </>
        }
      >
        <ContentTree tree={page.content} />
      </ArticleLayout>
    </Layout>
  );
}
