/**
 * The visitor's search history: the results they opened (recent) and the ones they kept
 * (favorites), shown by the search modal while the query is empty.
 *
 * Entries are the hits themselves (without the excerpt, which belongs to one query), so a
 * recent search reopens the page it led to without asking the backend again.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { storageSlot } from '../hooks/storage';
import type { SearchHit } from './types';

export const RECENT_SEARCHES_KEY = 'cairn.search.recent';
export const FAVORITE_SEARCHES_KEY = 'cairn.search.favorites';

export const MAX_RECENT = 7;
/** Favorites take room in the same list: fewer recents keep the empty screen short. */
export const MAX_RECENT_WITH_FAVORITES = 4;
export const MAX_FAVORITES = 10;

export type StoredHit = Omit<SearchHit, 'excerptHtml'>;

export interface SearchHistory {
  recent: StoredHit[];
  favorites: StoredHit[];
}

export const EMPTY_HISTORY: SearchHistory = { recent: [], favorites: [] };

export function toStoredHit(hit: SearchHit | StoredHit): StoredHit {
  const { excerptHtml: _excerpt, ...stored } = hit as SearchHit;
  return stored;
}

function recentLimit(favorites: readonly StoredHit[]): number {
  return favorites.length > 0 ? MAX_RECENT_WITH_FAVORITES : MAX_RECENT;
}

/** The hit first among the recents; a favorite stays where it is (it is kept already). */
export function addRecent(history: SearchHistory, hit: SearchHit | StoredHit): SearchHistory {
  if (history.favorites.some((favorite) => favorite.id === hit.id)) return history;
  const recent = [toStoredHit(hit), ...history.recent.filter((entry) => entry.id !== hit.id)];
  return { ...history, recent: recent.slice(0, recentLimit(history.favorites)) };
}

/** Moves the hit from the recents to the top of the favorites. */
export function addFavorite(history: SearchHistory, hit: SearchHit | StoredHit): SearchHistory {
  const favorites = [toStoredHit(hit), ...history.favorites.filter((entry) => entry.id !== hit.id)].slice(0, MAX_FAVORITES);
  const recent = history.recent.filter((entry) => entry.id !== hit.id).slice(0, recentLimit(favorites));
  return { recent, favorites };
}

export function removeRecent(history: SearchHistory, id: string): SearchHistory {
  return { ...history, recent: history.recent.filter((entry) => entry.id !== id) };
}

export function removeFavorite(history: SearchHistory, id: string): SearchHistory {
  return { ...history, favorites: history.favorites.filter((entry) => entry.id !== id) };
}

function isStoredHit(value: unknown): value is StoredHit {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.url === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.lvl0 === 'string' &&
    (entry.type === 'docs' || entry.type === 'blog' || entry.type === 'page')
  );
}

/** Stored text can be anything (another version of the site, a hand edit): what is not a hit is dropped. */
export function parseStoredHits(raw: string | null, limit: number): StoredHit[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isStoredHit).map(toStoredHit).slice(0, limit) : [];
}

const recentSlot = () => storageSlot(RECENT_SEARCHES_KEY);
const favoritesSlot = () => storageSlot(FAVORITE_SEARCHES_KEY);

export function readSearchHistory(): SearchHistory {
  const favorites = parseStoredHits(favoritesSlot().get(), MAX_FAVORITES);
  const recent = parseStoredHits(recentSlot().get(), recentLimit(favorites));
  return { recent, favorites };
}

/** Storage may refuse (the storage layer swallows that): the history then lasts until the page closes. */
export function writeSearchHistory(history: SearchHistory): void {
  recentSlot().set(history.recent.length > 0 ? JSON.stringify(history.recent) : null);
  favoritesSlot().set(history.favorites.length > 0 ? JSON.stringify(history.favorites) : null);
}

function subscribe(onChange: () => void): () => void {
  const stopRecent = recentSlot().subscribe(onChange);
  const stopFavorites = favoritesSlot().subscribe(onChange);
  return () => {
    stopRecent();
    stopFavorites();
  };
}

// useSyncExternalStore needs the same object while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedHistory: SearchHistory = EMPTY_HISTORY;
let memoryHistory: SearchHistory | null = null;

function snapshot(): SearchHistory {
  const raw = `${recentSlot().get() ?? ''}\u0000${favoritesSlot().get() ?? ''}`;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedHistory = readSearchHistory();
    memoryHistory = null;
  }
  return memoryHistory ?? cachedHistory;
}

function serverSnapshot(): SearchHistory {
  return EMPTY_HISTORY;
}

/**
 * The history and a function applying one change to it (`addRecent`, `addFavorite`…). When
 * storage does not keep the change, it still shows until the page is left.
 */
export function useSearchHistory(): [SearchHistory, (change: (history: SearchHistory) => SearchHistory) => void] {
  const history = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const update = useCallback((change: (history: SearchHistory) => SearchHistory) => {
    const next = change(snapshot());
    // Set before writing: when storage refuses, the stored text is unchanged and the snapshot
    // the write's notification asks for is this copy; when it accepts, the text changed and
    // the snapshot reads it back.
    memoryHistory = next;
    writeSearchHistory(next);
  }, []);
  return [history, update];
}

/** Forgets the cached snapshot (tests). */
export function resetSearchHistoryCache(): void {
  cachedRaw = null;
  cachedHistory = EMPTY_HISTORY;
  memoryHistory = null;
}
