//! Where the local search index goes and which pages it holds: what the plan tells the browser
//! and what the search plugin indexes, from one definition.
//!
//! A large site's index is made in parts of at most `[search] pagesPerIndexPart` pages, one
//! after the other: Pagefind copies every page it holds while it makes an index's files, so an
//! index in one part needed, at its peak, twice the memory of all the site's read pages. The
//! first part is a whole Pagefind bundle under `pagefind/`; each other part holds only its
//! index, under `pagefind/part-N/`, and the browser merges it into the first part's searches.

use cairn_config::SiteConfig;

use crate::sitemap::is_indexable;
use crate::{ContentError, Route, SearchDocument, UrlBuilder, ignore_set};

/// The folder of the local search index inside the output.
pub const SEARCH_INDEX_DIR: &str = "pagefind";

/// The URL of the local search index's folder (base URL included), where the client loads
/// `pagefind.js` from.
pub fn search_index_url(urls: &UrlBuilder) -> String {
    urls.asset(&format!("/{SEARCH_INDEX_DIR}/"))
}

/// The output folder of part `number` of the index (counted from 0).
pub fn search_index_part_dir(number: usize) -> String {
    match number {
        0 => SEARCH_INDEX_DIR.to_owned(),
        _ => format!("{SEARCH_INDEX_DIR}/part-{number}"),
    }
}

/// The URLs of the parts after the first, which the browser merges into the first one.
pub fn search_index_part_urls(urls: &UrlBuilder, parts: usize) -> Vec<String> {
    (1..parts)
        .map(|number| urls.asset(&format!("/{}/", search_index_part_dir(number))))
        .collect()
}

/// How many parts an index of `pages` pages is made in: one unless there are more than
/// `pages_per_part`, and always one for an empty index (Pagefind still writes its library).
pub fn search_index_parts(pages: usize, pages_per_part: usize) -> usize {
    pages.div_ceil(pages_per_part.max(1)).max(1)
}

/// The routes the local index holds, with their search documents, in route order: those that
/// carry a document, without a robots `noindex` tag, whose path no `[search] ignorePatterns`
/// glob matches.
pub fn searchable_routes<'a>(
    config: &SiteConfig,
    routes: &'a [Route],
) -> Result<impl Iterator<Item = (&'a Route, &'a SearchDocument)> + 'a, ContentError> {
    let ignored = ignore_set(&config.search.ignore_patterns, "search")?;
    let base_url = config.base_url.clone();
    Ok(routes.iter().filter_map(move |route| {
        let document = route.search.as_ref()?;
        is_indexable(route, &base_url, &ignored).then_some((route, document))
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_site_is_split_only_past_the_part_size() {
        assert_eq!(search_index_parts(0, 2_500), 1);
        assert_eq!(search_index_parts(2_500, 2_500), 1);
        assert_eq!(search_index_parts(2_501, 2_500), 2);
        assert_eq!(search_index_parts(10_001, 2_500), 5);
        // A size of 0 is refused by the config; it still makes one page per part here.
        assert_eq!(search_index_parts(3, 0), 3);
    }

    #[test]
    fn parts_after_the_first_live_inside_the_first_ones_folder() {
        let urls = UrlBuilder::new("/base/", true);
        assert_eq!(search_index_part_dir(0), "pagefind");
        assert_eq!(search_index_part_dir(2), "pagefind/part-2");
        assert_eq!(search_index_url(&urls), "/base/pagefind/");
        assert_eq!(
            search_index_part_urls(&urls, 3),
            ["/base/pagefind/part-1/", "/base/pagefind/part-2/"]
        );
        assert!(search_index_part_urls(&urls, 1).is_empty());
    }
}
