//! `context.siteConfig` as a Docusaurus plugin reads it: Cairn's config keeps Docusaurus's
//! names for what both have (`title`, `url`, `baseUrl`, `trailingSlash`, `customFields`,
//! `i18n`…); the theme's options, top-level keys in `cairn.toml`, go back under `themeConfig`.

use cairn_config::SiteConfig;
use serde_json::{Value, json};

/// The site's config, shaped as Docusaurus gives it to plugins.
pub fn for_plugins(config: &SiteConfig) -> Value {
    let mut value = serde_json::to_value(config).unwrap_or_else(|_| json!({}));
    let Some(object) = value.as_object_mut() else {
        return value;
    };
    let mut theme_config = serde_json::Map::new();
    for (docusaurus, cairn) in [
        ("navbar", "navbar"),
        ("footer", "footer"),
        ("colorMode", "colorMode"),
        ("announcementBar", "announcementBar"),
        ("tableOfContents", "tableOfContents"),
    ] {
        if let Some(entry) = object.get(cairn) {
            theme_config.insert(docusaurus.to_owned(), entry.clone());
        }
    }
    if let Some(sidebar) = object.get("docsSidebar") {
        theme_config.insert("docs".to_owned(), json!({ "sidebar": sidebar }));
    }
    object.insert("themeConfig".to_owned(), Value::Object(theme_config));
    // Plugins spread `customFields` and read `plugins`/`presets` as lists.
    object.entry("customFields").or_insert_with(|| json!({}));
    object.insert("presets".to_owned(), json!([]));
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theme_options_are_under_theme_config() {
        let config: SiteConfig = toml_config(
            "title = \"T\"\nurl = \"https://example.com\"\nbaseUrl = \"/sub/\"\n[navbar]\ntitle = \"N\"\n",
        );
        let value = for_plugins(&config);
        assert_eq!(value["baseUrl"], "/sub/");
        assert_eq!(value["themeConfig"]["navbar"]["title"], "N");
        assert_eq!(value["customFields"], json!({}));
    }

    fn toml_config(text: &str) -> SiteConfig {
        let site = tempfile::tempdir().expect("a temporary folder");
        std::fs::write(site.path().join("cairn.toml"), text).expect("written");
        cairn_config::load(site.path()).expect("a valid config")
    }
}
