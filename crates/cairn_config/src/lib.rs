//! `cairn.toml`: the typed, validated site configuration.
//!
//! Parsing is strict: an unknown key or a value of the wrong type is an error that names the
//! key path, the file, the line and the column, because a silently ignored typo in a config
//! file is the most expensive kind of bug a docs author can meet.

mod analytics;
mod blog;
mod chrome;
mod defaults;
mod error;
mod functions;
mod head;
mod i18n;
mod ideal_image;
mod llms;
mod model;
mod normalise;
mod plugins;
mod pwa;
mod search;
mod site_outputs;
mod social_cards;
mod string_or_table;
pub mod text_file;
mod validate;

use std::path::{Path, PathBuf};

pub use analytics::GtagConfig;
pub use blog::{BlogInstance, Count, FeedOptions, FeedType, FeedTypes, Segment};
pub use chrome::{
    AnnouncementBar, ColorModeConfig, ColorModeName, SiteStorage, StorageType, html_attributes,
};
pub use error::ConfigError;
pub use functions::{EditUrl, SiteFunction};
pub use head::{AttributeValue, ExternalResource, HEAD_TAG_NAMES, HeadTagConfig};
pub use i18n::{Direction, I18n, LocaleConfig, ResolvedLocaleConfig};
pub use ideal_image::IdealImageConfig;
pub use llms::{Assistant, LlmsConfig, PROMPT_PLACEHOLDER, PageActionsConfig};
pub use model::{
    CUSTOM_NAVBAR_ITEM_KEYS, CUSTOM_NAVBAR_ITEM_PREFIX, Dimension, DocsInstance,
    DocsSidebarOptions, Footer, FooterEntry, FooterLink, FooterStyle, Logo, MarkdownFormat,
    MarkdownOptions, NAVBAR_ITEM_TYPES, Navbar, NavbarItem, NavbarLink, NavbarPosition,
    NavbarStyle, Npm2YarnOptions, PackageManagerName, ReportLevel, SiteConfig, TableOfContents,
    VersionBanner, VersionOptions,
};
pub use plugins::{MarkdownPlugins, PluginEntry, PluginWithOptions};
pub use pwa::{ActivationStrategy, Display, PwaConfig, PwaHeadTag};
pub use search::{
    DocSearchConfig, PathnameReplacement, SearchConfig, SearchProvider, docsearch_host,
};
pub use site_outputs::{CHANGEFREQS, Lastmod, OneOrMany, Redirect, SitemapConfig};
pub use social_cards::SocialCardsConfig;
pub use validate::config_location;

/// The configuration file every site has at its root.
pub const CONFIG_FILE_NAME: &str = "cairn.toml";

/// Reads and validates `<site_dir>/cairn.toml`.
pub fn load(site_dir: &Path) -> Result<SiteConfig, Box<ConfigError>> {
    if !site_dir.is_dir() {
        return Err(Box::new(ConfigError::SiteDirMissing {
            path: site_dir.to_path_buf(),
        }));
    }
    let path = site_dir.join(CONFIG_FILE_NAME);
    let source = text_file::read(&path).map_err(|err| {
        Box::new(match err {
            text_file::ReadTextError::Io(err) if err.kind() == std::io::ErrorKind::NotFound => {
                ConfigError::ConfigMissing { path: path.clone() }
            }
            text_file::ReadTextError::Io(err) => ConfigError::Unreadable {
                path: path.clone(),
                source: err,
            },
            text_file::ReadTextError::NotUtf8(detail) => ConfigError::NotUtf8 {
                path: path.clone(),
                help: detail.hint(),
                detail,
            },
        })
    })?;
    parse(&source, &path)
}

/// Parses configuration text; `path` is only used in messages.
pub fn parse(source: &str, path: &Path) -> Result<SiteConfig, Box<ConfigError>> {
    let invalid = |failure: model::Failure| {
        ConfigError::invalid(
            path,
            source,
            failure.span,
            failure.key_path,
            failure.message,
        )
    };
    let mut config = model::deserialize(source).map_err(invalid)?;
    normalise::normalise(&mut config);
    validate::check(&config, source).map_err(invalid)?;
    Ok(config)
}

/// Where a site's configuration lives, for messages and file watching.
pub fn config_path(site_dir: &Path) -> PathBuf {
    site_dir.join(CONFIG_FILE_NAME)
}
