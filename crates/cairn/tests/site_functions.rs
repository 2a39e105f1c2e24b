#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Options that are functions of the site's code (`editUrl = { module, export }`,
//! `readingTime`, `createFeedItems`, `createSitemapItems`…), called by `cairn build` in Node
//! with the arguments Docusaurus gives them; and what a function that throws, or a name that
//! is not exported, does to the build.
//!
//! The fixture site is `tests/fixtures/site-functions/`.

use std::process::Output;

mod support;
use support::{report, says};

fn build_fixture(replace: Option<(&str, &str, &str)>) -> (tempfile::TempDir, Output) {
    support::build_fixture("site-functions", replace)
}

#[test]
fn edit_links_and_reading_times_come_from_the_sites_functions() {
    let (root, output) = build_fixture(None);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let read = |path: &str| std::fs::read_to_string(out.join(path)).unwrap();

    // Docs: the function gets the version, its folder, the doc's path, permalink and locale.
    let intro = read("docs/intro/index.html");
    assert!(
        intro.contains(
            "href=\"https://git.example/site/edit/current/docs/intro.md?from=/docs/intro/&amp;lang=en\""
        ),
        "{intro}"
    );
    // Front matter's `custom_edit_url` wins; `undefined` hides the link.
    let setup = read("docs/guides/setup/index.html");
    assert!(setup.contains("href=\"https://elsewhere.example/setup.md\""));
    assert!(!setup.contains("git.example"));
    assert!(!read("docs/unlinked/index.html").contains("git.example"));

    // Blog: the function gets the blog's folder, the post's path in it and its permalink.
    let slow = read("blog/2026/01/02/slow/index.html");
    assert!(
        slow.contains(
            "href=\"https://git.example/site/blob/main/blog/2026-01-02-slow.md#/blog/2026/01/02/slow/\""
        ),
        "{slow}"
    );
    // `readingTime` with `defaultReadingTime`: 60 words at 10 a minute; Cairn's count plus ten
    // (shown rounded up); `undefined` shows none.
    assert!(slow.contains("6 min read"), "{slow}");
    assert!(read("blog/2026/01/03/default/index.html").contains("11 min read"));
    assert!(!read("blog/2026/01/01/untimed/index.html").contains("min read"));

    // `createRedirects`: called with each page's path, its answers are redirect pages to it.
    for old in ["guides/setup/index.html", "setup/index.html"] {
        let page = read(old);
        assert!(
            page.contains("location.replace(\"/docs/guides/setup/\"")
                && page.contains(
                    "<link rel=\"canonical\" href=\"https://functions.example/docs/guides/setup/\">"
                ),
            "{old}: {page}"
        );
    }
    // An old path that is a page keeps its page, and the build says so.
    assert!(read("docs/unlinked/index.html").contains("The function gives no link"));
    assert!(
        says(
            &report(&output),
            "1 redirect(s) from a path that already has a page or a redirect were left out: /docs/unlinked/ → /docs/intro/"
        ),
        "{}",
        report(&output)
    );
}

#[test]
fn a_sidebar_items_generator_reshapes_what_cairn_generates_from_the_folders() {
    let (root, output) = build_fixture(None);
    assert!(output.status.success(), "{}", report(&output));
    let intro =
        std::fs::read_to_string(root.path().join("site/build/docs/intro/index.html")).unwrap();
    let sidebar = &intro[intro.find("<nav aria-label=\"Docs sidebar\">").unwrap()..];
    let sidebar = &sidebar[..sidebar.find("</nav>").unwrap()];
    // The default items, reversed, without the doc the function filters out by its front
    // matter; the category keeps the label of its `_category_.yml`.
    let introduction = sidebar.find(">Introduction<").unwrap();
    let setting_up = sidebar.find(">Setting up<").unwrap();
    assert!(introduction < setting_up, "{sidebar}");
    assert!(!sidebar.contains(">Unlinked<"), "{sidebar}");
    // The helpers and data Docusaurus passes: the item, the version, the number prefix
    // parser, `isCategoryIndex` and the category files by folder.
    assert!(
        sidebar.contains("Helpers: . current setup true guides Setting up"),
        "{sidebar}"
    );
}

#[test]
fn create_feed_items_decides_what_every_feed_holds() {
    let (root, output) = build_fixture(None);
    assert!(output.status.success(), "{}", report(&output));
    let blog = root.path().join("site/build/blog");
    let feed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(blog.join("feed.json")).unwrap()).unwrap();
    let items = feed["items"].as_array().unwrap();
    let titles: Vec<&str> = items
        .iter()
        .map(|item| item["title"].as_str().unwrap())
        .collect();
    // The post the function filters out by its front matter is gone; the others have the
    // titles it gave them, made with the site's config and the items' `Date`s.
    assert_eq!(
        titles,
        [
            "The default, and ten (Functions fixture, 2026)",
            "A slow read (Functions fixture, 2026)"
        ]
    );
    // What the default items held comes through: the post's HTML, its date and URL.
    assert!(
        items[1]["content_html"]
            .as_str()
            .unwrap()
            .contains("one two three"),
        "{feed}"
    );
    assert_eq!(
        items[1]["url"],
        "https://functions.example/blog/2026/01/02/slow/"
    );
    assert!(
        items[1]["date_published"]
            .as_str()
            .unwrap()
            .starts_with("2026-01-02T00:00:00")
    );
    // The same items in every format.
    let rss = std::fs::read_to_string(blog.join("rss.xml")).unwrap();
    assert!(rss.contains("<title>A slow read (Functions fixture, 2026)</title>"));
    assert!(!rss.contains("Untimed"));
}

#[test]
fn create_sitemap_items_decides_what_the_sitemap_lists() {
    let (root, output) = build_fixture(None);
    assert!(output.status.success(), "{}", report(&output));
    let xml = std::fs::read_to_string(root.path().join("site/build/sitemap.xml")).unwrap();
    let document = roxmltree::Document::parse(&xml).unwrap();
    let entries: Vec<(String, Option<String>, Option<String>)> = document
        .descendants()
        .filter(|node| node.has_tag_name("url"))
        .map(|url| {
            let child = |name: &str| {
                url.children()
                    .find(|node| node.has_tag_name(name))
                    .and_then(|node| node.text())
                    .map(str::to_owned)
            };
            (
                child("loc").unwrap(),
                child("changefreq"),
                child("priority"),
            )
        })
        .collect();
    let origin = "https://functions.example";
    let entry = |path: &str| {
        entries
            .iter()
            .find(|(loc, _, _)| *loc == format!("{origin}{path}"))
            .unwrap_or_else(|| panic!("no entry for {path} in {xml}"))
    };
    // What the function changed, from the routes it was given.
    assert_eq!(entry("/docs/intro/").2.as_deref(), Some("0.9"));
    let routes = entries.len();
    assert!(
        entry("/").1.as_deref().unwrap().starts_with("daily-17-"),
        "{xml}"
    );
    // What it left out: the blog's tag pages, which the default items hold.
    assert!(
        !entries
            .iter()
            .any(|(loc, _, _)| loc.contains("/blog/tags/")),
        "{xml}"
    );
    assert!(routes > 5, "{xml}");
    // What it kept as the default items had it.
    assert_eq!(entry("/blog/").1.as_deref(), Some("weekly"));
    assert_eq!(entry("/blog/").2.as_deref(), Some("0.5"));
}

#[test]
fn sitemap_items_that_lack_a_url_stop_the_build() {
    let (_root, output) = build_fixture(Some((
        "cairn.functions.cjs",
        "if (docs.has(path)) return { ...item, priority: 0.9 };",
        "if (docs.has(path)) return { priority: 0.9 };",
    )));
    assert_eq!(output.status.code(), Some(1));
    let report = report(&output);
    assert!(
        says(
            &report,
            "[sitemap] createSitemapItems calls the function `createSitemapItems` of ./cairn.functions.cjs, which failed: item "
        ),
        "{report}"
    );
    assert!(says(&report, "missing field `url`"), "{report}");
}

#[test]
fn feed_items_that_are_not_a_list_stop_the_build() {
    let (_root, output) = build_fixture(Some((
        "cairn.functions.cjs",
        "    return items\n      .filter",
        "    return { items };\n    items\n      .filter",
    )));
    assert_eq!(output.status.code(), Some(1));
    let report = report(&output);
    assert!(
        says(
            &report,
            "[[blog]] `default` feedOptions.createFeedItems calls the function `createFeedItems` of ./cairn.functions.cjs, which failed: it returned an object, not a list of feed items"
        ),
        "{report}"
    );
}

#[test]
fn generated_items_that_name_no_doc_are_located_at_the_autogenerated_item() {
    let (_root, output) = build_fixture(Some((
        "cairn.functions.cjs",
        "return kept;",
        "return [...kept, { type: 'doc', id: 'guides/setpu' }];",
    )));
    assert_eq!(output.status.code(), Some(1));
    let report = report(&output);
    assert!(says(&report, "guides/setpu"), "{report}");
    assert!(says(&report, "did you mean `guides/setup`"), "{report}");
}

#[test]
fn a_function_that_throws_stops_the_build_with_its_option_its_error_and_its_stack() {
    let (root, output) = build_fixture(Some((
        "cairn.functions.cjs",
        "if (docPath === 'unlinked.md') return undefined;",
        "if (docPath === 'unlinked.md') throw new Error(`no link for ${docPath}`);",
    )));
    assert_eq!(output.status.code(), Some(1));
    let report = report(&output);
    assert!(
        says(
            &report,
            "[[docs]] `default` editUrl calls the function `docsEditUrl` of ./cairn.functions.cjs, which failed: Error: no link for unlinked.md"
        ),
        "{report}"
    );
    // The frame in the site's module, with its line.
    assert!(says(&report, "at docsEditUrl ("), "{report}");
    assert!(report.contains("cairn.functions.cjs:13:"), "{report}");
    assert!(
        !root.path().join("site/build").exists(),
        "no output on failure"
    );
}

#[test]
fn a_name_the_module_does_not_export_is_named_with_the_exports_it_has() {
    let (_root, output) = build_fixture(Some((
        "cairn.toml",
        "export = \"blogEditUrl\"",
        "export = \"blogEditURL\"",
    )));
    assert_eq!(output.status.code(), Some(1));
    let report = report(&output);
    assert!(
        says(
            &report,
            "the module has no function `blogEditURL` (its exports: createRedirects, docsEditUrl, blogEditUrl, sidebarItemsGenerator, createFeedItems, createSitemapItems, readingTime)"
        ),
        "{report}"
    );
}
