import styles from './styles.module.css';

export interface LastUpdatedProps {
  /** When the page's source last changed, in Unix milliseconds (`page.lastUpdatedAt`). */
  lastUpdatedAt?: number | null;
  /** Who changed it (`page.lastUpdatedBy`). */
  lastUpdatedBy?: string | null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  // The server and every visitor's browser must print the same date, or hydration mismatches.
  timeZone: 'UTC',
});

/** "Last updated on {date} by {author}", with whichever of the two the page has. */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: LastUpdatedProps) {
  const date = lastUpdatedAt != null && Number.isFinite(lastUpdatedAt) ? new Date(lastUpdatedAt) : null;
  return (
    <span className={`cairn-last-updated ${styles.lastUpdated}`}>
      Last updated
      {date && (
        <>
          {' on '}
          <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
