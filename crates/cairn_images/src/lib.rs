//! Ideal images: each source image is resized once per build-wide width list into responsive
//! variants, with a tiny placeholder to show while the real image loads.
//!
//! Outputs are written to a content-addressed cache (`<site>/.cairn/cache/ideal-img/<key>/`)
//! whose key is the source's bytes, the options and the engine version, so a rebuild reads
//! a folder instead of decoding and encoding again. The caller copies the cached files into
//! the output under the names given in [`ProcessedImage`].
//!
//! Formats: there is no lossy WebP or AVIF encoder in pure Rust that is both maintained and
//! fast enough for a build on two cores (the `image` crate only writes lossless WebP, which
//! is larger than a JPEG for photos), so a variant keeps its source's format: JPEG at the
//! configured quality, PNG for PNG, lossless WebP for WebP.

mod encode;

use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use base64::Engine as _;
use cairn_config::IdealImageConfig;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

pub use encode::OutputFormat;

/// Output folder of the variants, inside the site's output.
pub const OUTPUT_DIR: &str = "assets/ideal-img";

/// Where processed images are kept between builds, inside the site's folder.
pub const CACHE_DIR: &str = ".cairn/cache/ideal-img";

/// Bumped when the outputs for the same source and options change, so old caches are not
/// reused: the engine's version, and a revision of this crate's own processing.
const ENGINE_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "+ideal-img.2");

/// Width of the placeholder; the browser stretches and blurs it.
const PLACEHOLDER_WIDTH: u32 = 20;

/// The meta file of a cache entry.
const META_FILE: &str = "meta.json";

/// What resizing needs from `[idealImage]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ImageOptions {
    /// Requested widths, ascending.
    pub widths: Vec<u32>,
    /// JPEG quality, 1–100.
    pub quality: u8,
}

impl ImageOptions {
    pub fn from_config(config: &IdealImageConfig) -> ImageOptions {
        ImageOptions {
            widths: config.widths(),
            quality: config.quality,
        }
    }

    fn cache_tag(&self) -> String {
        let widths: Vec<String> = self.widths.iter().map(u32::to_string).collect();
        format!("{ENGINE_VERSION};w={};q={}", widths.join(","), self.quality)
    }
}

/// One resized file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variant {
    /// Path inside the output folder: `assets/ideal-img/shot-1a2b3c4d5e-640.png`.
    pub path: String,
    pub width: u32,
    pub height: u32,
}

/// Everything a page needs to show one image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProcessedImage {
    /// Variants by ascending width; the last is the largest and the fallback `src`.
    pub images: Vec<Variant>,
    /// `data:` URI of a tiny version, shown blurred until the image has loaded.
    pub placeholder: String,
    /// The image's average colour (`#rrggbb`): a placeholder of seven characters, for data
    /// every page carries.
    pub color: String,
    pub format: OutputFormat,
}

impl ProcessedImage {
    /// The largest variant: the `src` of browsers without `srcset`, and the intrinsic size.
    pub fn largest(&self) -> &Variant {
        // Never empty: at least the source's own width is produced.
        &self.images[self.images.len() - 1]
    }
}

/// A processed image and the cached files the output needs: `(cache file, output path)`.
#[derive(Debug, Clone)]
pub struct Processed {
    pub image: ProcessedImage,
    pub files: Vec<(PathBuf, String)>,
}

/// Why an image could not be processed.
#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    #[error("cannot read `{}`: {source}", path.display())]
    Unreadable {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("`{}` is not an image Cairn can resize ({reason}); use a PNG, JPEG or WebP file", path.display())]
    Undecodable { path: PathBuf, reason: String },
    #[error("cannot write the processed image of `{}` to the cache: {source}", path.display())]
    Cache {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Resizes images with one set of options, using and filling one cache folder.
#[derive(Debug)]
pub struct Processor {
    cache_dir: PathBuf,
    options: ImageOptions,
    /// Images decoded and encoded (not taken from the cache), for tests and benchmarks.
    encoded: AtomicUsize,
}

impl Processor {
    pub fn new(cache_dir: PathBuf, options: ImageOptions) -> Processor {
        Processor {
            cache_dir,
            options,
            encoded: AtomicUsize::new(0),
        }
    }

    /// The processor of a site: its cache folder and `[idealImage]` options.
    pub fn for_site(site_dir: &Path, config: &IdealImageConfig) -> Processor {
        Processor::new(site_dir.join(CACHE_DIR), ImageOptions::from_config(config))
    }

    /// How many images were decoded and encoded rather than read from the cache.
    pub fn encoded_count(&self) -> usize {
        self.encoded.load(Ordering::Relaxed)
    }

    /// Processes every source in parallel; one result per source, in order.
    pub fn process_all(&self, sources: &[PathBuf]) -> Vec<Result<Processed, ImageError>> {
        sources
            .par_iter()
            .map(|source| self.process(source))
            .collect()
    }

    /// One image: from the cache when its key is there, else decoded, resized and cached.
    pub fn process(&self, source: &Path) -> Result<Processed, ImageError> {
        let bytes = std::fs::read(source).map_err(|error| ImageError::Unreadable {
            path: source.to_path_buf(),
            source: error,
        })?;
        let mut hasher = blake3::Hasher::new();
        hasher.update(self.options.cache_tag().as_bytes());
        hasher.update(&bytes);
        let key = hasher.finalize().to_hex()[..16].to_owned();
        let entry = self.cache_dir.join(&key);
        if let Some(image) = read_cached(&entry) {
            return Ok(with_files(image, &entry));
        }
        let image = self.encode(source, &bytes, &key[..10], &entry)?;
        self.encoded.fetch_add(1, Ordering::Relaxed);
        Ok(with_files(image, &entry))
    }

    fn encode(
        &self,
        source: &Path,
        bytes: &[u8],
        hash: &str,
        entry: &Path,
    ) -> Result<ProcessedImage, ImageError> {
        let undecodable = |reason: String| ImageError::Undecodable {
            path: source.to_path_buf(),
            reason,
        };
        let reader = ImageReader::new(Cursor::new(bytes))
            .with_guessed_format()
            .map_err(|error| undecodable(error.to_string()))?;
        let format = match reader.format() {
            Some(ImageFormat::Png) => OutputFormat::Png,
            Some(ImageFormat::Jpeg) => OutputFormat::Jpeg,
            Some(ImageFormat::WebP) => OutputFormat::Webp,
            Some(other) => return Err(undecodable(format!("{other:?} is not resized"))),
            None => return Err(undecodable("unknown format".to_owned())),
        };
        let mut decoder = reader
            .into_decoder()
            .map_err(|error| undecodable(error.to_string()))?;
        // Phone photos are often stored sideways with an EXIF orientation; the browser would
        // show the original upright, so the variants must be too.
        let orientation = decoder.orientation().ok();
        let mut decoded =
            DynamicImage::from_decoder(decoder).map_err(|error| undecodable(error.to_string()))?;
        if let Some(orientation) = orientation {
            decoded.apply_orientation(orientation);
        }
        let decoded = encode::normalize(decoded);

        let widths = variant_widths(&self.options.widths, decoded.width());
        let stem = source
            .file_stem()
            .map(|stem| sanitize_file_name(&stem.to_string_lossy()))
            .unwrap_or_else(|| "image".to_owned());
        let cache_error = |error: std::io::Error| ImageError::Cache {
            path: source.to_path_buf(),
            source: error,
        };
        // A folder per key, written under a temporary name and renamed, so a build stopped
        // halfway never leaves an entry that looks complete.
        let partial = entry.with_extension(format!("partial-{}", std::process::id()));
        std::fs::create_dir_all(&partial).map_err(cache_error)?;
        let mut images = Vec::with_capacity(widths.len());
        for width in widths {
            let resized = encode::resize(&decoded, width).map_err(&undecodable)?;
            let name = format!("{stem}-{hash}-{width}.{}", format.extension());
            let data =
                encode::encode(&resized, format, self.options.quality).map_err(&undecodable)?;
            std::fs::write(partial.join(&name), data).map_err(cache_error)?;
            images.push(Variant {
                path: format!("{OUTPUT_DIR}/{name}"),
                width: resized.width(),
                height: resized.height(),
            });
        }
        let placeholder = placeholder(&decoded).map_err(&undecodable)?;
        let image = ProcessedImage {
            images,
            placeholder,
            color: average_color(&decoded),
            format,
        };
        let meta = serde_json::to_vec(&image).map_err(|error| cache_error(error.into()))?;
        std::fs::write(partial.join(META_FILE), meta).map_err(cache_error)?;
        // Another build may have written the same entry meanwhile; its files are the same.
        if std::fs::rename(&partial, entry).is_err() {
            let _ = std::fs::remove_dir_all(&partial);
        }
        Ok(image)
    }
}

/// The widths to produce for a source `source_width` wide: the requested ones it can fill,
/// and the source's own width in place of any wider ones. Never upscales.
pub fn variant_widths(requested: &[u32], source_width: u32) -> Vec<u32> {
    let mut widths: Vec<u32> = requested
        .iter()
        .copied()
        .filter(|width| *width <= source_width)
        .collect();
    if widths.len() < requested.len() || widths.is_empty() {
        widths.push(source_width);
    }
    widths.sort_unstable();
    widths.dedup();
    widths
}

fn read_cached(entry: &Path) -> Option<ProcessedImage> {
    let meta = std::fs::read(entry.join(META_FILE)).ok()?;
    let image: ProcessedImage = serde_json::from_slice(&meta).ok()?;
    let complete = !image.images.is_empty()
        && image
            .images
            .iter()
            .all(|variant| entry.join(file_name(&variant.path)).is_file());
    complete.then_some(image)
}

fn with_files(image: ProcessedImage, entry: &Path) -> Processed {
    let files = image
        .images
        .iter()
        .map(|variant| (entry.join(file_name(&variant.path)), variant.path.clone()))
        .collect();
    Processed { image, files }
}

fn file_name(output: &str) -> &str {
    output.rsplit('/').next().unwrap_or(output)
}

fn placeholder(image: &DynamicImage) -> Result<String, String> {
    let width = PLACEHOLDER_WIDTH.min(image.width());
    let tiny = encode::resize(image, width)?;
    let png = encode::encode(&tiny, OutputFormat::Png, 0)?;
    // The placeholder is inlined in page data, so the shorter encoding wins: JPEG for photos
    // (its details are blurred away anyway, so a low quality does), PNG for flat drawings and
    // screenshots, where JPEG's fixed tables alone are larger than the whole PNG.
    let (mime, data) = if tiny.color().has_alpha() {
        ("image/png", png)
    } else {
        let jpeg = encode::encode(&tiny, OutputFormat::Jpeg, 50)?;
        if jpeg.len() < png.len() {
            ("image/jpeg", jpeg)
        } else {
            ("image/png", png)
        }
    };
    let encoded = base64::engine::general_purpose::STANDARD.encode(data);
    Ok(format!("data:{mime};base64,{encoded}"))
}

fn average_color(image: &DynamicImage) -> String {
    // The 1×1 resize is the average, weighted as the resizer weighs pixels.
    let pixel = encode::resize_exact(image, 1, 1)
        .map(|tiny| tiny.to_rgb8().get_pixel(0, 0).0)
        .unwrap_or([128, 128, 128]);
    format!("#{:02x}{:02x}{:02x}", pixel[0], pixel[1], pixel[2])
}

/// `name` with every character but ASCII letters, digits, `-` and `_` made a `-`: safe in
/// an output file name and a URL without escaping. Copied assets are named the same way.
pub fn sanitize_file_name(name: &str) -> String {
    name.chars()
        .map(|character| {
            if character.is_ascii_alphanumeric() || character == '-' || character == '_' {
                character
            } else {
                '-'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
