#![allow(clippy::unwrap_used)] // A panic is a failed test.

use super::*;

fn options() -> ImageOptions {
    ImageOptions {
        widths: vec![640, 1030],
        quality: 70,
    }
}

/// A gradient PNG (or JPEG) of the given size, written into `dir`.
fn write_image(dir: &Path, name: &str, width: u32, height: u32) -> PathBuf {
    let image = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    });
    let path = dir.join(name);
    image.save(&path).unwrap();
    path
}

#[test]
fn widths_never_upscale() {
    assert_eq!(variant_widths(&[640, 1030], 2060), vec![640, 1030]);
    // A source narrower than `max` keeps its own width as the largest.
    assert_eq!(variant_widths(&[640, 1030], 800), vec![640, 800]);
    assert_eq!(variant_widths(&[640, 1030], 500), vec![500]);
    assert_eq!(variant_widths(&[640, 1030], 1030), vec![640, 1030]);
}

#[test]
fn variants_have_the_asked_widths_and_proportional_heights() {
    let dir = tempfile::tempdir().unwrap();
    let source = write_image(dir.path(), "shot.png", 1200, 600);
    let processor = Processor::new(dir.path().join("cache"), options());
    let processed = processor.process(&source).unwrap();
    let sizes: Vec<(u32, u32)> = processed
        .image
        .images
        .iter()
        .map(|variant| (variant.width, variant.height))
        .collect();
    assert_eq!(sizes, vec![(640, 320), (1030, 515)]);
    assert_eq!(processed.image.format, OutputFormat::Png);
    assert!(
        processed.image.images[0]
            .path
            .starts_with("assets/ideal-img/shot-")
    );
    assert!(processed.image.images[0].path.ends_with("-640.png"));
    let placeholder = &processed.image.placeholder;
    assert!(placeholder.starts_with("data:image/"), "{placeholder}");
    assert!(placeholder.len() < 1500, "small enough to inline");
    assert!(processed.image.color.starts_with('#') && processed.image.color.len() == 7);
    for (file, _) in &processed.files {
        let written = image::open(file).unwrap();
        assert!(written.width() == 640 || written.width() == 1030);
    }
}

#[test]
fn a_small_image_is_not_enlarged() {
    let dir = tempfile::tempdir().unwrap();
    let source = write_image(dir.path(), "icon.jpg", 300, 200);
    let processor = Processor::new(dir.path().join("cache"), options());
    let processed = processor.process(&source).unwrap();
    assert_eq!(processed.image.images.len(), 1);
    assert_eq!(processed.image.largest().width, 300);
    assert_eq!(processed.image.format, OutputFormat::Jpeg);
    assert!(processed.image.largest().path.ends_with("-300.jpg"));
}

#[test]
fn a_cached_image_is_not_processed_again() {
    let dir = tempfile::tempdir().unwrap();
    let source = write_image(dir.path(), "shot.png", 800, 400);
    let cache = dir.path().join("cache");
    let first = Processor::new(cache.clone(), options());
    let cold = first.process_all(std::slice::from_ref(&source));
    assert_eq!(first.encoded_count(), 1);

    let second = Processor::new(cache.clone(), options());
    let warm = second.process_all(std::slice::from_ref(&source));
    assert_eq!(second.encoded_count(), 0, "the cache entry is reused");
    assert_eq!(
        cold[0].as_ref().unwrap().image,
        warm[0].as_ref().unwrap().image
    );

    // Other options are another entry, with other file names.
    let other = Processor::new(
        cache,
        ImageOptions {
            quality: 50,
            ..options()
        },
    );
    let changed = other.process(&source).unwrap();
    assert_eq!(other.encoded_count(), 1);
    assert_ne!(
        changed.image.images[0].path,
        warm[0].as_ref().unwrap().image.images[0].path
    );
}

#[test]
fn an_incomplete_cache_entry_is_redone() {
    let dir = tempfile::tempdir().unwrap();
    let source = write_image(dir.path(), "shot.png", 800, 400);
    let cache = dir.path().join("cache");
    let processed = Processor::new(cache.clone(), options())
        .process(&source)
        .unwrap();
    std::fs::remove_file(&processed.files[0].0).unwrap();
    let again = Processor::new(cache, options());
    again.process(&source).unwrap();
    assert_eq!(again.encoded_count(), 1);
}

#[test]
fn bad_inputs_are_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("notes.png");
    std::fs::write(&text, "not an image").unwrap();
    let processor = Processor::new(dir.path().join("cache"), options());
    let results = processor.process_all(&[text, dir.path().join("missing.png")]);
    let messages: Vec<String> = results
        .into_iter()
        .map(|result| {
            result
                .unwrap_err()
                .to_string()
                .replace(&dir.path().display().to_string(), "<dir>")
        })
        .collect();
    insta::assert_snapshot!(messages.join("\n"), @r"
    `<dir>/notes.png` is not an image Cairn can resize (unknown format); use a PNG, JPEG or WebP file
    cannot read `<dir>/missing.png`: No such file or directory (os error 2)
    ");
}
