import { useMemo } from 'react';
import ArticleLayout from '@theme/ArticleLayout';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import DraftBanner from '@theme/DraftBanner';
import Link from '@theme/Link';
import UnlistedBanner from '@theme/UnlistedBanner';
import { BlogPostContext, ContentTree, usePageStylesheets, type BlogPostPageData, type BlogSidebarData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogPostPageProps {
  page: BlogPostPageData;
  sidebar?: BlogSidebarData;
}

/**
 * `@theme/BlogPostPage`: one post in full, in `ArticleLayout` (so its content is the
 * article's `.markdown`, which the engine's feeds read), with its table of contents and the
 * links to the newer and older posts.
 */
export default function BlogPostPage({ page, sidebar }: BlogPostPageProps) {
  usePageStylesheets(page.stylesheets);
  // Only a changelog's entries link back to their list page.
  const changelog = page.changelog === true;
  const hasSidebar = !!sidebar && sidebar.items.length > 0;
  const postContext = useMemo(() => ({ post: page, isBlogPostPage: true }), [page]);
  return (
    <BlogPostContext.Provider value={postContext}>
    <BlogLayout title={page.title} description={page.description ?? undefined} sidebar={sidebar}>
      <ArticleLayout
        title={page.title}
        hideTitle
        toc={page.toc}
        besideSidebar={hasSidebar}
        header={
          <>
            {page.listPage && (
              <Link to={page.listPage.permalink} className={styles.backLink}>
                <span aria-hidden="true">← </span>Back to {page.listPage.title}
              </Link>
            )}
            {page.draft && <DraftBanner />}
            {page.unlisted && <UnlistedBanner />}
            <BlogPostItemHeader post={page} isBlogPostPage changelog={changelog} />
          </>
        }
        footer={
          <>
            <BlogPostItemFooter post={page} isBlogPostPage />
            <BlogPostPaginator previous={page.previous} next={page.next} />
          </>
        }
      >
        <ContentTree tree={page.content} />
      </ArticleLayout>
    </BlogLayout>
    </BlogPostContext.Provider>
  );
}
