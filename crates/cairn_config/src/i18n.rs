//! `[i18n]`: the site's locales, with Docusaurus's keys, and what each locale defaults to.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::defaults::default_true;

/// Locale settings, with Docusaurus's keys. Every locale is built: the default one at the
/// site's `baseUrl`, each other one under `<baseUrl><path>/`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct I18n {
    /// The language of the site's pages (`<html lang>`), a BCP 47 tag.
    #[serde(default = "default_locale")]
    pub default_locale: String,
    /// Every locale of the site; `[defaultLocale]` when not given.
    #[serde(default)]
    pub locales: Vec<String>,
    /// Per-locale settings, by locale; each key falls back to Docusaurus's default.
    #[serde(default)]
    pub locale_configs: std::collections::BTreeMap<String, LocaleConfig>,
    /// The folder of the translations, inside the site: each locale's are in a folder of it
    /// named by the locale's `path`.
    #[serde(default = "default_i18n_path")]
    pub path: String,
    /// Whether a page not translated into the current locale says so above its content.
    #[serde(default = "default_true")]
    pub untranslated_notice: bool,
    /// The locale this config builds (see [`crate::SiteConfig::for_locale`]); the default
    /// locale when `None`.
    #[serde(skip)]
    pub current_locale: Option<String>,
    /// The site's own `baseUrl`, which the config's `baseUrl` extends for a locale other than
    /// the default: the bundle, shared by every locale, is served from there.
    #[serde(skip)]
    pub site_base_url: Option<String>,
    /// The site's own `url`, which a locale's `url` replaces for its pages.
    #[serde(skip)]
    pub site_url: Option<String>,
}

impl Default for I18n {
    fn default() -> Self {
        I18n {
            default_locale: default_locale(),
            locales: Vec::new(),
            locale_configs: Default::default(),
            path: default_i18n_path(),
            untranslated_notice: true,
            current_locale: None,
            site_base_url: None,
            site_url: None,
        }
    }
}

impl I18n {
    /// The site's locales: the declared ones, or the default locale alone.
    pub fn locales(&self) -> Vec<String> {
        if self.locales.is_empty() {
            vec![self.default_locale.clone()]
        } else {
            self.locales.clone()
        }
    }

    /// The locale these pages are built in.
    pub fn current(&self) -> &str {
        self.current_locale
            .as_deref()
            .unwrap_or(&self.default_locale)
    }

    /// Whether the pages are built in the default locale.
    pub fn is_default(&self) -> bool {
        self.current() == self.default_locale
    }

    /// Whether the site has more than one locale.
    pub fn has_several(&self) -> bool {
        self.locales.len() > 1
    }

    /// Where `locale`'s pages start, for a site served under `site_base_url`: the locale's
    /// own `baseUrl` when it has one, else the base URL itself for the default locale and
    /// `<base><locale>/` for another, as in Docusaurus.
    pub fn locale_base_url(&self, site_base_url: &str, locale: &str) -> String {
        if let Some(own) = self
            .locale_configs
            .get(locale)
            .and_then(|config| config.base_url.as_deref())
        {
            normalised_base_url(own)
        } else if locale == self.default_locale {
            site_base_url.to_owned()
        } else {
            format!("{site_base_url}{locale}/")
        }
    }

    /// The origin `locale`'s pages are served from: its own `url` when it has one (a locale
    /// deployed on its own domain), else the site's; without a trailing `/`, which every URL
    /// made from it adds.
    pub fn locale_url(&self, site_url: &str, locale: &str) -> String {
        self.locale_configs
            .get(locale)
            .and_then(|config| config.url.as_deref())
            .unwrap_or(site_url)
            .trim_end_matches('/')
            .to_owned()
    }

    /// Where `locale`'s pages are written inside the output folder: its base URL less the
    /// site's (`fr/` for `/docs/fr/` under `/docs/`), as Docusaurus decides; the whole base URL
    /// when it is not under the site's.
    pub fn locale_out_subdir(&self, site_base_url: &str, locale: &str) -> String {
        let base = self.locale_base_url(site_base_url, locale);
        base.strip_prefix(site_base_url)
            .unwrap_or(base.trim_start_matches('/'))
            .to_owned()
    }

    /// Whether `locale`'s translation files are read: unless its `translate` is false (then
    /// its pages show the default locale's text, as Docusaurus does).
    pub fn translates(&self, locale: &str) -> bool {
        self.locale_configs
            .get(locale)
            .and_then(|config| config.translate)
            .unwrap_or(true)
    }

    /// Whether the locale being built reads its translation files.
    pub fn translates_current(&self) -> bool {
        self.translates(self.current())
    }

    /// The current locale's folder of translations, `<site>/i18n/<locale's path>`.
    pub fn translations_dir(&self, site_dir: &std::path::Path) -> std::path::PathBuf {
        self.translations_root(site_dir)
            .join(self.locale_config(self.current()).path)
    }

    /// The folder of every locale's translations, `<site>/i18n` by default.
    pub fn translations_root(&self, site_dir: &std::path::Path) -> std::path::PathBuf {
        site_dir.join(&self.path)
    }

    /// `locale`'s settings with Docusaurus's defaults filled in.
    pub fn locale_config(&self, locale: &str) -> ResolvedLocaleConfig {
        let own = self.locale_configs.get(locale).cloned().unwrap_or_default();
        ResolvedLocaleConfig {
            label: own.label.unwrap_or_else(|| default_locale_label(locale)),
            direction: own.direction.unwrap_or_else(|| default_direction(locale)),
            html_lang: own.html_lang.unwrap_or_else(|| locale.to_owned()),
            calendar: own.calendar.unwrap_or_else(|| "gregory".to_owned()),
            path: own.path.unwrap_or_else(|| locale.to_owned()),
        }
    }
}

/// One locale's settings (`[i18n.localeConfigs.<locale>]`).
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LocaleConfig {
    /// Name in the locale dropdown; the locale's own name for the common languages.
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default)]
    pub direction: Option<Direction>,
    /// `<html lang>`; the locale itself by default.
    #[serde(default)]
    pub html_lang: Option<String>,
    /// Calendar dates are written in (`gregory`, `islamic`…).
    #[serde(default)]
    pub calendar: Option<String>,
    /// The folder of the locale's translations inside the `[i18n] path` folder; the locale
    /// itself by default. (It does not move the locale's pages: `baseUrl` does.)
    #[serde(default)]
    pub path: Option<String>,
    /// Whether the locale's translation files are read; true by default. Without them its
    /// pages show the default locale's text.
    #[serde(default)]
    pub translate: Option<bool>,
    /// The origin the locale is served from, when it is not the site's `url` (a locale on
    /// its own domain): its canonical URLs, sitemap, feeds and `hreflang` links use it, and
    /// other locales link to it with absolute URLs.
    #[serde(default)]
    pub url: Option<String>,
    /// Where the locale's pages start; `<baseUrl><locale>/` by default (the site's `baseUrl`
    /// for the default locale). Its pages are written to the output folder under this path
    /// less the site's `baseUrl`.
    #[serde(default)]
    pub base_url: Option<String>,
}

/// A locale's settings once defaults are applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResolvedLocaleConfig {
    pub label: String,
    pub direction: Direction,
    pub html_lang: String,
    pub calendar: String,
    pub path: String,
}

/// Writing direction of a locale.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    #[default]
    Ltr,
    Rtl,
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Ltr => "ltr",
            Direction::Rtl => "rtl",
        }
    }
}

/// Languages written right to left, by primary language subtag (as Docusaurus decides).
const RTL_LANGUAGES: &[&str] = &[
    "ar", "arc", "ckb", "dv", "fa", "ha", "he", "khw", "ks", "ku", "ps", "sd", "ur", "yi",
];

/// `fr`, `/fr` or `fr/` as Docusaurus reads them: `/fr/`.
fn normalised_base_url(base_url: &str) -> String {
    let trimmed = base_url.trim_matches('/');
    if trimmed.is_empty() {
        "/".to_owned()
    } else {
        format!("/{trimmed}/")
    }
}

fn default_i18n_path() -> String {
    "i18n".to_owned()
}

fn default_locale() -> String {
    "en".to_owned()
}

fn primary_subtag(locale: &str) -> String {
    locale
        .split(['-', '_'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase()
}

fn default_direction(locale: &str) -> Direction {
    if RTL_LANGUAGES.contains(&primary_subtag(locale).as_str()) {
        Direction::Rtl
    } else {
        Direction::Ltr
    }
}

/// Each common language's name for itself; Docusaurus asks `Intl.DisplayNames`, which Rust lacks.
fn default_locale_label(locale: &str) -> String {
    let name = match primary_subtag(locale).as_str() {
        "en" => "English",
        "fr" => "Français",
        "de" => "Deutsch",
        "es" => "Español",
        "it" => "Italiano",
        "pt" => "Português",
        "nl" => "Nederlands",
        "ja" => "日本語",
        "zh" => "中文",
        "ko" => "한국어",
        "ru" => "Русский",
        "ar" => "العربية",
        "fa" => "فارسی",
        "he" => "עברית",
        "pl" => "Polski",
        "tr" => "Türkçe",
        _ => return locale.to_owned(),
    };
    name.to_owned()
}
