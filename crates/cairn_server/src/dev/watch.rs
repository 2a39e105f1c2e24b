//! File watching for the dev server: `notify` with a short debounce, so an editor's save
//! (often a write, a rename and a chmod) arrives as one batch.

use std::path::{Path, PathBuf};
use std::time::Duration;

use notify_debouncer_full::notify::{EventKind, RecommendedWatcher, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

/// Long enough to gather the events of one save (an editor's write, rename and chmod come
/// within a millisecond or two), short enough to stay a small part of the time between a
/// save and the page showing it. A save whose events straddle it makes two updates in a row,
/// the second with nothing new to render.
const DEBOUNCE: Duration = Duration::from_millis(10);

/// What the watcher reports.
#[derive(Debug)]
pub enum WatchEvent {
    /// Files (or folders) that changed, were added or were removed; each path once.
    Changed(Vec<PathBuf>),
    /// The watcher could not follow a change (e.g. too many files for the OS's limit).
    Error(String),
}

/// Watches folders and reports batches of changed paths to a callback, until dropped.
pub struct FileWatcher {
    debouncer: Debouncer<RecommendedWatcher, RecommendedCache>,
}

impl FileWatcher {
    /// Starts watching nothing yet; `ignore` drops paths nobody needs to hear about (output
    /// folders, caches, editor swap files).
    pub fn new(
        ignore: impl Fn(&Path) -> bool + Send + 'static,
        report: impl Fn(WatchEvent) + Send + 'static,
    ) -> Result<Self, String> {
        let debouncer =
            new_debouncer(
                DEBOUNCE,
                None,
                move |result: DebounceEventResult| match result {
                    Ok(events) => {
                        // Reading a file is an event too (the build reads every file it watches).
                        let mut paths: Vec<PathBuf> = events
                            .into_iter()
                            .filter(|event| !matches!(event.kind, EventKind::Access(_)))
                            .flat_map(|event| event.event.paths)
                            .filter(|path| !ignore(path))
                            .collect();
                        paths.sort();
                        paths.dedup();
                        if !paths.is_empty() {
                            report(WatchEvent::Changed(paths));
                        }
                    }
                    Err(errors) => {
                        let text: Vec<String> = errors.iter().map(ToString::to_string).collect();
                        report(WatchEvent::Error(text.join("; ")));
                    }
                },
            )
            .map_err(|error| error.to_string())?;
        Ok(FileWatcher { debouncer })
    }

    /// Watches `path`: a folder with everything below it when `recursive`, else the folder's
    /// own entries (or one file).
    pub fn watch(&mut self, path: &Path, recursive: bool) -> Result<(), String> {
        let mode = if recursive {
            RecursiveMode::Recursive
        } else {
            RecursiveMode::NonRecursive
        };
        self.debouncer
            .watch(path, mode)
            .map_err(|error| format!("cannot watch `{}`: {error}", path.display()))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    #[test]
    fn a_save_is_reported_once_and_ignored_paths_never() {
        let dir = tempfile::tempdir().unwrap();
        let (sender, receiver) = mpsc::channel();
        let mut watcher = FileWatcher::new(
            |path| path.components().any(|part| part.as_os_str() == "build"),
            move |event| {
                let _ = sender.send(event);
            },
        )
        .unwrap();
        std::fs::create_dir(dir.path().join("build")).unwrap();
        watcher.watch(dir.path(), true).unwrap();
        std::fs::write(dir.path().join("build/index.html"), "x").unwrap();
        std::fs::write(dir.path().join("a.md"), "one").unwrap();
        std::fs::write(dir.path().join("a.md"), "two").unwrap();
        let WatchEvent::Changed(paths) = receiver.recv_timeout(Duration::from_secs(5)).unwrap()
        else {
            panic!("expected a change");
        };
        let names: Vec<_> = paths
            .iter()
            .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert!(names.contains(&"a.md".to_owned()), "{names:?}");
        assert!(!names.contains(&"index.html".to_owned()), "{names:?}");
    }
}
