//! The mapping from an evaluated Docusaurus config to `cairn.toml`, on configs written as
//! JSON with the markers `evaluate.mjs` produces. Every translation must load with
//! `cairn_config`, as `cairn build` loads it.

use std::path::Path;

use serde_json::{Value, json};

use super::report::{Note, NoteKind};
use super::translate;
use super::value::MARKER;

fn migrate(config: Value) -> (String, Vec<Note>) {
    let translation = translate(&config, Path::new("/site"));
    let text = translation.document.to_string();
    if let Err(error) = cairn_config::parse(&text, Path::new("cairn.toml")) {
        panic!("Cairn refuses the translation: {error:?}\n{text}");
    }
    (text, translation.notes)
}

fn has_note(notes: &[Note], kind: NoteKind, path: &str, words: &str) -> bool {
    notes
        .iter()
        .any(|note| note.kind == kind && note.path == path && note.message.contains(words))
}

fn stub(module: &str) -> Value {
    json!({MARKER: "stub", "module": module, "access": ""})
}

#[test]
fn site_keys_keep_their_names() {
    let (text, _) = migrate(json!({
        "title": "T", "tagline": "Tag", "url": "https://t.dev/", "baseUrl": "/t/",
        "favicon": "img/f.ico", "trailingSlash": false, "onBrokenLinks": "warn",
        "onBrokenAnchors": "ignore", "onBrokenMarkdownLinks": "throw",
    }));
    for line in [
        "title = \"T\"",
        "tagline = \"Tag\"",
        "url = \"https://t.dev\"",
        "baseUrl = \"/t/\"",
        "favicon = \"img/f.ico\"",
        "trailingSlash = false",
        "onBrokenLinks = \"warn\"",
        "onBrokenAnchors = \"ignore\"",
        "onBrokenMarkdownLinks = \"throw\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
}

#[test]
fn a_config_without_title_or_url_still_gives_a_loadable_file() {
    let (text, notes) = migrate(json!({"url": "/relative", "baseUrl": "docs"}));
    assert!(text.contains("title = \"My Site\""));
    assert!(text.contains("url = \"https://example.com\""));
    assert!(text.contains("baseUrl = \"/docs/\""));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "url",
        "`/relative`"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "baseUrl",
        "became `/docs/`"
    ));
}

#[test]
fn log_level_becomes_warn() {
    let (text, notes) =
        migrate(json!({"title": "T", "url": "https://t.dev", "onBrokenMarkdownLinks": "log"}));
    assert!(text.contains("onBrokenMarkdownLinks = \"warn\""));
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "onBrokenMarkdownLinks",
        "`log` became `warn`"
    ));
}

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
fn other_remark_plugins_are_reported_by_module() {
    let (_, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "presets": [["@docusaurus/preset-classic", {"docs": {"remarkPlugins": [stub("remark-gfm-extra")]}}]]}));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].docs.remarkPlugins[0]",
        "remark plugin `remark-gfm-extra` (not installed): not translated"
    ));
}

#[test]
fn docs_options_become_a_docs_entry() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
    "presets": [["classic", {"docs": {
        "path": "/site/guides", "routeBasePath": "/", "sidebarPath": "/site/sidebars.yml",
        "editUrl": "https://e.dev/", "showLastUpdateAuthor": true, "sidebarCollapsed": false,
        "onInlineTags": "log", "versions": {"current": {"label": "Next", "className": "x"}},
    }}]]}));
    for line in [
        "[[docs]]",
        "id = \"default\"",
        "path = \"guides\"",
        "routeBasePath = \"/\"",
        "sidebarPath = \"sidebars.yml\"",
        "editUrl = \"https://e.dev/\"",
        "showLastUpdateAuthor = true",
        "sidebarCollapsed = false",
        "onInlineTags = \"warn\"",
        "[docs.versions.current]",
        "label = \"Next\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].docs.versions.current.className",
        "not translated"
    ));
}

#[test]
fn a_second_instance_with_a_used_id_is_left_out() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "presets": [["classic", {"docs": {}}]],
        "plugins": [["content-docs", {"path": "other", "routeBasePath": "other"}]]}));
    assert_eq!(text.matches("[[docs]]").count(), 1, "{text}");
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "plugins[0] (@docusaurus/plugin-content-docs)",
        "already used"
    ));
}

#[test]
fn navbar_items_of_every_kind_cairn_has() {
    let (text, notes) = migrate(
        json!({"title": "T", "url": "https://t.dev", "themeConfig": {"navbar": {
        "title": "Nav", "logo": {"src": "img/l.svg", "srcDark": "img/d.svg", "alt": "L", "target": "_self"},
        "items": [
            {"label": "Link", "to": "/docs/"},
            {"label": "Menu", "items": [{"label": "A", "href": "https://a.dev"}]},
            {"type": "html", "value": "<b>x</b>"},
            {"type": "doc", "docId": "intro"},
            {"type": "docSidebar", "sidebarId": "s", "label": "S"},
            {"type": "docsVersion", "label": "V"},
            {"type": "docsVersionDropdown", "dropdownItemsBefore": [{"label": "B", "to": "/b/"}]},
            {"type": "search"},
            {"type": "doc", "docId": "x", "docsPluginId": "nowhere"},
            {"label": "No target"},
        ]}}}),
    );
    assert_eq!(text.matches("[[navbar.items]]").count(), 7, "{text}");
    assert!(
        text.contains("logo = { src = \"img/l.svg\", srcDark = \"img/d.svg\", alt = \"L\" }"),
        "{text}"
    );
    assert!(text.contains("type = \"dropdown\""));
    assert!(
        text.contains("position = \"left\""),
        "Docusaurus's default position is kept"
    );
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.navbar.logo.target",
        "not translated"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.navbar.items[7]",
        "`search`"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.navbar.items[8]",
        "`nowhere`"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.navbar.items[9]",
        "cannot show"
    ));
}

#[test]
fn footer_columns_and_theme_options() {
    let (text, notes) = migrate(
        json!({"title": "T", "url": "https://t.dev", "themeConfig": {
            "footer": {"style": "light", "copyright": "©", "links": [
                {"title": "Docs", "items": [{"label": "Intro", "to": "/docs/"}, {"html": "<hr>"}]}]},
            "docs": {"sidebar": {"hideable": true, "autoCollapseCategories": true}},
            "tableOfContents": {"minHeadingLevel": 2, "maxHeadingLevel": 5},
            "metadata": [{"name": "theme-color", "content": "#000"}],
            "prism": {"theme": stub("prism-react-renderer")},
            "algolia": {"appId": "x"},
        }}),
    );
    for line in [
        "style = \"light\"",
        "[[footer.links]]",
        "{ label = \"Intro\", to = \"/docs/\" }",
        "[docsSidebar]",
        "autoCollapseCategories = true",
        "tableOfContents = { minHeadingLevel = 2, maxHeadingLevel = 5 }",
        "tagName = \"meta\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.footer.links[0].items[1]",
        "not translated"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.prism",
        "Prism"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.algolia",
        "Algolia"
    ));
}

#[test]
fn blog_and_unknown_plugins_are_reported() {
    let (_, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "presets": [["classic", {"blog": {"showReadingTime": true}}]],
        "plugins": ["cairn-stub:docusaurus-plugin-sass", ["@docusaurus/plugin-content-blog", {"id": "news"}], null,
            {MARKER: "function", "name": "myPlugin"}]}));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].blog",
        "Cairn's blog plugin is coming"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "plugins[0] (docusaurus-plugin-sass)",
        "Sass"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "plugins[1] (@docusaurus/plugin-content-blog)",
        "blog plugin is coming"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "plugins[3] (function myPlugin)",
        "plugin: not translated"
    ));
}

#[test]
fn head_additions_keep_their_shapes() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "headTags": [{"tagName": "script", "attributes": {"type": "application/ld+json"}, "innerHTML": "{}"},
                     {"tagName": "div"}],
        "scripts": ["https://s.dev/a.js", {"src": "/b.js", "defer": true, "data-n": 1}, {"defer": true}],
        "stylesheets": [{"href": "/c.css"}],
        "clientModules": ["/site/src/m.js", "some-package"],
        "customFields": {"x": 1},
        "i18n": {"defaultLocale": "de", "locales": ["de", "en"]},
    }));
    for line in [
        "innerHtml = \"{}\"",
        "scripts = [\"https://s.dev/a.js\", { data-n = \"1\", defer = true, src = \"/b.js\" }]",
        "stylesheets = [{ href = \"/c.css\" }]",
        "clientModules = [\"./src/m.js\", \"some-package\"]",
        "defaultLocale = \"de\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "headTags[1]",
        "<div>"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "scripts[2]",
        "not translated"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "customFields",
        "not translated"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "i18n.locales",
        "en"
    ));
}

#[test]
fn values_javascript_gave_are_reported_not_written() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "presets": [["classic", {"docs": {"editUrl": {MARKER: "function", "name": "editUrl"},
            "exclude": {MARKER: "regexp", "text": "/x/"}}}]],
        "webpack": {MARKER: "function"}}));
    assert!(!text.contains("editUrl"));
    assert!(!text.contains("exclude"));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].docs.editUrl",
        "a function `editUrl`"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "presets[0].docs.exclude",
        "a RegExp `/x/`"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "webpack",
        "webpack"
    ));
}
