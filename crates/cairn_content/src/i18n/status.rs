//! How far each locale's translation has come: which pages are translated, which are missing,
//! and which translations are out of date (their original changed in Git after them).

use std::path::Path;

use cairn_config::SiteConfig;

use super::Translation;
use crate::docs::LastUpdates;
use crate::error::ContentError;
use crate::load::site_path;
use crate::plugin::SourceKind;

/// One locale's translation of the site's Markdown pages.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LocaleStatus {
    pub locale: String,
    /// Pages in the default locale (every page the locale has, translated or not).
    pub pages: usize,
    /// Translations, by their path in the site.
    pub translated: Vec<String>,
    /// Originals without a translation, by their path in the site.
    pub missing: Vec<String>,
    /// Translations whose original was committed after them: `(translation, original)`.
    pub outdated: Vec<(String, String)>,
}

/// The status of `locale`'s translation; `history` (Git's, when the site is in a repository)
/// tells which translations are out of date.
pub fn translation_status(
    site_dir: &Path,
    config: &SiteConfig,
    locale: &str,
    history: Option<&LastUpdates>,
) -> Result<LocaleStatus, ContentError> {
    let config = config.for_locale(locale);
    let mut status = LocaleStatus {
        locale: locale.to_owned(),
        ..LocaleStatus::default()
    };
    for plugin in crate::builtin_plugins(site_dir, &config)? {
        for source in plugin.sources()? {
            if source.kind != SourceKind::Markdown {
                continue;
            }
            let own = site_path(site_dir, &source.path);
            let counterpart = source
                .counterpart
                .as_deref()
                .map(|path| site_path(site_dir, path));
            match source.translation {
                Translation::Missing => status.missing.push(own),
                Translation::Translated => {
                    if let (Some(history), Some(original)) = (history, &counterpart) {
                        let changed = |path: &str| history.get(path).map(|update| update.at);
                        if let (Some(translated_at), Some(original_at)) =
                            (changed(&own), changed(original))
                            && original_at > translated_at
                        {
                            status.outdated.push((own.clone(), original.clone()));
                        }
                    }
                    status.translated.push(own);
                }
                Translation::Original => continue,
            }
            status.pages += 1;
        }
    }
    Ok(status)
}
