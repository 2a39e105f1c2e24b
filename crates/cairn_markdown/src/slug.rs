//! Every rule that turns text into a URL part, one function per rule, so that a page's ids and
//! paths are made the same way wherever they are needed.
//!
//! The rules differ on purpose: heading ids follow GitHub so links copied from a repository's
//! README keep working; category and tag segments follow the conventions authors of docs sites
//! already rely on for those URLs.

use std::collections::HashMap;

/// Turns heading text into unique ids within one document.
#[derive(Debug, Default)]
pub struct Slugger {
    seen: HashMap<String, usize>,
}

impl Slugger {
    /// The [`heading_id`] of `text`, suffixed `-1`, `-2`… when an earlier heading took it.
    pub fn slug(&mut self, text: &str) -> String {
        let base = heading_id(text);
        self.claim(base)
    }

    /// Reserves an explicit id so later generated ids do not collide with it.
    pub fn claim(&mut self, base: String) -> String {
        let mut candidate = base.clone();
        while let Some(count) = self.seen.get_mut(&candidate) {
            *count += 1;
            candidate = format!("{base}-{count}");
        }
        self.seen.insert(candidate.clone(), 0);
        candidate
    }
}

/// A heading's id as GitHub makes it: lowercases, keeps letters, digits (any script), `-` and
/// `_`, turns spaces into `-` and drops everything else. Not unique: see [`Slugger`].
pub fn heading_id(text: &str) -> String {
    text.trim()
        .chars()
        .flat_map(char::to_lowercase)
        .filter_map(|character| match character {
            ' ' => Some('-'),
            '-' | '_' => Some(character),
            _ if character.is_alphanumeric() => Some(character),
            _ => None,
        })
        .collect()
}

/// The URL segment of a category's generated page from its label:
/// `Getting Started` → `getting-started`. Characters with a meaning in URLs (`? # % / \`)
/// are dropped so the page gets exactly one path segment; words are joined with `-`.
pub fn category_segment(label: &str) -> String {
    label
        .to_lowercase()
        .replace(['?', '#', '%', '/', '\\'], "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("-")
}

/// The URL segment of a tag: lower case, each run of anything but letters and digits (any
/// script) as one `-`, with no `-` at either end. Empty when the text has no letter or digit.
pub fn tag_segment(text: &str) -> String {
    let mut segment = String::with_capacity(text.len());
    for character in text.chars() {
        if character.is_alphanumeric() {
            segment.extend(character.to_lowercase());
        } else if !segment.is_empty() && !segment.ends_with('-') {
            segment.push('-');
        }
    }
    segment.truncate(segment.trim_end_matches('-').len());
    segment
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heading_ids_like_github() {
        assert_eq!(heading_id("Hello World"), "hello-world");
        assert_eq!(heading_id("What's new in 3.4?"), "whats-new-in-34");
        assert_eq!(heading_id("  Trim me  "), "trim-me");
        assert_eq!(
            heading_id("snake_case and kebab-case"),
            "snake_case-and-kebab-case"
        );
        assert_eq!(heading_id("Ünïcödé stays"), "ünïcödé-stays");
        assert_eq!(heading_id("日本語の見出し"), "日本語の見出し");
        assert_eq!(heading_id("A -- B"), "a----b");
        assert_eq!(heading_id("`code` & <html>"), "code--html");
    }

    #[test]
    fn duplicates_are_suffixed() {
        let mut slugger = Slugger::default();
        assert_eq!(slugger.slug("Intro"), "intro");
        assert_eq!(slugger.slug("Intro"), "intro-1");
        assert_eq!(slugger.slug("Intro"), "intro-2");
        assert_eq!(slugger.slug("Intro 1"), "intro-1-1");
    }

    #[test]
    fn explicit_ids_are_reserved() {
        let mut slugger = Slugger::default();
        assert_eq!(slugger.claim("setup".to_owned()), "setup");
        assert_eq!(slugger.slug("Setup"), "setup-1");
    }

    #[test]
    fn category_segments_are_one_path_segment() {
        assert_eq!(category_segment("Getting Started"), "getting-started");
        assert_eq!(category_segment("  CI/CD   and #1? "), "cicd-and-1");
        assert_eq!(category_segment("Überblick"), "überblick");
        assert_eq!(category_segment("50% off \\ sale"), "50-off-sale");
        // Unlike a tag, a category keeps the punctuation that is harmless in a URL.
        assert_eq!(category_segment("C++ & Rust"), "c++-&-rust");
    }

    #[test]
    fn tag_segments_join_words_with_single_dashes() {
        assert_eq!(tag_segment("Getting Started"), "getting-started");
        assert_eq!(tag_segment("Édition & Co"), "édition-co");
        assert_eq!(tag_segment("édition-co"), "édition-co");
        assert_eq!(tag_segment("--Release--Notes--"), "release-notes");
        assert_eq!(tag_segment("v3.4"), "v3-4");
        assert_eq!(tag_segment("日本語 タグ"), "日本語-タグ");
        assert_eq!(tag_segment("!!!"), "");
    }
}
