import Link from '@theme/Link';
import { useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** The logo and title, linking home: in the bar, and at the top of the mobile drawer. */
export default function Brand() {
  const { navbar, baseUrl } = useSiteData();
  const logo = navbar.logo;
  // Both images are in the markup and CSS on <html data-theme> picks one, so the dark logo
  // shows from the first paint, before any script runs.
  const size = { width: logo?.width, height: logo?.height ?? 32 };
  return (
    <Link to={logo?.href ?? baseUrl} className={styles.brand}>
      {logo && (
        <>
          <img className={logo.srcDark ? styles.logoLight : styles.logo} src={logo.src} alt={logo.alt} {...size} />
          {logo.srcDark && <img className={styles.logoDark} src={logo.srcDark} alt={logo.alt} {...size} />}
        </>
      )}
      {navbar.title && <b className={styles.title}>{navbar.title}</b>}
    </Link>
  );
}
