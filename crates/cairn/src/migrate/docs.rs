//! The options of a docs instance (`presets[…].docs`, or a `@docusaurus/plugin-content-docs`
//! plugin) as one `[[docs]]` entry. Cairn's keys carry Docusaurus's names and meanings, so most
//! options are copied; the ones that hold code (functions, components) are reported.

use std::path::Path;

use serde_json::Value;
use toml_edit::{Item, Table};

use super::Context;
use super::fields::{
    DOCS_ORDER, VERSION_ORDER, flag, order, report_level, set_flag, set_identity, set_text,
    set_texts, text, texts,
};
use super::functions::move_function;
use super::plugins::markdown_plugins;
use super::report::Notes;
use super::value::{describe, join, site_relative};

/// Options that name a React component of the docs' pages.
const COMPONENT_OPTIONS: &[&str] = &[
    "docLayoutComponent",
    "docItemComponent",
    "docVersionRootComponent",
    "docRootComponent",
    "docCategoryGeneratedIndexComponent",
    "docTagsListComponent",
    "docTagDocListComponent",
];

/// The `[[docs]]` table for one instance; `at` is its path in the Docusaurus config.
pub fn instance(options: &Value, at: &str, cx: &mut Context) -> Table {
    let mut table = Table::new();
    let empty = serde_json::Map::new();
    let map = options.as_object().unwrap_or(&empty);
    set_identity(&mut table, map, "docs", &cx.site);
    for (key, option) in map {
        let here = join(at, key);
        let notes = &mut cx.notes;
        match key.as_str() {
            "id" | "path" | "routeBasePath" => {
                if !option.is_string() {
                    notes.untranslated(&here, format!("{}: not translated", describe(option)));
                }
            }
            "sidebarPath" => sidebar_path(&mut table, option, &here, &cx.site, notes),
            "editUrl" => match option {
                Value::String(url) => set_text(&mut table, "editUrl", url),
                other => move_function(&mut table, "editUrl", "docsEditUrl", other, &here, cx),
            },
            "editCurrentVersion"
            | "showLastUpdateTime"
            | "showLastUpdateAuthor"
            | "breadcrumbs"
            | "sidebarCollapsed"
            | "sidebarCollapsible"
            | "includeCurrentVersion" => {
                if let Some(value) = flag(option, &here, notes) {
                    set_flag(&mut table, key, value);
                }
            }
            "numberPrefixParser" => match option {
                Value::Bool(value) => set_flag(&mut table, key, *value),
                other => notes.untranslated_hint(
                    &here,
                    format!(
                        "a custom number prefix parser ({}): not translated",
                        describe(other)
                    ),
                    "Cairn strips `01-` style prefixes (numberPrefixParser = true) or none (false)",
                ),
            },
            "tags" => match option {
                Value::String(file) => set_text(&mut table, "tags", file),
                Value::Null | Value::Bool(false) => {}
                other => notes.untranslated(&here, format!("{}: not translated", describe(other))),
            },
            "onInlineTags" => {
                if let Some(level) = report_level(option, &here, notes) {
                    set_text(&mut table, key, level);
                }
            }
            "include" | "exclude" | "onlyIncludeVersions" => {
                if let Some(list) = texts(option, &here, notes) {
                    set_texts(&mut table, key, &list);
                }
            }
            "lastVersion" => {
                if let Some(name) = text(option, &here, notes) {
                    set_text(&mut table, key, name);
                }
            }
            "versions" => versions(&mut table, option, &here, notes),
            "remarkPlugins"
            | "rehypePlugins"
            | "beforeDefaultRemarkPlugins"
            | "beforeDefaultRehypePlugins" => {
                if let Some(list) = markdown_plugins(option, &here, key, cx) {
                    table[key.as_str()] = toml_edit::value(list);
                }
            }
            "sidebarItemsGenerator" => move_function(
                &mut table,
                "sidebarItemsGenerator",
                "sidebarItemsGenerator",
                option,
                &here,
                cx,
            ),
            _ => untranslated_option(key, option, &here, notes),
        }
    }
    order(&mut table, DOCS_ORDER);
    table
}

/// Notes an option Cairn's docs do not take: why, and what to do instead when there is a
/// way.
fn untranslated_option(key: &str, option: &Value, here: &str, notes: &mut Notes) {
    match key {
        "admonitions" => {
            if option != &Value::Bool(true) {
                notes.untranslated_hint(
                    here,
                    "custom admonition options: not translated",
                    "Cairn's admonitions are note, tip, info, warning (caution) and danger, always on",
                );
            }
        }
        "disableVersioning" | "editLocalizedFiles" => {
            if option != &Value::Bool(false) {
                notes.untranslated(
                    here,
                    format!("{key} = {}: not translated", describe(option)),
                );
            }
        }
        key if COMPONENT_OPTIONS.contains(&key) => notes.untranslated_hint(
            here,
            format!(
                "component `{}`: not translated",
                option.as_str().unwrap_or("?")
            ),
            "replace Cairn's theme component instead (see Swizzling)",
        ),
        _ => notes.untranslated(here, "not an option of Cairn's docs: not translated"),
    }
}

fn sidebar_path(table: &mut Table, option: &Value, at: &str, site: &Path, notes: &mut Notes) {
    match option {
        Value::String(file) => {
            let relative = site_relative(file, site);
            if !site.join(&relative).is_file() {
                notes.check(
                    &relative,
                    "the sidebar file does not exist; Cairn's build will stop on it",
                );
            }
            set_text(table, "sidebarPath", &relative);
        }
        // Docusaurus's `false` is a sidebar generated from the folders: Cairn's default.
        Value::Bool(false) | Value::Null => {}
        other => notes.untranslated(at, format!("{}: not translated", describe(other))),
    }
}

/// `versions: {current: {label, path, banner, badge, noIndex}}` → `[docs.versions.<name>]`.
fn versions(table: &mut Table, option: &Value, at: &str, notes: &mut Notes) {
    let Some(map) = option.as_object() else {
        notes.untranslated(at, format!("{}: not translated", describe(option)));
        return;
    };
    let mut versions = Table::new();
    versions.set_implicit(true);
    for (name, options) in map {
        let here = join(at, name);
        let mut version = Table::new();
        for (key, option) in options.as_object().into_iter().flatten() {
            let here = join(&here, key);
            match key.as_str() {
                "label" | "path" => {
                    if let Some(value) = text(option, &here, notes) {
                        set_text(&mut version, key, value);
                    }
                }
                "banner" => match option.as_str() {
                    Some(banner @ ("none" | "unreleased" | "unmaintained")) => {
                        set_text(&mut version, key, banner);
                    }
                    _ => notes.untranslated(&here, format!("{}: not translated", describe(option))),
                },
                "badge" | "noIndex" => {
                    if let Some(value) = flag(option, &here, notes) {
                        set_flag(&mut version, key, value);
                    }
                }
                _ => notes.untranslated(&here, "not a version option of Cairn: not translated"),
            }
        }
        order(&mut version, VERSION_ORDER);
        versions[name.as_str()] = Item::Table(version);
    }
    if !versions.is_empty() {
        table["versions"] = Item::Table(versions);
    }
}
