import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDevServer, OVERLAY_ID, type DevState, type EventSourceLike } from './devClient';
import type { RouteLoader } from './routeLoader';

function setup(messagesOf: (url: string) => Record<string, string> | undefined = () => undefined) {
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
      return { title: url, i18n: { currentLocale: 'fr', ...(messages && { messages }) } };
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
});
