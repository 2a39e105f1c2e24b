//! Changelog mode: a blog whose posts are the `## <version> (<date>)` sections of a
//! CHANGELOG.md (the lerna-changelog shape), one page per version.
//!
//! Each section is written as a post file under `.cairn/changelog/<blog id>/`, so it goes
//! through the same compile stage (and cache) as any post; only files whose text changed are
//! rewritten.

use std::path::{Path, PathBuf};

use crate::error::ContentError;

/// One version's section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Entry {
    /// `3.4.0`, or the heading's text for a section without a version and date.
    pub version: String,
    /// `2024-12-20`, when the heading has one.
    pub date: Option<String>,
    /// `(name, profile URL)` from the section's `#### Committers: N` list.
    pub committers: Vec<(String, Option<String>)>,
    /// The section's Markdown without its heading and committers list.
    pub body: String,
}

/// Splits a changelog into its `##` sections, in file order (newest first).
pub(crate) fn entries(text: &str) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut current: Option<(String, Vec<&str>)> = None;
    let mut in_fence = false;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            in_fence = !in_fence;
        }
        if !in_fence && let Some(heading) = line.strip_prefix("## ") {
            if let Some((heading, lines)) = current.take() {
                entries.push(entry(&heading, &lines));
            }
            current = Some((heading.trim().to_owned(), Vec::new()));
            continue;
        }
        if let Some((_, lines)) = current.as_mut() {
            lines.push(line);
        }
    }
    if let Some((heading, lines)) = current {
        entries.push(entry(&heading, &lines));
    }
    entries
}

fn entry(heading: &str, lines: &[&str]) -> Entry {
    // `3.4.0 (2024-12-20)`; older tools wrote `3.4.0 - 2024-12-20` or `[3.4.0] - 2024-12-20`.
    let is_date = |text: &str| {
        text.len() == 10
            && text.char_indices().all(|(index, character)| match index {
                4 | 7 => character == '-',
                _ => character.is_ascii_digit(),
            })
    };
    let split = heading
        .strip_suffix(')')
        .and_then(|rest| rest.rsplit_once(" ("))
        .or_else(|| heading.rsplit_once(" - "))
        .filter(|(_, date)| is_date(date.trim()));
    let (version, date) = match split {
        Some((version, date)) => (version.trim(), Some(date.trim().to_owned())),
        None => (heading, None),
    };
    let version = version.trim_start_matches('[').trim_end_matches(']').trim();
    let mut body = Vec::new();
    let mut committers = Vec::new();
    let mut in_committers = false;
    for line in lines {
        if line.starts_with("#### Committers") {
            in_committers = true;
            continue;
        }
        if in_committers {
            if let Some(item) = line.trim_start().strip_prefix("- ") {
                committers.push(committer(item));
                continue;
            }
            if line.trim().is_empty() {
                continue;
            }
            in_committers = false;
        }
        body.push(*line);
    }
    Entry {
        version: version.to_owned(),
        date,
        committers,
        body: body.join("\n").trim().to_owned(),
    }
}

/// `Ada Lovelace ([@ada](https://github.com/ada))` → (`Ada Lovelace`, the URL).
fn committer(item: &str) -> (String, Option<String>) {
    match item.split_once(" (") {
        Some((name, rest)) => {
            let url = rest
                .split_once("](")
                .and_then(|(_, url)| url.split(')').next())
                .map(str::to_owned);
            (name.trim().to_owned(), url)
        }
        None => (item.trim().to_owned(), None),
    }
}

/// Writes one post file per entry of the changelog at `changelog` into `out_dir` (rewriting
/// only files whose text changed and removing stale ones) and returns the files in order.
pub(crate) fn write_posts(
    changelog: &Path,
    shown: &Path,
    out_dir: &Path,
) -> Result<Vec<PathBuf>, ContentError> {
    let text = ContentError::read_text(changelog, shown)?;
    let unwritable = |source: std::io::Error| ContentError::Unreadable {
        path: out_dir.to_owned(),
        source,
    };
    std::fs::create_dir_all(out_dir).map_err(unwritable)?;
    let mut entries = entries(&text);
    // A section without a date (`## V2 Changelog`) sits where the changelog puts it: it takes
    // the date of the entry above it (or below, for the first).
    for index in 0..entries.len() {
        if entries[index].date.is_none() {
            let above = entries[..index]
                .iter()
                .rev()
                .find_map(|entry| entry.date.clone());
            let below = entries[index + 1..]
                .iter()
                .find_map(|entry| entry.date.clone());
            entries[index].date = above.or(below);
        }
    }
    let mut files = Vec::with_capacity(entries.len());
    for (index, entry) in entries.iter().enumerate() {
        let file = out_dir.join(format!("{index:04}.md"));
        let post = post_text(entry);
        if std::fs::read_to_string(&file).ok().as_deref() != Some(post.as_str()) {
            std::fs::write(&file, post).map_err(unwritable)?;
        }
        files.push(file);
    }
    for stale in std::fs::read_dir(out_dir).map_err(unwritable)?.flatten() {
        if !files.contains(&stale.path()) {
            let _ = std::fs::remove_file(stale.path());
        }
    }
    Ok(files)
}

/// A post file for an entry: front matter (JSON strings are valid YAML) and the body. The
/// file's name (`0003.md`) keeps the entry's place in the changelog.
fn post_text(entry: &Entry) -> String {
    let quote = |text: &str| serde_json::to_string(text).unwrap_or_default();
    let mut text = format!(
        "---\ntitle: {}\nslug: {}\n",
        quote(&entry.version),
        quote(&entry.version)
    );
    if let Some(date) = &entry.date {
        text.push_str(&format!("date: {}\n", quote(date)));
    }
    if !entry.committers.is_empty() {
        text.push_str("authors:\n");
        for (name, url) in &entry.committers {
            text.push_str(&format!("  - name: {}\n", quote(name)));
            if let Some(url) = url {
                text.push_str(&format!("    url: {}\n", quote(url)));
            }
        }
    }
    text.push_str("---\n\n");
    text.push_str(&entry.body);
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHANGELOG: &str = "# Changelog\n\n## 3.4.0 (2024-12-20)\n\n#### :rocket: New Feature\n\n- [#1](https://x.dev/1) Offline search ([@ada](https://github.com/ada))\n\n```md\n## not a section\n```\n\n#### Committers: 2\n\n- Ada Lovelace ([@ada](https://github.com/ada))\n- Sam\n\n## 3.3.2 (2024-10-01)\n\nFixes.\n\n## V2 Changelog\n\nOlder changes.\n";

    #[test]
    fn sections_become_entries() {
        let entries = entries(CHANGELOG);
        assert_eq!(entries.len(), 3);
        assert_eq!(entries[0].version, "3.4.0");
        assert_eq!(entries[0].date.as_deref(), Some("2024-12-20"));
        assert!(entries[0].body.contains("## not a section"));
        assert!(!entries[0].body.contains("Committers"));
        assert_eq!(
            entries[0].committers,
            [
                (
                    "Ada Lovelace".to_owned(),
                    Some("https://github.com/ada".to_owned())
                ),
                ("Sam".to_owned(), None)
            ]
        );
        assert_eq!(entries[2].version, "V2 Changelog");
        assert_eq!(entries[2].date, None);
        let post = post_text(&entries[0]);
        assert!(post.starts_with("---\ntitle: \"3.4.0\"\nslug: \"3.4.0\"\ndate: \"2024-12-20\"\nauthors:\n  - name: \"Ada Lovelace\"\n    url: \"https://github.com/ada\"\n"), "{post}");
    }
}
