//! The local index: Pagefind's library, fed the searchable pages of the plan, its files
//! returned for the build to write under `pagefind/`.

use std::sync::mpsc;
use std::thread::JoinHandle;

use cairn_config::SiteConfig;
use cairn_content::plugin::OutputFile;
use cairn_content::{
    ContentError, Route, search_index_part_dir, search_index_parts, searchable_routes,
};
use pagefind::api::{PagefindIndex, SyntheticFile};
use pagefind::options::PagefindServiceConfig;

use crate::part_cache::{self, PartCache};
use crate::record::record_html;
use crate::record_folder::{RECORD_FILES, write_records};

/// Pagefind's bundle also holds its ready-made UIs, a playground and a wasm per language it
/// might meet; Cairn's theme has its own UI, so only the search library, its worker, the wasm
/// of the index's language (`unknown`: the one without stemming) and the index are written.
/// The other parts of an index in parts need only their index: the browser searches them with
/// the first part's library and wasm.
fn is_needed(file_name: &str, language: &str, first_part: bool) -> bool {
    if let Some(wasm_language) = file_name
        .strip_prefix("wasm.")
        .and_then(|rest| rest.strip_suffix(".pagefind"))
    {
        return first_part && wasm_language == language;
    }
    if !first_part {
        return file_name == "pagefind-entry.json"
            || file_name.ends_with(".pf_meta")
            || ["fragment/", "index/", "filter/"]
                .iter()
                .any(|folder| file_name.starts_with(folder));
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

/// What the index is built from: the records of the searchable pages, part by part (see
/// [`search_index_parts`]), and the language.
#[derive(Debug)]
pub struct IndexInput {
    parts: Vec<Vec<(String, String)>>,
    language: String,
    /// Where each part's files are kept between builds, if anywhere.
    cache: Option<PartCache>,
}

impl IndexInput {
    /// The routes that carry a search document, leaving out pages that ask search engines
    /// not to index them and paths `[search] ignorePatterns` matches.
    pub fn new(config: &SiteConfig, routes: &[Route]) -> Result<Self, ContentError> {
        let lang = config
            .i18n
            .locale_config(config.i18n.current())
            .html_lang
            .clone();
        // Pagefind's stemmers and wasm are per language: its code, without a region.
        let language = lang
            .split(['-', '_'])
            .next()
            .unwrap_or("en")
            .to_ascii_lowercase();
        let records: Vec<(String, String)> = searchable_routes(config, routes)?
            .map(|(route, document)| (route.path.clone(), record_html(route, document, &lang)))
            .collect();
        let count = search_index_parts(records.len(), config.search.pages_per_index_part);
        let parts = split_into_parts(records, count);
        Ok(IndexInput {
            parts,
            language,
            cache: None,
        })
    }

    /// Keeps each part's files in the site's `.cairn/cache/search/<locale>/`, and reads back
    /// those of a part whose records did not change instead of indexing it again.
    pub fn cached_in(mut self, site_dir: &std::path::Path, locale: &str) -> Self {
        self.cache = Some(PartCache::new(part_cache::folder(site_dir, locale)));
        self
    }

    /// Builds the index, on a thread of its own (see [`IndexInput::start`]).
    pub fn index(self) -> Result<IndexedSite, ContentError> {
        self.start().finish()
    }

    /// Starts indexing on a thread of its own, part after part: each part's pages are read and
    /// its files made before the next part is read, so the index never holds more than one
    /// part's pages (Pagefind copies them all while it makes the files: an index in one part
    /// briefly needed twice the memory of every page read). Pagefind's API is async; the
    /// thread runs a runtime of its own, which keeps the build free to run inside another
    /// runtime (the dev server's), and runs below the build's priority: the pages come first
    /// (see [`crate::priority`]).
    pub fn start(self) -> IndexBuild {
        let (keep_going, dropped) = mpsc::channel();
        let pages = self.parts.iter().map(Vec::len).sum();
        let indexing = std::thread::spawn(move || {
            crate::priority::give_way_to_the_render();
            index_parts(self.parts, &self.language, self.cache.as_ref(), &dropped)
                .map(|files| IndexedSite { files, pages })
                .map_err(|message| ContentError::SearchIndex { message })
        });
        IndexBuild {
            _keep_going: keep_going,
            indexing,
        }
    }
}

/// `records` in `count` parts of consecutive records, balanced: their sizes differ by one at
/// most, so the last part is not left with a few pages.
fn split_into_parts<T>(mut records: Vec<T>, count: usize) -> Vec<Vec<T>> {
    let total = records.len();
    let mut parts: Vec<Vec<T>> = (0..count)
        .rev()
        .map(|number| records.split_off(total * number / count))
        .collect();
    parts.reverse();
    parts
}

/// An index being made (see [`IndexInput::start`]). Dropped without `finish`, it stops after
/// the part it is making.
#[derive(Debug)]
pub struct IndexBuild {
    /// Held until the files are given: the thread stops once it is dropped.
    _keep_going: mpsc::Sender<()>,
    indexing: JoinHandle<Result<IndexedSite, ContentError>>,
}

impl IndexBuild {
    /// Waits for the last part's files, and gives every part's.
    pub fn finish(self) -> Result<IndexedSite, ContentError> {
        let IndexBuild {
            _keep_going,
            indexing,
        } = self;
        indexing
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

/// Makes each part's files in turn, or reads them from `cache` when it kept them for the same
/// records; stops before the next part once `dropped` says nobody will ask for them.
fn index_parts(
    parts: Vec<Vec<(String, String)>>,
    language: &str,
    cache: Option<&PartCache>,
    dropped: &mpsc::Receiver<()>,
) -> Result<Vec<OutputFile>, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|error| format!("cannot start the indexer: {error}"))?;
    let mut files = Vec::new();
    let mut used = Vec::new();
    for (number, records) in parts.into_iter().enumerate() {
        if let Err(mpsc::TryRecvError::Disconnected) = dropped.try_recv() {
            return Err("the index was not asked for".to_owned());
        }
        let name = cache.map(|_| PartCache::name(number, &records, language));
        if let (Some(cache), Some(name)) = (cache, &name)
            && let Some(kept) = cache.read(name)
        {
            files.extend(kept);
            used.push(name.clone());
            continue;
        }
        let folder = search_index_part_dir(number);
        let (made, wasm_language) = runtime.block_on(index_part(records, language))?;
        let made: Vec<OutputFile> = made
            .into_iter()
            .filter_map(|file| {
                let name = file.filename.to_string_lossy().replace('\\', "/");
                is_needed(&name, &wasm_language, number == 0).then(|| OutputFile {
                    path: format!("{folder}/{name}"),
                    bytes: file.contents,
                })
            })
            .collect();
        if let (Some(cache), Some(name)) = (cache, name) {
            cache.write(&name, &made);
            used.push(name);
        }
        files.extend(made);
    }
    if let Some(cache) = cache {
        cache.keep_only(&used);
    }
    Ok(files)
}

/// One part's files, and the language whose wasm searches them.
async fn index_part(
    records: Vec<(String, String)>,
    language: &str,
) -> Result<(Vec<SyntheticFile>, String), String> {
    let options = PagefindServiceConfig::builder()
        .force_language(language.to_owned())
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
    let files = index.get_files().await.map_err(|error| error.to_string())?;
    // Its pages and indexes are millions of small allocations: freeing them took a
    // tenth of a second, which the build need not wait for.
    std::thread::spawn(move || drop(index));
    // A language Pagefind cannot stem searches with its language-neutral wasm.
    let stemmed = format!("wasm.{language}.pagefind");
    let stems = files
        .iter()
        .any(|file| file.filename.as_os_str() == stemmed.as_str());
    let wasm_language = if stems { language } else { "unknown" };
    Ok((files, wasm_language.to_owned()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use cairn_content::no_index_tag;

    use super::*;
    use crate::test_support::{config, page, page_count};

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
        assert_eq!(page_count(&site.files, "pagefind/pagefind-entry.json"), 2);
    }

    /// Each part's folder, with the names of its files (without the folder).
    fn parts(site: &IndexedSite) -> std::collections::BTreeMap<String, Vec<String>> {
        let mut parts = std::collections::BTreeMap::<String, Vec<String>>::new();
        for file in &site.files {
            let (folder, name) = match file.path.strip_prefix("pagefind/part-") {
                Some(rest) => {
                    let (number, name) = rest.split_once('/').unwrap();
                    (format!("part-{number}"), name)
                }
                None => ("first".to_owned(), &file.path["pagefind/".len()..]),
            };
            parts.entry(folder).or_default().push(name.to_owned());
        }
        parts
    }

    #[test]
    fn parts_are_consecutive_and_balanced() {
        let sizes = |total: usize, count: usize| {
            let parts = split_into_parts((0..total).collect(), count);
            assert_eq!(parts.concat(), (0..total).collect::<Vec<_>>());
            parts.iter().map(Vec::len).collect::<Vec<_>>()
        };
        assert_eq!(sizes(10_001, 5), [2_000, 2_000, 2_000, 2_000, 2_001]);
        assert_eq!(sizes(5, 3), [1, 2, 2]);
        assert_eq!(sizes(4, 1), [4]);
        assert_eq!(sizes(0, 1), [0]);
    }

    #[test]
    fn a_site_past_the_part_size_is_indexed_in_balanced_parts() {
        let routes: Vec<Route> = (0..5)
            .map(|n| page(&format!("/docs/p{n}/"), &format!("word{n} shared")))
            .collect();
        let site = build_index(&config("[search]\npagesPerIndexPart = 2\n"), &routes).unwrap();
        assert_eq!(site.pages, 5);
        let parts = parts(&site);
        assert_eq!(
            parts.keys().collect::<Vec<_>>(),
            ["first", "part-1", "part-2"]
        );
        // The first part is a whole bundle; the others hold only their index.
        for name in ["pagefind.js", "pagefind-worker.js", "wasm.en.pagefind"] {
            assert!(parts["first"].iter().any(|file| file == name), "{name}");
        }
        for part in ["part-1", "part-2"] {
            assert!(
                parts[part].iter().all(|file| file == "pagefind-entry.json"
                    || file.ends_with(".pf_meta")
                    || file.starts_with("fragment/")
                    || file.starts_with("index/")
                    || file.starts_with("filter/")),
                "{:?}",
                parts[part]
            );
        }
        // Consecutive pages, balanced: 1, 2 and 2 rather than 2, 2 and 1.
        assert_eq!(
            [
                page_count(&site.files, "pagefind/pagefind-entry.json"),
                page_count(&site.files, "pagefind/part-1/pagefind-entry.json"),
                page_count(&site.files, "pagefind/part-2/pagefind-entry.json"),
            ],
            [1, 2, 2]
        );
        let urls: Vec<String> = site
            .files
            .iter()
            .filter(|file| file.path.contains("fragment/"))
            .map(|file| {
                let fragment = fragment_json(&file.bytes);
                format!(
                    "{} in {}",
                    fragment["url"].as_str().unwrap(),
                    &file.path[..file.path.find("fragment/").unwrap()]
                )
            })
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(
            urls,
            [
                "/docs/p0/ in pagefind/",
                "/docs/p1/ in pagefind/part-1/",
                "/docs/p2/ in pagefind/part-1/",
                "/docs/p3/ in pagefind/part-2/",
                "/docs/p4/ in pagefind/part-2/",
            ]
        );
    }

    /// A fragment file's JSON.
    fn fragment_json(bytes: &[u8]) -> serde_json::Value {
        use std::io::Read;
        let mut text = String::new();
        flate2::read::GzDecoder::new(bytes)
            .read_to_string(&mut text)
            .unwrap();
        serde_json::from_str(text.strip_prefix("pagefind_dcd").unwrap()).unwrap()
    }

    /// Each page's fragment in `site`, as JSON, by its URL.
    fn fragments(site: &IndexedSite) -> std::collections::BTreeMap<String, serde_json::Value> {
        site.files
            .iter()
            .filter(|file| file.path.starts_with("pagefind/fragment/"))
            .map(|file| {
                let fragment = fragment_json(&file.bytes);
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
    fn an_index_nobody_waits_for_stops_before_its_next_part() {
        let (keep_going, dropped) = mpsc::channel::<()>();
        drop(keep_going);
        let records = vec![(
            "/docs/a/".to_owned(),
            record_html(
                &page("/docs/a/", "alpha"),
                page("/docs/a/", "alpha").search.as_ref().unwrap(),
                "en",
            ),
        )];
        let stopped = index_parts(vec![records], "en", None, &dropped).unwrap_err();
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

    #[test]
    fn a_part_whose_pages_did_not_change_is_read_back_instead_of_indexed() {
        let site = tempfile::tempdir().unwrap();
        let config = config("[search]\npagesPerIndexPart = 2\n");
        let routes = |second: &str| {
            vec![
                page("/docs/a/", "alpha words"),
                page("/docs/b/", "beta words"),
                page("/docs/c/", "gamma words"),
                page("/docs/d/", second),
            ]
        };
        let input = |second: &str| {
            IndexInput::new(&config, &routes(second))
                .unwrap()
                .cached_in(site.path(), "en")
        };
        let first = input("delta words").index().unwrap();
        let kept: Vec<_> = std::fs::read_dir(site.path().join(".cairn/cache/search/en"))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        assert_eq!(kept.len(), 2, "one file per part");

        // A kept part stands in for indexing: made to hold one file it says, it gives that file.
        let records = &input("delta words").parts[1];
        let name = PartCache::name(1, records, "en");
        let cache = PartCache::new(part_cache::folder(site.path(), "en"));
        let marker = OutputFile {
            path: "pagefind/part-1/kept.txt".into(),
            bytes: b"kept".to_vec(),
        };
        cache.write(&name, std::slice::from_ref(&marker));
        let again = input("delta words").index().unwrap();
        let paths = |files: &[OutputFile]| -> Vec<String> {
            files.iter().map(|file| file.path.clone()).collect()
        };
        assert!(paths(&again.files).contains(&marker.path));
        let first_part = |files: &[OutputFile]| -> Vec<Vec<u8>> {
            files
                .iter()
                .filter(|file| !file.path.starts_with("pagefind/part-1/"))
                .map(|file| file.bytes.clone())
                .collect()
        };
        assert_eq!(first_part(&again.files), first_part(&first.files));

        // An edited page of that part: indexed again, and the part kept before is deleted.
        let edited = input("delta words, edited").index().unwrap();
        assert!(!paths(&edited.files).contains(&marker.path));
        assert_eq!(
            page_count(&edited.files, "pagefind/part-1/pagefind-entry.json"),
            2
        );
        assert!(cache.read(&name).is_none());
    }
}
