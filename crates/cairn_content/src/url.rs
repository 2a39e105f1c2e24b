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

#[cfg(test)]
mod tests {
    use super::*;

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
