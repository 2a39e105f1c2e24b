import type { SearchData } from '../contract.generated';
import { useGlobalData } from './useGlobalData';

/**
 * What the search button, modal and page need to query: the search plugin's global data
 * (`useGlobalData().search.default`); undefined when the site has no search.
 */
export function useSearchData(): SearchData | undefined {
  return useGlobalData().search?.default;
}
