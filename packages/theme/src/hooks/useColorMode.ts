import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storageKey, storageSlot } from './storage';

export type ColorMode = 'light' | 'dark';

/** The storage key shared with the inline colour-mode script (bin/color-mode.js). */
export const COLOR_MODE_STORAGE_KEY = STORAGE_KEYS.colorMode;

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

// `[colorMode]` as the engine writes it on <html> for the inline script: reading the same
// attributes here keeps the script and the theme in agreement on every page.
function settings() {
  const data = document.documentElement.dataset;
  return {
    defaultMode: (data.defaultMode === 'dark' ? 'dark' : 'light') as ColorMode,
    respectPrefersColorScheme: data.respectPrefersColorScheme !== undefined,
    disableSwitch: data.disableSwitch !== undefined,
  };
}

function systemColorMode(): ColorMode | null {
  if (window.matchMedia?.('(prefers-color-scheme: dark)').matches) return 'dark';
  if (window.matchMedia?.('(prefers-color-scheme: light)').matches) return 'light';
  return null;
}

/** The mode of a visitor without a stored choice. */
function fallbackColorMode(): ColorMode {
  const { defaultMode, respectPrefersColorScheme } = settings();
  return (respectPrefersColorScheme ? systemColorMode() : null) ?? defaultMode;
}

function colorModeSlot() {
  return storageSlot(COLOR_MODE_STORAGE_KEY);
}

/** The visitor's stored choice; null means "follow the default (or the system)". */
function readStoredColorMode(): ColorMode | null {
  if (settings().disableSwitch) return null;
  const stored = colorModeSlot().get();
  return isColorMode(stored) ? stored : null;
}

function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset.theme = mode;
}

/** Persists the visitor's choice, or forgets it (back to the default or system mode) with `null`. */
export function setColorMode(mode: ColorMode | null): void {
  colorModeSlot().set(mode);
  applyColorMode(mode ?? fallbackColorMode());
}

// The <html data-theme> attribute is the single source of truth for the mode: the inline
// script sets it before first paint, and every change below goes through it.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

  // Another tab changed the choice (localStorage only).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey(COLOR_MODE_STORAGE_KEY) && event.key !== null) return;
    applyColorMode(readStoredColorMode() ?? fallbackColorMode());
  };
  const systemQuery = window.matchMedia?.('(prefers-color-scheme: dark)');
  const onSystemChange = () => {
    if (!readStoredColorMode()) applyColorMode(fallbackColorMode());
  };
  const unsubscribeSlot = colorModeSlot().subscribe(onChange);
  window.addEventListener('storage', onStorage);
  systemQuery?.addEventListener?.('change', onSystemChange);
  return () => {
    observer.disconnect();
    unsubscribeSlot();
    window.removeEventListener('storage', onStorage);
    systemQuery?.removeEventListener?.('change', onSystemChange);
  };
}

function currentColorMode(): ColorMode {
  const mode = document.documentElement.dataset.theme;
  return isColorMode(mode) ? mode : 'light';
}

/**
 * The server renders the light mode and no stored choice; during hydration React uses those
 * snapshots and re-renders with the real ones afterwards, so reading them never mismatches.
 */
function serverColorMode(): ColorMode {
  return 'light';
}

function serverChoice(): ColorMode | null {
  return null;
}

/**
 * The next choice of the toggle. Without `respectPrefersColorScheme`: light ↔ dark. With it, a
 * three-state cycle as in Docusaurus (light → dark → system for a dark system), started from
 * what is on screen so the first click always changes the mode: system → the other mode → the
 * system's mode, chosen explicitly → system again.
 */
export function nextColorModeChoice(
  choice: ColorMode | null,
  current: ColorMode,
  respectPrefersColorScheme: boolean,
  fallback: ColorMode = current,
): ColorMode | null {
  const opposite = (mode: ColorMode): ColorMode => (mode === 'dark' ? 'light' : 'dark');
  if (!respectPrefersColorScheme) return opposite(current);
  if (choice === null) return opposite(current);
  return choice === fallback ? null : fallback;
}

export function useColorMode(): {
  /** The mode on screen. */
  colorMode: ColorMode;
  /** The visitor's stored choice; null when they follow the default (or system) mode. */
  colorModeChoice: ColorMode | null;
  setColorMode: (mode: ColorMode | null) => void;
  toggleColorMode: () => void;
} {
  const colorMode = useSyncExternalStore(subscribe, currentColorMode, serverColorMode);
  const colorModeChoice = useSyncExternalStore(subscribe, readStoredColorMode, serverChoice);
  const toggleColorMode = useCallback(
    () =>
      setColorMode(
        nextColorModeChoice(
          readStoredColorMode(),
          currentColorMode(),
          settings().respectPrefersColorScheme,
          fallbackColorMode(),
        ),
      ),
    [],
  );
  return { colorMode, colorModeChoice, setColorMode, toggleColorMode };
}
