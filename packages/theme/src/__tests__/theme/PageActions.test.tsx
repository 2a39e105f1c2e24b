import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsSite, InApp } from '../../test-utils';
import type { PageActionsConfig, SiteData } from '../../types';
import PageActions from '@theme/PageActions';
import { assistantUrl } from '@theme/PageActions/Menu';

const actions: PageActionsConfig = {
  enabled: true,
  copy: true,
  view: true,
  assistants: [
    { label: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}' },
    { label: 'Claude', url: 'https://claude.ai/new?q={prompt}' },
  ],
  prompt: 'Read {url} about {title}.',
};
const site: SiteData = { ...docsSite(), pageActions: actions };
const TWIN = '/docs/intro/index.md';

/** `markdown: null` renders a page without a twin. */
function renderActions(siteData: SiteData = site, markdown: string | null = TWIN) {
  return render(
    <InApp site={siteData}>
      <h1>Intro</h1>
      <PageActions markdown={markdown ?? undefined} title="Intro & more" />
      <button type="button">After</button>
    </InApp>,
  );
}

function toggle() {
  return screen.getByRole('button', { name: 'More page actions' });
}

afterEach(() => vi.unstubAllGlobals());

describe('PageActions', () => {
  it('renders nothing without a twin or without the option', () => {
    renderActions(site, null);
    expect(screen.queryByRole('button', { name: 'Copy page' })).toBeNull();
    const { pageActions: _, ...without } = site;
    renderActions(without);
    expect(screen.queryByRole('button', { name: 'Copy page' })).toBeNull();
  });

  it('server-renders the buttons with the menu closed', () => {
    const html = renderToString(
      <InApp site={site}>
        <PageActions markdown={TWIN} title="Intro" />
      </InApp>,
    );
    expect(html).toContain('Copy page');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });

  it('copies the twin fetched from its address, then says so', async () => {
    const written: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(url === TWIN ? '# Intro\n' : 'wrong', { status: 200 })),
    );
    vi.stubGlobal('ClipboardItem', undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void written.push(text) },
    });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(written).toEqual(['# Intro\n']);
  });

  it('says when the twin cannot be fetched', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', { status: 404 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeTruthy();
  });

  it('opens a menu of the twin and the assistants, asking them to read the twin on the site origin, not the page one', async () => {
    renderActions();
    fireEvent.click(toggle());
    const menu = await screen.findByRole('menu', { name: 'Page actions' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Copy page as Markdown',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    expect(menu.id).toBe(toggle().getAttribute('aria-controls'));
    expect(items[1]!.getAttribute('href')).toBe(TWIN);
    const claude = new URL(items[3]!.getAttribute('href')!);
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toBe('Read https://example.com/docs/intro/index.md about Intro & more.');
    expect(items[3]!.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
  });

  it('follows the menu-button keyboard pattern', async () => {
    renderActions();
    fireEvent.keyDown(toggle(), { key: 'ArrowUp' });
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[3]));
    fireEvent.keyDown(items[3]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(items[3]!, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'End' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(items[3]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes once an item is chosen', async () => {
    renderActions();
    fireEvent.click(toggle());
    await screen.findByRole('menu');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View as Markdown' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click elsewhere', async () => {
    renderActions();
    fireEvent.click(toggle());
    await screen.findByRole('menu');
    // The menu listens for outside clicks from its effects, which run with its first focus:
    // the menu can be in the document a moment before.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
    fireEvent.pointerDown(screen.getByRole('heading'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('leaves out the actions the site turns off', async () => {
    renderActions({ ...site, pageActions: { ...actions, copy: false, view: false, assistants: [actions.assistants[1]!] } });
    expect(screen.queryByRole('button', { name: 'Copy page' })).toBeNull();
    fireEvent.click(toggle());
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Open in Claude']);
  });
});

describe('assistantUrl', () => {
  it('encodes the prompt where the template says', () => {
    expect(assistantUrl('https://a.example/?q={prompt}&x=1', 'a b&c?')).toBe('https://a.example/?q=a%20b%26c%3F&x=1');
  });
});
