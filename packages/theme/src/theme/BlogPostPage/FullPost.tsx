import ArticleLayout from '@theme/ArticleLayout';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import DraftBanner from '@theme/DraftBanner';
import Link from '@theme/Link';
import UnlistedBanner from '@theme/UnlistedBanner';
import {
  ContentTree,
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
      contentLang={post.untranslated ? localeData(i18n, i18n.defaultLocale)?.htmlLang : undefined}
      header={
        <>
          {post.listPage && (
            <Link to={post.listPage.permalink} className={styles.backLink}>
              <span aria-hidden="true">← </span>
              {translate(
                { id: 'theme.cairn.blog.post.backToList', message: 'Back to {title}' },
                { title: post.listPage.title },
              )}
            </Link>
          )}
          {post.draft && <DraftBanner />}
          {post.unlisted && <UnlistedBanner />}
          {/* `@theme/UntranslatedNotice`, whose code the route loads with an untranslated page. */}
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
