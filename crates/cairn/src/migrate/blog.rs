//! The options of a blog instance (`presets[…].blog`, or a `@docusaurus/plugin-content-blog`
//! plugin) as one `[[blog]]` entry. Cairn's blog takes Docusaurus's option names and defaults,
//! so most options are copied; the ones that hold code (functions, components, a RegExp) are
//! reported.

use serde_json::Value;
use toml_edit::{Array, Item, Table, value};

use super::Context;
use super::fields::{
    BLOG_ORDER, FEED_ORDER, flag, order, report_level, set_flag, set_identity, set_text, set_texts,
    text, texts,
};
use super::functions::move_function;
use super::plugins::markdown_plugins;
use super::report::Notes;
use super::value::{describe, join};

/// Options that name a React component of the blog's pages.
const COMPONENT_OPTIONS: &[&str] = &[
    "blogListComponent",
    "blogPostComponent",
    "blogTagsListComponent",
    "blogTagsPostsComponent",
    "blogArchiveComponent",
    "blogAuthorsPostsComponent",
    "blogAuthorsListComponent",
];

/// Options whose value is a URL segment or a file name: copied when they are text.
const TEXT_OPTIONS: &[&str] = &[
    "blogTitle",
    "blogDescription",
    "blogSidebarTitle",
    "pageBasePath",
    "tagsBasePath",
    "authorsBasePath",
    "authorsMapPath",
];

/// The `[[blog]]` table for one instance; `at` is its path in the Docusaurus config.
pub fn instance(options: &Value, at: &str, cx: &mut Context) -> Table {
    let mut table = Table::new();
    let empty = serde_json::Map::new();
    let map = options.as_object().unwrap_or(&empty);
    set_identity(&mut table, map, "blog", &cx.site);
    for (key, option) in map {
        let here = join(at, key);
        let notes = &mut cx.notes;
        match key.as_str() {
            "id" | "path" | "routeBasePath" => {
                if !option.is_string() {
                    notes.untranslated(&here, format!("{}: not translated", describe(option)));
                }
            }
            key if TEXT_OPTIONS.contains(&key) => {
                if let Some(value) = text(option, &here, notes) {
                    set_text(&mut table, key, value);
                }
            }
            "postsPerPage" => {
                if let Some(count) = count(option, 1, &here, notes) {
                    table[key] = count;
                }
            }
            "blogSidebarCount" => {
                if let Some(count) = count(option, 0, &here, notes) {
                    table[key] = count;
                }
            }
            "archiveBasePath" => match option {
                Value::String(segment) => set_text(&mut table, key, segment),
                // Docusaurus's `null` is no archive page: Cairn's `false`.
                Value::Null | Value::Bool(false) => set_flag(&mut table, key, false),
                other => notes.untranslated(&here, format!("{}: not translated", describe(other))),
            },
            "tags" => match option {
                Value::String(file) => set_text(&mut table, "tags", file),
                Value::Null | Value::Bool(false) => {}
                other => notes.untranslated(&here, format!("{}: not translated", describe(other))),
            },
            "showReadingTime" | "showLastUpdateTime" | "showLastUpdateAuthor" => {
                if let Some(value) = flag(option, &here, notes) {
                    set_flag(&mut table, key, value);
                }
            }
            "editUrl" => match option {
                Value::String(url) => set_text(&mut table, "editUrl", url),
                other => move_function(&mut table, "editUrl", "blogEditUrl", other, &here, cx),
            },
            "onInlineTags" | "onInlineAuthors" | "onUntruncatedBlogPosts" => {
                if let Some(level) = report_level(option, &here, notes) {
                    set_text(&mut table, key, level);
                }
            }
            "include" | "exclude" => {
                if let Some(list) = texts(option, &here, notes) {
                    set_texts(&mut table, key, &list);
                }
            }
            "feedOptions" => feed_options(&mut table, option, &here, cx),
            "remarkPlugins"
            | "rehypePlugins"
            | "beforeDefaultRemarkPlugins"
            | "beforeDefaultRehypePlugins" => {
                if let Some(list) = markdown_plugins(option, &here, key, cx) {
                    table[key.as_str()] = toml_edit::value(list);
                }
            }
            "readingTime" => {
                move_function(
                    &mut table,
                    "readingTime",
                    "blogReadingTime",
                    option,
                    &here,
                    cx,
                );
            }
            _ => untranslated_option(key, option, &here, notes),
        }
    }
    order(&mut table, BLOG_ORDER);
    table
}

/// Notes an option Cairn's blog does not take: why, and what to do instead when there is a
/// way.
fn untranslated_option(key: &str, option: &Value, here: &str, notes: &mut Notes) {
    match key {
        "recmaPlugins" => {
            if option.as_array().is_none_or(|list| !list.is_empty()) {
                notes.untranslated_hint(
                    here,
                    "recma plugins: not translated",
                    "Cairn compiles MDX to data, not to JavaScript, and runs no recma plugins",
                );
            }
        }
        "admonitions" => {
            if option != &Value::Bool(true) {
                notes.untranslated_hint(
                    here,
                    "custom admonition options: not translated",
                    "Cairn's admonitions are note, tip, info, warning (caution) and danger, always on",
                );
            }
        }
        "editLocalizedFiles" => {
            if option != &Value::Bool(false) {
                notes.untranslated(
                    here,
                    format!("{key} = {}: not translated", describe(option)),
                );
            }
        }
        "truncateMarker" => notes.untranslated_hint(
            here,
            format!(
                "a custom truncate marker ({}): not translated",
                describe(option)
            ),
            "Cairn ends a post's excerpt at `<!-- truncate -->`, or `{/* truncate */}` in MDX; change the posts' marker to one of these",
        ),
        "sortPosts" => {
            if option.as_str() != Some("descending") {
                notes.untranslated_hint(
                    here,
                    format!("sortPosts = {}: not translated", describe(option)),
                    "Cairn lists posts newest first",
                );
            }
        }
        "processBlogPosts" => notes.untranslated_hint(
            here,
            format!(
                "a function that changes the posts ({}): not translated",
                describe(option)
            ),
            "change the posts themselves: `draft` and `unlisted` front matter leave a post out of the lists",
        ),
        key if COMPONENT_OPTIONS.contains(&key) => notes.untranslated_hint(
            here,
            format!(
                "component `{}`: not translated",
                option.as_str().unwrap_or("?")
            ),
            "replace Cairn's theme component instead (see Swizzling)",
        ),
        _ => notes.untranslated(here, "not an option of Cairn's blog: not translated"),
    }
}

/// `postsPerPage` (at least 1) and `blogSidebarCount` (at least 0): a number or `"ALL"`.
fn count(option: &Value, least: u64, at: &str, notes: &mut Notes) -> Option<Item> {
    match option {
        Value::String(word) if word == "ALL" => Some(value("ALL")),
        Value::Number(number) => match number.as_u64() {
            Some(count) if count >= least => i64::try_from(count).ok().map(value),
            _ => {
                notes.untranslated(
                    at,
                    format!("expected a number of posts from {least}, or \"ALL\", found {number}: not translated"),
                );
                None
            }
        },
        other => {
            notes.untranslated(
                at,
                format!(
                    "expected a number or \"ALL\", found {}: not translated",
                    describe(other)
                ),
            );
            None
        }
    }
}

/// `feedOptions` → `[blog.feedOptions]`.
fn feed_options(table: &mut Table, option: &Value, at: &str, cx: &mut super::Context) {
    let Some(map) = option.as_object() else {
        let notes = &mut cx.notes;
        if !option.is_null() {
            notes.untranslated(at, format!("{}: not translated", describe(option)));
        }
        return;
    };
    let mut feed = Table::new();
    for (key, option) in map {
        let here = join(at, key);
        if key == "createFeedItems" {
            move_function(&mut feed, key, "createFeedItems", option, &here, cx);
            continue;
        }
        let notes = &mut cx.notes;
        match key.as_str() {
            "type" => {
                if let Some(types) = feed_types(option, &here, notes) {
                    feed["type"] = types;
                }
            }
            "limit" => match option.as_u64() {
                Some(limit) if limit > 0 => {
                    if let Ok(limit) = i64::try_from(limit) {
                        feed["limit"] = value(limit);
                    }
                }
                _ => notes.untranslated_hint(
                    &here,
                    format!("limit = {}: not translated", describe(option)),
                    "Cairn's feeds hold the newest posts up to a number (20 by default); set feedOptions.limit to a number above 0",
                ),
            },
            "title" | "description" | "copyright" | "language" => {
                if let Some(value) = text(option, &here, notes) {
                    set_text(&mut feed, key, value);
                }
            }
            "xslt" => {
                if !matches!(option, Value::Bool(false) | Value::Null) {
                    notes.untranslated_hint(
                        &here,
                        format!("xslt = {}: not translated", describe(option)),
                        "Cairn's feeds have no XSLT stylesheet for browsers",
                    );
                }
            }
            _ => notes.untranslated(&here, "not a feed option of Cairn: not translated"),
        }
    }
    if !feed.is_empty() {
        order(&mut feed, FEED_ORDER);
        table["feedOptions"] = Item::Table(feed);
    }
}

/// `type`: `null` (no feeds) → `[]`, a word, or a list of `rss`, `atom`, `json`.
fn feed_types(option: &Value, at: &str, notes: &mut Notes) -> Option<Item> {
    const FORMATS: &[&str] = &["rss", "atom", "json"];
    match option {
        Value::Null => Some(value(Array::new())),
        Value::String(word) if word == "all" || FORMATS.contains(&word.as_str()) => {
            Some(value(word.as_str()))
        }
        Value::Array(items)
            if items.iter().all(|item| {
                item.as_str()
                    .is_some_and(|format| FORMATS.contains(&format))
            }) =>
        {
            Some(value(
                items.iter().filter_map(Value::as_str).collect::<Array>(),
            ))
        }
        other => {
            notes.untranslated(
                at,
                format!(
                    "expected rss, atom, json, all or a list of them, found {}: not translated",
                    describe(other)
                ),
            );
            None
        }
    }
}
