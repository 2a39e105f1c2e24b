import Layout from '@theme/Layout';
import styles from './_tests.module.css';

/**
 * Content that stacks high on purpose: a positioned box with a large z-index and a sticky
 * header. The navbar and its dropdowns must still cover them.
 */
export default function ZIndexTests() {
  return (
    <Layout title="Z-index tests" description="Content with high z-index values under the navbar.">
      <div className={styles.page}>
        <h1>Z-index tests</h1>
        <div
          data-testid="high-box"
          style={{ position: 'relative', zIndex: 1000, height: 200, background: 'rgb(255 200 0 / 0.4)', marginTop: 8 }}
        >
          A box with z-index 1000.
        </div>
        <div style={{ height: 1200 }}>
          <p style={{ position: 'sticky', top: 0, zIndex: 500, background: 'rgb(0 150 255 / 0.3)' }}>
            A sticky paragraph with z-index 500.
          </p>
        </div>
      </div>
    </Layout>
  );
}
