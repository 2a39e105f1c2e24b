import { useState } from 'react';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import styles from './_tests.module.css';

/** Throws while rendering, with a cause, once the visitor asks for it. */
function Crasher({ crash }: { crash: boolean }) {
  if (crash) {
    throw new Error('The crash test page crashed on purpose.', {
      cause: new Error('A nested cause, to show the cause chain.'),
    });
  }
  return null;
}

/**
 * A page that crashes on demand: the whole page is replaced by the crash screen ("This page
 * crashed." with the cause chain and "Try again"), since nothing inside it catches the error.
 */
export default function CrashTest() {
  const [crash, setCrash] = useState(false);
  return (
    <Layout title="Crash test" description="A page that crashes on demand, to test the crash screen.">
      <div className={styles.page}>
        <h1>Crash test</h1>
        <p>
          The button below makes this page throw while rendering. No error boundary inside the page catches it, so the
          crash screen replaces the page. For an error that only replaces a part of a page, see the{' '}
          <Link to="/tests/pages/error-boundary-tests/">error boundary tests</Link>.
        </p>
        <button type="button" className="cairn-button" onClick={() => setCrash(true)}>
          Crash this page
        </button>
        <Crasher crash={crash} />
      </div>
    </Layout>
  );
}
