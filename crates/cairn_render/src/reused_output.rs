//! An older output folder made over into a new build's, instead of a fresh folder.
//!
//! Most files of a rebuild are the previous output's, and in a fresh folder each of them
//! costs a new folder entry (a hard link) and each page a new folder: at 10,000 pages, a
//! rebuild that changed one page spent over a second creating 10,000 folders and 30,000 links,
//! and more deleting the output they replaced. The output before the previous one already
//! holds those folders and, hard-linked, the very same files: made over, it needs a `stat`
//! per kept file. Everything the build gives it is recorded, and what the build did not give
//! it is removed before anything reads the folder ([`ReusedOutput::remove_unwritten`]).

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// A folder that started as an older output, and the files this build gave it.
#[derive(Debug)]
pub struct ReusedOutput {
    root: PathBuf,
    written: Mutex<HashSet<PathBuf>>,
    /// The files the folder held when the build took it, listed on a thread of its own while
    /// the build writes: only they can be left over.
    listing: Mutex<Option<JoinHandle<std::io::Result<Vec<PathBuf>>>>>,
    /// The older files left for the outputs that own their folders.
    deferred: Mutex<HashSet<PathBuf>>,
}

impl ReusedOutput {
    /// Takes the older output in `root`, and starts listing its files.
    pub fn new(root: PathBuf) -> Self {
        let folder = root.clone();
        let listing = std::thread::Builder::new()
            .name("cairn-list-output".to_owned())
            .spawn(move || list_files(&folder))
            .ok();
        ReusedOutput {
            root,
            written: Mutex::new(HashSet::new()),
            listing: Mutex::new(listing),
            deferred: Mutex::new(HashSet::new()),
        }
    }

    /// `path` is one of this build's files: it stays.
    pub(crate) fn record(&self, path: &Path) {
        self.written().insert(path.to_path_buf());
    }

    fn written(&self) -> MutexGuard<'_, HashSet<PathBuf>> {
        self.written.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Removes what the older output left where `path` must go: a file where one of its
    /// folders must be, a folder where it must be, and makes its folders writable. Never
    /// anything this build wrote. Answers whether there was something to clear, so that the
    /// write that failed is worth trying again.
    pub(crate) fn clear_way(&self, path: &Path) -> bool {
        let Ok(relative) = path.strip_prefix(&self.root) else {
            return false;
        };
        let mut cleared = false;
        let mut folder = self.root.clone();
        let mut components = relative.components().peekable();
        while let Some(component) = components.next() {
            let is_last = components.peek().is_none();
            let _ = make_writable(&folder).map(|changed| cleared |= changed);
            folder.push(component);
            let Ok(meta) = std::fs::symlink_metadata(&folder) else {
                return cleared;
            };
            if is_last {
                if meta.is_dir() && !self.holds_within(&folder) {
                    return remove_tree(&folder).is_ok();
                }
            } else if !meta.is_dir() {
                return !self.written().contains(&folder) && std::fs::remove_file(&folder).is_ok();
            }
        }
        cleared
    }

    /// Whether this build wrote a file inside `folder`.
    fn holds_within(&self, folder: &Path) -> bool {
        self.written()
            .iter()
            .any(|path| path != folder && path.starts_with(folder))
    }

    /// Removes every file the older output held that this build did not write, and the
    /// folders that leaves empty; returns how many files it removed. Called once the build
    /// wrote every file it writes before anything reads the folder, but for the files under
    /// `later` (folders the post-build outputs own), which wait for
    /// [`ReusedOutput::remove_unwritten_within`].
    pub fn remove_unwritten(&self, later: &[PathBuf]) -> std::io::Result<usize> {
        let listing = self
            .listing
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        let files = match listing {
            Some(listing) => listing
                .join()
                .map_err(|_| std::io::Error::other("listing the older output failed"))??,
            None => list_files(&self.root)?,
        };
        let written = self.written();
        let (deferred, stale): (Vec<PathBuf>, Vec<PathBuf>) = files
            .into_iter()
            .filter(|path| !written.contains(path))
            .partition(|path| later.iter().any(|folder| path.starts_with(folder)));
        drop(written);
        self.deferred().extend(deferred);
        remove_files(&self.root, &stale)
    }

    /// Removes the files the older output held in `folder` that this build did not write,
    /// once the outputs that own the folder wrote theirs.
    pub fn remove_unwritten_within(&self, folder: &Path) -> std::io::Result<usize> {
        let written = self.written();
        let mut deferred = self.deferred();
        let stale: Vec<PathBuf> = deferred
            .iter()
            .filter(|path| path.starts_with(folder) && !written.contains(*path))
            .cloned()
            .collect();
        deferred.retain(|path| !path.starts_with(folder));
        drop((written, deferred));
        remove_files(&self.root, &stale)
    }

    /// Whether `path` holds a file the older output left that this build has not written
    /// (yet): one it may write.
    pub(crate) fn is_left_over(&self, path: &Path) -> bool {
        // One lock at a time: `remove_unwritten_within` takes them in the other order.
        let deferred = self.deferred().contains(path);
        deferred && !self.written().contains(path)
    }

    fn deferred(&self) -> MutexGuard<'_, HashSet<PathBuf>> {
        self.deferred.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Removes the files `stale` of the folder `root`, then the folders that leaves empty;
/// returns how many files were there to remove. The listing runs while the build writes,
/// so it may hold a temporary file already renamed into place: gone, and not counted.
fn remove_files(root: &Path, stale: &[PathBuf]) -> std::io::Result<usize> {
    use rayon::prelude::*;
    let removed = stale
        .par_iter()
        .map(|path| {
            remove_entry(path, |path| std::fs::remove_file(path)).or_else(|error| {
                // This build put a folder there, or a file where one of its folders was:
                // the older file is gone with it.
                match std::fs::symlink_metadata(path) {
                    Ok(meta) if meta.is_dir() => Ok(false),
                    Err(_) => Ok(false),
                    Ok(_) => Err(error),
                }
            })
        })
        .try_fold(
            || 0,
            |count, removed| removed.map(|was| count + usize::from(was)),
        )
        .try_reduce(|| 0, |a, b| Ok(a + b))?;
    // The folders of removed files, deepest first; a folder still holding anything (this
    // build's files) is not empty, and stays.
    let mut folders: Vec<&Path> = stale
        .iter()
        .flat_map(|path| path.ancestors().skip(1))
        .filter(|folder| folder.starts_with(root) && *folder != root)
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    folders.sort_unstable_by_key(|folder| std::cmp::Reverse(folder.components().count()));
    for folder in folders {
        let _ = remove_entry(folder, |path| std::fs::remove_dir(path));
    }
    Ok(removed)
}

/// Every file under `root` (a symbolic link is a file: never followed).
fn list_files(root: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(root).min_depth(1) {
        let entry = entry.map_err(std::io::Error::other)?;
        if !entry.file_type().is_dir() {
            files.push(entry.into_path());
        }
    }
    Ok(files)
}

/// Removes `path`, first giving the owner back the right to change its folder when it was
/// made read-only (by a deploy step, or `chmod -R a-w`). A path already gone is fine: answers
/// whether there was one to remove.
fn remove_entry(path: &Path, remove: fn(&Path) -> std::io::Result<()>) -> std::io::Result<bool> {
    let outcome = match remove(path) {
        Err(error) if error.kind() == std::io::ErrorKind::PermissionDenied => {
            let folder = path.parent().unwrap_or(path);
            make_writable(folder).and_then(|_| remove(path))
        }
        other => other,
    };
    match outcome {
        Ok(()) => Ok(true),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(error) => Err(error),
    }
}

/// Deletes a folder and everything in it, its subfolders in parallel: an output of ten
/// thousand pages is as many folders, and deleting them one after the other took seconds.
pub fn remove_tree(path: &Path) -> std::io::Result<()> {
    use rayon::prelude::*;
    make_writable(path)?;
    let entries = std::fs::read_dir(path)?.collect::<std::io::Result<Vec<_>>>()?;
    entries.par_iter().try_for_each(|entry| {
        if entry.file_type()?.is_dir() {
            remove_tree(&entry.path())
        } else {
            std::fs::remove_file(entry.path())
        }
    })?;
    std::fs::remove_dir(path)
}

/// A folder whose owner cannot write to it cannot be emptied; the owner may give the right
/// back, so it does. Answers whether it had to.
pub fn make_writable(dir: &Path) -> std::io::Result<bool> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mut permissions = std::fs::symlink_metadata(dir)?.permissions();
        if permissions.mode() & 0o700 != 0o700 {
            permissions.set_mode(permissions.mode() | 0o700);
            std::fs::set_permissions(dir, permissions)?;
            return Ok(true);
        }
    }
    #[cfg(not(unix))]
    let _ = dir;
    Ok(false)
}

/// Whether `a` and `b` are names of one file (neither a symbolic link followed).
pub(crate) fn is_same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::symlink_metadata(a), std::fs::symlink_metadata(b)) {
            (Ok(a), Ok(b)) => a.is_file() && a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (a, b);
        false
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    use crate::test_files::write;

    /// Every file and folder under `root`, relative, folders ending in `/`.
    fn tree(root: &Path) -> Vec<String> {
        let mut names = Vec::new();
        for entry in walkdir::WalkDir::new(root).min_depth(1) {
            let entry = entry.unwrap();
            let relative = entry.path().strip_prefix(root).unwrap().to_string_lossy();
            let slash = if entry.file_type().is_dir() { "/" } else { "" };
            names.push(format!("{relative}{slash}"));
        }
        names.sort();
        names
    }

    #[test]
    fn a_listed_file_gone_before_the_sweep_is_not_counted() {
        // The listing runs while the build writes: it can see a temporary file that is
        // renamed into place before the sweep.
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        write(&root.join("stale.html"), "older");
        let listed = [root.join("stale.html"), root.join(".page.html.1-tmp")];
        assert_eq!(remove_files(&root, &listed).unwrap(), 1);
        assert!(tree(&root).is_empty());
    }

    #[test]
    fn what_the_build_did_not_write_goes_with_the_folders_that_leaves_empty() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        for path in [
            "docs/a/index.html",
            "docs/b/index.html",
            "gone/x/index.html",
        ] {
            write(&root.join(path), "page");
        }
        write(&root.join("sitemap.xml"), "old");
        std::fs::create_dir_all(root.join("empty")).unwrap();
        let reused = ReusedOutput::new(root.clone());
        reused.record(&root.join("docs/a/index.html"));
        // Recorded by a path written in pieces: the same path.
        reused.record(&root.join("docs").join("c/index.html"));
        write(&root.join("docs/c/index.html"), "new");

        assert_eq!(reused.remove_unwritten(&[]).unwrap(), 3);
        assert_eq!(
            tree(&root),
            [
                "docs/",
                "docs/a/",
                "docs/a/index.html",
                "docs/c/",
                "docs/c/index.html",
                "empty/"
            ]
        );
    }

    #[test]
    fn the_files_of_a_folder_an_output_owns_wait_for_its_files() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        for path in [
            "index/a.pf",
            "index/b.pf",
            "fragment/old.pf",
            "docs/gone.html",
        ] {
            write(&root.join("pagefind").join(path), "older");
        }
        let reused = ReusedOutput::new(root.clone());
        let owned = root.join("pagefind");
        assert_eq!(
            reused
                .remove_unwritten(std::slice::from_ref(&owned))
                .unwrap(),
            0
        );
        assert_eq!(tree(&owned).len(), 7, "{:?}", tree(&owned));
        // Until the owner writes, its folder's older files are free for it to replace.
        assert!(reused.is_left_over(&owned.join("index/a.pf")));
        reused.record(&owned.join("index/a.pf"));
        assert!(!reused.is_left_over(&owned.join("index/a.pf")));
        reused.record(&owned.join("fragment/new.pf"));
        write(&owned.join("fragment/new.pf"), "new");

        assert_eq!(reused.remove_unwritten_within(&owned).unwrap(), 3);
        assert_eq!(
            tree(&owned),
            ["fragment/", "fragment/new.pf", "index/", "index/a.pf"]
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_folder_of_the_older_output_is_emptied_all_the_same() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        write(&root.join("docs/old/index.html"), "old");
        for folder in [root.join("docs/old"), root.join("docs")] {
            std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o555)).unwrap();
        }
        let reused = ReusedOutput::new(root.clone());
        assert_eq!(reused.remove_unwritten(&[]).unwrap(), 1);
        assert_eq!(tree(&root), Vec::<String>::new());
    }

    #[test]
    fn the_way_is_cleared_of_the_older_output_but_never_of_this_builds_files() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        let reused = ReusedOutput::new(root.clone());
        // A file where a folder must go.
        write(&root.join("guide"), "old file");
        assert!(reused.clear_way(&root.join("guide/index.html")));
        assert!(!root.join("guide").exists());
        // A folder where a file must go, with what it held.
        write(&root.join("faq/index.html"), "old page");
        assert!(reused.clear_way(&root.join("faq")));
        assert!(!root.join("faq").exists());
        // Nothing in the way: nothing to try again.
        assert!(!reused.clear_way(&root.join("new/index.html")));

        // This build's own file, or a folder holding one, is never cleared away.
        write(&root.join("notes"), "this build's");
        reused.record(&root.join("notes"));
        assert!(!reused.clear_way(&root.join("notes/index.html")));
        write(&root.join("blog/post/index.html"), "this build's");
        reused.record(&root.join("blog/post/index.html"));
        assert!(!reused.clear_way(&root.join("blog")));
        assert_eq!(
            tree(&root),
            ["blog/", "blog/post/", "blog/post/index.html", "notes"]
        );
    }

    #[test]
    fn remove_tree_deletes_nested_folders_and_links_without_following_them() {
        let site = tempfile::tempdir().unwrap();
        let outside = site.path().join("outside");
        write(&outside.join("kept.txt"), "kept");
        let tree = site.path().join("tree");
        for index in 0..50 {
            write(
                &tree.join(format!("section-{index}/page/index.html")),
                "page",
            );
        }
        #[cfg(unix)]
        std::os::unix::fs::symlink(&outside, tree.join("link")).unwrap();
        remove_tree(&tree).unwrap();
        assert!(!tree.exists());
        assert_eq!(
            std::fs::read_to_string(outside.join("kept.txt")).unwrap(),
            "kept"
        );
    }
}
