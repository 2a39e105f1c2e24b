//! `[search]`: site search. A local index the engine builds (the default: it works offline and
//! on an intranet), or the hosted DocSearch service, whose option names follow Docusaurus's
//! `themeConfig.algolia` so a migrated site reads the same.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::defaults::default_true;
use crate::model::SiteConfig;

/// `[search]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SearchConfig {
    /// `false` removes the search button, the search page and the index.
    #[serde(default = "default_true")]
    pub enabled: bool,
    #[serde(default)]
    pub provider: SearchProvider,
    /// Path of the search results page, without the base URL: `search` → `/search/`.
    /// `""` builds no search page (the modal then has no "See all results" link).
    #[serde(default = "default_search_page_path")]
    pub search_page_path: String,
    /// Globs of site paths (without the base URL) the local index leaves out: `/tests/**`.
    #[serde(default)]
    pub ignore_patterns: Vec<String>,
    /// The most pages one part of the local index holds. A larger site's index is made in
    /// parts, one after the other, which bounds the memory the build needs for it; the
    /// browser searches every part at once.
    #[serde(default = "default_pages_per_index_part")]
    pub pages_per_index_part: usize,
    /// The hosted service's settings, required with `provider = "docsearch"`.
    #[serde(default)]
    pub docsearch: Option<DocSearchConfig>,
}

impl SearchConfig {
    /// Whether the build makes a local (Pagefind) index: search is on and not DocSearch's.
    pub fn builds_local_index(&self) -> bool {
        self.enabled && self.provider == SearchProvider::Local
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            enabled: true,
            provider: SearchProvider::default(),
            search_page_path: default_search_page_path(),
            ignore_patterns: Vec::new(),
            pages_per_index_part: default_pages_per_index_part(),
            docsearch: None,
        }
    }
}

/// Where results come from.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SearchProvider {
    /// A static index under `pagefind/`, built with the site and fetched in chunks on demand.
    #[default]
    Local,
    /// Algolia DocSearch, queried over HTTPS from the browser.
    Docsearch,
}

/// `[search.docsearch]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct DocSearchConfig {
    /// The Algolia application id.
    pub app_id: String,
    /// The public, search-only API key (it is visible to every visitor).
    pub api_key: String,
    pub index_name: String,
    /// Adds facet filters for the page's language and docs version, so results match what the
    /// visitor reads.
    #[serde(default = "default_true")]
    pub contextual_search: bool,
    /// Extra Algolia search parameters sent with every query (`facetFilters`, `hitsPerPage`…).
    #[serde(default)]
    pub search_parameters: BTreeMap<String, serde_json::Value>,
    /// Rewrites the path of every result: `{ from = "/docs/next/", to = "/docs/" }`.
    #[serde(default)]
    pub replace_search_result_pathname: Option<PathnameReplacement>,
    /// Results whose URL matches this (JavaScript) regular expression open as external links.
    #[serde(default)]
    pub external_url_regex: Option<String>,
}

/// `replaceSearchResultPathname`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PathnameReplacement {
    pub from: String,
    pub to: String,
}

/// The host the browser queries, to preconnect to: `https://<appId>-dsn.algolia.net`.
pub fn docsearch_host(app_id: &str) -> String {
    format!("https://{}-dsn.algolia.net", app_id.to_ascii_lowercase())
}

fn default_search_page_path() -> String {
    "search".to_owned()
}

/// Pagefind needs, while it makes an index's files, about 75 KB per page of a typical docs
/// page (its read pages, its copy of them and the index it builds): 2,500 pages keep that
/// under 200 MB, while up to 2,500 pages, most sites, get one part.
pub const DEFAULT_PAGES_PER_INDEX_PART: usize = 2_500;

fn default_pages_per_index_part() -> usize {
    DEFAULT_PAGES_PER_INDEX_PART
}

/// Checks what types cannot say; an error is `(key path, message)`.
pub(crate) fn check(config: &SiteConfig) -> Result<(), (String, String)> {
    let search = &config.search;
    for (index, pattern) in search.ignore_patterns.iter().enumerate() {
        if let Err(error) = globset::Glob::new(pattern) {
            return Err((
                format!("search.ignorePatterns[{index}]"),
                format!("`{pattern}` is not a glob: {}", error.kind()),
            ));
        }
    }
    if search.pages_per_index_part == 0 {
        return Err((
            "search.pagesPerIndexPart".to_owned(),
            format!(
                "expected a number of pages of at least 1 (the default is {DEFAULT_PAGES_PER_INDEX_PART}), found 0"
            ),
        ));
    }
    let page = &search.search_page_path;
    // The page is written at `<page>/index.html` and linked as a URL: `.` and `..` segments
    // would leave its folder, and `?`, `#`, `\` or spaces make a link that does not lead to
    // the file written.
    if page.starts_with('/')
        || page
            .split('/')
            .any(|segment| segment == ".." || segment == ".")
        || page
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '?' | '#' | '\\'))
    {
        return Err((
            "search.searchPagePath".to_owned(),
            format!(
                "expected a path inside the site without a leading `/`, such as `search`, found `{page}`"
            ),
        ));
    }
    if search.provider == SearchProvider::Docsearch && search.enabled {
        let Some(docsearch) = &search.docsearch else {
            return Err((
                "search.provider".to_owned(),
                "`provider = \"docsearch\"` needs a `[search.docsearch]` table with appId, apiKey and indexName".to_owned(),
            ));
        };
        for (key, value) in [
            ("appId", &docsearch.app_id),
            ("apiKey", &docsearch.api_key),
            ("indexName", &docsearch.index_name),
        ] {
            if value.trim().is_empty() {
                return Err((
                    format!("search.docsearch.{key}"),
                    "expected a non-empty string (DocSearch sends it with every query)".to_owned(),
                ));
            }
        }
        if !docsearch.app_id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err((
                "search.docsearch.appId".to_owned(),
                format!(
                    "expected letters and digits only, as Algolia shows it (`BH4D9OD16A`), found `{}`",
                    docsearch.app_id
                ),
            ));
        }
        if let Some(replacement) = &docsearch.replace_search_result_pathname
            && !replacement.from.starts_with('/')
        {
            return Err((
                "search.docsearch.replaceSearchResultPathname.from".to_owned(),
                format!(
                    "expected a path starting with `/`, such as `/docs/next/`, found `{}`",
                    replacement.from
                ),
            ));
        }
        if docsearch
            .external_url_regex
            .as_ref()
            .is_some_and(|regex| regex.is_empty())
        {
            return Err((
                "search.docsearch.externalUrlRegex".to_owned(),
                "expected a regular expression; leave the key out for none".to_owned(),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    /// A valid site whose `[search]` the test then changes, so `check` sees one problem at a time.
    fn site(search: SearchConfig) -> SiteConfig {
        let mut config = crate::parse(
            "title = \"T\"\nurl = \"https://t.dev\"\n",
            Path::new("cairn.toml"),
        )
        .unwrap();
        config.search = search;
        config
    }

    fn docsearch() -> DocSearchConfig {
        DocSearchConfig {
            app_id: "BH4D9OD16A".to_owned(),
            api_key: "25626fae796133dc1e734c6bcaaeac3c".to_owned(),
            index_name: "cairn".to_owned(),
            contextual_search: true,
            search_parameters: BTreeMap::new(),
            replace_search_result_pathname: None,
            external_url_regex: None,
        }
    }

    fn with_docsearch(docsearch: DocSearchConfig) -> SearchConfig {
        SearchConfig {
            provider: SearchProvider::Docsearch,
            docsearch: Some(docsearch),
            ..SearchConfig::default()
        }
    }

    /// The key path of the error, or `None` when the config passes.
    fn failing_key(search: SearchConfig) -> Option<String> {
        check(&site(search)).err().map(|(key, _)| key)
    }

    #[test]
    fn defaults_are_a_local_index_with_a_search_page() {
        let search = SearchConfig::default();
        assert!(search.enabled);
        assert_eq!(search.provider, SearchProvider::Local);
        assert_eq!(search.search_page_path, "search");
        assert!(search.ignore_patterns.is_empty());
        assert!(search.docsearch.is_none());
        assert_eq!(search.pages_per_index_part, DEFAULT_PAGES_PER_INDEX_PART);
        assert_eq!(check(&site(search)), Ok(()));
    }

    #[test]
    fn an_index_part_holds_at_least_one_page() {
        let search = |pages: usize| SearchConfig {
            pages_per_index_part: pages,
            ..SearchConfig::default()
        };
        assert_eq!(failing_key(search(1)), None);
        assert_eq!(
            failing_key(search(0)).as_deref(),
            Some("search.pagesPerIndexPart")
        );
    }

    #[test]
    fn ignore_patterns_must_be_globs() {
        let search = |patterns: &[&str]| SearchConfig {
            ignore_patterns: patterns.iter().map(|p| (*p).to_owned()).collect(),
            ..SearchConfig::default()
        };
        assert_eq!(failing_key(search(&["/tests/**", "/blog/tags/*"])), None);
        let (key, message) = check(&site(search(&["/tests/**", "/a/[b"]))).unwrap_err();
        assert_eq!(key, "search.ignorePatterns[1]");
        assert!(message.contains("`/a/[b` is not a glob"), "{message}");
    }

    #[test]
    fn search_page_path_stays_inside_the_site() {
        let search = |path: &str| SearchConfig {
            search_page_path: path.to_owned(),
            ..SearchConfig::default()
        };
        for accepted in ["search", "", "docs/search", "search/", "find-in-docs"] {
            assert_eq!(failing_key(search(accepted)), None, "{accepted:?}");
        }
        for refused in [
            "/search",
            "../search",
            "docs/../../search",
            "./search",
            "search?q=x",
            "search#top",
            "my search",
            "docs\\search",
        ] {
            assert_eq!(
                failing_key(search(refused)).as_deref(),
                Some("search.searchPagePath"),
                "{refused:?}"
            );
        }
    }

    #[test]
    fn docsearch_needs_its_table() {
        let search = SearchConfig {
            provider: SearchProvider::Docsearch,
            ..SearchConfig::default()
        };
        let (key, message) = check(&site(search.clone())).unwrap_err();
        assert_eq!(key, "search.provider");
        assert!(message.contains("[search.docsearch]"), "{message}");
        // Turned off, the provider is not used, so nothing is missing.
        let off = SearchConfig {
            enabled: false,
            ..search
        };
        assert_eq!(failing_key(off), None);
    }

    #[test]
    fn docsearch_keys_must_not_be_empty() {
        assert_eq!(failing_key(with_docsearch(docsearch())), None);
        for (key, blank) in [
            (
                "search.docsearch.appId",
                DocSearchConfig {
                    app_id: String::new(),
                    ..docsearch()
                },
            ),
            (
                "search.docsearch.apiKey",
                DocSearchConfig {
                    api_key: "  ".to_owned(),
                    ..docsearch()
                },
            ),
            (
                "search.docsearch.indexName",
                DocSearchConfig {
                    index_name: String::new(),
                    ..docsearch()
                },
            ),
        ] {
            assert_eq!(
                failing_key(with_docsearch(blank)).as_deref(),
                Some(key),
                "{key}"
            );
        }
    }

    #[test]
    fn app_id_is_letters_and_digits() {
        let (key, message) = check(&site(with_docsearch(DocSearchConfig {
            app_id: "https://BH4D9OD16A-dsn.algolia.net".to_owned(),
            ..docsearch()
        })))
        .unwrap_err();
        assert_eq!(key, "search.docsearch.appId");
        assert!(message.contains("letters and digits"), "{message}");
    }

    #[test]
    fn replacement_starts_with_a_slash_and_regex_is_not_empty() {
        let replaced = |from: &str| {
            with_docsearch(DocSearchConfig {
                replace_search_result_pathname: Some(PathnameReplacement {
                    from: from.to_owned(),
                    to: "/docs/".to_owned(),
                }),
                ..docsearch()
            })
        };
        assert_eq!(failing_key(replaced("/docs/next/")), None);
        assert_eq!(
            failing_key(replaced("docs/next/")).as_deref(),
            Some("search.docsearch.replaceSearchResultPathname.from")
        );
        let regex = |regex: &str| {
            with_docsearch(DocSearchConfig {
                external_url_regex: Some(regex.to_owned()),
                ..docsearch()
            })
        };
        assert_eq!(failing_key(regex("cairn\\.dev|example\\.com")), None);
        assert_eq!(
            failing_key(regex("")).as_deref(),
            Some("search.docsearch.externalUrlRegex")
        );
    }

    #[test]
    fn a_docsearch_table_is_not_checked_while_the_local_index_is_used() {
        // Kept in the config for later, with the provider still local.
        let search = SearchConfig {
            docsearch: Some(DocSearchConfig {
                app_id: String::new(),
                ..docsearch()
            }),
            ..SearchConfig::default()
        };
        assert_eq!(failing_key(search), None);
    }

    #[test]
    fn the_toml_keys_are_docusaurus_names() {
        let config = crate::parse(
            r#"title = "T"
url = "https://t.dev"

[search]
provider = "docsearch"
searchPagePath = "find"
ignorePatterns = ["/tests/**"]

[search.docsearch]
appId = "BH4D9OD16A"
apiKey = "key"
indexName = "cairn"
contextualSearch = false
searchParameters = { hitsPerPage = 5, facetFilters = [["type:docs"]] }
replaceSearchResultPathname = { from = "/docs/next/", to = "/docs/" }
externalUrlRegex = "example\\.com"
"#,
            Path::new("cairn.toml"),
        )
        .unwrap();
        let search = config.search;
        assert_eq!(search.provider, SearchProvider::Docsearch);
        assert_eq!(search.search_page_path, "find");
        let docsearch = search.docsearch.unwrap();
        assert!(!docsearch.contextual_search);
        assert_eq!(
            docsearch.search_parameters.get("hitsPerPage"),
            Some(&serde_json::json!(5))
        );
        assert_eq!(
            docsearch.search_parameters.get("facetFilters"),
            Some(&serde_json::json!([["type:docs"]]))
        );
        assert_eq!(
            docsearch.replace_search_result_pathname,
            Some(PathnameReplacement {
                from: "/docs/next/".to_owned(),
                to: "/docs/".to_owned(),
            })
        );
        assert_eq!(
            docsearch.external_url_regex.as_deref(),
            Some("example\\.com")
        );
    }

    #[test]
    fn the_browser_preconnects_to_the_app_host() {
        assert_eq!(
            docsearch_host("BH4D9OD16A"),
            "https://bh4d9od16a-dsn.algolia.net"
        );
    }
}
