import { useId } from 'react';
import Link from '@theme/Link';
import {
  groupBlogPostsByYear,
  isActivePath,
  translate,
  useRoutePath,
  type BlogSidebarData,
  type BlogSidebarItem,
} from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface BlogSidebarProps {
  sidebar: BlogSidebarData;
}

function Items({ items, labelledBy }: { items: BlogSidebarItem[]; labelledBy?: string }) {
  const routePath = useRoutePath();
  return (
    <ul className={styles.items} aria-labelledby={labelledBy}>
      {items.map((item) => {
        const active = isActivePath(item.permalink, routePath);
        return (
          <li key={item.permalink}>
            <Link
              to={item.permalink}
              className={active ? `${styles.link} ${styles.active}` : styles.link}
              aria-current={active ? 'page' : undefined}
            >
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The blog's recent posts, under the year they were published when they span several years. */
export default function BlogSidebar({ sidebar }: BlogSidebarProps) {
  const id = useId();
  const groups = groupBlogPostsByYear(sidebar.items);
  return (
    <nav
      className={styles.sidebar}
      aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts' })}
    >
      <div className={styles.title}>{sidebar.title}</div>
      {groups.length > 1 ? (
        groups.map(([year, items]) => (
          <div key={year} className={styles.group}>
            <div className={styles.year} id={`${id}-${year}`}>
              {year}
            </div>
            <Items items={items} labelledBy={`${id}-${year}`} />
          </div>
        ))
      ) : (
        <Items items={sidebar.items} />
      )}
    </nav>
  );
}
