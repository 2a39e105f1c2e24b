//! The local index: Pagefind's library, fed the searchable pages of the plan, its files
//! returned for the build to write under `pagefind/`.

use std::sync::mpsc;
use std::thread::JoinHandle;

use cairn_config::SiteConfig;
use cairn_content::plugin::OutputFile;
use cairn_content::{ContentError, Route, SEARCH_INDEX_DIR, ignore_set, indexable_routes};
use pagefind::api::PagefindIndex;
use pagefind::options::PagefindServiceConfig;

use crate::record::record_html;
use crate::record_folder::{RECORD_FILES, write_records};

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

    /// Builds the index, on a thread of its own (see [`IndexInput::start`]).
    pub fn index(self) -> Result<IndexedSite, ContentError> {
        self.start().finish()
    }

    /// Starts indexing on a thread of its own: the pages are read at once, the index files
    /// are made when [`IndexBuild::finish`] asks for them. Making them briefly needs about
    /// twice the memory the read pages take (Pagefind copies them), so a build can wait until
    /// it holds less. Pagefind's API is async; the thread runs a runtime of its own, which
    /// keeps the build free to run inside another runtime (the dev server's).
    pub fn start(self) -> IndexBuild {
        let (go, finish_asked) = mpsc::channel();
        let pages = self.records.len();
        let indexing = std::thread::spawn(move || {
            index_records(self.records, self.language, &finish_asked)
                .map(|files| IndexedSite { files, pages })
                .map_err(|message| ContentError::SearchIndex { message })
        });
        IndexBuild { go, indexing }
    }
}

/// An index whose pages are being read (see [`IndexInput::start`]). Dropped without
/// `finish`, it stops once they are read, without making the files.
#[derive(Debug)]
pub struct IndexBuild {
    go: mpsc::Sender<()>,
    indexing: JoinHandle<Result<IndexedSite, ContentError>>,
}

impl IndexBuild {
    /// Lets the thread make the index files as soon as every page is read, without waiting
    /// for [`IndexBuild::finish`].
    pub fn make_files(&self) {
        // The thread may have stopped on an error already; `finish` reports it.
        let _ = self.go.send(());
    }

    /// Makes the index files once every page is read, and gives them.
    pub fn finish(self) -> Result<IndexedSite, ContentError> {
        self.make_files();
        self.indexing
            .join()
            .unwrap_or_else(|_| Err(stopped_unexpectedly()))
    }
}

fn stopped_unexpectedly() -> ContentError {
    ContentError::SearchIndex {
        message: "the indexer stopped unexpectedly".to_owned(),
    }
}

/// Indexes the searchable routes (see [`IndexInput::new`]).
pub fn build_index(config: &SiteConfig, routes: &[Route]) -> Result<IndexedSite, ContentError> {
    IndexInput::new(config, routes)?.index()
}

/// Reads every record into Pagefind, then waits for `finish_asked` before making the files;
/// stops without them when nobody will ask.
fn index_records(
    records: Vec<(String, String)>,
    language: String,
    finish_asked: &mpsc::Receiver<()>,
) -> Result<Vec<OutputFile>, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|error| format!("cannot start the indexer: {error}"))?;
    runtime.block_on(async move {
        let options = PagefindServiceConfig::builder()
            .force_language(language.clone())
            .build();
        let mut index = PagefindIndex::new(Some(options)).map_err(|error| error.to_string())?;
        let (folder, one_by_one) = write_records(records);
        if let Some(folder) = folder {
            for (batch, pages) in folder.batches() {
                let path = batch.to_string_lossy().into_owned();
                let read = index
                    .add_directory(path, Some(RECORD_FILES.to_owned()))
                    .await
                    .map_err(|error| format!("cannot read the pages: {error}"))?;
                if read != *pages {
                    return Err(format!("read {read} of {pages} pages"));
                }
            }
            // Removing it is quick on a tmpfs (0.17 s for 10,000 pages), and must not be left
            // to a thread the end of the process could cut short.
            drop(folder);
        }
        for (url, html) in one_by_one {
            index
                .add_html_file(None, Some(url.clone()), html)
                .await
                .map_err(|error| format!("page `{url}`: {error}"))?;
        }
        if finish_asked.recv().is_err() {
            return Err("the index was not asked for".to_owned());
        }
        let files = index.get_files().await.map_err(|error| error.to_string())?;
        // Its pages and indexes are millions of small allocations: freeing them took a
        // tenth of a second, which the build need not wait for.
        std::thread::spawn(move || drop(index));
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

    /// Each page's fragment in `site`, as JSON, by its URL.
    fn fragments(site: &IndexedSite) -> std::collections::BTreeMap<String, serde_json::Value> {
        use std::io::Read;
        site.files
            .iter()
            .filter(|file| file.path.starts_with("pagefind/fragment/"))
            .map(|file| {
                let mut text = String::new();
                flate2::read::GzDecoder::new(file.bytes.as_slice())
                    .read_to_string(&mut text)
                    .unwrap();
                let json = text.strip_prefix("pagefind_dcd").unwrap();
                let fragment: serde_json::Value = serde_json::from_str(json).unwrap();
                (fragment["url"].as_str().unwrap().to_owned(), fragment)
            })
            .collect()
    }

    #[test]
    fn every_page_keeps_its_route_path_as_its_url_whichever_way_it_is_read() {
        let with_section = |path: &str| {
            let mut route = page(path, "intro words");
            let document = route.search.as_mut().unwrap();
            document.sections.push(cairn_markdown::Section {
                anchor: Some("setup".to_owned()),
                title: Some("Setup".to_owned()),
                level: 2,
                text: "install steps".to_owned(),
            });
            route
        };
        // Read from the folder: `/`, `/docs/a/`, `/base/v1.2/x/`; one at a time: the others.
        let paths = [
            "/",
            "/docs/a/",
            "/docs/a",
            "/base/v1.2/x/",
            "/docs/café/",
            "/docs/100%25/",
        ];
        let routes: Vec<Route> = paths.iter().map(|path| with_section(path)).collect();
        let site = build_index(&config(""), &routes).unwrap();
        let fragments = fragments(&site);
        let mut expected: Vec<&str> = paths.to_vec();
        expected.sort_unstable();
        assert_eq!(fragments.keys().collect::<Vec<_>>(), expected);
        // A page read from the folder and one given alone hold the same words and anchors.
        let without_url = |url: &str| {
            let mut fragment = fragments[url].clone();
            fragment["url"] = serde_json::Value::Null;
            fragment["meta"]["title"] = serde_json::Value::Null;
            fragment
        };
        assert_eq!(without_url("/docs/a/"), without_url("/docs/a"));
        assert_eq!(fragments["/docs/a/"]["anchors"][0]["id"], "setup");
        assert_eq!(fragments["/docs/a/"]["word_count"], 5);
    }

    #[test]
    fn an_index_nobody_asks_for_stops_without_its_files() {
        let (go, finish_asked) = mpsc::channel::<()>();
        drop(go);
        let records = vec![(
            "/docs/a/".to_owned(),
            record_html(
                &page("/docs/a/", "alpha"),
                page("/docs/a/", "alpha").search.as_ref().unwrap(),
                "en",
            ),
        )];
        let stopped = index_records(records, "en".to_owned(), &finish_asked).unwrap_err();
        assert_eq!(stopped, "the index was not asked for");
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
