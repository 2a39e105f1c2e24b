import { describe, expect, it, vi } from 'vitest';
import {
  DocVersionBanner,
  DraftBanner,
  hasVersionBanner,
  lazyContentComponents,
  loadContentComponentsOf,
  UnlistedBanner,
  UntranslatedNotice,
} from './lazyContent';

describe('loadContentComponentsOf', () => {
  it('loads the components a route’s content trees use', async () => {
    const load = vi.spyOn(lazyContentComponents.Admonition!, 'load');
    await loadContentComponentsOf({ page: { content: ['Fragment', ['Admonition', { type: 'tip' }, 'Hi']] } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the untranslated notice with an untranslated page only', async () => {
    const load = vi.spyOn(UntranslatedNotice, 'load');
    await loadContentComponentsOf({ page: { content: ['p', 'Hello.'] } });
    expect(load).not.toHaveBeenCalled();
    await loadContentComponentsOf({ page: { content: ['p', 'Bonjour.'], untranslated: true } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the draft, unlisted and version notices with a page that shows them only', async () => {
    const loads = [DraftBanner, UnlistedBanner, DocVersionBanner].map((notice) => vi.spyOn(notice, 'load'));
    const version = { name: 'current', label: 'Canary', badge: true };
    await loadContentComponentsOf({ page: { content: ['p', 'Hi.'], version } });
    await loadContentComponentsOf({ page: { content: ['p', 'Hi.'], version: { ...version, banner: 'none' } } });
    await loadContentComponentsOf(null);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    await loadContentComponentsOf({
      page: { content: ['p', 'Hi.'], draft: true, unlisted: true, version: { ...version, banner: 'unreleased' } },
    });
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('hasVersionBanner', () => {
  it('is true for an unreleased or unmaintained version only', () => {
    const version = { name: '1.0', label: '1.0', badge: true };
    expect(hasVersionBanner(undefined)).toBe(false);
    expect(hasVersionBanner(version)).toBe(false);
    expect(hasVersionBanner({ ...version, banner: 'none' })).toBe(false);
    expect(hasVersionBanner({ ...version, banner: 'unmaintained' })).toBe(true);
  });
});
