import { useEffect, useLayoutEffect, useRef } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../hooks/storage';
import { useLocation, useNavigationType } from '../hooks/useLocation';

const STORAGE_KEY = STORAGE_KEYS.scrollPositions;

/** Remembered scroll offsets per history entry, kept across reloads of the tab. */
function readSavedPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(readStorage(STORAGE_KEY, 'sessionStorage') ?? '{}') as Record<string, number>;
    return new Map(Object.entries(saved));
  } catch {
    return new Map();
  }
}

function persistPositions(positions: Map<string, number>): void {
  // Without storage, positions survive only within this page load.
  writeStorage(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)), 'sessionStorage');
}

function isReturningVisit(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Scrolls to the element the hash names; returns false when there is none. */
export function scrollToHash(hash: string): boolean {
  if (hash.length <= 1) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up instead.
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/**
 * Browser-like scrolling for client navigations: new entries open at their hash target or
 * the top, and back/forward returns to where the visitor was on that entry.
 */
export function ScrollManager(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const isFirstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const saved = (positions.current ??= readSavedPositions());
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saved.set(currentKey.current, window.scrollY));
    };
    const onPageHide = () => {
      saved.set(currentKey.current, window.scrollY);
      persistPositions(saved);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // A layout effect, so the new page never paints at the old page's offset.
  useLayoutEffect(() => {
    const saved = (positions.current ??= readSavedPositions());
    currentKey.current = location.key;
    if (isFirstRender.current) {
      isFirstRender.current = false;
      // On first load the browser has already scrolled to the hash; only a reload (or a
      // back/forward into this document) of a remembered entry needs its position back.
      const remembered = saved.get(location.key);
      if (remembered !== undefined && isReturningVisit()) window.scrollTo(0, remembered);
      return;
    }
    if (navigationType === 'POP') {
      const remembered = saved.get(location.key);
      if (remembered !== undefined) window.scrollTo(0, remembered);
      else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
      return;
    }
    if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
