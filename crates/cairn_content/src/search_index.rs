//! Where the local search index goes and which pages it holds: what the plan tells the browser
//! and what the search plugin indexes, from one definition.
//!
//! A large site's index is made in parts of at most `[search] pagesPerIndexPart` pages, one
//! after the other: Pagefind copies every page it holds while it makes an index's files, so an
//! index in one part needed, at its peak, twice the memory of all the site's read pages. The
//! first part is a whole Pagefind bundle under `pagefind/`; each other part holds only its
//! index, under `pagefind/part-N/`, and the browser merges it into the first part's searches.

use std::collections::BTreeMap;

use cairn_config::{PathnameReplacement, SearchProvider, SiteConfig};
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

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

/// What the search button, modal and page need to query: the search plugin's global data
/// (`useGlobalData().search.default`).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SearchData {
    #[ts(type = "'local' | 'docsearch'")]
    pub provider: SearchProvider,
    /// URL of the search results page (with the base URL); absent when the site has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub search_page_path: Option<String>,
    /// URL of the folder of the local index (`/pagefind/`, with the base URL): its
    /// `pagefind.js` is imported when the visitor first wants to search.
    pub index_url: String,
    /// URLs of the other parts of an index made in parts (`[search] pagesPerIndexPart`),
    /// which the browser merges into the first part's searches; absent for one part.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub index_part_urls: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub docsearch: Option<DocSearchData>,
}

/// `[search.docsearch]` as the browser needs it.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DocSearchData {
    pub app_id: String,
    pub api_key: String,
    pub index_name: String,
    pub contextual_search: bool,
    #[ts(type = "Record<string, unknown>")]
    pub search_parameters: BTreeMap<String, Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "{ from: string; to: string }")]
    pub replace_search_result_pathname: Option<PathnameReplacement>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub external_url_regex: Option<String>,
}

/// The search data of `config`, for a local index made in `index_parts` parts; none when search
/// is off.
pub fn search_data(
    config: &SiteConfig,
    urls: &UrlBuilder,
    index_parts: usize,
) -> Option<SearchData> {
    let search = &config.search;
    if !search.enabled {
        return None;
    }
    let docsearch = match search.provider {
        SearchProvider::Docsearch => search.docsearch.as_ref(),
        SearchProvider::Local => None,
    };
    Some(SearchData {
        provider: search.provider,
        search_page_path: (!search.search_page_path.is_empty())
            .then(|| urls.page([search.search_page_path.as_str()])),
        index_url: search_index_url(urls),
        index_part_urls: (index_parts > 1).then(|| search_index_part_urls(urls, index_parts)),
        docsearch: docsearch.map(|docsearch| DocSearchData {
            app_id: docsearch.app_id.clone(),
            api_key: docsearch.api_key.clone(),
            index_name: docsearch.index_name.clone(),
            contextual_search: docsearch.contextual_search,
            search_parameters: docsearch.search_parameters.clone(),
            replace_search_result_pathname: docsearch.replace_search_result_pathname.clone(),
            external_url_regex: docsearch.external_url_regex.clone(),
        }),
    })
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
