import Link from '@theme/Link';
import { translate, type Doc } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface DocBreadcrumbsProps {
  /** The sidebar categories the doc is in, outermost first (`page.breadcrumbs`). */
  items: NonNullable<Doc['breadcrumbs']>;
  /** The doc's own title, the last crumb. */
  current: string;
}

/** The trail of sidebar categories above a doc's title; nothing for a doc at the top level. */
export default function DocBreadcrumbs({ items, current }: DocBreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav
      className={styles.breadcrumbs}
      aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}
    >
      <ol>
        {items.map((crumb, index) => (
          <li key={`${index}:${crumb.label}`}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
