//! Presets' and plugins' translation: math plugins, npm2yarn, community and local plugins
//! listed to run, remark and rehype plugins by module, and what is reported instead.

use serde_json::{Value, json};

use super::super::report::NoteKind;
use super::super::tests::{has_note, migrate, stub};
use super::super::value::MARKER;

#[test]
fn math_follows_remark_math() {
    let with = |plugins: Value| {
        migrate(json!({"title": "T", "url": "https://t.dev",
            "presets": [["classic", {"docs": {"remarkPlugins": plugins}}]]}))
        .0
    };
    assert!(with(json!([stub("remark-math")])).contains("math = true"));
    assert!(
        with(json!([[{MARKER: "function", "name": "remarkMath"}, {}]])).contains("math = true")
    );
    assert!(with(json!([])).contains("math = false"));
}

#[test]
fn other_remark_plugins_are_listed_by_module_when_the_loader_saw_it() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "presets": [["@docusaurus/preset-classic", {"docs": {
            "remarkPlugins": [
                stub("remark-gfm-extra"),
                [{MARKER: "function", "name": "tabBlocks",
                  "module": "/site/node_modules/docusaurus-remark-plugin-tab-blocks/index.js"},
                 {"sync": true, "labels": {MARKER: "function"}}],
                {MARKER: "function", "name": "inline"},
            ],
            "rehypePlugins": [{MARKER: "function", "name": "marks", "module": "/site/src/rehype/marks.mjs"}],
        }, "pages": {"remarkPlugins": [stub("remark-page-only")]}}]]}));
    assert!(
        text.contains(
            "remarkPlugins = [\"remark-gfm-extra\", { module = \"docusaurus-remark-plugin-tab-blocks\", options = { sync = true } }]"
        ),
        "{text}"
    );
    assert!(
        text.contains("rehypePlugins = [\"./src/rehype/marks.mjs\"]"),
        "{text}"
    );
    // The pages plugin's lists go to `[markdown]`, with a note that every document runs them.
    assert!(
        text.contains("[markdown]\nmath = false\nremarkPlugins = [\"remark-page-only\"]"),
        "{text}"
    );
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "presets[0].pages.remarkPlugins",
        "every document"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].docs.remarkPlugins[1][1].labels",
        "not translated"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].docs.remarkPlugins[2]",
        "remark plugin a function `inline`: not translated"
    ));
}

#[test]
fn unknown_plugins_are_reported() {
    let (_, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "plugins": ["cairn-stub:docusaurus-plugin-sass", null,
            {MARKER: "function", "name": "myPlugin"}]}));
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "plugins[0] (docusaurus-plugin-sass)",
        "not needed: Cairn reads .scss and .sass files itself"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "plugins[2] (function myPlugin)",
        "a plugin written in the config: not translated"
    ));
}

#[test]
fn community_and_local_plugins_are_listed_to_run_with_the_options_toml_holds() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "plugins": [
            "/site/plugins/changelog.js",
            ["docusaurus-plugin-image-zoom", {"selector": ".markdown img", "depth": 2,
                "filter": {MARKER: "function", "name": "filter"}}],
        ],
        "themes": ["docusaurus-theme-openapi"]}));
    assert!(
        text.contains(
            "plugins = [\n  \"./plugins/changelog.js\",\n  { module = \"docusaurus-plugin-image-zoom\", options = { depth = 2, selector = \".markdown img\" } },\n  \"docusaurus-theme-openapi\",\n]"
        ),
        "{text}"
    );
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "plugins[0] (./plugins/changelog.js)",
        "listed in `plugins`"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "plugins[1][1].filter",
        "not translated"
    ));
}

#[test]
fn a_fork_of_the_classic_preset_is_read_as_the_classic_preset() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
    "presets": [["@acme-docs/preset-classic", {
        "docs": {"routeBasePath": "/", "lastVersion": "current"},
        "theme": {"customCss": "./src/css/custom.css"},
    }]]}));
    assert!(text.contains("[[docs]]\nid = \"default\""), "{text}");
    assert!(text.contains("routeBasePath = \"/\""), "{text}");
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "presets[0] (@acme-docs/preset-classic)",
        "its options are the classic preset's"
    ));
    // A preset with options of its own is not guessed at.
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "presets": [["@acme-docs/preset-site", {"docs": {"routeBasePath": "/"}, "brand": "acme"}]]}));
    assert!(!text.contains("[[docs]]"), "{text}");
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0] (@acme-docs/preset-site)",
        "preset: not translated"
    ));
}

#[test]
fn a_plugin_written_in_the_config_moves_to_a_module_that_plugins_lists() {
    let plugin = |name: &str| {
        json!({MARKER: "function", "name": name,
            "source": "function (context, options) {\n  return { name: 'ads', async loadContent() { return 1; } };\n}"})
    };
    let config = json!({"title": "T", "url": "https://t.dev",
        "plugins": [plugin("adsPlugin"), [plugin(""), {"limit": 3}], plugin("adsPlugin"),
            {MARKER: "function", "name": "unreadable"}]});
    let translation = super::super::translate(&config, std::path::Path::new("/site"));
    let text = translation.document.to_string();
    for entry in [
        "\"./plugins/ads-plugin.cjs\",",
        "{ module = \"./plugins/config-plugin.cjs\", options = { limit = 3 } },",
        "\"./plugins/ads-plugin-2.cjs\",",
    ] {
        assert!(text.contains(entry), "{entry} in\n{text}");
    }
    let files = translation.functions.plugin_files("docusaurus.config.js");
    assert_eq!(files.len(), 3);
    assert_eq!(files[0].0, "./plugins/ads-plugin.cjs");
    assert!(
        files[0]
            .1
            .contains("module.exports = function (context, options) {\n  return { name: 'ads'"),
        "{}",
        files[0].1
    );
    let notes = &translation.notes;
    assert!(has_note(
        notes,
        NoteKind::Check,
        "plugins[0] (function adsPlugin)",
        "moved to ./plugins/ads-plugin.cjs"
    ));
    // A function whose text the loader could not read stays out, with how to move it by hand.
    let note = notes
        .iter()
        .find(|note| note.path == "plugins[3] (function unreadable)");
    assert!(
        note.is_some_and(|note| note.kind == NoteKind::Untranslated
            && note.message.contains("a plugin written in the config")
            && note
                .hint
                .as_deref()
                .is_some_and(|hint| hint.contains("move the function to a module of its own"))),
        "{notes:?}"
    );
}
