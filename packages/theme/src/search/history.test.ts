import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStorageState } from '../hooks/storage';
import {
  FAVORITE_SEARCHES_KEY,
  MAX_FAVORITES,
  MAX_RECENT,
  MAX_RECENT_WITH_FAVORITES,
  RECENT_SEARCHES_KEY,
  EMPTY_HISTORY,
  addFavorite,
  addRecent,
  parseStoredHits,
  readSearchHistory,
  removeFavorite,
  removeRecent,
  resetSearchHistoryCache,
  useSearchHistory,
} from './history';
import type { SearchHit } from './types';

function hit(n: number): SearchHit {
  return {
    id: `hit-${n}`,
    url: `/docs/page-${n}/`,
    lvl0: 'Docs',
    title: `Page ${n}`,
    excerptHtml: `about <mark>page</mark> ${n}`,
    type: 'docs',
  };
}

beforeEach(() => {
  localStorage.clear();
  resetStorageState();
  resetSearchHistoryCache();
});

afterEach(() => {
  localStorage.clear();
});

describe('history changes', () => {
  it('keeps the latest opened hit first, once, without its excerpt', () => {
    let history = addRecent(EMPTY_HISTORY, hit(1));
    history = addRecent(history, hit(2));
    history = addRecent(history, hit(1));
    expect(history.recent.map((entry) => entry.id)).toEqual(['hit-1', 'hit-2']);
    expect(history.recent[0]).not.toHaveProperty('excerptHtml');
  });

  it(`keeps ${MAX_RECENT} recents, or ${MAX_RECENT_WITH_FAVORITES} when there are favorites`, () => {
    let history = EMPTY_HISTORY;
    for (let n = 0; n < 10; n++) history = addRecent(history, hit(n));
    expect(history.recent.map((entry) => entry.id)).toEqual([9, 8, 7, 6, 5, 4, 3].map((n) => `hit-${n}`));
    history = addFavorite(history, hit(9));
    expect(history.favorites.map((entry) => entry.id)).toEqual(['hit-9']);
    expect(history.recent.map((entry) => entry.id)).toEqual(['hit-8', 'hit-7', 'hit-6', 'hit-5']);
    history = addRecent(history, hit(20));
    expect(history.recent).toHaveLength(MAX_RECENT_WITH_FAVORITES);
    expect(history.recent[0]?.id).toBe('hit-20');
  });

  it(`keeps ${MAX_FAVORITES} favorites, newest first, and does not list a favorite among recents`, () => {
    let history = EMPTY_HISTORY;
    for (let n = 0; n < 12; n++) history = addFavorite(history, hit(n));
    expect(history.favorites).toHaveLength(MAX_FAVORITES);
    expect(history.favorites[0]?.id).toBe('hit-11');
    expect(addRecent(history, hit(11))).toBe(history);
  });

  it('removes one entry from either list', () => {
    let history = addRecent(addRecent(EMPTY_HISTORY, hit(1)), hit(2));
    history = addFavorite(history, hit(3));
    expect(removeRecent(history, 'hit-1').recent.map((entry) => entry.id)).toEqual(['hit-2']);
    expect(removeFavorite(history, 'hit-3').favorites).toEqual([]);
  });

  it('drops stored entries that are not hits', () => {
    expect(parseStoredHits('not json', 7)).toEqual([]);
    expect(parseStoredHits('{"id":"x"}', 7)).toEqual([]);
    const stored = JSON.stringify([{ id: 'x' }, { ...hit(1) }]);
    expect(parseStoredHits(stored, 7).map((entry) => entry.id)).toEqual(['hit-1']);
  });
});

describe('useSearchHistory', () => {
  it('persists changes under its own keys and reads them back', () => {
    const { result } = renderHook(() => useSearchHistory());
    act(() => result.current[1]((history) => addRecent(history, hit(1))));
    act(() => result.current[1]((history) => addFavorite(history, hit(2))));
    expect(result.current[0].recent.map((entry) => entry.id)).toEqual(['hit-1']);
    expect(result.current[0].favorites.map((entry) => entry.id)).toEqual(['hit-2']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(FAVORITE_SEARCHES_KEY) ?? '[]')).toHaveLength(1);

    resetSearchHistoryCache();
    expect(readSearchHistory().favorites[0]?.title).toBe('Page 2');
  });

  it('still remembers for the page when storage refuses', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useSearchHistory());
    act(() => result.current[1]((history) => addRecent(history, hit(1))));
    expect(result.current[0].recent.map((entry) => entry.id)).toEqual(['hit-1']);
  });
});
