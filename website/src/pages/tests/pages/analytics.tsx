import { useState } from 'react';
import Layout from '@theme/Layout';
import styles from './_tests.module.css';

type Gtag = (...args: unknown[]) => void;

/**
 * Sends a custom analytics event the way a site's component would: through `window.gtag`,
 * which `[gtag]` in cairn.toml defines. This website has no `[gtag]`, so the page says so; the
 * browser tests check the behaviour on a fixture site that has one.
 */
export default function AnalyticsTest() {
  const [result, setResult] = useState<string | null>(null);
  const send = () => {
    const gtag = (window as Window & { gtag?: Gtag }).gtag;
    if (!gtag) {
      setResult('Analytics is not configured on this site: no event was sent.');
      return;
    }
    gtag('event', 'test_button', { page_path: window.location.pathname });
    setResult('Event "test_button" sent.');
  };
  return (
    <Layout title="Analytics tests" description="Sending a custom analytics event from a component.">
      <div className={styles.page}>
        <h1>Analytics tests</h1>
        <p>
          With <code>[gtag]</code> in cairn.toml, every page loads gtag.js and reports page views, and a component can
          send its own events through <code>window.gtag</code>, as the button below does.
        </p>
        <button type="button" className="cairn-button" onClick={send}>
          Send a test event
        </button>
        <p role="status">{result}</p>
      </div>
    </Layout>
  );
}
