//! Copying one value of the Docusaurus config into a `cairn.toml` table, with a note when its
//! type is not one Cairn's key takes (a function for `editUrl`, a RegExp…).

use serde_json::Value;
use toml_edit::{Array, InlineTable, Item, Table, value};

use super::report::Notes;
use super::value::{describe, site_relative};

/// Text, or a note saying what was found instead.
pub fn text<'a>(value: &'a Value, at: &str, notes: &mut Notes) -> Option<&'a str> {
    match value {
        Value::String(text) => Some(text),
        other => {
            notes.untranslated(
                at,
                format!("expected text, found {}: not translated", describe(other)),
            );
            None
        }
    }
}

/// A boolean, or a note.
pub fn flag(value: &Value, at: &str, notes: &mut Notes) -> Option<bool> {
    match value {
        Value::Bool(flag) => Some(*flag),
        other => {
            notes.untranslated(
                at,
                format!(
                    "expected true or false, found {}: not translated",
                    describe(other)
                ),
            );
            None
        }
    }
}

/// A list of texts (a single text counts as a list of one), or a note.
pub fn texts(value: &Value, at: &str, notes: &mut Notes) -> Option<Vec<String>> {
    match value {
        Value::String(text) => Some(vec![text.clone()]),
        Value::Array(items) if items.iter().all(Value::is_string) => Some(
            items
                .iter()
                .filter_map(|item| item.as_str().map(str::to_owned))
                .collect(),
        ),
        other => {
            notes.untranslated(
                at,
                format!(
                    "expected a list of texts, found {}: not translated",
                    describe(other)
                ),
            );
            None
        }
    }
}

/// A heading level between 2 and 6.
pub fn level(value: &Value, at: &str, notes: &mut Notes) -> Option<i64> {
    match value.as_i64() {
        Some(level) if (2..=6).contains(&level) => Some(level),
        _ => {
            notes.untranslated(
                at,
                format!(
                    "expected a heading level from 2 to 6, found {}: not translated",
                    describe(value)
                ),
            );
            None
        }
    }
}

/// Docusaurus's `ignore | log | warn | throw` as Cairn's `ignore | warn | throw`.
pub fn report_level(value: &Value, at: &str, notes: &mut Notes) -> Option<&'static str> {
    match value.as_str() {
        Some("ignore") => Some("ignore"),
        Some("warn") => Some("warn"),
        Some("throw") => Some("throw"),
        Some("log") => {
            notes.check(
                at,
                "`log` became `warn`: Cairn reports at `ignore`, `warn` or `throw`",
            );
            Some("warn")
        }
        _ => {
            notes.untranslated(
                at,
                format!(
                    "expected ignore, log, warn or throw, found {}: not translated",
                    describe(value)
                ),
            );
            None
        }
    }
}

pub fn set_text(table: &mut Table, key: &str, text: &str) {
    table[key] = value(text);
}

pub fn set_flag(table: &mut Table, key: &str, flag: bool) {
    table[key] = value(flag);
}

pub fn set_texts(table: &mut Table, key: &str, list: &[String]) {
    table[key] = value(list.iter().collect::<Array>());
}

/// An inline table of text and boolean attributes (`{ rel = "preconnect", href = "…" }`);
/// numbers become text, as HTML attributes are; anything else is noted.
pub fn attributes(object: &Value, at: &str, notes: &mut Notes) -> InlineTable {
    let mut table = InlineTable::new();
    if let Some(map) = object.as_object() {
        for (key, attribute) in map {
            match attribute {
                Value::String(text) => {
                    table.insert(key, text.as_str().into());
                }
                Value::Bool(flag) => {
                    table.insert(key, (*flag).into());
                }
                Value::Number(number) => {
                    table.insert(key, number.to_string().into());
                }
                other => notes.untranslated(
                    format!("{at}.{key}"),
                    format!("an attribute that is {}: not translated", describe(other)),
                ),
            }
        }
    }
    table
}

/// A table written inline (`logo = { src = "…" }`).
pub fn inline(table: InlineTable) -> Item {
    value(table)
}

/// Puts a table's keys in the order of `keys` (the order of Cairn's reference), others last:
/// the evaluated config's keys come in alphabetical order, which reads badly (`items` before
/// `label`).
pub fn order(table: &mut Table, keys: &[&str]) {
    let rank = |key: &str| {
        keys.iter()
            .position(|known| *known == key)
            .unwrap_or(keys.len())
    };
    table.sort_values_by(|a, _, b, _| rank(a.get()).cmp(&rank(b.get())));
}

/// The same for an inline table.
pub fn order_inline(table: &mut InlineTable, keys: &[&str]) {
    let rank = |key: &str| {
        keys.iter()
            .position(|known| *known == key)
            .unwrap_or(keys.len())
    };
    table.sort_values_by(|a, _, b, _| rank(a.get()).cmp(&rank(b.get())));
}

/// Key orders of the tables the migration writes.
pub const NAVBAR_ITEM_ORDER: &[&str] = &[
    "type",
    "label",
    "docId",
    "sidebarId",
    "docsPluginId",
    "to",
    "href",
    "value",
    "items",
    "dropdownItemsBefore",
    "dropdownItemsAfter",
    "position",
    "className",
];
pub const LINK_ORDER: &[&str] = &["label", "to", "href", "className"];
pub const LOGO_ORDER: &[&str] = &["src", "srcDark", "alt", "href", "width", "height"];
pub const FOOTER_ORDER: &[&str] = &["style", "logo", "copyright"];
pub const DOCS_ORDER: &[&str] = &[
    "id",
    "path",
    "routeBasePath",
    "sidebarPath",
    "include",
    "exclude",
    "lastVersion",
    "includeCurrentVersion",
    "onlyIncludeVersions",
    "editUrl",
    "editCurrentVersion",
    "showLastUpdateTime",
    "showLastUpdateAuthor",
    "tags",
    "onInlineTags",
    "breadcrumbs",
    "numberPrefixParser",
    "sidebarCollapsed",
    "sidebarCollapsible",
    "versions",
];
pub const VERSION_ORDER: &[&str] = &["label", "path", "banner", "badge", "noIndex"];
pub const TOC_ORDER: &[&str] = &["minHeadingLevel", "maxHeadingLevel"];
pub const BLOG_ORDER: &[&str] = &[
    "id",
    "path",
    "routeBasePath",
    "blogTitle",
    "blogDescription",
    "postsPerPage",
    "blogSidebarCount",
    "blogSidebarTitle",
    "authorsMapPath",
    "tags",
    "archiveBasePath",
    "pageBasePath",
    "tagsBasePath",
    "authorsBasePath",
    "include",
    "exclude",
    "showReadingTime",
    "showLastUpdateTime",
    "showLastUpdateAuthor",
    "editUrl",
    "onInlineTags",
    "onInlineAuthors",
    "onUntruncatedBlogPosts",
    "feedOptions",
];
pub const FEED_ORDER: &[&str] = &[
    "type",
    "limit",
    "title",
    "description",
    "copyright",
    "language",
    "createFeedItems",
];

/// A content instance's `id`, `path` and `routeBasePath`, written first and always, so each
/// entry says which folder and URL it is; `folder` is both defaults (`docs`, `blog`).
pub fn set_identity(
    table: &mut Table,
    map: &serde_json::Map<String, Value>,
    folder: &str,
    site: &std::path::Path,
) {
    let string = |key: &str| map.get(key).and_then(Value::as_str);
    set_text(table, "id", string("id").unwrap_or("default"));
    set_text(
        table,
        "path",
        &site_relative(string("path").unwrap_or(folder), site),
    );
    set_text(
        table,
        "routeBasePath",
        string("routeBasePath").unwrap_or(folder),
    );
}
