import { useEffect, useRef, useState, type ReactNode } from 'react';
import ColorModeToggle from '@theme/ColorModeToggle';
import Link from '@theme/Link';
import NavbarItem from '@theme/NavbarItem';
import { type NavbarItem as NavbarItemConfig, useLocation, useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** Matches the CSS breakpoint: above 996px the navbar shows its items inline. */
const DESKTOP_QUERY = '(min-width: 997px)';

function Brand() {
  const { navbar, baseUrl } = useSiteData();
  const logo = navbar.logo;
  // Both images are in the markup and CSS on <html data-theme> picks one, so the dark logo
  // shows from the first paint, before any script runs.
  const size = { width: logo?.width, height: logo?.height ?? 32 };
  return (
    <Link to={logo?.href ?? baseUrl} className={styles.brand}>
      {logo && (
        <>
          <img className={logo.srcDark ? styles.logoLight : styles.logo} src={logo.src} alt={logo.alt} {...size} />
          {logo.srcDark && <img className={styles.logoDark} src={logo.srcDark} alt={logo.alt} {...size} />}
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

/**
 * `navbar.hideOnScroll`: hidden while scrolling down, shown on scrolling up, near the top of
 * the page and after a navigation to a new page. A navigation to an anchor scrolls down on
 * purpose, so the navbar stays as it is then.
 */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const location = useLocation();
  const hash = location.hash;
  const ignoreNextScroll = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    if (hash) {
      // The scroll to the anchor that follows must not count as the visitor scrolling.
      ignoreNextScroll.current = true;
      return;
    }
    setHidden(false);
  }, [enabled, location.key, hash]);

  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      if (ignoreNextScroll.current) {
        ignoreNextScroll.current = false;
        return;
      }
      const navbarHeight = 60;
      if (y < navbarHeight) setHidden(false);
      else if (y > previous) setHidden(true);
      else if (y < previous) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  return enabled && hidden;
}

export interface NavbarProps {
  mobileSidebar?: ReactNode;
}

export default function Navbar({ mobileSidebar }: NavbarProps) {
  const { navbar } = useSiteData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [close] = useState(() => () => setDrawerOpen(false));
  useDrawerLifecycle(drawerOpen, close);
  const hidden = useHideOnScroll(navbar.hideOnScroll) && !drawerOpen;

  const items = navbar.items.map((item, index) => ({ item, index }));
  const leftItems = items.filter(({ item }) => item.position === 'left');
  const rightItems = items.filter(({ item }) => item.position !== 'left');
  const hasDrawerContent = navbar.items.length > 0 || mobileSidebar !== undefined;
  const renderItem = ({ item, index }: { item: NavbarItemConfig; index: number }) => (
    <NavbarItem key={index} item={item} />
  );

  return (
    <nav
      className={[
        styles.navbar,
        navbar.style === 'primary' && styles.primary,
        navbar.style === 'dark' && styles.dark,
        hidden && styles.hidden,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label="Main"
      data-hidden={hidden || undefined}
    >
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
