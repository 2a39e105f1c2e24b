//! Content negotiation for pages that have a Markdown twin (`index.md` beside `index.html`,
//! written when `[llms]` is enabled): a request that prefers `text/markdown` in its `Accept`
//! header is answered with the twin, at the page's own URL.

use std::path::Path;

use axum::http::HeaderMap;
use axum::http::header::ACCEPT;

use crate::resolve::Found;

/// Whether `Accept` asks for Markdown at least as much as for HTML (`text/markdown`, or
/// `text/markdown, text/html;q=0.5`; not a browser's `text/html,…,*/*;q=0.8`).
pub(crate) fn wants_markdown(headers: &HeaderMap) -> bool {
    let Some(accept) = headers.get(ACCEPT).and_then(|value| value.to_str().ok()) else {
        return false;
    };
    let quality = |wanted: &str| {
        accept
            .split(',')
            .filter_map(|range| {
                let mut parts = range.split(';').map(str::trim);
                let media = parts.next()?;
                if !media.eq_ignore_ascii_case(wanted) {
                    return None;
                }
                let q = parts
                    .filter_map(|parameter| parameter.strip_prefix("q="))
                    .find_map(|value| value.parse::<f32>().ok())
                    .unwrap_or(1.0);
                Some(q)
            })
            .fold(None, |best: Option<f32>, q| {
                Some(best.map_or(q, |best| best.max(q)))
            })
    };
    match (quality("text/markdown"), quality("text/html")) {
        (Some(markdown), Some(html)) => markdown > 0.0 && markdown >= html,
        (Some(markdown), None) => markdown > 0.0,
        (None, _) => false,
    }
}

/// The twin of a page's `index.html`, when it has one: the page's answer then depends on
/// `Accept`.
pub(crate) fn twin_of(page: &Path) -> Option<Found> {
    if page.file_name()? != "index.html" {
        return None;
    }
    let path = page.with_file_name("index.md");
    let meta = std::fs::metadata(&path)
        .ok()
        .filter(|meta| meta.is_file())?;
    Some(Found { path, meta })
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn accepting(value: &'static str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT, HeaderValue::from_static(value));
        headers
    }

    #[test]
    fn markdown_is_served_to_who_prefers_it() {
        assert!(wants_markdown(&accepting("text/markdown")));
        assert!(wants_markdown(&accepting("text/markdown, text/html;q=0.5")));
        assert!(wants_markdown(&accepting(
            "TEXT/MARKDOWN;q=0.9, text/plain"
        )));
        assert!(!wants_markdown(&accepting(
            "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
        )));
        assert!(!wants_markdown(&accepting(
            "text/html, text/markdown;q=0.5"
        )));
        assert!(!wants_markdown(&accepting("text/markdown;q=0")));
        assert!(!wants_markdown(&HeaderMap::new()));
    }
}
