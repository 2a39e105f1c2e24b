import { formatBlogDate, interpolate, translate, useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface LastUpdatedProps {
  /** When the page's source last changed, in Unix milliseconds (`page.lastUpdatedAt`). */
  lastUpdatedAt?: number | null;
  /** Who changed it (`page.lastUpdatedBy`). */
  lastUpdatedBy?: string | null;
}


/** "Last updated on {date} by {author}", with whichever of the two the page has. */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: LastUpdatedProps) {
  const { lang, i18n } = useSiteData();
  const date = lastUpdatedAt != null && Number.isFinite(lastUpdatedAt) ? new Date(lastUpdatedAt) : null;
  const atDate = date
    ? interpolate(translate({ id: 'theme.lastUpdated.atDate', message: ' on {date}' }), {
        // In the site's language and in UTC, so the server and every browser print the same.
        date: <time dateTime={date.toISOString()}>{formatBlogDate(date.toISOString(), lang, 'short', i18n.calendar)}</time>,
      })
    : '';
  const byUser = lastUpdatedBy
    ? interpolate(translate({ id: 'theme.lastUpdated.byUser', message: ' by {user}' }), {
        user: <b>{lastUpdatedBy}</b>,
      })
    : '';
  return (
    <span className={`cairn-last-updated ${styles.lastUpdated}`}>
      {interpolate(translate({ id: 'theme.lastUpdated.lastUpdatedAtBy', message: 'Last updated{atDate}{byUser}' }), {
        atDate,
        byUser,
      })}
    </span>
  );
}
