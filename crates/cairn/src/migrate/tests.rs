//! The mapping from an evaluated Docusaurus config to `cairn.toml`, on configs written as
//! JSON with the markers `evaluate.mjs` produces. Every translation must load with
//! `cairn_config`, as `cairn build` loads it.

use std::path::Path;

use serde_json::{Value, json};

use super::report::{Note, NoteKind};
use super::translate;
use super::value::MARKER;

/// The written text and the notes; the text must load as `cairn build` loads it. Shared with
/// the other test files of the migration.
pub(super) fn migrate(config: Value) -> (String, Vec<Note>) {
    let translation = translate(&config, Path::new("/site"));
    let text = translation.document.to_string();
    if let Err(error) = cairn_config::parse(&text, Path::new("cairn.toml")) {
        panic!("Cairn refuses the translation: {error:?}\n{text}");
    }
    (text, translation.notes)
}

pub(super) fn has_note(notes: &[Note], kind: NoteKind, path: &str, words: &str) -> bool {
    notes
        .iter()
        .any(|note| note.kind == kind && note.path == path && note.message.contains(words))
}

pub(super) fn stub(module: &str) -> Value {
    json!({MARKER: "stub", "module": module, "access": ""})
}

#[test]
fn site_keys_keep_their_names() {
    let (text, _) = migrate(json!({
        "title": "T", "tagline": "Tag", "url": "https://t.dev/", "baseUrl": "/t/",
        "favicon": "img/f.ico", "trailingSlash": false, "onBrokenLinks": "warn",
        "onBrokenAnchors": "ignore", "onBrokenMarkdownLinks": "throw",
        "onDuplicateRoutes": "throw",
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
        "onDuplicateRoutes = \"throw\"",
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
            {"type": "localeDropdown"},
            {"type": "custom-testButton", "label": "Test"},
            {"type": "algoliaSearch"},
        ]}}}),
    );
    // Eight kinds Cairn has (search and localeDropdown included) and a custom type.
    assert_eq!(text.matches("[[navbar.items]]").count(), 10, "{text}");
    assert!(text.contains("type = \"search\""), "{text}");
    assert!(text.contains("type = \"custom-testButton\""), "{text}");
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "themeConfig.navbar.items[11]",
        "NavbarItem/ComponentTypes"
    ));
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
        "themeConfig.navbar.items[12]",
        "`algoliaSearch`"
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
                {"title": "Docs", "items": [{"label": "Intro", "to": "/docs/"}, {"html": "<hr>"}]}],
                "logo": {"src": "img/logo.svg", "srcDark": "img/logo-dark.svg", "alt": "Logo", "href": "https://t.dev", "width": 160}},
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
        "{ html = \"<hr>\" }",
        "logo = { src = \"img/logo.svg\", srcDark = \"img/logo-dark.svg\", alt = \"Logo\", href = \"https://t.dev\", width = 160 }",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(
        !notes
            .iter()
            .any(|note| note.path.starts_with("themeConfig.footer.links")
                || note.path.starts_with("themeConfig.footer.logo")),
        "an html footer item and the footer logo are carried over: {notes:?}"
    );
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
fn algolia_becomes_docsearch() {
    let (text, notes) = migrate(
        json!({"title": "T", "url": "https://t.dev", "themeConfig": {
            "navbar": {"items": [{"type": "search", "position": "right"}]},
            "algolia": {
                "appId": "BH4D9OD16A", "apiKey": "25626fae796133dc1e734c6bcaaeac3c",
                "indexName": "docusaurus-2", "contextualSearch": false,
                "searchParameters": {"facetFilters": [["type:content"], "lang:en"], "hitsPerPage": 5,
                    "optionalWords": null},
                "replaceSearchResultPathname": {"from": "/docs/", "to": "/"},
                "externalUrlRegex": "external\\.com|domain\\.com",
                "searchPagePath": "find",
                "insights": true,
                "transformItems": {MARKER: "function", "name": "transformItems"},
            },
        }}),
    );
    for line in [
        "[search]\nprovider = \"docsearch\"\nsearchPagePath = \"find\"\n",
        "[search.docsearch]\nappId = \"BH4D9OD16A\"\napiKey = \"25626fae796133dc1e734c6bcaaeac3c\"\nindexName = \"docusaurus-2\"\ncontextualSearch = false\n",
        "searchParameters = { facetFilters = [[\"type:content\"], \"lang:en\"], hitsPerPage = 5 }",
        "replaceSearchResultPathname = { from = \"/docs/\", to = \"/\" }",
        "externalUrlRegex = 'external\\.com|domain\\.com'",
        "type = \"search\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    let config = cairn_config::parse(&text, Path::new("cairn.toml")).unwrap();
    let search = config.search;
    assert!(search.enabled);
    assert_eq!(search.provider, cairn_config::SearchProvider::Docsearch);
    assert_eq!(search.search_page_path, "find");
    let docsearch = search.docsearch.unwrap();
    assert_eq!(docsearch.app_id, "BH4D9OD16A");
    assert_eq!(docsearch.index_name, "docusaurus-2");
    assert!(!docsearch.contextual_search);
    assert_eq!(
        docsearch.search_parameters.get("facetFilters"),
        Some(&json!([["type:content"], "lang:en"]))
    );
    assert_eq!(
        docsearch.search_parameters.get("hitsPerPage"),
        Some(&json!(5))
    );
    assert_eq!(
        docsearch.replace_search_result_pathname,
        Some(cairn_config::PathnameReplacement {
            from: "/docs/".to_owned(),
            to: "/".to_owned()
        })
    );
    assert_eq!(
        docsearch.external_url_regex.as_deref(),
        Some("external\\.com|domain\\.com")
    );
    for (path, words) in [
        ("themeConfig.algolia.insights", "not supported"),
        (
            "themeConfig.algolia.transformItems",
            "a function `transformItems`",
        ),
        ("themeConfig.algolia.searchParameters.optionalWords", "null"),
    ] {
        assert!(
            has_note(&notes, NoteKind::Untranslated, path, words),
            "{path}: {notes:?}"
        );
    }
    assert!(
        !notes.iter().any(|note| note.path == "themeConfig.algolia"),
        "{notes:?}"
    );
}

#[test]
fn algolia_without_a_search_page_and_with_defaults() {
    let (text, _) = migrate(
        json!({"title": "T", "url": "https://t.dev", "themeConfig": {
            "algolia": {"appId": "X1", "apiKey": "k", "indexName": "i", "searchPagePath": false},
        }}),
    );
    assert!(text.contains("searchPagePath = \"\""), "{text}");
    assert!(!text.contains("contextualSearch"), "{text}");
    let config = cairn_config::parse(&text, Path::new("cairn.toml")).unwrap();
    assert_eq!(config.search.search_page_path, "");
    assert!(config.search.docsearch.unwrap().contextual_search);
}

#[test]
fn incomplete_algolia_keeps_the_local_index() {
    let (text, notes) = migrate(
        json!({"title": "T", "url": "https://t.dev", "themeConfig": {
            "algolia": {"appId": "X1", "apiKey": "", "searchPagePath": "/find",
                "replaceSearchResultPathname": {"from": {MARKER: "regexp", "text": "/docs/"}, "to": "/"}},
        }}),
    );
    assert!(!text.contains("docsearch"), "{text}");
    assert!(
        text.contains("[search]\nsearchPagePath = \"find\""),
        "{text}"
    );
    let config = cairn_config::parse(&text, Path::new("cairn.toml")).unwrap();
    assert_eq!(config.search.provider, cairn_config::SearchProvider::Local);
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.algolia",
        "without apiKey, indexName"
    ));
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.algolia.replaceSearchResultPathname.from",
        "a RegExp"
    ));
    let (text, notes) = migrate(
        json!({"title": "T", "url": "https://t.dev", "themeConfig": {
            "algolia": {"appId": "not an id", "apiKey": "k", "indexName": "i"},
        }}),
    );
    assert!(!text.contains("[search"), "{text}");
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "themeConfig.algolia.appId",
        "not an Algolia application id"
    ));
}

#[test]
fn the_algolia_theme_is_not_needed() {
    let (_, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "themes": ["@docusaurus/theme-search-algolia"]}));
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "themes[0] (@docusaurus/theme-search-algolia)",
        "[search.docsearch]"
    ));
}

#[test]
fn blog_options_become_a_blog_entry() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
    "presets": [["classic", {"blog": {
        "path": "/site/news", "blogTitle": "News", "blogDescription": "What is new",
        "postsPerPage": "ALL", "blogSidebarCount": 0, "blogSidebarTitle": "Latest",
        "authorsMapPath": "people.yml", "tags": "tags.yml", "archiveBasePath": null,
        "pageBasePath": "p", "tagsBasePath": "topics", "authorsBasePath": "people",
        "showReadingTime": false, "showLastUpdateTime": true, "showLastUpdateAuthor": true,
        "editUrl": "https://e.dev/edit/main/", "onInlineTags": "throw",
        "onInlineAuthors": "ignore", "onUntruncatedBlogPosts": "log",
        "include": ["**/*.md"], "exclude": "**/_*.md", "sortPosts": "descending",
        "feedOptions": {"type": ["rss", "json"], "limit": 5, "title": "F", "description": "D",
            "copyright": "©", "language": "en", "xslt": false},
    }}]]}));
    for line in [
        "[[blog]]",
        "id = \"default\"",
        "path = \"news\"",
        "routeBasePath = \"blog\"",
        "blogTitle = \"News\"",
        "blogDescription = \"What is new\"",
        "postsPerPage = \"ALL\"",
        "blogSidebarCount = 0",
        "blogSidebarTitle = \"Latest\"",
        "authorsMapPath = \"people.yml\"",
        "tags = \"tags.yml\"",
        "archiveBasePath = false",
        "pageBasePath = \"p\"",
        "tagsBasePath = \"topics\"",
        "authorsBasePath = \"people\"",
        "showReadingTime = false",
        "showLastUpdateTime = true",
        "showLastUpdateAuthor = true",
        "editUrl = \"https://e.dev/edit/main/\"",
        "onInlineTags = \"throw\"",
        "onInlineAuthors = \"ignore\"",
        "onUntruncatedBlogPosts = \"warn\"",
        "include = [\"**/*.md\"]",
        "exclude = [\"**/_*.md\"]",
        "[blog.feedOptions]",
        "type = [\"rss\", \"json\"]",
        "limit = 5",
        "title = \"F\"",
        "description = \"D\"",
        "copyright = \"©\"",
        "language = \"en\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    // A string editUrl means the same in both: kept as it is, nothing to check.
    assert!(
        !notes
            .iter()
            .any(|note| note.path == "presets[0].blog.editUrl")
    );
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "presets[0].blog.onUntruncatedBlogPosts",
        "`log` became `warn`"
    ));
    assert!(
        notes.iter().all(|note| note.kind != NoteKind::Untranslated),
        "{notes:?}"
    );
}

#[test]
fn edit_url_and_reading_time_functions_move_to_a_module_the_options_name() {
    let function =
        |name: &str, source: &str| json!({MARKER: "function", "name": name, "source": source});
    let config = json!({"title": "T", "url": "https://t.dev",
    "presets": [["classic", {
        "docs": {"editUrl": function("", "({docPath}) => `https://e.dev/edit/${docPath}`")},
        "blog": {
            "editUrl": function("editUrl", "function editUrl({blogPath}) { return blogPath; }"),
            "readingTime": function("readingTime", "({defaultReadingTime, content}) => defaultReadingTime({content}) * 2"),
        },
        "sitemap": {"createSitemapItems": function("createSitemapItems", "async (params) => (await params.defaultCreateSitemapItems(params)).slice(1)")},
    }]],
    "plugins": [["@docusaurus/plugin-client-redirects", {
        "createRedirects": function("", "(path) => path.startsWith('/docs/') ? path.slice(5) : undefined"),
    }]]});
    let translation = translate(&config, Path::new("/site"));
    let text = translation.document.to_string();
    let parsed = cairn_config::parse(&text, Path::new("cairn.toml")).unwrap();
    let docs_edit = parsed.docs[0].edit_url.clone().unwrap();
    assert_eq!(
        docs_edit,
        cairn_config::EditUrl::Function(cairn_config::SiteFunction {
            module: "./cairn.functions.cjs".to_owned(),
            export: "docsEditUrl".to_owned(),
        })
    );
    assert_eq!(
        parsed.blog[0].reading_time.as_ref().unwrap().export,
        "blogReadingTime"
    );
    assert_eq!(
        parsed.sitemap.create_sitemap_items.as_ref().unwrap().export,
        "createSitemapItems"
    );
    let module = translation.functions.text("docusaurus.config.js").unwrap();
    for line in [
        "exports.docsEditUrl = ({docPath}) => `https://e.dev/edit/${docPath}`;",
        "exports.blogEditUrl = function editUrl({blogPath}) { return blogPath; };",
        "exports.blogReadingTime = ({defaultReadingTime, content}) => defaultReadingTime({content}) * 2;",
        "// presets[0].docs.editUrl",
        "exports.createRedirects = (path) => path.startsWith('/docs/') ? path.slice(5) : undefined;",
        "exports.createSitemapItems = async (params) => (await params.defaultCreateSitemapItems(params)).slice(1);",
    ] {
        assert!(module.contains(line), "{line} in\n{module}");
    }
    assert!(has_note(
        &translation.notes,
        NoteKind::Check,
        "presets[0].docs.editUrl",
        "moved to cairn.functions.cjs as `docsEditUrl`"
    ));
}

#[test]
fn blog_code_is_reported_not_written() {
    let function = |name: &str| json!({MARKER: "function", "name": name});
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
    "presets": [["classic", {"blog": {
        "editUrl": function("editUrl"), "readingTime": function("readingTime"),
        "processBlogPosts": function("processBlogPosts"), "sortPosts": "ascending",
        "truncateMarker": {MARKER: "regexp", "text": "/<!-- more -->/"},
        "blogListComponent": "@theme/MyList", "remarkPlugins": [stub("remark-gfm-extra")],
        "postsPerPage": 0, "blogSidebarCount": -1, "archiveBasePath": true, "frontMatter": 1,
        "feedOptions": {"type": ["rss", "html"], "limit": false,
            "createFeedItems": function("createFeedItems"), "xslt": true, "extra": 1},
    }}]]}));
    assert!(text.contains("[[blog]]"), "{text}");
    for key in [
        "editUrl",
        "postsPerPage",
        "blogSidebarCount",
        "archiveBasePath",
        "feedOptions",
    ] {
        assert!(!text.contains(key), "{key} written in\n{text}");
    }
    for (path, words) in [
        ("editUrl", "a function `editUrl`"),
        ("readingTime", "could not read"),
        ("processBlogPosts", "a function `processBlogPosts`"),
        ("sortPosts", "`ascending`"),
        ("truncateMarker", "a RegExp `/<!-- more -->/`"),
        ("blogListComponent", "`@theme/MyList`"),
        ("postsPerPage", "from 1"),
        ("blogSidebarCount", "from 0"),
        ("archiveBasePath", "true"),
        ("frontMatter", "not an option of Cairn's blog"),
        ("feedOptions.type", "a list"),
        ("feedOptions.limit", "false"),
        (
            "feedOptions.createFeedItems",
            "a function `createFeedItems`",
        ),
        ("feedOptions.xslt", "true"),
        ("feedOptions.extra", "not a feed option"),
    ] {
        let at = format!("presets[0].blog.{path}");
        let found = notes.iter().any(|note| {
            note.kind == NoteKind::Untranslated
                && note.path == at
                && (note.message.contains(words)
                    || note
                        .hint
                        .as_deref()
                        .is_some_and(|hint| hint.contains(words)))
        });
        assert!(found, "no note at {at} with {words}: {notes:?}");
    }
}

#[test]
fn blog_instances_cairn_would_refuse_are_left_out() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
    "presets": [["classic", {"blog": false}]],
    "plugins": [
        ["@docusaurus/plugin-content-blog", {"id": "news", "path": "news", "routeBasePath": "news",
            "feedOptions": {"type": null}}],
        ["content-blog", {"id": "news", "path": "other", "routeBasePath": "other"}],
        ["content-blog", {"id": "more", "path": "more", "routeBasePath": "/news/"}],
        ["content-blog", {"id": "guides"}],
        ["content-blog", {"id": "a.b", "routeBasePath": "ab"}],
        ["content-blog", {"id": "docs-clash", "routeBasePath": "docs"}],
    ]}));
    assert_eq!(text.matches("[[blog]]").count(), 2, "{text}");
    assert!(text.contains("id = \"news\""), "{text}");
    assert!(text.contains("type = []"), "{text}");
    assert!(
        text.contains("id = \"guides\"\npath = \"blog\"\nrouteBasePath = \"blog\""),
        "{text}"
    );
    for (path, words) in [
        (
            "plugins[1] (@docusaurus/plugin-content-blog)",
            "id is already used",
        ),
        (
            "plugins[2] (@docusaurus/plugin-content-blog)",
            "routeBasePath is already used by another blog",
        ),
        (
            "plugins[4] (@docusaurus/plugin-content-blog)",
            "letters, digits",
        ),
        (
            "plugins[5] (@docusaurus/plugin-content-blog)",
            "used by a docs instance",
        ),
    ] {
        assert!(
            has_note(&notes, NoteKind::Untranslated, path, words),
            "{path}: {notes:?}"
        );
    }
}

#[test]
fn the_preset_blog_is_written_when_blog_exists_or_has_options() {
    let site = tempfile::tempdir().unwrap();
    let config = |options: Value| json!({"title": "T", "url": "https://t.dev", "presets": [["classic", options]]});
    let blogs = |options: Value| {
        let translation = translate(&config(options), site.path());
        let text = translation.document.to_string();
        cairn_config::parse(&text, Path::new("cairn.toml")).unwrap();
        (text.matches("[[blog]]").count(), translation.notes)
    };
    assert_eq!(blogs(json!({})).0, 0, "no blog/ folder, no options");
    assert_eq!(blogs(json!({"blog": {}})).0, 1);
    std::fs::create_dir(site.path().join("blog")).unwrap();
    let (count, notes) = blogs(json!({"docs": {}}));
    assert_eq!(count, 1);
    assert!(has_note(
        &notes,
        NoteKind::Check,
        "blog/",
        "Docusaurus's defaults"
    ));
    assert_eq!(blogs(json!(null)).0, 1, "a preset without options");
    assert_eq!(blogs(json!({"blog": false})).0, 0);
}

#[test]
fn head_additions_keep_their_shapes() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "headTags": [{"tagName": "script", "attributes": {"type": "application/ld+json"}, "innerHTML": "{}"},
                     {"tagName": "div"}],
        "scripts": ["https://s.dev/a.js", {"src": "/b.js", "defer": true, "data-n": 1}, {"defer": true}],
        "stylesheets": [{"href": "/c.css"}],
        "clientModules": ["/site/src/m.js", "some-package"],
        "customFields": {"x": 1, "f": {MARKER: "function", "name": "f"}},
        "i18n": {"defaultLocale": "de", "locales": ["de", "en"]},
    }));
    for line in [
        "innerHtml = \"{}\"",
        "scripts = [\"https://s.dev/a.js\", { data-n = \"1\", defer = true, src = \"/b.js\" }]",
        "stylesheets = [{ href = \"/c.css\" }]",
        "clientModules = [\"./src/m.js\", \"some-package\"]",
        "defaultLocale = \"de\"",
        "[customFields]\nx = 1",
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
        "customFields.f",
        "not translated"
    ));
    // Every locale is carried over: Cairn builds them all, from the same i18n/ folder.
    assert!(text.contains("locales = [\"de\", \"en\"]"), "{text}");
    assert!(
        !notes.iter().any(|note| note.path.starts_with("i18n")),
        "{notes:?}"
    );
}

#[test]
fn every_locales_settings_are_kept() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "i18n": {"defaultLocale": "fa", "locales": ["fa", "en"],
            "localeConfigs": {
                "fa": {"label": "فارسی", "direction": "rtl", "htmlLang": "fa-IR", "calendar": "persian", "path": "fa", "url": "https://fa.t.dev", "baseUrl": "/", "translate": true},
                "en": {"label": "English", "translate": false}}},
    }));
    for line in [
        "[i18n.localeConfigs.fa]",
        "label = \"فارسی\"",
        "direction = \"rtl\"",
        "htmlLang = \"fa-IR\"",
        "calendar = \"persian\"",
        "url = \"https://fa.t.dev\"",
        "baseUrl = \"/\"",
        "translate = false",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    let config = cairn_config::parse(&text, Path::new("cairn.toml")).unwrap();
    assert_eq!(config.i18n.locales, ["fa", "en"]);
    let locale = config.i18n.locale_config("fa");
    assert_eq!(
        (locale.html_lang.as_str(), locale.calendar.as_str()),
        ("fa-IR", "persian")
    );
    assert_eq!(config.i18n.locale_config("en").label, "English");
    assert_eq!(
        config.i18n.locale_url(&config.url, "fa"),
        "https://fa.t.dev"
    );
    assert_eq!(config.i18n.locale_base_url(&config.base_url, "fa"), "/");
    assert!(!config.i18n.translates("en"));
    assert!(
        !notes.iter().any(|note| note.path.starts_with("i18n")),
        "{notes:?}"
    );
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

#[test]
fn colour_mode_and_announcement_bar_keep_their_names() {
    let (text, notes) = migrate(json!({
        "title": "T", "url": "https://t.dev",
        "themeConfig": {
            "colorMode": {"defaultMode": "dark", "disableSwitch": false, "respectPrefersColorScheme": true},
            "announcementBar": {"id": "v2", "content": "<b>New</b>", "backgroundColor": "#fafbfc",
                "textColor": "#091E42", "isCloseable": false, "unknownKey": 1},
        },
    }));
    for line in [
        "[colorMode]",
        "defaultMode = \"dark\"",
        "respectPrefersColorScheme = true",
        "[announcementBar]",
        "id = \"v2\"",
        "content = \"<b>New</b>\"",
        "textColor = \"#091E42\"",
        "isCloseable = false",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(
        notes
            .iter()
            .any(|note| note.path == "themeConfig.announcementBar.unknownKey")
    );
}

#[test]
fn sitemap_and_client_redirects_keep_their_names() {
    let (text, notes) = migrate(json!({
        "title": "T", "url": "https://t.dev",
        "presets": [["classic", {"sitemap": {"lastmod": "date", "changefreq": null, "priority": 0.8,
            "ignorePatterns": ["/tags/**"], "filename": "sitemap.xml"}}]],
        "plugins": [["@docusaurus/plugin-client-redirects", {
            "redirects": [{"from": "/old/", "to": "/docs/"}, {"from": ["/a/", "/b/"], "to": "/blog/"}],
            "createRedirects": "cairn-function:createRedirects",
        }]],
    }));
    for line in [
        "[sitemap]",
        "lastmod = \"date\"",
        "priority = 0.8",
        "ignorePatterns = [\"/tags/**\"]",
        "[[redirects]]",
        "from = \"/old/\"",
        "to = \"/docs/\"",
        "from = [\"/a/\", \"/b/\"]",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(!text.contains("changefreq"), "{text}");
    assert!(
        notes
            .iter()
            .any(|note| note.path.ends_with("createRedirects"))
    );
}

#[test]
fn ideal_image_options_keep_their_names() {
    let (text, notes) = migrate(json!({"title": "T", "url": "https://t.dev",
        "plugins": [["ideal-image", {"quality": 70, "max": 1030, "min": 640, "steps": 2,
            "disableInDev": false, "name": "ideal-img/[name].[hash:hex:7].[width].[ext]"}]]}));
    for line in [
        "[idealImage]",
        "quality = 70",
        "max = 1030",
        "steps = 2",
        "disableInDev = false",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(has_note(
        &notes,
        NoteKind::Untranslated,
        "plugins[0][1].name",
        "not translated"
    ));
    let (text, _) = migrate(json!({"title": "T", "url": "https://t.dev",
        "plugins": [["@docusaurus/plugin-ideal-image", {"size": 800}]]}));
    assert!(text.contains("sizes = [800]"), "{text}");
}

#[test]
fn custom_css_html_dropdown_items_and_mermaid_are_carried_over() {
    let (text, notes) = migrate(json!({
        "title": "T", "url": "https://t.dev",
        "clientModules": ["./src/analytics.js"],
        "markdown": {"mermaid": true},
        "themes": ["@docusaurus/theme-mermaid"],
        "presets": [["classic", {"theme": {"customCss": ["./src/css/custom.scss", "./src/css/extra.css"]}}]],
        "themeConfig": {"navbar": {"items": [{"type": "dropdown", "label": "More", "items": [
            {"label": "Blog", "to": "/blog/"},
            {"type": "html", "value": "<hr class=\"divider\">"}
        ]}]}},
    }));
    for line in [
        "clientModules = [\"./src/css/custom.scss\", \"./src/css/extra.css\", \"./src/analytics.js\"]",
        "mermaid = true",
        "{ type = \"html\", value = '<hr class=\"divider\">' }",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    let reported: Vec<&str> = notes.iter().map(|note| note.path.as_str()).collect();
    assert!(
        !reported.iter().any(|path| path.contains("customCss")
            || path.contains("mermaid")
            || path.contains("navbar")),
        "{reported:?}"
    );
}

#[test]
fn static_directories_are_carried_over() {
    let (text, notes) = migrate(json!({
        "title": "T", "url": "https://t.dev",
        "staticDirectories": ["static", "public"],
    }));
    assert!(
        text.contains("staticDirectories = [\"static\", \"public\"]"),
        "{text}"
    );
    assert!(
        !notes.iter().any(|note| note.path == "staticDirectories"),
        "{notes:?}"
    );
    let (text, _) =
        migrate(json!({"title": "T", "url": "https://t.dev", "staticDirectories": ["static"]}));
    assert!(
        !text.contains("staticDirectories"),
        "the default is not written: {text}"
    );
}
