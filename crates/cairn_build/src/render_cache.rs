//! Pages a new build need not render again: those whose page the previous build wrote from
//! the same inputs, which it keeps in the output folder it replaces.
//!
//! Rendering is most of a rebuild (at 10,000 pages, 4.8 s of 7.5 with every document read
//! from the compile cache), and an edit to one document changes the inputs of one page. Each
//! page gets a key, a hash of everything its HTML is made from: the engine, the bundle's
//! inputs, what the shell writes on every page (the site data's URL among it, so any change of
//! the site data changes every key), the chunks a render may read besides the route's, and
//! the route's own component, data chunks, title, description, head tags and stylesheets
//! (what a dev server compares to find the pages to render again). A page whose key is the
//! one the cache holds, and whose file in the previous output is still the one that build
//! wrote (its size, modification time and inode), is hard-linked from it, and the stages
//! after the render get what they need of it from the cache: its links and ids for the link
//! check, whether it asked not to be indexed.
//!
//! A component that renders something no input holds (the time of the build) shows what the
//! page's first render showed until one of its inputs changes; deleting `.cairn/cache` renders
//! every page again.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use cairn_content::{Plan, Route};
use cairn_render::{FileStamp, ShellAssets};
use serde::{Deserialize, Serialize};

use crate::links::{FastMap, PageLinks, StoredLinks};

/// The folder of the render caches, under the site's `.cairn/`.
const RENDER_CACHE_DIR: &str = "cache/render";

/// Bumped when what a cache file holds changes shape: an older file is then not read.
const FORMAT: u32 = 2;

/// What one build rendered, for the next build of the same locale into the same folder.
#[derive(Debug, Default)]
pub(crate) struct RenderCache {
    /// By route path.
    pages: HashMap<String, CachedPage>,
    /// The links and ids of the markup pages share (sidebar rows), by the hash of its text.
    markups: HashMap<Arc<str>, StoredLinks>,
}

/// A page the cache holds.
#[derive(Debug, Clone)]
pub(crate) struct CachedPage {
    key: String,
    stamp: FileStamp,
    links: StoredLinks,
    /// The names of the shared markups the page shows.
    markups: Vec<Arc<str>>,
    no_index: bool,
    server_content: bool,
}

impl CachedPage {
    /// The stamp the page's file had when the build that cached it left it.
    pub(crate) fn stamp(&self) -> &FileStamp {
        &self.stamp
    }

    pub(crate) fn no_index(&self) -> bool {
        self.no_index
    }

    pub(crate) fn server_content(&self) -> bool {
        self.server_content
    }
}

/// A cache file: every distinct link once, which pages and markups name by index (a site's
/// pages repeat the navbar's and footer's links; stored per page, they made 39 MB at 10,000
/// pages), and the markups once, which pages name by index too.
#[derive(Debug, Default, Serialize, Deserialize)]
struct CacheFile {
    format: u32,
    /// The output folder the pages were written to: another folder's previous pages are not
    /// these.
    out_dir: String,
    links: Vec<String>,
    markups: Vec<FileMarkup>,
    pages: Vec<FilePage>,
}

#[derive(Debug, Serialize, Deserialize)]
struct FileMarkup {
    name: String,
    links: Vec<u32>,
    ids: Vec<String>,
}

#[derive(Debug, Serialize, Deserialize)]
struct FilePage {
    path: String,
    key: String,
    stamp: FileStamp,
    links: Vec<u32>,
    ids: Vec<String>,
    markups: Vec<u32>,
    no_index: bool,
    server_content: bool,
}

/// The cache file of `locale`'s pages.
fn cache_file(cairn_dir: &Path, locale: &str) -> PathBuf {
    cairn_dir
        .join(RENDER_CACHE_DIR)
        .join(format!("{locale}.msgpack"))
}

/// A session's render cache file, read and written on threads of their own: the next build's
/// cache is written while the link check and post-build run, and a build reads the last one
/// while it compiles and plans, rather than on the render's path (about 0.1 s each at 10,000
/// pages).
#[derive(Debug)]
pub(crate) struct CacheFileIo {
    cairn_dir: PathBuf,
    locale: String,
    out_dir: PathBuf,
    reading: Option<JoinHandle<RenderCache>>,
    writing: Option<JoinHandle<()>>,
}

impl CacheFileIo {
    /// The file of the builds of `locale` into `out_dir`, in the site's `cairn_dir`.
    pub(crate) fn new(cairn_dir: PathBuf, locale: String, out_dir: PathBuf) -> Self {
        CacheFileIo {
            cairn_dir,
            locale,
            out_dir,
            reading: None,
            writing: None,
        }
    }

    /// Starts reading the cache the last build wrote, once it is written.
    pub(crate) fn start_reading(&mut self) {
        self.wait();
        let (cairn_dir, locale, out_dir) = self.place();
        self.reading = std::thread::Builder::new()
            .name("cairn-render-cache".to_owned())
            .spawn(move || RenderCache::load(&cairn_dir, &locale, &out_dir))
            .ok();
    }

    /// The cache the last build wrote: the one read since `start_reading`, or read now.
    pub(crate) fn read(&mut self) -> RenderCache {
        self.wait();
        match self.reading.take().map(JoinHandle::join) {
            Some(Ok(cache)) => cache,
            _ => RenderCache::load(&self.cairn_dir, &self.locale, &self.out_dir),
        }
    }

    /// Starts writing `next` for the next build.
    pub(crate) fn write(&mut self, next: NextRenderCache) {
        self.wait();
        let (cairn_dir, locale, out_dir) = self.place();
        self.writing = std::thread::Builder::new()
            .name("cairn-render-cache".to_owned())
            .spawn(move || next.save(&cairn_dir, &locale, &out_dir))
            .ok();
    }

    /// Waits until the last cache started is written.
    pub(crate) fn wait(&mut self) {
        if let Some(writing) = self.writing.take() {
            let _ = writing.join();
        }
    }

    fn place(&self) -> (PathBuf, String, PathBuf) {
        (
            self.cairn_dir.clone(),
            self.locale.clone(),
            self.out_dir.clone(),
        )
    }
}

impl Drop for CacheFileIo {
    fn drop(&mut self) {
        // The process may exit right after: the cache is written whole or not at all.
        self.wait();
    }
}

impl RenderCache {
    /// The cache of the last build of `locale` into `out_dir`; empty when there is none, it
    /// cannot be read, or it was for another folder.
    pub(crate) fn load(cairn_dir: &Path, locale: &str, out_dir: &Path) -> RenderCache {
        let Ok(bytes) = std::fs::read(cache_file(cairn_dir, locale)) else {
            return RenderCache::default();
        };
        match rmp_serde::from_slice::<CacheFile>(&bytes) {
            Ok(file) if file.format == FORMAT && file.out_dir == out_dir_name(out_dir) => {
                RenderCache::from_file(file).unwrap_or_default()
            }
            _ => RenderCache::default(),
        }
    }

    /// The cache a file holds; `None` when an index points nowhere.
    fn from_file(file: CacheFile) -> Option<RenderCache> {
        let links: Vec<Arc<str>> = file.links.into_iter().map(Arc::from).collect();
        let linked = |indexes: &[u32]| -> Option<Vec<Arc<str>>> {
            indexes
                .iter()
                .map(|index| links.get(*index as usize).cloned())
                .collect()
        };
        let mut names = Vec::with_capacity(file.markups.len());
        let mut markups = HashMap::with_capacity(file.markups.len());
        for markup in file.markups {
            let name: Arc<str> = markup.name.into();
            let stored = StoredLinks {
                links: linked(&markup.links)?,
                ids: markup.ids,
            };
            markups.insert(Arc::clone(&name), stored);
            names.push(name);
        }
        let pages = file
            .pages
            .into_iter()
            .map(|page| {
                let cached = CachedPage {
                    key: page.key,
                    stamp: page.stamp,
                    links: StoredLinks {
                        links: linked(&page.links)?,
                        ids: page.ids,
                    },
                    markups: page
                        .markups
                        .iter()
                        .map(|index| names.get(*index as usize).cloned())
                        .collect::<Option<_>>()?,
                    no_index: page.no_index,
                    server_content: page.server_content,
                };
                Some((page.path, cached))
            })
            .collect::<Option<_>>()?;
        Some(RenderCache { pages, markups })
    }

    /// The cached page at `path` when it was made from the inputs `key` names.
    pub(crate) fn page(&self, path: &str, key: &str) -> Option<&CachedPage> {
        self.pages.get(path).filter(|page| page.key == key)
    }

    /// The links of the cached page at `path`, its shared markups' read once for every page
    /// that shows them (`markups` holds those already made).
    pub(crate) fn links(
        &self,
        path: &str,
        page: &CachedPage,
        markups: &mut FastMap<Arc<str>, Arc<PageLinks>>,
    ) -> PageLinks {
        let shared = page
            .markups
            .iter()
            .filter_map(|name| {
                if let Some(known) = markups.get(name) {
                    return Some(Arc::clone(known));
                }
                let links = Arc::new(self.markups.get(name)?.page("", Vec::new()));
                markups.insert(Arc::clone(name), Arc::clone(&links));
                Some(links)
            })
            .collect();
        page.links.page(path, shared)
    }
}

/// The next cache, filled as pages are kept or rendered, from any thread.
#[derive(Debug, Default)]
pub(crate) struct NextRenderCache {
    pages: Mutex<HashMap<String, CachedPage>>,
    markups: Mutex<FastMap<Arc<str>, StoredLinks>>,
}

/// What the render learnt of a page it wrote.
pub(crate) struct RenderedEntry<'a> {
    pub key: String,
    pub file: &'a Path,
    pub links: StoredLinks,
    pub markups: Vec<Arc<str>>,
    pub no_index: bool,
    pub server_content: bool,
}

impl NextRenderCache {
    /// A page kept from the previous build, with what the cache held of it and its shared
    /// markups.
    pub(crate) fn keep(&self, path: &str, page: &CachedPage, previous: &RenderCache) {
        let mut markups = lock(&self.markups);
        for name in &page.markups {
            if !markups.contains_key(name)
                && let Some(links) = previous.markups.get(name)
            {
                markups.insert(Arc::clone(name), links.clone());
            }
        }
        drop(markups);
        lock(&self.pages).insert(path.to_owned(), page.clone());
    }

    /// A page this build wrote; not kept when its file cannot be stamped.
    pub(crate) fn rendered(&self, path: &str, entry: RenderedEntry<'_>) {
        let Some(stamp) = FileStamp::of(entry.file) else {
            return;
        };
        let page = CachedPage {
            key: entry.key,
            stamp,
            links: entry.links,
            markups: entry.markups,
            no_index: entry.no_index,
            server_content: entry.server_content,
        };
        lock(&self.pages).insert(path.to_owned(), page);
    }

    /// The markups the rendered pages showed, by name.
    pub(crate) fn add_markups(&self, markups: impl Iterator<Item = (Arc<str>, StoredLinks)>) {
        let mut kept = lock(&self.markups);
        for (name, links) in markups {
            kept.entry(name).or_insert(links);
        }
    }

    /// Writes the cache for the next build of `locale` into `out_dir`, under a temporary
    /// name then renamed, so a build never reads half of one. A cache that cannot be written
    /// costs the next build its renders, nothing else: failures are ignored.
    pub(crate) fn save(self, cairn_dir: &Path, locale: &str, out_dir: &Path) {
        let file = cache_file(cairn_dir, locale);
        let Some(folder) = file.parent() else {
            return;
        };
        let Ok(bytes) = rmp_serde::to_vec(&self.into_file(out_dir)) else {
            return;
        };
        if std::fs::create_dir_all(folder).is_ok() {
            let _ = cairn_render::replace_file(&file, &bytes);
        }
    }

    /// The file form: links and markups numbered in the order pages (sorted by path) meet
    /// them, so the same pages give the same bytes.
    fn into_file(self, out_dir: &Path) -> CacheFile {
        let mut pages: Vec<(String, CachedPage)> = self
            .pages
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner())
            .into_iter()
            .collect();
        pages.sort_unstable_by(|(a, _), (b, _)| a.cmp(b));
        let stored_markups = self
            .markups
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner());
        let mut file = CacheFile {
            format: FORMAT,
            out_dir: out_dir_name(out_dir),
            ..CacheFile::default()
        };
        let mut link_numbers: FastMap<Arc<str>, u32> = FastMap::default();
        let mut number_links = |links: &[Arc<str>], table: &mut Vec<String>| -> Vec<u32> {
            links
                .iter()
                .map(|link| {
                    *link_numbers.entry(Arc::clone(link)).or_insert_with(|| {
                        table.push(link.to_string());
                        (table.len() - 1) as u32
                    })
                })
                .collect()
        };
        let mut markup_numbers: FastMap<Arc<str>, u32> = FastMap::default();
        for (path, page) in pages {
            let mut markups = Vec::with_capacity(page.markups.len());
            for name in &page.markups {
                let Some(stored) = stored_markups.get(name) else {
                    continue;
                };
                let number = match markup_numbers.get(name) {
                    Some(number) => *number,
                    None => {
                        file.markups.push(FileMarkup {
                            name: name.to_string(),
                            links: number_links(&stored.links, &mut file.links),
                            ids: stored.ids.clone(),
                        });
                        let number = (file.markups.len() - 1) as u32;
                        markup_numbers.insert(Arc::clone(name), number);
                        number
                    }
                };
                markups.push(number);
            }
            file.pages.push(FilePage {
                path,
                key: page.key,
                stamp: page.stamp,
                links: number_links(&page.links.links, &mut file.links),
                ids: page.links.ids,
                markups,
                no_index: page.no_index,
                server_content: page.server_content,
            });
        }
        file
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poison| poison.into_inner())
}

/// The output folder's absolute path, the same whether the folder exists yet or not (a
/// first build saves its cache before its output is moved into place).
fn out_dir_name(out_dir: &Path) -> String {
    // Components leave out a trailing separator: `build/fr/` (a locale's folder, named after
    // its base URL) and `build/fr` are one folder.
    let path: PathBuf = std::path::absolute(out_dir)
        .unwrap_or_else(|_| out_dir.to_path_buf())
        .components()
        .collect();
    // The nearest folder above it that exists is resolved, and the rest kept as it is: a
    // first build of several locales writes them into a fresh folder that only takes the
    // output's place once every locale is built, so `build/` may not exist yet when the
    // cache of `build/fr` is saved.
    let mut rest = Vec::new();
    let mut above = path.as_path();
    while let (Some(parent), Some(name)) = (above.parent(), above.file_name()) {
        rest.push(name);
        above = parent;
        if let Ok(mut resolved) = std::fs::canonicalize(above) {
            resolved.extend(rest.iter().rev());
            return resolved.to_string_lossy().into_owned();
        }
    }
    path.to_string_lossy().into_owned()
}

/// What every page's key shares: the engine, the bundle, the shell, the chunks a render may
/// read besides the route's own.
pub(crate) struct PageKeys(blake3::Hasher);

impl PageKeys {
    pub(crate) fn new(
        plan: &Plan,
        shell: &ShellAssets,
        bundle_inputs: &str,
        extra: &[&str],
    ) -> PageKeys {
        let mut hasher = blake3::Hasher::new();
        for part in [
            cairn_content::engine_identity().as_str(),
            bundle_inputs,
            &format!("{shell:?}"),
        ]
        .into_iter()
        .chain(extra.iter().copied())
        {
            update(&mut hasher, part);
        }
        for chunk in plan.global_chunks.iter().chain(&plan.chunks) {
            update(&mut hasher, chunk.hash());
        }
        PageKeys(hasher)
    }

    /// The key of `route`'s page: what the dev server compares, and the route's path.
    pub(crate) fn of(&self, route: &Route, is_not_found: bool) -> String {
        let mut hasher = self.0.clone();
        let data: Vec<(&str, &str)> = route
            .data
            .iter()
            .map(|(key, chunk)| (key.as_str(), chunk.hash()))
            .collect();
        let print = format!(
            "{:?}",
            (
                is_not_found,
                &route.path,
                &route.component,
                data,
                &route.title,
                &route.description,
                &route.content_components,
                &route.head,
                &route.stylesheets,
            )
        );
        update(&mut hasher, &print);
        hasher.finalize().to_hex()[..32].to_owned()
    }
}

/// Each part with its length first, so no two lists of parts hash alike.
fn update(hasher: &mut blake3::Hasher, part: &str) {
    hasher.update(&(part.len() as u64).to_le_bytes());
    hasher.update(part.as_bytes());
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn stored(links: &[&str], ids: &[&str]) -> StoredLinks {
        StoredLinks {
            links: links.iter().map(|link| Arc::from(*link)).collect(),
            ids: ids.iter().map(|id| (*id).to_owned()).collect(),
        }
    }

    #[test]
    fn a_saved_cache_reads_back_for_its_folder_only() {
        let site = tempfile::tempdir().unwrap();
        let (cairn_dir, out) = (site.path().join(".cairn"), site.path().join("build"));
        std::fs::create_dir_all(&out).unwrap();
        let file = out.join("index.html");
        std::fs::write(&file, "<a href=\"/docs/\">Docs</a>").unwrap();

        let next = NextRenderCache::default();
        let sidebar: Arc<str> = "a1b2".into();
        next.add_markups(
            [(Arc::clone(&sidebar), stored(&["/docs/", "/docs/b/"], &[]))].into_iter(),
        );
        for (path, key) in [("/", "k1"), ("/docs/", "k2")] {
            next.rendered(
                path,
                RenderedEntry {
                    key: key.to_owned(),
                    file: &file,
                    links: stored(&["/docs/", "/blog/"], &["top"]),
                    markups: vec![Arc::clone(&sidebar)],
                    no_index: path == "/docs/",
                    server_content: true,
                },
            );
        }
        next.save(&cairn_dir, "en", &out);

        let cache = RenderCache::load(&cairn_dir, "en", &out);
        assert!(cache.page("/", "another key").is_none());
        let page = cache.page("/docs/", "k2").unwrap();
        assert!(page.no_index() && page.server_content());
        assert_eq!(Some(page.stamp()), FileStamp::of(&file).as_ref());
        let mut markups = FastMap::default();
        let links = cache.links("/docs/", page, &mut markups);
        assert_eq!(links.path, "/docs/");
        assert_eq!(links.links.len(), 2);
        assert!(links.ids.contains("top"));
        assert_eq!(links.shared.len(), 1);
        assert_eq!(links.shared[0].links.len(), 2);
        // Both pages show the sidebar: it is read once.
        let home = cache.links("/", cache.page("/", "k1").unwrap(), &mut markups);
        assert!(Arc::ptr_eq(&home.shared[0], &links.shared[0]));

        let elsewhere = site.path().join("elsewhere");
        assert!(
            RenderCache::load(&cairn_dir, "en", &elsewhere)
                .page("/", "k1")
                .is_none()
        );
        assert!(
            RenderCache::load(&cairn_dir, "fr", &out)
                .page("/", "k1")
                .is_none()
        );
    }

    #[test]
    fn a_locale_folder_saved_before_its_parent_exists_is_found_once_it_does() {
        // A first build of two locales saves `build/fr/`'s cache while `build/` is still
        // the staging folder's; the next build looks for `build/fr`.
        let site = tempfile::tempdir().unwrap();
        let cairn_dir = site.path().join(".cairn");
        let named = site.path().join("build").join("fr/");
        let before = out_dir_name(&named);
        std::fs::create_dir_all(site.path().join("build").join("fr")).unwrap();
        assert_eq!(before, out_dir_name(&site.path().join("build").join("fr")));

        let staging = site.path().join("staging");
        std::fs::create_dir_all(staging.join("fr")).unwrap();
        let file = staging.join("fr").join("index.html");
        std::fs::write(&file, "<p>accueil</p>").unwrap();
        let next = NextRenderCache::default();
        next.rendered(
            "/fr/",
            RenderedEntry {
                key: "k".to_owned(),
                file: &file,
                links: stored(&[], &[]),
                markups: Vec::new(),
                no_index: false,
                server_content: false,
            },
        );
        std::fs::remove_dir_all(site.path().join("build")).unwrap();
        next.save(&cairn_dir, "fr", &named);
        // The staging folder then takes the output's place.
        std::fs::rename(&staging, site.path().join("build")).unwrap();
        let cache = RenderCache::load(&cairn_dir, "fr", &site.path().join("build").join("fr"));
        assert!(cache.page("/fr/", "k").is_some());
    }

    #[test]
    fn a_cache_written_on_its_thread_is_what_the_next_read_finds() {
        let site = tempfile::tempdir().unwrap();
        let (cairn_dir, out) = (site.path().join(".cairn"), site.path().join("build"));
        std::fs::create_dir_all(&out).unwrap();
        let file = out.join("index.html");
        std::fs::write(&file, "<p>home</p>").unwrap();
        let mut io = CacheFileIo::new(cairn_dir.clone(), "en".to_owned(), out.clone());
        assert!(io.read().pages.is_empty(), "no cache yet");
        for key in ["first", "second"] {
            let next = NextRenderCache::default();
            next.rendered(
                "/",
                RenderedEntry {
                    key: key.to_owned(),
                    file: &file,
                    links: stored(&[], &[]),
                    markups: Vec::new(),
                    no_index: false,
                    server_content: false,
                },
            );
            io.write(next);
            // Read from the start of the next build: after the write, never half of it.
            io.start_reading();
            assert!(io.read().page("/", key).is_some(), "{key}");
        }
        // Dropped, the session waits for its last write.
        io.write(NextRenderCache::default());
        drop(io);
        let cache = RenderCache::load(&cairn_dir, "en", &out);
        assert!(cache.pages.is_empty());
    }

    #[test]
    fn a_damaged_cache_is_empty() {
        let site = tempfile::tempdir().unwrap();
        let cairn_dir = site.path().join(".cairn");
        std::fs::create_dir_all(cairn_dir.join(RENDER_CACHE_DIR)).unwrap();
        std::fs::write(cache_file(&cairn_dir, "en"), b"not a cache").unwrap();
        let cache = RenderCache::load(&cairn_dir, "en", &site.path().join("build"));
        assert!(cache.pages.is_empty());
    }
}
