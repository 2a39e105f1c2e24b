import { Suspense, useState } from 'react';
import { useDocById } from '@cairn/theme';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import styles from './_tests.module.css';

function DocLink({ id }: { id: string }) {
  const doc = useDocById(id);
  return doc ? (
    <Link data-testid={`doc-${id}`} to={doc.path}>
      {id}: {doc.path}
    </Link>
  ) : null;
}

/**
 * Site code looking docs up by id. The page carries the docs it looked up when it was
 * rendered; a doc looked up later waits for the docs lists, inside the page's Suspense.
 */
export default function DocsLookups() {
  const [more, setMore] = useState(false);
  return (
    <Layout title="Docs lookup tests" description="Docs looked up by id, before and after hydration.">
      <div className={styles.page}>
        <h1>Docs lookup tests</h1>
        <p>
          Looked up while rendering: <DocLink id="installation" />
        </p>
        <button type="button" className="cairn-button" onClick={() => setMore(true)}>
          Look up another doc
        </button>
        {more && (
          <Suspense fallback={<p data-testid="doc-loading">Loading the docs lists…</p>}>
            <p>
              Looked up after hydration: <DocLink id="cli" />
            </p>
          </Suspense>
        )}
      </div>
    </Layout>
  );
}
