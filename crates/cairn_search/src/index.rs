//! The local index: Pagefind's library, fed the searchable pages of the plan, its files
//! returned for the build to write under `pagefind/`.

use cairn_config::SiteConfig;
use cairn_content::plugin::OutputFile;
use cairn_content::{ContentError, Route, SEARCH_INDEX_DIR, ignore_set, indexable_routes};
use pagefind::api::PagefindIndex;
use pagefind::options::PagefindServiceConfig;

use crate::record::record_html;

/// Pagefind's bundle also holds its ready-made UIs, a playground and a wasm per language it
/// might meet; Cairn's theme has its own UI, so only the search library, its worker, the wasm
/// of the index's language (`unknown`: the one without stemming) and the index are written.
fn is_needed(file_name: &str, language: &str) -> bool {
    if let Some(wasm_language) = file_name
        .strip_prefix("wasm.")
        .and_then(|rest| rest.strip_suffix(".pagefind"))
    {
        return wasm_language == language;
    }
    !(file_name.starts_with("pagefind-ui")
        || file_name.starts_with("pagefind-modular-ui")
        || file_name.starts_with("pagefind-component-ui")
        || file_name.starts_with("pagefind-highlight")
        || file_name.starts_with("playground/"))
}

/// The index files, and how many pages went in.
#[derive(Debug)]
pub struct IndexedSite {
    pub files: Vec<OutputFile>,
    pub pages: usize,
}

/// What the index is built from: the record of each searchable page, and the language.
#[derive(Debug)]
pub struct IndexInput {
    records: Vec<(String, String)>,
    language: String,
}

impl IndexInput {
    /// The routes that carry a search document, leaving out pages that ask search engines
    /// not to index them and paths `[search] ignorePatterns` matches.
    pub fn new(config: &SiteConfig, routes: &[Route]) -> Result<Self, ContentError> {
        let ignored = ignore_set(&config.search.ignore_patterns, "search")?;
        let base = config.base_url.as_str();
        let lang = config
            .i18n
            .locale_config(&config.i18n.default_locale)
            .html_lang
            .clone();
        // Pagefind's stemmers and wasm are per language: its code, without a region.
        let language = lang
            .split(['-', '_'])
            .next()
            .unwrap_or("en")
            .to_ascii_lowercase();
        let records = indexable_routes(routes, base, &ignored)
            .filter_map(|route| {
                let document = route.search.as_ref()?;
                Some((route.path.clone(), record_html(route, document, &lang)))
            })
            .collect();
        Ok(IndexInput { records, language })
    }

    /// Builds the index. Pagefind's API is async; a runtime of its own on a thread of its
    /// own keeps the build free to run inside another runtime (the dev server's).
    pub fn index(self) -> Result<IndexedSite, ContentError> {
        let pages = self.records.len();
        let files = std::thread::scope(|scope| {
            scope
                .spawn(|| index_records(self.records, self.language))
                .join()
                .unwrap_or_else(|_| Err("the indexer stopped unexpectedly".to_owned()))
        })
        .map_err(|message| ContentError::SearchIndex { message })?;
        Ok(IndexedSite { files, pages })
    }
}

/// Indexes the searchable routes (see [`IndexInput::new`]).
pub fn build_index(config: &SiteConfig, routes: &[Route]) -> Result<IndexedSite, ContentError> {
    IndexInput::new(config, routes)?.index()
}

fn index_records(
    records: Vec<(String, String)>,
    language: String,
) -> Result<Vec<OutputFile>, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|error| format!("cannot start the indexer: {error}"))?;
    runtime.block_on(async move {
        let options = PagefindServiceConfig::builder()
            .force_language(language.clone())
            .build();
        let mut index = PagefindIndex::new(Some(options)).map_err(|error| error.to_string())?;
        for (url, html) in records {
            index
                .add_html_file(None, Some(url.clone()), html)
                .await
                .map_err(|error| format!("page `{url}`: {error}"))?;
        }
        let files = index.get_files().await.map_err(|error| error.to_string())?;
        // A language Pagefind cannot stem searches with its language-neutral wasm.
        let stemmed = format!("wasm.{language}.pagefind");
        let language = if files
            .iter()
            .any(|file| file.filename.as_os_str() == stemmed.as_str())
        {
            language
        } else {
            "unknown".to_owned()
        };
        Ok(files
            .into_iter()
            .filter_map(|file| {
                let name = file.filename.to_string_lossy().replace('\\', "/");
                is_needed(&name, &language).then(|| OutputFile {
                    path: format!("{SEARCH_INDEX_DIR}/{name}"),
                    bytes: file.contents,
                })
            })
            .collect())
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use cairn_content::no_index_tag;

    use super::*;
    use crate::test_support::{config, page};

    #[test]
    fn indexes_searchable_pages_only() {
        let mut hidden = page("/docs/hidden/", "secret words");
        hidden.head.push(no_index_tag());
        let listing = Route::new("/blog/".to_owned(), "@theme/BlogListPage");
        let routes = vec![
            page("/docs/a/", "alpha words"),
            page("/docs/b/", "beta words"),
            page("/tests/c/", "gamma words"),
            hidden,
            listing,
        ];
        let site = build_index(
            &config("[search]\nignorePatterns = [\"/tests/**\"]\n"),
            &routes,
        )
        .unwrap();
        assert_eq!(site.pages, 2);
        let names: Vec<&str> = site.files.iter().map(|file| file.path.as_str()).collect();
        for expected in [
            "pagefind/pagefind.js",
            "pagefind/pagefind-entry.json",
            "pagefind/wasm.en.pagefind",
        ] {
            assert!(
                names.contains(&expected),
                "{expected} missing from {names:?}"
            );
        }
        assert!(
            !names
                .iter()
                .any(|name| name.contains("-ui") || name.contains("unknown")),
            "{names:?}"
        );
        let entry = site
            .files
            .iter()
            .find(|file| file.path == "pagefind/pagefind-entry.json")
            .unwrap();
        let entry: serde_json::Value = serde_json::from_slice(&entry.bytes).unwrap();
        assert_eq!(entry["languages"]["en"]["page_count"], 2);
    }

    #[test]
    fn a_language_without_stemming_keeps_the_neutral_wasm() {
        let site = build_index(
            &config("[i18n]\ndefaultLocale = \"ja\"\nlocales = [\"ja\"]\n"),
            &[page("/docs/a/", "words")],
        )
        .unwrap();
        let wasm: Vec<&str> = site
            .files
            .iter()
            .map(|file| file.path.as_str())
            .filter(|name| name.starts_with("pagefind/wasm."))
            .collect();
        assert_eq!(wasm, ["pagefind/wasm.unknown.pagefind"]);
    }
}
