import Link from '@theme/Link';
import { translate, type NavLink } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogPostPaginatorProps {
  /** The newer post (`page.previous`). */
  previous?: NavLink | null;
  /** The older post (`page.next`). */
  next?: NavLink | null;
}

/** Below a post: links to the newer and the older post. */
export default function BlogPostPaginator({ previous, next }: BlogPostPaginatorProps) {
  if (!previous && !next) return null;
  return (
    <nav
      className={styles.paginator}
      aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}
    >
      {previous && (
        <Link to={previous.permalink} className={styles.card} rel="prev">
          <span className={styles.label}>
            {translate({ id: 'theme.blog.post.paginator.newerPost', message: 'Newer post' })}
          </span>
          <span className={styles.title}>
            <span aria-hidden="true">« </span>
            {previous.title}
          </span>
        </Link>
      )}
      {next && (
        <Link to={next.permalink} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.label}>
            {translate({ id: 'theme.blog.post.paginator.olderPost', message: 'Older post' })}
          </span>
          <span className={styles.title}>
            {next.title}
            <span aria-hidden="true"> »</span>
          </span>
        </Link>
      )}
    </nav>
  );
}
