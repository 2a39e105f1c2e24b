//! The site-wide data every page gets: what the navbar and footer show, and each plugin's
//! global data.

use std::collections::BTreeMap;

use cairn_config::{
    AnnouncementBar, ColorModeConfig, DocsSidebarOptions, FooterStyle, NavbarItem, NavbarLink,
    NavbarPosition, SiteConfig, SiteStorage,
};
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

use crate::UrlBuilder;

/// Global data of every plugin: plugin name → instance id → data.
pub(crate) type GlobalData<'a> = BTreeMap<&'a str, BTreeMap<&'a str, Value>>;

/// Site data as the theme reads it; internal paths (`to`, logo, favicon) include `baseUrl`.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SiteData<'a> {
    pub title: &'a str,
    pub tagline: &'a str,
    pub url: &'a str,
    pub base_url: &'a str,
    pub trailing_slash: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub favicon: Option<String>,
    /// The pages' language (`<html lang>`).
    pub lang: &'a str,
    pub navbar: NavbarData,
    pub footer: FooterData<'a>,
    /// Each plugin's global data, by plugin name then instance id: `globalData.docs.default`.
    #[ts(type = "GlobalData")]
    pub global_data: &'a GlobalData<'a>,
    pub docs_sidebar: DocsSidebarOptions,
    /// The message above the navbar; absent when the site has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub announcement_bar: Option<&'a AnnouncementBar>,
    pub color_mode: ColorModeConfig,
    pub site_storage: &'a SiteStorage,
}

#[derive(Debug, Serialize, TS)]
pub(crate) struct NavbarData {
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub logo: Option<NavbarLogo>,
    pub items: Vec<NavbarItemData>,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct NavbarLogo {
    pub src: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub src_dark: Option<String>,
    pub alt: String,
    /// Where the logo links: the home page unless the site says otherwise.
    pub href: String,
}

/// One navbar item: its place, and the keys of its type only.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "NavbarItem")]
pub(crate) struct NavbarItemData {
    /// Default: right.
    pub position: NavbarPosition,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub class_name: Option<String>,
    #[serde(flatten)]
    pub kind: NavbarItemKind,
}

#[derive(Debug, Serialize, TS)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub(crate) enum NavbarItemKind {
    /// A plain link.
    Default {
        label: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        to: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        href: Option<String>,
    },
    Dropdown {
        label: String,
        items: Vec<NavbarLinkItem>,
    },
    /// `value` is raw HTML written by the site's authors.
    Html { value: String },
    /// A link to one doc, in the version the visitor reads (or prefers, or the latest).
    Doc {
        doc_id: String,
        docs_plugin_id: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        label: Option<String>,
    },
    /// A link to the first page of a sidebar.
    DocSidebar {
        sidebar_id: String,
        docs_plugin_id: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        label: Option<String>,
    },
    /// A link to the main doc of a version; the label defaults to the version's label.
    DocsVersion {
        docs_plugin_id: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        label: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        to: Option<String>,
    },
    DocsVersionDropdown {
        docs_plugin_id: String,
        dropdown_items_before: Vec<NavbarLinkItem>,
        dropdown_items_after: Vec<NavbarLinkItem>,
    },
}

/// A link inside a dropdown.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct NavbarLinkItem {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub class_name: Option<String>,
}

#[derive(Debug, Serialize, TS)]
pub(crate) struct FooterData<'a> {
    pub style: FooterStyle,
    pub links: Vec<FooterLinkColumn>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub copyright: Option<&'a str>,
}

#[derive(Debug, Serialize, TS)]
pub(crate) struct FooterLinkColumn {
    pub title: String,
    pub items: Vec<FooterLinkItem>,
}

#[derive(Debug, Serialize, TS)]
pub(crate) struct FooterLinkItem {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
}

/// The site data of `config`, with the plugins' global data.
pub(crate) fn site_data<'a>(
    config: &'a SiteConfig,
    global_data: &'a GlobalData<'a>,
) -> SiteData<'a> {
    let urls = UrlBuilder::new(&config.base_url, config.trailing_slash);
    let internal = |path: &str| urls.asset(path);
    // A logo may link to another site; only paths of this site get the base URL.
    let link = |target: &str| {
        if target.contains("://") || target.starts_with("//") || target.starts_with("mailto:") {
            target.to_owned()
        } else {
            urls.asset(target)
        }
    };
    let links = |links: &[NavbarLink]| -> Vec<NavbarLinkItem> {
        links
            .iter()
            .map(|link| NavbarLinkItem {
                label: link.label.clone(),
                to: link.to.as_deref().map(internal),
                href: link.href.clone(),
                class_name: link.class_name.clone(),
            })
            .collect()
    };
    let navbar_item = |item: &NavbarItem| -> NavbarItemData {
        let plugin_id = item.docs_plugin_id.clone();
        let label = item.label.clone();
        // The config refuses other types and missing keys; defaults only keep this total.
        let kind = match item.kind.as_str() {
            "dropdown" => NavbarItemKind::Dropdown {
                label: label.unwrap_or_default(),
                items: links(&item.items),
            },
            "html" => NavbarItemKind::Html {
                value: item.value.clone().unwrap_or_default(),
            },
            "doc" => NavbarItemKind::Doc {
                doc_id: item.doc_id.clone().unwrap_or_default(),
                docs_plugin_id: plugin_id,
                label,
            },
            "docSidebar" => NavbarItemKind::DocSidebar {
                sidebar_id: item.sidebar_id.clone().unwrap_or_default(),
                docs_plugin_id: plugin_id,
                label,
            },
            "docsVersion" => NavbarItemKind::DocsVersion {
                docs_plugin_id: plugin_id,
                label,
                to: item.to.as_deref().map(internal),
            },
            "docsVersionDropdown" => NavbarItemKind::DocsVersionDropdown {
                docs_plugin_id: plugin_id,
                dropdown_items_before: links(&item.dropdown_items_before),
                dropdown_items_after: links(&item.dropdown_items_after),
            },
            _ => NavbarItemKind::Default {
                label: label.unwrap_or_default(),
                to: item.to.as_deref().map(internal),
                href: item.href.clone(),
            },
        };
        NavbarItemData {
            position: item.position,
            class_name: item.class_name.clone(),
            kind,
        }
    };
    SiteData {
        title: &config.title,
        tagline: &config.tagline,
        url: &config.url,
        base_url: &config.base_url,
        trailing_slash: config.trailing_slash,
        favicon: config.favicon.as_deref().map(internal),
        lang: &config.i18n.default_locale,
        navbar: NavbarData {
            title: config
                .navbar
                .title
                .clone()
                .unwrap_or_else(|| config.title.clone()),
            logo: config.navbar.logo.as_ref().map(|logo| NavbarLogo {
                src: internal(&logo.src),
                src_dark: logo.src_dark.as_deref().map(internal),
                alt: logo.alt.clone(),
                href: logo
                    .href
                    .as_deref()
                    .map_or_else(|| urls.base_url().to_owned(), link),
            }),
            items: config.navbar.items.iter().map(navbar_item).collect(),
        },
        footer: FooterData {
            style: config.footer.style,
            links: config
                .footer
                .links
                .iter()
                .map(|column| FooterLinkColumn {
                    title: column.title.clone(),
                    items: column
                        .items
                        .iter()
                        .map(|item| FooterLinkItem {
                            label: item.label.clone(),
                            to: item.to.as_deref().map(internal),
                            href: item.href.clone(),
                        })
                        .collect(),
                })
                .collect(),
            copyright: config.footer.copyright.as_deref(),
        },
        global_data,
        docs_sidebar: config.docs_sidebar,
        announcement_bar: config.announcement_bar.as_ref(),
        color_mode: config.color_mode,
        site_storage: &config.site_storage,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logo_links_keep_external_urls() {
        let config = cairn_config::parse(
            "title = \"T\"\nurl = \"https://t.dev\"\nbaseUrl = \"/b/\"\n[navbar]\nlogo = { src = \"logo.svg\", href = \"https://elsewhere.dev\" }\n[[navbar.items]]\nlabel = \"Docs\"\nto = \"/docs/\"\n",
            std::path::Path::new("cairn.toml"),
        )
        .unwrap();
        let data = serde_json::to_value(site_data(&config, &BTreeMap::new())).unwrap();
        assert_eq!(data["navbar"]["logo"]["href"], "https://elsewhere.dev");
        assert_eq!(data["navbar"]["logo"]["src"], "/b/logo.svg");
        assert_eq!(data["navbar"]["items"][0]["to"], "/b/docs/");
        assert_eq!(data["navbar"]["items"][0]["type"], "default");
        assert!(data["navbar"]["items"][0].get("docsPluginId").is_none());
    }
}
