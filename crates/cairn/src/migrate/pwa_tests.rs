//! `@docusaurus/plugin-pwa` → `[pwa]`: every translation must load with `cairn_config`, as
//! `cairn build` loads it.

use std::path::Path;

use serde_json::{Value, json};

use super::super::report::{Note, NoteKind};
use super::super::translate;
use super::super::value::MARKER;

fn migrate_in(config: Value, site: &Path) -> (String, Vec<Note>) {
    let translation = translate(&config, site);
    let text = translation.document.to_string();
    if let Err(error) = cairn_config::parse(&text, Path::new("cairn.toml")) {
        panic!("Cairn refuses the translation: {error:?}\n{text}");
    }
    (text, translation.notes)
}

fn migrate(config: Value) -> (String, Vec<Note>) {
    migrate_in(config, Path::new("/site"))
}

/// The `[pwa]` table and what follows it.
fn pwa_section(text: &str) -> &str {
    let start = text
        .find("[pwa]")
        .unwrap_or_else(|| panic!("no [pwa] in\n{text}"));
    let rest = &text[start..];
    let end = rest
        .match_indices("\n[")
        .find(|(at, _)| {
            !rest[at + 1..].starts_with("[[pwa.") && !rest[at + 1..].starts_with("[pwa")
        })
        .map_or(rest.len(), |(at, _)| at + 1);
    rest[..end].trim_end()
}

fn note<'a>(notes: &'a [Note], kind: NoteKind, path: &str) -> &'a Note {
    notes
        .iter()
        .find(|note| note.kind == kind && note.path == path)
        .unwrap_or_else(|| panic!("no {kind:?} note at {path} in {notes:#?}"))
}

#[test]
fn every_option_cairn_has_keeps_its_name() {
    let (text, notes) = migrate(
        json!({"title": "T", "url": "https://t.dev", "baseUrl": "/docs/",
        "plugins": [["pwa", {
            "debug": true,
            "offlineModeActivationStrategies": ["appInstalled", "standalone", "queryString", "saveData"],
            "swCustom": "/site/src/sw.js",
            "swRegister": false,
            "injectManifestConfig": {"globPatterns": ["**/*.{mp4,pdf}"], "maximumFileSizeToCacheInBytes": 5_000_000},
            "reloadPopup": "@theme/PwaReloadPopup",
            "pwaHead": [
                {"tagName": "link", "rel": "icon", "href": "/img/logo.png"},
                {"tagName": "meta", "name": "theme-color", "content": "rgb(37, 194, 160)"},
                {"tagName": "meta", "name": "apple-mobile-web-app-capable", "content": "yes"},
                {"tagName": "link", "rel": "mask-icon", "href": "/docs/img/logo.svg", "color": "#25c2a0"},
                {"tagName": "meta", "name": "msapplication-TileImage", "content": "img/tile.png"},
            ],
        }]]}),
    );
    insta::assert_snapshot!(pwa_section(&text), @r##"
    [pwa]
    offlineModeActivationStrategies = ["appInstalled", "standalone", "queryString", "saveData"]
    debug = true
    swCustom = "./src/sw.js"
    swRegister = false
    themeColor = "rgb(37, 194, 160)"

    [[pwa.pwaHead]]
    tagName = "link"
    rel = "icon"
    href = "/docs/img/logo.png"

    [[pwa.pwaHead]]
    tagName = "meta"
    name = "apple-mobile-web-app-capable"
    content = "yes"

    [[pwa.pwaHead]]
    tagName = "link"
    rel = "mask-icon"
    href = "/docs/img/logo.svg"
    color = "#25c2a0"

    [[pwa.pwaHead]]
    tagName = "meta"
    name = "msapplication-TileImage"
    content = "/docs/img/tile.png"
    "##);
    let at = "plugins[0][1]";
    assert!(
        note(
            &notes,
            NoteKind::Untranslated,
            &format!("{at}.injectManifestConfig.globPatterns")
        )
        .hint
        .as_deref()
        .is_some_and(|hint| hint.contains("precache list"))
    );
    note(
        &notes,
        NoteKind::Untranslated,
        &format!("{at}.injectManifestConfig.maximumFileSizeToCacheInBytes"),
    );
    assert!(
        note(&notes, NoteKind::Check, &format!("{at}.pwaHead[0].href"))
            .message
            .contains("`/img/logo.png` became `/docs/img/logo.png`")
    );
    assert!(
        note(&notes, NoteKind::Check, &format!("{at}.pwaHead[1]"))
            .message
            .contains("became `themeColor`")
    );
    assert!(
        note(&notes, NoteKind::Check, &format!("{at}.swCustom"))
            .message
            .contains("not a file of the site")
    );
    // The default popup is what Cairn shows: nothing to say.
    assert!(!notes.iter().any(|note| note.path.ends_with("reloadPopup")));
}

#[test]
fn plugin_without_options_turns_offline_mode_on_with_defaults() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "plugins": ["@docusaurus/plugin-pwa"]}));
    assert_eq!(pwa_section(&text), "[pwa]", "{text}");
    assert!(
        !notes.iter().any(|note| note.path.starts_with("plugins")),
        "{notes:#?}"
    );
    let config = cairn_config::parse(&text, Path::new("cairn.toml"))
        .unwrap_or_else(|error| panic!("{error:?}"));
    assert!(config.pwa.is_some_and(|pwa| pwa.sw_register));
}

#[test]
fn what_cairn_cannot_honour_is_reported() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
    "plugins": [["/site/node_modules/@docusaurus/plugin-pwa/lib/index.js", {
        "offlineModeActivationStrategies": ["always", "onFridays"],
        "swRegister": "/site/src/register.js",
        "reloadPopup": false,
        "injectManifestConfig": {MARKER: "function", "name": "workbox"},
        "debug": "yes",
        "pwaHead": [
            {"tagName": "body", "class": "x"},
            {"tagName": "meta"},
            {"rel": "icon"},
            {"tagName": "link", "rel": "icon", "href": {MARKER: "function", "name": "href"}, "sizes": 32},
            {"tagName": "link", "rel": "manifest", "href": "/manifest.json"},
        ],
        "unknownOption": 1,
    }]]}));
    let section = pwa_section(&text);
    assert!(
        section.contains("offlineModeActivationStrategies = [\"always\"]"),
        "{section}"
    );
    assert!(!section.contains("swRegister"), "{section}");
    assert!(!section.contains("debug"), "{section}");
    // Only the link with a text attribute left is written.
    assert_eq!(section.matches("[[pwa.pwaHead]]").count(), 1, "{section}");
    assert!(section.contains("sizes = \"32\""), "{section}");
    let at = "plugins[0][1]";
    for (path, words) in [
        (
            "offlineModeActivationStrategies[1]",
            "`onFridays`: not translated",
        ),
        ("swRegister", "registration module `/site/src/register.js`"),
        ("reloadPopup", "false: not translated"),
        ("injectManifestConfig", "a function `workbox`"),
        ("debug", "expected true or false"),
        ("pwaHead[0]", "`<body>` is not a <head> element"),
        ("pwaHead[1]", "without attributes"),
        ("pwaHead[2]", "without `tagName`"),
        ("pwaHead[3].href", "a function `href`"),
        ("pwaHead[4]", "no JSON manifest found under static/"),
        ("unknownOption", "not translated"),
    ] {
        let found = note(&notes, NoteKind::Untranslated, &format!("{at}.{path}"));
        assert!(found.message.contains(words), "{path}: {}", found.message);
    }
    assert!(
        note(&notes, NoteKind::Untranslated, &format!("{at}.swRegister"))
            .hint
            .as_deref()
            .is_some_and(|hint| hint.contains("swRegister = false"))
    );
}

#[test]
fn the_static_manifest_is_read_into_the_table() {
    let site = tempfile::tempdir().unwrap_or_else(|error| panic!("{error}"));
    let write = |path: &str, bytes: &[u8]| {
        let file = site.path().join(path);
        std::fs::create_dir_all(file.parent().unwrap_or(site.path()))
            .and_then(|()| std::fs::write(&file, bytes))
            .unwrap_or_else(|error| panic!("{error}"));
    };
    write("static/img/icons/icon-512.png", b"png");
    write("static/img/icons/icon-192.png", b"png");
    write("src/sw.js", b"export default function swCustom() {}\n");
    write(
        "static/manifest.json",
        json!({
            "name": "Acme documentation", "short_name": "Acme", "start_url": "./guide/",
            "display": "minimal-ui", "theme_color": "#123456", "background_color": "#ffffff",
            "description": "Read by Cairn from the tagline", "orientation": "portrait",
            "icons": [
                {"src": "img/icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
                {"src": "img/icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
                {"src": "img/icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
            ],
        })
        .to_string()
        .as_bytes(),
    );
    let (text, notes) = migrate_in(
        json!({"title": "T", "url": "https://t.dev", "baseUrl": "/acme/",
        "plugins": [["@docusaurus/plugin-pwa", {
            "swCustom": "./src/sw.js",
            "pwaHead": [
                {"tagName": "link", "rel": "manifest", "href": "/acme/manifest.json"},
                {"tagName": "meta", "name": "theme-color", "content": "#25c2a0"},
            ],
        }]]}),
        site.path(),
    );
    insta::assert_snapshot!(pwa_section(&text), @r##"
    [pwa]
    swCustom = "./src/sw.js"
    name = "Acme documentation"
    shortName = "Acme"
    startUrl = "/acme/guide/"
    display = "minimal-ui"
    themeColor = "#25c2a0"
    backgroundColor = "#ffffff"
    icon = "img/icons/icon-512.png"
    "##);
    let at = "plugins[0][1]";
    assert!(
        !notes.iter().any(|note| note.path.ends_with("swCustom")),
        "{notes:#?}"
    );
    assert!(
        note(&notes, NoteKind::Check, &format!("{at}.pwaHead[0]"))
            .message
            .contains("read from static/manifest.json")
    );
    assert!(
        note(&notes, NoteKind::Check, "static/manifest.json: icons")
            .message
            .contains("img/icons/icon-512.png")
    );
    assert!(
        note(&notes, NoteKind::Untranslated, "static/manifest.json")
            .message
            .contains("orientation")
    );
    assert!(
        note(&notes, NoteKind::Check, "static/manifest.json")
            .message
            .contains("kept: Cairn serves it")
    );
}
