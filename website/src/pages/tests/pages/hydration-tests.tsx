import { useEffect, useId, useState } from 'react';
import { BrowserOnly, useIsBrowser } from '@cairn/theme';
import Layout from '@theme/Layout';
import styles from './_tests.module.css';

/** Renders the same text on the server and in the first browser render, then changes. */
function AfterMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <p data-testid="after-mount">{mounted ? 'Mounted in the browser' : 'Rendered on the server'}</p>;
}

function Environment() {
  const isBrowser = useIsBrowser();
  return <p data-testid="environment">{isBrowser ? 'useIsBrowser: true' : 'useIsBrowser: false'}</p>;
}

function LabelledInput() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>A field whose id comes from useId</label> <input id={id} defaultValue="same id on both sides" />
    </p>
  );
}

/**
 * Things that differ between the server and the browser, written so that hydration matches:
 * effects, `useIsBrowser`, `BrowserOnly`, `useId`, and a date formatted in UTC.
 */
export default function HydrationTests() {
  const launched = new Date(Date.UTC(2017, 5, 14));
  return (
    <Layout title="Hydration tests" description="Server and browser renders that must agree.">
      <div className={styles.page}>
        <h1>Hydration tests</h1>
        <AfterMount />
        <Environment />
        <BrowserOnly fallback={<p data-testid="browser-only">Fallback on the server</p>}>
          {() => <p data-testid="browser-only">Only in the browser: {window.location.pathname}</p>}
        </BrowserOnly>
        <LabelledInput />
        <p data-testid="date">
          {launched.toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
        </p>
      </div>
    </Layout>
  );
}
