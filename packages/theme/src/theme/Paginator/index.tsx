import Link from '@theme/Link';
import { translate, type NavLink } from '@cairn/theme/internal';
import styles from './styles.module.css';

export default function Paginator({ previous, next }: { previous?: NavLink | null; next?: NavLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav
      className={styles.paginator}
      aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
    >
      {previous && (
        <Link to={previous.permalink} className={styles.card}>
          <span className={styles.label}>
            {translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}
          </span>
          <span className={styles.title}>« {previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.permalink} className={`${styles.card} ${styles.next}`}>
          <span className={styles.label}>{translate({ id: 'theme.docs.paginator.next', message: 'Next' })}</span>
          <span className={styles.title}>{next.title} »</span>
        </Link>
      )}
    </nav>
  );
}
