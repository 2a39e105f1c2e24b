import Link from '@theme/Link';
import { translate, type BlogPagination } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogListPaginatorProps {
  pagination: BlogPagination;
}

/** Links to the pages of newer and older posts of a list; nothing on a list of one page. */
export default function BlogListPaginator({ pagination }: BlogListPaginatorProps) {
  const { previous, next } = pagination;
  if (!previous && !next) return null;
  return (
    <nav
      className={styles.paginator}
      aria-label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}
    >
      {previous && (
        <Link to={previous} className={styles.card} rel="prev">
          <span aria-hidden="true">« </span>
          {translate({ id: 'theme.blog.paginator.newerEntries', message: 'Newer entries' })}
        </Link>
      )}
      {next && (
        <Link to={next} className={`${styles.card} ${styles.next}`} rel="next">
          {translate({ id: 'theme.blog.paginator.olderEntries', message: 'Older entries' })}
          <span aria-hidden="true"> »</span>
        </Link>
      )}
    </nav>
  );
}
