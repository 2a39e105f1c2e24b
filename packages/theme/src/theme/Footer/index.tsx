import Link from '@theme/Link';
import { useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export default function Footer() {
  const { footer } = useSiteData();
  if (footer.links.length === 0 && !footer.copyright) return null;
  return (
    <footer className={`${styles.footer} ${footer.style === 'dark' ? styles.dark : ''}`}>
      <div className={styles.inner}>
        {footer.links.length > 0 && (
          <div className={styles.columns}>
            {footer.links.map((column) => (
              <div key={column.title} className={styles.column}>
                <p className={styles.columnTitle}>{column.title}</p>
                <ul className={styles.list}>
                  {column.items.map((item) => (
                    <li key={`${item.label}|${item.to ?? item.href ?? ''}`}>
                      <Link to={item.to} href={item.to ? undefined : item.href} className={styles.link}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.copyright && (
          // The copyright is written by the site's author in cairn.toml and may hold HTML.
          <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: footer.copyright }} />
        )}
      </div>
    </footer>
  );
}
