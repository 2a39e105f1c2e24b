#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Debug pages (`debug = true`): static pages under `/__cairn/debug/` with the build's data.

mod support;

use cairn_content::plugin::{OutputFile, PostBuildContext};
use support::{load_with, outputs_of, plan, site};

fn fixture() -> tempfile::TempDir {
    site(&[
        ("docs/intro.md", "# Intro\n\nWelcome.\n"),
        (
            "docs/danger.md",
            "---\ntitle: \"<script>alert(1)</script>\"\n---\nText.\n",
        ),
        ("src/pages/about.md", "# About\n\nUs.\n"),
        (
            ".cairn/client/cairn-manifest.json",
            r#"{"entry": "assets/js/entry.js", "components": {"@theme/DocPage": ["assets/js/DocPage-abc.js"]}}"#,
        ),
    ])
}

fn config(top_level: &str, base_url: &str, trailing_slash: bool) -> cairn_config::SiteConfig {
    cairn_config::parse(
        &format!(
            "title = \"Test\"\nurl = \"https://test.dev\"\nbaseUrl = \"{base_url}\"\ntrailingSlash = {trailing_slash}\n{top_level}"
        ),
        std::path::Path::new("cairn.toml"),
    )
    .unwrap()
}

/// Plans the fixture and runs the debug plugin's post-build step.
fn debug_pages(config: &cairn_config::SiteConfig) -> Vec<OutputFile> {
    let dir = fixture();
    let loaded = load_with(dir.path(), config).unwrap();
    let mut plan = plan(config, &loaded, &Default::default()).unwrap();
    let mut outputs = outputs_of(&mut plan, "debug").unwrap();
    let out = tempfile::tempdir().unwrap();
    let context = PostBuildContext {
        config,
        plan: &plan,
        site_dir: dir.path(),
        out_dir: out.path(),
        rendered_no_index: &Default::default(),
    };
    outputs.post_build(&context).unwrap()
}

fn page<'a>(files: &'a [OutputFile], path: &str) -> &'a str {
    let file = files.iter().find(|file| file.path == path).unwrap();
    std::str::from_utf8(&file.bytes).unwrap()
}

#[test]
fn pages_are_written_only_when_debug_is_on() {
    assert!(debug_pages(&config("", "/", true)).is_empty());
    assert!(debug_pages(&config("debug = false\n", "/", true)).is_empty());
    let files = debug_pages(&config("debug = true\n", "/", true));
    let paths: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "__cairn/debug/index.html",
            "__cairn/debug/config/index.html",
            "__cairn/debug/content/index.html",
            "__cairn/debug/globalData/index.html",
            "__cairn/debug/metadata/index.html",
            "__cairn/debug/registry/index.html",
            "__cairn/debug/routes/index.html",
        ]
    );
}

#[test]
fn every_page_is_noindex_and_script_free_with_a_nav() {
    let files = debug_pages(&config("debug = true\n", "/", true));
    for file in &files {
        let html = std::str::from_utf8(&file.bytes).unwrap();
        assert!(
            html.contains(r#"<meta name="robots" content="noindex, nofollow">"#),
            "{}",
            file.path
        );
        assert!(html.contains("prefers-color-scheme"), "{}", file.path);
        assert!(!html.contains("<script"), "{}", file.path);
        assert!(
            html.contains(r#"<a href="/__cairn/debug/routes/""#),
            "{}",
            file.path
        );
    }
}

#[test]
fn pages_show_the_builds_data() {
    let files = debug_pages(&config("debug = true\n", "/", true));
    let routes = page(&files, "__cairn/debug/routes/index.html");
    assert!(routes.contains(r#"<a href="/docs/intro/">/docs/intro/</a>"#));
    assert!(routes.contains("<code>@theme/DocPage</code>"));
    assert!(routes.contains("/assets/data/"));
    let config_page = page(&files, "__cairn/debug/config/index.html");
    assert!(
        config_page
            .contains(r#"<span class="key">"title"</span>: <span class="value">"Test"</span>"#)
    );
    assert!(
        config_page
            .contains(r#"<span class="key">"debug"</span>: <span class="value">true</span>"#)
    );
    let global = page(&files, "__cairn/debug/globalData/index.html");
    assert!(global.contains(r#"<span class="key">"docs"</span>"#));
    let content = page(&files, "__cairn/debug/content/index.html");
    assert!(content.contains("<tr><td><code>docs</code></td><td><code>default</code></td>"));
    assert!(content.contains("<tr><td><code>pages</code></td>"));
    let registry = page(&files, "__cairn/debug/registry/index.html");
    assert!(
        registry.contains(r#"<a href="/assets/js/DocPage-abc.js">assets/js/DocPage-abc.js</a>"#)
    );
    let metadata = page(&files, "__cairn/debug/metadata/index.html");
    assert!(metadata.contains(&format!("<code>{}</code>", env!("CARGO_PKG_VERSION"))));
    assert!(metadata.contains("<code>https://test.dev</code>"));
    let index = page(&files, "__cairn/debug/index.html");
    assert!(index.contains("routes</td>"));
}

#[test]
fn a_title_with_markup_is_escaped() {
    let files = debug_pages(&config("debug = true\n", "/", true));
    let routes = page(&files, "__cairn/debug/routes/index.html");
    assert!(routes.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!routes.contains("<script>alert"));
    let global = page(&files, "__cairn/debug/globalData/index.html");
    assert!(!global.contains("<script>alert"));
}

#[test]
fn paths_follow_the_base_url() {
    let files = debug_pages(&config("debug = true\n", "/base/", false));
    let paths: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
    assert!(paths.contains(&"__cairn/debug/routes/index.html"));
    let routes = page(&files, "__cairn/debug/routes/index.html");
    assert!(routes.contains(r#"<a href="/base/__cairn/debug/config">Config</a>"#));
    assert!(routes.contains(r#"<a href="/base/docs/intro">/base/docs/intro</a>"#));
    let registry = page(&files, "__cairn/debug/registry/index.html");
    assert!(registry.contains(r#"href="/base/assets/js/DocPage-abc.js""#));
}

#[test]
fn a_missing_bundle_manifest_is_said_not_fatal() {
    let config = config("debug = true\n", "/", true);
    let dir = site(&[("docs/intro.md", "# Intro\n")]);
    let loaded = load_with(dir.path(), &config).unwrap();
    let mut plan = plan(&config, &loaded, &Default::default()).unwrap();
    let mut outputs = outputs_of(&mut plan, "debug").unwrap();
    let out = tempfile::tempdir().unwrap();
    let context = PostBuildContext {
        config: &config,
        plan: &plan,
        site_dir: dir.path(),
        out_dir: out.path(),
        rendered_no_index: &Default::default(),
    };
    let files = outputs.post_build(&context).unwrap();
    let registry = page(&files, "__cairn/debug/registry/index.html");
    assert!(registry.contains("The registry is not available: cannot read"));
}
