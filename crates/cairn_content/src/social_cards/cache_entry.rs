//! The life of a card in the cache: a card a build uses is kept, and one no build has used for
//! [`UNUSED_FOR`] is deleted. A build sees only its own cards (one locale, or a dev server's
//! pages with drafts), so it cannot tell a card no page needs any more from another build's:
//! the time since a build last used it can.

use std::collections::HashSet;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// How long a card may go unused before it is deleted from the cache.
pub(super) const UNUSED_FOR: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// A card's time is moved forward when a build uses it at most this often: a rebuild of ten
/// thousand pages then writes nothing to the cache.
const REFRESHED_EVERY: Duration = Duration::from_secs(24 * 60 * 60);

/// Whether the cache holds the card at `path`; if so, the build that asks uses it, and its
/// time is brought forward when it is older than a day.
pub(super) fn is_kept(path: &Path, now: SystemTime) -> bool {
    let Ok(metadata) = std::fs::metadata(path) else {
        return false;
    };
    if !metadata.is_file() {
        return false;
    }
    if age(metadata.modified().ok(), now) > REFRESHED_EVERY {
        // The cache saves time only: a card whose time cannot be set may be drawn again later.
        let _ = std::fs::File::options()
            .write(true)
            .open(path)
            .and_then(|file| file.set_modified(now));
    }
    true
}

/// Deletes from `dir` the cards not in `used` that no build has used for [`UNUSED_FOR`], and
/// the files a stopped build left half-written as long ago. Returns how many it deleted.
pub(super) fn prune(dir: &Path, used: &HashSet<String>, now: SystemTime) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut deleted = 0;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if used.contains(&name) {
            continue;
        }
        let Ok(metadata) = entry.metadata() else {
            continue;
        };
        if metadata.is_file()
            && age(metadata.modified().ok(), now) > UNUSED_FOR
            && std::fs::remove_file(entry.path()).is_ok()
        {
            deleted += 1;
        }
    }
    deleted
}

/// How long before `now` a file was last modified; none for a time in the future (a clock
/// set back), which leaves the file alone.
fn age(modified: Option<SystemTime>, now: SystemTime) -> Duration {
    modified
        .and_then(|modified| now.duration_since(modified).ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: Duration = Duration::from_secs(24 * 60 * 60);

    fn card(dir: &Path, name: &str, days_ago: u64, now: SystemTime) -> std::path::PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, b"png").unwrap();
        let file = std::fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(now - DAY * days_ago as u32).unwrap();
        path
    }

    fn modified(path: &Path) -> SystemTime {
        std::fs::metadata(path).unwrap().modified().unwrap()
    }

    #[test]
    fn a_card_unused_for_a_month_is_deleted_and_the_others_stay() {
        let dir = tempfile::tempdir().unwrap();
        let now = SystemTime::now();
        let old_unused = card(dir.path(), "a.png", 40, now);
        let old_used = card(dir.path(), "b.png", 40, now);
        let recent_unused = card(dir.path(), "c.png", 3, now);
        let left_half_written = card(dir.path(), "d.partial-123", 40, now);
        let used = HashSet::from(["b.png".to_owned()]);

        assert_eq!(prune(dir.path(), &used, now), 2);
        assert!(!old_unused.exists());
        assert!(!left_half_written.exists());
        assert!(old_used.exists());
        assert!(recent_unused.exists(), "another build may still use it");
    }

    #[test]
    fn a_used_card_is_dated_from_its_use_at_most_once_a_day() {
        let dir = tempfile::tempdir().unwrap();
        let now = SystemTime::now();
        let old = card(dir.path(), "a.png", 40, now);
        let recent = card(dir.path(), "b.png", 0, now - Duration::from_secs(3600));
        let recent_time = modified(&recent);

        assert!(is_kept(&old, now));
        assert_eq!(modified(&old), now);
        assert!(is_kept(&recent, now));
        assert_eq!(
            modified(&recent),
            recent_time,
            "not written again within a day"
        );
        assert!(!is_kept(&dir.path().join("missing.png"), now));
        // Used just now, so not pruned even if no build of this locale names it.
        assert_eq!(prune(dir.path(), &HashSet::new(), now), 0);
    }

    #[test]
    fn a_card_dated_in_the_future_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let now = SystemTime::now();
        let path = card(dir.path(), "a.png", 0, now);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(now + DAY * 100)
            .unwrap();
        assert_eq!(prune(dir.path(), &HashSet::new(), now), 0);
        assert!(is_kept(&path, now));
    }
}
