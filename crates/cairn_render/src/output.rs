//! How a build puts its files into the output folder.
//!
//! A full build writes a fresh folder that replaces the previous output once everything
//! succeeded. Most files of a rebuild are byte for byte what the previous output holds, and
//! creating a file (a new inode) costs the file system far more than writing its bytes, so
//! such files are hard-linked from the previous output instead: the new folder gets a second
//! name for the same file, and deleting the previous folder afterwards only drops the old
//! name. Nothing is ever written through a link, so the previous output stays exactly as it
//! was until the new one is swapped in.
//!
//! The fresh folder may also be an older output made over ([`ReusedOutput`]): the same rules
//! hold, a path already there is checked to be the right file rather than assumed to be.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::RenderError;
use crate::reused_output::{ReusedOutput, is_same_file};

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
        /// Set when `fresh` is an older output made over, not an empty folder.
        reused: Option<Arc<ReusedOutput>>,
    },
}

impl OutputWrites {
    /// Writes `bytes` to `path`, creating its folder.
    pub fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
        match self {
            OutputWrites::InPlace => {
                create_parent(path)?;
                replace_file(path, bytes)
            }
            OutputWrites::Fresh { .. } => {
                self.record(path);
                if let Some(old) = self.previous_file(path)
                    && plain_file_len(&old) == Some(bytes.len() as u64)
                    && std::fs::read(&old).is_ok_and(|existing| existing == bytes)
                    && self.link(&old, path)
                {
                    return Ok(());
                }
                self.clearing_way(path, || {
                    create_parent(path)?;
                    write_new(path, bytes)
                })
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
        {
            self.record(path);
            if self.link(&old, path) {
                return Ok(());
            }
        }
        self.write(path, bytes)
    }

    /// Copies the file `source` to `path`, creating its folder.
    pub fn copy(&self, source: &Path, path: &Path) -> Result<(), RenderError> {
        if let OutputWrites::Fresh { .. } = self {
            self.record(path);
            if let Some(old) = self.previous_file(path)
                && is_same_content(&old, source)
                && self.link(&old, path)
            {
                return Ok(());
            }
        }
        self.clearing_way(path, || {
            create_parent(path)?;
            if let OutputWrites::Fresh { .. } = self {
                // Never copied through a link to the previous output (a path copied twice, or
                // an older output's file).
                let _ = std::fs::remove_file(path);
            }
            std::fs::copy(source, path)
                .map(drop)
                .map_err(|error| RenderError::Write {
                    path: path.to_path_buf(),
                    source: error,
                })
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
        if FileStamp::of(&old).as_ref() != Some(stamp) {
            return false;
        }
        self.record(path);
        self.link(&old, path)
    }

    /// Removes what an older output made over left in `folder` that this build did not write
    /// (see [`ReusedOutput::remove_unwritten_within`]); nothing to do in another folder.
    pub fn remove_unwritten_within(&self, folder: &Path) -> Result<(), RenderError> {
        match self.reused() {
            Some(reused) => reused
                .remove_unwritten_within(folder)
                .map(drop)
                .map_err(|source| RenderError::Write {
                    path: folder.to_path_buf(),
                    source,
                }),
            None => Ok(()),
        }
    }

    /// Whether `path` is free for this build's file: nothing is there, or only a file an
    /// older output left (see [`ReusedOutput::remove_unwritten`]).
    pub fn is_free(&self, path: &Path) -> bool {
        !path.exists()
            || self
                .reused()
                .is_some_and(|reused| reused.is_left_over(path))
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
            ..
        } = self
        else {
            return None;
        };
        Some(previous.join(path.strip_prefix(fresh).ok()?))
    }

    fn reused(&self) -> Option<&ReusedOutput> {
        match self {
            OutputWrites::Fresh {
                reused: Some(reused),
                ..
            } => Some(reused),
            _ => None,
        }
    }

    /// Tells a reused folder that `path` is one of this build's files.
    fn record(&self, path: &Path) {
        if let Some(reused) = self.reused() {
            reused.record(path);
        }
    }

    /// Gives `path` the previous output's file `old` (another name for it: nothing is copied).
    /// In a reused folder, `path` often is that name already, and whatever else it is is
    /// replaced. Any failure answers no, and the caller writes the file.
    fn link(&self, old: &Path, path: &Path) -> bool {
        let Some(reused) = self.reused() else {
            return create_parent(path).is_ok() && std::fs::hard_link(old, path).is_ok();
        };
        if is_same_file(old, path) {
            return true;
        }
        let link = || {
            create_parent(path).is_ok()
                && match std::fs::hard_link(old, path) {
                    Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {
                        std::fs::remove_file(path).is_ok() && std::fs::hard_link(old, path).is_ok()
                    }
                    linked => linked.is_ok(),
                }
        };
        link() || (reused.clear_way(path) && link())
    }

    /// Runs `write`, and in a reused folder runs it again once what the older output left in
    /// the way of `path` (a folder where the file goes, a file where a folder goes) is gone.
    fn clearing_way(
        &self,
        path: &Path,
        write: impl Fn() -> Result<(), RenderError>,
    ) -> Result<(), RenderError> {
        match (write(), self.reused()) {
            (Err(_), Some(reused)) if reused.clear_way(path) => write(),
            (outcome, _) => outcome,
        }
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

/// Whether the previous output's file `old` holds exactly what `source` holds: the sizes are
/// compared before any byte is read. Any doubt (not a plain file, another size) answers no.
fn is_same_content(old: &Path, source: &Path) -> bool {
    plain_file_len(old)
        .is_some_and(|size| std::fs::metadata(source).is_ok_and(|meta| meta.len() == size))
        && std::fs::read(source)
            .is_ok_and(|bytes| std::fs::read(old).is_ok_and(|existing| existing == bytes))
}

/// The size of `path` when it is a plain file (a symbolic link is not followed).
fn plain_file_len(path: &Path) -> Option<u64> {
    std::fs::symlink_metadata(path)
        .ok()
        .filter(|meta| meta.file_type().is_file())
        .map(|meta| meta.len())
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

    use crate::test_files::write;

    fn read(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap()
    }

    fn fresh(root: &Path) -> OutputWrites {
        OutputWrites::Fresh {
            fresh: root.join("fresh"),
            previous: Some(root.join("previous")),
            reused: None,
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
            reused: None,
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

    /// Writes into `root/fresh`, an older output made over, replacing `root/previous`.
    fn reused(root: &Path) -> (OutputWrites, Arc<ReusedOutput>) {
        let reused = Arc::new(ReusedOutput::new(root.join("fresh")));
        let writes = OutputWrites::Fresh {
            fresh: root.join("fresh"),
            previous: Some(root.join("previous")),
            reused: Some(Arc::clone(&reused)),
        };
        (writes, reused)
    }

    #[cfg(unix)]
    #[test]
    fn in_a_made_over_folder_each_path_becomes_the_right_file_and_the_previous_output_stays() {
        let root = tempfile::tempdir().unwrap();
        let (previous, fresh) = (root.path().join("previous"), root.path().join("fresh"));
        for name in ["kept.html", "same.html", "changed.html", "chunk.json"] {
            write(&previous.join(name), "previous");
        }
        // Already the previous output's file, as a build two builds ago left it.
        std::fs::create_dir_all(&fresh).unwrap();
        for name in ["kept.html", "changed.html"] {
            std::fs::hard_link(previous.join(name), fresh.join(name)).unwrap();
        }
        // Older files of another content.
        write(&fresh.join("same.html"), "two builds ago");
        write(&fresh.join("chunk.json"), "older!!!");
        write(&fresh.join("stale.html"), "older");
        let (writes, reused) = reused(root.path());

        writes.write(&fresh.join("kept.html"), b"previous").unwrap();
        writes.write(&fresh.join("same.html"), b"previous").unwrap();
        writes
            .write(&fresh.join("changed.html"), b"this build")
            .unwrap();
        writes
            .write_named_by_content(&fresh.join("chunk.json"), b"previous")
            .unwrap();
        writes.write(&fresh.join("new.html"), b"new").unwrap();
        for name in ["kept.html", "same.html", "chunk.json"] {
            assert!(same_file(&fresh.join(name), &previous.join(name)), "{name}");
        }
        assert_eq!(read(&fresh.join("changed.html")), "this build");
        // Never written through a link: the previous output is as it was.
        for name in ["kept.html", "same.html", "changed.html", "chunk.json"] {
            assert_eq!(read(&previous.join(name)), "previous", "{name}");
        }
        assert_eq!(reused.remove_unwritten(&[]).unwrap(), 1);
        assert!(!fresh.join("stale.html").exists());
    }

    #[test]
    fn in_a_made_over_folder_a_page_takes_the_place_of_a_file_or_folder_of_another_kind() {
        let root = tempfile::tempdir().unwrap();
        let fresh = root.path().join("fresh");
        write(&fresh.join("guide"), "a file where a folder goes");
        write(&fresh.join("faq/index.html"), "a folder where a file goes");
        write(&root.path().join("static/logo.svg"), "<svg/>");
        write(
            &fresh.join("logo.svg/old.txt"),
            "a folder where a copy goes",
        );
        let (writes, _) = reused(root.path());
        writes
            .write(&fresh.join("guide/index.html"), b"page")
            .unwrap();
        writes.write(&fresh.join("faq"), b"file").unwrap();
        writes
            .copy(
                &root.path().join("static/logo.svg"),
                &fresh.join("logo.svg"),
            )
            .unwrap();
        assert_eq!(read(&fresh.join("guide/index.html")), "page");
        assert_eq!(read(&fresh.join("faq")), "file");
        assert_eq!(read(&fresh.join("logo.svg")), "<svg/>");
    }
}
