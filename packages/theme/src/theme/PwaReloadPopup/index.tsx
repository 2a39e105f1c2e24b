/**
 * The offline mode's update notice: a new version of the site is cached and waiting. Refresh
 * lets the new service worker take over and reloads; closing keeps the current version until
 * the next visit.
 */
import { translate } from '@cairn/theme/internal';
import styles from './styles.module.css';

export interface PwaReloadPopupProps {
  onReload: () => void;
  onClose: () => void;
}

export default function PwaReloadPopup({ onReload, onClose }: PwaReloadPopupProps) {
  return (
    <div className={styles.popup} role="status">
      <p className={styles.text}>{translate({ id: 'theme.PwaReloadPopup.info', message: 'New version available' })}</p>
      <button type="button" className="button button--primary button--sm" onClick={onReload}>
        {translate({ id: 'theme.PwaReloadPopup.refreshButtonText', message: 'Refresh' })}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={translate({ id: 'theme.PwaReloadPopup.closeButtonAriaLabel', message: 'Close' })}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
