import Link from '@theme/Link';
import type { FooterLogo as Logo } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** The footer's logo; both images are in the markup, CSS on <html data-theme> shows one. */
export default function FooterLogo({ logo }: { logo: Logo }) {
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
