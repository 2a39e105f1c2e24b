import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

/** The localStorage key shared with the inline colour-mode script (bin/color-mode.js). */
export const COLOR_MODE_STORAGE_KEY = 'theme';

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

function systemColorMode(): ColorMode {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function readStoredColorMode(): ColorMode | null {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : null;
  } catch {
    return null;
  }
}

function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset.theme = mode;
}

/** Persists the visitor's choice, or forgets it (back to the system preference) with `null`. */
export function setColorMode(mode: ColorMode | null): void {
  try {
    if (mode) window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    else window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  } catch (error) {
    console.warn('Cairn: the colour mode could not be saved; storage is unavailable.', error);
  }
  applyColorMode(mode ?? systemColorMode());
}

// The <html data-theme> attribute is the single source of truth: the inline script sets it
// before first paint, and every change below goes through it.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null) return;
    applyColorMode(readStoredColorMode() ?? systemColorMode());
  };
  const systemQuery = window.matchMedia?.('(prefers-color-scheme: dark)');
  const onSystemChange = () => {
    if (!readStoredColorMode()) applyColorMode(systemColorMode());
  };
  window.addEventListener('storage', onStorage);
  systemQuery?.addEventListener('change', onSystemChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
    systemQuery?.removeEventListener('change', onSystemChange);
  };
}

function currentColorMode(): ColorMode {
  const mode = document.documentElement.dataset.theme;
  return isColorMode(mode) ? mode : 'light';
}

/**
 * The server always renders the light mode; during hydration React uses that snapshot and
 * re-renders with the real one afterwards, so reading the mode never causes a mismatch.
 */
function serverColorMode(): ColorMode {
  return 'light';
}

export function useColorMode(): {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode | null) => void;
  toggleColorMode: () => void;
} {
  const colorMode = useSyncExternalStore(subscribe, currentColorMode, serverColorMode);
  const toggleColorMode = useCallback(() => setColorMode(currentColorMode() === 'dark' ? 'light' : 'dark'), []);
  return { colorMode, setColorMode, toggleColorMode };
}
