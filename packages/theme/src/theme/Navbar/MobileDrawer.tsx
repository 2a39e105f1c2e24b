import { useEffect, useRef, useState, type ReactNode } from 'react';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import { type NavbarItem as NavbarItemConfig, translate, useLocation } from '@cairn/theme/internal';
import Brand from './Brand';
import { DESKTOP_QUERY } from './breakpoint';
import styles from './styles.module.css';

/** Closes the drawer when the page changes, Escape is pressed or the viewport becomes desktop-wide. */
function useDrawerLifecycle(close: () => void) {
  const locationKey = useLocation().key;
  const openedAt = useRef(locationKey);
  useEffect(() => {
    if (locationKey !== openedAt.current) close();
  }, [locationKey, close]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onViewportChange = () => desktop.matches && close();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    desktop.addEventListener('change', onViewportChange);
    window.addEventListener('keydown', onKeyDown);
    // The page behind the drawer must not scroll while it is open.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      desktop.removeEventListener('change', onViewportChange);
      window.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [close]);
}

export interface MobileDrawerProps {
  items: NavbarItemConfig[];
  /** What the drawer shows first, behind a button back to the items (a docs page's sidebar). */
  secondary?: ReactNode;
  close: () => void;
}

/**
 * The navigation drawer of narrow screens, open over the page. It exists only while open, so
 * the navbar loads its code when the visitor opens it (or sooner, once the browser is idle on a
 * narrow screen), not with the page.
 */
export default function MobileDrawer({ items, secondary, close }: MobileDrawerProps) {
  useDrawerLifecycle(close);
  const [showSecondary, setShowSecondary] = useState(secondary !== undefined);
  return (
    <div className={styles.drawerRoot}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'theme.cairn.navbar.drawerAriaLabel', message: 'Navigation' })}
      >
        <div className={styles.drawerHeader}>
          <Brand />
          <ColorModeToggle />
          <button
            type="button"
            className={styles.iconButton}
            onClick={close}
            aria-label={translate({
              id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel',
              message: 'Close navigation bar',
            })}
          >
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M3 3l18 18M21 3 3 21" />
            </svg>
          </button>
        </div>
        <div className={styles.drawerBody}>
          {showSecondary ? (
            <>
              <button type="button" className={styles.backButton} onClick={() => setShowSecondary(false)}>
                {translate({
                  id: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
                  message: '← Back to main menu',
                })}
              </button>
              {secondary}
            </>
          ) : (
            <ul className={styles.drawerItems}>
              {items.map((item, index) => (
                // Items come from the site config in a fixed order: their index is their identity.
                <NavbarItem key={index} item={item} mobile />
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
