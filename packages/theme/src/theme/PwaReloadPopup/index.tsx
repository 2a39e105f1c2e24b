/**
 * The offline mode's update notice: a new version of the site is cached and waiting. Refresh
 * lets the new service worker take over and reloads; closing keeps the current version until
 * the next visit.
 */
import styles from './styles.module.css';

export interface PwaReloadPopupProps {
  onReload: () => void;
  onClose: () => void;
}

export default function PwaReloadPopup({ onReload, onClose }: PwaReloadPopupProps) {
  return (
    <div className={styles.popup} role="status">
      <p className={styles.text}>New version available</p>
      <button type="button" className="button button--primary button--sm" onClick={onReload}>
        Refresh
      </button>
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
