/**
 * The one call the search modal and the search page make to get a search backend. Each
 * provider lives in its own module, imported only when the visitor first searches, so neither
 * Pagefind's loader nor the DocSearch client is part of the first-visit JavaScript.
 */
import { useCallback } from 'react';
import type { SearchData } from '../contract.generated';
import { useSearchData } from '../hooks/useSearchData';
import { useSiteData } from '../hooks/useSiteData';
import type { SearchBackend } from './types';

export interface SearchBackendContext {
  /** The current locale (`i18n.currentLocale`); DocSearch's contextual search filters on it.
   * Defaults to the page's `<html lang>`. */
  locale?: string;
  /** The site's URL (`url` of the site data); hosted results on this origin become site paths.
   * Defaults to the page's origin. */
  siteUrl?: string;
}

function defaultLocale(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
}

/** Loads the backend of the site's search provider; rejects with `SearchUnavailableError` when it cannot load. */
export async function loadSearchBackend(search: SearchData, context: SearchBackendContext = {}): Promise<SearchBackend> {
  if (search.provider === 'docsearch') {
    const { createDocSearchBackend } = await import('./docsearch');
    if (!search.docsearch) throw new Error('Search provider "docsearch" needs the docsearch settings in the site data.');
    return createDocSearchBackend(search.docsearch, {
      locale: context.locale ?? defaultLocale(),
      siteUrl: context.siteUrl,
    });
  }
  const { createLocalBackend } = await import('./local');
  return createLocalBackend(search.indexUrl, search.indexPartUrls);
}

/**
 * `loadSearchBackend` bound to this site's search data, locale and URL; null when the site has
 * no search. Call the returned function in an event handler or an effect, never while rendering.
 */
export function useLoadSearchBackend(): (() => Promise<SearchBackend>) | null {
  const site = useSiteData();
  const search = useSearchData();
  const locale = site.i18n.currentLocale;
  const siteUrl = site.url;
  const load = useCallback(
    () => (search ? loadSearchBackend(search, { locale, siteUrl }) : Promise.reject(new Error('This site has no search.'))),
    [search, locale, siteUrl],
  );
  return search ? load : null;
}
