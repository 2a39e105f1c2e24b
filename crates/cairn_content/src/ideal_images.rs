//! Ideal images in content: every `<IdealImage img="./shot.png" />` (and, with
//! `[idealImage] markdownImages`, every relative raster Markdown image) is resolved from its
//! document's folder, processed once per build in parallel by `cairn_images`, and replaced in
//! the page's props by what the theme component renders: the variants with their widths, the
//! placeholder, the size. The browser never needs a bundler loader for them.
//!
//! Files under `static/` that `[idealImage] staticImages` selects are processed too, for React
//! pages: their data is in the site's global data under `ideal-image`, keyed by site path.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use cairn_config::{IdealImageConfig, SiteConfig};
use cairn_images::{ImageError, Processor};
use cairn_markdown::{IDEAL_IMAGE, Node, Props};
use serde_json::{Value, json};

use crate::assets::{AssetCopy, Assets, Resolved, is_relative_file};
use crate::chunk::Chunk;
use crate::error::ContentError;
use crate::load::LoadedSite;
use crate::url::{UrlBuilder, percent_decode};

/// Name of the global data entry (`globalData["ideal-image"].default`) of static images.
pub const GLOBAL_DATA_NAME: &str = "ideal-image";

/// Extensions of the images Cairn resizes.
const RASTER: &[&str] = &["png", "jpg", "jpeg", "webp"];

/// The processed images of a build, by source file and (for static images) by site path.
#[derive(Debug, Default)]
pub(crate) struct IdealImages {
    by_source: HashMap<PathBuf, Value>,
    /// Site path (`/img/showcase/a.png`, without the base URL) → image data.
    pub by_site_path: BTreeMap<String, Value>,
    markdown_images: bool,
}

/// A file to process and where it is first used, for messages.
struct Use {
    source: PathBuf,
    location: String,
    site_path: Option<String>,
}

/// Finds every ideal image of the site, processes them (or, in a development build with
/// `disableInDev`, takes the originals), and adds their files to `assets`.
pub(crate) fn prepare(
    config: &SiteConfig,
    site: &LoadedSite,
    urls: &UrlBuilder,
    dev: bool,
    assets: &mut Assets,
) -> (IdealImages, Vec<ContentError>) {
    let ideal = &config.ideal_image;
    let mut errors = Vec::new();
    let mut uses = document_uses(config, site, &mut errors);
    uses.extend(static_uses(config, &site.site_dir, &mut errors));

    // Each file once, however many pages show it; the first use names it in messages.
    let mut unique: Vec<&Use> = Vec::new();
    let mut seen = HashMap::new();
    for image in &uses {
        if seen.insert(image.source.clone(), ()).is_none() {
            unique.push(image);
        }
    }
    let originals = dev && ideal.disable_in_dev;
    let mut images = IdealImages {
        markdown_images: ideal.markdown_images && !originals,
        ..IdealImages::default()
    };
    let data_of = if originals {
        originals_data(&unique, urls, assets)
    } else {
        processed_data(&unique, site, ideal, urls, assets, &mut errors)
    };
    images.add_uses(&uses, &data_of);
    (images, errors)
}

/// The images the site's documents show, in document order: each `IdealImage`, and each
/// relative raster Markdown image when `markdownImages` opts them in. A missing `IdealImage`
/// file is an error.
fn document_uses(
    config: &SiteConfig,
    site: &LoadedSite,
    errors: &mut Vec<ContentError>,
) -> Vec<Use> {
    let ideal = &config.ideal_image;
    let mut uses = Vec::new();
    for document in site.markdown_files() {
        let dir = document.source_path.parent().unwrap_or(Path::new(""));
        for node in &document.compiled.content {
            find_images(node, &mut |path, explicit| {
                let opted_in = ideal.markdown_images && is_raster(path);
                if !(explicit || opted_in) {
                    return;
                }
                let location = document
                    .compiled
                    .links
                    .iter()
                    .find(|link| link.url == path)
                    .map(|link| format!(":{}:{}", link.line, link.column))
                    .unwrap_or_default();
                let location = format!("{}{location}", document.display_path.display());
                let resolved = dir.join(percent_decode(
                    path.split(['?', '#']).next().unwrap_or(path),
                ));
                match resolved.canonicalize() {
                    Ok(source) if source.is_file() => uses.push(Use {
                        source,
                        location,
                        site_path: None,
                    }),
                    // A Markdown image's missing file is reported with the other assets.
                    _ if !explicit => {}
                    _ => errors.push(ContentError::IdealImage {
                        location,
                        message: format!(
                            "the image `{path}` does not exist (looked for `{}`)",
                            resolved.display()
                        ),
                        help: "`img` is a path relative to the document: `./img/shot.png`"
                            .to_owned(),
                    }),
                }
            });
        }
    }
    uses
}

/// A development build's data of each image, by source file: the original, unresized.
fn originals_data(
    unique: &[&Use],
    urls: &UrlBuilder,
    assets: &mut Assets,
) -> HashMap<PathBuf, Value> {
    let mut data_of = HashMap::new();
    for image in unique {
        if let Some(data) = original(image, urls, assets) {
            data_of.insert(image.source.clone(), data);
        }
    }
    data_of
}

/// Each image processed (in parallel), its files added to `assets` and its data by source
/// file; an image that fails is reported at its first use.
fn processed_data(
    unique: &[&Use],
    site: &LoadedSite,
    ideal: &IdealImageConfig,
    urls: &UrlBuilder,
    assets: &mut Assets,
    errors: &mut Vec<ContentError>,
) -> HashMap<PathBuf, Value> {
    let mut data_of = HashMap::new();
    let processor = Processor::for_site(&site.site_dir, ideal);
    let sources: Vec<PathBuf> = unique.iter().map(|image| image.source.clone()).collect();
    for (image, result) in unique.iter().zip(processor.process_all(&sources)) {
        match result {
            Ok(processed) => {
                for (source, output) in processed.files {
                    assets.copies.push(AssetCopy { source, output });
                }
                data_of.insert(image.source.clone(), props_data(&processed.image, urls));
            }
            Err(error) => errors.push(image_error(&image.location, error)),
        }
    }
    data_of
}

impl IdealImages {
    /// Files each use's data under its source file, or for a static image its site path.
    fn add_uses(&mut self, uses: &[Use], data_of: &HashMap<PathBuf, Value>) {
        for image in uses {
            let Some(data) = data_of.get(&image.source) else {
                continue;
            };
            match &image.site_path {
                Some(site_path) => {
                    // Global data is in every page's site data: the average colour stands in
                    // for the inlined placeholder there, seven characters instead of hundreds.
                    let mut data = data.clone();
                    if let Some(object) = data.as_object_mut() {
                        object.remove("preSrc");
                    }
                    self.by_site_path.insert(site_path.clone(), data);
                }
                None => {
                    self.by_source.insert(image.source.clone(), data.clone());
                }
            }
        }
    }

    /// Puts the processed data in place of the paths of the document's ideal images (and of
    /// its Markdown images, when they opt in); `dir` is the document's folder.
    pub(crate) fn apply(&self, node: &mut Node, dir: &Path) {
        let Node::Element {
            tag,
            props,
            children,
        } = node
        else {
            return;
        };
        let (key, markdown) = match tag.as_str() {
            IDEAL_IMAGE => ("img", false),
            // An `<img>` given a size by its author is shown at that size, as written.
            "img"
                if self.markdown_images
                    && !props.contains_key("width")
                    && !props.contains_key("height") =>
            {
                ("src", true)
            }
            _ => {
                for child in children {
                    self.apply(child, dir);
                }
                return;
            }
        };
        let Some(path) = props.get(key).and_then(Value::as_str) else {
            return;
        };
        let data = if is_relative_file(path) {
            let file = dir.join(percent_decode(
                path.split(['?', '#']).next().unwrap_or(path),
            ));
            file.canonicalize()
                .ok()
                .and_then(|source| self.by_source.get(&source))
        } else if !markdown {
            self.by_site_path.get(path)
        } else {
            None
        };
        let Some(data) = data.cloned() else {
            return;
        };
        if markdown {
            // `![alt](./shot.png "title")` keeps its alt text and title.
            let mut ideal = Props::new();
            for name in ["alt", "title"] {
                if let Some(value) = props.remove(name) {
                    ideal.insert(name.into(), value);
                }
            }
            ideal.insert("img".into(), data);
            *tag = IDEAL_IMAGE.to_owned();
            *props = ideal;
        } else {
            props.insert("img".into(), data);
        }
    }

    /// The global data of static images, when the site has any: the URL of the chunk that
    /// holds their data by site path, and that chunk. Only pages that show one load it, so a
    /// page does not grow with the number of images the site has.
    pub(crate) fn global_data(&self, urls: &UrlBuilder) -> Option<(Value, Chunk)> {
        if self.by_site_path.is_empty() {
            return None;
        }
        let chunk = Chunk::new(&self.by_site_path);
        Some((json!({ "imagesUrl": chunk.url(urls) }), chunk))
    }
}

/// Calls `found(path, explicit)` for each `IdealImage` (explicit) and `img` under `node`.
fn find_images(node: &Node, found: &mut impl FnMut(&str, bool)) {
    node.visit_elements(&mut |tag, props| {
        let (key, explicit) = match tag {
            IDEAL_IMAGE => ("img", true),
            "img" => ("src", false),
            _ => return,
        };
        if let Some(path) = props.get(key).and_then(Value::as_str)
            && is_relative_file(path)
        {
            found(path, explicit);
        }
    });
}

fn is_raster(path: &str) -> bool {
    let path = path.split(['?', '#']).next().unwrap_or(path);
    path.rsplit_once('.')
        .is_some_and(|(_, extension)| RASTER.contains(&extension.to_ascii_lowercase().as_str()))
}

/// Files under `static/` that `staticImages` selects, by site path.
fn static_uses(config: &SiteConfig, site_dir: &Path, errors: &mut Vec<ContentError>) -> Vec<Use> {
    let patterns = &config.ideal_image.static_images;
    if patterns.is_empty() {
        return Vec::new();
    }
    let mut builder = globset::GlobSetBuilder::new();
    for pattern in patterns {
        // Checked when the config was read.
        if let Ok(glob) = globset::Glob::new(pattern) {
            builder.add(glob);
        }
    }
    let Ok(set) = builder.build() else {
        return Vec::new();
    };
    let mut uses = Vec::new();
    for static_dir in config.static_dirs(site_dir) {
        for entry in walkdir::WalkDir::new(&static_dir)
            .sort_by_file_name()
            .into_iter()
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_file())
        {
            let Ok(relative) = entry.path().strip_prefix(&static_dir) else {
                continue;
            };
            let relative = relative.to_string_lossy().replace('\\', "/");
            if !set.is_match(&relative) {
                continue;
            }
            if !is_raster(&relative) {
                errors.push(ContentError::IdealImage {
                    location: entry.path().display().to_string(),
                    message: "`staticImages` selects a file that is not a PNG, JPEG or WebP image"
                        .to_owned(),
                    help: "narrow the glob, e.g. `img/showcase/*.png`".to_owned(),
                });
                continue;
            }
            uses.push(Use {
                source: entry.path().to_path_buf(),
                location: entry.path().display().to_string(),
                site_path: Some(format!("/{relative}")),
            });
        }
    }
    uses
}

/// The image's data for the theme: URLs with the base URL, widths, the placeholder.
fn props_data(image: &cairn_images::ProcessedImage, urls: &UrlBuilder) -> Value {
    let largest = image.largest();
    json!({
        "src": urls.asset(&largest.path),
        "width": largest.width,
        "height": largest.height,
        "preSrc": image.placeholder,
        "color": image.color,
        "format": image.format,
        "images": image.images.iter().map(|variant| json!({
            "path": urls.asset(&variant.path),
            "width": variant.width,
            "height": variant.height,
        })).collect::<Vec<_>>(),
    })
}

/// A development build's data: the original file alone, unresized, without placeholder.
fn original(image: &Use, urls: &UrlBuilder, assets: &mut Assets) -> Option<Value> {
    let (src, size) = match &image.site_path {
        Some(site_path) => {
            let size = imagesize::size(&image.source).ok();
            (
                urls.asset(site_path),
                size.map(|size| (size.width as u64, size.height as u64)),
            )
        }
        None => {
            let dir = image.source.parent()?;
            let name = image.source.file_name()?.to_string_lossy().into_owned();
            match assets.resolve(dir, &name) {
                Resolved::File { output, size } => (urls.asset(&output), size),
                Resolved::Missing(_) => return None,
            }
        }
    };
    let (width, height) = size.unwrap_or((0, 0));
    Some(json!({
        "src": src,
        "width": width,
        "height": height,
        "images": [{ "path": src, "width": width, "height": height }],
    }))
}

fn image_error(location: &str, error: ImageError) -> ContentError {
    let help = match error {
        ImageError::Undecodable { .. } => {
            "convert it to PNG, JPEG or WebP, or show it with a plain image"
        }
        ImageError::Unreadable { .. } => "check the file's permissions",
        ImageError::Cache { .. } => {
            "check that `.cairn/cache/` in the site's folder can be written, or delete it"
        }
    };
    ContentError::IdealImage {
        location: location.to_owned(),
        message: error.to_string(),
        help: help.to_owned(),
    }
}

/// The ideal-image plugin: finds the images pages show through `IdealImage` (and Markdown
/// images, when `[idealImage] markdownImages` says so), makes their sizes, and gives every
/// page the table of processed static images as global data. It plans first: the content
/// plugins' pages are resolved against what it made.
pub struct IdealImagesPlugin;

impl crate::plugin::Plugin for IdealImagesPlugin {
    fn name(&self) -> &str {
        GLOBAL_DATA_NAME
    }

    fn needs(&self) -> crate::plugin::Needs {
        crate::plugin::Needs::NothingAndPrepares
    }

    fn load_content<'a>(
        &'a self,
        _input: crate::plugin::LoadInput<'a>,
    ) -> Result<Box<dyn crate::plugin::PluginContent + 'a>, ContentError> {
        Ok(Box::new(IdealImagesContent))
    }
}

struct IdealImagesContent;

impl crate::plugin::PluginContent for IdealImagesContent {
    fn plan(
        &self,
        context: &mut crate::plan::PlanContext<'_>,
    ) -> Result<crate::plugin::PluginRoutes, ContentError> {
        let site = context.site;
        let (images, errors) = prepare(
            site.config,
            site.loaded,
            site.urls,
            site.options.dev,
            &mut context.assets,
        );
        let global = images.global_data(site.urls);
        // Set even when some images failed: the pages that use the others still resolve, and
        // every error of the build is reported together.
        context.assets.ideal = std::sync::Arc::new(images);
        if !errors.is_empty() {
            return Err(ContentError::many(errors));
        }
        Ok(match global {
            Some((data, chunk)) => crate::plugin::PluginRoutes {
                global_data: Some(data),
                global_chunks: vec![chunk],
                ..Default::default()
            },
            None => crate::plugin::PluginRoutes::default(),
        })
    }
}
