#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Site-wide outputs written after rendering: redirect pages, the sitemap and llms.txt.

mod support;

use cairn_content::plugin::{OutputFile, PostBuildContext};
use cairn_content::{ContentError, Plan};
use quick_xml::Reader;
use quick_xml::events::Event;
use support::{load_with, outputs_of, plan, site};

fn fixture() -> tempfile::TempDir {
    site(&[
        ("docs/intro.md", "# Intro\n\nWelcome.\n"),
        ("docs/guide.md", "# Guide\n\nSteps.\n"),
        (
            "docs/secret.md",
            "---\nunlisted: true\n---\n# Secret\n\nHidden.\n",
        ),
        (
            "docs/private.md",
            "# Private\n\n<head>\n  <meta name=\"robots\" content=\"noindex\" />\n</head>\n\nKept out.\n",
        ),
        (
            "blog/2024-01-02-hello.md",
            "---\ntitle: Hello\n---\nFirst post.\n",
        ),
        (
            "blog/2024-02-03-quiet.md",
            "---\ntitle: Quiet\nunlisted: true\n---\nNot listed.\n",
        ),
        ("src/pages/about.md", "# About\n\nUs.\n"),
    ])
}

fn config(extra: &str, trailing_slash: bool) -> cairn_config::SiteConfig {
    cairn_config::parse(
        &format!(
            "title = \"Test\"\nurl = \"https://test.dev\"\nbaseUrl = \"/base/\"\ntrailingSlash = {trailing_slash}\n[[blog]]\n{extra}"
        ),
        std::path::Path::new("cairn.toml"),
    )
    .unwrap()
}

/// Plans the fixture and runs one plugin's post-build step over an output folder where each
/// route's page is written as the render stage would; the routes `rendered_no_index` names
/// are those whose render asked not to be indexed.
fn post_build(
    config: &cairn_config::SiteConfig,
    plugin_name: &str,
    page_html: impl Fn(&str) -> String,
    rendered_no_index: &[&str],
) -> (Plan, Result<Vec<OutputFile>, ContentError>) {
    post_build_of(fixture(), config, plugin_name, page_html, rendered_no_index)
}

/// [`post_build`] of the site in `dir`.
fn post_build_of(
    dir: tempfile::TempDir,
    config: &cairn_config::SiteConfig,
    plugin_name: &str,
    page_html: impl Fn(&str) -> String,
    rendered_no_index: &[&str],
) -> (Plan, Result<Vec<OutputFile>, ContentError>) {
    let loaded = load_with(dir.path(), config).unwrap();
    let mut plan = plan(config, &loaded, &Default::default()).unwrap();
    let outputs = outputs_of(&mut plan, plugin_name);
    let out = tempfile::tempdir().unwrap();
    for route in &plan.routes {
        let file = out.path().join(plan.urls.output_file(&route.path));
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, page_html(&route.path)).unwrap();
    }
    let context = PostBuildContext {
        config,
        plan: &plan,
        site_dir: dir.path(),
        out_dir: out.path(),
        rendered_no_index: &rendered_no_index
            .iter()
            .map(|path| (*path).to_owned())
            .collect(),
    };
    let files = match outputs {
        Some(mut outputs) => outputs.post_build(&context),
        None => Ok(Vec::new()),
    };
    (plan, files)
}

fn plain_page(_: &str) -> String {
    "<html><head><title>x</title></head><body></body></html>".to_owned()
}

/// The text of every `<tag>` element of an XML document, read back with a real parser.
fn xml_texts(bytes: &[u8], tag: &str) -> Vec<String> {
    let mut reader = Reader::from_reader(bytes);
    let mut buffer = Vec::new();
    let mut inside = false;
    let mut texts = Vec::new();
    loop {
        match reader.read_event_into(&mut buffer).unwrap() {
            Event::Start(start) => inside = start.name().as_ref() == tag.as_bytes(),
            Event::Text(text) if inside => texts.push(text.decode().unwrap().into_owned()),
            Event::End(_) => inside = false,
            Event::Eof => break,
            _ => {}
        }
        buffer.clear();
    }
    texts
}

#[test]
fn redirect_pages_send_visitors_on() {
    let config = config(
        "[[redirects]]\nfrom = [\"/old-intro/\", \"/docs/next/intro/\"]\nto = \"/docs/intro/\"\n\
         [[redirects]]\nfrom = \"/gh/\"\nto = \"https://github.com/x/y\"\n",
        true,
    );
    let (_, files) = post_build(&config, "redirects", plain_page, &[]);
    let files = files.unwrap();
    let paths: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "old-intro/index.html",
            "docs/next/intro/index.html",
            "gh/index.html"
        ]
    );
    let html = String::from_utf8(files[0].bytes.clone()).unwrap();
    assert!(
        html.contains(r#"location.replace("/base/docs/intro/"+location.search+location.hash)"#)
    );
    assert!(html.contains(r#"<meta http-equiv="refresh" content="0; url=/base/docs/intro/">"#));
    assert!(html.contains(r#"<link rel="canonical" href="https://test.dev/base/docs/intro/">"#));
    assert!(html.contains(r#"<meta name="robots" content="noindex">"#));
    assert!(html.contains("This page has moved to <a href=\"/base/docs/intro/\">"));
    let external = String::from_utf8(files[2].bytes.clone()).unwrap();
    assert!(external.contains(r#"<link rel="canonical" href="https://github.com/x/y">"#));
}

#[test]
fn a_redirect_over_a_page_is_an_error_naming_both() {
    let config = config(
        "[[redirects]]\nfrom = [\"/nowhere/\", \"/docs/guide\"]\nto = \"/docs/intro/\"\n",
        true,
    );
    let dir = fixture();
    let loaded = load_with(dir.path(), &config).unwrap();
    let plan = plan(&config, &loaded, &Default::default()).unwrap();
    let error = cairn_content::check_redirects(&config, &plan).unwrap_err();
    let shown = error.to_string();
    assert!(
        shown.contains("redirects[0] redirects from `/docs/guide`"),
        "{shown}"
    );
    assert!(shown.contains("/base/docs/guide/"), "{shown}");
    assert!(shown.contains("guide.md"), "{shown}");
}

#[test]
fn redirect_targets_are_given_to_the_link_check() {
    // The build checks each redirect page's one link with the rendered pages' links; here,
    // what it is handed: a broken internal target stays internal, with the base URL.
    let config = config(
        "[[redirects]]\nfrom = \"/old/\"\nto = \"/docs/missing/?a=1\"\n",
        false,
    );
    let urls = cairn_content::UrlBuilder::new("/base/", false);
    let pages = cairn_content::redirect_pages(&config, &urls);
    assert_eq!(pages.len(), 1);
    assert_eq!(pages[0].path, "/base/old");
    assert_eq!(pages[0].target, "/base/docs/missing/?a=1");
    assert!(!pages[0].external);
}

#[test]
fn the_sitemap_lists_indexable_pages_only() {
    let config = config(
        "[sitemap]\nlastmod = \"date\"\nignorePatterns = [\"/docs/guide/\"]\n",
        true,
    );
    // The about page's render asked not to be indexed, as a React page's <Head> does.
    let (plan, files) = post_build(&config, "sitemap", plain_page, &["/base/about/"]);
    assert!(plan.routes.iter().any(|route| route.path == "/base/about/"));
    let files = files.unwrap();
    assert_eq!(files.len(), 1);
    assert_eq!(files[0].path, "sitemap.xml");
    let locations = xml_texts(&files[0].bytes, "loc");
    assert!(locations.contains(&"https://test.dev/base/docs/intro/".to_owned()));
    assert!(locations.contains(&"https://test.dev/base/blog/".to_owned()));
    assert!(locations.contains(&"https://test.dev/base/blog/2024/01/02/hello/".to_owned()));
    for left_out in [
        "/docs/secret/",
        "/docs/private/",
        "/docs/guide/",
        "/blog/2024/02/03/quiet/",
        "/about/",
        "404",
    ] {
        assert!(
            !locations.iter().any(|location| location.contains(left_out)),
            "{left_out} is in {locations:?}"
        );
    }
    // Every listed page is a route.
    for location in &locations {
        let path = location.strip_prefix("https://test.dev").unwrap();
        assert!(plan.routes.iter().any(|route| route.path == path), "{path}");
    }
    let dates = xml_texts(&files[0].bytes, "lastmod");
    assert!(dates.contains(&"2024-01-02".to_owned()), "{dates:?}");
    assert_eq!(
        xml_texts(&files[0].bytes, "changefreq")
            .first()
            .map(String::as_str),
        Some("weekly")
    );
    assert_eq!(
        xml_texts(&files[0].bytes, "priority")
            .first()
            .map(String::as_str),
        Some("0.5")
    );
}

#[test]
fn the_sitemap_follows_trailing_slash_and_can_be_turned_off() {
    let renamed = config("[sitemap]\nfilename = \"pages.xml\"\n", false);
    let (_, files) = post_build(&renamed, "sitemap", plain_page, &[]);
    let files = files.unwrap();
    assert_eq!(files[0].path, "pages.xml");
    let locations = xml_texts(&files[0].bytes, "loc");
    assert!(
        locations.contains(&"https://test.dev/base/docs/intro".to_owned()),
        "{locations:?}"
    );
    assert!(xml_texts(&files[0].bytes, "lastmod").is_empty());

    let off = config("[sitemap]\nenabled = false\n", true);
    let (_, files) = post_build(&off, "sitemap", plain_page, &[]);
    assert!(files.unwrap().is_empty());
}

#[test]
fn llms_txt_lists_docs_and_posts_with_markdown_copies() {
    let enabled = cairn_config::parse(
        "title = \"Test\"\ntagline = \"Docs for tests\"\nurl = \"https://test.dev\"\nbaseUrl = \"/base/\"\n\
         [[blog]]\nblogTitle = \"News\"\n[llms]\nenabled = true\nignorePatterns = [\"/docs/guide/\"]\n",
        std::path::Path::new("cairn.toml"),
    )
    .unwrap();
    let (_, files) = post_build(&enabled, "llms", plain_page, &[]);
    let files = files.unwrap();
    assert_eq!(files[0].path, "llms.txt");
    let text = String::from_utf8(files[0].bytes.clone()).unwrap();
    assert_eq!(
        text,
        "# Test\n\n> Docs for tests\n\n## Docs\n\n\
         - [Intro](https://test.dev/base/docs/intro/index.md): Welcome.\n\n\
         ## News\n\n\
         - [Hello](https://test.dev/base/blog/2024/01/02/hello/index.md): First post.\n"
    );
    assert_eq!(files[1].path, "llms-full.txt");
    assert_eq!(
        String::from_utf8(files[1].bytes.clone()).unwrap(),
        "# Test\n\n> Docs for tests\n\n---\n\nURL: https://test.dev/base/docs/intro/\n\n# Intro\n\nWelcome.\n\n---\n\nURL: https://test.dev/base/blog/2024/01/02/hello/\n\n# Hello\n\nFirst post.\n"
    );
    let copies: Vec<(&str, String)> = files[2..]
        .iter()
        .map(|file| {
            (
                file.path.as_str(),
                String::from_utf8(file.bytes.clone()).unwrap(),
            )
        })
        .collect();
    assert_eq!(
        copies,
        [
            ("docs/intro/index.md", "# Intro\n\nWelcome.\n".to_owned()),
            (
                "blog/2024/01/02/hello/index.md",
                "# Hello\n\nFirst post.\n".to_owned()
            ),
        ]
    );

    // Off by default: no files, and no page names a twin.
    let off = config("", true);
    let (plan, files) = post_build(&off, "llms", plain_page, &[]);
    assert!(files.unwrap().is_empty());
    assert!(plan.routes.iter().flat_map(|route| &route.head).all(|tag| {
        !tag.attributes
            .iter()
            .any(|(_, value)| value == "text/markdown")
    }));
    assert!(
        plan.routes
            .iter()
            .flat_map(|route| &route.data)
            .all(|(_, chunk)| !chunk.json().contains("\"markdown\":"))
    );
}

#[test]
fn a_pages_markdown_twin_is_made_from_its_content_with_partials_inlined() {
    let dir = site(&[
        (
            "docs/trails.mdx",
            "---\ntitle: Trails\ndescription: Where to walk.\nsidebar_position: 1\n---\nimport Safety from './_safety.mdx';\nimport Card from '@site/src/components/Card';\n\nRead [the intro](./intro.md).\n\n<Safety />\n\n<Card title=\"x\">\n\nOn a card.\n\n</Card>\n",
        ),
        (
            "docs/intro.md",
            "---\nsidebar_position: 2\n---\n# Intro\n\nWelcome.\n",
        ),
        ("docs/_safety.mdx", ":::warning\n\nCarry water.\n\n:::\n"),
        (
            "src/components/Card.tsx",
            "export default function Card() { return null; }\n",
        ),
    ]);
    let enabled = cairn_config::parse(
        "title = \"Test\"\nurl = \"https://test.dev\"\n[llms]\nenabled = true\n",
        std::path::Path::new("cairn.toml"),
    )
    .unwrap();
    let (plan, files) = post_build_of(dir, &enabled, "llms", plain_page, &[]);
    // The page names its twin for the tools that look for one.
    let route = plan
        .routes
        .iter()
        .find(|route| route.path == "/docs/trails/")
        .unwrap();
    let alternate = route
        .head
        .iter()
        .find(|tag| {
            tag.attributes
                .iter()
                .any(|(_, value)| value == "text/markdown")
        })
        .unwrap();
    assert!(
        alternate
            .attributes
            .contains(&("href".to_owned(), "/docs/trails/index.md".to_owned())),
        "{alternate:?}"
    );
    // And its page data, for the page-actions menu.
    let page = &route.data.iter().find(|(key, _)| key == "page").unwrap().1;
    let page: serde_json::Value = serde_json::from_str(page.json()).unwrap();
    assert_eq!(page["markdown"], "/docs/trails/index.md");
    assert_eq!(page["title"], "Trails");
    let files = files.unwrap();
    // In the sidebar's order, not the paths'.
    let index = String::from_utf8(files[0].bytes.clone()).unwrap();
    assert!(
        index.contains("## Docs\n\n- [Trails](https://test.dev/docs/trails/index.md): Where to walk.\n- [Intro](https://test.dev/docs/intro/index.md): Welcome.\n"),
        "{index}"
    );
    let twin = files
        .iter()
        .find(|file| file.path == "docs/trails/index.md")
        .map(|file| String::from_utf8(file.bytes.clone()).unwrap())
        .unwrap();
    assert_eq!(
        twin,
        "# Trails\n\nRead [the intro](https://test.dev/docs/intro/).\n\n> **Warning**\n>\n> Carry water.\n\nOn a card.\n"
    );
}

#[test]
fn llms_txt_lists_the_docs_versions_it_is_told_to() {
    let listed = |extra: &str| {
        let dir = site(&[
            ("docs/intro.md", "# Intro\n\nNext.\n"),
            ("versions.json", "[\"1.0\"]"),
            (
                "versioned_docs/version-1.0/intro.md",
                "# Intro\n\nReleased.\n",
            ),
        ]);
        let config = cairn_config::parse(
            &format!(
                "title = \"Test\"\nurl = \"https://test.dev\"\n[llms]\nenabled = true\n{extra}"
            ),
            std::path::Path::new("cairn.toml"),
        )
        .unwrap();
        let (_, files) = post_build_of(dir, &config, "llms", plain_page, &[]);
        let mut twins: Vec<String> = files
            .unwrap()
            .into_iter()
            .map(|file| file.path)
            .filter(|path| path.ends_with("index.md"))
            .collect();
        twins.sort();
        twins
    };
    // By default, the versions without a banner: not the unreleased `current` ("Next").
    assert_eq!(listed(""), ["docs/intro/index.md"]);
    assert_eq!(
        listed("docsVersions = [\"current\"]"),
        ["docs/next/intro/index.md"]
    );
    assert_eq!(
        listed("docsVersions = [\"current\", \"1.0\"]"),
        ["docs/intro/index.md", "docs/next/intro/index.md"]
    );
}
