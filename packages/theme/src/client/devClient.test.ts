import { act, createElement, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocsVersionData, SiteData } from '../types';
import { setPageDocs } from '../hooks/docsLists';
import { findDocById, findDocForPath } from '../hooks/useDocs';
import { connectDevServer, OVERLAY_ID, type DevState, type EventSourceLike } from './devClient';
import type { RouteLoader } from './routeLoader';
import { forgetSiteChunks, setSiteChunksFetch } from './siteChunks';

function setup(
  messagesOf: (url: string) => Record<string, string> | undefined = () => undefined,
  siteOf: (url: string) => Partial<SiteData> = () => ({}),
) {
  const source: EventSourceLike & { send(state: Partial<DevState>): void } = {
    onmessage: null,
    close: vi.fn(),
    send(state) {
      const full: DevState = { build: 1, reload: 1, manifest: '/m1.json', site: '/s1.json', error: null, ...state };
      this.onmessage?.({ data: JSON.stringify(full) });
    },
  };
  const routeLoader = {
    fetchJson: vi.fn(async (url: string) => {
      const messages = messagesOf(url);
      return { title: url, i18n: { currentLocale: 'fr', ...(messages && { messages }) }, ...siteOf(url) };
    }),
    setManifestUrl: vi.fn(),
  } as unknown as RouteLoader;
  const revalidate = vi.fn(async () => {});
  const setSite = vi.fn();
  const reload = vi.fn();
  const disconnect = connectDevServer({
    url: '/__cairn/dev/events',
    manifest: '/m1.json',
    site: '/s1.json',
    routeLoader,
    revalidate,
    setSite,
    reload,
    createEventSource: () => source,
  });
  // Updates are applied through a promise chain: a macrotask later, every one has run.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { source, routeLoader, revalidate, setSite, reload, disconnect, settled };
}

const overlayText = () => document.getElementById(OVERLAY_ID)?.shadowRoot?.querySelector('pre')?.textContent;

describe('connectDevServer', () => {
  afterEach(() => document.getElementById(OVERLAY_ID)?.remove());

  it('swaps a newer build’s data into the page without reloading it', async () => {
    const { source, routeLoader, revalidate, setSite, reload } = setup();
    source.send({});
    source.send({ build: 2, manifest: '/m2.json' });
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledTimes(1));
    expect(routeLoader.setManifestUrl).toHaveBeenCalledWith('/m2.json', '/s1.json');
    expect(setSite).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.documentElement.dataset.cairnDevBuild).toBe('2'));

    source.send({ build: 3, manifest: '/m3.json', site: '/s2.json' });
    await vi.waitFor(() => expect(setSite).toHaveBeenCalledWith({ title: '/s2.json', i18n: { currentLocale: 'fr' } }));
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledTimes(2));
  });

  it('does nothing for the build the page already shows', async () => {
    const { source, revalidate, reload, settled } = setup();
    source.send({});
    await settled();
    expect(revalidate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when a change cannot be swapped in', async () => {
    const { source, reload } = setup();
    source.send({});
    source.send({ build: 2, reload: 2 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('reloads when the interface’s messages change, since text on screen was translated with the old ones', async () => {
    const { source, setSite, reload } = setup((url) => (url === '/s2.json' ? { 'theme.docs.paginator.next': 'Suivant' } : undefined));
    source.send({});
    source.send({ build: 2, site: '/s2.json' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(setSite).not.toHaveBeenCalled();
  });

  it('shows a failed build’s error over the page until a build succeeds', async () => {
    const { source, revalidate } = setup();
    source.send({});
    source.send({ error: 'docs/intro.md:3:5: front matter is not valid YAML\n  help: quote the title' });
    await vi.waitFor(() => expect(overlayText()).toContain('docs/intro.md:3:5'));
    const panel = document.getElementById(OVERLAY_ID)?.shadowRoot?.querySelector('[role="alert"]');
    expect(panel?.textContent).toContain('could not be built');

    source.send({ build: 2, manifest: '/m2.json' });
    await vi.waitFor(() => expect(document.getElementById(OVERLAY_ID)).toBeNull());
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledTimes(1));
  });

  it('closes the stream and the overlay when disconnected', async () => {
    const { source, disconnect } = setup();
    source.send({ error: 'broken' });
    await vi.waitFor(() => expect(overlayText()).toBe('broken'));
    disconnect();
    expect(source.close).toHaveBeenCalled();
    expect(document.getElementById(OVERLAY_ID)).toBeNull();
  });

  it('loads, for a larger docs instance, the parts the open page needs, and answers from them instead of the docs it was rendered with', async () => {
    const version = { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'b', layoutDocs: [{ id: 'b', path: '/docs/b/' }], draftIds: [], sidebars: {} } as unknown as DocsVersionData;
    const chunks: Record<string, unknown> = {
      '/d/path-0.json': { current: [{ id: 'a', path: '/docs/a/' }] },
      '/d/path-1.json': { current: [{ id: 'b', path: '/docs/b/' }] },
      '/d/id-0.json': { current: [{ id: 'a', path: '/docs/a/' }] },
      '/d/id-1.json': { current: [{ id: 'b', path: '/docs/b/' }] },
    };
    const docs = {
      path: '/docs',
      docsUrl: '/d/lists.json',
      versions: [version],
      docsParts: {
        byPath: [
          { first: '/docs/a', url: '/d/path-0.json' },
          { first: '/docs/b', url: '/d/path-1.json' },
        ],
        byId: [
          { first: 'a', url: '/d/id-0.json' },
          { first: 'b', url: '/d/id-1.json' },
        ],
      },
    };
    const fetched: string[] = [];
    forgetSiteChunks();
    setSiteChunksFetch(async (url) => {
      fetched.push(url);
      return chunks[url];
    });
    // The page was rendered when doc `b` had another path.
    setPageDocs({ default: { current: [{ id: 'b', path: '/docs/old-b/' }] } });
    window.history.replaceState(null, '', '/docs/b/');
    const { source, setSite } = setup(undefined, (url) =>
      url === '/s2.json' ? ({ globalData: { docs: { default: docs } } } as unknown as Partial<SiteData>) : {},
    );
    source.send({});
    source.send({ build: 2, site: '/s2.json' });
    await vi.waitFor(() => expect(setSite).toHaveBeenCalledTimes(1));
    expect(fetched).toEqual(['/d/path-1.json', '/d/id-1.json']);
    expect(findDocById(version, 'b')?.path).toBe('/docs/b/');
    expect(findDocForPath(version, '/docs/b/')?.id).toBe('b');
    // Another doc is not taken for missing from the docs the page carried: it waits for its part.
    function OtherDoc() {
      return createElement('p', null, findDocById(version, 'a')?.path ?? 'none');
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(Suspense, { fallback: 'Loading' }, createElement(OtherDoc))));
    await vi.waitFor(() => expect(container.textContent).toBe('/docs/a/'));
    expect(fetched).toEqual(['/d/path-1.json', '/d/id-1.json', '/d/id-0.json']);
    act(() => root.unmount());
    container.remove();
    window.history.replaceState(null, '', '/');
  });
});

