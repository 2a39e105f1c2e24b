import Link from '@theme/Link';
import styles from './styles.module.css';

export interface DocCardItem {
  title: string;
  href: string;
  description?: string | null;
}

/** `<DocCardList />` in MDX: the engine fills in the category's pages as cards. */
/** `items` is filled by the engine; an empty or missing list renders nothing. */
export default function DocCardList({ items = [] }: { items?: DocCardItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={`doc-card-list ${styles.grid}`}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <Link href={item.href} className={`doc-card ${styles.card}`}>
            <span className={styles.title}>
              {item.title}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </span>
            {item.description && <span className={styles.description}>{item.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
