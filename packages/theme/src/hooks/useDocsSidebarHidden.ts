import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

/** sessionStorage key: the choice lasts for the visit (the tab), across reloads. */
export const SIDEBAR_HIDDEN_STORAGE_KEY = STORAGE_KEYS.docsSidebarHidden;

// The last choice, for when storage is blocked: hiding then still works until the next reload.
let lastChoice = false;
const listeners = new Set<() => void>();

function isHidden(): boolean {
  const stored = readStorage(SIDEBAR_HIDDEN_STORAGE_KEY, 'sessionStorage');
  return stored === null ? lastChoice : stored === 'true';
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** The server always renders the sidebar; a hidden one disappears after hydration. */
function shownOnServer(): boolean {
  return false;
}

export function setDocsSidebarHidden(value: boolean): void {
  lastChoice = value;
  writeStorage(SIDEBAR_HIDDEN_STORAGE_KEY, value ? 'true' : null, 'sessionStorage');
  for (const listener of [...listeners]) listener();
}

/** Whether the visitor hid the desktop docs sidebar (`docsSidebar.hideable`). */
export function useDocsSidebarHidden(): [hidden: boolean, setHidden: (hidden: boolean) => void] {
  return [useSyncExternalStore(subscribe, isHidden, shownOnServer), setDocsSidebarHidden];
}
