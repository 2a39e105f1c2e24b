import PaginatorNavLink from '@theme/PaginatorNavLink';
import { translate, type NavLink } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface Props {
  readonly previous?: NavLink | null;
  readonly next?: NavLink | null;
  readonly className?: string;
}

/**
 * The links to a doc's previous and next pages (Docusaurus's `@theme/DocPaginator`). Each is a
 * `@theme/PaginatorNavLink`, so a site's replacement of that one shows here too.
 */
export default function DocPaginator({ previous, next, className }: Props) {
  if (!previous && !next) return null;
  return (
    <nav
      className={['pagination-nav', styles.paginator, className].filter(Boolean).join(' ')}
      aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
    >
      {previous && (
        <PaginatorNavLink
          permalink={previous.permalink}
          title={previous.title}
          subLabel={translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })}
        />
      )}
      {next && (
        <PaginatorNavLink
          permalink={next.permalink}
          title={next.title}
          subLabel={translate({ id: 'theme.docs.paginator.next', message: 'Next' })}
          isNext
        />
      )}
    </nav>
  );
}
