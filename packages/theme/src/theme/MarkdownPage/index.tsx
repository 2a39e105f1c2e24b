import ArticleLayout from '@theme/ArticleLayout';
import Layout from '@theme/Layout';
import {
  ContentTree,
  LazyDraftBanner,
  LazyUnlistedBanner,
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
            {/* `@theme/DraftBanner`, `UnlistedBanner` and `UntranslatedNotice`, whose code the route
                loads with a page that shows them. */}
            {page.draft && <LazyDraftBanner />}
            {page.unlisted && <LazyUnlistedBanner />}
            {page.untranslated && <LazyUntranslatedNotice />}
          </>
        }
      >
        <ContentTree tree={page.content} />
      </ArticleLayout>
    </Layout>
  );
}
