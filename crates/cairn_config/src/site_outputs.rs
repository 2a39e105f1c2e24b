//! Site-wide outputs that are not pages of their own: `[[redirects]]` (static pages that send
//! visitors elsewhere) and `[sitemap]` (`[llms]` has a module of its own). Option names follow Docusaurus's
//! client-redirects and sitemap plugins where they exist, so a migrated site reads the same.

use serde::{Deserialize, Serialize};

use crate::defaults::default_true;
use crate::model::SiteConfig;

/// One `[[redirects]]` entry: every `from` path becomes a page that sends the visitor to `to`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Redirect {
    /// Site paths (without the base URL) that redirect: `/docs/support/`.
    pub from: OneOrMany,
    /// A site path, with an optional `?query` or `#hash`, or an absolute `http(s)://` URL.
    pub to: String,
}

/// A string or a list of strings.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    pub fn as_slice(&self) -> &[String] {
        match self {
            OneOrMany::One(one) => std::slice::from_ref(one),
            OneOrMany::Many(many) => many,
        }
    }
}

impl Redirect {
    /// Whether `to` leads to another site rather than to a page of this one.
    pub fn is_external(&self) -> bool {
        self.to.starts_with("http://") || self.to.starts_with("https://")
    }
}

/// `[sitemap]`: the `sitemap.xml` every build writes unless `enabled = false`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SitemapConfig {
    #[serde(default = "default_true")]
    pub enabled: bool,
    /// Whether entries carry the page's last update, as a date or a date and time.
    #[serde(default)]
    pub lastmod: Option<Lastmod>,
    /// `<changefreq>` of every entry; TOML has no `null`, so `""` leaves it out.
    #[serde(default = "default_changefreq")]
    pub changefreq: String,
    /// `<priority>` of every entry, between 0 and 1; a negative value leaves it out.
    #[serde(default = "default_priority")]
    pub priority: f64,
    /// Globs of site paths (without the base URL) left out of the sitemap: `/tests/**`.
    #[serde(default)]
    pub ignore_patterns: Vec<String>,
    /// The file's name inside the output folder.
    #[serde(default = "default_filename")]
    pub filename: String,
    /// A function of the site's code that gives the sitemap's items, from the routes and the
    /// items Cairn would write (Docusaurus's `createSitemapItems`).
    #[serde(default)]
    pub create_sitemap_items: Option<crate::SiteFunction>,
}

impl Default for SitemapConfig {
    fn default() -> Self {
        SitemapConfig {
            enabled: true,
            lastmod: None,
            changefreq: default_changefreq(),
            priority: default_priority(),
            ignore_patterns: Vec::new(),
            filename: default_filename(),
            create_sitemap_items: None,
        }
    }
}

/// How precise `<lastmod>` is.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Lastmod {
    Date,
    Datetime,
}

/// The change frequencies the sitemap protocol allows.
pub const CHANGEFREQS: &[&str] = &[
    "always", "hourly", "daily", "weekly", "monthly", "yearly", "never",
];

/// Every pattern of `<table>.ignorePatterns` is a glob.
pub(crate) fn check_globs(table: &str, patterns: &[String]) -> Result<(), (String, String)> {
    for (index, pattern) in patterns.iter().enumerate() {
        if let Err(error) = globset::Glob::new(pattern) {
            return Err((
                format!("{table}.ignorePatterns[{index}]"),
                format!("`{pattern}` is not a glob: {}", error.kind()),
            ));
        }
    }
    Ok(())
}

fn default_changefreq() -> String {
    "weekly".to_owned()
}

fn default_priority() -> f64 {
    0.5
}

fn default_filename() -> String {
    "sitemap.xml".to_owned()
}

/// Checks what types cannot say; an error is `(key path, message)`.
pub(crate) fn check(config: &SiteConfig) -> Result<(), (String, String)> {
    for (index, redirect) in config.redirects.iter().enumerate() {
        let from = redirect.from.as_slice();
        if from.is_empty() {
            return Err((
                format!("redirects[{index}].from"),
                "expected at least one path to redirect from".to_owned(),
            ));
        }
        for (position, path) in from.iter().enumerate() {
            let key = match redirect.from {
                OneOrMany::One(_) => format!("redirects[{index}].from"),
                OneOrMany::Many(_) => format!("redirects[{index}].from[{position}]"),
            };
            if !path.starts_with('/') || path.starts_with("//") || path.contains(['?', '#']) {
                return Err((
                    key,
                    format!(
                        "expected a site path such as `/docs/old-page/` (no query or hash), found `{path}`"
                    ),
                ));
            }
            if path.split('/').any(|segment| segment == "..") {
                return Err((key, format!("`{path}` leaves the site with `..`")));
            }
        }
        let to = &redirect.to;
        if !(redirect.is_external() || (to.starts_with('/') && !to.starts_with("//"))) {
            return Err((
                format!("redirects[{index}].to"),
                format!(
                    "expected a site path such as `/docs/new-page/` or an absolute URL starting with http:// or https://, found `{to}`"
                ),
            ));
        }
        if to.contains(['"', '<', '>', '\\', '\n']) {
            return Err((
                format!("redirects[{index}].to"),
                format!("`{to}` has characters a URL cannot hold unescaped (`\"`, `<`, `>`, `\\`)"),
            ));
        }
    }
    let sitemap = &config.sitemap;
    if !sitemap.changefreq.is_empty() && !CHANGEFREQS.contains(&sitemap.changefreq.as_str()) {
        return Err((
            "sitemap.changefreq".to_owned(),
            format!(
                "expected one of {}, or \"\" for none; found `{}`",
                CHANGEFREQS.join(", "),
                sitemap.changefreq
            ),
        ));
    }
    if sitemap.priority > 1.0 || sitemap.priority.is_nan() {
        return Err((
            "sitemap.priority".to_owned(),
            format!(
                "expected a number between 0 and 1 (a negative one leaves it out), found {}",
                sitemap.priority
            ),
        ));
    }
    check_globs("sitemap", &sitemap.ignore_patterns)?;
    let name = &sitemap.filename;
    if name.is_empty()
        || name.starts_with('/')
        || name
            .split('/')
            .any(|segment| segment == ".." || segment.is_empty())
    {
        return Err((
            "sitemap.filename".to_owned(),
            format!(
                "expected a file name inside the output folder such as `sitemap.xml`, found `{name}`"
            ),
        ));
    }
    Ok(())
}
