import { errorChain, translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface Props {
  readonly error: Error;
  /** Renders the page again. */
  readonly tryAgain: () => void;
}

/**
 * What shows in place of a whole page that threw while rendering (Docusaurus's
 * `@theme/ErrorPageContent`): the error with its causes, and a button to render it again.
 * `@theme/Error` is the smaller block for one failed part of a page.
 */
export default function ErrorPageContent({ error, tryAgain }: Props) {
  return (
    <div className={styles.errorPage} role="alert">
      <h1 className={styles.title}>
        {translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}
      </h1>
      <button type="button" className="cairn-button" onClick={tryAgain}>
        {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
      </button>
      <hr className={styles.rule} />
      <pre className={styles.message}>{errorChain(error)}</pre>
    </div>
  );
}
