//! When each doc was last changed, and by whom: read from git, once for the whole site.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

/// The last commit that touched a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastUpdate {
    /// Unix time in milliseconds.
    pub at: i64,
    pub author: String,
}

/// Last updates of files, keyed by their path inside the site (`docs/intro.md`), and when
/// each was first committed.
#[derive(Debug, Clone, Default)]
pub struct LastUpdates {
    by_path: HashMap<String, LastUpdate>,
    /// Unix milliseconds of the oldest commit of each file.
    created: HashMap<String, i64>,
}

impl LastUpdates {
    pub fn get(&self, site_path: &str) -> Option<&LastUpdate> {
        self.by_path.get(site_path)
    }

    /// When the file was first committed: the date of a blog post whose name and front
    /// matter give none, as Docusaurus dates it.
    pub fn created(&self, site_path: &str) -> Option<i64> {
        self.created.get(site_path).copied()
    }
}

/// Whether git's history is worth reading even when no page shows last updates: blogs date
/// the posts that give no date by their first commit. A failure is then not worth a warning.
pub fn wants_git_dates(config: &cairn_config::SiteConfig) -> bool {
    !config.blog.is_empty()
}

/// Whether any docs instance or blog shows last updates, so that git must be asked.
pub fn needs_last_updates(config: &cairn_config::SiteConfig) -> bool {
    config
        .docs_instances()
        .iter()
        .any(|instance| instance.show_last_update_time || instance.show_last_update_author)
        || config
            .blog
            .iter()
            .any(|blog| blog.show_last_update_time || blog.show_last_update_author)
}

/// Reads the newest commit of every file of the site with one `git log` over the site
/// folder: a process per file would cost seconds on a large site. Files git does not track
/// (not yet committed) are absent. Errors when git is missing or the site is not in a
/// repository.
pub fn read_last_updates(site_dir: &Path) -> Result<LastUpdates, String> {
    let output = Command::new("git")
        .arg("-C")
        .arg(site_dir)
        .args([
            "-c",
            "core.quotepath=off",
            "log",
            "--format=%x1e%ct%x1f%an",
            "--name-only",
            "--relative",
            "--no-renames",
            "--",
            ".",
        ])
        .output()
        .map_err(|error| format!("could not run git: {error}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).trim().to_owned());
    }
    Ok(parse_log(&String::from_utf8_lossy(&output.stdout)))
}

/// Parses `git log` records (`\x1e<seconds>\x1f<author>` then one path per line), newest
/// first: the first record naming a file is its last update.
fn parse_log(log: &str) -> LastUpdates {
    let mut by_path = HashMap::new();
    let mut created = HashMap::new();
    for record in log.split('\x1e').filter(|record| !record.trim().is_empty()) {
        let mut lines = record.lines();
        let Some((seconds, author)) = lines.next().and_then(|line| line.split_once('\x1f')) else {
            continue;
        };
        let Ok(seconds) = seconds.trim().parse::<i64>() else {
            continue;
        };
        for path in lines.map(str::trim).filter(|path| !path.is_empty()) {
            // Newest first: the last record naming a file is its first commit.
            created.insert(path.to_owned(), seconds * 1000);
            by_path
                .entry(path.to_owned())
                .or_insert_with(|| LastUpdate {
                    at: seconds * 1000,
                    author: author.to_owned(),
                });
        }
    }
    LastUpdates { by_path, created }
}

/// Reads a front matter date, `2024-05-01` or `2024-05-01T10:30:00Z` (an offset such as
/// `+02:00` is applied), as Unix milliseconds. Docusaurus reads these dates with JavaScript's
/// `new Date(text)`, so the other forms it takes are read too: `1/1/2000` (month first),
/// `2000/01/31`, `January 31, 2000`, `31 Jan 2000` and RFC 2822 (`Mon, 31 Jan 2000 10:00:00
/// +0000`). JavaScript reads those in the build machine's time zone; Cairn reads them in UTC,
/// so that a build gives the same dates everywhere.
pub fn parse_date(text: &str) -> Option<i64> {
    parse_iso_date(text.trim()).or_else(|| parse_other_date(text.trim()))
}

/// The forms of JavaScript's `Date` other than ISO 8601, as Unix milliseconds.
fn parse_other_date(text: &str) -> Option<i64> {
    use chrono::{DateTime, NaiveDate};
    if let Ok(date) = DateTime::parse_from_rfc2822(text) {
        return Some(date.timestamp_millis());
    }
    // A leading weekday (`Tue, `, `Tuesday `) says nothing the date does not.
    let text = match text.split_once([',', ' ']) {
        Some((first, rest)) if is_weekday(first) => rest.trim_start_matches([',', ' ']),
        _ => text,
    };
    const FORMATS: [&str; 7] = [
        "%m/%d/%Y",
        "%Y/%m/%d",
        "%B %d, %Y",
        "%B %d %Y",
        "%d %B %Y",
        "%d %B, %Y",
        "%Y %B %d",
    ];
    FORMATS.iter().find_map(|format| {
        NaiveDate::parse_from_str(text, format)
            .ok()
            .and_then(|date| date.and_hms_opt(0, 0, 0))
            .map(|date| date.and_utc().timestamp_millis())
    })
}

fn is_weekday(word: &str) -> bool {
    let word = word.to_ascii_lowercase();
    word.len() >= 3
        && [
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "saturday",
            "sunday",
        ]
        .iter()
        .any(|day| day.starts_with(&word))
}

/// `2024-05-01`, `2024-05-01T10:30:00Z`, `2024-05-01 10:30:00+02:00`.
fn parse_iso_date(text: &str) -> Option<i64> {
    let (date, time) = match text.split_once(['T', ' ']) {
        Some((date, time)) => (date, Some(time)),
        None => (text, None),
    };
    let mut parts = date.splitn(3, '-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: u32 = parts.next()?.parse().ok()?;
    let day: u32 = parts.next()?.parse().ok()?;
    if !(1..=12).contains(&month) || !(1..=days_in_month(year, month)).contains(&day) {
        return None;
    }
    let mut seconds = days_from_civil(year, month, day) * 86_400;
    if let Some(time) = time {
        let (clock, offset_seconds) = split_offset(time)?;
        let mut fields = clock.splitn(3, ':');
        let hours: i64 = fields.next()?.parse().ok()?;
        let minutes: i64 = fields.next()?.parse().ok()?;
        let secs: f64 = fields.next().unwrap_or("0").parse().ok()?;
        if hours > 23 || minutes > 59 || !(0.0..61.0).contains(&secs) {
            return None;
        }
        seconds += hours * 3600 + minutes * 60 + secs as i64 - offset_seconds;
    }
    Some(seconds * 1000)
}

/// `10:30:00Z` → (`10:30:00`, 0); `10:30+02:00` → (`10:30`, 7200).
fn split_offset(time: &str) -> Option<(&str, i64)> {
    if let Some(clock) = time.strip_suffix(['Z', 'z']) {
        return Some((clock, 0));
    }
    match time.rfind(['+', '-']) {
        Some(at) => {
            let sign = if time.as_bytes()[at] == b'-' { -1 } else { 1 };
            let (hours, minutes) = time[at + 1..].split_once(':')?;
            let offset = hours.parse::<i64>().ok()? * 3600 + minutes.parse::<i64>().ok()? * 60;
            Some((&time[..at], sign * offset))
        }
        None => Some((time, 0)),
    }
}

fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year =
        (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_record_naming_a_file_wins() {
        let log = "\x1e1700000300\x1fAda\n\ndocs/b.md\n\x1e1700000200\x1fGrace\n\ndocs/a.md\ndocs/b.md\nother.txt\n";
        let updates = parse_log(log);
        assert_eq!(
            updates.get("docs/b.md"),
            Some(&LastUpdate {
                at: 1_700_000_300_000,
                author: "Ada".into()
            })
        );
        assert_eq!(
            updates
                .get("docs/a.md")
                .map(|update| update.author.as_str()),
            Some("Grace")
        );
        assert_eq!(updates.get("docs/c.md"), None);
        assert_eq!(
            updates.get("other.txt").map(|update| update.at),
            Some(1_700_000_200_000)
        );
    }

    #[test]
    fn dates_and_times_become_unix_milliseconds() {
        assert_eq!(parse_date("1970-01-01"), Some(0));
        assert_eq!(parse_date("2024-02-29"), Some(1_709_164_800_000));
        assert_eq!(parse_date("2024-02-29T12:00:00Z"), Some(1_709_208_000_000));
        assert_eq!(
            parse_date("2024-02-29T14:00:00+02:00"),
            Some(1_709_208_000_000)
        );
        assert_eq!(parse_date("2023-02-29"), None);
        assert_eq!(parse_date("2024-13-01"), None);
        assert_eq!(parse_date("yesterday"), None);
    }

    #[test]
    fn dates_javascript_reads_are_read_in_utc() {
        let new_year = Some(946_684_800_000);
        for text in [
            "1/1/2000",
            "01/01/2000",
            "2000/01/01",
            "January 1, 2000",
            "Jan 1 2000",
            "1 January 2000",
            "Sat, 1 Jan 2000",
            "Saturday January 1, 2000",
            "Sat, 01 Jan 2000 00:00:00 +0000",
        ] {
            assert_eq!(parse_date(text), new_year, "{text}");
        }
        assert_eq!(parse_date("13/1/2000"), None);
        assert_eq!(parse_date("Jan 32 2000"), None);
    }

    #[test]
    fn a_site_in_a_repository_gets_its_committed_files() {
        let dir = tempfile::tempdir().unwrap();
        let git = |args: &[&str]| {
            let status = Command::new("git")
                .arg("-C")
                .arg(dir.path())
                .args(["-c", "user.name=Ada", "-c", "user.email=ada@example.com"])
                .args(args)
                .output()
                .unwrap();
            assert!(status.status.success(), "{status:?}");
        };
        git(&["init", "-q"]);
        std::fs::create_dir_all(dir.path().join("site/docs")).unwrap();
        std::fs::write(dir.path().join("site/docs/intro.md"), "# Intro\n").unwrap();
        git(&["add", "."]);
        git(&["commit", "-q", "-m", "first"]);
        std::fs::write(dir.path().join("site/docs/new.md"), "# New\n").unwrap();
        let updates = read_last_updates(&dir.path().join("site")).unwrap();
        assert_eq!(updates.get("docs/intro.md").unwrap().author, "Ada");
        assert!(updates.get("docs/intro.md").unwrap().at > 1_600_000_000_000);
        assert_eq!(updates.get("docs/new.md"), None, "not committed yet");
    }
}
