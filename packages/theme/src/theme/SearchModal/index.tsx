import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { NavigateContext, SearchIcon, translate, useSearchData } from '@cairn/theme/internal';
import Link from '@theme/Link';
import { addFavorite, addRecent, removeFavorite, removeRecent, useSearchHistory, type StoredHit } from '@cairn/theme/internal';
import type { SearchHit } from '@cairn/theme/internal';
import { groupHits, rowsOf } from './groupHits';
import History, { historyRows } from './History';
import { ErrorScreen, NoResults } from './Messages';
import Results from './Results';
import { useModalFocus } from './useModalFocus';
import { useSearchResults } from './useSearchResults';
import styles from './styles.module.css';

export interface SearchModalProps {
  /** Closes the modal; the opener takes the focus back. */
  onClose: () => void;
  initialQuery?: string;
}

const SUGGESTION_COUNT = 3;

function searchPageUrl(searchPagePath: string, query: string): string {
  return `${searchPagePath}?q=${encodeURIComponent(query)}`;
}

/**
 * The search dialog (`@theme/SearchModal`), loaded by the search button on first interest.
 * The input is a combobox: the arrow keys move the selection through the rows with
 * aria-activedescendant while the focus stays in the input.
 */
export default function SearchModal({ onClose, initialQuery = '' }: SearchModalProps) {
  const search = useSearchData();
  const navigate = useContext(NavigateContext);
  const [query, setQuery] = useState(initialQuery);
  const results = useSearchResults(query);
  const [history, updateHistory] = useSearchHistory();
  const [activeIndex, setActiveIndex] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  useModalFocus(dialogRef, inputRef);

  const showHistory = query.trim() === '';
  const groups = useMemo(() => groupHits(results.response?.hits ?? []), [results.response]);
  const rows: Array<SearchHit | StoredHit> = showHistory ? historyRows(history) : rowsOf(groups);
  const selected = rows.length > 0 ? Math.min(activeIndex, rows.length - 1) : -1;

  // A new list starts at its first row. Set while rendering, not in an effect: an effect would
  // run after the list is on screen, and undo a key pressed in between.
  const [shownList, setShownList] = useState({ response: results.response, showHistory });
  if (shownList.response !== results.response || shownList.showHistory !== showHistory) {
    setShownList({ response: results.response, showHistory });
    setActiveIndex(0);
  }

  useEffect(() => {
    if (selected < 0) return;
    document.getElementById(optionId(selected))?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, optionId]);

  const open = (hit: SearchHit | StoredHit) => {
    updateHistory((current) => addRecent(current, hit));
    onClose();
    const internal = !hit.external && hit.url.startsWith('/') && !hit.url.startsWith('//');
    if (internal && navigate) navigate(hit.url);
    else window.location.assign(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.target !== inputRef.current || rows.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((selected + step + rows.length) % rows.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const hit = rows[selected];
      if (!hit) return;
      event.preventDefault();
      open(hit);
    }
  };

  const trimmed = results.query;
  const response = results.response;
  const answered = results.status === 'done' && response !== null;
  const suggestions = history.recent
    .map((hit) => hit.title)
    .filter((title, index, all) => all.indexOf(title) === index && title.toLowerCase() !== trimmed.toLowerCase())
    .slice(0, SUGGESTION_COUNT);

  let body;
  if (showHistory) {
    body = (
      <History
        history={history}
        optionId={optionId}
        activeIndex={selected}
        onHover={setActiveIndex}
        onOpen={open}
        onSave={(hit) => updateHistory((current) => addFavorite(current, hit))}
        onRemoveRecent={(hit) => updateHistory((current) => removeRecent(current, hit.id))}
        onRemoveFavorite={(hit) => updateHistory((current) => removeFavorite(current, hit.id))}
      />
    );
  } else if (results.status === 'error') {
    body = <ErrorScreen />;
  } else if (answered && response.hits.length === 0) {
    body = (
      <NoResults
        query={trimmed}
        suggestions={suggestions}
        onSuggestion={(suggestion) => {
          setQuery(suggestion);
          inputRef.current?.focus();
        }}
        reportUrl={search?.searchPagePath ? searchPageUrl(search.searchPagePath, trimmed) : undefined}
        onNavigate={onClose}
      />
    );
  } else if (groups.length > 0) {
    body = (
      <Results groups={groups} listboxId={listboxId} optionId={optionId} activeIndex={selected} onHover={setActiveIndex} onOpen={open} />
    );
  }

  const clearLabel = translate({ id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query' });
  const resultsShown = !showHistory && groups.length > 0 && results.status !== 'error';
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        // Only a press on the backdrop itself: a text selection dragged out of the dialog is not a close.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
        className={styles.modal}
        onKeyDown={onKeyDown}
      >
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon className={styles.inputIcon} size={20} />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={translate({ id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search' })}
            aria-autocomplete="list"
            aria-expanded={resultsShown}
            aria-controls={resultsShown ? listboxId : undefined}
            aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
            placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' })}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={64}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {query !== '' && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={clearLabel}
              title={clearLabel}
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              ×
            </button>
          )}
          <button type="button" className={styles.cancel} onClick={onClose}>
            {translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' })}
          </button>
        </form>
        <div className={styles.body}>
          {body}
          {resultsShown && search?.searchPagePath && response && (
            <p className={styles.seeAll}>
              <Link to={searchPageUrl(search.searchPagePath, trimmed)} onClick={onClose}>
                {translate(
                  { id: 'theme.SearchBar.seeAll', message: 'See all {count} results' },
                  { count: response.nbHits },
                )}
              </Link>
            </p>
          )}
        </div>
        <footer className={styles.footer}>
          <ul
            className={styles.keyHints}
            aria-label={translate({ id: 'theme.cairn.SearchModal.footer.ariaLabel', message: 'Keyboard shortcuts' })}
          >
            <li>
              <kbd className={styles.key}>↵</kbd>{' '}
              {translate({ id: 'theme.SearchModal.footer.selectText', message: 'to select' })}
            </li>
            <li>
              <kbd className={styles.key}>↑</kbd>
              <kbd className={styles.key}>↓</kbd>{' '}
              {translate({ id: 'theme.SearchModal.footer.navigateText', message: 'to navigate' })}
            </li>
            <li>
              <kbd className={styles.key}>esc</kbd>{' '}
              {translate({ id: 'theme.SearchModal.footer.closeText', message: 'to close' })}
            </li>
          </ul>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
