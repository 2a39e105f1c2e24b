/**
 * The one place the theme keeps the visitor's choices (colour mode, announcement dismissal,
 * preferred docs version, tab groups, sidebar state…).
 *
 * The site's `[siteStorage]` decides the storage area and a key suffix; the engine writes both
 * on `<html>` (`data-storage-type`, `data-storage-namespace`), where the inline colour-mode
 * script (bin/color-mode.js) reads them too, so both apply the same key rules:
 * `key` without a namespace, `key-<namespace>` with one.
 *
 * Storage can be missing or blocked (privacy modes, sandboxed iframes, a full quota): the first
 * failure logs one warning and from then on every call on that area does nothing.
 */

export type StorageKind = 'localStorage' | 'sessionStorage';

/** Every key the theme stores, before the namespace suffix. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  // Docusaurus's names: a migrated site's visitors keep their dismissal.
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  docsPreferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  tabGroup: (groupId: string) => `cairn.tab.${groupId}`,
  docsSidebarHidden: 'cairn.docs-sidebar-hidden',
  scrollPositions: 'cairn-scroll-positions',
} as const;

export const STORAGE_UNAVAILABLE_WARNING = 'Cairn: browser storage is unavailable; choices will not be remembered.';

let warned = false;
const unavailable = new Set<StorageKind>();
/** Keys already checked for an unsuffixed value to migrate, per area. */
const migrated = new Set<string>();

function fail(kind: StorageKind, error: unknown): void {
  unavailable.add(kind);
  if (warned) return;
  warned = true;
  console.warn(STORAGE_UNAVAILABLE_WARNING, error);
}

/** The site's storage area: `[siteStorage] type`, localStorage unless it says otherwise. */
export function siteStorageKind(): StorageKind {
  if (typeof document === 'undefined') return 'localStorage';
  return document.documentElement.dataset.storageType === 'sessionStorage' ? 'sessionStorage' : 'localStorage';
}

function siteNamespace(): string {
  if (typeof document === 'undefined') return '';
  return document.documentElement.dataset.storageNamespace ?? '';
}

/** The key actually stored: `key`, or `key-<namespace>` when the site has a namespace. */
export function storageKey(key: string): string {
  const namespace = siteNamespace();
  return namespace ? `${key}-${namespace}` : key;
}

function area(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined' || unavailable.has(kind)) return null;
  try {
    // Reading the property itself throws in some blocked contexts.
    return window[kind];
  } catch (error) {
    fail(kind, error);
    return null;
  }
}

/**
 * When a namespace is set after visitors made choices, their unsuffixed values move to the
 * suffixed key on first read, so adding a namespace forgets nothing.
 */
function migrate(kind: StorageKind, storage: Storage, key: string, fullKey: string): void {
  if (fullKey === key || migrated.has(`${kind}:${fullKey}`)) return;
  migrated.add(`${kind}:${fullKey}`);
  const legacy = storage.getItem(key);
  if (legacy === null) return;
  if (storage.getItem(fullKey) === null) storage.setItem(fullKey, legacy);
  storage.removeItem(key);
}

export function readStorage(key: string, kind: StorageKind = siteStorageKind()): string | null {
  const storage = area(kind);
  if (!storage) return null;
  const fullKey = storageKey(key);
  try {
    migrate(kind, storage, key, fullKey);
    return storage.getItem(fullKey);
  } catch (error) {
    fail(kind, error);
    return null;
  }
}

/** Stores `value`, or removes the key with `null`. */
export function writeStorage(key: string, value: string | null, kind: StorageKind = siteStorageKind()): void {
  const storage = area(kind);
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(storageKey(key));
    else storage.setItem(storageKey(key), value);
  } catch (error) {
    fail(kind, error);
  }
}

export interface StorageSlot {
  get(): string | null;
  set(value: string | null): void;
  subscribe(onChange: () => void): () => void;
}

const slots = new Map<string, StorageSlot>();

/**
 * The slot for `key`: every component reading it re-renders when it is set here, or in
 * another tab (localStorage fires `storage` events in the other tabs of the origin).
 */
export function storageSlot(key: string, kind: StorageKind = siteStorageKind()): StorageSlot {
  const id = `${kind}:${key}`;
  const existing = slots.get(id);
  if (existing) return existing;

  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey(key) || event.key === null) notify();
  };
  const slot: StorageSlot = {
    get: () => readStorage(key, kind),
    set(value) {
      writeStorage(key, value, kind);
      notify();
    },
    subscribe(onChange) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
  slots.set(id, slot);
  return slot;
}

/** Forgets the warning, failures and migrations (tests). */
export function resetStorageState(): void {
  warned = false;
  unavailable.clear();
  migrated.clear();
}
