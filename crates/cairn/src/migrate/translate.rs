//! The evaluated Docusaurus config → a `cairn.toml` document and notes. Site keys are read
//! here; presets and plugins in `plugins`, docs options in `docs`, blog options in `blog`, `themeConfig` in `theme`.

use std::path::Path;

use serde_json::Value;
use toml_edit::{Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table, value};

use super::Context;
use super::fields::{attributes, report_level, set_flag, set_text, text};
use super::plugins;
use super::report::{Note, Notes};
use super::theme;
use super::value::{describe, index, join, site_relative};

/// What Docusaurus needs but Cairn does not use: reported once, without a key each.
const DEPLOYMENT_KEYS: &[&str] = &[
    "organizationName",
    "projectName",
    "deploymentBranch",
    "githubHost",
    "githubPort",
];

/// The translation of a whole config.
pub struct Translation {
    pub document: DocumentMut,
    pub notes: Vec<Note>,
    /// The functions options name, for `cairn.functions.cjs`.
    pub functions: super::functions::FunctionsModule,
}

#[cfg(test)]
pub fn translate(config: &Value, site: &Path) -> Translation {
    translate_with_scope(config, site, None)
}

/// [`translate`], with the config's top-level declarations, which the functions it moves into
/// modules take along when they read them.
pub fn translate_with_scope(
    config: &Value,
    site: &Path,
    scope: Option<super::carried::ConfigScope>,
) -> Translation {
    let mut cx = Context::new(site);
    cx.functions = super::functions::FunctionsModule::with_scope(scope);
    let mut root = Table::new();
    let empty = serde_json::Map::new();
    let map = config.as_object().unwrap_or(&empty);
    site_keys(map, &mut root, &mut cx);
    for key in ["presets", "plugins", "themes"] {
        let Some(list) = map.get(key) else { continue };
        for entry in plugins::entries(list, key, &cx) {
            match key {
                "presets" => plugins::preset(&entry, &mut cx),
                "plugins" => plugins::plugin(&entry, &mut cx),
                _ => plugins::theme(&entry, &mut cx),
            }
        }
    }
    if let Some(theme_config) = map.get("themeConfig") {
        theme::theme_config(theme_config, "themeConfig", &mut cx);
    }
    if let Some(markdown) = map.get("markdown") {
        markdown_options(markdown, &mut cx);
    }
    super::content::check(&mut cx);
    let document = assemble(root, &mut cx);
    Translation {
        document,
        notes: cx.notes.list,
        functions: cx.functions,
    }
}

fn site_keys(map: &serde_json::Map<String, Value>, root: &mut Table, cx: &mut Context) {
    // Pages and CSS written for Docusaurus's classic theme use Infima's classes and variables.
    let mut docusaurus = Table::new();
    docusaurus.insert("infima", value(true));
    root.insert("docusaurus", Item::Table(docusaurus));
    simple_site_keys(map, root, &mut cx.notes);
    for (key, option) in map {
        other_site_key(key, option, root, cx);
    }
    if DEPLOYMENT_KEYS.iter().any(|key| map.contains_key(*key)) {
        cx.notes.untranslated(
            "organizationName, projectName…",
            "deployment settings: not translated; Cairn has no deploy command, publish the build folder with your host's tools",
        );
    }
}

/// The site's own values: its title, tagline, URL and base URL, the trailing slash, the
/// favicon and how broken links are reported.
fn simple_site_keys(map: &serde_json::Map<String, Value>, root: &mut Table, notes: &mut Notes) {
    // `title` and `url` are required by both tools; a placeholder keeps the file loadable.
    match map.get("title").and_then(Value::as_str) {
        Some(title) => set_text(root, "title", title),
        None => {
            notes.untranslated(
                "title",
                "missing: `title` was set to \"My Site\"; change it",
            );
            set_text(root, "title", "My Site");
        }
    }
    if let Some(tagline) = map.get("tagline").and_then(Value::as_str) {
        set_text(root, "tagline", tagline);
    }
    match map.get("url").and_then(Value::as_str) {
        Some(url) if url.starts_with("http://") || url.starts_with("https://") => {
            set_text(root, "url", url.trim_end_matches('/'));
        }
        other => {
            notes.untranslated(
                "url",
                format!(
                    "{}: Cairn needs an absolute http(s) URL; `url` was set to \"https://example.com\", change it",
                    other.map_or("missing".to_owned(), |url| format!("`{url}`"))
                ),
            );
            set_text(root, "url", "https://example.com");
        }
    }
    if let Some(base_url) = map.get("baseUrl").and_then(Value::as_str) {
        let mut fixed = base_url.to_owned();
        if !fixed.starts_with('/') {
            fixed.insert(0, '/');
        }
        if !fixed.ends_with('/') {
            fixed.push('/');
        }
        if fixed != base_url {
            notes.check(
                "baseUrl",
                format!("`{base_url}` became `{fixed}`: Cairn's baseUrl starts and ends with `/`"),
            );
        }
        set_text(root, "baseUrl", &fixed);
    }
    match map.get("trailingSlash") {
        Some(Value::Bool(flag)) => set_flag(root, "trailingSlash", *flag),
        _ => notes.check(
            "trailingSlash",
            "not set: Docusaurus left URLs without a trailing slash; Cairn's page URLs end with `/` (trailingSlash = true), set it to false to keep the old URLs",
        ),
    }
    if let Some(favicon) = map.get("favicon").and_then(Value::as_str) {
        set_text(root, "favicon", favicon);
    }
    for key in [
        "onBrokenLinks",
        "onBrokenMarkdownLinks",
        "onBrokenAnchors",
        "onDuplicateRoutes",
    ] {
        if let Some(level) = map
            .get(key)
            .and_then(|option| report_level(option, key, notes))
        {
            set_text(root, key, level);
        }
    }
}

/// A top-level key other than the simple ones and those read elsewhere (presets, plugins,
/// `themeConfig`, `markdown`): translated by its own function, or noted.
fn other_site_key(at: &str, option: &Value, root: &mut Table, cx: &mut Context) {
    match at {
        "title"
        | "tagline"
        | "url"
        | "baseUrl"
        | "trailingSlash"
        | "favicon"
        | "onBrokenLinks"
        | "onBrokenMarkdownLinks"
        | "onBrokenAnchors"
        | "onDuplicateRoutes"
        | "presets"
        | "plugins"
        | "themes"
        | "themeConfig"
        | "markdown" => {}
        "i18n" => i18n(option, cx),
        "headTags" => head_tags(option, cx),
        "scripts" | "stylesheets" => resources(option, at, cx),
        "clientModules" => client_modules(option, cx),
        "customFields" => custom_fields(option, root, cx),
        "staticDirectories" => {
            let dirs: Option<Vec<String>> = option.as_array().map(|dirs| {
                dirs.iter()
                    .filter_map(Value::as_str)
                    .map(|dir| site_relative(dir, &cx.site))
                    .collect()
            });
            match dirs {
                Some(dirs) if dirs == ["static"] => {}
                Some(dirs) if !dirs.is_empty() => {
                    cx.resources
                        .push(("staticDirectories".to_owned(), dirs.into_iter().collect()));
                }
                _ => cx
                    .notes
                    .untranslated(at, format!("{}: not translated", describe(option))),
            }
        }
        "noIndex" => {
            if option == &Value::Bool(true) {
                cx.notes.untranslated_hint(
                    at,
                    "noIndex for the whole site: not translated",
                    "give each docs version `noIndex = true`, or add a `robots` meta tag with `headTags`",
                );
            }
        }
        "future" | "baseUrlIssueBanner" | "titleDelimiter" => {
            cx.notes.untranslated(at, "not translated");
        }
        key if DEPLOYMENT_KEYS.contains(&key) => {}
        "webpack" => cx.notes.untranslated_hint(
            at,
            format!(
                "custom webpack configuration ({}): not translated",
                describe(option)
            ),
            "Cairn bundles with Vite; it has no webpack configuration",
        ),
        _ => cx.notes.untranslated(at, "not translated"),
    }
}

fn i18n(option: &Value, cx: &mut Context) {
    for (key, value) in option.as_object().into_iter().flatten() {
        let at = join("i18n", key);
        match key.as_str() {
            "defaultLocale" => {
                if let Some(locale) = text(value, &at, &mut cx.notes) {
                    cx.locale = Some(locale.to_owned());
                }
            }
            "locales" => {
                cx.locales = value
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .map(str::to_owned)
                    .collect();
            }
            "localeConfigs" => locale_configs(value, &at, cx),
            "path" => {
                if let Some(path) = text(value, &at, &mut cx.notes)
                    && path != "i18n"
                {
                    cx.i18n_path = Some(path.to_owned());
                }
            }
            _ => cx.notes.untranslated(&at, "not translated"),
        }
    }
}

/// Each locale's settings, under the same names.
fn locale_configs(configs: &Value, at: &str, cx: &mut Context) {
    for (locale, config) in configs.as_object().into_iter().flatten() {
        let at = join(at, locale);
        let mut table = Table::new();
        for (key, value) in config.as_object().into_iter().flatten() {
            let at = join(&at, key);
            match key.as_str() {
                "label" | "direction" | "htmlLang" | "calendar" | "path" | "url" | "baseUrl" => {
                    if let Some(text) = text(value, &at, &mut cx.notes) {
                        set_text(&mut table, key, text);
                    }
                }
                "translate" => match value.as_bool() {
                    Some(translate) => {
                        table.insert(key, toml_edit::value(translate));
                    }
                    None => cx
                        .notes
                        .untranslated(&at, "expected true or false: not translated"),
                },
                _ => cx.notes.untranslated(&at, "not translated"),
            }
        }
        if !table.is_empty() {
            cx.locale_configs.push((locale.clone(), table));
        }
    }
}

fn head_tags(option: &Value, cx: &mut Context) {
    for (position, tag) in option.as_array().into_iter().flatten().enumerate() {
        let at = index("headTags", position);
        let Some(name) = tag.get("tagName").and_then(Value::as_str) else {
            cx.notes
                .untranslated(&at, "a head tag without `tagName`: not translated");
            continue;
        };
        if !cairn_config::HEAD_TAG_NAMES.contains(&name) {
            cx.notes.untranslated(
                &at,
                format!("`<{name}>` is not a <head> element: not translated"),
            );
            continue;
        }
        let mut table = Table::new();
        set_text(&mut table, "tagName", name);
        if let Some(attributes_value) = tag.get("attributes") {
            table["attributes"] = value(attributes(
                attributes_value,
                &join(&at, "attributes"),
                &mut cx.notes,
            ));
        }
        if let Some(inner) = tag.get("innerHTML").and_then(Value::as_str) {
            set_text(&mut table, "innerHtml", inner);
        }
        cx.head_tags.push(table);
    }
}

/// `scripts` and `stylesheets`: URLs, or attribute objects with `src`/`href`.
fn resources(option: &Value, key: &str, cx: &mut Context) {
    let url_attribute = if key == "scripts" { "src" } else { "href" };
    let mut array = Array::new();
    for (position, resource) in option.as_array().into_iter().flatten().enumerate() {
        let at = index(key, position);
        match resource {
            Value::String(url) => array.push(url.as_str()),
            Value::Object(map) if map.get(url_attribute).is_some_and(Value::is_string) => {
                let table: InlineTable = attributes(resource, &at, &mut cx.notes);
                array.push(table);
            }
            other => cx
                .notes
                .untranslated(&at, format!("{}: not translated", describe(other))),
        }
    }
    if !array.is_empty() {
        cx.resources.push((key.to_owned(), array));
    }
}

fn client_modules(option: &Value, cx: &mut Context) {
    let mut array = Array::new();
    for (position, module) in option.as_array().into_iter().flatten().enumerate() {
        let at = index("clientModules", position);
        match module.as_str() {
            Some(module) => {
                // `require.resolve('./src/x.js')` gives an absolute path; Cairn takes `./src/x.js`.
                let relative = site_relative(module, &cx.site);
                let written = if Path::new(module).is_absolute() || module.starts_with("./") {
                    format!("./{relative}")
                } else {
                    relative
                };
                array.push(written);
            }
            None => cx
                .notes
                .untranslated(&at, format!("{}: not translated", describe(module))),
        }
    }
    if !array.is_empty() {
        cx.resources.push(("clientModules".to_owned(), array));
    }
}

fn markdown_options(option: &Value, cx: &mut Context) {
    for (key, value) in option.as_object().into_iter().flatten() {
        let at = join("markdown", key);
        match key.as_str() {
            "format" => match value.as_str() {
                Some(format @ ("mdx" | "md" | "detect")) => cx.markdown_format = Some(format.to_owned()),
                _ => cx.notes.untranslated(&at, format!("{}: not translated", describe(value))),
            },
            // Cairn draws ```mermaid blocks without it; `mermaid = true` also bundles the
            // diagram library for site code that renders `@theme/Mermaid` itself.
            "mermaid" => cx.markdown_mermaid = value == &Value::Bool(true),
            "hooks" => {
                for (hook, level) in value.as_object().into_iter().flatten() {
                    let here = join(&at, hook);
                    if hook == "onBrokenMarkdownLinks"
                        && let Some(level) = report_level(level, &here, &mut cx.notes)
                    {
                        cx.broken_markdown_links = Some(level);
                    } else if hook != "onBrokenMarkdownLinks" {
                        cx.notes.untranslated(&here, "not translated");
                    }
                }
            }
            "mdx1Compat" => cx.notes.untranslated_hint(
                &at,
                "MDX 1 compatibility options: not translated",
                "Cairn reads HTML comments, admonition titles written `:::tip Title` and headings ids `{#id}` in every file",
            ),
            _ => cx.notes.untranslated(&at, format!("{}: not translated", describe(value))),
        }
    }
}

/// Puts the collected tables in the order a person would write them.
fn assemble(mut root: Table, cx: &mut Context) -> DocumentMut {
    place_options(&mut root, cx);
    place_plugins_and_resources(&mut root, cx);
    place_i18n(&mut root, cx);
    place_markdown(&mut root, cx);
    let docs = unique_instances(cx);
    let instance_ids: Vec<String> = if docs.is_empty() {
        vec!["default".to_owned()]
    } else {
        docs.iter()
            .filter_map(|table| table.get("id").and_then(Item::as_str).map(str::to_owned))
            .collect()
    };
    place_navbar(&mut root, cx, &instance_ids);
    if let Some((mut footer, columns)) = cx.footer.take() {
        if !columns.is_empty() {
            footer["links"] = Item::ArrayOfTables(columns);
        }
        root["footer"] = Item::Table(footer);
    }
    if let Some(sidebar) = cx.docs_sidebar.take() {
        root["docsSidebar"] = Item::Table(sidebar);
    }
    // A site without `[[docs]]` has one at /docs/, which a blog may not take either.
    let docs_routes: Vec<String> = if docs.is_empty() {
        vec!["docs".to_owned()]
    } else {
        docs.iter()
            .filter_map(|table| table.get("routeBasePath").and_then(Item::as_str))
            .map(|route| route.trim_matches('/').to_owned())
            .collect()
    };
    if !docs.is_empty() {
        root["docs"] = Item::ArrayOfTables(docs);
    }
    let blogs = unique_blogs(cx, &docs_routes);
    if !blogs.is_empty() {
        root["blog"] = Item::ArrayOfTables(blogs);
    }
    let mut document = DocumentMut::new();
    *document.as_table_mut() = root;
    document
}

/// The site's option tables (`tableOfContents`, `colorMode`, the plugins' options…), in the
/// order they come in the document.
fn place_options(root: &mut Table, cx: &mut Context) {
    if let Some(toc) = cx.table_of_contents.take() {
        root["tableOfContents"] = value(toc);
    }
    if let Some(color_mode) = cx.color_mode.take() {
        root["colorMode"] = Item::Table(color_mode);
    }
    if let Some(bar) = cx.announcement_bar.take() {
        root["announcementBar"] = Item::Table(bar);
    }
    if let Some(sitemap) = cx.sitemap.take() {
        root["sitemap"] = Item::Table(sitemap);
    }
    if let Some(ideal_image) = cx.ideal_image.take() {
        root["idealImage"] = Item::Table(ideal_image);
    }
    super::pwa::place(root, cx);
    if let Some(search) = cx.search.take() {
        root["search"] = Item::Table(search);
    }
    super::builtins::place(root, cx);
    if let Some(create_redirects) = cx.create_redirects.take() {
        root["createRedirects"] = create_redirects;
    }
    if !cx.redirects.is_empty() {
        let mut redirects = ArrayOfTables::new();
        for redirect in cx.redirects.drain(..) {
            redirects.push(redirect);
        }
        root["redirects"] = Item::ArrayOfTables(redirects);
    }
    if let Some(level) = cx.broken_markdown_links
        && !root.contains_key("onBrokenMarkdownLinks")
    {
        set_text(root, "onBrokenMarkdownLinks", level);
    }
}

/// The plugins, the resource lists (`clientModules`, the custom CSS first, `scripts`,
/// `stylesheets`, `staticDirectories`) and `headTags`.
fn place_plugins_and_resources(root: &mut Table, cx: &mut Context) {
    if !cx.custom_css.is_empty() {
        let mut modules: toml_edit::Array = cx.custom_css.drain(..).collect();
        if let Some(at) = cx
            .resources
            .iter()
            .position(|(key, _)| key == "clientModules")
        {
            let (_, own) = cx.resources.remove(at);
            modules.extend(own);
        }
        cx.resources.push(("clientModules".to_owned(), modules));
    }
    if !cx.plugins.is_empty() {
        let mut plugins = std::mem::take(&mut cx.plugins);
        // One plugin a line: options make long entries.
        for plugin in plugins.iter_mut() {
            plugin.decor_mut().set_prefix("\n  ");
        }
        plugins.set_trailing("\n");
        plugins.set_trailing_comma(true);
        root["plugins"] = value(plugins);
    }
    for (key, array) in cx.resources.drain(..) {
        root[key.as_str()] = value(array);
    }
    if !cx.head_tags.is_empty() {
        let mut tags = ArrayOfTables::new();
        for tag in cx.head_tags.drain(..) {
            tags.push(tag);
        }
        root["headTags"] = Item::ArrayOfTables(tags);
    }
}

/// `[i18n]`: the default locale and its settings.
fn place_i18n(root: &mut Table, cx: &mut Context) {
    if let Some(locale) = cx.locale.take() {
        let mut table = Table::new();
        set_text(&mut table, "defaultLocale", &locale);
        let locales = std::mem::take(&mut cx.locales);
        if !locales.is_empty() {
            table["locales"] = value(locales.iter().collect::<toml_edit::Array>());
        }
        if let Some(path) = cx.i18n_path.take() {
            set_text(&mut table, "path", &path);
        }
        let configs_of: Vec<(String, Table)> = std::mem::take(&mut cx.locale_configs);
        if !configs_of.is_empty() {
            let mut configs = Table::new();
            configs.set_implicit(true);
            for (locale, config) in configs_of {
                configs.insert(&locale, Item::Table(config));
            }
            table.insert("localeConfigs", Item::Table(configs));
        }
        root["i18n"] = Item::Table(table);
    }
}

/// `[markdown]`, always written.
fn place_markdown(root: &mut Table, cx: &mut Context) {
    // Math is on in Cairn and off in Docusaurus unless remark-math is configured: say which.
    let mut markdown = Table::new();
    if let Some(format) = cx.markdown_format.take() {
        set_text(&mut markdown, "format", &format);
    }
    set_flag(&mut markdown, "math", cx.math);
    if cx.markdown_mermaid {
        set_flag(&mut markdown, "mermaid", true);
    }
    for (key, list) in cx.markdown_plugins.drain(..) {
        markdown[key.as_str()] = value(list);
    }
    if let Some((_, npm2yarn)) = cx.npm2yarn.take() {
        markdown.insert("npm2yarn", Item::Table(npm2yarn));
    }
    root["markdown"] = Item::Table(markdown);
}

/// `[navbar]` with its items, without an item naming a docs instance that is not among
/// `instance_ids` (it is noted).
fn place_navbar(root: &mut Table, cx: &mut Context, instance_ids: &[String]) {
    let mut navbar = cx.navbar.take().unwrap_or_default();
    if let Some(mut items) = cx.navbar_items.take() {
        // A docs item naming an instance that was not translated would stop the build.
        for (at, id) in &cx.navbar_plugin_ids {
            if !instance_ids.contains(id) {
                cx.notes.list.push(Note {
                    kind: super::report::NoteKind::Untranslated,
                    path: at.clone(),
                    message: format!(
                        "names docs instance `{id}`, which was not translated: left out"
                    ),
                    hint: None,
                });
            }
        }
        items.retain(|item| {
            item.get("docsPluginId")
                .and_then(Item::as_str)
                .is_none_or(|id| instance_ids.iter().any(|known| known == id))
        });
        if !items.is_empty() {
            navbar["items"] = Item::ArrayOfTables(items);
        }
    }
    if !navbar.is_empty() {
        // Without keys of its own, the table is written only as `[[navbar.items]]`.
        navbar.set_implicit(true);
        root["navbar"] = Item::Table(navbar);
    }
}

/// The docs instances, without one whose id or route another already has (Docusaurus refuses
/// those too, and so would Cairn's config check).
fn unique_instances(cx: &mut Context) -> ArrayOfTables {
    let mut docs = ArrayOfTables::new();
    let mut seen: Vec<(String, String)> = Vec::new();
    for (at, table) in std::mem::take(&mut cx.docs) {
        let key = |name: &str| {
            table
                .get(name)
                .and_then(Item::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        let (id, route) = (key("id"), key("routeBasePath").trim_matches('/').to_owned());
        if seen
            .iter()
            .any(|(other_id, other_route)| *other_id == id || *other_route == route)
        {
            cx.notes.untranslated(
                at,
                format!("docs instance `{id}`: its id or routeBasePath is already used by another docs instance: left out"),
            );
            continue;
        }
        seen.push((id, route));
        docs.push(table);
    }
    docs
}

/// The blog instances Cairn's config check accepts: an id of letters, digits, `-` and `_` that
/// no other blog has, and a route no other blog or docs instance serves.
fn unique_blogs(cx: &mut Context, docs_routes: &[String]) -> ArrayOfTables {
    let mut blogs = ArrayOfTables::new();
    let mut seen: Vec<(String, String)> = Vec::new();
    for (at, table) in std::mem::take(&mut cx.blogs) {
        let key = |name: &str| {
            table
                .get(name)
                .and_then(Item::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        let (id, route) = (key("id"), key("routeBasePath").trim_matches('/').to_owned());
        let problem = if id.is_empty()
            || !id
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || "-_".contains(character))
        {
            Some("Cairn's blog ids are letters, digits, `-` and `_`")
        } else if seen.iter().any(|(other_id, _)| *other_id == id) {
            Some("its id is already used by another blog")
        } else if seen.iter().any(|(_, other_route)| *other_route == route) {
            Some("its routeBasePath is already used by another blog")
        } else if docs_routes.contains(&route) {
            Some("its routeBasePath is already used by a docs instance")
        } else {
            None
        };
        if let Some(problem) = problem {
            cx.notes
                .untranslated(at, format!("blog `{id}`: {problem}: left out"));
            continue;
        }
        seen.push((id, route));
        blogs.push(table);
    }
    blogs
}

/// `customFields` as a `[customFields]` table; a value TOML cannot hold (`null`, a function) is
/// noted.
fn custom_fields(option: &Value, root: &mut Table, cx: &mut Context) {
    let Some(map) = option.as_object() else {
        cx.notes.untranslated(
            "customFields",
            format!("{}: not translated", describe(option)),
        );
        return;
    };
    let mut table = Table::new();
    for (key, field) in map {
        match theme::toml_value(field) {
            Some(converted) => {
                table.insert(key, Item::Value(converted));
            }
            None => cx.notes.untranslated(
                join("customFields", key),
                format!("{}: not translated", describe(field)),
            ),
        }
    }
    if !table.is_empty() {
        root.insert("customFields", Item::Table(table));
    }
}
