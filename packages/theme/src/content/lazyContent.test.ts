import { describe, expect, it, vi } from 'vitest';
import { lazyContentComponents, loadContentComponentsOf, UntranslatedNotice } from './lazyContent';

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
});
