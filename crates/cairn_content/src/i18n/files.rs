//! Docusaurus's translation files: JSON objects mapping an id to `{message, description}`
//! (`code.json`, `navbar.json`, `current.json`…), and the theme's own message tables.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::error::ContentError;
use crate::load::display_path;

/// One translation file's messages by id; empty when the file does not exist.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TranslationFile {
    pub path: PathBuf,
    pub messages: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    message: String,
    #[serde(default)]
    #[allow(dead_code)] // Read so that a misspelt key is refused; only for translators.
    description: Option<String>,
}

impl TranslationFile {
    /// Reads `path` when it exists. A file that is not a JSON object of
    /// `{"id": {"message": "…", "description": "…"}}` is an error with its line and column.
    pub fn read(site_dir: &Path, path: &Path) -> Result<Self, ContentError> {
        if !path.is_file() {
            return Ok(TranslationFile {
                path: path.to_path_buf(),
                messages: BTreeMap::new(),
            });
        }
        let shown = display_path(site_dir, path);
        let text = ContentError::read_text(path, &shown)?;
        let entries: BTreeMap<String, Entry> =
            serde_json::from_str(&text).map_err(|error| ContentError::TranslationFile {
                file: shown.clone(),
                location: format!(":{}:{}", error.line(), error.column().max(1)),
                message: error.to_string(),
            })?;
        Ok(TranslationFile {
            path: path.to_path_buf(),
            messages: entries
                .into_iter()
                .map(|(id, entry)| (id, entry.message))
                .collect(),
        })
    }

    /// The message of `id`, if the file translates it.
    pub fn get(&self, id: &str) -> Option<&str> {
        self.messages.get(id).map(String::as_str)
    }

    /// `value` translated by the message of `id`, or left as it is.
    pub fn apply(&self, id: &str, value: &mut String) {
        if let Some(message) = self.get(id) {
            message.clone_into(value);
        }
    }
}

/// The theme's English messages (`<theme>/locales/en.json`): every id the theme has, with the
/// text its components show; empty when the theme has no table.
pub fn theme_message_table(theme_dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(theme_dir.join("locales/en.json"))
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// The theme's messages in `locale` (`<theme>/locales/<locale>.json`, a flat object of id →
/// message): the file named after the locale, else after its language (`fr` for `fr-CA`),
/// else none. English has none: the theme's components hold the English text.
pub fn theme_messages(
    theme_dir: &Path,
    locale: &str,
) -> Result<BTreeMap<String, String>, ContentError> {
    let Some(path) = theme_locale_file(theme_dir, locale) else {
        return Ok(BTreeMap::new());
    };
    let text = ContentError::read_text(&path, &path)?;
    serde_json::from_str(&text).map_err(|error| ContentError::TranslationFile {
        file: path.clone(),
        location: format!(":{}:{}", error.line(), error.column().max(1)),
        message: error.to_string(),
    })
}

fn theme_locale_file(theme_dir: &Path, locale: &str) -> Option<PathBuf> {
    let language = locale.split(['-', '_']).next().unwrap_or(locale);
    if language.eq_ignore_ascii_case("en") {
        return None;
    }
    let dir = theme_dir.join("locales");
    let names: Vec<String> = std::fs::read_dir(&dir)
        .ok()?
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".json").map(str::to_owned)
        })
        .collect();
    // Chinese is named by script: `zh-CN` and `zh` read `zh-Hans`, `zh-TW` and `zh-HK`
    // read `zh-Hant`.
    let script = match locale.to_ascii_lowercase().as_str() {
        "zh" | "zh-cn" | "zh-sg" => Some("zh-Hans"),
        "zh-tw" | "zh-hk" | "zh-mo" => Some("zh-Hant"),
        _ => None,
    };
    let found = names
        .iter()
        .find(|name| name.eq_ignore_ascii_case(locale))
        .or_else(|| script.and_then(|script| names.iter().find(|name| *name == script)))
        .or_else(|| {
            names
                .iter()
                .find(|name| name.eq_ignore_ascii_case(language))
        })
        .or_else(|| {
            let prefix = format!("{}-", language.to_ascii_lowercase());
            names
                .iter()
                .find(|name| name.to_ascii_lowercase().starts_with(&prefix))
        })?;
    Some(dir.join(format!("{found}.json")))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_file_maps_ids_to_messages_and_a_broken_one_is_located() {
        let site = tempfile::tempdir().unwrap();
        let path = site.path().join("i18n/fr/code.json");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(
            &path,
            r#"{"home.title": {"message": "Accueil", "description": "The home page's title"}}"#,
        )
        .unwrap();
        let file = TranslationFile::read(site.path(), &path).unwrap();
        assert_eq!(file.get("home.title"), Some("Accueil"));
        let mut value = "Home".to_owned();
        file.apply("home.title", &mut value);
        assert_eq!(value, "Accueil");

        std::fs::write(&path, "{\n  \"home.title\": {\"mesage\": \"Accueil\"}\n}\n").unwrap();
        let error = TranslationFile::read(site.path(), &path).unwrap_err();
        let shown = error.to_string();
        assert!(shown.contains("code.json:2:"), "{shown}");
        assert!(shown.contains("unknown field `mesage`"), "{shown}");

        let missing = TranslationFile::read(site.path(), &site.path().join("nope.json")).unwrap();
        assert!(missing.messages.is_empty());
    }

    #[test]
    fn the_theme_file_is_found_by_locale_then_script_then_language() {
        let theme = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(theme.path().join("locales")).unwrap();
        for name in ["fr", "pt-BR", "zh-Hans", "en"] {
            std::fs::write(
                theme.path().join(format!("locales/{name}.json")),
                format!("{{\"which\": \"{name}\"}}"),
            )
            .unwrap();
        }
        let which = |locale: &str| {
            theme_messages(theme.path(), locale)
                .unwrap()
                .get("which")
                .cloned()
        };
        assert_eq!(which("fr").as_deref(), Some("fr"));
        assert_eq!(which("fr-CA").as_deref(), Some("fr"));
        assert_eq!(which("pt-BR").as_deref(), Some("pt-BR"));
        assert_eq!(which("pt").as_deref(), Some("pt-BR"));
        assert_eq!(which("zh-CN").as_deref(), Some("zh-Hans"));
        assert_eq!(which("en"), None);
        assert_eq!(which("en-GB"), None);
        assert_eq!(which("sw"), None);
    }
}
