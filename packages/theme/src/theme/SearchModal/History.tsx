import type { ReactNode } from 'react';
import { translate, type SearchHistory, type StoredHit } from '@cairn/theme/internal';
import { openOnPlainClick, type RowProps } from './Results';
import styles from './styles.module.css';

export interface HistoryProps extends RowProps {
  history: SearchHistory;
  onSave: (hit: StoredHit) => void;
  onRemoveRecent: (hit: StoredHit) => void;
  onRemoveFavorite: (hit: StoredHit) => void;
}

function StarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 14.2L5 17l1-5.6-4-4 5.5-.7 2.5-5 2.5 5 5.6.8-4 4 .9 5.5z" stroke="currentColor" fill="none" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10l-5.09 5.09L10 10 4.91 4.91 10 10z" stroke="currentColor" fill="none" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface SectionProps extends RowProps {
  title: string;
  hits: StoredHit[];
  /** Index of the section's first row among all rows. */
  offset: number;
  actions: (hit: StoredHit) => ReactNode;
}

/**
 * One list of the start screen. Rows are links with buttons beside them, not listbox options:
 * an option may hold no buttons. The arrow keys still walk them through aria-activedescendant.
 */
function HistorySection({ title, hits, offset, actions, optionId, activeIndex, onHover, onOpen }: SectionProps) {
  return (
    <section className={styles.group} aria-label={title}>
      <div className={styles.groupTitle} aria-hidden="true">
        {title}
      </div>
      <ul className={styles.historyList}>
        {hits.map((hit, position) => {
          const index = offset + position;
          const active = index === activeIndex;
          return (
            <li
              key={hit.id}
              className={`${styles.hit} ${active ? styles.active : ''}`}
              onMouseMove={() => {
                if (!active) onHover(index);
              }}
            >
              <a
                id={optionId(index)}
                href={hit.url}
                tabIndex={-1}
                className={styles.historyLink}
                onClick={(event) => openOnPlainClick(event, () => onOpen(hit))}
              >
                <span className={styles.hitText}>
                  <span className={styles.hitTitle}>{hit.heading ?? hit.title}</span>
                  <span className={styles.hitPath}>{hit.heading !== undefined ? hit.title : (hit.category ?? hit.lvl0)}</span>
                </span>
              </a>
              <span className={styles.actions}>{actions(hit)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The screen of an empty query: the hits the visitor opened and the ones they kept. */
export default function History({ history, onSave, onRemoveRecent, onRemoveFavorite, ...rows }: HistoryProps) {
  const { recent, favorites } = history;
  if (recent.length === 0 && favorites.length === 0) {
    return (
      <p className={styles.message}>
        {translate({ id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches' })}
      </p>
    );
  }
  const saveLabel = translate({
    id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
    message: 'Save this search',
  });
  const removeRecentLabel = translate({
    id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
    message: 'Remove this search from history',
  });
  const removeFavoriteLabel = translate({
    id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
    message: 'Remove this search from favorites',
  });
  return (
    <div className={styles.results}>
      {recent.length > 0 && (
        <HistorySection
          {...rows}
          title={translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' })}
          hits={recent}
          offset={0}
          actions={(hit) => (
            <>
              <button type="button" className={styles.action} title={saveLabel} aria-label={saveLabel} onClick={() => onSave(hit)}>
                <StarIcon />
              </button>
              <button
                type="button"
                className={styles.action}
                title={removeRecentLabel}
                aria-label={removeRecentLabel}
                onClick={() => onRemoveRecent(hit)}
              >
                <CrossIcon />
              </button>
            </>
          )}
        />
      )}
      {favorites.length > 0 && (
        <HistorySection
          {...rows}
          title={translate({ id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorites' })}
          hits={favorites}
          offset={recent.length}
          actions={(hit) => (
            <button
              type="button"
              className={styles.action}
              title={removeFavoriteLabel}
              aria-label={removeFavoriteLabel}
              onClick={() => onRemoveFavorite(hit)}
            >
              <CrossIcon />
            </button>
          )}
        />
      )}
    </div>
  );
}

/** The rows of the start screen in the order they show. */
export function historyRows(history: SearchHistory): StoredHit[] {
  return [...history.recent, ...history.favorites];
}
