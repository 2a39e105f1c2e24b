//! Heading ids the way GitHub makes them, so links copied from a repository's README keep
//! working on the site.

use std::collections::HashMap;

/// Turns heading text into unique ids within one document.
#[derive(Debug, Default)]
pub struct Slugger {
    seen: HashMap<String, usize>,
}

impl Slugger {
    /// Slug of `text`, suffixed `-1`, `-2`… when an earlier heading took it.
    pub fn slug(&mut self, text: &str) -> String {
        let base = slugify(text);
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

/// Lowercases, keeps letters, digits (any script), `-` and `_`, turns spaces into `-` and
/// drops everything else.
pub fn slugify(text: &str) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_like_github() {
        assert_eq!(slugify("Hello World"), "hello-world");
        assert_eq!(slugify("What's new in 3.4?"), "whats-new-in-34");
        assert_eq!(slugify("  Trim me  "), "trim-me");
        assert_eq!(
            slugify("snake_case and kebab-case"),
            "snake_case-and-kebab-case"
        );
        assert_eq!(slugify("Ünïcödé stays"), "ünïcödé-stays");
        assert_eq!(slugify("日本語の見出し"), "日本語の見出し");
        assert_eq!(slugify("A -- B"), "a----b");
        assert_eq!(slugify("`code` & <html>"), "code--html");
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
}
