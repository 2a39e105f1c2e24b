import { useEffect, useState } from 'react';
import { useNavigationPending } from '../hooks/useLocation';
import { translate } from '../i18n/messages';
import styles from './ProgressBar.module.css';

/** Navigations that finish faster than this never show the bar, so quick ones don't flicker. */
export const PROGRESS_BAR_DELAY_MS = 200;

/** True once `active` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

export function ProgressBarView({ pending }: { pending: boolean }) {
  const visible = useDelayedFlag(pending, PROGRESS_BAR_DELAY_MS);
  if (!visible) return null;
  const label = translate({ id: 'theme.cairn.ProgressBar.ariaLabel', message: 'Loading page' });
  return <div className={styles.bar} role="progressbar" aria-label={label} />;
}

export function ProgressBar() {
  return <ProgressBarView pending={useNavigationPending()} />;
}
