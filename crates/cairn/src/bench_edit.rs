//! What a rebuild after one edit changes in the output, for `cairn bench`: files are compared
//! by inode, since a rebuild hard-links every file it would write unchanged from the output it
//! replaces (and a kept page is that same file).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Each file of the output folder `dir` with its inode.
pub(crate) fn output_files(dir: &Path) -> HashMap<PathBuf, u64> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .filter_map(|entry| {
            let inode = inode(&entry.metadata().ok()?);
            Some((entry.path().strip_prefix(dir).ok()?.to_path_buf(), inode))
        })
        .collect()
}

#[cfg(unix)]
fn inode(meta: &std::fs::Metadata) -> u64 {
    std::os::unix::fs::MetadataExt::ino(meta)
}

#[cfg(not(unix))]
fn inode(_: &std::fs::Metadata) -> u64 {
    0
}

/// The files written anew, and those gone, between two listings of an output folder.
pub(crate) struct OutputChanges {
    pub written: Vec<PathBuf>,
    pub removed: usize,
}

impl OutputChanges {
    pub(crate) fn between(
        before: &HashMap<PathBuf, u64>,
        after: &HashMap<PathBuf, u64>,
    ) -> OutputChanges {
        let mut written: Vec<PathBuf> = after
            .iter()
            .filter(|(path, inode)| before.get(*path) != Some(inode))
            .map(|(path, _)| path.clone())
            .collect();
        written.sort();
        let removed = before
            .keys()
            .filter(|path| !after.contains_key(*path))
            .count();
        OutputChanges { written, removed }
    }

    /// How many of the files written are pages.
    pub(crate) fn pages(&self) -> usize {
        self.written
            .iter()
            .filter(|path| {
                path.extension()
                    .is_some_and(|extension| extension == "html")
            })
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_linked_from_the_previous_output_are_unchanged() {
        let dir = tempfile::tempdir().unwrap();
        let (previous, next) = (dir.path().join("previous"), dir.path().join("next"));
        for folder in [&previous, &next] {
            std::fs::create_dir_all(folder.join("docs")).unwrap();
        }
        std::fs::write(previous.join("index.html"), "home").unwrap();
        std::fs::write(previous.join("docs/a.html"), "a").unwrap();
        std::fs::write(previous.join("old.json"), "{}").unwrap();
        std::fs::hard_link(previous.join("index.html"), next.join("index.html")).unwrap();
        std::fs::write(next.join("docs/a.html"), "a, edited").unwrap();
        std::fs::write(next.join("new.json"), "{}").unwrap();
        let before = output_files(&previous);
        let changes = OutputChanges::between(&before, &output_files(&next));
        assert_eq!(
            changes.written,
            [PathBuf::from("docs/a.html"), PathBuf::from("new.json")]
        );
        assert_eq!(changes.removed, 1);
        assert_eq!(changes.pages(), 1);
    }
}
