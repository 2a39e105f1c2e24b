import { useState, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storageSlot, translate, useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

const dismissSlot = () => storageSlot(STORAGE_KEYS.announcementDismiss);
const idSlot = () => storageSlot(STORAGE_KEYS.announcementId);

function subscribe(onChange: () => void): () => void {
  const stopDismiss = dismissSlot().subscribe(onChange);
  const stopId = idSlot().subscribe(onChange);
  return () => {
    stopDismiss();
    stopId();
  };
}

/** The server cannot know; a dismissed bar is hidden by CSS until React knows too. */
function notDismissedOnServer(): string {
  return '';
}

/**
 * The site's `[announcementBar]`, above the navbar. A visitor who closed it (Docusaurus's
 * storage keys, so dismissals survive a migration) never sees it again until its `id` changes:
 * the inline colour-mode script marks `<html data-announcement-bar-initially-dismissed>` before
 * first paint and the CSS hides the bar, so the page neither flashes nor shifts; after
 * hydration the bar is removed.
 */
function AnnouncementBarOfTheSite() {
  const { announcementBar: bar } = useSiteData();
  // The stored id of the dismissed announcement ('' when none): a string keeps the snapshot stable.
  const dismissedId = useSyncExternalStore(
    subscribe,
    () => (dismissSlot().get() === 'true' ? (idSlot().get() ?? '') : ''),
    notDismissedOnServer,
  );
  // Closed in this page load: holds even when storage is unavailable and remembers nothing.
  const [closed, setClosed] = useState(false);
  if (!bar || (bar.isCloseable && (closed || dismissedId === bar.id))) return null;

  const close = () => {
    setClosed(true);
    idSlot().set(bar.id);
    dismissSlot().set('true');
  };
  const closeLabel = translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' });
  return (
    <div
      className={styles.bar}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      role="banner"
      aria-label={translate({ id: 'theme.cairn.AnnouncementBar.ariaLabel', message: 'Announcement' })}
      data-announcement-id={bar.id}
    >
      {bar.isCloseable && <div className={styles.spacer} />}
      {/* The site owner's HTML, from the config, as given. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label={closeLabel} title={closeLabel}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path
              stroke="currentColor"
              strokeWidth="3.1"
              strokeLinecap="round"
              d="M.75.75l13.5 13.5M14.25.75L.75 14.25"
            />
          </svg>
        </button>
      )}
    </div>
  );
}

/** Nothing: the site has no `[announcementBar]`. */
function NoAnnouncementBar() {
  return null;
}

// A site without a bar has none of its code in its pages: the bundle defines this flag from
// the config (undefined elsewhere, as in tests, where the bar reads the site data).
export default import.meta.env.CAIRN_ANNOUNCEMENT_BAR === false ? NoAnnouncementBar : AnnouncementBarOfTheSite;
