//! The message ids a site's code and the theme use, to tell an id of `code.json` that
//! translates nothing.

use std::collections::HashSet;
use std::path::Path;
use std::sync::LazyLock;

use regex::Regex;

/// `id="…"`, `id: '…'`, `id={"…"}`: how `<Translate>` and `translate()` are given an id.
static ID: LazyLock<Regex> = LazyLock::new(|| {
    #[allow(clippy::unwrap_used)] // A constant pattern: a test compiles it.
    Regex::new(r#"\bid\s*(?:=\s*\{?|:)\s*(?:"([^"\n]+)"|'([^'\n]+)'|`([^`$\n]+)`)"#).unwrap()
});

/// Folders of a site that hold no code or content of its own.
const SKIPPED: &[&str] = &["node_modules", "build", "i18n", "static", ".cairn", ".git"];

/// Every id the theme's messages have (its English table, `locales/en.json`) and every id
/// the site's code and Markdown give `<Translate>` or `translate()`.
pub(super) fn known_ids(site_dir: &Path, theme_dir: &Path) -> HashSet<String> {
    let mut ids: HashSet<String> = std::fs::read_to_string(theme_dir.join("locales/en.json"))
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&text).ok())
        .map(|table| table.into_iter().map(|(id, _)| id).collect())
        .unwrap_or_default();
    let files = walkdir::WalkDir::new(site_dir)
        .into_iter()
        .filter_entry(|entry| {
            entry.depth() == 0
                || !(entry.file_type().is_dir()
                    && SKIPPED.contains(&entry.file_name().to_string_lossy().as_ref()))
        })
        .flatten()
        .filter(|entry| {
            entry.file_type().is_file()
                && entry.path().extension().is_some_and(|extension| {
                    ["js", "jsx", "ts", "tsx", "mjs", "cjs", "md", "mdx"]
                        .contains(&extension.to_string_lossy().as_ref())
                })
        });
    for file in files {
        if let Ok(text) = std::fs::read_to_string(file.path()) {
            ids.extend(ids_in(&text));
        }
    }
    ids
}

fn ids_in(text: &str) -> impl Iterator<Item = String> + '_ {
    ID.captures_iter(text).filter_map(|captures| {
        (1..=3)
            .find_map(|group| captures.get(group))
            .map(|found| found.as_str().to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_read_from_every_way_of_giving_one() {
        let text = r#"
            <Translate id="home.title">Hi</Translate>
            translate({id: 'home.tagline', message: 'x'});
            translate({ message: 'y', id: `home.third` });
            <Translate id={"home.fourth"} description="d">x</Translate>
        "#;
        let found: Vec<String> = ids_in(text).collect();
        assert_eq!(
            found,
            ["home.title", "home.tagline", "home.third", "home.fourth"]
        );
    }
}
