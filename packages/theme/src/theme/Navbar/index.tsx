import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import ColorModeToggle from '@theme/ColorModeToggle';
import NavbarItem from '@theme/NavbarItem';
import { type NavbarItem as NavbarItemConfig, translate, useLocation, useSiteData } from '@cairn/theme/internal';
import Brand from './Brand';
import { DESKTOP_QUERY } from './breakpoint';
import type { MobileDrawerProps } from './MobileDrawer';
import styles from './styles.module.css';

type Drawer = ComponentType<MobileDrawerProps>;

// One import for the page; a failed one is tried again the next time the menu is opened.
let drawerModule: Promise<Drawer> | null = null;

/** The mobile drawer's code, kept out of the first visit: it only exists while open. */
function loadMobileDrawer(): Promise<Drawer> {
  drawerModule ??= import('./MobileDrawer').then(
    (module) => module.default,
    (error: unknown) => {
      drawerModule = null;
      throw error;
    },
  );
  return drawerModule;
}

/**
 * The drawer's component once its code is here, and `open`, which loads it first if need be.
 * On a narrow screen the code is fetched as soon as the browser is idle after the page has
 * loaded, so that opening the drawer does not wait for the network.
 */
function useMobileDrawer(enabled: boolean, setOpen: (open: boolean) => void): [Drawer | null, () => void] {
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const load = useCallback(() => {
    const loading = loadMobileDrawer();
    void loading.then((loaded) => setDrawer(() => loaded), () => {});
    return loading;
  }, []);
  useEffect(() => {
    // Without `matchMedia` (old browsers, test environments) the width is unknown: no prefetch.
    if (!enabled || typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches) return;
    const prefetch = () => void load().catch(() => {});
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch);
    return () => window.cancelIdleCallback(handle);
  }, [enabled, load]);
  const open = useCallback(() => {
    setOpen(true);
    load().catch((error: unknown) => {
      console.error('Cairn: the navigation drawer could not be loaded.', error);
      setOpen(false);
    });
  }, [load, setOpen]);
  return [drawer, open];
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
  const hidden = useHideOnScroll(navbar.hideOnScroll) && !drawerOpen;

  const items = navbar.items.map((item, index) => ({ item, index }));
  const leftItems = items.filter(({ item }) => item.position === 'left');
  const rightItems = items.filter(({ item }) => item.position !== 'left');
  const hasDrawerContent = navbar.items.length > 0 || mobileSidebar !== undefined;
  const [MobileDrawer, openDrawer] = useMobileDrawer(hasDrawerContent, setDrawerOpen);
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
      aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}
      data-hidden={hidden || undefined}
    >
      <div className={styles.inner}>
        {hasDrawerContent && (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            onClick={openDrawer}
            aria-label={translate({
              id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
              message: 'Toggle navigation bar',
            })}
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
      {drawerOpen && MobileDrawer && <MobileDrawer items={navbar.items} secondary={mobileSidebar} close={close} />}
    </nav>
  );
}
