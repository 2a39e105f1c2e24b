import { useState } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import styles from './_tests.module.css';

function Fragile({ label }: { label: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error(`${label} threw on purpose.`);
  return (
    <button type="button" className="cairn-button" onClick={() => setBroken(true)}>
      Break {label}
    </button>
  );
}

/**
 * Error boundaries keep an error inside a part of the page: the default fallback ("Page
 * Error" with "Try again"), a custom fallback, and nested boundaries.
 */
export default function ErrorBoundaryTests() {
  return (
    <Layout title="Error boundary tests" description="Parts of a page that fail on their own, behind error boundaries.">
      <div className={styles.page}>
        <h1>Error boundary tests</h1>
        <section aria-labelledby="default-fallback">
          <h2 id="default-fallback">Default fallback</h2>
          <ErrorBoundary>
            <Fragile label="the first part" />
          </ErrorBoundary>
        </section>
        <section aria-labelledby="custom-fallback">
          <h2 id="custom-fallback">Custom fallback</h2>
          <ErrorBoundary
            fallback={({ error, tryAgain }) => (
              <p role="alert">
                Custom fallback: {error.message}{' '}
                <button type="button" className="cairn-button" onClick={tryAgain}>
                  Reset
                </button>
              </p>
            )}
          >
            <Fragile label="the second part" />
          </ErrorBoundary>
        </section>
        <section aria-labelledby="still-working">
          <h2 id="still-working">Still working</h2>
          <p>This section has no error boundary of its own and keeps working whatever happens above.</p>
        </section>
      </div>
    </Layout>
  );
}
