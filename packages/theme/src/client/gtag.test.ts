import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRouteDidUpdate } from './gtag';

const at = (pathname: string, hash = '') => ({ pathname, search: '', hash });

describe('the gtag client module', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (window as Window & { gtag?: unknown }).gtag;
  });

  it('reports a page view per navigation to another page, not for the first page or a hash', () => {
    vi.useFakeTimers();
    const gtag = vi.fn();
    (window as Window & { gtag?: unknown }).gtag = gtag;
    onRouteDidUpdate({ location: at('/docs/'), previousLocation: null });
    onRouteDidUpdate({ location: at('/docs/', '#a'), previousLocation: at('/docs/') });
    onRouteDidUpdate({ location: at('/blog/'), previousLocation: at('/docs/', '#a') });
    vi.runAllTimers();
    expect(gtag).toHaveBeenCalledOnce();
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', expect.objectContaining({ page_path: '/blog/' }));
  });

  it('does nothing when gtag.js is blocked', () => {
    vi.useFakeTimers();
    onRouteDidUpdate({ location: at('/blog/'), previousLocation: at('/docs/') });
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
