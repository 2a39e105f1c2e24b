import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeadCollectorContext, type CollectedHead } from '../../client/contexts';
import type { SearchHit, SearchRequest, SearchResponse } from '../../search/types';
import { SearchUnavailableError } from '../../search/types';
import { docsSite, InApp } from '../../test-utils';
import SearchPage from '@theme/SearchPage';

const search = vi.fn<(request: SearchRequest) => Promise<SearchResponse>>();

vi.mock('../../search/backend', () => ({
  useLoadSearchBackend: () => loader,
  loadSearchBackend: () => Promise.resolve({ search }),
}));
const loader = () => Promise.resolve({ search });

function pageHits(n: number, sections = 0): SearchHit[] {
  const url = `/docs/page-${n}/`;
  const page: SearchHit = {
    id: url,
    url,
    lvl0: 'Docs',
    category: 'Guides',
    title: `Page ${n}`,
    excerptHtml: `About <mark>install</mark> &lt;here&gt;`,
    type: 'docs',
  };
  const rest = Array.from({ length: sections }, (_, index): SearchHit => ({
    ...page,
    id: `${url}#s${index}`,
    url: `${url}#s${index}`,
    heading: `Section ${index}`,
    excerptHtml: `in section <mark>${index}</mark>`,
  }));
  return [page, ...rest];
}

function respond(documents: number[], nbHits = documents.length, page = 0, nbPages = 1): SearchResponse {
  return { hits: documents.flatMap((n) => pageHits(n, n === 1 ? 2 : 0)), nbHits, page, nbPages };
}

function renderPage(path = '/search/?q=install') {
  return render(
    <InApp path={path} site={docsSite()}>
      <SearchPage />
    </InApp>,
  );
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/search/');
  search.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('SearchPage', () => {
  it('renders on the server without a query, titled for searching', () => {
    const head: CollectedHead = {} as CollectedHead;
    const html = renderToString(
      <HeadCollectorContext.Provider value={head}>
        <InApp path="/search/?q=install" site={docsSite()}>
          <SearchPage />
        </InApp>
      </HeadCollectorContext.Provider>,
    );
    expect(html).toContain('Search the documentation</h1>');
    expect(head.title).toBe('Search the documentation');
    expect(search).not.toHaveBeenCalled();
  });

  it('searches the query of the address in the contextual versions and lists the results', async () => {
    search.mockResolvedValue(respond([1, 2]));
    renderPage();
    expect(await screen.findByText('2 documents found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for "install"');
    expect(document.title).toBe('Search results for "install" | Test Site');
    expect((screen.getByLabelText('Search the documentation') as HTMLInputElement).value).toBe('install');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toMatchObject({
      query: 'install',
      page: 0,
      tags: ['default', 'docs-default-current', 'docs-community-current', 'docs-tests-current'],
    });

    const items = screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Docs › Guides');
    const link = screen.getByRole('link', { name: 'Page 1' });
    expect(link.getAttribute('href')).toBe('/docs/page-1/');
    expect(screen.getByRole('link', { name: 'Section 1' }).getAttribute('href')).toBe('/docs/page-1/#s1');
    expect(items[0]!.querySelector('mark')?.textContent).toBe('install');
    expect(items[0]!.innerHTML).toContain('&lt;here&gt;');
  });

  it('says one document in the singular, and when nothing matches', async () => {
    search.mockResolvedValueOnce(respond([2]));
    renderPage();
    expect(await screen.findByText('1 document found')).toBeTruthy();
    search.mockResolvedValueOnce(respond([]));
    fireEvent.change(screen.getByLabelText('Search the documentation'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No results for "zzz"')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
  });

  it('keeps the query in the address as the visitor types, without new history entries', async () => {
    search.mockResolvedValue(respond([1]));
    renderPage('/search/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search the documentation');
    const length = window.history.length;
    const input = screen.getByLabelText('Search the documentation');
    fireEvent.change(input, { target: { value: 'ins' } });
    fireEvent.change(input, { target: { value: 'install guide' } });
    expect(window.location.search).toBe('?q=install+guide');
    expect(window.history.length).toBe(length);
    await screen.findByText('1 document found');
    // The debounce skipped the intermediate keystroke.
    expect(search.mock.calls.map(([request]) => request.query)).toEqual(['install guide']);
    fireEvent.change(input, { target: { value: '' } });
    expect(window.location.search).toBe('');
  });

  it('shows the error screen when the index cannot be reached', async () => {
    search.mockRejectedValue(new SearchUnavailableError('offline'));
    renderPage();
    expect(await screen.findByText('Unable to fetch results')).toBeTruthy();
    expect(screen.getByText('You might want to check your network connection.')).toBeTruthy();
  });

  it('loads more with the button', async () => {
    search.mockResolvedValueOnce(respond([1, 2], 4, 0, 2)).mockResolvedValueOnce(respond([3, 4], 4, 1, 2));
    renderPage();
    expect(await screen.findByText('4 documents found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Page 4' })).toBeTruthy();
    expect(search.mock.calls[1]![0]).toMatchObject({ query: 'install', page: 1 });
    expect(screen.getByRole('link', { name: 'Page 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads more when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    search.mockResolvedValueOnce(respond([1, 2], 4, 0, 2)).mockResolvedValueOnce(respond([3, 4], 4, 1, 2));
    renderPage();
    await screen.findByText('4 documents found');
    // The observer is set up by an effect, which may run after the list is on screen.
    await waitFor(() =>
      expect(observers.at(-1)?.target?.contains(screen.getByRole('button', { name: 'Load more' }))).toBe(true),
    );
    const observer = observers.at(-1)!;
    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('link', { name: 'Page 3' })).toBeTruthy();
  });

  it('offers a version choice per versioned docs instance, and searches the chosen one', async () => {
    localStorage.setItem('docs-preferred-version-default', '3.4.0');
    search.mockResolvedValue(respond([1]));
    renderPage();
    await screen.findByText('1 document found');
    const select = screen.getByLabelText('Docs version') as HTMLSelectElement;
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(select.value).toBe('3.4.0');
    expect(search.mock.calls.at(-1)![0].tags).toContain('docs-default-3.4.0');
    fireEvent.change(select, { target: { value: 'current' } });
    await waitFor(() => expect(search.mock.calls.at(-1)![0].tags).toContain('docs-default-current'));
    expect(search.mock.calls.at(-1)![0].tags).not.toContain('docs-default-3.4.0');
  });
});
