import { useCallback, useEffect, useState } from 'react';

/** How long loading may take before a spinner shows: quick loads never flash one. */
export const LOADING_DELAY_MS = 200;

export interface LazyModuleState<T> {
  module: T | null;
  /** The import failed (offline, a deploy removed the chunk…). */
  error: Error | null;
  /** Loading has taken longer than {@link LOADING_DELAY_MS}. */
  pastDelay: boolean;
  /** Tries the import again after an error. */
  retry: () => void;
}

/**
 * Loads a lazily imported module after mounting (so server and first client render agree),
 * with the states a loader shows: nothing at first, a spinner past a short delay, an error
 * with a retry, then the module. `load` must give a fresh import on each call.
 */
export function useLazyModule<T>(load: () => Promise<T>): LazyModuleState<T> {
  const [module, setModule] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [pastDelay, setPastDelay] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    setPastDelay(false);
    const timer = setTimeout(() => current && setPastDelay(true), LOADING_DELAY_MS);
    load().then(
      (loaded) => {
        if (current) setModule(() => loaded);
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure : new Error(String(failure)));
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `attempt` re-runs the import; `load` is expected to be stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { module, error, pastDelay, retry };
}
