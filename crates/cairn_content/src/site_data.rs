//! The site-wide data every page gets: what the navbar and footer show.

use std::collections::BTreeMap;

use cairn_config::{NavbarLink, SiteConfig};
use serde_json::{Value, json};

use crate::UrlBuilder;

/// Global data of every plugin: plugin name → instance id → data.
pub(crate) type GlobalData<'a> = BTreeMap<&'a str, BTreeMap<&'a str, Value>>;

/// Site data as the theme reads it; internal paths (`to`, logo, favicon) include `baseUrl`.
/// `globalData` is each plugin's global data (`globalData.docs.default`).
pub(crate) fn site_data(config: &SiteConfig, global_data: &GlobalData<'_>) -> Value {
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
    let links = |links: &[NavbarLink]| -> Vec<Value> {
        links
            .iter()
            .map(|link| {
                json!({
                    "label": link.label,
                    "to": link.to.as_deref().map(internal),
                    "href": link.href,
                    "className": link.class_name,
                })
            })
            .collect()
    };
    // Each item carries only the keys of its type (validated with the config).
    let navbar_items: Vec<Value> = config
        .navbar
        .items
        .iter()
        .map(|item| {
            let mut value = json!({
                "type": item.kind,
                "position": item.position,
                "className": item.class_name,
                "label": item.label,
                "to": item.to.as_deref().map(internal),
                "href": item.href,
                "value": item.value,
                "docId": item.doc_id,
                "sidebarId": item.sidebar_id,
            });
            if item.reads("docsPluginId") {
                value["docsPluginId"] = Value::from(item.docs_plugin_id.as_str());
            }
            for (key, list) in [
                ("items", &item.items),
                ("dropdownItemsBefore", &item.dropdown_items_before),
                ("dropdownItemsAfter", &item.dropdown_items_after),
            ] {
                if item.reads(key) {
                    value[key] = Value::from(links(list));
                }
            }
            if let Some(object) = value.as_object_mut() {
                object.retain(|_, field| !field.is_null());
            }
            value
        })
        .collect();
    let footer_links: Vec<Value> = config
        .footer
        .links
        .iter()
        .map(|column| {
            let items: Vec<Value> = column
                .items
                .iter()
                .map(|item| {
                    json!({
                        "label": item.label,
                        "to": item.to.as_deref().map(internal),
                        "href": item.href,
                    })
                })
                .collect();
            json!({ "title": column.title, "items": items })
        })
        .collect();
    let logo = config.navbar.logo.as_ref().map(|logo| {
        json!({
            "src": internal(&logo.src),
            "srcDark": logo.src_dark.as_deref().map(internal),
            "alt": logo.alt,
            "href": logo.href.as_deref().map_or_else(|| urls.base_url().to_owned(), link),
        })
    });
    json!({
        "title": config.title,
        "tagline": config.tagline,
        "url": config.url,
        "baseUrl": config.base_url,
        "trailingSlash": config.trailing_slash,
        "favicon": config.favicon.as_deref().map(internal),
        "lang": config.i18n.default_locale,
        "navbar": {
            "title": config.navbar.title.as_deref().unwrap_or(&config.title),
            "logo": logo,
            "items": navbar_items,
        },
        "footer": {
            "style": config.footer.style,
            "links": footer_links,
            "copyright": config.footer.copyright,
        },
        "globalData": global_data,
        "docsSidebar": config.docs_sidebar,
    })
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
        let data = site_data(&config, &BTreeMap::new());
        assert_eq!(data["navbar"]["logo"]["href"], "https://elsewhere.dev");
        assert_eq!(data["navbar"]["logo"]["src"], "/b/logo.svg");
        assert_eq!(data["navbar"]["items"][0]["to"], "/b/docs/");
        assert_eq!(data["navbar"]["items"][0]["type"], "default");
        assert!(data["navbar"]["items"][0].get("docsPluginId").is_none());
    }
}
