use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use async_compression::tokio::bufread::{BrotliDecoder, GzipDecoder};
use tokio::io::AsyncReadExt;

use super::*;

/// Text that compresses, different for every `seed`.
fn text(seed: usize, len: usize) -> Vec<u8> {
    let mut text = Vec::with_capacity(len);
    let mut line = 0;
    while text.len() < len {
        text.extend_from_slice(format!("<p>line {line} of file {seed}</p>\n").as_bytes());
        line += 1;
    }
    text.truncate(len);
    text
}

fn write(dir: &Path, name: &str, contents: &[u8]) -> (PathBuf, Version) {
    let path = dir.join(name);
    fs::write(&path, contents).unwrap();
    let path = path.canonicalize().unwrap();
    let version = Version::of(&fs::metadata(&path).unwrap());
    (path, version)
}

pub(crate) async fn decompress(encoding: Encoding, bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    match encoding {
        Encoding::Brotli => BrotliDecoder::new(bytes).read_to_end(&mut out).await,
        Encoding::Gzip => GzipDecoder::new(bytes).read_to_end(&mut out).await,
    }
    .unwrap();
    out
}

#[tokio::test]
async fn a_file_is_compressed_once_per_encoding_and_decompresses_to_itself() {
    let dir = tempfile::tempdir().unwrap();
    let contents = text(1, 20_000);
    let (path, version) = write(dir.path(), "page.html", &contents);
    let cache = CompressedCache::new();
    for encoding in Encoding::ALL {
        let first = cache.get(&path, version, encoding).await.unwrap();
        assert!(first.len() < contents.len() / 4, "{encoding:?}");
        assert_eq!(decompress(encoding, &first).await, contents, "{encoding:?}");
        let again = cache.get(&path, version, encoding).await.unwrap();
        // The very same bytes, not a second compression.
        assert_eq!(again.as_ptr(), first.as_ptr(), "{encoding:?}");
    }
    assert_eq!(cache.compressions(), 2);
    let brotli = cache.get(&path, version, Encoding::Brotli).await.unwrap();
    let gzip = cache.get(&path, version, Encoding::Gzip).await.unwrap();
    assert_eq!(cache.cached_bytes(), brotli.len() + gzip.len());
}

#[tokio::test]
async fn a_new_version_is_compressed_again_and_replaces_the_old() {
    let dir = tempfile::tempdir().unwrap();
    let (path, old) = write(dir.path(), "page.html", &text(1, 8_000));
    let cache = CompressedCache::new();
    let first = cache.get(&path, old, Encoding::Gzip).await.unwrap();
    // Same length, other bytes.
    let contents = text(2, 8_000);
    let (_, new) = write(dir.path(), "page.html", &contents);
    assert_ne!(old, new);
    let second = cache.get(&path, new, Encoding::Gzip).await.unwrap();
    assert_eq!(decompress(Encoding::Gzip, &second).await, contents);
    assert_eq!(cache.compressions(), 2);
    // The old copy is gone from the count, not added to.
    assert_eq!(cache.cached_bytes(), second.len());
    assert_ne!(first, second);
}

#[tokio::test]
async fn a_file_changed_since_it_was_looked_up_is_not_kept_under_its_old_version() {
    let dir = tempfile::tempdir().unwrap();
    let (path, old) = write(dir.path(), "page.html", &text(1, 8_000));
    write(dir.path(), "page.html", &text(2, 9_000));
    let cache = CompressedCache::new();
    assert_eq!(cache.get(&path, old, Encoding::Brotli).await, None);
    assert_eq!(cache.cached_bytes(), 0);
    // Nothing is remembered of the failure: the next request tries again.
    assert_eq!(cache.get(&path, old, Encoding::Brotli).await, None);
    assert_eq!(cache.compressions(), 2);
    fs::remove_file(&path).unwrap();
    assert_eq!(cache.get(&path, old, Encoding::Brotli).await, None);
}

#[tokio::test]
async fn requests_arriving_together_share_one_compression() {
    let dir = tempfile::tempdir().unwrap();
    let (path, version) = write(dir.path(), "app.js", &text(1, 400_000));
    let cache = Arc::new(CompressedCache::new());
    let requests: Vec<_> = (0..8)
        .map(|_| {
            let (cache, path) = (Arc::clone(&cache), path.clone());
            tokio::spawn(async move { cache.get(&path, version, Encoding::Brotli).await })
        })
        .collect();
    for request in requests {
        assert!(request.await.unwrap().is_some());
    }
    assert_eq!(cache.compressions(), 1);
}

#[tokio::test]
async fn past_the_budget_the_least_recently_used_copies_go() {
    let dir = tempfile::tempdir().unwrap();
    // Random-looking bytes do not compress: each copy takes a little over its file's size.
    let noise = |seed: u64| -> Vec<u8> {
        let mut state = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (0..10_000)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                state.to_be_bytes()[0]
            })
            .collect()
    };
    let cache = CompressedCache::with_budget(35_000);
    let files: Vec<_> = (0..4)
        .map(|seed| write(dir.path(), &format!("{seed}.txt"), &noise(seed)))
        .collect();
    for (path, version) in &files[..3] {
        cache.get(path, *version, Encoding::Gzip).await.unwrap();
    }
    // The first file is used again, so the second is now the least recently used.
    let (first, first_version) = &files[0];
    cache
        .get(first, *first_version, Encoding::Gzip)
        .await
        .unwrap();
    assert_eq!(cache.compressions(), 3);
    let (fourth, fourth_version) = &files[3];
    cache
        .get(fourth, *fourth_version, Encoding::Gzip)
        .await
        .unwrap();
    // Down to three quarters of the budget: the second and third go.
    assert!(cache.cached_bytes() <= 26_250, "{}", cache.cached_bytes());

    for (path, version) in [&files[0], &files[3]] {
        cache.get(path, *version, Encoding::Gzip).await.unwrap();
    }
    assert_eq!(cache.compressions(), 4, "the first and fourth are kept");
    let (second, second_version) = &files[1];
    cache
        .get(second, *second_version, Encoding::Gzip)
        .await
        .unwrap();
    assert_eq!(cache.compressions(), 5, "the second was dropped");
}

#[test]
fn only_text_between_a_kilobyte_and_a_quarter_of_the_budget_is_admitted() {
    let cache = CompressedCache::with_budget(400_000);
    let html = "text/html; charset=utf-8";
    assert!(!cache.admits(1023, html));
    assert!(cache.admits(1024, html));
    assert!(cache.admits(100_000, html));
    assert!(!cache.admits(100_001, html));
    assert!(!cache.admits(50_000, "image/png"));
    assert!(!cache.admits(50_000, "font/woff2"));
}
