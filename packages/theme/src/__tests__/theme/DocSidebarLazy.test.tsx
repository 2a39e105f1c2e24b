import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContentComponentsContext } from '../../client/contexts';
import type { RouteLoader } from '../../client/routeLoader';
import { useCurrentSidebarCategory, useDocsSidebar } from '../../hooks/useDocs';
import { category, InApp } from '../../test-utils';
import type { Doc, Sidebar, SidebarBranch, SidebarItem } from '../../types';
import DocPage from '@theme/DocPage';
import DocSidebar from '@theme/DocSidebar';

/** A route loader whose `fetchJson` answers from `files`, or as `respond` says. */
function loaderOf(respond: (url: string) => Promise<unknown>): RouteLoader & { fetchJson: ReturnType<typeof vi.fn> } {
  return {
    fetchJson: vi.fn(respond),
    resolve: vi.fn(),
    load: vi.fn(),
    preload: vi.fn(),
    setManifestUrl: vi.fn(),
  } as unknown as RouteLoader & { fetchJson: ReturnType<typeof vi.fn> };
}

/** A promise and what settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

// Loaded items are kept for the visit by URL, so each test names its own chunks.
const skeleton = (prefix: string): SidebarItem[] => [
  { type: 'link', label: 'Intro', href: '/docs/intro/' },
  category({ label: 'Guides', collapsed: true, items: [], itemsUrl: `/assets/data/${prefix}-guides.json` }),
];
const guides = (prefix: string): SidebarItem[] => [
  { type: 'link', label: 'Deploy', href: '/docs/guides/deploy/' },
  category({ label: 'Hosting', collapsed: true, items: [], itemsUrl: `/assets/data/${prefix}-hosting.json` }),
];

describe('DocSidebar categories whose items load on opening', () => {
  it('opens at once and shows the items when their chunk is there', async () => {
    const files: Record<string, unknown> = { '/assets/data/a-guides.json': guides('a') };
    const pending = deferred<void>();
    const loader = loaderOf(async (url) => {
      await pending.promise;
      return files[url];
    });
    render(
      <InApp path="/docs/intro/" routeLoader={loader}>
        <DocSidebar items={skeleton('a')} />
      </InApp>,
    );
    const toggle = screen.getByRole('button', { name: 'Guides' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(loader.fetchJson).toHaveBeenCalledWith('/assets/data/a-guides.json');
    expect(screen.queryByRole('link', { name: 'Deploy' })).toBeNull();
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    await act(async () => pending.resolve());
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
    expect(list?.hasAttribute('aria-busy')).toBe(false);
    // A nested collapsed category is a reference again, loaded when it opens.
    const hosting = screen.getByRole('button', { name: 'Hosting' });
    expect(hosting.getAttribute('aria-expanded')).toBe('false');
    expect(loader.fetchJson).toHaveBeenCalledTimes(1);
    // Closing and opening again needs no fetch.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(loader.fetchJson).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
  });

  it('closes again quietly when the items cannot load, and tries again on the next click', async () => {
    const errors = vi.spyOn(console, 'error');
    let fail = true;
    const loader = loaderOf(async () => {
      if (fail) throw new Error('offline');
      return guides('b');
    });
    render(
      <InApp path="/docs/intro/" routeLoader={loader}>
        <DocSidebar items={skeleton('b')} />
      </InApp>,
    );
    const toggle = screen.getByRole('button', { name: 'Guides' });
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Deploy' })).toBeNull();
    fail = false;
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
    expect(loader.fetchJson).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('loads the items when the pointer or focus comes to the category, before the click', async () => {
    const loader = loaderOf(async () => guides('c'));
    render(
      <InApp path="/docs/intro/" routeLoader={loader}>
        <DocSidebar items={skeleton('c')} />
      </InApp>,
    );
    const toggle = screen.getByRole('button', { name: 'Guides' });
    await act(async () => fireEvent.pointerEnter(toggle));
    expect(loader.fetchJson).toHaveBeenCalledWith('/assets/data/c-guides.json');
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Deploy' })).toBeTruthy();
    expect(loader.fetchJson).toHaveBeenCalledTimes(1);
  });
});

describe('DocPage with a sidebar branch', () => {
  const page: Doc = {
    title: 'Cloud',
    permalink: '/docs/guides/hosting/cloud/',
    content: ['Fragment', ['p', 'Up.']],
    toc: [],
  };
  const sidebar: Sidebar = {
    name: 'docs',
    items: [
      ...skeleton('d'),
      category({ label: 'Reference', collapsed: true, items: [], itemsUrl: '/assets/data/d-reference.json' }),
    ],
  };
  const branch = {
    '/assets/data/d-guides.json': guides('d'),
    '/assets/data/d-hosting.json': [{ type: 'link', label: 'Cloud', href: '/docs/guides/hosting/cloud/' }] as SidebarItem[],
  };

  it('renders the categories holding the page open without a fetch', () => {
    const loader = loaderOf(async () => []);
    const { container } = render(
      <InApp path="/docs/guides/hosting/cloud/" routeLoader={loader}>
        <DocPage page={page} sidebar={sidebar} sidebarBranch={branch} />
      </InApp>,
    );
    const desktop = container.querySelector('aside nav')!;
    const current = desktop.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Cloud');
    for (const label of ['Guides', 'Hosting']) {
      const button = [...desktop.querySelectorAll('button')].find((element) => element.textContent === label);
      expect(button?.getAttribute('aria-expanded'), label).toBe('true');
    }
    const reference = [...desktop.querySelectorAll('button')].find((element) => element.textContent === 'Reference');
    expect(reference?.getAttribute('aria-expanded')).toBe('false');
    expect(loader.fetchJson).not.toHaveBeenCalled();
  });

  it('keeps a category the page opened showing its items after moving to a page elsewhere', () => {
    const loader = loaderOf(async () => []);
    const twoCategories: Sidebar = {
      name: 'docs',
      items: [
        category({ label: 'First', collapsed: true, items: [], itemsUrl: '/assets/data/f-first.json' }),
        category({ label: 'Second', collapsed: true, items: [], itemsUrl: '/assets/data/f-second.json' }),
      ],
    };
    const first = { '/assets/data/f-first.json': [{ type: 'link', label: 'One', href: '/docs/one/' }] as SidebarItem[] };
    const second = { '/assets/data/f-second.json': [{ type: 'link', label: 'Two', href: '/docs/two/' }] as SidebarItem[] };
    const at = (path: string, branch: SidebarBranch) => (
      <InApp path={path} routeLoader={loader}>
        <DocPage page={{ ...page, title: path, permalink: path }} sidebar={twoCategories} sidebarBranch={branch} />
      </InApp>
    );
    const { container, rerender } = render(at('/docs/one/', first));
    rerender(at('/docs/two/', second));
    const desktop = container.querySelector('aside nav')!;
    const links = [...desktop.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual(['One', 'Two']);
    expect(desktop.querySelector('[aria-current="page"]')?.textContent).toBe('Two');
    expect(loader.fetchJson).not.toHaveBeenCalled();
  });

  /** Renders DocPage with `Probe` in the page's content, where a site's component would be. */
  function renderWithProbe(path: string, props: { sidebar: Sidebar; sidebarBranch: SidebarBranch }, Probe: () => null) {
    render(
      <InApp path={path}>
        <ContentComponentsContext.Provider value={{ '@site/Probe': { default: Probe } }}>
          <DocPage page={{ ...page, permalink: path, content: ['Fragment', ['@site/Probe#default']] }} {...props} />
        </ContentComponentsContext.Provider>
      </InApp>,
    );
  }

  it('gives useDocsSidebar() the branch in place and the other categories without items', () => {
    let seen: Sidebar | null = null;
    renderWithProbe('/docs/guides/hosting/cloud/', { sidebar, sidebarBranch: branch }, () => {
      seen = useDocsSidebar();
      return null;
    });
    const items = (seen as Sidebar | null)?.items ?? [];
    const guidesCategory = items[1] as Extract<SidebarItem, { type: 'category' }>;
    expect(guidesCategory.itemsUrl).toBeUndefined();
    expect(guidesCategory.items[0]).toMatchObject({ label: 'Deploy' });
    const hosting = guidesCategory.items[1] as Extract<SidebarItem, { type: 'category' }>;
    expect(hosting.items[0]).toMatchObject({ label: 'Cloud' });
    const reference = items[2] as Extract<SidebarItem, { type: 'category' }>;
    expect(reference.items).toEqual([]);
    expect(reference.itemsUrl).toBe('/assets/data/d-reference.json');
  });

  it('gives useCurrentSidebarCategory() the items of a collapsed category on its own page', () => {
    const withPage: Sidebar = {
      name: 'docs',
      items: [
        category({
          label: 'Guides',
          href: '/docs/category/guides/',
          collapsed: true,
          items: [],
          itemsUrl: '/assets/data/e.json',
        }),
      ],
    };
    let found: SidebarItem[] = [];
    renderWithProbe('/docs/category/guides/', { sidebar: withPage, sidebarBranch: { '/assets/data/e.json': guides('e') } }, () => {
      found = useCurrentSidebarCategory().items;
      return null;
    });
    expect(found.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['Deploy', 'Hosting']);
  });
});
