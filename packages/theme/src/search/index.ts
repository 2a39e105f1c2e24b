/**
 * What the theme's search components (SearchBar, SearchModal, SearchPage) use, meant to be
 * re-exported by `@cairn/theme/internal` (components may not import across folders). The
 * provider modules (`./local`, `./docsearch`) are left out on purpose: `loadSearchBackend`
 * imports them on the first search, and a static export here would put them in every page's
 * JavaScript.
 */
export { loadSearchBackend, useLoadSearchBackend, type SearchBackendContext } from './backend';
export {
  DEFAULT_SEARCH_TAG,
  searchTagOf,
  useContextualSearchTags,
  useContextualSearchVersions,
  usePreferredVersionNames,
} from './contextual';
export { SearchIcon } from './SearchIcon';
export { escapeHtml, excerptText, sanitizeExcerpt } from './highlight';
export {
  SearchUnavailableError,
  type SearchBackend,
  type SearchContentType,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
} from './types';
export {
  addFavorite,
  addRecent,
  removeFavorite,
  removeRecent,
  useSearchHistory,
  type SearchHistory,
  type StoredHit,
} from './history';
