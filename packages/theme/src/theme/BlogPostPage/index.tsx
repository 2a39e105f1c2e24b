import { useMemo } from 'react';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import { BlogPostContext, usePageStylesheets, type BlogPostPageData, type BlogSidebarData } from '@cairn/theme/internal';
import FullPost from './FullPost';

export interface BlogPostPageProps {
  page: BlogPostPageData;
  sidebar?: BlogSidebarData;
}

/**
 * `@theme/BlogPostPage`: one post in full, through `BlogPostItem` as Docusaurus renders it
 * (a site's wrapper of it shows here too), with the post given to `useBlogPost()`.
 */
export default function BlogPostPage({ page, sidebar }: BlogPostPageProps) {
  usePageStylesheets(page.stylesheets);
  const hasSidebar = !!sidebar && sidebar.items.length > 0;
  const postContext = useMemo(() => ({ post: page, isBlogPostPage: true }), [page]);
  return (
    <BlogPostContext.Provider value={postContext}>
      <BlogLayout title={page.title} description={page.description ?? undefined} sidebar={sidebar}>
        <BlogPostItem post={page} isBlogPostPage changelog={page.changelog === true}>
          <FullPost post={page} besideSidebar={hasSidebar} />
        </BlogPostItem>
      </BlogLayout>
    </BlogPostContext.Provider>
  );
}
