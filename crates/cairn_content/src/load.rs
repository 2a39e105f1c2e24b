//! Compiling the Markdown files of every plugin, and the file conventions plugins share.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use cairn_markdown::{Compiled, Compiler, Transforms};
use rayon::prelude::*;

use crate::compile_cache::{CompileCache, Key, PackWriter};
use crate::error::ContentError;
use crate::i18n::Translation;
use crate::partials::{self, Partials};
use crate::plugin::{Plugin, Source, SourceKind};

/// A compiled Markdown file.
#[derive(Debug, Clone)]
pub struct Document {
    /// The plugin it belongs to: its index in the build's plugin list.
    pub plugin: usize,
    /// The plugin's grouping of its files (for docs: the version's index).
    pub group: usize,
    pub source_path: PathBuf,
    /// The path shown in messages: relative to the site's parent folder (`website/docs/a.md`).
    pub display_path: PathBuf,
    /// Path inside the site with `/` separators (`docs/a.md`, `versioned_docs/version-1/a.md`),
    /// which relative Markdown links are resolved against.
    pub site_path: String,
    /// Path inside its content folder with `/` separators: `guides/setup.md`.
    pub relative_path: String,
    /// Whether its text is in the locale being built.
    pub translation: Translation,
    /// The same file's path inside the site in the other folder of its locale: the original
    /// of a translation, or where an original's translation would be (links written in either
    /// folder's terms find its page).
    pub counterpart_site_path: Option<String>,
    pub compiled: Compiled,
    /// Stylesheets its page needs, set by the plugins that process documents (KaTeX's on a
    /// page with formulas).
    pub stylesheets: Vec<String>,
    /// Hash of the source text: an unchanged file is not compiled again.
    pub source_hash: blake3::Hash,
    pub bytes: usize,
}

/// A page written as a React component (under `src/pages/`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentFile {
    pub plugin: usize,
    pub group: usize,
    pub source_path: PathBuf,
    /// The path shown in messages, like `Document::display_path`.
    pub display_path: PathBuf,
    /// `index.tsx`, `blog/archive.tsx`…
    pub relative_path: String,
}

/// Every plugin's compiled files.
#[derive(Debug, Clone)]
pub struct LoadedSite {
    pub site_dir: PathBuf,
    pub documents: Vec<Document>,
    pub components: Vec<ComponentFile>,
    /// Markdown files the documents include (`import Warning from './_warning.mdx'`).
    pub partials: Partials,
    /// Total bytes of Markdown read, for throughput figures.
    pub markdown_bytes: usize,
    /// How many documents were compiled (the others were unchanged since the last load, or
    /// found in the compile cache on disk).
    pub compiled_count: usize,
    /// The compile cache entries this load used, and the loads of other locales before it
    /// in one build (see [`load_locale`]).
    pub(crate) used_keys: HashSet<Key>,
}

impl LoadedSite {
    /// Every compiled Markdown file: the documents, then the partials they include.
    pub fn markdown_files(&self) -> impl Iterator<Item = &Document> {
        self.documents.iter().chain(self.partials.values())
    }

    /// Every compiled Markdown file, to change (formulas get their HTML).
    pub fn markdown_files_mut(&mut self) -> impl Iterator<Item = &mut Document> {
        self.documents.iter_mut().chain(self.partials.values_mut())
    }

    /// The documents of one plugin, in the order of its sources.
    pub fn documents_of(&self, plugin: usize) -> impl Iterator<Item = &Document> {
        self.documents
            .iter()
            .filter(move |document| document.plugin == plugin)
    }
}

/// Reads and compiles the Markdown files of every plugin, in parallel with one shared compiler.
/// With `previous`, a file whose text is unchanged keeps its compiled document; else a document
/// compiled by an earlier build is read from the compile cache (`.cairn/cache/compile/`, see
/// [`crate::compile_cache`]). Every file that fails to compile is reported, not only the first.
pub fn load(
    site_dir: &Path,
    plugins: &[Box<dyn Plugin>],
    compiler: &Compiler,
    previous: Option<LoadedSite>,
) -> Result<LoadedSite, ContentError> {
    let disk = CompileCache::open(site_dir, compiler.options());
    let mode = if previous.is_none() {
        CacheUse::ReadAndPrune
    } else {
        CacheUse::WriteOnly
    };
    load_with_cache(site_dir, plugins, compiler, previous, disk, mode)
}

/// [`load`] for one locale of a build of several: `other_locale` is the load of the locale
/// built before this one, whose documents this one takes over when their file and text are
/// the same (an untranslated page is compiled once for every locale). The compile cache on
/// disk is read for the others (the translations); entries that none of the build's loads
/// used are pruned only by the `last` one.
pub fn load_locale(
    site_dir: &Path,
    plugins: &[Box<dyn Plugin>],
    compiler: &Compiler,
    other_locale: Option<LoadedSite>,
    last: bool,
) -> Result<LoadedSite, ContentError> {
    let disk = CompileCache::open(site_dir, compiler.options());
    let mode = if last {
        CacheUse::ReadAndPrune
    } else {
        CacheUse::Read
    };
    load_with_cache(site_dir, plugins, compiler, other_locale, disk, mode)
}

/// What a load does with the compile cache on disk besides adding the entries it compiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CacheUse {
    /// Reads it, then drops the entries no load of the build used.
    ReadAndPrune,
    /// Reads it.
    Read,
    /// A session's later load: only files changed since its last load are compiled, and
    /// those were hardly compiled before, so reading the packs would only cost time.
    WriteOnly,
}

/// [`load`] for a look at a site that must leave it as it was (`cairn migrate docusaurus
/// --check`): the compile cache is read when there is one, but nothing is written to the site.
pub fn load_read_only(
    site_dir: &Path,
    plugins: &[Box<dyn Plugin>],
    compiler: &Compiler,
) -> Result<LoadedSite, ContentError> {
    let disk = CompileCache::open(site_dir, compiler.options()).read_only();
    load_with_cache(site_dir, plugins, compiler, None, disk, CacheUse::Read)
}

fn load_with_cache(
    site_dir: &Path,
    plugins: &[Box<dyn Plugin>],
    compiler: &Compiler,
    previous: Option<LoadedSite>,
    mut disk: CompileCache,
    cache_use: CacheUse,
) -> Result<LoadedSite, ContentError> {
    let mut markdown = Vec::new();
    let mut components = Vec::new();
    for (plugin, owner) in plugins.iter().enumerate() {
        for source in owner.sources()? {
            match source.kind {
                SourceKind::Markdown => markdown.push((plugin, source)),
                SourceKind::Component => components.push(ComponentFile {
                    plugin,
                    group: source.group,
                    display_path: display_path(site_dir, &source.path),
                    source_path: source.path,
                    relative_path: source.relative_path,
                }),
            }
        }
    }
    let mut used = HashSet::new();
    let (mut cache, previous_partials): (HashMap<PathBuf, Document>, Partials) = previous
        .map(|site| {
            if cache_use != CacheUse::WriteOnly {
                used = site.used_keys;
            }
            let documents = site
                .documents
                .into_iter()
                .map(|document| (document.source_path.clone(), document))
                .collect();
            (documents, site.partials)
        })
        .unwrap_or_default();
    let cached: Vec<Option<Document>> = markdown
        .iter()
        .map(|(_, source)| cache.remove(&source.path))
        .collect();

    // New entries go to one pack, which the compiling threads add to as they go: a writer
    // thread fed by a channel cost a wake-up per document and freed every entry on another
    // thread than the one that made it.
    let pack = Mutex::new(disk.writer());
    // The site's remark plugins for each plugin's documents (`docs/default`, `blog/news`).
    let transforms: Vec<Option<&Transforms>> = plugins
        .iter()
        .map(|plugin| compiler.transforms_for(&format!("{}/{}", plugin.name(), plugin.id())))
        .collect();
    let results = compile_all(
        site_dir,
        compiler,
        &transforms,
        markdown,
        cached,
        cache_use != CacheUse::WriteOnly,
        &disk,
        &pack,
    );
    pack.into_inner()
        .unwrap_or_else(PoisonError::into_inner)
        .finish();
    let mut documents = Vec::with_capacity(results.len());
    let mut errors = Vec::new();
    let mut compiled_count = 0;
    used.reserve(results.len());
    for result in results {
        match result {
            Ok((document, key, compiled)) => {
                compiled_count += usize::from(compiled);
                used.insert(key);
                documents.push(document);
            }
            Err(error) => errors.push(error),
        }
    }
    if !errors.is_empty() {
        return Err(ContentError::many(once_per_plugin_failure(errors)));
    }
    // Every load lists every plugin's sources, so entries no document used are garbage: older
    // texts of changed files, deleted files. Only a process's first load prunes: a dev server
    // rebuilding after each save should not read the packs each time, and what its saves
    // leave behind is pruned when it next starts.
    if cache_use == CacheUse::ReadAndPrune {
        disk.prune(&used);
    }
    let partials = partials::load(site_dir, &documents, compiler, previous_partials)?;
    Ok(LoadedSite {
        site_dir: site_dir.to_path_buf(),
        partials,
        markdown_bytes: documents.iter().map(|document| document.bytes).sum(),
        documents,
        components,
        compiled_count,
        used_keys: used,
    })
}

/// The errors with one remark or rehype plugin failure kept once: a plugin that cannot load
/// fails on every document it would have changed, with the same message.
fn once_per_plugin_failure(errors: Vec<ContentError>) -> Vec<ContentError> {
    let mut seen = HashSet::new();
    errors
        .into_iter()
        .filter(|error| match error {
            ContentError::Markdown(compile) => match compile.as_ref() {
                cairn_markdown::CompileError::TreePlugins { message, .. }
                    if message.contains("in `load`") || message.contains("in `attach`") =>
                {
                    seen.insert(message.clone())
                }
                _ => true,
            },
            _ => true,
        })
        .collect()
}

/// What compiling one source gives: the document, its cache key, whether it was compiled.
type LoadedSource = Result<(Document, Key, bool), ContentError>;

/// Reads every Markdown source and compiles it, unless `cached` (the previous load's document,
/// when its text is unchanged) or, when `read_disk`, the compile cache on disk has it. New
/// cache entries are added to `pack`. A session's later loads do not read the disk: a file
/// whose text changed since the session's last load was hardly compiled before, and reading
/// the packs for it would cost a dev server time on every save.
#[allow(clippy::too_many_arguments)] // One call site; a struct would only rename them.
fn compile_all(
    site_dir: &Path,
    compiler: &Compiler,
    transforms: &[Option<&Transforms>],
    markdown: Vec<(usize, Source)>,
    cached: Vec<Option<Document>>,
    read_disk: bool,
    disk: &CompileCache,
    pack: &Mutex<PackWriter<'_>>,
) -> Vec<LoadedSource> {
    markdown
        .into_par_iter()
        .zip(cached)
        .map(|((plugin, source), cached)| {
            let text =
                ContentError::read_text(&source.path, &display_path(site_dir, &source.path))?;
            let source_hash = blake3::hash(text.as_bytes());
            let transform = transforms.get(plugin).copied().flatten();
            let transform_id = transform.map(Transforms::id);
            if let Some(mut document) = cached.filter(|cached| cached.source_hash == source_hash) {
                document.plugin = plugin;
                document.group = source.group;
                document.relative_path = source.relative_path;
                document.translation = source.translation;
                document.counterpart_site_path = source
                    .counterpart
                    .as_deref()
                    .map(|path| site_path(site_dir, path));
                let key = disk.key_transformed(
                    &source_hash,
                    &document.site_path,
                    &document.display_path,
                    transform_id,
                );
                return Ok((document, key, false));
            }
            let shown_path = display_path(site_dir, &source.path);
            let in_site = site_path(site_dir, &source.path);
            let key = disk.key_transformed(&source_hash, &in_site, &shown_path, transform_id);
            let (compiled, is_new) = match read_disk.then(|| disk.get(&key)).flatten() {
                Some(compiled) => (compiled, false),
                None => {
                    let compiled =
                        compiler.compile_transformed(&text, &shown_path, &in_site, transform)?;
                    if let Some(bytes) = CompileCache::entry(&compiled) {
                        pack.lock()
                            .unwrap_or_else(PoisonError::into_inner)
                            .add(&key, &bytes);
                    }
                    (compiled, true)
                }
            };
            Ok((
                Document {
                    plugin,
                    group: source.group,
                    display_path: shown_path,
                    site_path: in_site,
                    source_path: source.path,
                    relative_path: source.relative_path,
                    translation: source.translation,
                    counterpart_site_path: source
                        .counterpart
                        .as_deref()
                        .map(|path| site_path(site_dir, path)),
                    compiled,
                    stylesheets: Vec::new(),
                    source_hash,
                    bytes: text.len(),
                },
                key,
                is_new,
            ))
        })
        .collect()
}

/// `path` relative to the site, `/`-separated. A file outside the site (a docs folder at
/// `../docs`, as monorepos keep it) starts with `../`.
pub(crate) fn site_path(site_dir: &Path, path: &Path) -> String {
    relative_path(site_dir, path)
        .components()
        .map(|component| component.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Paths in messages are shown relative to the site's parent folder, as authors think of
/// them: `website/docs/a.md`, or `docs/a.md` for a docs folder beside the site.
pub(crate) fn display_path(site_dir: &Path, path: &Path) -> PathBuf {
    let shown = relative_path(site_dir, path);
    match site_dir.file_name() {
        Some(name) if site_dir.components().count() > 1 => normalize(&Path::new(name).join(shown)),
        _ => shown,
    }
}

/// `path` relative to `base`, worked out from the paths as written (no file system access):
/// `..` leads where `path` leaves `base`. An absolute `path` against a relative `base` (or the
/// other way round) has no relative form and is returned as is.
pub(crate) fn relative_path(base: &Path, path: &Path) -> PathBuf {
    let base = normalize(base);
    let path = normalize(path);
    if base.is_absolute() != path.is_absolute() {
        return path;
    }
    let base_parts: Vec<_> = base.components().collect();
    let path_parts: Vec<_> = path.components().collect();
    let common = base_parts
        .iter()
        .zip(&path_parts)
        .take_while(|(a, b)| a == b)
        .count();
    let mut relative = PathBuf::new();
    for _ in common..base_parts.len() {
        relative.push("..");
    }
    for part in &path_parts[common..] {
        relative.push(part.as_os_str());
    }
    relative
}

/// `a/./b/../c` → `a/c`; `..` that would leave the start of a relative path is kept.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut parts: Vec<Component<'_>> = Vec::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => match parts.last() {
                Some(Component::Normal(_)) => {
                    parts.pop();
                }
                Some(Component::RootDir | Component::Prefix(_)) => {}
                _ => parts.push(component),
            },
            other => parts.push(other),
        }
    }
    parts.iter().collect()
}

/// Files below `root` (sorted, so builds are reproducible), as (relative path, full path).
pub(crate) fn files_under(root: &Path) -> Result<Vec<(String, PathBuf)>, ContentError> {
    if !root.is_dir() {
        return Ok(Vec::new());
    }
    let mut files = Vec::new();
    // Symbolic links are followed, as Docusaurus's globs follow them: a doc linked in from
    // elsewhere (shared between sites) is a doc. A link to nowhere, or a loop, is an error.
    for entry in walkdir::WalkDir::new(root)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| {
            let name = entry.file_name().to_string_lossy();
            entry.depth() == 0 || !(name.starts_with('.') || name == "node_modules")
        })
    {
        let entry = entry.map_err(|err| ContentError::Unreadable {
            path: err.path().unwrap_or(root).to_path_buf(),
            source: err.into(),
        })?;
        if !entry.file_type().is_file() {
            continue;
        }
        let relative = entry
            .path()
            .strip_prefix(root)
            .unwrap_or(entry.path())
            .components()
            .map(|component| component.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        files.push((relative, entry.path().to_path_buf()));
    }
    Ok(files)
}

/// One matcher for the globs of an instance's `include` or `exclude` (`setting`). As in
/// Docusaurus, `*` stays inside one folder and `**` crosses folders; `{md,mdx}` lists
/// alternatives.
pub(crate) fn glob_set(
    instance: &str,
    setting: &'static str,
    globs: &[String],
) -> Result<globset::GlobSet, ContentError> {
    let mut set = globset::GlobSetBuilder::new();
    for glob in globs {
        let compiled = globset::GlobBuilder::new(glob)
            .literal_separator(true)
            .build()
            .map_err(|error| ContentError::InvalidGlob {
                instance: instance.to_owned(),
                setting,
                glob: glob.clone(),
                message: error.kind().to_string(),
            })?;
        set.add(compiled);
    }
    set.build().map_err(|error| ContentError::InvalidGlob {
        instance: instance.to_owned(),
        setting,
        glob: globs.join(", "),
        message: error.to_string(),
    })
}

/// Files and folders whose name starts with `_` are partials, drafts or helpers, not pages.
pub(crate) fn is_private(relative: &str) -> bool {
    relative.split('/').any(|segment| segment.starts_with('_'))
}

pub(crate) fn is_markdown(relative: &str) -> bool {
    relative.ends_with(".md") || relative.ends_with(".mdx")
}

pub(crate) fn is_react_page(relative: &str) -> bool {
    let is_script = [".tsx", ".jsx", ".ts", ".js"]
        .iter()
        .any(|extension| relative.ends_with(extension));
    let is_excluded =
        relative.ends_with(".d.ts") || relative.contains(".test.") || relative.contains(".spec.");
    is_script && !is_excluded
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_outside_the_site_lead_with_parent_folders() {
        let site = Path::new("/work/repo/website");
        let inside = site.join("docs/a.md");
        let beside = site.join("../docs/a.md");
        assert_eq!(site_path(site, &inside), "docs/a.md");
        assert_eq!(site_path(site, &beside), "../docs/a.md");
        assert_eq!(
            site_path(site, Path::new("/work/repo/packages/x/docs/a.md")),
            "../packages/x/docs/a.md"
        );
        assert_eq!(display_path(site, &inside), Path::new("website/docs/a.md"));
        assert_eq!(display_path(site, &beside), Path::new("docs/a.md"));
        assert_eq!(
            display_path(Path::new("website"), Path::new("website/../docs/a.md")),
            Path::new("../docs/a.md")
        );
    }

    #[test]
    fn react_page_files() {
        assert!(is_react_page("index.tsx"));
        assert!(is_react_page("blog/archive.jsx"));
        assert!(!is_react_page("types.d.ts"));
        assert!(!is_react_page("index.test.tsx"));
        assert!(!is_react_page("styles.module.css"));
    }
}
