import Link from '@theme/Link';
import { interpolate, translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

export function ErrorScreen() {
  return (
    <div className={styles.screen}>
      <p className={styles.screenTitle}>
        {translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}
      </p>
      <p className={styles.screenHelp}>
        {translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        })}
      </p>
    </div>
  );
}

export interface NoResultsProps {
  query: string;
  /** Queries to offer instead (the visitor's recent searches); the list is left out when empty. */
  suggestions: string[];
  onSuggestion: (query: string) => void;
  /** Where "Let us know." leads; the line is left out without one. */
  reportUrl?: string;
  onNavigate: () => void;
}

export function NoResults({ query, suggestions, onSuggestion, reportUrl, onNavigate }: NoResultsProps) {
  return (
    <div className={styles.screen}>
      <p className={styles.screenTitle}>
        {interpolate(
          translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for "{query}"' }),
          { query: <strong>{query}</strong> },
        )}
      </p>
      {suggestions.length > 0 && (
        <>
          <p className={styles.screenHelp}>
            {translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' })}
          </p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {reportUrl && (
        <p className={styles.screenHelp}>
          {translate({
            id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
            message: 'Believe this query should return results?',
          })}{' '}
          <Link to={reportUrl} onClick={onNavigate}>
            {translate({
              id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
              message: 'Let us know.',
            })}
          </Link>
        </p>
      )}
    </div>
  );
}
