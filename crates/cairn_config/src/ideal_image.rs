//! `[idealImage]`: responsive images resized at build time. Option names follow Docusaurus's
//! ideal-image plugin (`quality`, `min`, `max`, `steps`, `sizes`, `disableInDev`), so a
//! migrated site reads the same; `markdownImages` and `staticImages` are Cairn's, because
//! Cairn has no bundler loader through which a page could ask for an image.

use serde::{Deserialize, Serialize};

use crate::defaults::default_true;
use crate::model::SiteConfig;

/// `[idealImage]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct IdealImageConfig {
    /// Encoder quality of lossy outputs (JPEG), 1 to 100.
    #[serde(default = "default_quality")]
    pub quality: u8,
    /// Narrowest width generated, in pixels.
    #[serde(default = "default_min")]
    pub min: u32,
    /// Widest width generated, in pixels (never wider than the source).
    #[serde(default = "default_max")]
    pub max: u32,
    /// How many widths between `min` and `max`, both included.
    #[serde(default = "default_steps")]
    pub steps: u32,
    /// Explicit widths; when set, `min`, `max` and `steps` are not used.
    #[serde(default)]
    pub sizes: Option<Vec<u32>>,
    /// Development builds (`cairn build --dev`) use the original file, unresized.
    #[serde(default = "default_true")]
    pub disable_in_dev: bool,
    /// Relative Markdown images (`![alt](./shot.png)`) are rendered as ideal images too.
    #[serde(default)]
    pub markdown_images: bool,
    /// Globs of files under `static/` (`img/showcase/*.png`) processed for React pages, which
    /// find them by their site path (`<IdealImage img="/img/showcase/a.png" />`).
    #[serde(default)]
    pub static_images: Vec<String>,
}

impl Default for IdealImageConfig {
    fn default() -> Self {
        IdealImageConfig {
            quality: default_quality(),
            min: default_min(),
            max: default_max(),
            steps: default_steps(),
            sizes: None,
            disable_in_dev: true,
            markdown_images: false,
            static_images: Vec::new(),
        }
    }
}

impl IdealImageConfig {
    /// The widths asked for, ascending and without duplicates, before the source's own width
    /// caps them.
    pub fn widths(&self) -> Vec<u32> {
        let mut widths = match &self.sizes {
            Some(sizes) => sizes.clone(),
            None if self.steps <= 1 => vec![self.max],
            None => {
                let span = f64::from(self.max - self.min);
                let last = f64::from(self.steps - 1);
                (0..self.steps)
                    .map(|step| self.min + (span * f64::from(step) / last).round() as u32)
                    .collect()
            }
        };
        widths.sort_unstable();
        widths.dedup();
        widths
    }
}

fn default_quality() -> u8 {
    85
}

fn default_min() -> u32 {
    640
}

fn default_max() -> u32 {
    1030
}

fn default_steps() -> u32 {
    2
}

/// Widest width accepted: wider outputs are no longer "responsive" and cost build time.
const MAX_WIDTH: u32 = 10_000;

/// Checks what types cannot say; an error is `(key path, message)`.
pub(crate) fn check(config: &SiteConfig) -> Result<(), (String, String)> {
    let ideal = &config.ideal_image;
    if !(1..=100).contains(&ideal.quality) {
        return Err((
            "idealImage.quality".to_owned(),
            format!(
                "expected a quality between 1 and 100, found {}",
                ideal.quality
            ),
        ));
    }
    for (key, width) in [("min", ideal.min), ("max", ideal.max)] {
        if width == 0 || width > MAX_WIDTH {
            return Err((
                format!("idealImage.{key}"),
                format!("expected a width between 1 and {MAX_WIDTH} pixels, found {width}"),
            ));
        }
    }
    if ideal.min > ideal.max {
        return Err((
            "idealImage.min".to_owned(),
            format!(
                "`min` ({}) is larger than `max` ({}); the narrowest width cannot exceed the widest",
                ideal.min, ideal.max
            ),
        ));
    }
    if ideal.steps == 0 {
        return Err((
            "idealImage.steps".to_owned(),
            "expected at least 1 width (`steps` counts the widths from `min` to `max`)".to_owned(),
        ));
    }
    if ideal.steps > 20 {
        return Err((
            "idealImage.steps".to_owned(),
            format!(
                "expected at most 20 widths, found {}; each width is one more file per image",
                ideal.steps
            ),
        ));
    }
    if let Some(sizes) = &ideal.sizes {
        if sizes.is_empty() {
            return Err((
                "idealImage.sizes".to_owned(),
                "expected at least one width; leave `sizes` out to use `min`, `max` and `steps`"
                    .to_owned(),
            ));
        }
        for (index, width) in sizes.iter().enumerate() {
            if *width == 0 || *width > MAX_WIDTH {
                return Err((
                    format!("idealImage.sizes[{index}]"),
                    format!("expected a width between 1 and {MAX_WIDTH} pixels, found {width}"),
                ));
            }
        }
    }
    for (index, pattern) in ideal.static_images.iter().enumerate() {
        let key = format!("idealImage.staticImages[{index}]");
        if pattern.starts_with('/') || pattern.split('/').any(|segment| segment == "..") {
            return Err((
                key,
                format!(
                    "expected a glob inside `static/` without a leading `/`, such as `img/showcase/*.png`, found `{pattern}`"
                ),
            ));
        }
        if let Err(error) = globset::Glob::new(pattern) {
            return Err((key, format!("`{pattern}` is not a glob: {}", error.kind())));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_span_min_to_max() {
        let config = IdealImageConfig::default();
        assert_eq!(config.widths(), vec![640, 1030]);
        let three = IdealImageConfig {
            steps: 3,
            ..IdealImageConfig::default()
        };
        assert_eq!(three.widths(), vec![640, 835, 1030]);
        let one = IdealImageConfig {
            steps: 1,
            ..IdealImageConfig::default()
        };
        assert_eq!(one.widths(), vec![1030]);
    }

    #[test]
    fn sizes_override_and_are_sorted() {
        let config = IdealImageConfig {
            sizes: Some(vec![800, 320, 800]),
            ..IdealImageConfig::default()
        };
        assert_eq!(config.widths(), vec![320, 800]);
    }
}
