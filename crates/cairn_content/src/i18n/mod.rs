//! Several locales: where the current locale's translations live (Docusaurus's `i18n/`
//! layout) and which files of a content folder a locale's pages are built from.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use cairn_config::SiteConfig;

use crate::error::{ContentError, Warning};
use crate::load::{display_path, files_under};

mod files;
mod message_ids;
mod site_config;
mod status;

pub use files::{TranslationFile, theme_message_table, theme_messages};
pub use message_ids::site_messages;
pub use site_config::{config_translation_sources, translate_config};
pub use status::{LocaleStatus, translation_status};

/// Whether a page's text is in the locale it is built in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Translation {
    /// The default locale's own file (or a file of a plugin without translations).
    #[default]
    Original,
    /// The current locale's translation, from `i18n/<locale>/…`.
    Translated,
    /// A locale other than the default one, for which the file has no translation: the
    /// default locale's text stands in, as Docusaurus does.
    Missing,
}

/// A translation file, as `cairn write-translations` writes it: each id with its message in
/// the default locale and a description for translators (Docusaurus's `getTranslationFiles`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TranslationSource {
    /// Path inside `i18n/<locale>/`: `code.json`, `docusaurus-plugin-content-docs/current.json`.
    pub path: String,
    pub messages: BTreeMap<String, SourceMessage>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SourceMessage {
    pub message: String,
    pub description: String,
}

impl TranslationSource {
    pub fn new(path: impl Into<String>) -> Self {
        TranslationSource {
            path: path.into(),
            messages: BTreeMap::new(),
        }
    }

    /// Adds `id` unless the file has it already (the first description wins).
    pub fn add(&mut self, id: String, message: &str, description: String) {
        self.messages.entry(id).or_insert_with(|| SourceMessage {
            message: message.to_owned(),
            description,
        });
    }
}

/// The folder name of a content plugin's translations, `docusaurus-plugin-content-<kind>` with
/// `-<id>` for an instance other than the default one.
pub(crate) fn plugin_folder(kind: &str, id: &str) -> String {
    if id == "default" {
        format!("docusaurus-plugin-content-{kind}")
    } else {
        format!("docusaurus-plugin-content-{kind}-{id}")
    }
}

/// The current locale's translations of one content plugin's files:
/// `i18n/<locale>/docusaurus-plugin-content-<kind>[-<id>]`, as Docusaurus names the folder.
pub(crate) fn plugin_translations(
    config: &SiteConfig,
    site_dir: &Path,
    kind: &str,
    id: &str,
) -> PathBuf {
    config
        .i18n
        .translations_dir(site_dir)
        .join(plugin_folder(kind, id))
}

/// The interface's messages in the current locale: the theme's translations
/// (`<theme>/locales/<locale>.json`), with the site's own `i18n/<locale>/code.json` over them;
/// and a warning for each id of `code.json` that neither the theme nor the site's code uses
/// (a misspelt id translates nothing).
pub fn ui_messages(
    config: &SiteConfig,
    site_dir: &Path,
    theme_dir: &Path,
) -> Result<(BTreeMap<String, String>, Vec<Warning>), ContentError> {
    let mut messages = theme_messages(theme_dir, config.i18n.current())?;
    let code = config.i18n.translations_dir(site_dir).join("code.json");
    let site_messages = if config.i18n.translates_current() {
        TranslationFile::read(site_dir, &code)?
    } else {
        TranslationFile::default()
    };
    let mut warnings = Vec::new();
    if !site_messages.messages.is_empty() {
        let known = message_ids::known_ids(site_dir, theme_dir);
        let unused: Vec<&str> = site_messages
            .messages
            .keys()
            .map(String::as_str)
            .filter(|id| !known.contains(*id))
            .collect();
        if !unused.is_empty() {
            warnings.push(Warning {
                location: display_path(site_dir, &code).display().to_string(),
                message: format!(
                    "no code of the site or the theme uses the id{} {}: {} nothing; check the spelling against the `id` given to `<Translate>` or `translate()`",
                    if unused.len() == 1 { "" } else { "s" },
                    unused
                        .iter()
                        .map(|id| format!("`{id}`"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    if unused.len() == 1 { "it translates" } else { "they translate" }
                ),
            });
        }
    }
    messages.extend(site_messages.messages);
    Ok((messages, warnings))
}

/// A warning for each folder of `i18n/` named after a locale the site does not declare:
/// its translations are never built.
pub fn undeclared_locale_folders(config: &SiteConfig, site_dir: &Path) -> Vec<Warning> {
    let locales = config.i18n.locales();
    let folders: Vec<String> = locales
        .iter()
        .map(|locale| config.i18n.locale_config(locale).path)
        .collect();
    let root = config.i18n.translations_root(site_dir);
    let Ok(entries) = std::fs::read_dir(&root) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with('.') && !folders.contains(name))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| Warning {
            location: display_path(site_dir, &root.join(&name))
                .display()
                .to_string(),
            message: format!(
                "holds translations into `{name}`, which is not a locale of the site ({}); add it to `[i18n] locales` to build them",
                locales.join(", ")
            ),
        })
        .collect()
}

/// Puts the text of the locale being built in place of each `<Translate>` message of a
/// compiled tree (see [`cairn_markdown::message`]).
pub(crate) fn fill_messages(node: &mut cairn_markdown::Node, messages: &BTreeMap<String, String>) {
    use cairn_markdown::Node;
    use cairn_markdown::message::{MESSAGE_TAG, message_text};

    let Node::Element {
        tag,
        props,
        children,
    } = node
    else {
        return;
    };
    if tag == MESSAGE_TAG {
        *node = Node::text(message_text(props, messages));
        return;
    }
    for child in children {
        fill_messages(child, messages);
    }
}

/// Where a content plugin's files come from in the current locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LocaleFiles {
    /// The plugin's own folder (`docs/`, `blog/`, `versioned_docs/version-2/`).
    pub source: PathBuf,
    /// The current locale's translations of that folder.
    pub translations: PathBuf,
    /// Whether the current locale is the default one: its files are not "missing" a
    /// translation.
    pub default_locale: bool,
    /// Whether the translations are read (the locale's `translate` is not false).
    pub reads_translations: bool,
}

impl LocaleFiles {
    pub(crate) fn new(config: &SiteConfig, source: PathBuf, translations: PathBuf) -> Self {
        LocaleFiles {
            source,
            translations,
            default_locale: config.i18n.is_default(),
            reads_translations: config.i18n.translates_current(),
        }
    }

    /// Every file of the source folder, by path inside it, with the translation in its place
    /// when the translations folder has one at the same path. Sorted by path. A file only the
    /// translations folder has is left out, as Docusaurus leaves it out: the page exists in
    /// no other locale (see [`LocaleFiles::orphan_warnings`]).
    pub(crate) fn files(&self) -> Result<Vec<LocaleFile>, ContentError> {
        let untranslated = if self.default_locale {
            Translation::Original
        } else {
            Translation::Missing
        };
        let mut files: BTreeMap<String, (PathBuf, Translation)> = files_under(&self.source)?
            .into_iter()
            .map(|(relative, path)| (relative, (path, untranslated)))
            .collect();
        if self.reads_translations {
            for (relative, path) in files_under(&self.translations)? {
                if let Some(file) = files.get_mut(&relative) {
                    *file = (path, Translation::Translated);
                }
            }
        }
        Ok(files
            .into_iter()
            .map(|(relative, (path, translation))| LocaleFile {
                counterpart: match translation {
                    Translation::Translated => self.source.join(&relative),
                    _ => self.translations.join(&relative),
                },
                relative,
                path,
                translation,
            })
            .collect())
    }
}

impl LocaleFiles {
    /// A warning for each Markdown file of the translations whose original the plugin's
    /// folder does not have (deleted or moved since it was translated): it is not built.
    pub(crate) fn orphan_warnings(&self, site_dir: &Path) -> Result<Vec<Warning>, ContentError> {
        if self.default_locale || !self.reads_translations {
            return Ok(Vec::new());
        }
        Ok(files_under(&self.translations)?
            .into_iter()
            .filter(|(relative, _)| {
                crate::load::is_markdown(relative) && !self.source.join(relative).is_file()
            })
            .map(|(relative, path)| Warning {
                location: display_path(site_dir, &path).display().to_string(),
                message: format!(
                    "translates {}, which does not exist: it is not built; move the translation where its original now is, or delete it",
                    display_path(site_dir, &self.source.join(&relative)).display()
                ),
            })
            .collect())
    }
}

/// A file a content plugin builds a page from in the current locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LocaleFile {
    /// Path inside the plugin's folder, `/`-separated.
    pub relative: String,
    pub path: PathBuf,
    pub translation: Translation,
    /// The same file in the other folder: the original of a translation, or where the
    /// translation of an original would be. A link written in either folder's terms finds the
    /// page.
    pub counterpart: PathBuf,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn config(extra: &str) -> SiteConfig {
        cairn_config::parse(
            &format!("title = \"T\"\nurl = \"https://t.dev\"\n{extra}"),
            Path::new("cairn.toml"),
        )
        .unwrap()
    }

    #[test]
    fn a_translation_takes_the_place_of_its_source_and_one_without_a_source_is_left_out() {
        let site = tempfile::tempdir().unwrap();
        let write = |path: &str| {
            let path = site.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "# x\n").unwrap();
        };
        write("docs/intro.md");
        write("docs/guide/setup.md");
        write("i18n/fr/docusaurus-plugin-content-docs/current/intro.md");
        write("i18n/fr/docusaurus-plugin-content-docs/current/only-fr.md");
        let config =
            config("[i18n]\ndefaultLocale = \"en\"\nlocales = [\"en\", \"fr\"]\n").for_locale("fr");
        let translations =
            plugin_translations(&config, site.path(), "docs", "default").join("current");
        let locale_files = LocaleFiles::new(&config, site.path().join("docs"), translations);
        let files = locale_files.files().unwrap();
        let listed: Vec<(String, String, Translation)> = files
            .into_iter()
            .map(|file| {
                let shown = file.path.strip_prefix(site.path()).unwrap();
                (file.relative, shown.display().to_string(), file.translation)
            })
            .collect();
        assert_eq!(
            listed,
            [
                (
                    "guide/setup.md".to_owned(),
                    "docs/guide/setup.md".to_owned(),
                    Translation::Missing
                ),
                (
                    "intro.md".to_owned(),
                    "i18n/fr/docusaurus-plugin-content-docs/current/intro.md".to_owned(),
                    Translation::Translated
                ),
            ]
        );
        // A translation whose original is gone is not built, and said so.
        let warnings = locale_files.orphan_warnings(site.path()).unwrap();
        assert_eq!(warnings.len(), 1);
        let warning = &warnings[0];
        assert!(
            warning
                .location
                .ends_with("/i18n/fr/docusaurus-plugin-content-docs/current/only-fr.md"),
            "{warning:?}"
        );
        assert!(
            warning
                .message
                .contains("/docs/only-fr.md, which does not exist"),
            "{warning:?}"
        );
    }

    #[test]
    fn another_instance_has_a_folder_named_after_it() {
        let config = config("").for_locale("en");
        assert_eq!(
            plugin_translations(&config, Path::new("site"), "docs", "community"),
            Path::new("site/i18n/en/docusaurus-plugin-content-docs-community")
        );
    }
}
