//! Maps a request path onto the built site, without ever leaving the site directory.

use std::fs;
use std::path::{Component, Path, PathBuf};

use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};

/// A request path that has been decoded and checked to contain only plain names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SitePath {
    segments: Vec<String>,
    trailing_slash: bool,
}

/// A regular file inside the root: its canonical path, and what `stat` said of it.
#[derive(Debug)]
pub(crate) struct Found {
    pub(crate) path: PathBuf,
    pub(crate) meta: fs::Metadata,
}

/// What a request path refers to.
#[derive(Debug)]
pub(crate) enum Resolution {
    File(Found),
    /// The canonical URL path of the page (percent-encoded, without query string).
    Redirect(String),
    NotFound,
}

impl SitePath {
    /// Decodes a raw URI path. Returns `None` for anything that could name a file outside
    /// the root or is ambiguous across platforms; such requests are answered with 404.
    pub(crate) fn parse(raw: &str) -> Option<Self> {
        if !raw.starts_with('/') {
            return None;
        }
        // Decode before splitting so that an encoded `/` (`%2f`) cannot smuggle a `..`
        // segment past the check below.
        let decoded = percent_decode_str(raw).decode_utf8().ok()?;
        if decoded.contains(['\\', '\0']) {
            return None;
        }
        let mut segments = Vec::new();
        for segment in decoded.split('/') {
            if segment.is_empty() {
                continue;
            }
            if !is_plain_name(segment) {
                return None;
            }
            segments.push(segment.to_owned());
        }
        Some(Self {
            trailing_slash: decoded.ends_with('/'),
            segments,
        })
    }

    /// Whether the path names a file by the hash of its content, which never changes: one
    /// under `/assets/`, or a file of the search index (`pagefind/…`) other than its entry
    /// and its scripts (`en_3f2a9c1.pf_fragment`, `pagefind.en_5e6f7a8b9c.pf_meta`).
    pub(crate) fn is_asset(&self) -> bool {
        let under = |folder: &str| self.segments.len() > 1 && self.segments[0] == folder;
        under("assets")
            || (under("pagefind")
                && self.segments.last().is_some_and(|name| {
                    [".pf_fragment", ".pf_index", ".pf_filter", ".pf_meta"]
                        .iter()
                        .any(|extension| name.ends_with(extension))
                }))
    }
}

/// `.`/`..`, and on Windows drive prefixes or root markers, are not plain names; asking
/// the platform's own path parser catches whatever it would treat specially.
fn is_plain_name(segment: &str) -> bool {
    let mut components = Path::new(segment).components();
    matches!(
        (components.next(), components.next()),
        (Some(Component::Normal(name)), None) if name == segment
    )
}

/// Resolves `path` against `root` following the URL rules of a built site: directories
/// serve their `index.html`, and non-canonical spellings of a page redirect to its
/// canonical URL: `/dir/` when the site uses trailing slashes, `/dir` otherwise.
pub(crate) fn resolve(root: &Path, path: &SitePath, trailing_slash: bool) -> Resolution {
    // Canonicalised per request so that a root rebuilt or swapped while serving is
    // still checked against what is really on disk now.
    let Ok(root) = root.canonicalize() else {
        return Resolution::NotFound;
    };
    let segments = &path.segments;
    let target = segments.iter().fold(root.clone(), |p, s| p.join(s));
    let index = || file_in(&root, &target.join("index.html"));
    let page_url = |segments: &[&str]| {
        let url = url_dir(segments.iter().copied());
        if trailing_slash || url == "/" {
            url
        } else {
            url.trim_end_matches('/').to_owned()
        }
    };
    let all: Vec<&str> = segments.iter().map(String::as_str).collect();

    let Some((last, parent)) = all.split_last() else {
        return index().map_or(Resolution::NotFound, Resolution::File);
    };
    if path.trailing_slash {
        return match index() {
            Some(file) if trailing_slash => Resolution::File(file),
            Some(_) => Resolution::Redirect(page_url(&all)),
            None => Resolution::NotFound,
        };
    }
    if *last == "index.html" {
        // The page's canonical URL is its directory; only redirect when there is a page.
        return match file_in(&root, &target) {
            Some(_) => Resolution::Redirect(page_url(parent)),
            None => Resolution::NotFound,
        };
    }
    if let Some(file) = file_in(&root, &target) {
        return Resolution::File(file);
    }
    if let Some(file) = index() {
        return if trailing_slash {
            Resolution::Redirect(page_url(&all))
        } else {
            Resolution::File(file)
        };
    }
    if let Some(stem) = last.strip_suffix(".html").filter(|s| !s.is_empty()) {
        let dir = target.with_file_name(stem);
        if file_in(&root, &dir.join("index.html")).is_some() {
            let mut page = parent.to_vec();
            page.push(stem);
            return Resolution::Redirect(page_url(&page));
        }
    }
    Resolution::NotFound
}

/// `candidate` if it is a regular file that, after following symlinks, is still inside
/// `root` (which must already be canonical).
pub(crate) fn file_in(root: &Path, candidate: &Path) -> Option<Found> {
    let path = candidate.canonicalize().ok()?;
    if !path.starts_with(root) {
        return None;
    }
    let meta = fs::metadata(&path).ok().filter(fs::Metadata::is_file)?;
    Some(Found { path, meta })
}

/// Characters that must be escaped inside one path segment of a Location header.
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'/')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'\\')
    .add(b'^')
    .add(b'`')
    .add(b'{')
    .add(b'|')
    .add(b'}');

/// `/a/b/` from segments, re-encoded. Rebuilding from checked segments (rather than
/// echoing the raw request) means a Location can never start with `//` and point at
/// another host.
fn url_dir<'a>(segments: impl Iterator<Item = &'a str>) -> String {
    let mut url = String::from("/");
    for segment in segments {
        url.extend(utf8_percent_encode(segment, SEGMENT));
        url.push('/');
    }
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    fn segments(path: &SitePath) -> Vec<&str> {
        path.segments.iter().map(String::as_str).collect()
    }

    #[test]
    fn parse_decodes_and_splits() {
        let p = SitePath::parse("/docs/hello%20world/").unwrap();
        assert_eq!(segments(&p), ["docs", "hello world"]);
        assert!(p.trailing_slash);
        let p = SitePath::parse("/").unwrap();
        assert!(p.segments.is_empty());
        let p = SitePath::parse("/docs//intro").unwrap();
        assert_eq!(segments(&p), ["docs", "intro"]);
        assert!(!p.trailing_slash);
    }

    #[test]
    fn parse_rejects_dangerous_paths() {
        for raw in [
            "/../secret",
            "/%2e%2e/secret",
            "/%2E%2E/secret",
            "/assets/..%2f..%2fsecret",
            "/assets/..%5c..%5csecret",
            "/..\\secret",
            "/a/./b",
            "/a%00b",
            "/%ff",
            "relative",
            "",
        ] {
            assert_eq!(SitePath::parse(raw), None, "{raw:?}");
        }
    }

    #[test]
    fn is_asset_needs_a_file_under_assets() {
        assert!(SitePath::parse("/assets/js/a.js").unwrap().is_asset());
        assert!(!SitePath::parse("/assets/").unwrap().is_asset());
        assert!(!SitePath::parse("/docs/assets/a.js").unwrap().is_asset());
    }

    #[test]
    fn redirect_targets_are_reencoded() {
        assert_eq!(
            url_dir(["a b", "c?d", "é"].into_iter()),
            "/a%20b/c%3Fd/%C3%A9/"
        );
        assert_eq!(url_dir(std::iter::empty()), "/");
    }
}
