//! Files that documents link to relatively (`![diagram](./img/flow.png)`,
//! `[report](./report.pdf)`): copied to the output under content-hashed names, so they can
//! be cached forever, with their dimensions for images.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::Value;

/// Output folder of copied assets.
const MEDIA_DIR: &str = "assets/media";

/// One file to copy into the output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssetCopy {
    pub source: PathBuf,
    /// Path inside the output folder: `assets/media/flow-1a2b3c4d5e.png`.
    pub output: String,
}

/// Assets found so far, each file once however many documents use it.
#[derive(Debug, Default)]
pub(crate) struct Assets {
    by_source: HashMap<PathBuf, Asset>,
    pub copies: Vec<AssetCopy>,
    /// Processed ideal images, put in place of their paths as documents are resolved.
    pub ideal: Arc<crate::ideal_images::IdealImages>,
}

#[derive(Debug, Clone)]
struct Asset {
    output: String,
    size: Option<(u64, u64)>,
}

/// What a link points at, once resolved.
pub(crate) enum Resolved {
    /// A file to copy; the URL path inside the output and, for images, width and height.
    File {
        output: String,
        size: Option<(u64, u64)>,
    },
    /// The file does not exist.
    Missing(PathBuf),
}

impl Assets {
    /// The assets found so far, to find more on another thread: [`Assets::merge`] adds them back.
    pub fn fork(&self) -> Assets {
        Assets {
            by_source: self.by_source.clone(),
            copies: Vec::new(),
            ideal: Arc::clone(&self.ideal),
        }
    }

    /// Adds the files a fork found that were not known here, in the order it found them.
    pub fn merge(&mut self, fork: Assets) {
        let Assets {
            mut by_source,
            copies,
            ..
        } = fork;
        for copy in copies {
            if self.by_source.contains_key(&copy.source) {
                continue;
            }
            if let Some(asset) = by_source.remove(&copy.source) {
                self.by_source.insert(copy.source.clone(), asset);
                self.copies.push(copy);
            }
        }
    }

    /// Resolves `url` (relative to `document_dir`) to a copied asset.
    pub fn resolve(&mut self, document_dir: &Path, url: &str) -> Resolved {
        let path_part = url.split(['?', '#']).next().unwrap_or(url);
        let decoded = crate::url::percent_decode(path_part);
        let source = document_dir.join(&decoded);
        let Ok(canonical) = source.canonicalize() else {
            return Resolved::Missing(source);
        };
        if !canonical.is_file() {
            return Resolved::Missing(source);
        }
        if let Some(asset) = self.by_source.get(&canonical) {
            return Resolved::File {
                output: asset.output.clone(),
                size: asset.size,
            };
        }
        let Ok(bytes) = std::fs::read(&canonical) else {
            return Resolved::Missing(source);
        };
        let hash = &blake3::hash(&bytes).to_hex()[..10];
        let stem = canonical
            .file_stem()
            .map(|stem| cairn_images::sanitize_file_name(&stem.to_string_lossy()))
            .unwrap_or_else(|| "file".to_owned());
        let output = match canonical.extension() {
            Some(extension) => format!(
                "{MEDIA_DIR}/{stem}-{hash}.{}",
                cairn_images::sanitize_file_name(&extension.to_string_lossy())
            ),
            None => format!("{MEDIA_DIR}/{stem}-{hash}"),
        };
        let size = imagesize::blob_size(&bytes)
            .ok()
            .map(|size| (size.width as u64, size.height as u64));
        self.copies.push(AssetCopy {
            source: canonical.clone(),
            output: output.clone(),
        });
        self.by_source.insert(
            canonical,
            Asset {
                output: output.clone(),
                size,
            },
        );
        Resolved::File { output, size }
    }
}

/// True for URLs that point at a file next to the document: no scheme, not site-absolute,
/// not a page anchor, not a Markdown file (those are links between pages).
pub(crate) fn is_relative_file(url: &str) -> bool {
    let path = url.split(['?', '#']).next().unwrap_or(url);
    let has_scheme = url
        .split_once(':')
        .is_some_and(|(scheme, _)| !scheme.contains('/') && !scheme.is_empty());
    !(path.is_empty()
        || has_scheme
        || url.starts_with('/')
        || url.starts_with('#')
        || path.ends_with(".md")
        || path.ends_with(".mdx"))
}

/// Sets `width` and `height` on an image that has neither, so the page does not shift as it
/// loads.
pub(crate) fn set_dimensions(props: &mut serde_json::Map<String, Value>, size: Option<(u64, u64)>) {
    if let Some((width, height)) = size
        && !props.contains_key("width")
        && !props.contains_key("height")
    {
        props.insert("width".into(), Value::from(width));
        props.insert("height".into(), Value::from(height));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn which_urls_are_files() {
        assert!(is_relative_file("./img/a.png"));
        assert!(is_relative_file("img/a.png?v=1"));
        assert!(is_relative_file("../files/report.pdf"));
        assert!(!is_relative_file("/img/a.png"));
        assert!(!is_relative_file("https://x.dev/a.png"));
        assert!(!is_relative_file("mailto:a@b.c"));
        assert!(!is_relative_file("#top"));
        assert!(!is_relative_file("./other.md#x"));
        assert!(!is_relative_file(""));
    }

    #[test]
    fn files_are_hashed_once_and_measured() {
        let dir = tempfile::tempdir().unwrap();
        // A 3×2 PNG header is enough for the size probe.
        let png: &[u8] = &[
            0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, b'I', b'H', b'D', b'R', 0,
            0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0,
        ];
        std::fs::create_dir_all(dir.path().join("img")).unwrap();
        std::fs::write(dir.path().join("img/My Chart.png"), png).unwrap();
        let mut assets = Assets::default();
        let Resolved::File { output, size } = assets.resolve(dir.path(), "img/My%20Chart.png")
        else {
            panic!("the file exists")
        };
        assert!(
            output.starts_with("assets/media/My-Chart-") && output.ends_with(".png"),
            "{output}"
        );
        assert_eq!(size, Some((3, 2)));
        assert!(matches!(
            assets.resolve(dir.path(), "./img/My Chart.png"),
            Resolved::File { .. }
        ));
        assert_eq!(assets.copies.len(), 1);
        assert!(matches!(
            assets.resolve(dir.path(), "img/none.png"),
            Resolved::Missing(_)
        ));
    }

    #[test]
    fn forks_merge_back_each_new_file_once_in_the_order_found() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["a.pdf", "b.pdf", "c.pdf"] {
            std::fs::write(dir.path().join(name), name).unwrap();
        }
        let mut assets = Assets::default();
        assets.resolve(dir.path(), "a.pdf");
        let mut first = assets.fork();
        let mut second = assets.fork();
        // Known before the forks: not copied again.
        first.resolve(dir.path(), "a.pdf");
        first.resolve(dir.path(), "c.pdf");
        second.resolve(dir.path(), "b.pdf");
        second.resolve(dir.path(), "c.pdf");
        assets.merge(first);
        assets.merge(second);
        let copied: Vec<String> = assets
            .copies
            .iter()
            .map(|copy| {
                copy.source
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(copied, ["a.pdf", "c.pdf", "b.pdf"]);
        assert_eq!(assets.by_source.len(), 3);
    }
}
