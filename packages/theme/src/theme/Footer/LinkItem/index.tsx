import Link from '@theme/Link';
import type { FooterLinkItem as Item } from '@cairn/theme/internal';
import styles from './styles.module.css';

function isExternalUrl(url: string | undefined): boolean {
  return url !== undefined && /^(https?:)?\/\//i.test(url);
}

/** The arrow-out-of-a-box that marks a link to another site. */
function ExternalLinkIcon() {
  return (
    <svg className={styles.externalIcon} width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}

/** A footer link, or raw HTML the site's author wrote in the config. */
export default function FooterLinkItem({ item }: { item: Item }) {
  if (item.html !== undefined) {
    return <span className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  return (
    <Link to={item.to} href={item.to ? undefined : item.href} className={styles.link}>
      {item.label}
      {!item.to && isExternalUrl(item.href) && <ExternalLinkIcon />}
    </Link>
  );
}
