// The filters of a contextual search: the locale and the docs versions being read.
import useDocusaurusContext from '../useDocusaurusContext';
import { useDocsContextualSearchTags } from '../plugin-content-docs/client';

/** The tag of pages outside any docs version, as Docusaurus names it. */
export const DEFAULT_SEARCH_TAG = 'default';

export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  const { i18n } = useDocusaurusContext();
  const tags = useDocsContextualSearchTags();
  return { locale: i18n.currentLocale, tags: [DEFAULT_SEARCH_TAG, ...tags] };
}
