import Link from '@theme/Link';
import { type FooterLinkItem, type FooterLogo, useSiteData } from '@cairn/theme/internal';
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

/** A link, or raw HTML the site's author wrote in cairn.toml. */
function FooterItem({ item }: { item: FooterLinkItem }) {
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

function itemKey(item: FooterLinkItem, index: number): string {
  return `${index}|${item.label ?? ''}|${item.to ?? item.href ?? ''}`;
}

/** Both images are in the markup; CSS on <html data-theme> shows one, without a flash. */
function Logo({ logo }: { logo: FooterLogo }) {
  const size = { width: logo.width, height: logo.height };
  const images = (
    <>
      <img className={logo.srcDark ? styles.logoLight : styles.logo} src={logo.src} alt={logo.alt} {...size} />
      {logo.srcDark && <img className={styles.logoDark} src={logo.srcDark} alt={logo.alt} {...size} />}
    </>
  );
  return (
    <div className={styles.logoRow}>
      {logo.href ? (
        <Link href={logo.href} className={styles.logoLink}>
          {images}
        </Link>
      ) : (
        images
      )}
    </div>
  );
}

export default function Footer() {
  const { footer } = useSiteData();
  const { columns, links, logo, copyright } = footer;
  if (columns.length === 0 && links.length === 0 && !logo && !copyright) return null;
  return (
    <footer className={`${styles.footer} ${footer.style === 'dark' ? styles.dark : ''}`}>
      <div className={styles.inner}>
        {columns.length > 0 && (
          <div className={styles.columns}>
            {columns.map((column) => (
              <div key={column.title} className={styles.column}>
                <p className={styles.columnTitle}>{column.title}</p>
                <ul className={styles.list}>
                  {column.items.map((item, index) => (
                    <li key={itemKey(item, index)}>
                      <FooterItem item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {columns.length === 0 && links.length > 0 && (
          // A flat row, separated by middle dots as in Docusaurus's simple footer.
          <div className={styles.simpleLinks}>
            {links.map((item, index) => (
              <span key={itemKey(item, index)} className={styles.simpleItem}>
                {index > 0 && (
                  <span className={styles.separator} aria-hidden="true">
                    ·
                  </span>
                )}
                <FooterItem item={item} />
              </span>
            ))}
          </div>
        )}
        {(logo || copyright) && (
          <div className={styles.bottom}>
            {logo && <Logo logo={logo} />}
            {copyright && (
              // The copyright is written by the site's author in cairn.toml and may hold HTML.
              <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: copyright }} />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
