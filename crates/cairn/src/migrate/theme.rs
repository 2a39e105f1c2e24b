//! `themeConfig`: the navbar, the footer, the docs sidebar's behaviour, tables of contents,
//! `metadata` and `algolia` (DocSearch) have Cairn equivalents under the same names; the rest
//! is reported.

use serde_json::{Map, Value};
use toml_edit::{Array, ArrayOfTables, InlineTable, Item, Table, value};

use cairn_config::{CUSTOM_NAVBAR_ITEM_KEYS, CUSTOM_NAVBAR_ITEM_PREFIX, NAVBAR_ITEM_TYPES};

use super::Context;
use super::fields::{
    FOOTER_ORDER, LINK_ORDER, LOGO_ORDER, NAVBAR_ITEM_ORDER, TOC_ORDER, attributes, flag, inline,
    level, order, order_inline, set_flag, set_text, text,
};
use super::value::{describe, index, join, marker_kind};

/// Reads `themeConfig` into the document's tables.
pub fn theme_config(config: &Value, at: &str, cx: &mut Context) {
    for (key, option) in config.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "navbar" => navbar(option, &here, cx),
            "footer" => footer(option, &here, cx),
            "docs" => docs_options(option, &here, cx),
            "tableOfContents" => {
                cx.table_of_contents = table_of_contents(option, &here, cx);
            }
            "metadata" => metadata(option, &here, cx),
            "colorMode" => {
                cx.color_mode = simple_table(
                    option,
                    &here,
                    &[
                        ("defaultMode", Kind::Text),
                        ("disableSwitch", Kind::Flag),
                        ("respectPrefersColorScheme", Kind::Flag),
                    ],
                    cx,
                );
            }
            "prism" => cx.notes.untranslated_hint(
                &here,
                "Prism themes and languages: not translated",
                "Cairn highlights code at build time with its own colour themes and grammars; change the colours with the --cairn-code-* CSS variables",
            ),
            "algolia" => algolia(option, &here, cx),
            "mermaid" => cx.notes.untranslated_hint(
                &here,
                "Mermaid options: not translated",
                "Cairn renders Mermaid diagrams with their default theme, light or dark like the page",
            ),
            "announcementBar" => {
                cx.announcement_bar = simple_table(
                    option,
                    &here,
                    &[
                        ("id", Kind::Text),
                        ("content", Kind::Text),
                        ("backgroundColor", Kind::Text),
                        ("textColor", Kind::Text),
                        ("isCloseable", Kind::Flag),
                    ],
                    cx,
                );
            }
            "image" => cx.notes.untranslated_hint(
                &here,
                "default social card image: not translated",
                "give pages an `image` in their front matter",
            ),
            _ => cx.notes.untranslated(&here, "not translated"),
        }
    }
}

/// What a key of a flat options table holds.
enum Kind {
    Text,
    Flag,
}

/// A table of text and boolean options with the same names in both (`colorMode`,
/// `announcementBar`); other keys and values of another type are reported.
fn simple_table(
    option: &Value,
    at: &str,
    keys: &[(&str, Kind)],
    cx: &mut Context,
) -> Option<Table> {
    let mut table = Table::new();
    for (key, value) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match keys.iter().find(|(known, _)| known == key) {
            Some((_, Kind::Text)) => {
                if let Some(text) = text(value, &here, &mut cx.notes) {
                    set_text(&mut table, key, text);
                }
            }
            Some((_, Kind::Flag)) => {
                if let Some(flag) = flag(value, &here, &mut cx.notes) {
                    set_flag(&mut table, key, flag);
                }
            }
            None => cx
                .notes
                .untranslated(&here, format!("{}: not translated", describe(value))),
        }
    }
    (!table.is_empty()).then_some(table)
}

fn navbar(option: &Value, at: &str, cx: &mut Context) {
    let mut table = Table::new();
    for (key, value) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "title" => {
                if let Some(title) = text(value, &here, &mut cx.notes) {
                    set_text(&mut table, "title", title);
                }
            }
            "logo" => {
                if let Some(logo) = logo(value, &here, cx) {
                    table["logo"] = inline(logo);
                }
            }
            "items" => {
                let mut items = ArrayOfTables::new();
                for (position, item) in value.as_array().into_iter().flatten().enumerate() {
                    if let Some(table) = navbar_item(item, &index(&here, position), cx) {
                        items.push(table);
                    }
                }
                if !items.is_empty() {
                    cx.navbar_items = Some(items);
                }
            }
            "hideOnScroll" | "style" => {
                cx.notes
                    .untranslated(&here, format!("{key}: not translated"));
            }
            _ => cx.notes.untranslated(&here, "not translated"),
        }
    }
    order(&mut table, &["title", "logo"]);
    if !table.is_empty() {
        cx.navbar = Some(table);
    }
}

fn logo(option: &Value, at: &str, cx: &mut Context) -> Option<InlineTable> {
    let map = option.as_object()?;
    let mut logo = InlineTable::new();
    for (key, value) in map {
        let here = join(at, key);
        match key.as_str() {
            "src" | "srcDark" | "alt" | "href" => {
                if let Some(text) = text(value, &here, &mut cx.notes) {
                    logo.insert(key, text.into());
                }
            }
            // Pixels as a number, or any CSS length as text, in both.
            "width" | "height" => match value {
                Value::Number(number) if number.as_u64().is_some() => {
                    logo.insert(
                        key,
                        number.as_u64().unwrap_or_default().cast_signed().into(),
                    );
                }
                Value::String(length) => {
                    logo.insert(key, length.as_str().into());
                }
                other => cx
                    .notes
                    .untranslated(&here, format!("{}: not translated", describe(other))),
            },
            _ => cx.notes.untranslated(&here, "logo option: not translated"),
        }
    }
    if logo.contains_key("src") {
        order_inline(&mut logo, LOGO_ORDER);
        Some(logo)
    } else {
        cx.notes
            .untranslated(at, "a logo without `src`: not translated");
        None
    }
}

/// One navbar item, or `None` (with a note) when Cairn has no such item.
fn navbar_item(item: &Value, at: &str, cx: &mut Context) -> Option<Table> {
    let map = item.as_object()?;
    let (kind, custom, keys) = navbar_item_type(map, at, cx)?;
    let mut table = Table::new();
    if kind != "default" {
        set_text(&mut table, "type", kind);
    }
    navbar_item_options(&mut table, map, kind, custom, keys, at, cx);
    if !table.contains_key("position") {
        set_text(&mut table, "position", "left");
    }
    let has = |key: &str| table.contains_key(key);
    let complete = match kind {
        "default" => has("label") && (has("to") != has("href")),
        "dropdown" => has("label") && has("items"),
        "html" => has("value"),
        "doc" => has("docId"),
        "docSidebar" => has("sidebarId"),
        _ => true,
    };
    if !complete {
        cx.notes.untranslated(
            at,
            format!(
                "a `{kind}` navbar item Cairn cannot show (it needs {}): not translated",
                keys.join(", ")
            ),
        );
        return None;
    }
    order(&mut table, NAVBAR_ITEM_ORDER);
    if let Some(id) = table.get("docsPluginId").and_then(Item::as_str) {
        cx.navbar_plugin_ids.push((at.to_owned(), id.to_owned()));
    }
    Some(table)
}

/// The item's type, whether it is a `custom-` one the site renders, and the keys Cairn reads
/// of it; `None` (with a note) for a type Cairn has no item for.
fn navbar_item_type<'a>(
    map: &'a Map<String, Value>,
    at: &str,
    cx: &mut Context,
) -> Option<(&'a str, bool, &'static [&'static str])> {
    // An item with `items` and no type is a dropdown in Docusaurus.
    let kind = match map.get("type").and_then(Value::as_str) {
        Some(kind) => kind,
        None if map.contains_key("items") => "dropdown",
        None => "default",
    };
    let custom = kind
        .strip_prefix(CUSTOM_NAVBAR_ITEM_PREFIX)
        .is_some_and(|name| !name.is_empty());
    let keys: &[&str] = if custom {
        cx.notes.check(
            at,
            format!(
                "navbar item of type `{kind}`: kept; the site's `src/theme/NavbarItem/ComponentTypes` gives it its component"
            ),
        );
        CUSTOM_NAVBAR_ITEM_KEYS
    } else if let Some((_, keys)) = NAVBAR_ITEM_TYPES.iter().find(|(name, _)| *name == kind) {
        keys
    } else {
        cx.notes.untranslated_hint(
            at,
            format!("navbar item of type `{kind}`: not translated"),
            format!(
                "Cairn's navbar items are {}, and `custom-…` types the site renders",
                NAVBAR_ITEM_TYPES
                    .iter()
                    .map(|(name, _)| *name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
        return None;
    };
    Some((kind, custom, keys))
}

/// The item's options its type reads, into `table`; a custom item's other keys are its
/// component's props. Other keys are noted.
fn navbar_item_options(
    table: &mut Table,
    map: &Map<String, Value>,
    kind: &str,
    custom: bool,
    keys: &[&str],
    at: &str,
    cx: &mut Context,
) {
    let mut props = InlineTable::new();
    for (key, value) in map {
        let here = join(at, key);
        match key.as_str() {
            "type" => {}
            // Docusaurus puts items on the left unless they say.
            "position" | "className" => {
                if let Some(text) = text(value, &here, &mut cx.notes) {
                    set_text(table, key, text);
                }
            }
            "items" | "dropdownItemsBefore" | "dropdownItemsAfter"
                if keys.contains(&key.as_str()) =>
            {
                let links = links(value, &here, LinkList::Dropdown, cx);
                if !links.is_empty() {
                    table[key.as_str()] = value_array(links);
                }
            }
            "prependBaseUrlToHref" if keys.contains(&key.as_str()) => {
                if let Some(flag) = flag(value, &here, &mut cx.notes) {
                    set_flag(table, key, flag);
                }
            }
            key if keys.contains(&key) && key != "props" => {
                if let Some(text) = text(value, &here, &mut cx.notes) {
                    set_text(table, key, text);
                }
            }
            _ if custom => match toml_value(value) {
                Some(converted) => {
                    props.insert(key, converted);
                }
                None => cx
                    .notes
                    .untranslated(&here, format!("{}: not translated", describe(value))),
            },
            _ => cx.notes.untranslated(
                &here,
                format!("`{key}` of a `{kind}` navbar item: not translated"),
            ),
        }
    }
    if !props.is_empty() {
        table.insert("props", Item::Value(props.into()));
    }
}

/// Where a list of links is: an `html` entry is written differently in each.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LinkList {
    /// `{type = "html", value = "…"}`.
    Dropdown,
    /// `{html = "…"}`.
    Footer,
}

/// Links of a dropdown or a footer column: `{label, to}`, `{label, href}` or HTML; others are
/// noted.
fn links(list: &Value, at: &str, place: LinkList, cx: &mut Context) -> Vec<InlineTable> {
    let mut result = Vec::new();
    for (position, link) in list.as_array().into_iter().flatten().enumerate() {
        let here = index(at, position);
        let Some(map) = link.as_object() else {
            cx.notes
                .untranslated(&here, format!("{}: not translated", describe(link)));
            continue;
        };
        // Raw HTML: `{html: '…'}` in a footer, `{type: 'html', value: '…'}` in a dropdown.
        let kind = map.get("type").and_then(Value::as_str);
        let html = match kind {
            Some("html") => map.get("value").and_then(Value::as_str),
            None if !map.contains_key("label") => map.get("html").and_then(Value::as_str),
            _ => None,
        };
        if let Some(html) = html {
            let mut table = InlineTable::new();
            match place {
                LinkList::Dropdown => {
                    table.insert("type", "html".into());
                    table.insert("value", html.into());
                }
                LinkList::Footer => {
                    table.insert("html", html.into());
                }
            }
            for other in map.keys() {
                if !matches!(other.as_str(), "type" | "value" | "html") {
                    cx.notes.untranslated(join(&here, other), "not translated");
                }
            }
            result.push(table);
            continue;
        }
        if let Some(kind) = kind.filter(|kind| *kind != "default") {
            cx.notes.untranslated_hint(
                &here,
                format!("a `{kind}` link: not translated"),
                "Cairn's dropdown and footer links are `{ label, to }`, `{ label, href }` or HTML",
            );
            continue;
        }
        let label = map.get("label").and_then(Value::as_str);
        let to = map.get("to").and_then(Value::as_str);
        let href = map.get("href").and_then(Value::as_str);
        let (Some(label), Some((key, target))) = (
            label,
            to.map(|to| ("to", to)).or(href.map(|href| ("href", href))),
        ) else {
            cx.notes.untranslated(
                &here,
                "a link without `label` and `to` or `href` (an `html` link?): not translated",
            );
            continue;
        };
        let mut table = InlineTable::new();
        table.insert("label", label.into());
        table.insert(key, target.into());
        for (other, value) in map {
            match other.as_str() {
                "label" | "to" | "href" | "type" => {}
                "className" if value.is_string() => {
                    table.insert("className", value.as_str().unwrap_or_default().into());
                }
                _ => cx.notes.untranslated(join(&here, other), "not translated"),
            }
        }
        if to.is_some() && href.is_some() {
            cx.notes.untranslated(
                join(&here, "href"),
                "a link with both `to` and `href`: `to` kept",
            );
        }
        order_inline(&mut table, LINK_ORDER);
        result.push(table);
    }
    result
}

fn value_array(tables: Vec<InlineTable>) -> Item {
    let mut array: Array = tables.into_iter().collect();
    for item in array.iter_mut() {
        item.decor_mut().set_prefix("\n  ");
    }
    array.set_trailing("\n");
    array.set_trailing_comma(true);
    value(array)
}

fn footer(option: &Value, at: &str, cx: &mut Context) {
    let mut table = Table::new();
    let mut columns = ArrayOfTables::new();
    for (key, value) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "style" => match value.as_str() {
                Some(style @ ("light" | "dark")) => set_text(&mut table, "style", style),
                _ => cx
                    .notes
                    .untranslated(&here, format!("{}: not translated", describe(value))),
            },
            "copyright" => {
                if let Some(text) = text(value, &here, &mut cx.notes) {
                    if text.contains('<') {
                        cx.notes.check(
                            &here,
                            "the copyright line has HTML; check how Cairn's footer shows it",
                        );
                    }
                    set_text(&mut table, "copyright", text);
                }
            }
            "links" => {
                for (position, column) in value.as_array().into_iter().flatten().enumerate() {
                    let here = index(&here, position);
                    if let Some(column) = footer_column(column, &here, cx) {
                        columns.push(column);
                    }
                }
            }
            "logo" => {
                if let Some(logo) = logo(value, &here, cx) {
                    table["logo"] = inline(logo);
                }
            }
            _ => cx.notes.untranslated(&here, "not translated"),
        }
    }
    order(&mut table, FOOTER_ORDER);
    if !table.is_empty() || !columns.is_empty() {
        cx.footer = Some((table, columns));
    }
}

fn footer_column(column: &Value, at: &str, cx: &mut Context) -> Option<Table> {
    let map: &Map<String, Value> = column.as_object()?;
    let Some(title) = map.get("title").and_then(Value::as_str) else {
        cx.notes.untranslated_hint(
            at,
            "a footer link outside a titled column: not translated",
            "Cairn's footer links are in columns: `[[footer.links]]` with a `title` and `items`",
        );
        return None;
    };
    let mut table = Table::new();
    set_text(&mut table, "title", title);
    for (key, value) in map {
        let here = join(at, key);
        match key.as_str() {
            "title" => {}
            "items" => {
                let links = links(value, &here, LinkList::Footer, cx);
                table["items"] = value_array(links);
            }
            _ => cx.notes.untranslated(&here, "not translated"),
        }
    }
    Some(table)
}

/// `themeConfig.docs`: `sidebar: {hideable, autoCollapseCategories}` → `[docsSidebar]`.
fn docs_options(option: &Value, at: &str, cx: &mut Context) {
    for (key, value) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        if key != "sidebar" {
            cx.notes.untranslated(&here, "not translated");
            continue;
        }
        let mut table = Table::new();
        for (key, value) in value.as_object().into_iter().flatten() {
            let here = join(&here, key);
            match key.as_str() {
                "hideable" | "autoCollapseCategories" => {
                    if let Some(flag) = flag(value, &here, &mut cx.notes) {
                        set_flag(&mut table, key, flag);
                    }
                }
                _ => cx.notes.untranslated(&here, "not translated"),
            }
        }
        if !table.is_empty() {
            cx.docs_sidebar = Some(table);
        }
    }
}

fn table_of_contents(option: &Value, at: &str, cx: &mut Context) -> Option<InlineTable> {
    let mut table = InlineTable::new();
    let mut levels = Vec::new();
    for (key, value) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "minHeadingLevel" | "maxHeadingLevel" => {
                if let Some(level) = level(value, &here, &mut cx.notes) {
                    table.insert(key, level.into());
                    levels.push((key.clone(), level));
                }
            }
            _ => cx.notes.untranslated(&here, "not translated"),
        }
    }
    let get = |name: &str, default: i64| {
        levels
            .iter()
            .find(|(key, _)| key == name)
            .map_or(default, |(_, level)| *level)
    };
    if get("minHeadingLevel", 2) > get("maxHeadingLevel", 3) {
        cx.notes.untranslated(
            at,
            "minHeadingLevel is above maxHeadingLevel: not translated",
        );
        return None;
    }
    order_inline(&mut table, TOC_ORDER);
    (!table.is_empty()).then_some(table)
}

/// `metadata: [{name, content}]` → `[[headTags]]` of `meta` tags.
fn metadata(option: &Value, at: &str, cx: &mut Context) {
    for (position, tag) in option.as_array().into_iter().flatten().enumerate() {
        let here = index(at, position);
        let mut table = Table::new();
        set_text(&mut table, "tagName", "meta");
        table["attributes"] = inline(attributes(tag, &here, &mut cx.notes));
        cx.head_tags.push(table);
    }
}

/// `[search.docsearch]`'s keys in the order of Cairn's reference.
const DOCSEARCH_ORDER: &[&str] = &[
    "appId",
    "apiKey",
    "indexName",
    "contextualSearch",
    "searchParameters",
    "replaceSearchResultPathname",
    "externalUrlRegex",
];

/// `algolia` → `[search] provider = "docsearch"` and `[search.docsearch]`, whose keys have the
/// same names; `searchPagePath` moves up to `[search]`. Without `appId`, `apiKey` and
/// `indexName` the site keeps Cairn's local index.
fn algolia(option: &Value, at: &str, cx: &mut Context) {
    let mut search = Table::new();
    let mut docsearch = Table::new();
    for (key, value) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "appId" | "apiKey" | "indexName" => {
                if let Some(text) = text(value, &here, &mut cx.notes) {
                    set_text(&mut docsearch, key, text);
                }
            }
            // An empty expression means none, which Cairn writes by leaving the key out.
            "externalUrlRegex" => {
                if let Some(text) = text(value, &here, &mut cx.notes)
                    && !text.is_empty()
                {
                    set_text(&mut docsearch, key, text);
                }
            }
            "contextualSearch" => {
                if let Some(flag) = flag(value, &here, &mut cx.notes) {
                    set_flag(&mut docsearch, key, flag);
                }
            }
            "searchParameters" => {
                let parameters = search_parameters(value, &here, cx);
                if !parameters.is_empty() {
                    docsearch[key.as_str()] = inline(parameters);
                }
            }
            "replaceSearchResultPathname" => {
                if let Some(replacement) = pathname_replacement(value, &here, cx) {
                    docsearch[key.as_str()] = inline(replacement);
                }
            }
            // Docusaurus's `false` (no search page) is Cairn's "".
            "searchPagePath" => match value {
                Value::Bool(false) => set_text(&mut search, key, ""),
                Value::String(path) if !path.trim_matches('/').is_empty() => {
                    set_text(&mut search, key, path.trim_start_matches('/'));
                }
                other => cx
                    .notes
                    .untranslated(&here, format!("{}: not translated", describe(other))),
            },
            _ => cx.notes.untranslated_hint(
                &here,
                format!(
                    "DocSearch option `{key}` ({}): not supported",
                    describe(value)
                ),
                "Cairn's DocSearch takes appId, apiKey, indexName, contextualSearch, searchParameters, replaceSearchResultPathname, externalUrlRegex and searchPagePath",
            ),
        }
    }
    let missing: Vec<&str> = ["appId", "apiKey", "indexName"]
        .into_iter()
        .filter(|key| {
            docsearch
                .get(key)
                .and_then(Item::as_str)
                .is_none_or(|text| text.trim().is_empty())
        })
        .collect();
    let app_id = docsearch.get("appId").and_then(Item::as_str).unwrap_or("");
    if !missing.is_empty() {
        cx.notes.untranslated_hint(
            at,
            format!(
                "Algolia DocSearch without {}: not translated",
                missing.join(", ")
            ),
            "the site uses Cairn's local search index, built with the site; add a `[search.docsearch]` table to use DocSearch",
        );
    } else if !app_id.chars().all(|c| c.is_ascii_alphanumeric()) {
        cx.notes.untranslated_hint(
            join(at, "appId"),
            format!("`{app_id}` is not an Algolia application id: DocSearch not translated"),
            "the site uses Cairn's local search index; the application id is letters and digits, as Algolia's dashboard shows it",
        );
    } else {
        order(&mut docsearch, DOCSEARCH_ORDER);
        set_text(&mut search, "provider", "docsearch");
        search["docsearch"] = Item::Table(docsearch);
    }
    order(&mut search, &["provider", "searchPagePath", "docsearch"]);
    if !search.is_empty() {
        cx.search = Some(search);
    }
}

/// `searchParameters`: Algolia's options as they are, except values JSON and TOML cannot both
/// hold (`null`, functions), which are noted.
fn search_parameters(option: &Value, at: &str, cx: &mut Context) -> InlineTable {
    let mut table = InlineTable::new();
    let Some(map) = option.as_object().filter(|_| marker_kind(option).is_none()) else {
        cx.notes
            .untranslated(at, format!("{}: not translated", describe(option)));
        return table;
    };
    for (key, value) in map {
        match toml_value(value) {
            Some(converted) => {
                table.insert(key, converted);
            }
            None => cx.notes.untranslated(
                join(at, key),
                format!("{}: not translated", describe(value)),
            ),
        }
    }
    table
}

/// A JSON value as TOML, or `None` when it holds `null` or a marker of a JavaScript value.
pub(super) fn toml_value(json: &Value) -> Option<toml_edit::Value> {
    Some(match json {
        Value::Null => return None,
        Value::Bool(flag) => (*flag).into(),
        Value::Number(number) => match number.as_i64() {
            Some(integer) => integer.into(),
            None => number.as_f64()?.into(),
        },
        Value::String(text) => text.as_str().into(),
        Value::Array(items) => items
            .iter()
            .map(toml_value)
            .collect::<Option<Array>>()?
            .into(),
        Value::Object(map) => {
            if marker_kind(json).is_some() {
                return None;
            }
            let mut table = InlineTable::new();
            for (key, value) in map {
                table.insert(key, toml_value(value)?);
            }
            table.into()
        }
    })
}

/// `replaceSearchResultPathname: {from, to}` with a path `from` (Cairn's is text, not a RegExp).
fn pathname_replacement(option: &Value, at: &str, cx: &mut Context) -> Option<InlineTable> {
    let from = option.get("from");
    let to = option.get("to");
    let (Some(from), Some(to)) = (from, to) else {
        cx.notes
            .untranslated(at, "needs `from` and `to`: not translated");
        return None;
    };
    let from = text(from, &join(at, "from"), &mut cx.notes)?;
    let to = text(to, &join(at, "to"), &mut cx.notes)?;
    if !from.starts_with('/') {
        cx.notes.untranslated(
            join(at, "from"),
            format!("`{from}`: Cairn replaces a path starting with `/`: not translated"),
        );
        return None;
    }
    for key in option.as_object().into_iter().flatten().map(|(key, _)| key) {
        if key != "from" && key != "to" {
            cx.notes.untranslated(join(at, key), "not translated");
        }
    }
    let mut table = InlineTable::new();
    table.insert("from", from.into());
    table.insert("to", to.into());
    Some(table)
}
