//! The site's own additions to every page, from `cairn.toml`: `headTags`, `scripts`,
//! `stylesheets` and `clientModules`, contributed through the plugin hooks like any feature's.

use std::path::Path;

use cairn_config::{AttributeValue, Logo, SiteConfig};
use cairn_markdown::HeadTag;

use crate::error::{ContentError, Warning};
use crate::plan::PlanContext;
use crate::plugin::{LoadInput, Plugin, PluginContent, PluginRoutes};

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

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(SiteFiles))
    }
}

/// What the plan checks of the files the config names for every page.
struct SiteFiles;

impl PluginContent for SiteFiles {
    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        let missing = missing_files(context.config(), context.site.site_dir);
        context.warnings.extend(missing);
        let errors = missing_client_modules(context.config(), context.site.site_dir);
        if !errors.is_empty() {
            return Err(ContentError::many(errors));
        }
        Ok(PluginRoutes::default())
    }
}

/// The favicon and the logos the config names that no static folder has: every page would
/// link to a file the build does not write.
fn missing_files(config: &SiteConfig, site_dir: &Path) -> Vec<Warning> {
    let mut named: Vec<(String, &String)> = config
        .favicon
        .iter()
        .map(|favicon| ("favicon".to_owned(), favicon))
        .collect();
    for (key, logo) in [
        ("navbar.logo", config.navbar.logo.as_ref()),
        ("footer.logo", config.footer.logo.as_ref()),
    ] {
        if let Some(Logo { src, src_dark, .. }) = logo {
            named.push((format!("{key}.src"), src));
            named.extend(src_dark.iter().map(|dark| (format!("{key}.srcDark"), dark)));
        }
    }
    named
        .into_iter()
        .filter(|(_, path)| {
            !(path.contains("://") || path.starts_with("//") || path.starts_with("data:"))
        })
        .filter(|(_, path)| {
            let file = path.trim_start_matches('/').split(['?', '#']).next().unwrap_or_default();
            config.static_file(site_dir, file).is_none()
        })
        .map(|(key, path)| Warning {
            location: cairn_config::config_location(site_dir, &key)
                .unwrap_or_else(|| format!("cairn.toml: {key}")),
            message: format!(
                "`{path}` is not a file of the static folders ({}): every page links to a file the build does not have",
                config.static_directories.join(", ")
            ),
        })
        .collect()
}

/// The site's own `clientModules` files that do not exist: the bundler would otherwise fail
/// on the import Cairn generates for each, naming that generated file rather than the config.
fn missing_client_modules(config: &SiteConfig, site_dir: &Path) -> Vec<ContentError> {
    // The bundler resolves a module written without its extension, or a folder's index.
    const EXTENSIONS: [&str; 8] = ["js", "jsx", "ts", "tsx", "mjs", "cjs", "css", "scss"];
    config
        .client_modules
        .iter()
        .enumerate()
        .filter_map(|(index, module)| {
            let relative = module.strip_prefix("@site/").or_else(|| {
                (module.starts_with('.') || module.starts_with("src/")).then_some(module.as_str())
            })?;
            let path = site_dir.join(relative);
            let found = path.is_file()
                || EXTENSIONS.iter().any(|extension| {
                    let mut with_extension = path.clone().into_os_string();
                    with_extension.push(format!(".{extension}"));
                    Path::new(&with_extension).is_file()
                        || path.join(format!("index.{extension}")).is_file()
                });
            (!found).then(|| ContentError::MissingClientModule {
                module: module.clone(),
                at: cairn_config::config_location(site_dir, &format!("clientModules[{index}]")),
            })
        })
        .collect()
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

#[cfg(test)]
mod file_tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_favicon_or_logo_no_static_folder_has_is_named() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("static/img")).unwrap();
        std::fs::write(dir.path().join("static/img/logo.svg"), "<svg/>").unwrap();
        let text = "title = \"T\"\nurl = \"https://t.dev\"\nfavicon = \"/img/favicon.ico?v=2\"\n[navbar]\nlogo = { src = \"img/logo.svg\", srcDark = \"img/logo-dark.svg\", alt = \"T\" }\n[footer]\nlogo = { src = \"https://cdn.example/logo.svg\", alt = \"T\" }\n";
        let config = cairn_config::parse(text, Path::new("cairn.toml")).unwrap();
        let missing = |dir: &Path| -> Vec<String> {
            missing_files(&config, dir)
                .into_iter()
                .map(|warning| warning.location)
                .collect()
        };
        assert_eq!(
            missing(dir.path()),
            ["cairn.toml: favicon", "cairn.toml: navbar.logo.srcDark"]
        );
        // With the config file at hand, its line and column.
        std::fs::write(dir.path().join("cairn.toml"), text).unwrap();
        assert_eq!(missing(dir.path()), ["cairn.toml:3:11", "cairn.toml:5:42"]);
    }

    #[test]
    fn a_client_module_that_does_not_exist_is_an_error_at_its_line() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("src/theme")).unwrap();
        std::fs::write(dir.path().join("src/track.ts"), "").unwrap();
        std::fs::write(dir.path().join("src/theme/index.js"), "").unwrap();
        let text = "title = \"T\"\nurl = \"https://t.dev\"\nclientModules = [\n  \"./src/track\",\n  \"src/theme\",\n  \"@site/src/gone.js\",\n  \"a-package/client\",\n]\n";
        std::fs::write(dir.path().join("cairn.toml"), text).unwrap();
        let config = cairn_config::parse(text, Path::new("cairn.toml")).unwrap();
        let errors: Vec<String> = missing_client_modules(&config, dir.path())
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            errors,
            ["cairn.toml:6:3: the client module `@site/src/gone.js` does not exist"]
        );
    }
}
