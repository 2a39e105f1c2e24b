import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Link from '@theme/Link';
import { translate, type BlogListPageData, type BlogSidebarData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogTagsPostsPageProps {
  /** A list page with `tag` (the tag and its count) and `allPath` (the list of tags). */
  page: BlogListPageData;
  sidebar?: BlogSidebarData;
}

/** `@theme/BlogTagsPostsPage`: the posts that carry one tag. */
export default function BlogTagsPostsPage({ page, sidebar }: BlogTagsPostsPageProps) {
  const description = page.tag?.description;
  return (
    <BlogLayout title={page.title} description={page.description || undefined} sidebar={sidebar}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className="cairn-page-title">{page.title}</h1>
          {description && <p className={styles.description}>{description}</p>}
          {page.allPath && (
            <Link to={page.allPath}>{translate({ id: 'theme.tags.tagsPageLink', message: 'View all tags' })}</Link>
          )}
        </header>
        <BlogPostItems posts={page.posts} changelog={page.changelog ?? false} />
        <BlogListPaginator pagination={page.pagination} />
      </div>
    </BlogLayout>
  );
}
