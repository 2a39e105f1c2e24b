import ArticleLayout from '@theme/ArticleLayout';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocVersionBadge from '@theme/DocVersionBadge';
import Paginator from '@theme/Paginator';
import {
  ContentTree,
  hasVersionBanner,
  LazyDocVersionBanner,
  LazyDraftBanner,
  LazyUnlistedBanner,
  LazyUntranslatedNotice,
  localeData,
  onDemandPart,
  useSiteData,
  type Doc,
} from '@cairn/theme/internal';
import { DocItemFooter, PageActions } from './onDemandParts';

// Below the content, and beside the title: their code comes after the page's own (see
// ./onDemandParts.ts).
const DocItemFooterPart = onDemandPart('doc footer', DocItemFooter);
const PageActionsPart = onDemandPart('page actions', PageActions);

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
      actions={page.markdown && <PageActionsPart markdown={page.markdown} title={page.title} />}
      contentLang={page.untranslated ? localeData(i18n, i18n.defaultLocale)?.htmlLang : undefined}
      header={
        <>
          <DocBreadcrumbs items={page.breadcrumbs ?? []} current={page.title} />
          {/* `@theme/DraftBanner`, `UnlistedBanner`, `DocVersionBanner` and `UntranslatedNotice`,
              whose code the route loads with a page that shows them. */}
          {page.draft && <LazyDraftBanner />}
          {page.unlisted && <LazyUnlistedBanner />}
          {hasVersionBanner(page.version) && <LazyDocVersionBanner version={page.version} />}
          {page.untranslated && <LazyUntranslatedNotice />}
          {page.version && <DocVersionBadge version={page.version} />}
        </>
      }
      footer={
        <>
          <DocItemFooterPart page={page} />
          <Paginator previous={page.previous} next={page.next} />
        </>
      }
    >
      <ContentTree tree={page.content} />
    </ArticleLayout>
  );
}
