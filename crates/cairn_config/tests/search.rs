#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `[search]`: the messages a site author reads when the DocSearch settings are incomplete.
use std::path::Path;

use cairn_config::{SearchProvider, parse};

mod support;
use support::{MINIMAL, parse_error, render};

#[test]
fn search_is_on_and_local_without_a_table() {
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert!(config.search.enabled);
    assert_eq!(config.search.provider, SearchProvider::Local);
}

#[test]
fn index_parts_of_no_pages() {
    let error = parse_error(&format!("{MINIMAL}\n[search]\npagesPerIndexPart = 0\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn index_parts_of_a_negative_number_of_pages() {
    let error = parse_error(&format!("{MINIMAL}\n[search]\npagesPerIndexPart = -5\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn docsearch_without_its_table() {
    let error = parse_error(&format!("{MINIMAL}\n[search]\nprovider = \"docsearch\"\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn docsearch_with_an_empty_app_id() {
    let error = parse_error(&format!(
        "{MINIMAL}\n[search]\nprovider = \"docsearch\"\n\n[search.docsearch]\nappId = \"\"\napiKey = \"25626fae796133dc1e734c6bcaaeac3c\"\nindexName = \"cairn\"\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn docsearch_without_an_index_name() {
    let error = parse_error(&format!(
        "{MINIMAL}\n[search]\nprovider = \"docsearch\"\n\n[search.docsearch]\nappId = \"BH4D9OD16A\"\napiKey = \"key\"\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn unknown_provider() {
    let error = parse_error(&format!("{MINIMAL}\n[search]\nprovider = \"algolia\"\n"));
    insta::assert_snapshot!(render(&error));
}
