//! Records handed to Pagefind as files of a temporary folder.
//!
//! Pagefind reads the pages of a folder on every core. Pages given one at a time
//! (`add_html_file`) are read on one thread, and each is then copied and looked up among all
//! the pages read before it, which grows with the square of the site. On a 10,000-page site,
//! reading the records from folders made the whole build take 10 % less time and 7 % less CPU
//! time (six alternating pairs of cold builds), and the index no longer trailed the render.
//!
//! Pagefind gives a page of the folder the URL of its path there (`a/b/index.html` is
//! `/a/b/`), percent-encoded. So only a record whose route path is plain (letters, digits,
//! `-._~`, ending in `/`) becomes a file; the others are still given one at a time, with
//! their route path as their URL. Pagefind numbers the pages in the order it finds the files,
//! which is the file system's: the same from build to build on one machine.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use tempfile::TempDir;

/// The file, in the folder, that stands for a page served at `url`; `None` when Pagefind
/// would give that file another URL, or when no portable file name can hold it.
fn file_for(url: &str) -> Option<String> {
    if url == "/" {
        return Some("index.html".to_owned());
    }
    let inner = url.strip_prefix('/')?.strip_suffix('/')?;
    let plain = |segment: &str| {
        !segment.is_empty()
            && segment != "."
            && segment != ".."
            && segment != "index.html"
            && segment
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || b"-._~".contains(&byte))
    };
    inner
        .split('/')
        .all(plain)
        .then(|| format!("{inner}/index.html"))
}

/// The files of a batch folder that are records: every one [`file_for`] names.
pub(crate) const RECORD_FILES: &str = "**/index.html";

/// How many records a batch folder holds. Pagefind reads a folder on the build's shared
/// thread pool, where the stages after the plan wait behind it: batches of this size keep
/// each wait to a fraction of a second.
const PAGES_PER_BATCH: usize = 500;

/// Records written as files, in batch folders of a temporary folder that is removed when
/// this is dropped.
#[derive(Debug)]
pub(crate) struct RecordFolder {
    /// Held for its removal when dropped.
    _dir: TempDir,
    /// Each batch folder, in order, with how many records it holds.
    batches: Vec<(PathBuf, usize)>,
}

impl RecordFolder {
    /// The batch folders, in the records' order, with how many records each holds.
    pub(crate) fn batches(&self) -> &[(PathBuf, usize)] {
        &self.batches
    }
}

/// Writes every record (URL, HTML) that a file can stand for into a new temporary folder;
/// gives the folder (`None` when none was written) and the records left to give one at a
/// time, in their order.
pub(crate) fn write_records(
    records: Vec<(String, String)>,
) -> (Option<RecordFolder>, Vec<(String, String)>) {
    match folder_in_memory() {
        Some(dir) => write_records_into(dir, records),
        None => (None, records),
    }
}

fn write_records_into(
    dir: TempDir,
    records: Vec<(String, String)>,
) -> (Option<RecordFolder>, Vec<(String, String)>) {
    let mut left = Vec::new();
    let mut batches: Vec<(PathBuf, usize)> = Vec::new();
    // Two URLs that differ only in case would be one file on a case-insensitive disk.
    let mut taken = HashSet::new();
    // A full folder (a container's small `/dev/shm`) leaves the rest to be given one by one.
    let mut full = false;
    for (url, html) in records {
        let file = file_for(&url).filter(|file| !full && taken.insert(file.to_ascii_lowercase()));
        if let Some(file) = file {
            if batches
                .last()
                .is_none_or(|(_, pages)| *pages == PAGES_PER_BATCH)
            {
                batches.push((dir.path().join(batches.len().to_string()), 0));
            }
            if let Some((batch, pages)) = batches.last_mut()
                && write(&batch.join(file), &html).is_ok()
            {
                *pages += 1;
                continue;
            }
            full = true;
        }
        left.push((url, html));
    }
    batches.retain(|(_, pages)| *pages > 0);
    let folder = (!batches.is_empty()).then_some(RecordFolder { _dir: dir, batches });
    (folder, left)
}

/// A new folder on a file system held in memory, `None` where there is none. On a disk,
/// creating and deleting a file and a folder per page cost more CPU time than reading them on
/// every core saved (ext4: a 10,000-page build took 10 to 25 % longer in all).
fn folder_in_memory() -> Option<TempDir> {
    #[cfg(target_os = "linux")]
    if is_in_memory(SHARED_MEMORY) {
        remove_abandoned(Path::new(SHARED_MEMORY));
        return tempfile::Builder::new()
            .prefix(&format!("{FOLDER_PREFIX}{}-", std::process::id()))
            .tempdir_in(SHARED_MEMORY)
            .ok();
    }
    None
}

/// How a record folder's name starts; the id of the process that made it follows.
#[cfg(target_os = "linux")]
const FOLDER_PREFIX: &str = "cairn-search-";

/// Removes the record folders of builds that stopped before removing theirs (killed, or
/// interrupted with Ctrl-C): in `/dev/shm` they would hold memory until the next reboot. A
/// folder goes when no process has its maker's id and it is an hour old: a build reads its
/// records while its pages render (8 s for 10,000 pages), and the age keeps the folders of
/// builds in another process namespace that shares `/dev/shm` (a container's) safe.
#[cfg(target_os = "linux")]
fn remove_abandoned(shared_memory: &Path) {
    const ABANDONED_AFTER: std::time::Duration = std::time::Duration::from_secs(60 * 60);
    let Ok(entries) = std::fs::read_dir(shared_memory) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let owner = name
            .to_str()
            .and_then(|name| name.strip_prefix(FOLDER_PREFIX))
            .and_then(|rest| rest.split_once('-'))
            .and_then(|(pid, _)| pid.parse::<u32>().ok());
        let old = || {
            entry
                .metadata()
                .and_then(|metadata| metadata.modified())
                .is_ok_and(|modified| modified.elapsed().is_ok_and(|age| age >= ABANDONED_AFTER))
        };
        if let Some(pid) = owner
            && !Path::new(&format!("/proc/{pid}")).exists()
            && old()
        {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

#[cfg(target_os = "linux")]
const SHARED_MEMORY: &str = "/dev/shm";

/// Whether `path` is on a tmpfs (`TMPFS_MAGIC` in linux/magic.h).
#[cfg(target_os = "linux")]
fn is_in_memory(path: &str) -> bool {
    const TMPFS: u64 = 0x0102_1994;
    rustix::fs::statfs(path)
        .is_ok_and(|fs| u64::try_from(fs.f_type).is_ok_and(|kind| kind == TMPFS))
}

/// Writes `html` to `file`; a file left half-written is removed, so Pagefind cannot read it.
fn write(file: &Path, html: &str) -> std::io::Result<()> {
    if let Some(parent) = file.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(file, html).inspect_err(|_| {
        let _ = std::fs::remove_file(file);
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn only_plain_paths_ending_in_a_slash_become_files() {
        assert_eq!(file_for("/").as_deref(), Some("index.html"));
        assert_eq!(
            file_for("/docs/v1.2/get_started-now~/").as_deref(),
            Some("docs/v1.2/get_started-now~/index.html")
        );
        for url in [
            "/docs/intro",
            "docs/intro/",
            "/docs//intro/",
            "//",
            "/docs/../intro/",
            "/docs/./intro/",
            "/docs/index.html/",
            "/docs/caf%C3%A9/",
            "/docs/café/",
            "/docs/a b/",
            "/docs/a?b/",
            "/docs/a#b/",
            "/docs/a:b/",
            "",
        ] {
            assert_eq!(file_for(url), None, "{url}");
        }
    }

    #[test]
    fn records_no_file_can_stand_for_are_left_in_order() {
        let record = |url: &str| (url.to_owned(), format!("<html>{url}</html>"));
        let (folder, left) = write_records_into(
            tempfile::tempdir().unwrap(),
            vec![
                record("/a/"),
                record("/b"),
                record("/A/"),
                record("/c/d/"),
                record("/é/"),
            ],
        );
        let folder = folder.unwrap();
        let [(batch, 2)] = folder.batches() else {
            panic!("{:?}", folder.batches());
        };
        let read = |file: &str| std::fs::read_to_string(batch.join(file)).unwrap();
        assert_eq!(read("a/index.html"), "<html>/a/</html>");
        assert_eq!(read("c/d/index.html"), "<html>/c/d/</html>");
        let left: Vec<&str> = left.iter().map(|(url, _)| url.as_str()).collect();
        assert_eq!(left, ["/b", "/A/", "/é/"]);
        let path = batch.clone();
        drop(folder);
        assert!(!path.exists());
    }

    #[test]
    fn after_a_failed_write_the_records_are_left_to_be_given_one_by_one() {
        let dir = tempfile::tempdir().unwrap();
        // A folder where the second record's file goes: writing it fails.
        std::fs::create_dir_all(dir.path().join("0/b/index.html")).unwrap();
        let record = |url: &str| (url.to_owned(), String::new());
        let (folder, left) =
            write_records_into(dir, vec![record("/a/"), record("/b/"), record("/c/")]);
        let folder = folder.unwrap();
        let [(batch, 1)] = folder.batches() else {
            panic!("{:?}", folder.batches());
        };
        assert!(!batch.join("c/index.html").exists());
        let left: Vec<&str> = left.iter().map(|(url, _)| url.as_str()).collect();
        assert_eq!(left, ["/b/", "/c/"]);
    }

    #[test]
    fn records_are_written_in_batches_in_their_order() {
        let records = (0..PAGES_PER_BATCH * 2 + 1)
            .map(|page| (format!("/p{page}/"), String::new()))
            .collect();
        let (folder, left) = write_records_into(tempfile::tempdir().unwrap(), records);
        assert!(left.is_empty());
        let folder = folder.unwrap();
        let sizes: Vec<usize> = folder.batches().iter().map(|(_, pages)| *pages).collect();
        assert_eq!(sizes, [PAGES_PER_BATCH, PAGES_PER_BATCH, 1]);
        let last = &folder.batches()[2].0;
        assert!(
            last.join(format!("p{}/index.html", PAGES_PER_BATCH * 2))
                .exists()
        );
    }

    #[cfg(target_os = "linux")]
    #[cfg(target_os = "linux")]
    #[test]
    fn record_folders_of_processes_that_are_gone_are_removed() {
        let shared = tempfile::tempdir().unwrap();
        let gone = u32::MAX;
        let folder =
            |pid: u32, name: &str| shared.path().join(format!("{FOLDER_PREFIX}{pid}-{name}"));
        let two_hours_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(7200);
        for (pid, name) in [(gone, "old"), (gone, "new"), (std::process::id(), "old")] {
            std::fs::create_dir_all(folder(pid, name).join("0/a")).unwrap();
            if name == "old" {
                std::fs::File::open(folder(pid, name))
                    .unwrap()
                    .set_modified(two_hours_ago)
                    .unwrap();
            }
        }
        std::fs::create_dir(shared.path().join("another-program")).unwrap();
        remove_abandoned(shared.path());
        assert!(!folder(gone, "old").exists());
        // Recent: maybe a build in another process namespace.
        assert!(folder(gone, "new").exists());
        assert!(folder(std::process::id(), "old").exists());
        assert!(shared.path().join("another-program").exists());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn records_go_to_shared_memory_on_linux_when_it_is_there() {
        let (folder, left) = write_records(vec![("/a/".to_owned(), String::new())]);
        let in_memory = is_in_memory(SHARED_MEMORY);
        assert_eq!(folder.is_some(), in_memory);
        assert_eq!(left.len(), usize::from(!in_memory));
    }
}
