//! The web app manifest (`manifest.json`) and the icons it lists.

use std::io::Cursor;

use cairn_config::{PwaConfig, SiteConfig};
use image::imageops::FilterType;

/// Square icon sizes written from the source image: the launcher sizes Android and desktop
/// browsers ask for, 192 and 512 being the two installability needs.
pub const ICON_SIZES: &[u32] = &[48, 72, 96, 144, 192, 256, 384, 512];

/// One resized icon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Icon {
    /// Path inside the output folder: `pwa/icon-192.png`.
    pub path: String,
    pub size: u32,
    pub bytes: Vec<u8>,
}

/// Decodes the source image and writes it as a PNG at each of [`ICON_SIZES`]. A source that
/// is not square is stretched rather than cropped: cropping could cut the mark off, and a
/// stretched icon tells its author at first sight.
pub fn icons(source: &[u8]) -> Result<Vec<Icon>, String> {
    let image = image::load_from_memory(source).map_err(|error| error.to_string())?;
    ICON_SIZES
        .iter()
        .map(|&size| {
            let resized = image.resize_exact(size, size, FilterType::Lanczos3);
            let mut bytes = Vec::new();
            resized
                .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
                .map_err(|error| error.to_string())?;
            Ok(Icon {
                path: format!("pwa/icon-{size}.png"),
                size,
                bytes,
            })
        })
        .collect()
}

/// The manifest's JSON; icon `src`s are under the site's `baseUrl`.
pub fn web_app_manifest(config: &SiteConfig, pwa: &PwaConfig, icons: &[Icon]) -> serde_json::Value {
    let name = pwa.name.clone().unwrap_or_else(|| config.title.clone());
    let mut manifest = serde_json::Map::new();
    manifest.insert("name".to_owned(), name.clone().into());
    manifest.insert(
        "short_name".to_owned(),
        pwa.short_name.clone().unwrap_or(name).into(),
    );
    if !config.tagline.is_empty() {
        manifest.insert("description".to_owned(), config.tagline.clone().into());
    }
    manifest.insert(
        "start_url".to_owned(),
        pwa.start_url
            .clone()
            .unwrap_or_else(|| config.base_url.clone())
            .into(),
    );
    manifest.insert("scope".to_owned(), config.base_url.clone().into());
    manifest.insert("display".to_owned(), pwa.display.as_str().into());
    if let Some(colour) = &pwa.theme_color {
        manifest.insert("theme_color".to_owned(), colour.clone().into());
    }
    if let Some(colour) = &pwa.background_color {
        manifest.insert("background_color".to_owned(), colour.clone().into());
    }
    manifest.insert(
        "icons".to_owned(),
        icons
            .iter()
            .map(|icon| {
                serde_json::json!({
                    "src": format!("{}{}", config.base_url, icon.path),
                    "sizes": format!("{0}x{0}", icon.size),
                    "type": "image/png",
                })
            })
            .collect(),
    );
    manifest.into()
}
