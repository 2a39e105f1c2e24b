import type { ReactNode } from 'react';
import BlogSidebar from '@theme/BlogSidebar';
import Layout from '@theme/Layout';
import type { BlogSidebarData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogLayoutProps {
  /** The page's title and description, for `<title>` and the description meta (see `Layout`). */
  title?: string;
  description?: string;
  /** The blog's recent posts (the route's `sidebar`); absent when the blog has no sidebar. */
  sidebar?: BlogSidebarData;
  children?: ReactNode;
}

/**
 * The frame of the blog's pages: `Layout`, with the recent posts in a column beside the page on
 * wide screens and in the navigation drawer on narrow ones. The column comes after the page in
 * the document, so keyboards, screen readers and the page's first links reach the content
 * first; CSS draws it on the left.
 */
export default function BlogLayout({ title, description, sidebar, children }: BlogLayoutProps) {
  const hasSidebar = !!sidebar && sidebar.items.length > 0;
  return (
    <Layout
      title={title}
      description={description}
      mobileSidebar={hasSidebar ? <BlogSidebar sidebar={sidebar} /> : undefined}
    >
      <div className={hasSidebar ? `${styles.blogPage} ${styles.withSidebar}` : styles.blogPage}>
        <div className={styles.main}>{children}</div>
        {hasSidebar && (
          <aside className={styles.sidebar}>
            <BlogSidebar sidebar={sidebar} />
          </aside>
        )}
      </div>
    </Layout>
  );
}
