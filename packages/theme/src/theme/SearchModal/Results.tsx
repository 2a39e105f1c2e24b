import type { MouseEvent } from 'react';
import { translate, type StoredHit } from '@cairn/theme/internal';
import type { SearchHit } from '@cairn/theme/internal';
import type { ResultGroup } from './groupHits';
import styles from './styles.module.css';

/** What every selectable row needs from the modal. */
export interface RowProps {
  /** The DOM id of row `index` (the input's `aria-activedescendant`). */
  optionId: (index: number) => string;
  activeIndex: number;
  onHover: (index: number) => void;
  onOpen: (hit: SearchHit | StoredHit) => void;
}

/** Modified clicks (new tab, new window) are the browser's; a plain click goes through the modal. */
export function openOnPlainClick(event: MouseEvent<HTMLAnchorElement>, open: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}

function PageIcon({ section }: { section: boolean }) {
  return (
    <svg className={styles.hitIcon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      {section ? (
        <path d="M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5Z" stroke="currentColor" fill="none" strokeWidth="1.4" strokeLinejoin="round" />
      ) : (
        <path d="M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5ZM12 1v5h5M6 10h8M6 14h8" stroke="currentColor" fill="none" strokeWidth="1.4" strokeLinejoin="round" />
      )}
    </svg>
  );
}

export interface ResultsProps extends RowProps {
  groups: ResultGroup[];
  listboxId: string;
}

/** The results, grouped by `lvl0` then by page; each row is an option of the input's listbox. */
export default function Results({ groups, listboxId, optionId, activeIndex, onHover, onOpen }: ResultsProps) {
  let index = 0;
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label={translate({ id: 'theme.cairn.SearchModal.resultsAriaLabel', message: 'Search results' })}
      className={styles.results}
    >
      {groups.map((group) => {
        const titleId = `${listboxId}-group-${index}`;
        return (
          <div key={group.lvl0} role="group" aria-labelledby={titleId} className={styles.group}>
            <div id={titleId} className={styles.groupTitle}>
              {group.lvl0}
            </div>
            {group.pages.flatMap(({ page, sections }) =>
              [page, ...sections].map((hit) => {
                const rowIndex = index++;
                const section = hit.heading !== undefined;
                const active = rowIndex === activeIndex;
                return (
                  <a
                    key={hit.id}
                    id={optionId(rowIndex)}
                    role="option"
                    aria-selected={active}
                    href={hit.url}
                    tabIndex={-1}
                    className={`${styles.hit} ${section ? styles.section : ''} ${active ? styles.active : ''}`}
                    onMouseMove={() => {
                      if (!active) onHover(rowIndex);
                    }}
                    onClick={(event) => openOnPlainClick(event, () => onOpen(hit))}
                  >
                    <PageIcon section={section} />
                    <span className={styles.hitText}>
                      <span className={styles.hitTitle}>{section ? hit.heading : hit.title}</span>
                      {section ? (
                        hit.excerptHtml && (
                          // The backends escape the text and add only <mark>: safe as HTML.
                          <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} />
                        )
                      ) : (
                        hit.category && <span className={styles.hitPath}>{hit.category}</span>
                      )}
                    </span>
                    <span className={styles.enterIcon} aria-hidden="true">
                      ↵
                    </span>
                  </a>
                );
              }),
            )}
          </div>
        );
      })}
    </div>
  );
}
