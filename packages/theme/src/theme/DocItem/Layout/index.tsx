import ArticleLayout from '@theme/ArticleLayout';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemFooter from '@theme/DocItem/Footer';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import DraftBanner from '@theme/DraftBanner';
import Paginator from '@theme/Paginator';
import UnlistedBanner from '@theme/UnlistedBanner';
import { ContentTree, LazyUntranslatedNotice, localeData, useSiteData, type Doc } from '@cairn/theme/internal';

export interface DocItemLayoutProps {
  page: Doc;
  /** The doc page has a sidebar column beside the article (see ArticleLayout). */
  besideSidebar?: boolean;
}

/**
 * One doc: breadcrumbs and notices above the title, the content with its table of contents,
 * then the doc's footer and the links to the previous and next docs.
 */
export default function DocItemLayout({ page, besideSidebar = false }: DocItemLayoutProps) {
  const { i18n } = useSiteData();
  return (
    <ArticleLayout
      title={page.title}
      hideTitle={page.hideTitle}
      toc={page.toc}
      besideSidebar={besideSidebar}
      contentLang={page.untranslated ? localeData(i18n, i18n.defaultLocale)?.htmlLang : undefined}
      header={
        <>
          <DocBreadcrumbs items={page.breadcrumbs ?? []} current={page.title} />
          {page.draft && <DraftBanner />}
          {page.unlisted && <UnlistedBanner />}
          {page.version && <DocVersionBanner version={page.version} />}
          {/* `@theme/UntranslatedNotice`, whose code the route loads with an untranslated page. */}
          {page.untranslated && <LazyUntranslatedNotice />}
          {page.version && <DocVersionBadge version={page.version} />}
        </>
      }
      footer={
        <>
          <DocItemFooter page={page} />
          <Paginator previous={page.previous} next={page.next} />
        </>
      }
    >
      <ContentTree tree={page.content} />
    </ArticleLayout>
  );
}
