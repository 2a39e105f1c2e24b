//! Which content codings a response may use: the ones a client accepts (`Accept-Encoding`),
//! and the file types worth compressing.

use axum::http::HeaderMap;
use axum::http::header::ACCEPT_ENCODING;

/// A content coding the server compresses with. The order is the preference among codings a
/// client accepts equally: Brotli's output is the smaller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Encoding {
    Gzip,
    Brotli,
}

impl Encoding {
    pub(crate) const ALL: [Encoding; 2] = [Encoding::Gzip, Encoding::Brotli];

    /// The `Content-Encoding` token.
    pub(crate) fn token(self) -> &'static str {
        match self {
            Encoding::Gzip => "gzip",
            Encoding::Brotli => "br",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// The coding to answer `headers` with, or `None` for the file's own bytes.
///
/// The rules of the compression layer this replaces (tower-http's): the highest `q` wins,
/// Brotli before gzip before identity when equal, `q=0` refuses, unknown codings and `*`
/// are ignored, and a malformed `q` drops that one entry.
pub(crate) fn negotiate(headers: &HeaderMap) -> Option<Encoding> {
    // `None` stands for identity, which sorts below every coding.
    headers
        .get_all(ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|entry| {
            let mut parts = entry.splitn(2, ';');
            let name = parts.next().unwrap_or_default().trim();
            let coding = if name.eq_ignore_ascii_case("br") {
                Some(Encoding::Brotli)
            } else if name.eq_ignore_ascii_case("gzip") || name.eq_ignore_ascii_case("x-gzip") {
                Some(Encoding::Gzip)
            } else if name.eq_ignore_ascii_case("identity") {
                None
            } else {
                return None;
            };
            let q = match parts.next() {
                Some(q) => parse_q(q.trim())?,
                None => 1000,
            };
            Some((q, coding))
        })
        .filter(|&(q, _)| q > 0)
        .max()
        .and_then(|(_, coding)| coding)
}

/// `q=0.5` in thousandths; `None` when malformed (more than three decimals, above 1).
fn parse_q(text: &str) -> Option<u16> {
    let value = text
        .strip_prefix("q=")
        .or_else(|| text.strip_prefix("Q="))?;
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    let whole: u16 = match whole {
        "0" => 0,
        "1" => 1000,
        _ => return None,
    };
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = fraction
        .bytes()
        .zip([100, 10, 1])
        .map(|(digit, unit)| u16::from(digit - b'0') * unit)
        .sum::<u16>();
    let q = whole + thousandths;
    (q <= 1000).then_some(q)
}

/// Whether a file of this Content-Type is worth compressing: text and the text-like formats
/// the build writes. Images other than SVG, fonts in woff/woff2, archives, and the search
/// index's files (`application/octet-stream`, gzipped by Pagefind already) are compressed
/// formats: squeezing them again costs CPU and saves nothing.
pub(crate) fn compressible(content_type: &str) -> bool {
    let essence = content_type.split(';').next().unwrap_or_default();
    essence.starts_with("text/")
        || matches!(
            essence,
            "application/json"
                | "application/manifest+json"
                | "application/xml"
                | "application/wasm"
                | "image/svg+xml"
                | "font/ttf"
                | "font/otf"
        )
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn accept(values: &[&'static str]) -> Option<Encoding> {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(ACCEPT_ENCODING, HeaderValue::from_static(value));
        }
        negotiate(&headers)
    }

    #[test]
    fn the_highest_q_wins_and_brotli_breaks_ties() {
        assert_eq!(accept(&["br, gzip"]), Some(Encoding::Brotli));
        assert_eq!(accept(&["gzip, br"]), Some(Encoding::Brotli));
        assert_eq!(accept(&["gzip, deflate"]), Some(Encoding::Gzip));
        assert_eq!(accept(&["x-gzip"]), Some(Encoding::Gzip));
        assert_eq!(accept(&["br;q=0.5, gzip"]), Some(Encoding::Gzip));
        assert_eq!(accept(&["br;q=0.5, gzip;q=0.4"]), Some(Encoding::Brotli));
        assert_eq!(
            accept(&["gzip;q=0.9", "BR; q=0.95"]),
            Some(Encoding::Brotli)
        );
        assert_eq!(
            accept(&["br;q=1.000, gzip;q=0.999"]),
            Some(Encoding::Brotli)
        );
    }

    #[test]
    fn refused_unknown_or_outranked_codings_give_identity() {
        for values in [
            &[][..],
            &[""],
            &["identity"],
            &["*"],
            &["deflate, zstd"],
            &["br;q=0, gzip;q=0"],
            &["identity, gzip;q=0.5"],
            &["gzip;q=2"],
            &["br;q=0.1234"],
            &["br;level=1"],
        ] {
            assert_eq!(accept(values), None, "{values:?}");
        }
    }

    #[test]
    fn text_formats_are_compressible_and_compressed_formats_are_not() {
        for yes in [
            "text/html; charset=utf-8",
            "text/javascript; charset=utf-8",
            "application/json",
            "image/svg+xml",
            "application/wasm",
        ] {
            assert!(compressible(yes), "{yes}");
        }
        for no in [
            "image/png",
            "font/woff2",
            "font/woff",
            "application/zip",
            "application/octet-stream",
        ] {
            assert!(!compressible(no), "{no}");
        }
    }
}
