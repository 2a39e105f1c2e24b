//! How a build puts its files into the output folder.
//!
//! A full build writes a fresh folder that replaces the previous output once everything
//! succeeded. Most files of a rebuild are byte for byte what the previous output holds, and
//! creating a file (a new inode) costs the file system far more than writing its bytes, so
//! such files are hard-linked from the previous output instead: the new folder gets a second
//! name for the same file, and deleting the previous folder afterwards only drops the old
//! name. Nothing is ever written through a link, so the previous output stays exactly as it
//! was until the new one is swapped in.

use std::path::{Path, PathBuf};

use crate::RenderError;

/// Where files go, and how.
#[derive(Debug, Clone)]
pub enum OutputWrites {
    /// Into the live output folder, which a server may be sending from (a dev server): a
    /// changed file is written beside its place and renamed over it, so no reader sees half
    /// of it.
    InPlace,
    /// Into a fresh folder, `fresh`, that replaces `previous` (when there is one) at the end.
    Fresh {
        fresh: PathBuf,
        previous: Option<PathBuf>,
    },
}

impl OutputWrites {
    /// Writes `bytes` to `path`, creating its folder.
    pub fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
        create_parent(path)?;
        match self {
            OutputWrites::InPlace => replace_file(path, bytes),
            OutputWrites::Fresh { .. } => {
                if let Some(old) = self.previous_file(path)
                    && link_if_same(&old, path, bytes)
                {
                    return Ok(());
                }
                write_new(path, bytes)
            }
        }
    }

    /// [`OutputWrites::write`] for a file whose name is a hash of its bytes (a data chunk): the
    /// previous output's file at the same place holds the same bytes when it has their size,
    /// so it is linked without reading it. A rebuild of 10,000 pages read and compared 10,000
    /// chunks for nothing.
    pub fn write_named_by_content(&self, path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
        if let Some(old) = self.previous_file(path)
            && plain_file_len(&old) == Some(bytes.len() as u64)
            && create_parent(path).is_ok()
            && std::fs::hard_link(&old, path).is_ok()
        {
            return Ok(());
        }
        self.write(path, bytes)
    }

    /// Copies the file `source` to `path`, creating its folder.
    pub fn copy(&self, source: &Path, path: &Path) -> Result<(), RenderError> {
        create_parent(path)?;
        if let OutputWrites::Fresh { .. } = self {
            if let Some(old) = self.previous_file(path)
                && link_if_same_file(&old, path, source)
            {
                return Ok(());
            }
            // Never copied through a link to the previous output (a path copied twice).
            let _ = std::fs::remove_file(path);
        }
        std::fs::copy(source, path)
            .map(drop)
            .map_err(|error| RenderError::Write {
                path: path.to_path_buf(),
                source: error,
            })
    }

    /// Gives `path` the previous output's file at its place, unread: for a page the render
    /// cache knows to be what this build would write, as long as the file is still the one
    /// the build that wrote it left (`stamp`). Answers whether it did; on no, the caller
    /// writes the file.
    pub fn keep_previous(&self, path: &Path, stamp: &FileStamp) -> bool {
        let Some(old) = self.previous_file(path) else {
            return false;
        };
        FileStamp::of(&old).as_ref() == Some(stamp)
            && create_parent(path).is_ok()
            && std::fs::hard_link(&old, path).is_ok()
    }

    /// Whether `path` is already there to keep: in place, a file named by its content hash
    /// that exists holds that content. A fresh folder keeps nothing it did not write.
    pub fn holds(&self, path: &Path) -> bool {
        matches!(self, OutputWrites::InPlace) && path.is_file()
    }

    /// The previous output's file at the place of `path` in the fresh folder.
    fn previous_file(&self, path: &Path) -> Option<PathBuf> {
        let OutputWrites::Fresh {
            fresh,
            previous: Some(previous),
        } = self
        else {
            return None;
        };
        Some(previous.join(path.strip_prefix(fresh).ok()?))
    }
}

/// What tells a file apart from the same path rewritten since: its size, modification time
/// and inode. A hard link to it (a later output that kept it) has the same stamp.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FileStamp {
    len: u64,
    modified_ns: u64,
    inode: u64,
}

impl FileStamp {
    /// The stamp of the plain file at `path` (a symbolic link is not followed).
    pub fn of(path: &Path) -> Option<FileStamp> {
        let meta = std::fs::symlink_metadata(path).ok()?;
        if !meta.file_type().is_file() {
            return None;
        }
        let modified = meta
            .modified()
            .ok()?
            .duration_since(std::time::UNIX_EPOCH)
            .ok()?;
        #[cfg(unix)]
        let inode = std::os::unix::fs::MetadataExt::ino(&meta);
        #[cfg(not(unix))]
        let inode = 0;
        Some(FileStamp {
            len: meta.len(),
            modified_ns: u64::try_from(modified.as_nanos()).ok()?,
            inode,
        })
    }
}

fn create_parent(path: &Path) -> Result<(), RenderError> {
    match path.parent() {
        Some(parent) => std::fs::create_dir_all(parent).map_err(|source| RenderError::Write {
            path: parent.to_path_buf(),
            source,
        }),
        None => Ok(()),
    }
}

/// Gives `path` the previous output's file `old` when it holds exactly `bytes`. Any doubt
/// (not a plain file, another size, another content, a file system without hard links)
/// answers no, and the caller writes the file.
fn link_if_same(old: &Path, path: &Path, bytes: &[u8]) -> bool {
    plain_file_len(old) == Some(bytes.len() as u64) && link_if_identical(old, path, bytes)
}

/// [`link_if_same`] for a copied file: the sizes are compared before any byte is read.
fn link_if_same_file(old: &Path, path: &Path, source: &Path) -> bool {
    plain_file_len(old)
        .is_some_and(|size| std::fs::metadata(source).is_ok_and(|meta| meta.len() == size))
        && std::fs::read(source).is_ok_and(|bytes| link_if_identical(old, path, &bytes))
}

/// The size of `path` when it is a plain file (a symbolic link is not followed).
fn plain_file_len(path: &Path) -> Option<u64> {
    std::fs::symlink_metadata(path)
        .ok()
        .filter(|meta| meta.file_type().is_file())
        .map(|meta| meta.len())
}

/// Links `old` as `path` when its bytes are `bytes` (sizes already known to match).
fn link_if_identical(old: &Path, path: &Path, bytes: &[u8]) -> bool {
    std::fs::read(old).is_ok_and(|existing| existing == bytes)
        && std::fs::hard_link(old, path).is_ok()
}

/// Writes a file of the fresh folder. Should the path already be there (written twice in one
/// build), it is replaced rather than written through: it may be a link to the previous
/// output's file.
fn write_new(path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
    let written = match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
    {
        Ok(mut file) => std::io::Write::write_all(&mut file, bytes),
        Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {
            return replace_file(path, bytes);
        }
        Err(error) => Err(error),
    };
    written.map_err(|source| RenderError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes `bytes` to a new file beside `path`, then renames it over `path`: a reader sees the
/// old file or the new one, never a truncated one.
pub fn replace_file(path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Per thread: two writers of one path must not share the temporary file.
    let temporary = path.with_file_name(format!(
        ".{name}.{}-{:?}.tmp",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::write(&temporary, bytes)
        .and_then(|()| std::fs::rename(&temporary, path))
        .map_err(|source| {
            let _ = std::fs::remove_file(&temporary);
            RenderError::Write {
                path: path.to_path_buf(),
                source,
            }
        })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn write(path: &Path, text: &str) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    fn read(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap()
    }

    fn fresh(root: &Path) -> OutputWrites {
        OutputWrites::Fresh {
            fresh: root.join("fresh"),
            previous: Some(root.join("previous")),
        }
    }

    #[cfg(unix)]
    fn same_file(a: &Path, b: &Path) -> bool {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(a).unwrap().ino() == std::fs::metadata(b).unwrap().ino()
    }

    #[test]
    fn an_unchanged_file_is_the_previous_outputs_file() {
        let root = tempfile::tempdir().unwrap();
        write(&root.path().join("previous/docs/intro/index.html"), "page");
        let path = root.path().join("fresh/docs/intro/index.html");
        fresh(root.path()).write(&path, b"page").unwrap();
        assert_eq!(read(&path), "page");
        #[cfg(unix)]
        assert!(same_file(
            &path,
            &root.path().join("previous/docs/intro/index.html")
        ));
    }

    #[test]
    fn a_changed_file_is_written_and_the_previous_one_is_left_alone() {
        let root = tempfile::tempdir().unwrap();
        let old = root.path().join("previous/index.html");
        write(&old, "old page");
        let path = root.path().join("fresh/index.html");
        // Same size, other bytes: compared, not just measured.
        fresh(root.path()).write(&path, b"new page").unwrap();
        assert_eq!(read(&path), "new page");
        assert_eq!(read(&old), "old page");
        #[cfg(unix)]
        assert!(!same_file(&path, &old));
    }

    #[cfg(unix)]
    #[test]
    fn a_file_named_by_its_content_is_linked_unread_or_written_when_its_size_differs() {
        let root = tempfile::tempdir().unwrap();
        let old = root.path().join("previous/assets/data/3f2a.json");
        write(&old, "{\"a\":1}");
        let writes = fresh(root.path());
        let path = root.path().join("fresh/assets/data/3f2a.json");
        writes.write_named_by_content(&path, b"{\"a\":1}").unwrap();
        assert!(same_file(&path, &old));
        // No previous file of that size: written, the previous one left alone.
        let other = root.path().join("fresh/assets/data/3f2a-other.json");
        write(
            &root.path().join("previous/assets/data/3f2a-other.json"),
            "{}",
        );
        writes
            .write_named_by_content(&other, b"{\"b\":22}")
            .unwrap();
        assert_eq!(read(&other), "{\"b\":22}");
        assert_eq!(
            read(&root.path().join("previous/assets/data/3f2a-other.json")),
            "{}"
        );
    }

    #[test]
    fn writing_a_linked_path_again_never_changes_the_previous_output() {
        let root = tempfile::tempdir().unwrap();
        let old = root.path().join("previous/sitemap.xml");
        write(&old, "same");
        let path = root.path().join("fresh/sitemap.xml");
        let writes = fresh(root.path());
        writes.write(&path, b"same").unwrap();
        writes.write(&path, b"other").unwrap();
        assert_eq!(read(&path), "other");
        assert_eq!(read(&old), "same");
    }

    #[test]
    fn without_a_previous_output_files_are_written() {
        let root = tempfile::tempdir().unwrap();
        let writes = OutputWrites::Fresh {
            fresh: root.path().join("fresh"),
            previous: None,
        };
        let path = root.path().join("fresh/a/b.json");
        writes.write(&path, b"{}").unwrap();
        assert_eq!(read(&path), "{}");
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_in_the_previous_output_is_not_followed() {
        let root = tempfile::tempdir().unwrap();
        let outside = root.path().join("outside.txt");
        write(&outside, "same");
        std::fs::create_dir_all(root.path().join("previous")).unwrap();
        std::os::unix::fs::symlink(&outside, root.path().join("previous/file.txt")).unwrap();
        let path = root.path().join("fresh/file.txt");
        fresh(root.path()).write(&path, b"same").unwrap();
        assert!(!same_file(&path, &outside));
        assert!(
            !std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }

    #[test]
    fn a_copied_file_is_linked_when_unchanged_and_copied_when_not() {
        let root = tempfile::tempdir().unwrap();
        write(&root.path().join("static/logo.svg"), "<svg/>");
        write(&root.path().join("static/new.txt"), "new");
        write(&root.path().join("previous/logo.svg"), "<svg/>");
        write(&root.path().join("previous/new.txt"), "old");
        let writes = fresh(root.path());
        for name in ["logo.svg", "new.txt"] {
            writes
                .copy(
                    &root.path().join("static").join(name),
                    &root.path().join("fresh").join(name),
                )
                .unwrap();
        }
        assert_eq!(read(&root.path().join("fresh/logo.svg")), "<svg/>");
        assert_eq!(read(&root.path().join("fresh/new.txt")), "new");
        assert_eq!(read(&root.path().join("previous/new.txt")), "old");
        #[cfg(unix)]
        assert!(same_file(
            &root.path().join("fresh/logo.svg"),
            &root.path().join("previous/logo.svg")
        ));
    }

    #[test]
    fn in_place_a_file_is_replaced_whole_and_no_temporary_file_is_left() {
        let dir = tempfile::tempdir().unwrap();
        let page = dir.path().join("docs/index.html");
        write(&page, "old page");
        OutputWrites::InPlace.write(&page, b"new page").unwrap();
        assert_eq!(read(&page), "new page");
        let names: Vec<_> = std::fs::read_dir(dir.path().join("docs"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["index.html"]);
    }
}
