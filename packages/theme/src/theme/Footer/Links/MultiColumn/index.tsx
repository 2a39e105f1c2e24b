import FooterLinkItem from '@theme/Footer/LinkItem';
import type { FooterLinkColumn, FooterLinkItem as Item } from '@cairn/theme/internal';
import styles from './styles.module.css';

export function footerItemKey(item: Item, index: number): string {
  return `${index}|${item.label ?? ''}|${item.to ?? item.href ?? ''}`;
}

/** Columns of links, each under its title. */
export default function FooterLinksMultiColumn({ columns }: { columns: FooterLinkColumn[] }) {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <div key={column.title}>
          <p className={styles.columnTitle}>{column.title}</p>
          <ul className={styles.list}>
            {column.items.map((item, index) => (
              <li key={footerItemKey(item, index)}>
                <FooterLinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
