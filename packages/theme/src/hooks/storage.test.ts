import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_UNAVAILABLE_WARNING, readStorage, resetStorageState, storageKey, storageSlot, writeStorage } from './storage';

const html = document.documentElement;

describe('storage layer', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetStorageState();
    delete html.dataset.storageType;
    delete html.dataset.storageNamespace;
  });
  afterEach(() => vi.restoreAllMocks());

  it('uses localStorage and the bare key by default', () => {
    writeStorage('theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readStorage('theme')).toBe('dark');
    writeStorage('theme', null);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('follows <html data-storage-type> and suffixes keys with the namespace', () => {
    html.dataset.storageType = 'sessionStorage';
    html.dataset.storageNamespace = 'site-a';
    expect(storageKey('theme')).toBe('theme-site-a');
    writeStorage('theme', 'dark');
    expect(sessionStorage.getItem('theme-site-a')).toBe('dark');
    expect(localStorage.length).toBe(0);
  });

  it('moves an unsuffixed value to the namespaced key on first read', () => {
    localStorage.setItem('cairn.tab.os', 'mac');
    html.dataset.storageNamespace = 'site-a';
    expect(readStorage('cairn.tab.os')).toBe('mac');
    expect(localStorage.getItem('cairn.tab.os-site-a')).toBe('mac');
    expect(localStorage.getItem('cairn.tab.os')).toBeNull();
  });

  it('keeps the namespaced value when both exist', () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('theme-site-a', 'dark');
    html.dataset.storageNamespace = 'site-a';
    expect(readStorage('theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('warns once when storage throws, then does nothing', () => {
    const blocked = vi.fn(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStorage('theme')).toBeNull();
    writeStorage('theme', 'dark');
    expect(readStorage('cairn.tab.os')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(STORAGE_UNAVAILABLE_WARNING);
    expect(blocked).toHaveBeenCalledTimes(1);
  });

  it('notifies slot readers of writes here and in other tabs', () => {
    const slot = storageSlot('docs-preferred-version-default');
    const onChange = vi.fn();
    const stop = slot.subscribe(onChange);
    slot.set('3.4.0');
    expect(slot.get()).toBe('3.4.0');
    window.dispatchEvent(new StorageEvent('storage', { key: 'docs-preferred-version-default' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
  });
});
