import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientModule, deployPreviewLogger, notifyRouteDidUpdate, type RouteLocation, trackRouteUpdates } from './clientModules';

const at = (pathname: string, hash = ''): RouteLocation => ({ pathname, search: '', hash });

describe('client modules', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hear about the first page and each settled navigation, once', () => {
    const seen: string[] = [];
    const module: ClientModule = {
      onRouteDidUpdate: ({ location, previousLocation }) =>
        seen.push(`${previousLocation?.pathname ?? 'none'} → ${location.pathname}${location.hash}`),
    };
    let emit: (location: RouteLocation, settled: boolean) => void = () => {};
    trackRouteUpdates([module, {}], at('/'), (listener) => {
      emit = listener;
    });
    emit(at('/docs/'), false); // still loading
    emit(at('/docs/'), true);
    emit(at('/docs/'), true); // the same location again
    emit(at('/docs/', '#setup'), true);
    expect(seen).toEqual(['none → /', '/ → /docs/', '/docs/ → /docs/#setup']);
  });

  it('keep going when one module throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: string[] = [];
    trackRouteUpdates(
      [
        {
          onRouteDidUpdate: () => {
            throw new Error('broken');
          },
        },
        { onRouteDidUpdate: ({ location }) => calls.push(location.pathname) },
      ],
      at('/a/'),
      () => {},
    );
    expect(calls).toEqual(['/a/']);
    expect(error).toHaveBeenCalledWith('Cairn: a client module failed in onRouteDidUpdate.', expect.any(Error));
  });
});

describe('deployPreviewLogger', () => {
  it('logs each route change on a deploy preview, and nothing otherwise', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(deployPreviewLogger(undefined)).toEqual([]);
    expect(deployPreviewLogger('false')).toEqual([]);
    const modules = deployPreviewLogger('true');
    notifyRouteDidUpdate(modules, { location: at('/docs/'), previousLocation: null });
    notifyRouteDidUpdate(modules, { location: at('/blog/'), previousLocation: at('/docs/') });
    expect(info.mock.calls).toEqual([
      ['Cairn deploy preview: route /docs/'],
      ['Cairn deploy preview: route /docs/ → /blog/'],
    ]);
    info.mockRestore();
  });
});
