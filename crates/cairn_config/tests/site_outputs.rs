#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `[[redirects]]`, `[sitemap]` and `[llms]`.
use std::path::Path;

use cairn_config::{Lastmod, OneOrMany, parse};

mod support;
use support::{MINIMAL, render};

fn parse_error(source: &str) -> String {
    render(&parse(source, Path::new("site/cairn.toml")).expect_err("config should be rejected"))
}

#[test]
fn defaults_write_a_sitemap_and_no_llms_txt() {
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert!(config.redirects.is_empty());
    assert!(config.sitemap.enabled);
    assert_eq!(config.sitemap.lastmod, None);
    assert_eq!(config.sitemap.changefreq, "weekly");
    assert!((config.sitemap.priority - 0.5).abs() < f64::EPSILON);
    assert_eq!(config.sitemap.filename, "sitemap.xml");
    assert!(config.sitemap.ignore_patterns.is_empty());
    assert!(!config.llms.enabled);
}

#[test]
fn redirects_take_one_path_or_several() {
    let config = parse(
        &format!(
            "{MINIMAL}[[redirects]]\nfrom = \"/old/\"\nto = \"/new/#part\"\n\
             [[redirects]]\nfrom = [\"/a/\", \"/b\"]\nto = \"https://example.com/x?y=1\"\n\
             [sitemap]\nlastmod = \"datetime\"\nchangefreq = \"\"\npriority = -1\n\
             ignorePatterns = [\"/tests/**\"]\n[llms]\nenabled = true\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert_eq!(config.redirects[0].from, OneOrMany::One("/old/".to_owned()));
    assert!(!config.redirects[0].is_external());
    assert_eq!(config.redirects[1].from.as_slice(), ["/a/", "/b"]);
    assert!(config.redirects[1].is_external());
    assert_eq!(config.sitemap.lastmod, Some(Lastmod::Datetime));
    assert!(config.llms.enabled);
}

#[test]
fn a_redirect_from_a_url_is_located() {
    let shown = parse_error(&format!(
        "{MINIMAL}[[redirects]]\nfrom = [\"/ok/\", \"https://x.dev/old\"]\nto = \"/new/\"\n"
    ));
    assert!(shown.contains("redirects[0].from[1]"), "{shown}");
    assert!(shown.contains("expected a site path"), "{shown}");
    assert!(shown.contains("cairn.toml:4:"), "{shown}");
}

#[test]
fn a_relative_redirect_target_is_refused() {
    let shown = parse_error(&format!(
        "{MINIMAL}[[redirects]]\nfrom = \"/old/\"\nto = \"new/\"\n"
    ));
    assert!(shown.contains("redirects[0].to"), "{shown}");
    assert!(shown.contains("or an absolute URL"), "{shown}");
}

#[test]
fn sitemap_values_are_checked() {
    let shown = parse_error(&format!("{MINIMAL}[sitemap]\nchangefreq = \"often\"\n"));
    assert!(shown.contains("sitemap.changefreq"), "{shown}");
    assert!(shown.contains("weekly"), "{shown}");
    let shown = parse_error(&format!("{MINIMAL}[sitemap]\npriority = 2.0\n"));
    assert!(shown.contains("sitemap.priority"), "{shown}");
    let shown = parse_error(&format!(
        "{MINIMAL}[sitemap]\nignorePatterns = [\"/a/{{b\"]\n"
    ));
    assert!(shown.contains("sitemap.ignorePatterns[0]"), "{shown}");
    let shown = parse_error(&format!("{MINIMAL}[llms]\nignorePatterns = [\"[a\"]\n"));
    assert!(shown.contains("llms.ignorePatterns[0]"), "{shown}");
    let shown = parse_error(&format!("{MINIMAL}[sitemap]\nfilename = \"../x.xml\"\n"));
    assert!(shown.contains("sitemap.filename"), "{shown}");
    let shown = parse_error(&format!("{MINIMAL}[sitemap]\nlastmod = \"week\"\n"));
    assert!(shown.contains("sitemap.lastmod"), "{shown}");
}
