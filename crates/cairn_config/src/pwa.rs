//! `[pwa]`: offline mode and an installable app. The option names are those of Docusaurus's
//! PWA plugin (`offlineModeActivationStrategies`, `debug`, `pwaHead`, `swCustom`,
//! `swRegister`), so a migrated site reads the same. Docusaurus takes the web app manifest as
//! a file the site writes; Cairn writes it from the fields below and makes the icon sizes from
//! one source image, so the manifest cannot drift from the config.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::defaults::default_true;
use crate::head::{AttributeValue, HEAD_TAG_NAMES};
use crate::model::SiteConfig;

/// `[pwa]`; a site without the table has no manifest and no service worker.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PwaConfig {
    /// When the service worker precaches the site and serves it offline; any one suffices.
    #[serde(default = "default_strategies")]
    pub offline_mode_activation_strategies: Vec<ActivationStrategy>,
    /// The worker and the registration log what they decide to the console.
    #[serde(default)]
    pub debug: bool,
    /// Tags added to every page's `<head>`: `{ tagName = "link", rel = "apple-touch-icon", … }`.
    #[serde(default)]
    pub pwa_head: Vec<PwaHeadTag>,
    /// A module of the site (`./src/sw.js`) bundled into the service worker; its default
    /// export, when a function, is called with the worker's params.
    #[serde(default)]
    pub sw_custom: Option<String>,
    /// Whether pages register the worker; `false` leaves registration to the site.
    #[serde(default = "default_true")]
    pub sw_register: bool,
    /// The app's name; the site title when left out.
    #[serde(default)]
    pub name: Option<String>,
    /// The name under the icon on a home screen; `name` when left out.
    #[serde(default)]
    pub short_name: Option<String>,
    /// The page the installed app opens; the site's `baseUrl` when left out.
    #[serde(default)]
    pub start_url: Option<String>,
    /// How the installed app is shown.
    #[serde(default)]
    pub display: Display,
    /// Colour of the browser's interface around the site (`theme-color`).
    #[serde(default)]
    pub theme_color: Option<String>,
    /// Colour of the splash screen while the installed app starts.
    #[serde(default)]
    pub background_color: Option<String>,
    /// A square PNG, JPEG or WebP under `static/` (`img/icon.png`) the manifest's icons are
    /// resized from.
    #[serde(default)]
    pub icon: Option<String>,
}

/// One of the ways offline mode turns on.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum ActivationStrategy {
    /// The visitor installed the site as an app (remembered in the browser).
    AppInstalled,
    /// The page was opened with `?offlineMode=true`.
    QueryString,
    /// The page runs as an installed app (display mode `standalone`).
    Standalone,
    /// A phone or tablet.
    Mobile,
    /// The browser asks to save data.
    SaveData,
    /// Every visit.
    Always,
}

/// The manifest's `display`.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Display {
    Fullscreen,
    #[default]
    Standalone,
    MinimalUi,
    Browser,
}

/// A `pwaHead` entry: the tag name and its attributes side by side.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PwaHeadTag {
    pub tag_name: String,
    #[serde(flatten)]
    pub attributes: BTreeMap<String, AttributeValue>,
}

impl ActivationStrategy {
    /// The name the config and the browser code use.
    pub fn as_str(self) -> &'static str {
        match self {
            ActivationStrategy::AppInstalled => "appInstalled",
            ActivationStrategy::QueryString => "queryString",
            ActivationStrategy::Standalone => "standalone",
            ActivationStrategy::Mobile => "mobile",
            ActivationStrategy::SaveData => "saveData",
            ActivationStrategy::Always => "always",
        }
    }
}

impl Display {
    pub fn as_str(self) -> &'static str {
        match self {
            Display::Fullscreen => "fullscreen",
            Display::Standalone => "standalone",
            Display::MinimalUi => "minimal-ui",
            Display::Browser => "browser",
        }
    }
}

fn default_strategies() -> Vec<ActivationStrategy> {
    vec![
        ActivationStrategy::AppInstalled,
        ActivationStrategy::QueryString,
        ActivationStrategy::Standalone,
    ]
}

/// Checks what types cannot say; an error is `(key path, message)`.
pub(crate) fn check(config: &SiteConfig) -> Result<(), (String, String)> {
    let Some(pwa) = &config.pwa else {
        return Ok(());
    };
    for (index, tag) in pwa.pwa_head.iter().enumerate() {
        if !HEAD_TAG_NAMES.contains(&tag.tag_name.as_str()) {
            return Err((
                format!("pwa.pwaHead[{index}].tagName"),
                format!(
                    "`{}` cannot go in a page's <head>; expected one of {}",
                    tag.tag_name,
                    HEAD_TAG_NAMES.join(", ")
                ),
            ));
        }
        if tag.attributes.is_empty() {
            return Err((
                format!("pwa.pwaHead[{index}]"),
                "expected attributes beside `tagName`, such as `rel` and `href`".to_owned(),
            ));
        }
    }
    for (key, value) in [
        ("name", &pwa.name),
        ("shortName", &pwa.short_name),
        ("swCustom", &pwa.sw_custom),
        ("icon", &pwa.icon),
    ] {
        if value
            .as_deref()
            .is_some_and(|value| value.trim().is_empty())
        {
            return Err((
                format!("pwa.{key}"),
                "expected a non-empty value; leave the key out for the default".to_owned(),
            ));
        }
    }
    if let Some(start_url) = &pwa.start_url
        && !start_url.starts_with('/')
    {
        return Err((
            "pwa.startUrl".to_owned(),
            format!("expected a path of the site starting with `/`, found `{start_url}`"),
        ));
    }
    for (key, value) in [
        ("themeColor", &pwa.theme_color),
        ("backgroundColor", &pwa.background_color),
    ] {
        if let Some(colour) = value
            && (colour.is_empty() || colour.contains(['"', '<', '>', ';']))
        {
            return Err((
                format!("pwa.{key}"),
                format!("`{colour}` is not a CSS colour such as \"#2e8555\""),
            ));
        }
    }
    if let Some(icon) = &pwa.icon {
        let lower = icon.to_ascii_lowercase();
        if lower.ends_with(".svg") {
            return Err((
                "pwa.icon".to_owned(),
                "an SVG icon cannot be resized at build time; give a PNG, JPEG or WebP image"
                    .to_owned(),
            ));
        }
        if icon.starts_with('/') || icon.split('/').any(|segment| segment == "..") {
            return Err((
                "pwa.icon".to_owned(),
                format!(
                    "expected a path relative to `static/`, such as \"img/icon.png\", found `{icon}`"
                ),
            ));
        }
    }
    Ok(())
}
