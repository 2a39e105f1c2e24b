//! Page chrome the browser decides before first paint: the announcement bar, the colour mode
//! and where choices are stored. Keys and defaults are Docusaurus's (`themeConfig.announcementBar`,
//! `themeConfig.colorMode`, `storage`), so a migrated site keeps its visitors' stored choices.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::defaults::default_true;
use crate::model::SiteConfig;

/// `[announcementBar]`: a dismissible message above the navbar of every page.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AnnouncementBar {
    /// Names this announcement: a visitor who closed it sees the next one with another id.
    #[serde(default = "default_announcement_id")]
    pub id: String,
    /// HTML, written by the site's authors and rendered as given.
    pub content: String,
    /// Any CSS colour.
    #[serde(default = "default_background")]
    pub background_color: String,
    /// Any CSS colour.
    #[serde(default = "default_text_color")]
    pub text_color: String,
    #[serde(default = "default_true")]
    pub is_closeable: bool,
}

/// The two colour modes.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(rename_all = "camelCase")]
pub enum ColorModeName {
    #[default]
    Light,
    Dark,
}

impl ColorModeName {
    pub fn as_str(self) -> &'static str {
        match self {
            ColorModeName::Light => "light",
            ColorModeName::Dark => "dark",
        }
    }
}

/// `[colorMode]`.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[ts(rename = "ColorModeConfig")]
pub struct ColorModeConfig {
    /// The mode of a visitor who made no choice (and, with `respectPrefersColorScheme`, whose
    /// system states no preference).
    #[serde(default)]
    pub default_mode: ColorModeName,
    /// Hides the toggle; every visitor gets `defaultMode` (or the system's mode).
    #[serde(default)]
    pub disable_switch: bool,
    /// Without a stored choice, follow the system's `prefers-color-scheme`, live.
    #[serde(default)]
    pub respect_prefers_color_scheme: bool,
}

/// Which Web Storage area keeps the visitor's choices.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
pub enum StorageType {
    #[default]
    #[serde(rename = "localStorage")]
    LocalStorage,
    #[serde(rename = "sessionStorage")]
    SessionStorage,
}

impl StorageType {
    pub fn as_str(self) -> &'static str {
        match self {
            StorageType::LocalStorage => "localStorage",
            StorageType::SessionStorage => "sessionStorage",
        }
    }
}

/// `[siteStorage]`: where every stored choice lives, and a suffix that keeps the keys of
/// several sites on one origin apart.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SiteStorage {
    #[serde(default, rename = "type")]
    #[ts(rename = "type")]
    pub kind: StorageType,
    /// Appended to every key after a `-`: `theme-site-a`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub namespace: Option<String>,
}

fn default_announcement_id() -> String {
    "announcement-bar".to_owned()
}

fn default_background() -> String {
    "#fff".to_owned()
}

fn default_text_color() -> String {
    "#000".to_owned()
}

/// Checks of the chrome tables: `(key path, message)` of the first problem.
pub(crate) fn check(config: &SiteConfig) -> Result<(), (String, String)> {
    if let Some(bar) = &config.announcement_bar {
        if bar.id.trim().is_empty() {
            return Err((
                "announcementBar.id".to_owned(),
                "expected a non-empty id; a visitor's dismissal is remembered per id".to_owned(),
            ));
        }
        for (key, value) in [
            ("backgroundColor", &bar.background_color),
            ("textColor", &bar.text_color),
        ] {
            if value.trim().is_empty() || value.contains([';', '{', '}', '<', '>']) {
                return Err((
                    format!("announcementBar.{key}"),
                    format!(
                        "expected a CSS colour such as `#fff` or `rebeccapurple`, found `{value}`"
                    ),
                ));
            }
        }
    }
    if let Some(namespace) = &config.site_storage.namespace
        && (namespace.is_empty()
            || !namespace
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || "-_.".contains(character)))
    {
        return Err((
            "siteStorage.namespace".to_owned(),
            format!("a storage namespace is letters, digits, `-`, `_` or `.`; found `{namespace}`"),
        ));
    }
    Ok(())
}

/// The `<html>` attributes the inline pre-paint script reads: the storage rules, the colour
/// mode defaults and the announcement's id, so it decides exactly as the theme will.
pub fn html_attributes(config: &SiteConfig) -> Vec<(&'static str, String)> {
    let mut attributes = vec![(
        "data-storage-type",
        config.site_storage.kind.as_str().to_owned(),
    )];
    if let Some(namespace) = &config.site_storage.namespace {
        attributes.push(("data-storage-namespace", namespace.clone()));
    }
    let mode = config.color_mode;
    attributes.push(("data-default-mode", mode.default_mode.as_str().to_owned()));
    if mode.respect_prefers_color_scheme {
        attributes.push(("data-respect-prefers-color-scheme", String::new()));
    }
    if mode.disable_switch {
        attributes.push(("data-disable-switch", String::new()));
    }
    if let Some(bar) = config
        .announcement_bar
        .as_ref()
        .filter(|bar| bar.is_closeable)
    {
        attributes.push(("data-announcement-bar-id", bar.id.clone()));
    }
    attributes
}
