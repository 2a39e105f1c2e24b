//! npm2yarn's options: the translation must load with `cairn_config`, as `cairn build` loads
//! it, and say what it did in the report.

use std::path::Path;

use serde_json::{Value, json};

use super::super::report::{Note, NoteKind};
use super::super::translate;
use super::super::value::MARKER;

/// The written text, the config Cairn loads from it, and the notes.
fn migrate(
    docs_plugins: Value,
    blog_plugins: Value,
) -> (String, cairn_config::SiteConfig, Vec<Note>) {
    let config = json!({"title": "T", "url": "https://t.dev", "presets": [["classic", {
        "docs": {"remarkPlugins": docs_plugins},
        "blog": {"remarkPlugins": blog_plugins},
    }]]});
    let translation = translate(&config, Path::new("/site"));
    let text = translation.document.to_string();
    let loaded = cairn_config::parse(&text, Path::new("cairn.toml"))
        .unwrap_or_else(|error| panic!("Cairn refuses the translation: {error:?}\n{text}"));
    (text, loaded, translation.notes)
}

fn npm2yarn() -> Value {
    json!({MARKER: "stub", "module": "@docusaurus/remark-plugin-npm2yarn", "access": ""})
}

#[test]
fn its_options_become_the_markdown_npm2yarn_table() {
    let (text, config, notes) = migrate(
        json!([[npm2yarn(), {"sync": true, "converters": ["pnpm", "bun"]}]]),
        json!([]),
    );
    assert!(
        text.contains("[markdown.npm2yarn]\nconverters = [\"pnpm\", \"bun\"]\nsync = true\n"),
        "{text}"
    );
    assert!(config.markdown.npm2yarn.sync);
    assert_eq!(config.markdown.npm2yarn.converters.len(), 2);
    assert!(
        !notes.iter().any(|note| note.message.contains("npm2yarn")),
        "{notes:#?}"
    );
}

#[test]
fn without_options_the_defaults_stay() {
    let (text, config, _) = migrate(json!([npm2yarn()]), json!([]));
    assert!(text.contains("[markdown.npm2yarn]\n"), "{text}");
    assert!(!config.markdown.npm2yarn.sync);
}

#[test]
fn custom_converters_and_different_options_elsewhere_are_reported() {
    // The options read first (the blog's: the config's keys are read in order of their names)
    // are kept for the whole site.
    let custom = json!(["deno", {MARKER: "function", "name": "toDeno"}]);
    let (_, config, notes) = migrate(
        json!([[npm2yarn(), {"sync": false}]]),
        json!([[npm2yarn(), {"sync": true, "converters": ["yarn", custom]}]]),
    );
    assert!(config.markdown.npm2yarn.sync);
    let at = |path: &str, kind: NoteKind| {
        notes
            .iter()
            .find(|note| note.path == path && note.kind == kind)
            .unwrap_or_else(|| panic!("no {kind:?} note at {path} in {notes:#?}"))
    };
    assert!(
        at(
            "presets[0].blog.remarkPlugins[0][1].converters[1]",
            NoteKind::Untranslated
        )
        .message
        .contains("converter")
    );
    assert!(
        at("presets[0].docs.remarkPlugins[0][1]", NoteKind::Check)
            .message
            .contains("presets[0].blog.remarkPlugins[0][1]")
    );
}
