import ArticleLayout from '@theme/ArticleLayout';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import Link from '@theme/Link';
import PageActions from '@theme/PageActions';
import {
  ContentTree,
  LazyDraftBanner,
  LazyUnlistedBanner,
  LazyUntranslatedNotice,
  localeData,
  translate,
  useSiteData,
  type BlogPostPageData,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface FullPostProps {
  post: BlogPostPageData;
  /** The blog's sidebar is a column beside the post. */
  besideSidebar: boolean;
}

/**
 * A post on its own page: in `ArticleLayout` (so its content is the article's `.markdown`,
 * which the engine's feeds read), with its table of contents and the links to the newer and
 * older posts.
 */
export default function FullPost({ post, besideSidebar }: FullPostProps) {
  // Only a changelog's entries link back to their list page.
  const changelog = post.changelog === true;
  const { i18n } = useSiteData();
  return (
    <ArticleLayout
      title={post.title}
      hideTitle
      toc={post.toc}
      besideSidebar={besideSidebar}
      actions={post.markdown && <PageActions markdown={post.markdown} title={post.title} />}
      contentLang={post.untranslated ? localeData(i18n, i18n.defaultLocale)?.htmlLang : undefined}
      header={
        <>
          {post.listPage && (
            <Link to={post.listPage.permalink} className={styles.backLink}>
              <span className={styles.backArrow} aria-hidden="true">
                ←
              </span>{' '}
              {translate(
                { id: 'theme.cairn.blog.post.backToList', message: 'Back to {title}' },
                { title: post.listPage.title },
              )}
            </Link>
          )}
          {/* `@theme/DraftBanner`, `UnlistedBanner` and `UntranslatedNotice`, whose code the route
              loads with a page that shows them. */}
          {post.draft && <LazyDraftBanner />}
          {post.unlisted && <LazyUnlistedBanner />}
          {post.untranslated && <LazyUntranslatedNotice />}
          <BlogPostItemHeader post={post} isBlogPostPage changelog={changelog} />
        </>
      }
      footer={
        <>
          <BlogPostItemFooter post={post} isBlogPostPage />
          <BlogPostPaginator previous={post.previous} next={post.next} />
        </>
      }
    >
      <ContentTree tree={post.content} />
    </ArticleLayout>
  );
}
