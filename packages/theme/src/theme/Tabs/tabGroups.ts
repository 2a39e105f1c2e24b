import { STORAGE_KEYS, readStorage, writeStorage } from '@cairn/theme/internal';

/**
 * The selected value of each tab group (`<Tabs groupId>`) on the page, shared by every Tabs
 * with that groupId and kept in the site's storage so the choice survives navigation and reloads.
 */

/** null: the group has no stored choice (remembered so storage is read once per group). */
const selections = new Map<string, string | null>();
const listeners = new Map<string, Set<() => void>>();

export function tabGroupStorageKey(groupId: string): string {
  return STORAGE_KEYS.tabGroup(groupId);
}

/**
 * The group's value; on the group's first use in this page load, the stored choice. Adopting
 * it notifies nobody: this runs while rendering, and every reader gets the same answer here.
 */
export function getTabGroupValue(groupId: string): string | null {
  const current = selections.get(groupId);
  if (current !== undefined) return current;
  const stored = readStoredTabGroupValue(groupId);
  selections.set(groupId, stored);
  return stored;
}

export function subscribeToTabGroup(groupId: string, onChange: () => void): () => void {
  let groupListeners = listeners.get(groupId);
  if (!groupListeners) {
    groupListeners = new Set();
    listeners.set(groupId, groupListeners);
  }
  groupListeners.add(onChange);
  return () => {
    groupListeners.delete(onChange);
  };
}

/** Selects `value` in every Tabs of the group and remembers it. */
export function setTabGroupValue(groupId: string, value: string): void {
  // Without storage (blocked, full) the choice lasts for this page load only.
  writeStorage(tabGroupStorageKey(groupId), value);
  if (selections.get(groupId) === value) return;
  selections.set(groupId, value);
  for (const listener of [...(listeners.get(groupId) ?? [])]) listener();
}

function readStoredTabGroupValue(groupId: string): string | null {
  return readStorage(tabGroupStorageKey(groupId));
}

/** Forgets every in-memory selection (tests). */
export function resetTabGroups(): void {
  selections.clear();
}
