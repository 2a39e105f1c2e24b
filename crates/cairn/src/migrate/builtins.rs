//! Docusaurus plugins Cairn has built in as keys of `cairn.toml`: the gtag plugin (the classic
//! preset's `gtag`) becomes `[gtag]`, and the debug plugin (the preset's `debug`) becomes
//! `debug = true`. The other Google plugins, Universal Analytics and Tag Manager, have no
//! equivalent and are reported with what to do instead.

use serde_json::Value;
use toml_edit::{Array, Item, Table, value};

use super::Context;
use super::fields::{flag, order};
use super::value::{describe, join, marker_kind};

/// What the translation collected for `[gtag]` and `debug`.
#[derive(Debug, Default)]
pub struct Builtins {
    /// `[gtag]`, with the config path it comes from.
    gtag: Option<(String, Table)>,
    /// `debug = true`.
    debug: bool,
}

/// `@docusaurus/plugin-google-gtag` options, or the classic preset's `gtag`, at `at`.
pub fn gtag(option: &Value, at: &str, cx: &mut Context) {
    if option == &Value::Bool(false) {
        return;
    }
    let Some(map) = option.as_object().filter(|_| marker_kind(option).is_none()) else {
        cx.notes.untranslated(
            at,
            format!("gtag options that are {}: not translated", describe(option)),
        );
        return;
    };
    if let Some((first, _)) = &cx.builtins.gtag {
        cx.notes.untranslated_hint(
            at,
            format!("a second gtag configuration (the first is {first}): not translated"),
            "cairn.toml has one [gtag]; give its `trackingID` every measurement id",
        );
        return;
    }
    let mut table = Table::new();
    for (key, setting) in map {
        let here = join(at, key);
        match key.as_str() {
            "trackingID" => {
                if let Some(ids) = tracking_ids(setting, &here, cx) {
                    table["trackingID"] = match ids.as_slice() {
                        [one] => value(one.as_str()),
                        _ => value(ids.iter().collect::<Array>()),
                    };
                }
            }
            "anonymizeIP" => {
                if let Some(anonymize) = flag(setting, &here, &mut cx.notes) {
                    table["anonymizeIP"] = value(anonymize);
                }
            }
            _ => cx
                .notes
                .untranslated(&here, format!("{}: not translated", describe(setting))),
        }
    }
    if !table.contains_key("trackingID") {
        if !map.contains_key("trackingID") {
            cx.notes.untranslated(
                at,
                "gtag without `trackingID`: not translated; [gtag] needs a measurement id",
            );
        }
        return;
    }
    order(&mut table, &["trackingID", "anonymizeIP"]);
    cx.notes.check(
        at,
        "written as [gtag]: Docusaurus loads gtag.js in production builds only, Cairn in every build, `cairn start` included",
    );
    cx.builtins.gtag = Some((at.to_owned(), table));
}

/// The measurement ids of `trackingID` when every one is an id Cairn's `[gtag]` takes (letters,
/// digits and dashes, as `cairn_config` checks), or a note.
fn tracking_ids(setting: &Value, at: &str, cx: &mut Context) -> Option<Vec<String>> {
    let ids: Vec<String> = match setting {
        Value::String(id) => vec![id.clone()],
        Value::Array(items) if !items.is_empty() && items.iter().all(Value::is_string) => items
            .iter()
            .filter_map(|item| item.as_str().map(str::to_owned))
            .collect(),
        other => {
            cx.notes.untranslated(
                at,
                format!(
                    "expected a measurement id or a list of them, found {}: not translated",
                    describe(other)
                ),
            );
            return None;
        }
    };
    if let Some(wrong) = ids.iter().find(|id| {
        id.is_empty()
            || !id
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || character == '-')
    }) {
        cx.notes.untranslated(
            at,
            format!(
                "`{wrong}` is not a measurement id (letters, digits and dashes, such as \"G-XXXXXXXXXX\"): not translated"
            ),
        );
        return None;
    }
    let universal: Vec<&str> = ids
        .iter()
        .map(String::as_str)
        .filter(|id| id.to_ascii_uppercase().starts_with("UA-"))
        .collect();
    if !universal.is_empty() {
        cx.notes.check(
            at,
            format!(
                "{} {}: Google retired Universal Analytics and collects nothing for such ids; use the measurement id (G-…) of a Google Analytics 4 property",
                universal.join(", "),
                if universal.len() == 1 {
                    "is a Universal Analytics id"
                } else {
                    "are Universal Analytics ids"
                }
            ),
        );
    }
    Some(ids)
}

/// `@docusaurus/plugin-google-analytics`, or the classic preset's `googleAnalytics`: Universal
/// Analytics, which Google has retired.
pub fn google_analytics(option: &Value, label: &str, cx: &mut Context) {
    if option == &Value::Bool(false) {
        return;
    }
    let id = option
        .get("trackingID")
        .and_then(Value::as_str)
        .map(|id| format!(" `{id}`"))
        .unwrap_or_default();
    cx.notes.untranslated_hint(
        label,
        format!("Universal Analytics{id} (analytics.js): not translated"),
        "Google retired Universal Analytics; create a Google Analytics 4 property and put its measurement id (G-…) in [gtag] trackingID, which is what @docusaurus/plugin-google-gtag does",
    );
}

/// `@docusaurus/plugin-google-tag-manager`, or the classic preset's `googleTagManager`.
pub fn tag_manager(option: &Value, label: &str, cx: &mut Context) {
    if option == &Value::Bool(false) {
        return;
    }
    let id = option
        .get("containerId")
        .and_then(Value::as_str)
        .map(|id| format!(" `{id}`"))
        .unwrap_or_default();
    cx.notes.untranslated_hint(
        label,
        format!("Google Tag Manager container{id}: not translated"),
        "Cairn has no Tag Manager key: add Google's container snippet as a [[headTags]] script (innerHtml) and push a dataLayer event on each client-side navigation from a module of `clientModules` (onRouteDidUpdate); a container that only sends Google Analytics page views can become [gtag] with the measurement id",
    );
}

/// The classic preset's `debug` option: `true` becomes `debug = true`; `false` is Cairn's
/// default.
pub fn debug_option(option: &Value, at: &str, cx: &mut Context) {
    if flag(option, at, &mut cx.notes) == Some(true) {
        debug(at, cx);
    }
}

/// `@docusaurus/plugin-debug` listed in `plugins`: Docusaurus then always builds the debug pages.
pub fn debug(at: &str, cx: &mut Context) {
    cx.builtins.debug = true;
    cx.notes.check(
        at,
        "written as `debug = true`: Cairn writes its debug pages under /__cairn/debug/ (not /__docusaurus/debug/) only when the key is true, in `cairn build` as in `cairn start`; its default is false",
    );
}

/// Puts `debug` and `[gtag]` into the document.
pub fn place(root: &mut Table, cx: &mut Context) {
    let builtins = std::mem::take(&mut cx.builtins);
    if builtins.debug {
        root["debug"] = value(true);
    }
    if let Some((_, table)) = builtins.gtag {
        root["gtag"] = Item::Table(table);
    }
}

#[cfg(test)]
#[path = "builtins_tests.rs"]
mod tests;
