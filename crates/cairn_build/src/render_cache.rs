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

use cairn_content::{Plan, Route};
use cairn_render::{FileStamp, ShellAssets};
use serde::{Deserialize, Serialize};

use crate::links::{FastMap, PageLinks, StoredLinks};

/// The folder of the render caches, under the site's `.cairn/`.
const RENDER_CACHE_DIR: &str = "cache/render";

/// Bumped when what a cache file holds changes shape: an older file is then not read.
const FORMAT: u32 = 1;

/// What one build rendered, for the next build of the same locale into the same folder.
#[derive(Debug, Default, Serialize, Deserialize)]
pub(crate) struct RenderCache {
    format: u32,
    /// The output folder the pages were written to: another folder's previous pages are not
    /// these.
    out_dir: String,
    /// By route path.
    pages: HashMap<String, CachedPage>,
    /// The links and ids of the markup pages share (sidebar rows), by the hash of its text.
    markups: HashMap<String, StoredLinks>,
}

/// A page the cache holds.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct CachedPage {
    key: String,
    stamp: FileStamp,
    links: StoredLinks,
    /// The names of the shared markups the page shows.
    markups: Vec<String>,
    no_index: bool,
    server_content: bool,
}

impl CachedPage {
    pub(crate) fn no_index(&self) -> bool {
        self.no_index
    }

    pub(crate) fn server_content(&self) -> bool {
        self.server_content
    }
}

/// The cache file of `locale`'s pages.
fn cache_file(cairn_dir: &Path, locale: &str) -> PathBuf {
    cairn_dir
        .join(RENDER_CACHE_DIR)
        .join(format!("{locale}.msgpack"))
}

impl RenderCache {
    /// The cache of the last build of `locale` into `out_dir`; empty when there is none, it
    /// cannot be read, or it was for another folder.
    pub(crate) fn load(cairn_dir: &Path, locale: &str, out_dir: &Path) -> RenderCache {
        let Ok(bytes) = std::fs::read(cache_file(cairn_dir, locale)) else {
            return RenderCache::default();
        };
        match rmp_serde::from_slice::<RenderCache>(&bytes) {
            Ok(cache) if cache.format == FORMAT && cache.out_dir == out_dir_name(out_dir) => cache,
            _ => RenderCache::default(),
        }
    }

    /// The cached page at `path` when it was made from the inputs `key` names.
    pub(crate) fn page(&self, path: &str, key: &str) -> Option<&CachedPage> {
        self.pages.get(path).filter(|page| page.key == key)
    }

    /// The stamp the page's file had when the build that cached it left it.
    pub(crate) fn stamp(page: &CachedPage) -> &FileStamp {
        &page.stamp
    }

    /// The links of the cached page at `path`, its shared markups' read once for every page
    /// that shows them (`markups` holds those already made).
    pub(crate) fn links(
        &self,
        path: &str,
        page: &CachedPage,
        markups: &mut FastMap<String, Arc<PageLinks>>,
    ) -> PageLinks {
        let shared = page
            .markups
            .iter()
            .filter_map(|name| {
                if let Some(known) = markups.get(name) {
                    return Some(Arc::clone(known));
                }
                let links = Arc::new(self.markups.get(name)?.page("", Vec::new()));
                markups.insert(name.clone(), Arc::clone(&links));
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
            if let Some(links) = previous.markups.get(name)
                && !markups.contains_key(name.as_str())
            {
                markups.insert(name.as_str().into(), links.clone());
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
            markups: entry.markups.iter().map(ToString::to_string).collect(),
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
        let markups = self
            .markups
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner());
        let cache = RenderCache {
            format: FORMAT,
            out_dir: out_dir_name(out_dir),
            pages: self
                .pages
                .into_inner()
                .unwrap_or_else(|poison| poison.into_inner()),
            markups: markups
                .into_iter()
                .map(|(name, links)| (name.to_string(), links))
                .collect(),
        };
        let file = cache_file(cairn_dir, locale);
        let Some(folder) = file.parent() else {
            return;
        };
        let Ok(bytes) = rmp_serde::to_vec(&cache) else {
            return;
        };
        let partial = file.with_extension(format!("partial-{}", std::process::id()));
        let written = std::fs::create_dir_all(folder)
            .and_then(|()| std::fs::write(&partial, bytes))
            .and_then(|()| std::fs::rename(&partial, &file));
        if written.is_err() {
            let _ = std::fs::remove_file(&partial);
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poison| poison.into_inner())
}

/// The output folder's absolute path, the same whether the folder exists yet or not (a
/// first build saves its cache before its output is moved into place).
fn out_dir_name(out_dir: &Path) -> String {
    let absolute = match (out_dir.parent(), out_dir.file_name()) {
        (Some(parent), Some(name)) => std::fs::canonicalize(if parent.as_os_str().is_empty() {
            Path::new(".")
        } else {
            parent
        })
        .map(|parent| parent.join(name)),
        _ => std::fs::canonicalize(out_dir),
    };
    absolute
        .unwrap_or_else(|_| out_dir.to_path_buf())
        .to_string_lossy()
        .into_owned()
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
