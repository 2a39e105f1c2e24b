//! The site-wide data every page gets: what the navbar and footer show, and each plugin's
//! global data.

use std::collections::BTreeMap;

use cairn_config::{
    AnnouncementBar, ColorModeConfig, Dimension, Direction, DocsSidebarOptions, FooterLink,
    FooterStyle, Logo, NavbarItem, NavbarLink, NavbarPosition, NavbarStyle, PageActionsConfig,
    SiteConfig, SiteStorage,
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
    /// The pages' language (`<html lang>`): the current locale's `htmlLang`.
    pub lang: String,
    pub i18n: I18nData,
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
    /// The config's `customFields`, for the site's code; absent when empty.
    #[serde(skip_serializing_if = "serde_json::Map::is_empty")]
    #[ts(optional, type = "Record<string, unknown>")]
    pub custom_fields: &'a serde_json::Map<String, Value>,
    /// The page-actions menu of the pages `llms.txt` lists (`[llms.pageActions]`); absent when
    /// `[llms]` or the menu is off.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub page_actions: Option<&'a PageActionsConfig>,
}

/// The locales, as the theme needs them (locale dropdown, `dir`, dates and numbers).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct I18nData {
    pub default_locale: String,
    /// The locale these pages are in.
    pub current_locale: String,
    pub direction: Direction,
    /// Calendar for dates (`gregory`…), as `Intl.DateTimeFormat` names it.
    pub calendar: String,
    pub locales: Vec<LocaleData>,
    /// The interface's messages in the current locale, by id (`theme.docs.paginator.next`…):
    /// the theme's translations, then the site's `code.json`. Absent when there are none: the
    /// theme's English text is then shown.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[ts(as = "Option<BTreeMap<String, String>>", optional)]
    pub messages: BTreeMap<String, String>,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LocaleData {
    pub locale: String,
    pub label: String,
    pub html_lang: String,
    pub direction: Direction,
    /// The folder of the locale's translations (inside `i18n/`).
    pub path: String,
    /// Where the locale's pages start (`/` for the default locale, `/fr/` for another).
    pub base_url: String,
    /// The origin its pages are served from: the site's `url` unless the locale has its own.
    pub url: String,
}

#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct NavbarData {
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub logo: Option<NavbarLogo>,
    pub items: Vec<NavbarItemData>,
    pub hide_on_scroll: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub style: Option<NavbarStyle>,
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
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub width: Option<Dimension>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub height: Option<Dimension>,
}

/// The footer's logo; it links somewhere only when the site says where.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct FooterLogo {
    pub src: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub src_dark: Option<String>,
    pub alt: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub width: Option<Dimension>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub height: Option<Dimension>,
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
    pub kind: NavbarItemBody,
}

/// A built-in type, or a type the site's theme renders.
#[derive(Debug, Serialize, TS)]
#[serde(untagged)]
pub(crate) enum NavbarItemBody {
    Known(NavbarItemKind),
    Custom(CustomNavbarItem),
}

/// `type = "custom-<name>"`: rendered by the site's `NavbarItem/CustomNavbarItem`.
#[derive(Debug, Serialize, TS)]
pub(crate) struct CustomNavbarItem {
    #[serde(rename = "type")]
    #[ts(type = "`custom-${string}`")]
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub value: Option<String>,
    /// The item's own keys (`props` in the config), given to its component.
    #[serde(skip_serializing_if = "serde_json::Map::is_empty")]
    #[ts(optional, type = "Record<string, unknown>")]
    pub props: serde_json::Map<String, Value>,
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
        /// Also active below this path (site-absolute).
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        active_base_path: Option<String>,
        /// Active on the paths this JavaScript regular expression matches.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        active_base_regex: Option<String>,
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
    /// The search box: `@theme/NavbarItem/SearchNavbarItem`.
    Search {},
    /// The site's locales (`site.i18n.locales`).
    LocaleDropdown {
        dropdown_items_before: Vec<NavbarLinkItem>,
        dropdown_items_after: Vec<NavbarLinkItem>,
    },
}

/// An entry of a dropdown: a link, or raw HTML (`html`) when the config says `type = "html"`.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct NavbarLinkItem {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub html: Option<String>,
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
    /// Columns of links; empty when the footer is a flat row of `links`.
    pub columns: Vec<FooterLinkColumn>,
    /// A flat row of links, when the footer has no columns.
    pub links: Vec<FooterLinkItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub logo: Option<FooterLogo>,
    /// HTML written by the site's authors.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub copyright: Option<&'a str>,
}

#[derive(Debug, Serialize, TS)]
pub(crate) struct FooterLinkColumn {
    pub title: String,
    pub items: Vec<FooterLinkItem>,
}

/// A link (`label` with `to` or `href`), or raw HTML (`html`).
#[derive(Debug, Serialize, TS)]
pub(crate) struct FooterLinkItem {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub html: Option<String>,
}

/// The site data of `config`, with the plugins' global data.
pub(crate) fn site_data<'a>(
    config: &'a SiteConfig,
    global_data: &'a GlobalData<'a>,
    messages: &BTreeMap<String, String>,
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
                html: (link.kind == "html").then(|| link.value.clone()).flatten(),
                to: link.to.as_deref().map(internal),
                href: link.href.clone(),
                class_name: link.class_name.clone(),
            })
            .collect()
    };
    let footer_link = |item: &FooterLink| FooterLinkItem {
        label: item.label.clone(),
        to: item.to.as_deref().map(internal),
        href: item.href.clone(),
        html: item.html.clone(),
    };
    let i18n = &config.i18n;
    let locale = i18n.locale_config(i18n.current());
    let site_base_url = config.site_base_url();
    let site_url = config.site_url();
    let navbar_item = |item: &NavbarItem| -> NavbarItemData {
        if item.is_custom() {
            return NavbarItemData {
                position: item.position,
                class_name: item.class_name.clone(),
                kind: NavbarItemBody::Custom(CustomNavbarItem {
                    kind: item.kind.clone(),
                    label: item.label.clone(),
                    to: item.to.as_deref().map(internal),
                    href: item.href.clone(),
                    value: item.value.clone(),
                    props: item.props.clone(),
                }),
            };
        }
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
            "search" => NavbarItemKind::Search {},
            "localeDropdown" => NavbarItemKind::LocaleDropdown {
                dropdown_items_before: links(&item.dropdown_items_before),
                dropdown_items_after: links(&item.dropdown_items_after),
            },
            _ => NavbarItemKind::Default {
                label: label.unwrap_or_default(),
                to: item.to.as_deref().map(internal),
                href: item
                    .href
                    .as_deref()
                    .map(|href| match item.prepend_base_url_to_href {
                        true => link(href),
                        false => href.to_owned(),
                    }),
                active_base_path: item.active_base_path.as_deref().map(internal),
                active_base_regex: item.active_base_regex.clone(),
            },
        };
        NavbarItemData {
            position: item.position,
            class_name: item.class_name.clone(),
            kind: NavbarItemBody::Known(kind),
        }
    };
    SiteData {
        title: &config.title,
        tagline: &config.tagline,
        url: &config.url,
        base_url: &config.base_url,
        trailing_slash: config.trailing_slash,
        favicon: config.favicon.as_deref().map(internal),
        lang: locale.html_lang.clone(),
        i18n: I18nData {
            default_locale: i18n.default_locale.clone(),
            current_locale: i18n.current().to_owned(),
            direction: locale.direction,
            calendar: locale.calendar.clone(),
            locales: i18n
                .locales()
                .iter()
                .map(|name| {
                    let config = i18n.locale_config(name);
                    LocaleData {
                        locale: name.clone(),
                        label: config.label,
                        html_lang: config.html_lang,
                        direction: config.direction,
                        path: config.path,
                        base_url: i18n.locale_base_url(site_base_url, name),
                        url: i18n.locale_url(site_url, name),
                    }
                })
                .collect(),
            messages: messages.clone(),
        },
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
                width: logo.width.clone(),
                height: logo.height.clone(),
            }),
            items: navbar_items(
                config,
                config.navbar.items.iter().map(navbar_item).collect(),
            ),
            hide_on_scroll: config.navbar.hide_on_scroll,
            style: config.navbar.style,
        },
        footer: FooterData {
            style: config.footer.style,
            columns: config
                .footer
                .links
                .iter()
                .filter(|entry| entry.is_column())
                .map(|column| FooterLinkColumn {
                    title: column.title.clone().unwrap_or_default(),
                    items: column.items.iter().map(footer_link).collect(),
                })
                .collect(),
            links: config
                .footer
                .links
                .iter()
                .filter(|entry| !entry.is_column())
                .map(|entry| footer_link(&entry.link()))
                .collect(),
            logo: config.footer.logo.as_ref().map(|logo: &Logo| FooterLogo {
                src: internal(&logo.src),
                src_dark: logo.src_dark.as_deref().map(internal),
                alt: logo.alt.clone(),
                href: logo.href.as_deref().map(link),
                width: logo.width.clone(),
                height: logo.height.clone(),
            }),
            copyright: config.footer.copyright.as_deref(),
        },
        global_data,
        docs_sidebar: config.docs_sidebar,
        announcement_bar: config.announcement_bar.as_ref(),
        color_mode: config.color_mode,
        site_storage: &config.site_storage,
        custom_fields: &config.custom_fields,
        page_actions: Some(&config.llms.page_actions)
            .filter(|actions| config.llms.enabled && actions.enabled),
    }
}

/// Whether the navbar gets a search button the site did not place (see [`navbar_items`]).
pub(crate) fn adds_search_button(config: &SiteConfig) -> bool {
    config.search.enabled && !config.navbar.items.iter().any(|item| item.kind == "search")
}

/// The configured items, plus the search button at the right when search is on and the site
/// did not place it: a site with search should not have to find where the box goes.
fn navbar_items(config: &SiteConfig, mut items: Vec<NavbarItemData>) -> Vec<NavbarItemData> {
    if adds_search_button(config) {
        items.push(NavbarItemData {
            position: NavbarPosition::Right,
            class_name: None,
            kind: NavbarItemBody::Known(NavbarItemKind::Search {}),
        });
    }
    items
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
        let data =
            serde_json::to_value(site_data(&config, &BTreeMap::new(), &BTreeMap::new())).unwrap();
        assert_eq!(data["navbar"]["logo"]["href"], "https://elsewhere.dev");
        assert_eq!(data["navbar"]["logo"]["src"], "/b/logo.svg");
        assert_eq!(data["navbar"]["items"][0]["to"], "/b/docs/");
        assert_eq!(data["navbar"]["items"][0]["type"], "default");
        assert!(data["navbar"]["items"][0].get("docsPluginId").is_none());
    }

    #[test]
    fn navbar_footer_and_locale_data() {
        let config = cairn_config::parse(
            r#"title = "T"
url = "https://t.dev"
baseUrl = "/b/"
[navbar]
hideOnScroll = true
style = "primary"
[[navbar.items]]
label = "Feed"
href = "/rss.xml"
prependBaseUrlToHref = true
activeBasePath = "/blog"
[[navbar.items]]
type = "custom-testButton"
label = "Try"
to = "/tests/"
[[navbar.items]]
type = "localeDropdown"
[[footer.links]]
label = "Docs"
to = "/docs/"
[[footer.links]]
html = "<b>hi</b>"
[i18n]
defaultLocale = "ar"
"#,
            std::path::Path::new("cairn.toml"),
        )
        .unwrap();
        let data =
            serde_json::to_value(site_data(&config, &BTreeMap::new(), &BTreeMap::new())).unwrap();
        let navbar = &data["navbar"];
        assert_eq!(navbar["hideOnScroll"], true);
        assert_eq!(navbar["style"], "primary");
        assert_eq!(navbar["items"][0]["href"], "/b/rss.xml");
        assert_eq!(navbar["items"][0]["activeBasePath"], "/b/blog");
        assert_eq!(navbar["items"][1]["type"], "custom-testButton");
        assert_eq!(navbar["items"][1]["to"], "/b/tests/");
        assert_eq!(navbar["items"][2]["type"], "localeDropdown");
        assert_eq!(data["footer"]["columns"], serde_json::json!([]));
        assert_eq!(data["footer"]["links"][0]["to"], "/b/docs/");
        assert_eq!(data["footer"]["links"][1]["html"], "<b>hi</b>");
        assert_eq!(data["lang"], "ar");
        assert_eq!(data["i18n"]["direction"], "rtl");
        assert_eq!(data["i18n"]["locales"][0]["label"], "العربية");
    }
}
