#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! A site's own Docusaurus plugins (`plugins` in cairn.toml), run by `cairn build` with
//! Docusaurus's lifecycle: routes with data, global data, HTML tags, client modules and
//! post-build files; and the errors a plugin's code makes, named by plugin and hook.
//!
//! The fixture site is `tests/fixtures/plugins/`; sites are built under the workspace's
//! `target/` folder, where the theme is found.

use std::process::Output;

mod support;
use support::{report, says};

fn build_fixture(replace: Option<(&str, &str, &str)>) -> (tempfile::TempDir, Output) {
    support::build_fixture("plugins", replace)
}

#[test]
fn plugins_add_routes_with_data_global_data_tags_client_modules_and_files() {
    let (root, output) = build_fixture(None);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let read = |path: &str| std::fs::read_to_string(out.join(path)).unwrap();

    // Routes from `addRoute`, their props from `createData`, global data from `allContentLoaded`.
    let list = read("releases/index.html");
    assert!(
        list.contains("Releases (latest: <!-- -->2.0<!-- -->)"),
        "{list}"
    );
    assert!(list.contains("href=\"/releases/1.0/\""), "{list}");
    // `configureWebpack`'s `resolve.alias`: the page imports the data folder by its alias.
    assert!(
        list.contains("<p class=\"release-count\">2<!-- --> in the data folder</p>"),
        "{list}"
    );
    // A Markdown page imports a component through a plugin's alias.
    let home = read("index.html");
    assert!(
        home.contains("<p class=\"alias-greeting\">Hello through an alias</p>"),
        "{home}"
    );
    let release = read("releases/1.0/index.html");
    assert!(release.contains("<p>The first release</p>"), "{release}");
    assert!(release.contains("<title>Version 1.0 | Plugin fixture</title>"));
    // `getThemePath`: the plugin's component, wrapped by the site's through `@theme-original`.
    assert!(
        release.contains(
            "<strong class=\"site-wrapper\"><span class=\"release-badge\">v<!-- -->1.0</span></strong>"
        ),
        "{release}"
    );

    // `injectHtmlTags`, on every page, in its three places.
    for page in ["index.html", "releases/index.html", "404.html"] {
        let html = read(page);
        assert!(
            html.contains("<meta name=\"fixture-site\" content=\"Plugin fixture\">"),
            "{page}"
        );
        let body = html.split_once("<body>").unwrap().1;
        assert!(
            body.trim_start()
                .starts_with("<noscript id=\"fixture-start\">first in body</noscript>"),
            "{page}: {body}"
        );
        assert!(
            body.trim_end()
                .ends_with("<div id=\"fixture-end\" hidden>last in body</div>\n</body>\n</html>"),
            "{page}: {body}"
        );
    }

    // `getClientModules`: in the browser's entry.
    let registry =
        std::fs::read_to_string(root.path().join("site/.cairn/generated/registry.js")).unwrap();
    assert!(registry.contains("src/routeMark.js"), "{registry}");

    // `postBuild` writes beside the pages, with every route's path.
    let routes = read("routes.txt");
    for path in [
        "/",
        "/releases/",
        "/releases/1.0/",
        "/releases/2.0/",
        "/404.html",
    ] {
        assert!(
            routes.lines().any(|line| line == path),
            "{path} in {routes}"
        );
    }

    // The plugin's pages are the site's: in the sitemap too.
    let sitemap = read("sitemap.xml");
    assert!(sitemap.contains("https://plugins.example/releases/2.0/"));
    // With the `lastmod` of the route's metadata, where the plugin gives one.
    let entry = |loc: &str| {
        let start = sitemap.find(&format!("<loc>{loc}</loc>")).unwrap();
        sitemap[start..start + sitemap[start..].find("</url>").unwrap()].to_owned()
    };
    let newest = entry("https://plugins.example/releases/2.0/");
    assert!(newest.contains("<lastmod>2026-03-04</lastmod>"), "{newest}");
    let first = entry("https://plugins.example/releases/1.0/");
    assert!(!first.contains("<lastmod>"), "{first}");

    // A webpack hook is reported, not silently dropped.
    assert!(
        says(
            &report(&output),
            "plugin fixture-extras: of what `configureWebpack` sets, Cairn applies `resolve.alias` only"
        ) && says(&report(&output), "not applied: module"),
        "{}",
        report(&output)
    );
}

#[test]
fn an_error_in_a_hook_names_the_plugin_the_hook_and_the_place() {
    let (root, output) = build_fixture(Some((
        "plugins/releases.mjs",
        "      return JSON.parse(",
        "      throw new Error('releases are not ready');\n      return JSON.parse(",
    )));
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    let report = report(&output);
    assert!(
        says(
            &report,
            "plugin fixture-releases (./plugins/releases.mjs), in `loadContent`: Error: releases are not ready"
        ),
        "{report}"
    );
    assert!(says(&report, "plugins/releases.mjs:9:13"), "{report}");
    assert!(!root.path().join("site/build").exists());
}

#[test]
fn options_a_plugin_refuses_and_a_module_that_is_not_there_are_named() {
    let (_root, output) = build_fixture(Some((
        "cairn.toml",
        "options = { file = \"data/releases.json\" }",
        "options = { file = 3 }",
    )));
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    assert!(
        says(
            &report(&output),
            "plugin plugins[0] (./plugins/releases.mjs), in `validateOptions`: Error: the option `file` names the releases file"
        ),
        "{}",
        report(&output)
    );

    let (_root, output) = build_fixture(Some((
        "cairn.toml",
        "\"./plugins/site-extras.cjs\"",
        "\"./plugins/missing.js\"",
    )));
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    let report = report(&output);
    assert!(
        says(
            &report,
            "plugin plugins[1] (./plugins/missing.js), in `load`: Error: cannot find `./plugins/missing.js` from the site's folder"
        ),
        "{report}"
    );
    assert!(says(&report, "an installed npm package"), "{report}");
}

#[test]
fn a_route_module_that_is_not_json_data_is_refused_with_the_route() {
    let (_root, output) = build_fixture(Some((
        "plugins/releases.mjs",
        "modules: { releases: list }",
        "modules: { releases: '@site/src/components/Release.js' }",
    )));
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    assert!(
        says(
            &report(&output),
            "in `contentLoaded`: Error: route /releases: module `releases` is `@site/src/components/Release.js`; Cairn gives route components JSON data only"
        ),
        "{}",
        report(&output)
    );
}
