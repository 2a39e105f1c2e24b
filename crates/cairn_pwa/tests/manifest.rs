#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The manifest, its icons and the tags every page gets, from a `[pwa]` table.
use std::io::Cursor;
use std::path::{Path, PathBuf};

use cairn_content::Plugin;
use cairn_pwa::{ICON_SIZES, PwaPlugin, icons, web_app_manifest};

const SITE: &str = "title = \"Cairn\"\ntagline = \"Docs that stand\"\nurl = \"https://cairn.dev\"\nbaseUrl = \"/docs-site/\"\n\n[pwa]\nthemeColor = \"#2e8555\"\nbackgroundColor = \"#ffffff\"\nicon = \"img/icon.png\"\npwaHead = [{ tagName = \"link\", rel = \"apple-touch-icon\", href = \"/docs-site/img/icon.png\" }]\n";

fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbaImage::from_pixel(width, height, image::Rgba([46, 133, 85, 255]));
    let mut bytes = Vec::new();
    image
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
        .unwrap();
    bytes
}

#[test]
fn manifest_lists_every_icon_size() {
    let config = cairn_config::parse(SITE, Path::new("cairn.toml")).unwrap();
    let pwa = config.pwa.clone().unwrap();
    let icons = icons(&png(600, 600)).unwrap();
    assert_eq!(icons.len(), ICON_SIZES.len());
    for icon in &icons {
        let decoded = image::load_from_memory(&icon.bytes).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (icon.size, icon.size));
    }
    insta::assert_json_snapshot!(web_app_manifest(&config, &pwa, &icons));
}

#[test]
fn an_unreadable_icon_is_an_error() {
    assert!(icons(b"not an image").is_err());
}

#[test]
fn head_tags_and_client_module() {
    let config = cairn_config::parse(SITE, Path::new("cairn.toml")).unwrap();
    let plugin = PwaPlugin::new(&config, PathBuf::from("theme"));
    let tags: Vec<String> = plugin
        .head_tags()
        .iter()
        .map(|tag| format!("{} {:?}", tag.tag, tag.attributes))
        .collect();
    insta::assert_snapshot!(tags.join("\n"));
    assert_eq!(plugin.client_modules(), ["@cairn/theme/pwa"]);

    let off = cairn_config::parse(
        &format!("{SITE}swRegister = false\n"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert!(
        PwaPlugin::new(&off, PathBuf::from("theme"))
            .client_modules()
            .is_empty()
    );

    let none = cairn_config::parse(
        "title = \"Cairn\"\nurl = \"https://cairn.dev\"\n",
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert!(
        PwaPlugin::new(&none, PathBuf::from("theme"))
            .head_tags()
            .is_empty()
    );
}
