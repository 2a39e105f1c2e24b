//! Site search. With the local provider (the default), a post-build step indexes every page
//! a content plugin marked as searchable into a static Pagefind index under `pagefind/`,
//! which the browser fetches in chunks when a visitor searches, so search works offline and
//! on an intranet. With DocSearch, the index is the hosted service's; the engine only adds
//! the preconnect and the facet meta tags its crawler reads.
//!
//! Either way, the plugin plans the search results page and writes the language meta tags.

mod index;
mod part_cache;
mod plugin;
pub mod priority;
mod record;
mod record_folder;
#[cfg(test)]
mod test_support;

pub use index::{IndexBuild, IndexInput, IndexedSite, build_index};
pub use part_cache::SEARCH_CACHE_DIR;
pub use plugin::SearchPlugin;
pub use record::record_html;
