//! Which parts of the theme's layout a site has, for the bundle script: the browser's bundle
//! leaves out the code of the navbar item types the site's navbar has no item of, and the
//! announcement bar's when the site has none (see `NavbarItem/itemTypes.ts` and
//! `Layout/onDemandParts.ts` in the theme).

use std::collections::BTreeMap;

use cairn_config::{NAVBAR_ITEM_TYPES, SiteConfig};
use serde_json::{Value, json};

use crate::error::ContentError;
use crate::plugin::{FlagsOnly, LoadInput, Plugin, PluginContent};
use crate::site_data::adds_search_button;

pub const PLUGIN_NAME: &str = "layout";

#[derive(Debug, Clone)]
pub struct LayoutPartsPlugin {
    flags: BTreeMap<String, Value>,
}

impl LayoutPartsPlugin {
    pub fn new(config: &SiteConfig) -> Self {
        LayoutPartsPlugin {
            flags: BTreeMap::from([
                ("navbarItemTypes".to_owned(), json!(item_type_usage(config))),
                (
                    "announcementBar".to_owned(),
                    Value::Bool(config.announcement_bar.is_some()),
                ),
            ]),
        }
    }
}

/// Each built-in navbar item type, with whether the navbar has an item of it (a site's own
/// types, `custom-…`, are not built in), as the site data lists the items.
fn item_type_usage(config: &SiteConfig) -> BTreeMap<&'static str, bool> {
    NAVBAR_ITEM_TYPES
        .iter()
        .map(|(kind, _)| {
            let used = config
                .navbar
                .items
                .iter()
                .any(|item| !item.is_custom() && item.kind == *kind)
                || (*kind == "search" && adds_search_button(config));
            (*kind, used)
        })
        .collect()
}

impl Plugin for LayoutPartsPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(FlagsOnly(self.flags.clone())))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn flags(toml: &str) -> BTreeMap<String, Value> {
        let config = cairn_config::parse(toml, std::path::Path::new("cairn.toml")).unwrap();
        LayoutPartsPlugin::new(&config).flags
    }

    #[test]
    fn the_flags_name_the_navbar_item_types_the_site_uses_and_its_announcement_bar() {
        let flags = flags(
            r#"
title = "Site"
url = "https://example.com"

[[navbar.items]]
type = "docsVersionDropdown"

[[navbar.items]]
type = "custom-Thing"

[announcementBar]
content = "Hello"
"#,
        );
        let types = &flags["navbarItemTypes"];
        assert_eq!(types["docsVersionDropdown"], Value::Bool(true));
        assert_eq!(types["dropdown"], Value::Bool(false));
        assert_eq!(types["default"], Value::Bool(false));
        assert_eq!(flags["announcementBar"], Value::Bool(true));
    }

    #[test]
    fn with_search_on_the_navbar_has_a_search_button_the_site_did_not_place() {
        let flags = flags("title = \"Site\"\nurl = \"https://example.com\"\n");
        assert_eq!(flags["navbarItemTypes"]["search"], Value::Bool(true));
    }

    #[test]
    fn a_site_without_an_announcement_bar_says_so() {
        let flags = flags("title = \"Site\"\nurl = \"https://example.com\"\n");
        assert_eq!(flags["announcementBar"], Value::Bool(false));
    }

    #[test]
    fn navbar_item_type_usage_names_types_as_the_site_data_does() {
        let config = cairn_config::parse(
            r#"title = "T"
url = "https://t.dev"
[[navbar.items]]
label = "Home"
to = "/"
[[navbar.items]]
type = "dropdown"
label = "More"
items = [{ label = "Blog", to = "/blog/" }]
[[navbar.items]]
type = "html"
value = "<b>hi</b>"
[[navbar.items]]
type = "doc"
docId = "intro"
[[navbar.items]]
type = "docSidebar"
sidebarId = "docs"
[[navbar.items]]
type = "docsVersion"
[[navbar.items]]
type = "docsVersionDropdown"
[[navbar.items]]
type = "localeDropdown"
[[navbar.items]]
type = "search"
[[navbar.items]]
type = "custom-testButton"
"#,
            std::path::Path::new("cairn.toml"),
        )
        .unwrap();
        let global_data = std::collections::BTreeMap::new();
        let site = crate::site_data::site_data(&config, &global_data, &BTreeMap::new());
        let usage = item_type_usage(&config);
        assert_eq!(usage.len(), NAVBAR_ITEM_TYPES.len());
        assert!(usage.values().all(|used| *used), "{usage:?}");
        // The names the bundle is told are the `type`s the theme reads.
        let data = serde_json::to_value(&site).unwrap();
        let serialised: Vec<&str> = data["navbar"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["type"].as_str().unwrap())
            .filter(|kind| !kind.starts_with("custom-"))
            .collect();
        let mut sorted = serialised.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, usage.keys().copied().collect::<Vec<_>>());
    }

    #[test]
    fn navbar_item_type_usage_marks_only_the_types_the_navbar_has() {
        let config = cairn_config::parse(
            "title = \"T\"\nurl = \"https://t.dev\"\n[[navbar.items]]\nlabel = \"Docs\"\nto = \"/docs/\"\n[search]\nenabled = false\n",
            std::path::Path::new("cairn.toml"),
        )
        .unwrap();
        let usage = item_type_usage(&config);
        let used: Vec<&str> = usage
            .iter()
            .filter(|(_, used)| **used)
            .map(|(kind, _)| *kind)
            .collect();
        assert_eq!(used, ["default"]);
        assert!(!usage["localeDropdown"]);
    }
}
