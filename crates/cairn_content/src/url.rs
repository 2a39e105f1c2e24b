//! Site URLs: base path and trailing-slash policy applied in one place.

/// Builds the URL paths of a site's pages.
#[derive(Debug, Clone)]
pub struct UrlBuilder {
    base_url: String,
    trailing_slash: bool,
}

impl UrlBuilder {
    /// `base_url` starts and ends with `/` (checked by the config).
    pub fn new(base_url: &str, trailing_slash: bool) -> Self {
        UrlBuilder {
            base_url: base_url.to_owned(),
            trailing_slash,
        }
    }

    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    pub fn trailing_slash(&self) -> bool {
        self.trailing_slash
    }

    /// The URL of a page from its path segments, e.g. `["docs", "intro"]` → `/docs/intro/`.
    pub fn page<'a>(&self, segments: impl IntoIterator<Item = &'a str>) -> String {
        let mut url = self.base_url.clone();
        let mut any = false;
        for segment in segments.into_iter().flat_map(|s| s.split('/')) {
            if segment.is_empty() {
                continue;
            }
            if any {
                url.push('/');
            }
            url.push_str(segment);
            any = true;
        }
        if any && self.trailing_slash {
            url.push('/');
        }
        url
    }

    /// File in the output directory that holds the page at `url`.
    pub fn output_file(&self, url: &str) -> String {
        let relative = url
            .strip_prefix(&self.base_url)
            .unwrap_or(url.trim_start_matches('/'));
        let relative = relative.trim_end_matches('/');
        if relative.is_empty() {
            "index.html".to_owned()
        } else {
            format!("{relative}/index.html")
        }
    }

    /// URL of a file in the output directory, e.g. `assets/data/x.json`.
    pub fn asset(&self, relative: &str) -> String {
        format!("{}{}", self.base_url, relative.trim_start_matches('/'))
    }
}

/// `path` resolved from the page at URL `from`, as a browser resolves a relative link: from
/// the page's folder (`from` up to its last `/`), `..` going one folder up. A trailing `/` of
/// `path` is kept.
pub fn resolve_relative(from: &str, path: &str) -> String {
    let mut segments: Vec<&str> = from.split('/').filter(|s| !s.is_empty()).collect();
    if !from.ends_with('/') {
        segments.pop();
    }
    for segment in path.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                segments.pop();
            }
            other => segments.push(other),
        }
    }
    let mut joined = format!("/{}", segments.join("/"));
    if path.ends_with('/') && !joined.ends_with('/') {
        joined.push('/');
    }
    joined
}

/// A URL's text with its `%XX` escapes decoded; bytes that are not UTF-8 become U+FFFD.
pub fn percent_decode(text: &str) -> String {
    percent_encoding::percent_decode_str(text)
        .decode_utf8_lossy()
        .into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_links_resolve_from_the_page_folder() {
        assert_eq!(resolve_relative("/docs/a/", "../b/"), "/docs/b/");
        assert_eq!(resolve_relative("/docs/a", "b"), "/docs/b");
        assert_eq!(resolve_relative("/docs/a/", "./c"), "/docs/a/c");
        assert_eq!(resolve_relative("/", "../../x/"), "/x/");
        assert_eq!(
            percent_decode("/docs/with%20space/%E2%9C%93"),
            "/docs/with space/✓"
        );
        assert_eq!(percent_decode("100%zz"), "100%zz");
    }

    #[test]
    fn pages_with_and_without_trailing_slash() {
        let slash = UrlBuilder::new("/", true);
        assert_eq!(slash.page(["docs", "intro"]), "/docs/intro/");
        assert_eq!(slash.page(["docs", ""]), "/docs/");
        assert_eq!(slash.page([""]), "/");
        assert_eq!(slash.page(["docs/guides", "setup"]), "/docs/guides/setup/");
        let bare = UrlBuilder::new("/site/", false);
        assert_eq!(bare.page(["docs", "intro"]), "/site/docs/intro");
        assert_eq!(bare.page(std::iter::empty()), "/site/");
    }

    #[test]
    fn output_files() {
        let urls = UrlBuilder::new("/site/", true);
        assert_eq!(urls.output_file("/site/"), "index.html");
        assert_eq!(
            urls.output_file("/site/docs/intro/"),
            "docs/intro/index.html"
        );
        assert_eq!(
            UrlBuilder::new("/", false).output_file("/docs/intro"),
            "docs/intro/index.html"
        );
        assert_eq!(urls.asset("assets/data/a.json"), "/site/assets/data/a.json");
    }
}
