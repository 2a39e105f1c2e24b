//! The site's own additions to every page, from `cairn.toml`: `headTags`, `scripts`,
//! `stylesheets` and `clientModules`, contributed through the plugin hooks like any feature's.

use cairn_config::{AttributeValue, SiteConfig};
use cairn_markdown::HeadTag;

use crate::plugin::Plugin;

pub const PLUGIN_NAME: &str = "site";

#[derive(Debug, Clone)]
pub struct SiteHeadPlugin {
    head_tags: Vec<HeadTag>,
    client_modules: Vec<String>,
}

impl SiteHeadPlugin {
    pub fn new(config: &SiteConfig) -> Self {
        let mut head_tags: Vec<HeadTag> = config
            .head_tags
            .iter()
            .map(|tag| HeadTag {
                tag: tag.tag_name.clone(),
                attributes: attribute_list(tag.attributes.clone()),
                text: tag.inner_html.clone(),
            })
            .collect();
        for (resources, tag, url_attribute, extra) in [
            (
                &config.stylesheets,
                "link",
                "href",
                Some(("rel", "stylesheet")),
            ),
            (&config.scripts, "script", "src", None),
        ] {
            for resource in resources {
                let mut attributes = resource.attributes(url_attribute);
                if let Some((key, value)) = extra {
                    attributes
                        .entry(key.to_owned())
                        .or_insert_with(|| AttributeValue::Text(value.to_owned()));
                }
                head_tags.push(HeadTag {
                    tag: tag.to_owned(),
                    attributes: attribute_list(attributes),
                    // A `<script src>` still needs its closing tag.
                    text: (tag == "script").then(String::new),
                });
            }
        }
        // Infima's stylesheet comes before the site's own modules, whose CSS may override it.
        let infima = config
            .docusaurus
            .infima
            .then(|| INFIMA_CLIENT_MODULE.to_owned());
        SiteHeadPlugin {
            head_tags,
            client_modules: infima
                .into_iter()
                .chain(
                    config
                        .client_modules
                        .iter()
                        .map(|module| module_specifier(module)),
                )
                .collect(),
        }
    }
}

/// The theme's Infima stylesheet (`[docusaurus] infima = true`).
pub const INFIMA_CLIENT_MODULE: &str = "@cairn/theme/infima.css";

impl Plugin for SiteHeadPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn head_tags(&self) -> Vec<HeadTag> {
        self.head_tags.clone()
    }

    fn client_modules(&self) -> Vec<String> {
        self.client_modules.clone()
    }
}

/// Attributes in a stable order; `false` flags are left out, `true` ones written bare.
fn attribute_list(
    attributes: std::collections::BTreeMap<String, AttributeValue>,
) -> Vec<(String, String)> {
    attributes
        .into_iter()
        .filter_map(|(key, value)| match value {
            AttributeValue::Text(text) => Some((key, text)),
            AttributeValue::Flag(true) => Some((key, String::new())),
            AttributeValue::Flag(false) => None,
        })
        .collect()
}

/// `./src/analytics.ts` (relative to the site) → `@site/src/analytics.ts`; package names stay.
fn module_specifier(module: &str) -> String {
    match module.strip_prefix("./") {
        Some(relative) => format!("@site/{relative}"),
        None if module.starts_with("src/") => format!("@site/{module}"),
        None => module.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_head_entries_become_tags_and_modules() {
        let config = cairn_config::parse(
            r#"
title = "T"
url = "https://t.dev"
scripts = ["https://cdn.example/a.js", { src = "/b.js", defer = true, async = false }]
stylesheets = ["https://cdn.example/a.css"]
clientModules = ["./src/track.ts", "some-package/client"]

[[headTags]]
tagName = "link"
attributes = { rel = "preconnect", href = "https://fonts.example" }
"#,
            std::path::Path::new("cairn.toml"),
        )
        .map_err(|error| error.to_string())
        .expect("valid config");
        let plugin = SiteHeadPlugin::new(&config);
        let tags: Vec<String> = plugin
            .head_tags()
            .iter()
            .map(|tag| format!("{} {:?} {:?}", tag.tag, tag.attributes, tag.text))
            .collect();
        assert_eq!(
            tags,
            [
                r#"link [("href", "https://fonts.example"), ("rel", "preconnect")] None"#,
                r#"link [("href", "https://cdn.example/a.css"), ("rel", "stylesheet")] None"#,
                r#"script [("src", "https://cdn.example/a.js")] Some("")"#,
                r#"script [("defer", ""), ("src", "/b.js")] Some("")"#,
            ]
        );
        assert_eq!(
            plugin.client_modules(),
            ["@site/src/track.ts", "some-package/client"]
        );
    }
}
