#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `[announcementBar]`, `[colorMode]` and `[siteStorage]`.
use std::path::Path;

use cairn_config::{ColorModeName, StorageType, html_attributes, parse};

mod support;
use support::{MINIMAL, parse_error, render};

#[test]
fn chrome_defaults_are_docusaurus_ones() {
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert!(config.announcement_bar.is_none());
    assert_eq!(config.color_mode.default_mode, ColorModeName::Light);
    assert!(!config.color_mode.disable_switch);
    assert!(!config.color_mode.respect_prefers_color_scheme);
    assert_eq!(config.site_storage.kind, StorageType::LocalStorage);
    assert_eq!(config.site_storage.namespace, None);
    assert_eq!(
        html_attributes(&config),
        vec![
            ("data-storage-type", "localStorage".to_owned()),
            ("data-default-mode", "light".to_owned()),
        ]
    );

    let config = parse(
        &format!("{MINIMAL}[announcementBar]\ncontent = \"Hi\"\n"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    let bar = config.announcement_bar.unwrap();
    assert_eq!(bar.id, "announcement-bar");
    assert_eq!(bar.background_color, "#fff");
    assert_eq!(bar.text_color, "#000");
    assert!(bar.is_closeable);
}

#[test]
fn chrome_tables_reach_the_html_attributes() {
    let config = parse(
        &format!(
            "{MINIMAL}[announcementBar]\nid = \"release-3.4\"\ncontent = \"<b>3.4</b>\"\nbackgroundColor = \"rgb(20 20 20)\"\n\n[colorMode]\ndefaultMode = \"dark\"\ndisableSwitch = true\nrespectPrefersColorScheme = true\n\n[siteStorage]\ntype = \"sessionStorage\"\nnamespace = \"site-a\"\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert_eq!(
        html_attributes(&config),
        vec![
            ("data-storage-type", "sessionStorage".to_owned()),
            ("data-storage-namespace", "site-a".to_owned()),
            ("data-default-mode", "dark".to_owned()),
            ("data-respect-prefers-color-scheme", String::new()),
            ("data-disable-switch", String::new()),
            ("data-announcement-bar-id", "release-3.4".to_owned()),
        ]
    );
}

#[test]
fn announcement_id_must_not_be_empty() {
    let error = parse_error(&format!(
        "{MINIMAL}[announcementBar]\nid = \"\"\ncontent = \"Hi\"\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn announcement_colour_is_checked() {
    let error = parse_error(&format!(
        "{MINIMAL}[announcementBar]\ncontent = \"Hi\"\ntextColor = \"red; display: none\"\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn announcement_needs_content() {
    let error = parse_error(&format!("{MINIMAL}[announcementBar]\nid = \"a\"\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn color_mode_is_light_or_dark() {
    let error = parse_error(&format!("{MINIMAL}[colorMode]\ndefaultMode = \"auto\"\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn storage_type_and_namespace_are_checked() {
    let error = parse_error(&format!("{MINIMAL}[siteStorage]\ntype = \"cookies\"\n"));
    insta::assert_snapshot!("storage_type", render(&error));
    let error = parse_error(&format!("{MINIMAL}[siteStorage]\nnamespace = \"a b\"\n"));
    insta::assert_snapshot!("storage_namespace", render(&error));
}
