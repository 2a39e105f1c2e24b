import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Link from '@theme/Link';
import { translate, translatePlural, type BlogListPageData, type BlogSidebarData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogAuthorsPostsPageProps {
  /** A list page with `author` (the author and their count of posts) and `allPath` (the list of authors). */
  page: BlogListPageData;
  sidebar?: BlogSidebarData;
}

/** `@theme/BlogAuthorsPostsPage`: an author's card, then the posts they wrote. */
export default function BlogAuthorsPostsPage({ page, sidebar }: BlogAuthorsPostsPageProps) {
  const { author } = page;
  const count = author?.count ?? page.pagination.totalPosts;
  return (
    <BlogLayout title={page.title} description={page.description || undefined} sidebar={sidebar}>
      <div className={styles.page}>
        <header className={styles.header}>
          {author ? (
            <BlogAuthor author={author} size="large" headingLevel={1} />
          ) : (
            <h1 className="cairn-page-title">{page.title}</h1>
          )}
          <div className={styles.summary}>
            <p className={styles.count}>
              {translatePlural(count, { id: 'theme.blog.post.plurals', message: '1 post|{count} posts' }, { count })}
            </p>
            {page.allPath && (
              <Link to={page.allPath}>
                {translate({ id: 'theme.blog.authorsList.viewAll', message: 'View all authors' })}
              </Link>
            )}
          </div>
        </header>
        <BlogPostItems posts={page.posts} changelog={page.changelog ?? false} />
        <BlogListPaginator pagination={page.pagination} />
      </div>
    </BlogLayout>
  );
}
