import Link from '@theme/Link';
import type { FooterLogo as Logo } from '@cairn/theme/internal';
import styles from './styles.module.css';

/**
 * The footer's logo; both images are in the markup, CSS on <html data-theme> shows one. Lazy,
 * as the footer is below the fold: the browser then fetches the shown image only, when the
 * footer comes near, rather than both as soon as the page starts loading.
 */
export default function FooterLogo({ logo }: { logo: Logo }) {
  const size = { width: logo.width, height: logo.height, loading: 'lazy' as const };
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
