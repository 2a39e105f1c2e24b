use std::path::Path;

/// The Content-Type for a file, decided by its extension.
///
/// A fixed table instead of a general MIME database: the build emits a known, small set
/// of file kinds, and text types need an explicit charset so browsers never guess.
pub(crate) fn for_path(path: &Path) -> &'static str {
    let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
        return OCTET_STREAM;
    };
    match ext.to_ascii_lowercase().as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" | "cjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "txt" => "text/plain; charset=utf-8",
        // The Markdown copies of pages that llms.txt lists.
        "md" => "text/markdown; charset=utf-8",
        "vtt" => "text/vtt; charset=utf-8",
        "xml" => "application/xml",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "gif" => "image/gif",
        "ico" => "image/x-icon",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "ttf" => "font/ttf",
        "otf" => "font/otf",
        "wasm" => "application/wasm",
        "pdf" => "application/pdf",
        "zip" => "application/zip",
        _ => OCTET_STREAM,
    }
}

const OCTET_STREAM: &str = "application/octet-stream";

#[cfg(test)]
mod tests {
    use super::for_path;
    use std::path::Path;

    #[test]
    fn known_extensions() {
        let cases = [
            ("a.html", "text/html; charset=utf-8"),
            ("a.js", "text/javascript; charset=utf-8"),
            ("a.mjs", "text/javascript; charset=utf-8"),
            ("a.css", "text/css; charset=utf-8"),
            ("a.json", "application/json"),
            ("a.svg", "image/svg+xml"),
            ("a.png", "image/png"),
            ("a.jpg", "image/jpeg"),
            ("a.JPEG", "image/jpeg"),
            ("a.webp", "image/webp"),
            ("a.avif", "image/avif"),
            ("a.gif", "image/gif"),
            ("a.ico", "image/x-icon"),
            ("a.woff", "font/woff"),
            ("a.woff2", "font/woff2"),
            ("a.txt", "text/plain; charset=utf-8"),
            ("a.xml", "application/xml"),
            ("index.md", "text/markdown; charset=utf-8"),
            ("captions.vtt", "text/vtt; charset=utf-8"),
            ("a.webmanifest", "application/manifest+json"),
            ("a.js.map", "application/json"),
            ("a.wasm", "application/wasm"),
            ("starter.zip", "application/zip"),
        ];
        for (name, expected) in cases {
            assert_eq!(for_path(Path::new(name)), expected, "{name}");
        }
    }

    #[test]
    fn unknown_or_missing_extension_is_octet_stream() {
        assert_eq!(for_path(Path::new("a.unknown")), "application/octet-stream");
        assert_eq!(for_path(Path::new("LICENSE")), "application/octet-stream");
    }
}
