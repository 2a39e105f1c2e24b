import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { useSiteData } from '../../hooks/useSiteData';
import styles from './styles.module.css';

/** Rendered for unknown paths, both client-side and into build/404.html. */
export default function NotFound() {
  const { baseUrl } = useSiteData();
  return (
    <Layout title="Page Not Found">
      <div className={styles.notFound}>
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          The link that brought you here may be out of date, or the address may be mistyped. Please contact the owner of
          the site that linked you to the original URL and let them know their link is broken.
        </p>
        <p>
          <Link to={baseUrl} className="cairn-button">
            Go to the home page
          </Link>
        </p>
      </div>
    </Layout>
  );
}
