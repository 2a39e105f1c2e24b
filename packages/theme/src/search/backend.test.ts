import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearchBackend } from './backend';
import { SearchUnavailableError } from './types';

afterEach(() => vi.unstubAllGlobals());

describe('loadSearchBackend', () => {
  it('gives the DocSearch backend with the locale for contextual search', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0 }] }))));
    vi.stubGlobal('fetch', fetch);
    const backend = await loadSearchBackend(
      {
        provider: 'docsearch',
        indexUrl: '/pagefind/',
        docsearch: { appId: 'APP', apiKey: 'k', indexName: 'i', contextualSearch: true, searchParameters: {} },
      },
      { locale: 'fr' },
    );
    await expect(backend.search({ query: 'x', tags: ['default'], page: 0, hitsPerPage: 5 })).resolves.toMatchObject({ nbHits: 0 });
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.requests[0].facetFilters).toEqual(['language:fr', ['cairn_tag:default']]);
  });

  it('gives the local backend, which loads the index only when searching', async () => {
    const backend = await loadSearchBackend({ provider: 'local', indexUrl: '/missing-index/' });
    await expect(backend.search({ query: '', tags: [], page: 0, hitsPerPage: 5 })).resolves.toMatchObject({ nbHits: 0 });
    await expect(backend.search({ query: 'x', tags: [], page: 0, hitsPerPage: 5 })).rejects.toBeInstanceOf(SearchUnavailableError);
  });
});
