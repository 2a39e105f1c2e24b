import { errorChain, translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface ErrorProps {
  error: Error;
  /** Renders the failed part again. */
  tryAgain: () => void;
}

/**
 * What an error boundary shows in place of a part of a page that threw: the part fails, the
 * rest of the page (navbar, sidebar) keeps working.
 */
export default function ErrorPageContent({ error, tryAgain }: ErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <h2 className={styles.title}>{translate({ id: 'theme.cairn.Error.title', message: 'Page Error' })}</h2>
      <pre className={styles.message}>{errorChain(error)}</pre>
      <button type="button" className={styles.button} onClick={tryAgain}>
        {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
      </button>
    </div>
  );
}
