//! The gtag, Google Analytics, Tag Manager and debug plugins: every translation must load with
//! `cairn_config`, as `cairn build` loads it, and say what it did in the report.

use std::path::Path;

use serde_json::{Value, json};

use super::super::report::{Note, NoteKind};
use super::super::translate;
use super::super::value::MARKER;

/// The written text, the config Cairn loads from it, and the notes.
fn migrate(config: Value) -> (String, cairn_config::SiteConfig, Vec<Note>) {
    let translation = translate(&config, Path::new("/site"));
    let text = translation.document.to_string();
    let loaded = cairn_config::parse(&text, Path::new("cairn.toml"))
        .unwrap_or_else(|error| panic!("Cairn refuses the translation: {error:?}\n{text}"));
    (text, loaded, translation.notes)
}

fn site(extra: Value) -> Value {
    let mut config = json!({"title": "T", "url": "https://t.dev"});
    if let (Some(map), Value::Object(more)) = (config.as_object_mut(), extra) {
        map.extend(more);
    }
    config
}

fn preset(options: Value) -> Value {
    site(json!({"presets": [["classic", options]]}))
}

fn note<'a>(notes: &'a [Note], kind: NoteKind, path: &str) -> &'a Note {
    notes
        .iter()
        .find(|note| note.kind == kind && note.path == path)
        .unwrap_or_else(|| panic!("no {kind:?} note at {path} in {notes:#?}"))
}

fn no_note_at(notes: &[Note], path: &str) {
    assert!(
        notes.iter().all(|note| note.path != path),
        "unexpected note at {path}: {notes:#?}"
    );
}

#[test]
fn the_preset_gtag_becomes_a_gtag_table() {
    let (text, loaded, notes) = migrate(preset(
        json!({"gtag": {"trackingID": "G-ABC123", "anonymizeIP": true}}),
    ));
    assert!(
        text.contains("[gtag]\ntrackingID = \"G-ABC123\"\nanonymizeIP = true\n"),
        "{text}"
    );
    let gtag = loaded.gtag.expect("[gtag] loads");
    assert_eq!(gtag.tracking_id.as_slice(), ["G-ABC123"]);
    assert!(gtag.anonymize_ip);
    let check = note(&notes, NoteKind::Check, "presets[0].gtag");
    assert!(check.message.contains("written as [gtag]"), "{check:?}");
    assert!(
        check.message.contains("production builds only"),
        "{check:?}"
    );
    assert!(
        notes
            .iter()
            .all(|note| note.kind != NoteKind::Untranslated || !note.path.contains("gtag")),
        "{notes:#?}"
    );
}

#[test]
fn the_gtag_plugin_keeps_a_list_of_ids_under_either_name() {
    for name in ["google-gtag", "@docusaurus/plugin-google-gtag"] {
        let (text, loaded, notes) = migrate(site(json!({"plugins": [
            [name, {"trackingID": ["G-ONE", "G-TWO"], "anonymizeIP": false}]
        ]})));
        assert!(
            text.contains("trackingID = [\"G-ONE\", \"G-TWO\"]\nanonymizeIP = false\n"),
            "{text}"
        );
        let gtag = loaded.gtag.expect("[gtag] loads");
        assert_eq!(gtag.tracking_id.as_slice(), ["G-ONE", "G-TWO"]);
        assert!(!gtag.anonymize_ip);
        note(&notes, NoteKind::Check, "plugins[0][1]");
    }
}

#[test]
fn gtag_without_a_usable_id_writes_no_table() {
    let cases = [
        (
            json!({"anonymizeIP": true}),
            "presets[0].gtag",
            "without `trackingID`",
        ),
        (
            json!({"trackingID": "G-A'); alert(1); ('"}),
            "presets[0].gtag.trackingID",
            "is not a measurement id",
        ),
        (
            json!({"trackingID": []}),
            "presets[0].gtag.trackingID",
            "found a list",
        ),
        (
            json!({"trackingID": ["G-A", ""]}),
            "presets[0].gtag.trackingID",
            "`` is not a measurement id",
        ),
        (
            json!({"trackingID": {MARKER: "function", "name": "pick"}}),
            "presets[0].gtag.trackingID",
            "a function `pick`",
        ),
    ];
    for (options, path, words) in cases {
        let (text, loaded, notes) = migrate(preset(json!({"gtag": options})));
        assert!(!text.contains("[gtag]"), "{text}");
        assert!(loaded.gtag.is_none());
        let left_out = note(&notes, NoteKind::Untranslated, path);
        assert!(left_out.message.contains(words), "{left_out:?}");
    }
}

#[test]
fn gtag_options_that_are_not_data_or_unknown_are_reported() {
    let (text, _, notes) = migrate(preset(
        json!({"gtag": {MARKER: "function", "name": "opts"}}),
    ));
    assert!(!text.contains("[gtag]"), "{text}");
    let left_out = note(&notes, NoteKind::Untranslated, "presets[0].gtag");
    assert!(
        left_out.message.contains("a function `opts`"),
        "{left_out:?}"
    );

    let (text, loaded, notes) = migrate(preset(
        json!({"gtag": {"trackingID": "G-A", "anonymizeIP": "yes", "respectDNT": true}}),
    ));
    assert!(text.contains("[gtag]\ntrackingID = \"G-A\"\n"), "{text}");
    assert!(!loaded.gtag.expect("[gtag] loads").anonymize_ip);
    let wrong = note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].gtag.anonymizeIP",
    );
    assert!(
        wrong.message.contains("expected true or false"),
        "{wrong:?}"
    );
    note(&notes, NoteKind::Untranslated, "presets[0].gtag.respectDNT");
}

#[test]
fn gtag_switched_off_is_left_out_quietly() {
    let (text, loaded, notes) = migrate(preset(json!({"gtag": false})));
    assert!(!text.contains("gtag"), "{text}");
    assert!(loaded.gtag.is_none());
    no_note_at(&notes, "presets[0].gtag");
}

#[test]
fn a_universal_analytics_id_in_gtag_is_written_with_a_note() {
    let (text, _, notes) = migrate(preset(
        json!({"gtag": {"trackingID": ["UA-1234-1", "G-B"]}}),
    ));
    assert!(
        text.contains("trackingID = [\"UA-1234-1\", \"G-B\"]"),
        "{text}"
    );
    let check = notes
        .iter()
        .find(|note| {
            note.kind == NoteKind::Check
                && note.path == "presets[0].gtag.trackingID"
                && note
                    .message
                    .contains("UA-1234-1 is a Universal Analytics id")
        })
        .unwrap_or_else(|| panic!("no Universal Analytics note in {notes:#?}"));
    assert!(check.message.contains("G-…"), "{check:?}");
}

#[test]
fn a_second_gtag_is_reported_and_the_first_kept() {
    let mut config = preset(json!({"gtag": {"trackingID": "G-FIRST"}}));
    config["plugins"] = json!([["google-gtag", {"trackingID": "G-SECOND"}]]);
    let (text, loaded, notes) = migrate(config);
    assert!(text.contains("trackingID = \"G-FIRST\""), "{text}");
    assert!(!text.contains("G-SECOND"), "{text}");
    assert_eq!(
        loaded.gtag.expect("[gtag] loads").tracking_id.as_slice(),
        ["G-FIRST"]
    );
    let second = note(&notes, NoteKind::Untranslated, "plugins[0][1]");
    assert!(
        second.message.contains("the first is presets[0].gtag"),
        "{second:?}"
    );
    assert!(
        second
            .hint
            .as_deref()
            .unwrap_or_default()
            .contains("trackingID")
    );
}

#[test]
fn universal_analytics_is_reported_with_a_move_to_gtag() {
    let (text, loaded, notes) = migrate(preset(
        json!({"googleAnalytics": {"trackingID": "UA-141789564-1", "anonymizeIP": true}}),
    ));
    assert!(!text.contains("gtag"), "{text}");
    assert!(loaded.gtag.is_none());
    let left_out = note(&notes, NoteKind::Untranslated, "presets[0].googleAnalytics");
    assert!(
        left_out
            .message
            .contains("Universal Analytics `UA-141789564-1`"),
        "{left_out:?}"
    );
    let hint = left_out.hint.as_deref().unwrap_or_default();
    assert!(hint.contains("[gtag] trackingID"), "{hint}");
    assert!(hint.contains("Google Analytics 4"), "{hint}");

    for name in ["google-analytics", "@docusaurus/plugin-google-analytics"] {
        let (_, _, notes) = migrate(site(json!({"plugins": [[name, {"trackingID": "UA-1-1"}]]})));
        let label = "plugins[0] (@docusaurus/plugin-google-analytics)";
        let left_out = note(&notes, NoteKind::Untranslated, label);
        assert!(left_out.message.contains("`UA-1-1`"), "{left_out:?}");
    }
    let (_, _, notes) = migrate(preset(json!({"googleAnalytics": false})));
    no_note_at(&notes, "presets[0].googleAnalytics");
}

#[test]
fn tag_manager_is_reported_with_what_to_do() {
    let (text, _, notes) = migrate(preset(
        json!({"googleTagManager": {"containerId": "GTM-ABC"}}),
    ));
    assert!(
        !text.contains("gtag") && !text.contains("GTM-ABC"),
        "{text}"
    );
    let left_out = note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].googleTagManager",
    );
    assert!(
        left_out
            .message
            .contains("Google Tag Manager container `GTM-ABC`"),
        "{left_out:?}"
    );
    let hint = left_out.hint.as_deref().unwrap_or_default();
    assert!(hint.contains("[[headTags]]"), "{hint}");
    assert!(hint.contains("clientModules"), "{hint}");

    let (_, _, notes) = migrate(site(json!({"plugins": [
        ["google-tag-manager", {"containerId": "GTM-XYZ"}]
    ]})));
    let left_out = note(
        &notes,
        NoteKind::Untranslated,
        "plugins[0] (@docusaurus/plugin-google-tag-manager)",
    );
    assert!(left_out.message.contains("`GTM-XYZ`"), "{left_out:?}");
    let (_, _, notes) = migrate(preset(json!({"googleTagManager": false})));
    no_note_at(&notes, "presets[0].googleTagManager");
}

#[test]
fn the_preset_debug_option_becomes_the_debug_key_when_true() {
    let (text, loaded, notes) = migrate(preset(json!({"debug": true})));
    assert!(text.contains("\ndebug = true\n"), "{text}");
    assert!(loaded.debug);
    let check = note(&notes, NoteKind::Check, "presets[0].debug");
    assert!(
        check.message.contains("written as `debug = true`"),
        "{check:?}"
    );
    assert!(check.message.contains("default is false"), "{check:?}");
    assert!(check.message.contains("/__cairn/debug/"), "{check:?}");
    no_note_at(&notes, "presets[0].debug.");

    // `false` is Cairn's default: nothing to write and nothing to say.
    let (text, loaded, notes) = migrate(preset(json!({"debug": false})));
    assert!(!text.contains("debug"), "{text}");
    assert!(!loaded.debug);
    no_note_at(&notes, "presets[0].debug");

    let (text, _, notes) = migrate(preset(json!({"debug": "yes"})));
    assert!(!text.contains("debug"), "{text}");
    let wrong = note(&notes, NoteKind::Untranslated, "presets[0].debug");
    assert!(
        wrong.message.contains("expected true or false"),
        "{wrong:?}"
    );
}

#[test]
fn the_debug_plugin_turns_the_debug_pages_on() {
    for name in ["debug", "@docusaurus/plugin-debug"] {
        let (text, loaded, notes) = migrate(site(json!({"plugins": [name]})));
        assert!(text.contains("debug = true"), "{text}");
        assert!(loaded.debug);
        let check = note(
            &notes,
            NoteKind::Check,
            "plugins[0] (@docusaurus/plugin-debug)",
        );
        assert!(check.message.contains("default is false"), "{check:?}");
        assert!(
            notes.iter().all(|note| note.kind != NoteKind::Untranslated),
            "{notes:#?}"
        );
    }
}

#[test]
fn gtag_and_debug_together_load() {
    let (text, loaded, _) = migrate(preset(json!({
        "debug": true,
        "gtag": {"trackingID": "G-XXXX", "anonymizeIP": true},
        "sitemap": {"changefreq": "weekly"},
    })));
    assert!(loaded.debug);
    assert!(loaded.gtag.is_some());
    // The root key comes before every table.
    let debug = text.find("debug = true").unwrap_or(usize::MAX);
    let first_table = text.find("\n[").unwrap_or(usize::MAX);
    assert!(debug < first_table, "{text}");
}
