import { lazy, Suspense, useDeferredValue, useState, useTransition, type ReactElement } from 'react';
import Layout from '@theme/Layout';
import styles from './_tests.module.css';

const words = Array.from({ length: 2000 }, (_, index) => `word-${index}`);

function FilteredList({ query }: { query: string }) {
  const shown = words.filter((word) => word.includes(query)).slice(0, 20);
  return (
    <ul data-testid="results">
      {shown.map((word) => (
        <li key={word}>{word}</li>
      ))}
    </ul>
  );
}

const LateGreeting = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) =>
      setTimeout(() => resolve({ default: () => <p data-testid="late">Loaded through Suspense</p> }), 50),
    ),
);

/** Concurrent React in a Cairn page: transitions, deferred values, and Suspense with lazy. */
export default function React18() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [showLate, setShowLate] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <Layout title="React 18 and later" description="Concurrent rendering features in a Cairn page.">
      <div className={styles.page}>
        <h1>React 18 and later</h1>
        <label>
          Filter <input value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <FilteredList query={deferred} />
        <button type="button" className="cairn-button" onClick={() => startTransition(() => setShowLate(true))}>
          Load in a transition{pending ? '…' : ''}
        </button>
        <Suspense fallback={<p>Loading…</p>}>{showLate && <LateGreeting />}</Suspense>
      </div>
    </Layout>
  );
}
