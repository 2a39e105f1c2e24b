//! Pixels in, bytes out: resizing with `fast_image_resize` and encoding with `image`.

use std::io::Cursor;

use fast_image_resize::{FilterType, ResizeAlg, ResizeOptions, Resizer};
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType as PngFilter, PngEncoder};
use image::codecs::webp::WebPEncoder;
use image::{DynamicImage, ImageEncoder};
use serde::{Deserialize, Serialize};

/// The format of every variant of one image: the source's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OutputFormat {
    Png,
    Jpeg,
    Webp,
}

impl OutputFormat {
    pub fn extension(self) -> &'static str {
        match self {
            OutputFormat::Png => "png",
            OutputFormat::Jpeg => "jpg",
            OutputFormat::Webp => "webp",
        }
    }
}

/// 8-bit RGB or RGBA: the pixel layouts every encoder here takes and the resizer is fastest
/// on; an alpha channel is kept only when the source has one.
pub(crate) fn normalize(image: DynamicImage) -> DynamicImage {
    match image {
        DynamicImage::ImageRgb8(_) | DynamicImage::ImageRgba8(_) => image,
        image if image.color().has_alpha() => DynamicImage::ImageRgba8(image.to_rgba8()),
        image => DynamicImage::ImageRgb8(image.to_rgb8()),
    }
}

/// `image` scaled to `width`, keeping its aspect ratio (at least 1 pixel high).
pub(crate) fn resize(image: &DynamicImage, width: u32) -> Result<DynamicImage, String> {
    if width == image.width() {
        return Ok(image.clone());
    }
    let height = ((u64::from(image.height()) * u64::from(width) + u64::from(image.width()) / 2)
        / u64::from(image.width()))
    .max(1) as u32;
    resize_exact(image, width, height)
}

/// `image` scaled to exactly `width` × `height`.
pub(crate) fn resize_exact(
    image: &DynamicImage,
    width: u32,
    height: u32,
) -> Result<DynamicImage, String> {
    let mut target = DynamicImage::new(width, height, image.color());
    // Lanczos3 keeps text in screenshots sharp; alpha is premultiplied by the resizer so
    // transparent edges do not turn dark.
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3));
    Resizer::new()
        .resize(image, &mut target, &options)
        .map_err(|error| error.to_string())?;
    Ok(target)
}

/// Encodes `image` in `format`; `quality` is used by JPEG only.
pub(crate) fn encode(
    image: &DynamicImage,
    format: OutputFormat,
    quality: u8,
) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let (width, height, color) = (image.width(), image.height(), image.color().into());
    let result = match format {
        OutputFormat::Jpeg => {
            // JPEG has no alpha: flatten onto the RGB channels.
            let rgb = image.to_rgb8();
            JpegEncoder::new_with_quality(&mut out, quality).write_image(
                rgb.as_raw(),
                width,
                height,
                image::ExtendedColorType::Rgb8,
            )
        }
        OutputFormat::Png => PngEncoder::new_with_quality(
            Cursor::new(&mut out),
            CompressionType::Default,
            PngFilter::Adaptive,
        )
        .write_image(image.as_bytes(), width, height, color),
        OutputFormat::Webp => WebPEncoder::new_lossless(Cursor::new(&mut out)).write_image(
            image.as_bytes(),
            width,
            height,
            color,
        ),
    };
    result.map_err(|error| error.to_string())?;
    Ok(out)
}
