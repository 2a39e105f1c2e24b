//! `sitemap.xml` (`[sitemap]`), written after rendering with `quick-xml`: every page a search
//! engine may index, as an absolute URL, with Docusaurus's sitemap options.
//!
//! A page is left out when it asks not to be indexed: a robots `noindex` among its route's head
//! tags (unlisted and draft docs and posts, a `<head>` block in its Markdown) or among the tags
//! its render reported (a React page's `<Head>`), and when the whole site is `noindex`. The
//! not-found page and redirect pages are not routes, so they are never listed.
//!
//! `createSitemapItems`, a function of the site's code, may then change the items
//! ([`crate::sitemap_items`]).

use std::io;

use cairn_config::{Lastmod, SiteConfig};
use cairn_markdown::HeadTag;
use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};
use serde::{Deserialize, Serialize};

use crate::error::ContentError;
use crate::functions::SharedRunner;
use crate::plan::Route;
use crate::plugin::{
    LoadInput, OutputFile, OutputsOnly, Plugin, PluginContent, PostBuildContext, SiteOutputs,
};
use crate::sitemap_items::CreateSitemapItems;

pub const PLUGIN_NAME: &str = "sitemap";

const NAMESPACE: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";

/// What a `<loc>` path percent-encodes besides non-ASCII characters.
pub(crate) const PATH_ENCODED: &AsciiSet = &CONTROLS.add(b' ');

/// Writes the sitemap unless `[sitemap] enabled = false`.
#[derive(Debug, Clone, Default)]
pub struct SitemapPlugin;

impl Plugin for SitemapPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn load_content<'a>(
        &'a self,
        input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        let runner = input.site.options.functions.clone();
        Ok(Box::new(OutputsOnly(move || Sitemap {
            runner: runner.clone(),
        })))
    }
}

/// SitemapPlugin's outputs: made from the plan once every page is rendered.
struct Sitemap {
    /// Runs `createSitemapItems` when the config names it.
    runner: Option<SharedRunner>,
}

impl SiteOutputs for Sitemap {
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        let options = &context.config.sitemap;
        // A site that asks search engines to stay away has nothing to list.
        if !options.enabled || context.plan.head_tags.iter().any(is_no_index) {
            return Ok(Vec::new());
        }
        let ignored = ignore_set(&options.ignore_patterns, "sitemap")?;
        let base = context.plan.urls.base_url();
        // What the render reported, rather than the head of each written page read back: that
        // took 0.2 to 0.4 s at 10,000 pages, after every page was rendered.
        let routes: Vec<&Route> = context
            .plan
            .routes
            .iter()
            .filter(|route| is_indexable(route, base, &ignored))
            .filter(|route| !context.rendered_no_index.contains(&route.path))
            .collect();
        let mut items = default_items(context.config, &routes);
        if let Some(function) = &options.create_sitemap_items {
            items = CreateSitemapItems {
                function,
                runner: self.runner.as_ref(),
            }
            .apply(context.config, &routes, items, context.out_dir)?;
        }
        // Writing into memory does not fail; the error is only passed on in case it ever does.
        let bytes = sitemap_xml(&items).map_err(|error| ContentError::Unreadable {
            path: options.filename.clone().into(),
            source: error,
        })?;
        Ok(vec![OutputFile {
            path: options.filename.clone(),
            bytes,
        }])
    }
}

/// One `<url>` of the sitemap, as Docusaurus's `SitemapItem` names its fields.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SitemapItem {
    /// The page's absolute URL.
    pub url: String,
    /// When the page last changed: an ISO 8601 date, or date and time.
    #[serde(default)]
    pub lastmod: Option<String>,
    #[serde(default)]
    pub changefreq: Option<String>,
    #[serde(default)]
    pub priority: Option<f64>,
}

/// The items of `routes` with the `[sitemap]` options: absolute URLs, `lastmod` when asked for
/// and known, `changefreq` unless `""`, `priority` unless negative.
pub fn default_items(config: &SiteConfig, routes: &[&Route]) -> Vec<SitemapItem> {
    let options = &config.sitemap;
    let origin = config.url.trim_end_matches('/');
    routes
        .iter()
        .map(|route| SitemapItem {
            // Paths are kept decoded (Unicode); a sitemap wants them percent-encoded.
            url: format!("{origin}{}", utf8_percent_encode(&route.path, PATH_ENCODED)),
            lastmod: options
                .lastmod
                .zip(route.metadata.last_updated_at)
                .map(|(precision, at)| {
                    let iso = crate::iso_date(at);
                    match precision {
                        Lastmod::Date => iso[..10].to_owned(),
                        Lastmod::Datetime => iso,
                    }
                }),
            changefreq: (!options.changefreq.is_empty()).then(|| options.changefreq.clone()),
            priority: (options.priority >= 0.0).then_some(options.priority),
        })
        .collect()
}

/// The `urlset` document of `items`.
pub fn sitemap_xml(items: &[SitemapItem]) -> io::Result<Vec<u8>> {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    writer
        .create_element("urlset")
        .with_attribute(("xmlns", NAMESPACE))
        .write_inner_content(|writer| {
            for item in items {
                writer.create_element("url").write_inner_content(|writer| {
                    writer
                        .create_element("loc")
                        .write_text_content(BytesText::new(&item.url))?;
                    if let Some(lastmod) = &item.lastmod {
                        writer
                            .create_element("lastmod")
                            .write_text_content(BytesText::new(lastmod))?;
                    }
                    if let Some(changefreq) = &item.changefreq {
                        writer
                            .create_element("changefreq")
                            .write_text_content(BytesText::new(changefreq))?;
                    }
                    if let Some(priority) = item.priority {
                        writer
                            .create_element("priority")
                            .write_text_content(BytesText::new(&priority.to_string()))?;
                    }
                    Ok(())
                })?;
            }
            Ok(())
        })?;
    let mut bytes = writer.into_inner();
    bytes.push(b'\n');
    Ok(bytes)
}

/// Whether search engines may index `route`: it has no robots `noindex` head tag, and no
/// ignore pattern matches its site path. Patterns name site paths as written in the config,
/// without the base URL.
pub(crate) fn is_indexable(route: &Route, base_url: &str, ignored: &GlobSet) -> bool {
    let site_path = format!(
        "/{}",
        route.path.strip_prefix(base_url).unwrap_or(&route.path)
    );
    !route.head.iter().any(is_no_index) && !ignored.is_match(&site_path)
}

/// `<meta name="robots" content="…noindex…">`.
pub fn is_no_index(tag: &HeadTag) -> bool {
    let value = |name: &str| {
        tag.attributes
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.to_ascii_lowercase())
    };
    tag.tag.eq_ignore_ascii_case("meta")
        && value("name").is_some_and(|name| name == "robots")
        && value("content").is_some_and(|content| content.contains("noindex"))
}

/// `ignorePatterns` of `[table]` as one matcher; `*` stays inside a path segment, `**`
/// crosses them.
pub fn ignore_set(patterns: &[String], table: &str) -> Result<GlobSet, ContentError> {
    let invalid = |pattern: &str, error: globset::Error| ContentError::InvalidGlob {
        instance: table.to_owned(),
        setting: "ignorePatterns",
        glob: pattern.to_owned(),
        message: error.kind().to_string(),
    };
    let mut builder = GlobSetBuilder::new();
    for pattern in patterns {
        let glob = GlobBuilder::new(pattern)
            .literal_separator(true)
            .build()
            .map_err(|error| invalid(pattern, error))?;
        builder.add(glob);
    }
    builder.build().map_err(|error| invalid("", error))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(name: &str, content: &str) -> HeadTag {
        HeadTag {
            tag: "meta".to_owned(),
            attributes: vec![
                ("name".to_owned(), name.to_owned()),
                ("content".to_owned(), content.to_owned()),
            ],
            text: None,
        }
    }

    #[test]
    fn robots_noindex_is_recognised_in_tags() {
        assert!(is_no_index(&meta("robots", "noindex, nofollow")));
        assert!(is_no_index(&meta("ROBOTS", "NoIndex")));
        assert!(!is_no_index(&meta("robots", "index, follow")));
        assert!(!is_no_index(&meta("description", "noindex")));
    }

    #[test]
    fn ignore_patterns_match_site_paths() {
        let patterns = ["/tests/**".to_owned(), "/blog/page/*/".to_owned()];
        let set = ignore_set(&patterns, "sitemap").expect("valid globs");
        assert!(set.is_match("/tests/docs/a/"));
        assert!(set.is_match("/blog/page/2/"));
        assert!(!set.is_match("/blog/page/2/x/"));
        assert!(!set.is_match("/docs/tests/"));
    }
}
