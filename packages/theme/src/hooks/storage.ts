/**
 * One string value in localStorage or sessionStorage, readable through useSyncExternalStore.
 *
 * Storage can be missing or blocked (privacy modes, sandboxed iframes, a full quota): then
 * reads give null, writes do nothing, and one warning per storage kind says so (SPEC §8,
 * "storage unavailable").
 */

export type StorageKind = 'localStorage' | 'sessionStorage';

const warned = new Set<StorageKind>();

function warnOnce(kind: StorageKind, error: unknown): void {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(`Cairn: ${kind} is unavailable; choices will not be remembered.`, error);
}

function storage(kind: StorageKind): Storage {
  // Reading the property itself throws in some blocked contexts, hence inside the try blocks.
  return window[kind];
}

export function readStorage(kind: StorageKind, key: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return storage(kind).getItem(key);
  } catch (error) {
    warnOnce(kind, error);
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  if (typeof window === 'undefined') return;
  try {
    if (value === null) storage(kind).removeItem(key);
    else storage(kind).setItem(key, value);
  } catch (error) {
    warnOnce(kind, error);
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
 * another tab (localStorage only fires `storage` events across tabs).
 */
export function storageSlot(kind: StorageKind, key: string): StorageSlot {
  const id = `${kind}:${key}`;
  const existing = slots.get(id);
  if (existing) return existing;

  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  const slot: StorageSlot = {
    get: () => readStorage(kind, key),
    set(value) {
      writeStorage(kind, key, value);
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
