import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../client/app';
import { RoutePathContext } from '../../client/contexts';
import { resetStorageState } from '../../hooks/storage';
import { FAVORITE_SEARCHES_KEY, MAX_RECENT, RECENT_SEARCHES_KEY, resetSearchHistoryCache } from '../../search/history';
import { SearchUnavailableError, type SearchHit, type SearchRequest, type SearchResponse } from '../../search/types';
import { docsSite, withSearch } from '../../test-utils';
import type { SiteData } from '../../types';
import SearchBar from '@theme/SearchBar';
import SearchModal from '@theme/SearchModal';

const TAGS = ['default', 'docs-default-current'];
const backend = vi.hoisted(() => ({ search: vi.fn<(request: SearchRequest) => Promise<SearchResponse>>() }));

vi.mock('../../search/backend', () => {
  const load = () => Promise.resolve({ search: (request: SearchRequest) => backend.search(request) });
  return { useLoadSearchBackend: () => load, loadSearchBackend: load };
});
vi.mock('../../search/contextual', () => ({ useContextualSearchTags: () => TAGS }));

function hit(id: string, overrides: Partial<SearchHit> = {}): SearchHit {
  return { id, url: `/docs/${id}/`, lvl0: 'Docs', title: `Title ${id}`, excerptHtml: `about ${id}`, type: 'docs', ...overrides };
}

const HITS: SearchHit[] = [
  hit('markdown', { category: 'Guides › Content', excerptHtml: 'Write <mark>Markdown</mark>' }),
  hit('markdown-links', { url: '/docs/markdown/#links', title: 'Title markdown', heading: 'Links', excerptHtml: 'Link in <mark>Markdown</mark>' }),
  hit('markdown-images', { url: '/docs/markdown/#images', title: 'Title markdown', heading: 'Images', excerptHtml: '<mark>Markdown</mark> images &lt;img&gt;' }),
  hit('post', { url: '/blog/post/#intro', lvl0: 'Blog', title: 'A post', heading: 'Intro', type: 'blog', excerptHtml: 'more <mark>Markdown</mark>' }),
];

function answer(hits: SearchHit[], nbHits = hits.length): SearchResponse {
  return { hits, nbHits, page: 0, nbPages: 1 };
}

const search = { provider: 'local' as const, indexUrl: '/pagefind/', searchPagePath: '/search' };

function renderModal({ site = withSearch(docsSite(), search), navigate = vi.fn(), onClose = vi.fn() } = {}) {
  const result = render(
    <AppProviders site={site} routeLoader={null} navigate={navigate}>
        <RoutePathContext.Provider value="/docs/">
          <SearchModal onClose={onClose} />
        </RoutePathContext.Provider>
    </AppProviders>,
  );
  return { ...result, navigate, onClose };
}

function type(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: text } });
}

function selectedOption(): HTMLElement | undefined {
  return screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');
}

beforeEach(() => {
  localStorage.clear();
  resetStorageState();
  resetSearchHistoryCache();
  backend.search.mockReset();
  backend.search.mockResolvedValue(answer(HITS, 23));
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('SearchModal', () => {
  it('is a labelled modal dialog that locks the page scroll and focuses its input', () => {
    const { unmount } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the results grouped by lvl0 then by page, with the highlights', async () => {
    renderModal();
    type('markdown');
    const listbox = await screen.findByRole('listbox');
    expect(backend.search).toHaveBeenCalledWith(expect.objectContaining({ query: 'markdown', tags: TAGS, page: 0, hitsPerPage: 8 }));
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Docs', 'Blog']);
    const docs = within(groups[0]!).getAllByRole('option');
    expect(docs.map((option) => option.getAttribute('href'))).toEqual(['/docs/markdown/', '/docs/markdown/#links', '/docs/markdown/#images']);
    expect(docs[0]!.textContent).toContain('Guides › Content');
    expect(docs[1]!.querySelector('mark')?.textContent).toBe('Markdown');
    expect(docs[2]!.textContent).toContain('images <img>');
    // A page matched only in a section still gets its own row, leading to the page.
    const blog = within(groups[1]!).getAllByRole('option');
    expect(blog.map((option) => option.getAttribute('href'))).toEqual(['/blog/post/', '/blog/post/#intro']);
    expect(blog[0]!.textContent).toContain('A post');
  });

  it('moves the selection with the arrow keys (wrapping) and opens it with Enter through the router', async () => {
    const { navigate, onClose } = renderModal();
    type('markdown');
    await screen.findByRole('listbox');
    const input = screen.getByRole('combobox');
    expect(selectedOption()?.getAttribute('href')).toBe('/docs/markdown/');
    expect(input.getAttribute('aria-activedescendant')).toBe(selectedOption()?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selectedOption()?.getAttribute('href')).toBe('/blog/post/#intro');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selectedOption()?.getAttribute('href')).toBe('/docs/markdown/#links');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/docs/markdown/#links');
    expect(onClose).toHaveBeenCalled();
    const recent = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as SearchHit[];
    expect(recent.map((entry) => entry.id)).toEqual(['markdown-links']);
    expect(recent[0]).not.toHaveProperty('excerptHtml');
  });

  it('selects the row under the mouse, and a click opens it', async () => {
    const { navigate } = renderModal();
    type('markdown');
    await screen.findByRole('listbox');
    const images = screen.getAllByRole('option')[2]!;
    fireEvent.mouseMove(images);
    expect(images.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(images);
    expect(navigate).toHaveBeenCalledWith('/docs/markdown/#images');
  });

  it('aborts the query a newer one replaces', async () => {
    const signals: AbortSignal[] = [];
    backend.search.mockImplementation((request) => {
      signals.push(request.signal!);
      return request.query === 'mark' ? new Promise(() => {}) : Promise.resolve(answer(HITS));
    });
    renderModal();
    type('mark');
    await waitFor(() => expect(signals).toHaveLength(1));
    type('markdown');
    expect(signals[0]!.aborted).toBe(true);
    await screen.findByRole('listbox');
    expect(backend.search).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'markdown' }));
  });

  it('says when nothing matches, with a link to report it', async () => {
    backend.search.mockResolvedValue(answer([]));
    renderModal();
    type('zzz');
    expect(await screen.findByText(/No results for/)).toBeTruthy();
    expect(screen.getByText(/No results for/).textContent).toBe('No results for "zzz"');
    expect(screen.getByText(/Believe this query should return results\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe('/search?q=zzz');
    // Nothing to suggest without a history.
    expect(screen.queryByText('Try searching for')).toBeNull();
  });

  it('suggests the recent searches when nothing matches', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([hit('a', { title: 'Alpha' }), hit('b', { title: 'Beta' })]));
    backend.search.mockResolvedValue(answer([]));
    renderModal();
    type('zzz');
    expect(await screen.findByText('Try searching for')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Beta' }));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Beta');
    await waitFor(() => expect(backend.search).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'Beta' })));
  });

  it('shows the error screen when the backend is unreachable', async () => {
    backend.search.mockRejectedValue(new SearchUnavailableError('offline'));
    renderModal();
    type('markdown');
    expect(await screen.findByText('Unable to fetch results')).toBeTruthy();
    expect(screen.getByText('You might want to check your network connection.')).toBeTruthy();
  });

  it('links to all the results on the search page, when the site has one', async () => {
    const { unmount } = renderModal();
    type('mark down');
    const link = await screen.findByRole('link', { name: 'See all 23 results' });
    expect(link.getAttribute('href')).toBe('/search?q=mark%20down');
    unmount();
    renderModal({ site: withSearch(docsSite(), { provider: 'local', indexUrl: '/pagefind/' }) });
    type('markdown');
    await screen.findByRole('listbox');
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('shows "No recent searches" before the first search', () => {
    renderModal();
    expect(screen.getByText('No recent searches')).toBeTruthy();
  });

  it('lists recents and favorites, saves and removes them, and keeps them in storage', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([hit('a', { title: 'Alpha' }), hit('b', { title: 'Beta', heading: 'Setup', url: '/docs/b/#setup' })]));
    renderModal();
    const recent = screen.getByRole('region', { name: 'Recent' });
    expect(within(recent).getAllByRole('link').map((link) => link.textContent)).toEqual(['AlphaDocs', 'SetupBeta']);
    fireEvent.click(within(recent).getAllByRole('button', { name: 'Save this search' })[0]!);
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    expect(within(favorites).getByRole('link').textContent).toContain('Alpha');
    expect(JSON.parse(localStorage.getItem(FAVORITE_SEARCHES_KEY) ?? '[]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove this search from history' }));
    expect(screen.queryByRole('region', { name: 'Recent' })).toBeNull();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove this search from favorites' }));
    expect(screen.getByText('No recent searches')).toBeTruthy();
  });

  it(`keeps the last ${MAX_RECENT} opened results`, async () => {
    const { navigate } = renderModal();
    const many = Array.from({ length: 9 }, (_, n) => hit(`page-${n}`));
    for (const entry of many) {
      backend.search.mockResolvedValueOnce(answer([entry]));
      type(entry.id);
      await waitFor(() => expect(screen.queryByRole('option', { name: new RegExp(entry.title) })).toBeTruthy());
      fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    }
    expect(navigate).toHaveBeenCalledTimes(9);
    type('');
    const links = within(screen.getByRole('region', { name: 'Recent' })).getAllByRole('link');
    expect(links).toHaveLength(MAX_RECENT);
    expect(links[0]!.getAttribute('href')).toBe('/docs/page-8/');
  });

  it('walks the recent searches with the arrow keys and opens one with Enter', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([hit('a'), hit('b')]));
    const { navigate } = renderModal();
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('link', { name: /Title b/ }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/docs/b/');
  });

  it('closes on Escape and on a backdrop click', () => {
    const { onClose } = renderModal();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(input);
  });
});

describe('SearchBar with the real modal', () => {
  it('opens with Ctrl+K, closes with Escape and gives the focus back to the button', async () => {
    const site: SiteData = withSearch(docsSite(), search);
    render(
      <AppProviders site={site} routeLoader={null} navigate={vi.fn()}>
          <RoutePathContext.Provider value="/docs/">
            <SearchBar />
          </RoutePathContext.Provider>
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: /^Search/ });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    // The modal focuses its input in an effect, which may run after the input first shows.
    await waitFor(() => expect(document.activeElement).toBe(input));
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
