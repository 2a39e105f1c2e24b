import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogListPageData, BlogSidebarData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogListPageProps {
  page: BlogListPageData;
  sidebar?: BlogSidebarData;
}

/** `@theme/BlogListPage`: a page of the blog's posts, newest first, with their excerpts. */
export default function BlogListPage({ page, sidebar }: BlogListPageProps) {
  return (
    <BlogLayout title={page.title} description={page.description || undefined} sidebar={sidebar}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className="cairn-page-title">{page.title}</h1>
          {page.description && <p className={styles.description}>{page.description}</p>}
        </header>
        <BlogPostItems posts={page.posts} changelog={page.changelog ?? false} />
        <BlogListPaginator pagination={page.pagination} />
      </div>
    </BlogLayout>
  );
}
