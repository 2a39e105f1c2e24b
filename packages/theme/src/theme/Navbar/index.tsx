import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import ColorModeToggle from '@theme/ColorModeToggle';
import Link from '@theme/Link';
import NavbarItem from '@theme/NavbarItem';
import { type NavbarItem as NavbarItemConfig, useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** Matches the CSS breakpoint: above 996px the navbar shows its items inline. */
const DESKTOP_QUERY = '(min-width: 997px)';

function Brand() {
  const { navbar, baseUrl } = useSiteData();
  const logo = navbar.logo;
  return (
    <Link to={logo?.href ?? baseUrl} className={styles.brand}>
      {logo && (
        <>
          <img className={logo.srcDark ? styles.logoLight : styles.logo} src={logo.src} alt={logo.alt} height={32} />
          {logo.srcDark && <img className={styles.logoDark} src={logo.srcDark} alt={logo.alt} height={32} />}
        </>
      )}
      {navbar.title && <b className={styles.title}>{navbar.title}</b>}
    </Link>
  );
}

/** Closes the drawer whenever the page changes, Escape is pressed or the viewport becomes desktop-wide. */
function useDrawerLifecycle(open: boolean, close: () => void) {
  const locationKey = useLocation().key;
  useEffect(close, [locationKey, close]);

  useEffect(() => {
    if (!open) return;
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
  }, [open, close]);
}

function MobileDrawer({ items, secondary, close }: { items: NavbarItemConfig[]; secondary?: ReactNode; close: () => void }) {
  const [showSecondary, setShowSecondary] = useState(secondary !== undefined);
  return (
    <div className={styles.drawerRoot}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div className={styles.drawer} role="dialog" aria-modal="true" aria-label="Navigation">
        <div className={styles.drawerHeader}>
          <Brand />
          <ColorModeToggle />
          <button type="button" className={styles.iconButton} onClick={close} aria-label="Close navigation bar">
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M3 3l18 18M21 3 3 21" />
            </svg>
          </button>
        </div>
        <div className={styles.drawerBody}>
          {showSecondary ? (
            <>
              <button type="button" className={styles.backButton} onClick={() => setShowSecondary(false)}>
                ← Back to main menu
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

export interface NavbarProps {
  mobileSidebar?: ReactNode;
}

export default function Navbar({ mobileSidebar }: NavbarProps) {
  const { navbar } = useSiteData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [close] = useState(() => () => setDrawerOpen(false));
  useDrawerLifecycle(drawerOpen, close);

  const items = navbar.items.map((item, index) => ({ item, index }));
  const leftItems = items.filter(({ item }) => item.position === 'left');
  const rightItems = items.filter(({ item }) => item.position !== 'left');
  const hasDrawerContent = navbar.items.length > 0 || mobileSidebar !== undefined;
  const renderItem = ({ item, index }: { item: NavbarItemConfig; index: number }) => (
    <NavbarItem key={index} item={item} />
  );

  return (
    <nav className={styles.navbar} aria-label="Main">
      <div className={styles.inner}>
        {hasDrawerContent && (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            onClick={() => setDrawerOpen(true)}
            aria-label="Toggle navigation bar"
            aria-expanded={drawerOpen}
          >
            <svg viewBox="0 0 30 30" width="30" height="30" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 8h20M5 15h20M5 22h20" />
            </svg>
          </button>
        )}
        <Brand />
        <div className={styles.items}>{leftItems.map(renderItem)}</div>
        <div className={`${styles.items} ${styles.itemsRight}`}>
          {rightItems.map(renderItem)}
          <ColorModeToggle />
        </div>
      </div>
      {drawerOpen && <MobileDrawer items={navbar.items} secondary={mobileSidebar} close={close} />}
    </nav>
  );
}
