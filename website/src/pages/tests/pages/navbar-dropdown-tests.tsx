import Layout from '@theme/Layout';
import Link from '@theme/Link';
import styles from './_tests.module.css';

/**
 * A long page under the navbar's dropdowns: dropdowns must open over the content wherever the
 * page is scrolled, and close when focus moves into it.
 */
export default function NavbarDropdownTests() {
  return (
    <Layout title="Navbar dropdown tests" description="A long page to test the navbar's dropdowns over content.">
      <div className={styles.page}>
        <h1>Navbar dropdown tests</h1>
        <p>
          Open the version dropdown in the navbar, then scroll: it stays above this text. Tab from an open dropdown
          into <Link to="/tests/">the test index</Link>: it closes.
        </p>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Filler paragraph {index + 1}, so that the page scrolls under the navbar.</p>
        ))}
      </div>
    </Layout>
  );
}
