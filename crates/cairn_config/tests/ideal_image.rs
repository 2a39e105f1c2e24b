#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `[idealImage]`: defaults, and the messages a site author reads for impossible widths.
use std::path::Path;

use cairn_config::parse;

mod support;
use support::{MINIMAL, parse_error, render};

#[test]
fn defaults_follow_docusaurus() {
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    let ideal = &config.ideal_image;
    assert_eq!(
        (ideal.quality, ideal.min, ideal.max, ideal.steps),
        (85, 640, 1030, 2)
    );
    assert!(ideal.disable_in_dev);
    assert!(!ideal.markdown_images);
    assert_eq!(ideal.widths(), vec![640, 1030]);
}

#[test]
fn the_website_settings_parse() {
    let config = parse(
        &format!("{MINIMAL}\n[idealImage]\nquality = 70\nmin = 640\nmax = 1030\nsteps = 2\nsizes = [320, 960]\nstaticImages = [\"img/showcase/*.png\"]\n"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert_eq!(config.ideal_image.quality, 70);
    assert_eq!(config.ideal_image.widths(), vec![320, 960]);
}

#[test]
fn min_larger_than_max() {
    let error = parse_error(&format!("{MINIMAL}\n[idealImage]\nmin = 1200\nmax = 800\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn quality_out_of_range() {
    let error = parse_error(&format!("{MINIMAL}\n[idealImage]\nquality = 0\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn zero_width_in_sizes() {
    let error = parse_error(&format!("{MINIMAL}\n[idealImage]\nsizes = [640, 0]\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn static_images_outside_static() {
    let error = parse_error(&format!(
        "{MINIMAL}\n[idealImage]\nstaticImages = [\"../secret/*.png\"]\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn unknown_option() {
    let error = parse_error(&format!("{MINIMAL}\n[idealImage]\nmaxWidth = 1030\n"));
    insta::assert_snapshot!(render(&error));
}
