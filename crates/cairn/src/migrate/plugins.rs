//! Presets, plugins, themes and remark/rehype plugins of a Docusaurus config. Cairn's own
//! features cover the classic preset's docs, blog and pages, and the official plugins Cairn
//! has built in (sitemap, redirects, ideal images, PWA, gtag, debug); the rest is code that
//! runs in Docusaurus's Node process, which Cairn cannot run, so it is reported with a hint.

use serde_json::Value;

use super::Context;
use super::blog;
use super::builtins;
use super::docs;
use super::outputs;
use super::value::{describe, index, join, plugin_name, site_relative};

/// A `presets`/`plugins`/`themes` entry: `name`, `[name, options]`, or a function.
pub struct Entry<'a> {
    /// The module, or the function, as the config gives it.
    pub target: &'a Value,
    pub name: Option<String>,
    pub options: Option<&'a Value>,
    /// How the report names it: `plugins[2] (docusaurus-plugin-sass)`.
    pub label: String,
    /// Its path in the config, for the options' own paths.
    pub at: String,
}

/// The entries of `presets`, `plugins` or `themes`; `false`/`null` (a plugin switched off by a
/// condition in the config) are left out.
pub fn entries<'a>(list: &'a Value, at: &str, cx: &Context) -> Vec<Entry<'a>> {
    let Some(items) = list.as_array() else {
        return Vec::new();
    };
    items
        .iter()
        .enumerate()
        .filter(|(_, item)| !matches!(item, Value::Null | Value::Bool(false)))
        .map(|(position, item)| {
            let here = index(at, position);
            let (target, options) = match item {
                Value::Array(pair) => (pair.first().unwrap_or(&Value::Null), pair.get(1)),
                other => (other, None),
            };
            let name = plugin_name(target, &cx.site).map(|name| full_name(&name));
            let label = match &name {
                Some(name) => format!("{here} ({name})"),
                None => format!("{here} ({})", describe(target)),
            };
            Entry {
                target,
                name,
                options,
                label,
                at: here,
            }
        })
        .collect()
}

/// The npm packages of the config's presets and of Docusaurus's own plugins and themes
/// (`@ionic-docs/preset-classic`): they run inside Docusaurus only, and their peer
/// dependencies (Docusaurus itself, React 18) would stop `npm install` of the migrated site.
/// Community plugins and themes stay: Cairn runs them (`plugins`). Local plugins
/// (`./plugins/x`) and functions are not packages.
pub fn package_names(config: &Value, site: &std::path::Path) -> Vec<String> {
    let mut names = Vec::new();
    for key in ["presets", "plugins", "themes"] {
        for item in config
            .get(key)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let target = match item {
                Value::Array(pair) => pair.first().unwrap_or(&Value::Null),
                other => other,
            };
            let Some(name) = plugin_name(target, site).map(|name| full_name(&name)) else {
                continue;
            };
            if name.starts_with(['.', '/']) || name.starts_with("function ") {
                continue;
            }
            if key != "presets" && !name.starts_with("@docusaurus/") {
                continue;
            }
            // `docusaurus-plugin-x/lib/index.js` is the package `docusaurus-plugin-x`.
            let segments = if name.starts_with('@') { 2 } else { 1 };
            let package: Vec<&str> = name.split('/').take(segments).collect();
            names.push(package.join("/"));
        }
    }
    names.sort();
    names.dedup();
    names
}

/// Docusaurus's short names (`classic`, `content-docs`) as package names.
fn full_name(name: &str) -> String {
    match name {
        "classic" => "@docusaurus/preset-classic".to_owned(),
        "content-docs" | "content-blog" | "content-pages" | "sitemap" | "client-redirects"
        | "ideal-image" | "pwa" | "google-gtag" | "google-analytics" | "google-tag-manager"
        | "debug" | "svgr" => format!("@docusaurus/plugin-{name}"),
        "mermaid" | "live-codeblock" | "search-algolia" => format!("@docusaurus/theme-{name}"),
        other => other.to_owned(),
    }
}

/// The options of Docusaurus's classic preset.
const CLASSIC_OPTIONS: &[&str] = &[
    "docs",
    "blog",
    "pages",
    "theme",
    "sitemap",
    "gtag",
    "googleAnalytics",
    "googleTagManager",
    "debug",
    "svgr",
];

/// Whether a preset that is not Docusaurus's classic one takes the classic preset's options:
/// a company's fork of it (`@ionic-docs/preset-classic`) wraps the same plugins, and its
/// options are all the site's docs, blog and theme.
fn is_classic_fork(options: Option<&Value>) -> bool {
    options.and_then(Value::as_object).is_some_and(|options| {
        !options.is_empty()
            && options
                .keys()
                .all(|key| CLASSIC_OPTIONS.contains(&key.as_str()))
    })
}

/// One preset.
pub fn preset(entry: &Entry<'_>, cx: &mut Context) {
    match entry.name.as_deref() {
        Some("@docusaurus/preset-classic") => {}
        Some(name) if is_classic_fork(entry.options) => cx.notes.check(
            &entry.label,
            format!(
                "`{name}` is not Docusaurus's classic preset, but its options are the classic preset's: read as the classic preset's (docs, blog, pages, theme…); what the preset adds of its own is not carried over"
            ),
        ),
        _ => {
            cx.notes.untranslated_hint(
                &entry.label,
                "preset: not translated",
                "Cairn translates the classic preset only; add what this preset configures to cairn.toml by hand",
            );
            return;
        }
    }
    let empty = serde_json::Map::new();
    let options = entry.options.and_then(Value::as_object).unwrap_or(&empty);
    // The preset builds `blog/` unless `blog: false`, with or without options.
    if !options.contains_key("blog") && cx.site.join("blog").is_dir() {
        let here = join(&entry.at, "blog");
        cx.notes.check(
            "blog/",
            "the classic preset builds it when `blog` is not set: written as a [[blog]] entry with Docusaurus's defaults",
        );
        blog(&Value::Null, &here, &here, cx);
    }
    for (key, option) in options {
        let here = join(&entry.at, key);
        match key.as_str() {
            "docs" => match option {
                Value::Bool(false) => cx.notes.untranslated(
                    &here,
                    "docs switched off: Cairn always builds docs (docs/ at /docs/ when cairn.toml declares no [[docs]])",
                ),
                _ => {
                    let table = docs::instance(option, &here, cx);
                    cx.docs.push((here, table));
                }
            },
            "blog" => {
                if option != &Value::Bool(false) {
                    blog(option, &here, &here, cx);
                }
            }
            "pages" => pages(option, &here, cx),
            "theme" => theme_options(option, &here, cx),
            "sitemap" => {
                if option == &Value::Bool(false) {
                    cx.notes.check(&here, "sitemap switched off: written as `[sitemap] enabled = false`");
                    cx.sitemap.get_or_insert_with(Default::default)["enabled"] = toml_edit::value(false);
                } else {
                    outputs::sitemap(option, &here, cx);
                }
            }
            "gtag" => builtins::gtag(option, &here, cx),
            "googleAnalytics" => builtins::google_analytics(option, &here, cx),
            "googleTagManager" => builtins::tag_manager(option, &here, cx),
            "debug" => builtins::debug_option(option, &here, cx),
            "svgr" => {
                if option != &Value::Bool(false) {
                    plugin_hint(key, &here, cx);
                }
            }
            _ => cx.notes.untranslated(&here, "not translated"),
        }
    }
}

/// One plugin.
pub fn plugin(entry: &Entry<'_>, cx: &mut Context) {
    let empty = Value::Null;
    let options = entry.options.unwrap_or(&empty);
    match entry.name.as_deref() {
        Some("@docusaurus/plugin-content-docs") => {
            let table = docs::instance(options, &index(&entry.at, 1), cx);
            cx.docs.push((entry.label.clone(), table));
        }
        Some("@docusaurus/plugin-content-blog") => {
            blog(options, &index(&entry.at, 1), &entry.label, cx);
        }
        Some("@docusaurus/plugin-content-pages") => pages(options, &entry.label, cx),
        Some("@docusaurus/plugin-sitemap") => outputs::sitemap(options, &index(&entry.at, 1), cx),
        Some("@docusaurus/plugin-ideal-image") => {
            super::ideal_image::ideal_image(options, &index(&entry.at, 1), cx);
        }
        Some("@docusaurus/plugin-pwa") => super::pwa::pwa(options, &index(&entry.at, 1), cx),
        Some("@docusaurus/plugin-client-redirects") => {
            outputs::redirects(options, &index(&entry.at, 1), cx);
        }
        Some("@docusaurus/plugin-google-gtag") => {
            builtins::gtag(options, &index(&entry.at, 1), cx);
        }
        Some("@docusaurus/plugin-google-analytics") => {
            builtins::google_analytics(options, &entry.label, cx);
        }
        Some("@docusaurus/plugin-google-tag-manager") => {
            builtins::tag_manager(options, &entry.label, cx);
        }
        Some("@docusaurus/plugin-debug") => builtins::debug(&entry.label, cx),
        // Vite compiles .scss and .sass files, CSS modules included, with the `sass` package,
        // which the site keeps in its package.json.
        Some("docusaurus-plugin-sass") => cx.notes.check(
            &entry.label,
            "not needed: Cairn reads .scss and .sass files itself when the `sass` package is installed",
        ),
        Some(name) if name.starts_with("@docusaurus/") => {
            let short = name
                .trim_start_matches("@docusaurus/plugin-")
                .trim_start_matches("@docusaurus/theme-");
            plugin_hint(short, &entry.label, cx);
        }
        Some(_) => run_as_is(entry, cx),
        None => inline_plugin(entry, cx),
    }
}

/// A plugin function written in the config itself, which `cairn.toml` cannot hold: its text
/// moves to a module of its own under `plugins/`, which `plugins` lists, so Cairn runs it as
/// Docusaurus did.
fn inline_plugin(entry: &Entry<'_>, cx: &mut Context) {
    match cx.functions.take_plugin(entry.target) {
        Ok((path, names_note)) => {
            let written = entry_value(&path, entry.options, &index(&entry.at, 1), cx);
            cx.plugins.push(written);
            cx.notes.check(
                &entry.label,
                format!(
                    "a plugin written in the config: moved to {path}{names_note}; `plugins` lists it and Cairn runs it with Docusaurus's plugin lifecycle"
                ),
            );
        }
        Err(what) => cx.notes.untranslated_hint(
            &entry.label,
            format!("a plugin written in the config: not translated ({what})"),
            "move the function to a module of its own (plugins/my-plugin.js, `module.exports = function (context, options) {…}`, with the imports it uses) and list that file in `plugins` in cairn.toml: Cairn runs it as Docusaurus does",
        ),
    }
}

/// A plugin of the site's own or from npm: Cairn runs it as Docusaurus does, so it is listed
/// in `plugins` with the options TOML can hold.
fn run_as_is(entry: &Entry<'_>, cx: &mut Context) {
    let Some(name) = entry.name.as_deref() else {
        return;
    };
    if name.starts_with("function ") {
        inline_plugin(entry, cx);
        return;
    }
    let written = entry_value(name, entry.options, &index(&entry.at, 1), cx);
    cx.plugins.push(written);
    cx.notes.check(
        &entry.label,
        "listed in `plugins`: Cairn runs it with Docusaurus's plugin lifecycle (its webpack hooks are not applied)",
    );
}

/// A theme of `themes`.
pub fn theme(entry: &Entry<'_>, cx: &mut Context) {
    match entry.name.as_deref() {
        // Cairn draws diagrams itself: the theme's work is done by `markdown.mermaid`.
        Some("@docusaurus/theme-mermaid" | "@docusaurus/theme-classic") => {}
        Some("@docusaurus/theme-search-algolia") => cx.notes.check(
            &entry.label,
            "not needed: Cairn's search is built in; `themeConfig.algolia` is translated to `[search.docsearch]`",
        ),
        Some(name) if name.starts_with("@docusaurus/") => plugin_hint("theme", &entry.label, cx),
        Some(_) => run_as_is(entry, cx),
        None => plugin_hint("theme", &entry.label, cx),
    }
}

/// The note for a plugin Cairn has no equivalent of, with what Cairn offers instead.
fn plugin_hint(short: &str, label: &str, cx: &mut Context) {
    let (message, hint) = match short {
        "ideal-image" | "svgr" | "live-codeblock" => {
            ("not translated", "Cairn has no equivalent of this plugin")
        }
        "search-algolia" => (
            "search plugin: not translated",
            "Cairn's search is built in: `themeConfig.algolia` is translated to `[search.docsearch]`, and without it the site gets a local index",
        ),
        "theme" => (
            "theme: not translated",
            "Cairn has one theme; replace its components in src/theme/ (see Swizzling)",
        ),
        _ => (
            "plugin: not translated",
            "this plugin of Docusaurus's own works on Docusaurus's internals, which Cairn does not have; Cairn runs community and local plugins listed in `plugins` (see Plugins)",
        ),
    };
    cx.notes.untranslated_hint(label, message, hint);
}

/// One blog instance: options at `at`, named `label` in a note that leaves it out.
fn blog(options: &Value, at: &str, label: &str, cx: &mut Context) {
    let table = blog::instance(options, at, cx);
    cx.blogs.push((label.to_owned(), table));
}

/// Pages options: Cairn reads `src/pages/` at the site's root, with no options.
fn pages(option: &Value, at: &str, cx: &mut Context) {
    let Some(map) = option.as_object() else {
        if option == &Value::Bool(false) {
            cx.notes
                .untranslated(at, "pages switched off: Cairn always builds src/pages/");
        }
        return;
    };
    for (key, value) in map {
        let here = join(at, key);
        match (key.as_str(), value.as_str()) {
            ("path", Some("src/pages" | "./src/pages")) | ("routeBasePath", Some("" | "/")) => {}
            ("remarkPlugins" | "rehypePlugins" | "beforeDefaultRemarkPlugins"
            | "beforeDefaultRehypePlugins", _) => {
                // Cairn's pages run the lists of `[markdown]`, which docs and blogs run too.
                if let Some(list) = markdown_plugins(value, &here, key, cx) {
                    cx.notes.check(
                        &here,
                        "written under [markdown], whose plugins run on every document (docs and blog posts too)",
                    );
                    cx.markdown_plugins.push((key.clone(), list));
                }
            }
            _ => cx.notes.untranslated(
                &here,
                "not translated: Cairn's pages are src/pages/ served from the root, with no options",
            ),
        }
    }
}

/// The classic preset's `theme` options.
fn theme_options(option: &Value, at: &str, cx: &mut Context) {
    for (key, value) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            // Docusaurus loads each file as a client module of the classic theme; so does
            // Cairn, with Vite, which reads CSS, and SCSS when the site has `sass`.
            "customCss" => {
                for file in texts_of(value) {
                    let relative = site_relative(file, &cx.site);
                    let module = if relative.starts_with("./") || relative.starts_with("../") {
                        relative
                    } else {
                        format!("./{relative}")
                    };
                    cx.custom_css.push(module);
                }
            }
            _ => cx.notes.untranslated(&here, "not translated"),
        }
    }
}

/// `remarkPlugins` and friends: remark-math and rehype-katex become `[markdown] math`,
/// npm2yarn `[markdown.npm2yarn]`; every other plugin named by a package or a file is listed
/// under the same key (Cairn runs them), with the options TOML holds. The list to write, if any.
pub fn markdown_plugins(
    list: &Value,
    at: &str,
    key: &str,
    cx: &mut Context,
) -> Option<toml_edit::Array> {
    let mut written = toml_edit::Array::new();
    let kind = if key.to_lowercase().contains("rehype") {
        "rehype"
    } else {
        "remark"
    };
    for (position, item) in list.as_array().into_iter().flatten().enumerate() {
        let here = index(at, position);
        let target = match item {
            Value::Array(pair) => pair.first().unwrap_or(&Value::Null),
            other => other,
        };
        let name = plugin_name(target, &cx.site);
        let is_math = name.as_deref().is_some_and(|name| {
            let name = name.to_lowercase();
            name.contains("remark-math")
                || name.contains("rehype-katex")
                || name.contains("remarkmath")
                || name.contains("rehypekatex")
        });
        if is_math {
            cx.math = true;
            continue;
        }
        if name.as_deref().is_some_and(super::npm2yarn::is_npm2yarn) {
            let options = match item {
                Value::Array(pair) => pair.get(1),
                _ => None,
            };
            super::npm2yarn::options(options, &index(&here, 1), cx);
            continue;
        }
        match name {
            Some(name) if !name.starts_with("function ") => {
                let options = match item {
                    Value::Array(pair) => pair.get(1),
                    _ => None,
                };
                written.push_formatted(entry_value(&name, options, &index(&here, 1), cx));
            }
            _ => cx.notes.untranslated_hint(
                &here,
                format!("{kind} plugin {}: not translated", describe(target)),
                format!(
                    "the config gives the plugin as a function whose module the loader did not see; list its package or file in `{key}` in cairn.toml"
                ),
            ),
        }
    }
    (!written.is_empty()).then_some(written)
}

/// A `plugins`-style entry: the module alone, or with the options TOML can hold (the others
/// are reported at `at`).
fn entry_value(
    module: &str,
    options: Option<&Value>,
    at: &str,
    cx: &mut Context,
) -> toml_edit::Value {
    let mut table = toml_edit::InlineTable::new();
    for (key, option) in options.and_then(Value::as_object).into_iter().flatten() {
        match super::theme::toml_value(option) {
            Some(value) => {
                table.insert(key, value);
            }
            None if option.is_null() => {}
            None => cx.notes.untranslated_hint(
                join(at, key),
                format!("{}: not translated", describe(option)),
                "cairn.toml holds data only; to give the plugin a function or a RegExp, list a module of your own that calls the plugin with its options",
            ),
        }
    }
    if table.is_empty() {
        return module.into();
    }
    let mut entry = toml_edit::InlineTable::new();
    entry.insert("module", module.into());
    entry.insert("options", table.into());
    entry.into()
}

/// A text or a list of texts, as a list.
fn texts_of(value: &Value) -> Vec<&str> {
    match value {
        Value::String(text) => vec![text],
        Value::Array(items) => items.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
#[path = "plugins_tests.rs"]
mod tests;
