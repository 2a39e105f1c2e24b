//! Finding a site's documents and compiling them.

use std::path::{Path, PathBuf};

use cairn_markdown::Compiled;
use rayon::prelude::*;

use crate::error::ContentError;
use crate::versions::DocsVersion;

/// Where stand-alone pages live inside a site; docs folders come from the docs versions.
pub const PAGES_DIR: &str = "src/pages";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentKind {
    Doc,
    MarkdownPage,
}

/// A compiled Markdown file.
#[derive(Debug, Clone)]
pub struct Document {
    pub kind: DocumentKind,
    pub source_path: PathBuf,
    /// The path shown in messages: relative to the site's parent folder (`website/docs/a.md`).
    pub display_path: PathBuf,
    /// Path inside the site with `/` separators (`docs/a.md`, `versioned_docs/version-1/a.md`),
    /// which relative Markdown links are resolved against.
    pub site_path: String,
    /// For docs: the index of their version in `LoadedSite::versions`.
    pub version: Option<usize>,
    /// Path inside its content folder with `/` separators: `guides/setup.md`.
    pub relative_path: String,
    pub compiled: Compiled,
}

/// A page written as a React component under `src/pages/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReactPage {
    pub source_path: PathBuf,
    /// The path shown in messages, like `Document::display_path`.
    pub display_path: PathBuf,
    /// `index.tsx`, `blog/archive.tsx`…
    pub relative_path: String,
}

#[derive(Debug, Clone)]
pub struct LoadedSite {
    pub site_dir: PathBuf,
    /// Every version of every docs instance, as given to `load`.
    pub versions: Vec<DocsVersion>,
    pub documents: Vec<Document>,
    pub react_pages: Vec<ReactPage>,
    /// Total bytes of Markdown read, for throughput figures.
    pub markdown_bytes: usize,
}

struct Source {
    kind: DocumentKind,
    path: PathBuf,
    relative_path: String,
    version: Option<usize>,
}

/// Reads and compiles every document of the site at `site_dir`: the docs of each of
/// `versions` and the pages under `src/pages/`.
pub fn load(site_dir: &Path, versions: &[DocsVersion]) -> Result<LoadedSite, ContentError> {
    let mut sources = Vec::new();
    let mut react_pages = Vec::new();
    for (index, version) in versions.iter().enumerate() {
        for (relative, path) in files_under(&version.source_dir)? {
            if is_markdown(&relative) && !is_private(&relative) {
                sources.push(Source {
                    kind: DocumentKind::Doc,
                    path,
                    relative_path: relative,
                    version: Some(index),
                });
            }
        }
    }
    for (relative, path) in files_under(&site_dir.join(PAGES_DIR))? {
        if is_private(&relative) {
            continue;
        }
        if is_markdown(&relative) {
            sources.push(Source {
                kind: DocumentKind::MarkdownPage,
                path,
                relative_path: relative,
                version: None,
            });
        } else if is_react_page(&relative) {
            react_pages.push(ReactPage {
                display_path: display_path(site_dir, &path),
                source_path: path,
                relative_path: relative,
            });
        }
    }

    let compiler = cairn_markdown::Compiler::new();
    let results: Vec<Result<(Document, usize), ContentError>> = sources
        .into_par_iter()
        .map(|source| {
            let text =
                std::fs::read_to_string(&source.path).map_err(|err| ContentError::Unreadable {
                    path: source.path.clone(),
                    source: err,
                })?;
            let shown_path = display_path(site_dir, &source.path);
            let compiled = compiler.compile(&text, &shown_path)?;
            Ok((
                Document {
                    kind: source.kind,
                    display_path: shown_path,
                    site_path: site_path(site_dir, &source.path),
                    version: source.version,
                    source_path: source.path,
                    relative_path: source.relative_path,
                    compiled,
                },
                text.len(),
            ))
        })
        .collect();

    let mut documents = Vec::with_capacity(results.len());
    let mut markdown_bytes = 0;
    let mut errors = Vec::new();
    for result in results {
        match result {
            Ok((document, bytes)) => {
                markdown_bytes += bytes;
                documents.push(document);
            }
            Err(error) => errors.push(error),
        }
    }
    if let Some(first) = errors.into_iter().next() {
        return Err(first);
    }
    Ok(LoadedSite {
        site_dir: site_dir.to_path_buf(),
        versions: versions.to_vec(),
        documents,
        react_pages,
        markdown_bytes,
    })
}

/// `path` relative to the site, `/`-separated.
fn site_path(site_dir: &Path, path: &Path) -> String {
    path.strip_prefix(site_dir)
        .unwrap_or(path)
        .components()
        .map(|component| component.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Paths in messages are shown relative to the site, as authors think of them.
pub(crate) fn display_path(site_dir: &Path, path: &Path) -> PathBuf {
    let shown = path.strip_prefix(site_dir).unwrap_or(path);
    match site_dir.file_name() {
        Some(name) if site_dir.components().count() > 1 => Path::new(name).join(shown),
        _ => shown.to_path_buf(),
    }
}

/// Files below `root` (sorted, so builds are reproducible), as (relative path, full path).
fn files_under(root: &Path) -> Result<Vec<(String, PathBuf)>, ContentError> {
    if !root.is_dir() {
        return Ok(Vec::new());
    }
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(root)
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

/// Files and folders whose name starts with `_` are partials, drafts or helpers, not pages.
fn is_private(relative: &str) -> bool {
    relative.split('/').any(|segment| segment.starts_with('_'))
}

fn is_markdown(relative: &str) -> bool {
    relative.ends_with(".md") || relative.ends_with(".mdx")
}

fn is_react_page(relative: &str) -> bool {
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
    fn react_page_files() {
        assert!(is_react_page("index.tsx"));
        assert!(is_react_page("blog/archive.jsx"));
        assert!(!is_react_page("types.d.ts"));
        assert!(!is_react_page("index.test.tsx"));
        assert!(!is_react_page("styles.module.css"));
    }
}
