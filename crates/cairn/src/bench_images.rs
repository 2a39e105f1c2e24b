//! `cairn bench --images N`: the time ideal images cost a build. N photo-like 2000×1200 JPEGs
//! are generated once, then processed with the default `[idealImage]` options from an empty
//! cache (every image decoded, resized and encoded) and again from the filled cache.

use std::path::{Path, PathBuf};
use std::time::Instant;

use cairn_config::IdealImageConfig;
use cairn_images::Processor;
use miette::{IntoDiagnostic, WrapErr, miette};
use rayon::prelude::*;

const WIDTH: u32 = 2000;
const HEIGHT: u32 = 1200;

pub fn run(count: usize, dir: &Path) -> miette::Result<()> {
    let sources = generate(dir, count)?;
    let cache = dir.join("cache");
    if cache.exists() {
        std::fs::remove_dir_all(&cache)
            .into_diagnostic()
            .wrap_err("cannot empty the benchmark's image cache")?;
    }
    let config = IdealImageConfig::default();
    let cold_processor = Processor::new(
        cache.clone(),
        cairn_images::ImageOptions::from_config(&config),
    );
    let start = Instant::now();
    let cold = cold_processor.process_all(&sources);
    let cold_time = start.elapsed();
    if let Some(Err(error)) = cold.iter().find(|result| result.is_err()) {
        return Err(miette!("{error}"));
    }
    let warm_processor = Processor::new(cache, cairn_images::ImageOptions::from_config(&config));
    let start = Instant::now();
    let warm = warm_processor.process_all(&sources);
    let warm_time = start.elapsed();
    let files: usize = warm
        .iter()
        .filter_map(|result| result.as_ref().ok())
        .map(|processed| processed.files.len())
        .sum();

    println!(
        "Ideal images: {count} JPEGs of {WIDTH}×{HEIGHT} in {}, widths {:?}, quality {}, {} threads",
        dir.display(),
        config.widths(),
        config.quality,
        rayon::current_num_threads()
    );
    println!(
        "  cold (empty cache):  {:>8.2} s  ({:.1} ms per image, {} processed)",
        cold_time.as_secs_f64(),
        cold_time.as_secs_f64() * 1000.0 / count.max(1) as f64,
        cold_processor.encoded_count()
    );
    println!(
        "  cached:              {:>8.3} s  ({:.2} ms per image, {} processed, {files} files reused)",
        warm_time.as_secs_f64(),
        warm_time.as_secs_f64() * 1000.0 / count.max(1) as f64,
        warm_processor.encoded_count()
    );
    Ok(())
}

/// Writes the source images once (kept between runs: generating them is not what is timed).
fn generate(dir: &Path, count: usize) -> miette::Result<Vec<PathBuf>> {
    let sources_dir = dir.join("sources");
    std::fs::create_dir_all(&sources_dir)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot create {}", sources_dir.display()))?;
    (0..count)
        .into_par_iter()
        .map(|index| {
            let path = sources_dir.join(format!("photo-{index:04}.jpg"));
            if !path.is_file() {
                photo(index as u32)
                    .save(&path)
                    .into_diagnostic()
                    .wrap_err_with(|| format!("cannot write {}", path.display()))?;
            }
            Ok(path)
        })
        .collect()
}

/// Smooth gradients with fine noise: detail a resizer and a JPEG encoder have to work on,
/// different for every index so no two files are the same.
fn photo(seed: u32) -> image::RgbImage {
    image::RgbImage::from_fn(WIDTH, HEIGHT, |x, y| {
        let noise = (x.wrapping_mul(73_856_093)
            ^ y.wrapping_mul(19_349_663)
            ^ seed.wrapping_mul(83_492_791))
            % 24;
        let r = (x * 255 / WIDTH + noise + seed * 7) % 256;
        let g = (y * 255 / HEIGHT + noise * 2) % 256;
        let b = ((x + y) * 128 / (WIDTH + HEIGHT) + noise + seed * 13) % 256;
        image::Rgb([r as u8, g as u8, b as u8])
    })
}
