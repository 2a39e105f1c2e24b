//! Turning file names into ids, titles and paths: the rules every plugin shares.

use std::path::Path;

/// Folder and file stem of a relative path: `guides/setup.md` → (`guides`, `setup`).
pub(crate) fn split_path(relative: &str) -> (&str, &str) {
    let (dir, file) = relative.rsplit_once('/').unwrap_or(("", relative));
    let stem = Path::new(file)
        .file_stem()
        .and_then(|stem| stem.to_str())
        .unwrap_or(file);
    (dir, stem)
}

/// `dir/name`, or `name` alone at the top.
pub(crate) fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_owned()
    } else {
        format!("{dir}/{name}")
    }
}

/// A readable name from a file or folder name: `getting-started` → `Getting started`.
pub(crate) fn humanize(name: &str) -> String {
    let spaced = name.replace(['-', '_'], " ");
    let mut characters = spaced.trim().chars();
    match characters.next() {
        Some(first) => first.to_uppercase().chain(characters).collect(),
        None => String::new(),
    }
}

/// `text` cut at a word boundary to at most `limit` characters, with `…` when cut.
pub(crate) fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let cut: String = text.chars().take(limit).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{}…", cut.trim_end_matches([',', '.', ';', ':']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_descriptions() {
        assert_eq!(humanize("getting-started"), "Getting started");
        assert_eq!(humanize("folder with spaces"), "Folder with spaces");
        assert_eq!(humanize("API_reference"), "API reference");
        assert_eq!(split_path("a/b/c.md"), ("a/b", "c"));
        assert_eq!(split_path("c.md"), ("", "c"));
        assert_eq!(join("", "a"), "a");
        assert_eq!(join("x/y", "a"), "x/y/a");
        let long = "word ".repeat(50);
        let short = truncate(long.trim(), 20);
        assert!(
            short.ends_with('…') && short.chars().count() <= 21,
            "{short}"
        );
    }
}
