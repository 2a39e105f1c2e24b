import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import type { BlogAuthorsListPageData, BlogSidebarData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogAuthorsListPageProps {
  page: BlogAuthorsListPageData;
  sidebar?: BlogSidebarData;
}

/** `@theme/BlogAuthorsListPage`: a card for every author who has a page, with their count of posts. */
export default function BlogAuthorsListPage({ page, sidebar }: BlogAuthorsListPageProps) {
  return (
    <BlogLayout title={page.title} sidebar={sidebar}>
      <div className={styles.page}>
        <h1 className="cairn-page-title">{page.title}</h1>
        <ul className={styles.authors}>
          {page.authors.map((author, index) => (
            <li key={author.key ?? author.page ?? index} className={styles.card}>
              <BlogAuthor author={author} headingLevel={2} count={author.count} />
            </li>
          ))}
        </ul>
      </div>
    </BlogLayout>
  );
}
