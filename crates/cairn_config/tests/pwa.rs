#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `[pwa]`: defaults, and the messages a site author reads for a wrong option.
use std::path::Path;

use cairn_config::{ActivationStrategy, AttributeValue, Display, parse};

mod support;
use support::{MINIMAL, parse_error, render};

#[test]
fn absent_unless_the_table_is_there() {
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert!(config.pwa.is_none());
}

#[test]
fn defaults_follow_docusaurus() {
    let config = parse(&format!("{MINIMAL}\n[pwa]\n"), Path::new("cairn.toml")).unwrap();
    let pwa = config.pwa.unwrap();
    assert_eq!(
        pwa.offline_mode_activation_strategies,
        [
            ActivationStrategy::AppInstalled,
            ActivationStrategy::QueryString,
            ActivationStrategy::Standalone
        ]
    );
    assert!(!pwa.debug);
    assert!(pwa.sw_register);
    assert!(pwa.sw_custom.is_none());
    assert_eq!(pwa.display, Display::Standalone);
}

#[test]
fn every_option_parses() {
    let config = parse(
        &format!(
            "{MINIMAL}\n[pwa]\nofflineModeActivationStrategies = [\"mobile\", \"saveData\", \"always\"]\ndebug = true\nswCustom = \"./src/sw.js\"\nswRegister = false\nname = \"Cairn docs\"\nshortName = \"Cairn\"\nstartUrl = \"/docs/\"\ndisplay = \"minimal-ui\"\nthemeColor = \"#2e8555\"\nbackgroundColor = \"#ffffff\"\nicon = \"img/icon.png\"\npwaHead = [{{ tagName = \"link\", rel = \"apple-touch-icon\", href = \"/img/icon.png\" }}]\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    let pwa = config.pwa.unwrap();
    assert_eq!(pwa.offline_mode_activation_strategies.len(), 3);
    assert_eq!(pwa.display.as_str(), "minimal-ui");
    assert_eq!(pwa.pwa_head[0].tag_name, "link");
    assert_eq!(
        pwa.pwa_head[0].attributes.get("rel"),
        Some(&AttributeValue::Text("apple-touch-icon".to_owned()))
    );
}

#[test]
fn unknown_strategy() {
    let error = parse_error(&format!(
        "{MINIMAL}\n[pwa]\nofflineModeActivationStrategies = [\"appInstalled\", \"onWifi\"]\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn unknown_option() {
    let error = parse_error(&format!("{MINIMAL}\n[pwa]\nswRegistration = false\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn pwa_head_tag_outside_head() {
    let error = parse_error(&format!(
        "{MINIMAL}\n[pwa]\npwaHead = [{{ tagName = \"div\", class = \"x\" }}]\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn svg_icon() {
    let error = parse_error(&format!("{MINIMAL}\n[pwa]\nicon = \"img/logo.svg\"\n"));
    insta::assert_snapshot!(render(&error));
}
