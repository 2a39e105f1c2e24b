import { translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface LoadingProps {
  /** The import or request failed: shown in a red box with a Retry button. */
  error?: Error | null;
  retry?: () => void;
  /** Loading has lasted long enough that a spinner is worth showing. */
  pastDelay?: boolean;
}

/**
 * What a lazily loaded part shows while it loads: nothing at first, a spinner past a short
 * delay, or the failure's own message with a Retry button.
 */
export default function Loading({ error, retry, pastDelay = false }: LoadingProps) {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.message}>{String(error)}</p>
        {retry && (
          <button type="button" className={styles.retry} onClick={retry}>
            {translate({ id: 'theme.cairn.Loading.retry', message: 'Retry' })}
          </button>
        )}
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <svg className={styles.spinner} viewBox="0 0 50 50" width="32" height="32" aria-hidden="true" focusable="false">
        <circle className={styles.path} cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
      </svg>
      <span className="cairn-visually-hidden">{translate({ id: 'theme.cairn.loading', message: 'Loading…' })}</span>
    </div>
  );
}
