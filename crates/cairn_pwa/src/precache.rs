//! The precache list: Workbox's injectManifest entries (`{url, revision}`) computed from the
//! output files, so the worker knows every file of this build and which ones changed.

use std::path::Path;

use cairn_content::plugin::OutputFile;

/// One file the worker precaches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrecacheEntry {
    pub url: String,
    /// A hash of the content; `None` when the file name already carries one (Vite's assets).
    pub revision: Option<String>,
}

/// Extensions of what a page needs to show offline. Pagefind's own files (`.pf_*`, wasm) are
/// taken whatever their extension; source maps, feeds and Markdown copies are left out.
const EXTENSIONS: &[&str] = &[
    "html", "js", "mjs", "css", "json", "woff", "woff2", "ttf", "otf", "png", "jpg", "jpeg",
    "webp", "avif", "gif", "svg", "ico",
];

fn wanted(path: &str) -> bool {
    if path == "sw.js" || path.starts_with("__cairn/") {
        return false;
    }
    if path.starts_with("pagefind/") {
        return true;
    }
    path.rsplit_once('.')
        .is_some_and(|(_, extension)| EXTENSIONS.contains(&extension.to_ascii_lowercase().as_str()))
}

fn revision(path: &str, bytes: &[u8]) -> Option<String> {
    // Vite names every bundled file `assets/<name>-<hash>.<ext>`.
    let hashed = path.starts_with("assets/") && !path.starts_with("assets/data/");
    (!hashed).then(|| blake3::hash(bytes).to_hex()[..16].to_owned())
}

/// Every wanted file under `out_dir` and among `extra` (files the PWA step itself adds), in
/// path order.
pub fn precache_entries(
    out_dir: &Path,
    base_url: &str,
    extra: &[OutputFile],
) -> std::io::Result<Vec<PrecacheEntry>> {
    let mut files: Vec<(String, Option<String>)> = Vec::new();
    for entry in walkdir::WalkDir::new(out_dir).sort_by_file_name() {
        let entry = entry?;
        if !entry.file_type().is_file() {
            continue;
        }
        let Ok(relative) = entry.path().strip_prefix(out_dir) else {
            continue;
        };
        let path = relative
            .components()
            .map(|component| component.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        if !wanted(&path) {
            continue;
        }
        let bytes = std::fs::read(entry.path())?;
        let revision = revision(&path, &bytes);
        files.push((path, revision));
    }
    for file in extra {
        if wanted(&file.path) {
            files.push((file.path.clone(), revision(&file.path, &file.bytes)));
        }
    }
    files.sort();
    Ok(files
        .into_iter()
        .map(|(path, revision)| PrecacheEntry {
            url: format!("{base_url}{path}"),
            revision,
        })
        .collect())
}

/// The entries as the JSON array Workbox reads.
pub fn to_json(entries: &[PrecacheEntry]) -> String {
    serde_json::Value::Array(
        entries
            .iter()
            .map(|entry| serde_json::json!({ "url": entry.url, "revision": entry.revision }))
            .collect(),
    )
    .to_string()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn lists_what_pages_need_with_revisions() {
        let out = tempfile::tempdir().unwrap();
        let write = |path: &str, text: &str| {
            let target = out.path().join(path);
            std::fs::create_dir_all(target.parent().unwrap()).unwrap();
            std::fs::write(target, text).unwrap();
        };
        write("index.html", "<p>home</p>");
        write("docs/intro/index.html", "<p>intro</p>");
        write("assets/entry-abc123.js", "code");
        write("assets/data/site-1.json", "{}");
        write("pagefind/pagefind.en_1.pf_meta", "meta");
        write("sitemap.xml", "<urlset/>");
        write("assets/entry-abc123.js.map", "{}");
        write("__cairn/debug/index.html", "debug");
        let extra = [OutputFile {
            path: "manifest.json".to_owned(),
            bytes: b"{}".to_vec(),
        }];
        let entries = precache_entries(out.path(), "/base/", &extra).unwrap();
        let urls: Vec<&str> = entries.iter().map(|entry| entry.url.as_str()).collect();
        assert_eq!(
            urls,
            [
                "/base/assets/data/site-1.json",
                "/base/assets/entry-abc123.js",
                "/base/docs/intro/index.html",
                "/base/index.html",
                "/base/manifest.json",
                "/base/pagefind/pagefind.en_1.pf_meta",
            ]
        );
        assert!(entries[1].revision.is_none());
        assert_eq!(entries[3].revision.as_ref().unwrap().len(), 16);
        let json: serde_json::Value = serde_json::from_str(&to_json(&entries)).unwrap();
        assert_eq!(json[1]["revision"], serde_json::Value::Null);
    }
}
