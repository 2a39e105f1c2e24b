#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The docs plugin's sidebars: sidebar options, JSON and JavaScript sidebar files, the
//! sidebar a page displays, labels and number prefixes, planned from small sites in
//! temporary folders.

mod support;

use support::*;

#[test]
fn sidebar_options_and_json_sidebar_files_apply_to_every_version() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("docs/guides/a.md", "# A\n"),
        (
            "sidebars.json",
            r#"{"docs": {"Start": ["intro"], "Guides": ["guides/a"]}}"#,
        ),
        ("versioned_docs/version-1.0.0/intro.md", "# Intro 1\n"),
        ("versioned_docs/version-1.0.0/guides/a.md", "# A 1\n"),
        (
            "versioned_sidebars/version-1.0.0-sidebars.json",
            r#"{"docs": [{"Start": ["intro"]}, {"type": "category", "label": "Guides", "collapsible": true, "items": ["guides/a"]}]}"#,
        ),
        ("versions.json", "[\"1.0.0\"]"),
    ]);
    let plan = plan_with(
        dir.path(),
        "[[docs]]\nsidebarPath = \"sidebars.json\"\nsidebarCollapsible = false\n",
    )
    .unwrap();
    let states = |path: &str| -> Vec<(String, bool, bool)> {
        chunk_json(&plan, path, "sidebar")["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| {
                (
                    item["label"].as_str().unwrap().to_owned(),
                    item["collapsed"].as_bool().unwrap(),
                    item["collapsible"].as_bool().unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(
        states("/docs/next/intro/"),
        [
            ("Start".to_owned(), false, false),
            ("Guides".to_owned(), false, false)
        ]
    );
    assert_eq!(
        states("/docs/intro/"),
        [
            ("Start".to_owned(), false, false),
            ("Guides".to_owned(), true, true)
        ]
    );
}

#[test]
fn hide_title_is_sent_to_the_doc_page() {
    let dir = site(&[
        ("docs/plain.md", "# Plain\n"),
        (
            "docs/bare.md",
            "---\ntitle: Bare\nhide_title: true\n---\nText.\n",
        ),
        (
            "docs/headed.md",
            "---\nhide_title: true\n---\n# Headed\n\nText.\n",
        ),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let bare = chunk_json(&plan, "/docs/bare/", "page");
    assert_eq!(bare["hideTitle"], true);
    assert_eq!(bare["title"], "Bare", "the document title keeps it");
    let route = plan
        .routes
        .iter()
        .find(|route| route.path == "/docs/bare/")
        .unwrap();
    assert_eq!(route.title.as_deref(), Some("Bare"));
    assert!(
        chunk_json(&plan, "/docs/plain/", "page")
            .get("hideTitle")
            .is_none()
    );
    // As in Docusaurus, it hides only a title the page adds: a Markdown `# Title` stays.
    let headed = chunk_json(&plan, "/docs/headed/", "page");
    assert!(headed.get("hideTitle").is_none(), "{headed}");
    assert_eq!(headed["title"], "Headed");
}

#[test]
fn pagination_label_names_the_doc_in_its_neighbours_links() {
    let dir = site(&[
        (
            "docs/a.md",
            "---\nsidebar_position: 1\npagination_next: c\npagination_label: Step A\n---\n# A\n",
        ),
        (
            "docs/b.md",
            "---\nsidebar_position: 2\nsidebar_label: B in the sidebar\npagination_label: Step B\n---\n# B\n",
        ),
        (
            "docs/c.md",
            "---\nsidebar_position: 3\npagination_label: Step C\n---\n# C\n",
        ),
        (
            "docs/d.md",
            "---\nsidebar_position: 4\nsidebar_label: Last\n---\n# D\n",
        ),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let b = chunk_json(&plan, "/docs/b/", "page");
    assert_eq!(b["next"]["title"], "Step C");
    assert_eq!(b["previous"]["title"], "Step A");
    let c = chunk_json(&plan, "/docs/c/", "page");
    assert_eq!(c["previous"]["title"], "Step B");
    assert_eq!(c["next"]["title"], "Last", "without it, the sidebar label");
    let a = chunk_json(&plan, "/docs/a/", "page");
    assert_eq!(
        a["next"]["title"], "Step C",
        "pagination_next links use it too"
    );
    // The sidebar keeps the sidebar label.
    let sidebar = serde_json::to_string(&chunk_json(&plan, "/docs/b/", "sidebar")).unwrap();
    assert!(sidebar.contains("B in the sidebar"), "{sidebar}");
    // So does the sidebar's first link in global data (navbar items show it).
    let version = &site_json(&plan)["globalData"]["docs"]["default"]["versions"][0];
    assert_eq!(version["sidebars"]["sidebar"]["link"]["label"], "A");
}

#[test]
fn displayed_sidebar_chooses_the_sidebar_a_page_shows() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("docs/setup.md", "# Setup\n"),
        ("docs/api/cli.md", "# CLI\n"),
        ("docs/api/config.md", "# Config\n"),
        ("docs/faq.md", "---\ndisplayed_sidebar: api\n---\n# FAQ\n"),
        (
            "docs/api/moved.md",
            "---\ndisplayed_sidebar: docs\n---\n# Moved\n",
        ),
        (
            "docs/default.md",
            "---\ndisplayed_sidebar: null\n---\n# Default\n",
        ),
        (
            "docs/typo.md",
            "---\ndisplayed_sidebar: apii\n---\n# Typo\n",
        ),
        (
            "sidebars.yml",
            "docs:\n  - intro\n  - setup\n  - default\n  - typo\napi:\n  - api/cli\n  - api/moved\n  - api/config\n",
        ),
    ]);
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.yml\"\n").unwrap();
    let sidebar_of = |path: &str| chunk_json(&plan, path, "sidebar")["name"].clone();
    // A doc in no sidebar shows the one it names, without previous/next links.
    assert_eq!(sidebar_of("/docs/faq/"), "api");
    let faq = chunk_json(&plan, "/docs/faq/", "page");
    assert!(
        faq.get("previous").is_none() && faq.get("next").is_none(),
        "{faq}"
    );
    // A doc of another sidebar shows the one it names; it is not in that sidebar's reading
    // order, so it has no previous/next links, as in Docusaurus.
    assert_eq!(sidebar_of("/docs/api/moved/"), "docs");
    let moved = chunk_json(&plan, "/docs/api/moved/", "page");
    assert!(
        moved.get("previous").is_none() && moved.get("next").is_none(),
        "{moved}"
    );
    // `null` shows no sidebar and no previous/next links, as in Docusaurus; the doc keeps
    // its place in the sidebar it is listed in.
    let default = plan
        .routes
        .iter()
        .find(|r| r.path == "/docs/default/")
        .unwrap();
    assert!(default.data.iter().all(|(key, _)| key != "sidebar"));
    let page = chunk_json(&plan, "/docs/default/", "page");
    assert!(
        page.get("previous").is_none() && page.get("next").is_none(),
        "{page}"
    );
    assert_eq!(
        chunk_json(&plan, "/docs/setup/", "page")["next"]["permalink"],
        "/docs/default/"
    );
    // An unknown name warns, naming the sidebars there are, and keeps the default.
    assert_eq!(sidebar_of("/docs/typo/"), "docs");
    let warning = plan
        .warnings
        .iter()
        .find(|warning| warning.message.contains("`apii`"))
        .unwrap();
    assert!(warning.location.ends_with("typo.md"), "{warning:?}");
    assert!(
        warning.message.contains("`docs`") && warning.message.contains("`api`"),
        "{warning:?}"
    );
    // The docs lists tell the client which sidebar the page shows.
    let docs = &docs_lists(&plan, "default")["current"];
    let faq_data = docs
        .as_array()
        .unwrap()
        .iter()
        .find(|doc| doc["id"] == "faq")
        .unwrap();
    assert_eq!(faq_data["sidebar"], "api");
}

#[test]
fn displayed_sidebar_links_follow_it_and_only_it() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        (
            "docs/api/cli.md",
            "---\ndisplayed_sidebar: api\n---\n# CLI\n",
        ),
        ("docs/api/config.md", "# Config\n"),
        (
            "docs/shared.md",
            "---\ndisplayed_sidebar: api\npagination_next: api/config\n---\n# Shared\n",
        ),
        (
            "sidebars.yml",
            "docs:\n  - intro\n  - shared\napi:\n  - api/cli\n  - {type: ref, id: shared}\n  - api/config\n",
        ),
    ]);
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.yml\"\n").unwrap();
    // In the sidebar it names: its links follow that sidebar.
    let cli = chunk_json(&plan, "/docs/api/cli/", "page");
    assert_eq!(cli["next"]["permalink"], "/docs/api/config/");
    // Shown with a sidebar whose reading order it is not in (a reference is left out of it):
    // no links from any sidebar, but its front matter's still apply.
    assert_eq!(chunk_json(&plan, "/docs/shared/", "sidebar")["name"], "api");
    let shared = chunk_json(&plan, "/docs/shared/", "page");
    assert!(shared.get("previous").is_none(), "{shared}");
    assert_eq!(shared["next"]["permalink"], "/docs/api/config/");
}

#[test]
fn parse_number_prefixes_false_keeps_the_file_names_prefix() {
    let dir = site(&[
        ("docs/01-intro.md", "# Intro\n"),
        (
            "docs/02-guides/2024-release.md",
            "---\nparse_number_prefixes: false\n---\n# Release 2024\n",
        ),
        ("docs/02-guides/03-write.md", "# Write\n"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let paths: Vec<_> = plan
        .routes
        .iter()
        .map(|route| route.path.as_str())
        .collect();
    assert!(paths.contains(&"/docs/intro/"), "{paths:?}");
    assert!(paths.contains(&"/docs/guides/write/"), "{paths:?}");
    assert!(
        paths.contains(&"/docs/guides/2024-release/"),
        "the doc's own prefix is kept, its folder's is not: {paths:?}"
    );
    assert_eq!(
        chunk_json(&plan, "/docs/guides/2024-release/", "page")["id"],
        "guides/2024-release"
    );
}

/// A sidebar chunk's items as `type:label` lines, categories with their items indented.
fn sidebar_outline(items: &serde_json::Value, depth: usize, out: &mut Vec<String>) {
    for item in items.as_array().unwrap() {
        out.push(format!(
            "{}{}:{}{}",
            "  ".repeat(depth),
            item["type"].as_str().unwrap_or("?"),
            item["label"].as_str().unwrap_or("?"),
            item["href"]
                .as_str()
                .map(|href| format!(" {href}"))
                .unwrap_or_default()
        ));
        if let Some(children) = item.get("items") {
            sidebar_outline(children, depth + 1, out);
        }
    }
}

fn outline(plan: &cairn_content::Plan, path: &str) -> String {
    let mut out = Vec::new();
    sidebar_outline(&full_sidebar(plan, path)["items"], 0, &mut out);
    out.join("\n")
}

const JS_SITE_DOCS: [(&str, &str); 3] = [
    ("docs/intro.md", "# Intro\n"),
    ("docs/guides/a.md", "# A\n"),
    ("docs/guides/b.md", "# B\n"),
];

fn js_site(sidebar: (&str, &str)) -> tempfile::TempDir {
    let mut files = JS_SITE_DOCS.to_vec();
    files.push(sidebar);
    site(&files)
}

#[test]
fn javascript_sidebar_files_are_evaluated_with_node() {
    let dir = js_site((
        "sidebars.js",
        "// @ts-check\nconst guides = ['guides/a'];\nmodule.exports = {\n  docs: [\n    'intro',\n    {type: 'category', label: 'Guides', items: [...guides, {type: 'doc', id: 'guides/b'}]},\n    {type: 'link', href: 'https://example.com', label: 'Example'},\n  ],\n};\n",
    ));
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.js\"\n").unwrap();
    insta::assert_snapshot!(outline(&plan, "/docs/intro/"), @r#"
    link:Intro /docs/intro/
    category:Guides
      link:A /docs/guides/a/
      link:B /docs/guides/b/
    link:Example https://example.com
    "#);
}

#[test]
fn mjs_sidebar_files_export_default_and_take_the_shorthand() {
    let dir = js_site((
        "sidebars.mjs",
        "export default {\n  docs: {\n    Start: ['intro'],\n    Guides: [{type: 'autogenerated', dirName: 'guides'}],\n  },\n};\n",
    ));
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.mjs\"\n").unwrap();
    insta::assert_snapshot!(outline(&plan, "/docs/intro/"), @r#"
    category:Start
      link:Intro /docs/intro/
    category:Guides
      link:A /docs/guides/a/
      link:B /docs/guides/b/
    "#);
    let dir = js_site((
        "sidebars.cjs",
        "module.exports = {docs: [{Start: ['intro']}, {Guides: ['guides/a', 'guides/b']}]};\n",
    ));
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.cjs\"\n").unwrap();
    insta::assert_snapshot!(outline(&plan, "/docs/intro/"), @r#"
    category:Start
      link:Intro /docs/intro/
    category:Guides
      link:A /docs/guides/a/
      link:B /docs/guides/b/
    "#);
}

#[test]
fn a_js_sidebar_file_in_a_module_package_may_export_default() {
    let mut files = JS_SITE_DOCS.to_vec();
    files.push(("package.json", r#"{"type": "module"}"#));
    files.push((
        "sidebars.js",
        "export default {docs: ['intro', 'guides/a', 'guides/b']};\n",
    ));
    let dir = site(&files);
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.js\"\n").unwrap();
    assert_eq!(
        outline(&plan, "/docs/guides/a/"),
        "link:Intro /docs/intro/\nlink:A /docs/guides/a/\nlink:B /docs/guides/b/"
    );
}

#[test]
fn a_javascript_sidebar_file_that_throws_or_exports_no_object_is_named() {
    let error_of = |name: &str, text: &str| {
        let dir = js_site((name, text));
        let error =
            plan_with(dir.path(), &format!("[[docs]]\nsidebarPath = \"{name}\"\n")).unwrap_err();
        let help = miette::Diagnostic::help(&error)
            .map(|help| help.to_string())
            .unwrap_or_default();
        format!("{error}\nhelp: {help}").replace(&dir.path().display().to_string(), "<site>")
    };
    insta::assert_snapshot!(error_of("sidebars.js", "throw new Error('no sidebars today');\n"), @"
    <site>/sidebars.js: evaluating the file with Node failed (line 1): Error: no sidebars today
    help: fix the error Node reports: Docusaurus loads sidebar files the same way (jiti) and stops on it too
    ");
    insta::assert_snapshot!(error_of("sidebars.mjs", "export default ['intro'];\n"), @r#"
    <site>/sidebars.mjs: expected an object of sidebars as the file's export, found a list
    help: export an object mapping each sidebar's name to its items, e.g. `module.exports = {docs: ['intro']}` or `export default {docs: ['intro']}`; positions inside a JavaScript sidebar file are not known, so none is given
    "#);
    insta::assert_snapshot!(error_of("sidebars.js", "module.exports = {docs: [{type: 'doc'}]};\n"), @r#"
    <site>/sidebars.js: a doc item needs `id`
    help: add `id` to it
    (positions inside a JavaScript sidebar file are not known, so none is given)
    "#);
    insta::assert_snapshot!(error_of("sidebars.js", "module.exports = {docs: [\n"), @"
    <site>/sidebars.js:2:1: evaluating the file with Node failed: ParseError: Unexpected token
    help: fix the error Node reports: Docusaurus loads sidebar files the same way (jiti) and stops on it too
    ");
}

#[test]
fn versioned_sidebar_files_may_be_javascript() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("sidebars.js", "module.exports = {docs: ['intro']};\n"),
        ("versioned_docs/version-1.0.0/intro.md", "# Intro 1\n"),
        ("versioned_docs/version-1.0.0/old.md", "# Old\n"),
        (
            "versioned_sidebars/version-1.0.0-sidebars.js",
            "module.exports = {docs: {Old: ['old'], Now: ['intro']}};\n",
        ),
        ("versions.json", "[\"1.0.0\"]"),
    ]);
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.js\"\n").unwrap();
    insta::assert_snapshot!(outline(&plan, "/docs/next/intro/"), @r#"
    link:Intro /docs/next/intro/
    "#);
    insta::assert_snapshot!(outline(&plan, "/docs/intro/"), @r#"
    category:Old
      link:Old /docs/old/
    category:Now
      link:Intro 1 /docs/intro/
    "#);
}

#[test]
fn a_typescript_sidebar_file_loads_on_any_node() {
    // Docusaurus reads sidebars with jiti, which transpiles TypeScript itself; so does Cairn.
    let dir = js_site((
        "sidebars.ts",
        "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';\nconst sidebars: SidebarsConfig = {docs: ['intro']};\nexport default sidebars;\n",
    ));
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.ts\"\n").unwrap();
    assert_eq!(outline(&plan, "/docs/intro/"), "link:Intro /docs/intro/");
}

#[test]
fn an_es_module_sidebar_file_imports_json_and_uses_require() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("docs/api.md", "# API\n"),
        ("api-items.json", "[\"api\"]"),
        (
            "sidebars.mjs",
            "import api from './api-items.json';\nconst more = require('./api-items.json');\nexport default {docs: ['intro', ...api.filter((id) => more.includes(id))]};\n",
        ),
    ]);
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.mjs\"\n").unwrap();
    insta::assert_snapshot!(outline(&plan, "/docs/intro/"), @r#"
    link:Intro /docs/intro/
    link:API /docs/api/
    "#);
}

#[test]
fn an_error_in_a_javascript_sidebar_file_has_its_place() {
    let dir = js_site((
        "sidebars.ts",
        "const sidebars = {\n  docs: [,,\n};\nexport default sidebars;\n",
    ));
    let error = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.ts\"\n").unwrap_err();
    let text = error.to_string();
    assert!(
        text.contains("sidebars.ts:3:1") || text.contains("sidebars.ts:2:"),
        "{text}"
    );
}

#[test]
fn a_generated_index_has_its_keywords_and_social_card() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        (
            "sidebars.yml",
            "docs:\n  - type: category\n    label: Guides\n    link:\n      type: generated-index\n      keywords: [guides, how-to]\n      image: /img/guides.png\n    items: [intro]\n",
        ),
    ]);
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.yml\"\n").unwrap();
    let route = plan
        .routes
        .iter()
        .find(|route| route.path == "/docs/category/guides/")
        .unwrap();
    let tags: Vec<String> = route
        .head
        .iter()
        .map(|tag| {
            let attributes: Vec<String> = tag
                .attributes
                .iter()
                .map(|(key, value)| format!("{key}={value}"))
                .collect();
            format!("{} {}", tag.tag, attributes.join(" "))
        })
        .collect();
    insta::assert_snapshot!(tags.join("\n"), @"
    meta name=keywords content=guides, how-to
    meta property=og:image content=https://test.dev/img/guides.png
    meta name=twitter:image content=https://test.dev/img/guides.png
    meta name=twitter:card content=summary_large_image
    meta name=cairn_tag content=docs-default-current
    meta name=docsearch:cairn_tag content=docs-default-current
    ");
}
