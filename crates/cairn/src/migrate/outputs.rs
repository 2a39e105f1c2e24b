//! The sitemap and client-redirects plugins: their options have Cairn equivalents under the
//! same names, `[sitemap]` and `[[redirects]]`.

use serde_json::Value;
use toml_edit::{Array, Table, value};

use super::Context;
use super::fields::{set_text, set_texts, text, texts};
use super::functions::move_function;
use super::value::{describe, index, join};

/// `@docusaurus/plugin-sitemap` options (or the classic preset's `sitemap`) → `[sitemap]`.
pub fn sitemap(option: &Value, at: &str, cx: &mut Context) {
    let mut table = cx.sitemap.take().unwrap_or_default();
    for (key, setting) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match (key.as_str(), setting) {
            // `null` is Docusaurus's way of leaving a field out; Cairn then leaves it out too.
            ("lastmod" | "changefreq" | "priority", Value::Null) => {}
            ("lastmod" | "changefreq" | "filename", _) => {
                if let Some(text) = text(setting, &here, &mut cx.notes) {
                    set_text(&mut table, key, text);
                }
            }
            ("priority", Value::Number(number)) => {
                table[key.as_str()] = value(number.as_f64().unwrap_or(0.5));
            }
            ("ignorePatterns", _) => {
                if let Some(list) = texts(setting, &here, &mut cx.notes) {
                    set_texts(&mut table, key, &list);
                }
            }
            ("createSitemapItems", _) => {
                move_function(&mut table, key, "createSitemapItems", setting, &here, cx);
            }
            _ => cx
                .notes
                .untranslated(&here, format!("{}: not translated", describe(setting))),
        }
    }
    cx.sitemap = Some(table);
}

/// `@docusaurus/plugin-client-redirects` options → `[[redirects]]`.
pub fn redirects(option: &Value, at: &str, cx: &mut Context) {
    for (key, setting) in option.as_object().into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "redirects" => {
                for (position, redirect) in setting.as_array().into_iter().flatten().enumerate() {
                    let item = index(&here, position);
                    let from = redirect
                        .get("from")
                        .and_then(|from| texts(from, &join(&item, "from"), &mut cx.notes));
                    let to = redirect.get("to").and_then(Value::as_str);
                    match (from, to) {
                        (Some(from), Some(to)) => {
                            let mut table = Table::new();
                            if let [one] = from.as_slice() {
                                set_text(&mut table, "from", one);
                            } else {
                                table["from"] = value(from.iter().collect::<Array>());
                            }
                            set_text(&mut table, "to", to);
                            cx.redirects.push(table);
                        }
                        _ => cx.notes.untranslated(
                            &item,
                            "a redirect without `from` and `to`: not translated",
                        ),
                    }
                }
            }
            "createRedirects" => {
                let mut holder = toml_edit::Table::new();
                move_function(&mut holder, key, "createRedirects", setting, &here, cx);
                cx.create_redirects = holder.remove(key);
            }
            "fromExtensions" | "toExtensions" => cx.notes.untranslated_hint(
                &here,
                format!("{}: not translated", describe(setting)),
                "list each redirect under [[redirects]] with its `from` and `to`",
            ),
            _ => cx
                .notes
                .untranslated(&here, format!("{}: not translated", describe(setting))),
        }
    }
}
