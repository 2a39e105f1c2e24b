//! The output folder: written beside its final place, swapped in only when the build succeeded.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use cairn_render::{OutputWrites, ReusedOutput, make_writable, remove_tree};
use miette::{IntoDiagnostic, WrapErr, miette};

/// Output is written next to its final place and swapped in only when the whole build
/// succeeded; a failed build leaves the previous output untouched and no partial one.
///
/// The output a build replaces is not deleted but kept in a spare folder, and the next build
/// makes it over into its own instead of starting from an empty folder (see
/// [`ReusedOutput`]): a rebuild then neither creates the output's folders and files again nor
/// deletes the ones it replaces.
pub struct Staging {
    path: PathBuf,
    target: PathBuf,
    spare: Option<PathBuf>,
    reused: Option<Arc<ReusedOutput>>,
    committed: bool,
}

impl Staging {
    /// Starts the output that will replace `target`, from the older output kept in `spare`
    /// when there is one, and keeps the output it replaces there.
    pub fn create(target: &Path, spare: Option<&Path>) -> miette::Result<Self> {
        // Per process: two builds of one site at once must not write into each other's.
        let path = sibling(target, "partial");
        if path.exists() {
            remove_tree(&path)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot remove a stale `{}`", path.display()))?;
        }
        let reused = spare
            .filter(|spare| take_spare(spare, &path))
            .map(|_| Arc::new(ReusedOutput::new(path.clone())));
        if reused.is_none() {
            std::fs::create_dir_all(&path)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot create `{}`", path.display()))?;
        }
        in_progress().push(path.clone());
        Ok(Staging {
            path,
            target: target.to_path_buf(),
            spare: spare.map(Path::to_path_buf),
            reused,
            committed: false,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How stages write into this folder: files the previous output holds unchanged are
    /// linked from it.
    pub fn writes(&self) -> OutputWrites {
        OutputWrites::Fresh {
            fresh: self.path.clone(),
            previous: self.target.is_dir().then(|| self.target.clone()),
            reused: self.reused.clone(),
        }
    }

    /// Removes what an older output made over left that this build did not write. Called once
    /// every page is written and before anything reads the folder (the link check, the
    /// plugins' post-build steps): stale pages would otherwise pass for this build's. The
    /// files of the folders `later` (owned by post-build outputs) wait for those outputs.
    pub fn remove_unwritten(&self, later: &[PathBuf]) -> miette::Result<()> {
        let Some(reused) = &self.reused else {
            return Ok(());
        };
        reused
            .remove_unwritten(later)
            .map(drop)
            .into_diagnostic()
            .wrap_err_with(|| {
                format!(
                    "cannot remove the files of an older build from `{}`",
                    self.path.display()
                )
            })
    }

    /// Swaps the new output in: the previous one is moved aside first (a rename, so the
    /// output folder is missing only between two renames), into the spare folder when there
    /// is one, otherwise deleted.
    pub fn commit(mut self) -> miette::Result<()> {
        // Held across both renames: an interrupt waits for them, so it never finds the output
        // folder moved aside and the new one not yet in its place.
        let mut registry = in_progress();
        let previous = if self.target.exists() {
            let aside = match self.spare.as_deref() {
                Some(spare) if keep_as_spare(&self.target, spare) => spare.to_path_buf(),
                _ => {
                    let aside = sibling(&self.target, "previous");
                    if aside.exists() {
                        remove_tree(&aside).into_diagnostic().wrap_err_with(|| {
                            format!("cannot remove a stale `{}`", aside.display())
                        })?;
                    }
                    std::fs::rename(&self.target, &aside)
                        .into_diagnostic()
                        .wrap_err_with(|| format!("cannot replace `{}`", self.target.display()))?;
                    aside
                }
            };
            Some(aside)
        } else {
            None
        };
        if let Err(error) = std::fs::rename(&self.path, &self.target) {
            // Put the previous output back: a failed build leaves it as it was.
            if let Some(previous) = &previous {
                let _ = std::fs::rename(previous, &self.target);
            }
            return Err(error).into_diagnostic().wrap_err_with(|| {
                format!("cannot move the build into `{}`", self.target.display())
            });
        }
        self.committed = true;
        registry.retain(|path| *path != self.path);
        let deleted = previous.filter(|previous| Some(previous) != self.spare.as_ref());
        registry.extend(deleted.clone());
        drop(registry);
        if let Some(spare) = self.spare.as_deref().filter(|_| deleted.is_none()) {
            // Not while the renames hold off an interrupt: this may delete whole outputs.
            remove_abandoned_spares(spare);
        }
        if let Some(previous) = deleted {
            let removed = remove_tree(&previous);
            in_progress().retain(|path| *path != previous);
            removed.into_diagnostic().wrap_err_with(|| {
                format!(
                    "the new build is in `{}`, but the previous one could not be deleted from `{}`",
                    self.target.display(),
                    previous.display()
                )
            })?;
        }
        Ok(())
    }
}

/// Where the output of `out_dir` is kept between builds of the site in `site_dir`: in its
/// `.cairn` folder, which sites keep out of version control, by the output folder's path.
pub fn spare_folder(site_dir: &Path, out_dir: &Path) -> PathBuf {
    let hash = blake3::hash(out_dir.as_os_str().as_encoded_bytes()).to_hex();
    let name = out_dir.file_name().map_or_else(
        || "build".to_owned(),
        |name| name.to_string_lossy().into_owned(),
    );
    site_dir
        .join(cairn_render::CAIRN_DIR)
        .join("previous-output")
        .join(format!("{name}-{}", &hash[..12]))
}

/// Moves the spare folder to `path`, to be made over; answers whether it did. One that cannot
/// be moved there (another file system) never will be, and is deleted.
fn take_spare(spare: &Path, path: &Path) -> bool {
    if !std::fs::symlink_metadata(spare).is_ok_and(|meta| meta.is_dir()) {
        return false;
    }
    if std::fs::rename(spare, path).is_ok() {
        return make_writable(path).is_ok();
    }
    let _ = remove_tree(spare);
    false
}

/// Moves the output a build replaces to the spare folder; answers whether it did.
fn keep_as_spare(target: &Path, spare: &Path) -> bool {
    // Another build of the site may have kept its own output there meanwhile.
    let kept = !spare.exists()
        && spare
            .parent()
            .is_some_and(|parent| std::fs::create_dir_all(parent).is_ok())
        && std::fs::rename(target, spare).is_ok();
    if kept {
        // Dated now: a spare's own date says when a build last kept it.
        let _ = std::fs::File::open(spare)
            .and_then(|folder| folder.set_modified(std::time::SystemTime::now()));
    }
    kept
}

/// A spare no build has kept for this long is of an output folder no longer built (an
/// `--out-dir` used once), and may be a whole output of its own: it is deleted.
const ABANDONED_SPARE: std::time::Duration = std::time::Duration::from_secs(30 * 24 * 60 * 60);

/// Deletes the spares beside `kept` that no build kept for [`ABANDONED_SPARE`].
fn remove_abandoned_spares(kept: &Path) {
    let Some(Ok(entries)) = kept.parent().map(std::fs::read_dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let abandoned = entry.metadata().is_ok_and(|meta| {
            meta.is_dir()
                && meta
                    .modified()
                    .ok()
                    .and_then(|modified| modified.elapsed().ok())
                    .is_some_and(|age| age > ABANDONED_SPARE)
        });
        if abandoned && path != kept {
            let _ = remove_tree(&path);
        }
    }
}

/// `.<name>.<role>-<pid>` beside `target`: a folder of this process's own.
fn sibling(target: &Path, role: &str) -> PathBuf {
    let name = target
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_else(|| "build".to_owned());
    target.with_file_name(format!(".{name}.{role}-{}", std::process::id()))
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            // Not kept as the spare: should the folder be what made the build fail (a file
            // that cannot be replaced), the next build would fail the same way.
            let _ = remove_tree(&self.path);
            in_progress().retain(|path| *path != self.path);
        }
    }
}

/// The folders of this process that a build has not finished with: the new output being
/// written, or the previous one being deleted.
static IN_PROGRESS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn in_progress() -> MutexGuard<'static, Vec<PathBuf>> {
    IN_PROGRESS.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Deletes the folders a build of this process is writing or deleting: for a process that is
/// about to exit on a signal, so that an interrupted build leaves the site as it found it.
/// Stages may still be writing into them on other threads, so a deletion is tried again.
pub fn remove_unfinished_output() {
    remove_while_written(&in_progress());
}

fn remove_while_written(paths: &[PathBuf]) {
    for path in paths {
        // Sequential, not `remove_tree`: rayon's threads are busy with the build's stages.
        // A file written meanwhile makes one attempt fail; the next finds it.
        for _ in 0..10 {
            let _ = make_writable(path);
            if std::fs::remove_dir_all(path).is_ok() || !path.exists() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
}

/// The output folder is replaced on every build, so it must never be the site itself, one of
/// its parents, or a folder of something else.
pub fn check_out_dir(site_dir: &Path, out_dir: &Path) -> miette::Result<()> {
    if site_dir.starts_with(out_dir) {
        return Err(miette!(
            help = "pick a folder of its own, e.g. `--out-dir build`",
            "the output folder `{}` contains the site itself; it would be deleted",
            out_dir.display()
        ));
    }
    let is_empty = std::fs::read_dir(out_dir).map_or(true, |mut entries| entries.next().is_none());
    let looks_built = out_dir.join("404.html").is_file() && out_dir.join("assets").is_dir();
    if out_dir.is_dir() && !is_empty && !looks_built {
        return Err(miette!(
            help = "remove it yourself, or pass another `--out-dir`",
            "refusing to replace `{}`: it is not empty and is not the output of a Cairn build",
            out_dir.display()
        ));
    }
    Ok(())
}

/// Copies a folder's files into another, keeping relative paths; a missing source is fine.
pub fn copy_dir(from: &Path, to: &Path, writes: &OutputWrites) -> miette::Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.into_diagnostic()?;
        let relative = entry.path().strip_prefix(from).into_diagnostic()?;
        let target = to.join(relative);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot create `{}`", target.display()))?;
        } else {
            writes
                .copy(entry.path(), &target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot copy `{}`", entry.path().display()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn write(path: &Path, text: &str) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn commit_replaces_the_previous_output_and_leaves_nothing_beside_it() {
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build");
        write(&target.join("old/deep/er/index.html"), "old");
        write(&target.join("404.html"), "old");
        let staging = Staging::create(&target, None).unwrap();
        write(&staging.path().join("docs/index.html"), "new");
        staging.commit().unwrap();
        assert_eq!(names(site.path()), ["build"]);
        assert_eq!(names(&target), ["docs"]);
        assert_eq!(
            std::fs::read_to_string(target.join("docs/index.html")).unwrap(),
            "new"
        );
    }

    #[test]
    fn an_interrupted_build_removes_the_output_it_was_writing_and_only_that() {
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build");
        write(&target.join("index.html"), "old");
        let staging = Staging::create(&target, None).unwrap();
        let registered = || in_progress().contains(&staging.path().to_path_buf());
        assert!(registered());
        write(&staging.path().join("deep/er/index.html"), "new");
        // Not `remove_unfinished_output`, which would also remove the folders of the tests
        // running beside this one.
        remove_while_written(&[staging.path().to_path_buf()]);
        assert_eq!(names(site.path()), ["build"]);
        assert_eq!(
            std::fs::read_to_string(target.join("index.html")).unwrap(),
            "old"
        );
        let path = staging.path().to_path_buf();
        drop(staging);
        assert!(!in_progress().contains(&path));
        // Committed, neither the new output nor the previous one is left registered.
        let staging = Staging::create(&target, None).unwrap();
        staging.commit().unwrap();
        assert!(
            in_progress()
                .iter()
                .all(|path| !path.starts_with(site.path()))
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_previous_output_is_made_writable_to_be_deleted() {
        use std::os::unix::fs::PermissionsExt;
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build");
        write(&target.join("docs/index.html"), "old");
        for dir in [target.join("docs"), target.clone()] {
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
        }
        make_writable(&target).unwrap();
        let mode = std::fs::metadata(&target).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o755);
        let staging = Staging::create(&target, None).unwrap();
        write(&staging.path().join("index.html"), "new");
        staging.commit().unwrap();
        assert_eq!(names(site.path()), ["build"]);
        assert_eq!(names(&target), ["index.html"]);
    }

    #[test]
    fn a_build_that_is_not_committed_leaves_the_previous_output_untouched() {
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build");
        write(&target.join("index.html"), "old");
        let staging = Staging::create(&target, None).unwrap();
        write(&staging.path().join("index.html"), "new");
        drop(staging);
        assert_eq!(names(site.path()), ["build"]);
        assert_eq!(
            std::fs::read_to_string(target.join("index.html")).unwrap(),
            "old"
        );
    }

    #[test]
    fn a_rebuild_keeps_unchanged_files_and_a_failed_one_leaves_the_output_as_it_was() {
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build");
        write(&target.join("docs/intro/index.html"), "intro");
        write(&target.join("docs/gone/index.html"), "gone");
        write(&target.join("404.html"), "not found");

        // A build that fails after linking and writing changes nothing.
        let staging = Staging::create(&target, None).unwrap();
        let writes = staging.writes();
        let linked = staging.path().join("docs/intro/index.html");
        writes.write(&linked, b"intro").unwrap();
        writes.write(&linked, b"changed after all").unwrap();
        writes
            .write(&staging.path().join("404.html"), b"new 404")
            .unwrap();
        drop(staging);
        assert_eq!(names(site.path()), ["build"]);
        assert_eq!(
            std::fs::read_to_string(target.join("docs/intro/index.html")).unwrap(),
            "intro"
        );
        assert_eq!(
            std::fs::read_to_string(target.join("404.html")).unwrap(),
            "not found"
        );

        // One that succeeds has exactly its own files, unchanged ones included.
        let staging = Staging::create(&target, None).unwrap();
        let writes = staging.writes();
        writes
            .write(&staging.path().join("docs/intro/index.html"), b"intro")
            .unwrap();
        writes
            .write(&staging.path().join("404.html"), b"new 404")
            .unwrap();
        staging.commit().unwrap();
        assert_eq!(names(site.path()), ["build"]);
        assert_eq!(names(&target.join("docs")), ["intro"]);
        assert_eq!(
            std::fs::read_to_string(target.join("docs/intro/index.html")).unwrap(),
            "intro"
        );
        assert_eq!(
            std::fs::read_to_string(target.join("404.html")).unwrap(),
            "new 404"
        );
    }

    /// The inode of a file or folder: the same when a build made an older output over.
    #[cfg(unix)]
    fn inode(path: &Path) -> u64 {
        std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(path).unwrap())
    }

    #[cfg(unix)]
    #[test]
    fn the_replaced_output_is_kept_and_the_next_build_makes_it_over() {
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build");
        let spare = site.path().join(".cairn/previous-output/build");
        let build = |files: &[(&str, &str)]| {
            let staging = Staging::create(&target, Some(&spare)).unwrap();
            let writes = staging.writes();
            for (path, text) in files {
                writes
                    .write(&staging.path().join(path), text.as_bytes())
                    .unwrap();
            }
            staging.remove_unwritten(&[]).unwrap();
            staging.commit().unwrap();
        };
        build(&[("docs/a/index.html", "a"), ("docs/b/index.html", "b")]);
        assert!(!spare.exists(), "a first build replaces nothing");
        let first_folder = inode(&target.join("docs/a"));
        build(&[("docs/a/index.html", "a"), ("docs/b/index.html", "b2")]);
        assert_eq!(names(&spare.join("docs")), ["a", "b"]);
        assert_eq!(names(site.path()), [".cairn", "build"]);

        // The third build makes the first one's folder over: its folders, the second
        // build's unchanged files, nothing of what it no longer writes.
        build(&[("docs/a/index.html", "a"), ("docs/c/index.html", "c")]);
        assert_eq!(inode(&target.join("docs/a")), first_folder);
        assert_eq!(names(&target.join("docs")), ["a", "c"]);
        assert_eq!(
            inode(&target.join("docs/a/index.html")),
            inode(&spare.join("docs/a/index.html"))
        );
        assert_eq!(
            std::fs::read_to_string(spare.join("docs/b/index.html")).unwrap(),
            "b2",
            "the output it replaced is kept as it was"
        );
    }

    #[test]
    fn the_spare_of_an_output_folder_no_longer_built_goes_after_a_month() {
        let site = tempfile::tempdir().unwrap();
        let spares = site.path().join(".cairn/previous-output");
        let (target, spare) = (site.path().join("build"), spares.join("build-1"));
        let age = |path: &Path, days: u64| {
            let when =
                std::time::SystemTime::now() - std::time::Duration::from_secs(days * 24 * 60 * 60);
            std::fs::File::open(path)
                .unwrap()
                .set_modified(when)
                .unwrap();
        };
        for (name, days) in [("dist-2", 40), ("other-3", 10)] {
            write(&spares.join(name).join("index.html"), "older");
            age(&spares.join(name), days);
        }
        write(&target.join("index.html"), "previous");
        age(&target, 90);
        let staging = Staging::create(&target, Some(&spare)).unwrap();
        write(&staging.path().join("index.html"), "new");
        staging.commit().unwrap();
        assert_eq!(names(&spares), ["build-1", "other-3"]);
        // The one just kept is dated now, however old the output it was: another output
        // folder's build will not take it for abandoned.
        let kept = std::fs::metadata(&spare).unwrap().modified().unwrap();
        assert!(kept.elapsed().unwrap() < std::time::Duration::from_secs(60 * 60));
    }

    #[test]
    fn a_failed_build_leaves_the_output_as_it_was_and_deletes_the_folder_it_made_over() {
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build");
        let spare = site.path().join(".cairn/previous-output/build");
        write(&target.join("index.html"), "old");
        write(&spare.join("docs/older/index.html"), "older");
        let staging = Staging::create(&target, Some(&spare)).unwrap();
        assert!(!spare.exists(), "taken");
        staging
            .writes()
            .write(&staging.path().join("index.html"), b"new")
            .unwrap();
        drop(staging);
        assert_eq!(names(site.path()), [".cairn", "build"]);
        assert_eq!(
            names(&site.path().join(".cairn/previous-output")),
            Vec::<String>::new()
        );
        assert_eq!(
            std::fs::read_to_string(target.join("index.html")).unwrap(),
            "old"
        );
    }
}
