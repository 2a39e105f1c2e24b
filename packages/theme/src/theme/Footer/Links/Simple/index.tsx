import FooterLinkItem from '@theme/Footer/LinkItem';
import type { FooterLinkItem as Item } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** The links of a footer without columns, in one row separated by middle dots. */
export default function FooterLinksSimple({ links }: { links: Item[] }) {
  return (
    <div className={styles.simpleLinks}>
      {links.map((item, index) => (
        <span key={`${index}|${item.label ?? ''}|${item.to ?? item.href ?? ''}`}>
          {index > 0 && (
            <span className={styles.separator} aria-hidden="true">
              ·
            </span>
          )}
          <FooterLinkItem item={item} />
        </span>
      ))}
    </div>
  );
}
