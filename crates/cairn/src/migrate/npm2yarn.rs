//! Docusaurus's npm2yarn remark plugin, which Cairn has built in: its options become
//! `[markdown.npm2yarn]`, one table for the whole site where Docusaurus sets them per content
//! plugin.

use serde_json::Value;
use toml_edit::Table;

use super::Context;
use super::fields::{flag, set_flag, set_texts};
use super::value::{describe, index, join};

/// Whether a remark plugin's module is npm2yarn (`@docusaurus/remark-plugin-npm2yarn`).
pub fn is_npm2yarn(name: &str) -> bool {
    name.to_lowercase().contains("npm2yarn")
}

/// The options of the plugin at `at` (`options`: the second item of `[plugin, options]`).
/// The first content plugin's options are kept; another's that differ are noted.
pub fn options(options: Option<&Value>, at: &str, cx: &mut Context) {
    let mut table = Table::new();
    for (key, value) in options.and_then(Value::as_object).into_iter().flatten() {
        let here = join(at, key);
        match key.as_str() {
            "sync" => {
                if let Some(sync) = flag(value, &here, &mut cx.notes) {
                    set_flag(&mut table, "sync", sync);
                }
            }
            "converters" => {
                let mut names = Vec::new();
                for (position, converter) in value.as_array().into_iter().flatten().enumerate() {
                    match converter.as_str() {
                        Some(name @ ("yarn" | "pnpm" | "bun")) => names.push(name.to_owned()),
                        _ => cx.notes.untranslated_hint(
                            index(&here, position),
                            format!("converter {}: not translated", describe(converter)),
                            "Cairn's npm2yarn tabs are for yarn, pnpm and bun",
                        ),
                    }
                }
                set_texts(&mut table, "converters", &names);
            }
            _ => cx
                .notes
                .untranslated(&here, "npm2yarn option: not translated"),
        }
    }
    match &cx.npm2yarn {
        None => cx.npm2yarn = Some((at.to_owned(), table)),
        Some((first, kept)) if kept.to_string() != table.to_string() => cx.notes.check(
            at,
            format!(
                "npm2yarn options that differ from those of {first}, which [markdown.npm2yarn] keeps for the whole site"
            ),
        ),
        Some(_) => {}
    }
}

#[cfg(test)]
#[path = "npm2yarn_tests.rs"]
mod tests;
