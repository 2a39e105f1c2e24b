//! What planning offers every plugin: a document's content with its links resolved, its
//! description, title, table of contents and `<head>` tags.

use cairn_config::SiteConfig;
use cairn_markdown::{HeadTag, Node, TocItem};

use crate::assets::Assets;
use crate::error::{ContentError, Warning};
use crate::load::Document;
use crate::names::{humanize, split_path, truncate};
use crate::partials;
use crate::plan::Route;
use crate::plan::links::{AssetContext, LinkTargets, page_content};
use crate::plugin::SiteContext;
use crate::url::UrlBuilder;

/// Longest description derived from a document's first paragraph.
const DESCRIPTION_LIMIT: usize = 160;

/// Planning's shared state: the link targets of every plugin, the files documents link to,
/// and what went wrong so far (reported together once every plugin has planned).
pub struct PlanContext<'a> {
    pub site: &'a SiteContext<'a>,
    links: &'a LinkTargets<'a>,
    pub(crate) assets: Assets,
    pub(crate) asset_errors: Vec<ContentError>,
    pub(crate) broken_links: Vec<Warning>,
    pub warnings: Vec<Warning>,
    /// The routes of the plugins that planned before the one planning now.
    pub(crate) routes: Vec<Route>,
}

impl<'a> PlanContext<'a> {
    pub(crate) fn new(site: &'a SiteContext<'a>, links: &'a LinkTargets<'a>) -> Self {
        PlanContext {
            site,
            links,
            assets: Assets::default(),
            asset_errors: Vec::new(),
            broken_links: Vec::new(),
            warnings: Vec::new(),
            routes: Vec::new(),
        }
    }

    /// The routes the plugins before this one planned: all the others' for a plugin that
    /// needs every route ([`crate::plugin::Needs::EveryRoute`]), which plans after them. A
    /// fork sees none.
    pub fn planned_routes(&self) -> &[Route] {
        &self.routes
    }

    /// A context to plan part of the site on another thread: the same site, link targets and
    /// assets so far, nothing else found yet. [`PlanContext::merge`] adds what it finds.
    pub(crate) fn fork(&self) -> PlanContext<'a> {
        PlanContext {
            site: self.site,
            links: self.links,
            assets: self.assets.fork(),
            asset_errors: Vec::new(),
            broken_links: Vec::new(),
            warnings: Vec::new(),
            routes: Vec::new(),
        }
    }

    /// Adds what a fork found after what this context found so far: merging forks in the
    /// order of their parts gives what planning the parts here in that order would have.
    pub(crate) fn merge(&mut self, fork: PlanContext<'a>) {
        self.assets.merge(fork.assets);
        self.asset_errors.extend(fork.asset_errors);
        self.broken_links.extend(fork.broken_links);
        self.warnings.extend(fork.warnings);
    }

    pub fn config(&self) -> &'a SiteConfig {
        self.site.config
    }

    pub fn urls(&self) -> &'a UrlBuilder {
        self.site.urls
    }

    /// The document's content as one tree, with Markdown file links resolved to page URLs,
    /// relative page links to URLs from the page at `permalink`, and linked files copied as
    /// assets.
    pub fn content(&mut self, document: &Document, permalink: &str) -> Node {
        self.resolved(document, &document.compiled.content, permalink)
    }

    /// The document's excerpt (its content before `<!-- truncate -->`), resolved like
    /// [`PlanContext::content`]; `None` when the document has no marker.
    pub fn excerpt(&mut self, document: &Document, permalink: &str) -> Option<Node> {
        let excerpt = document.compiled.excerpt.as_ref()?;
        Some(self.resolved(document, excerpt, permalink))
    }

    fn resolved(&mut self, document: &Document, nodes: &[Node], permalink: &str) -> Node {
        let mut content = page_content(
            document,
            nodes,
            permalink,
            self.links,
            &mut self.broken_links,
            &mut AssetContext {
                assets: &mut self.assets,
                errors: &mut self.asset_errors,
                urls: self.site.urls,
            },
        );
        crate::i18n::fill_messages(&mut content, &self.site.options.messages);
        content
    }

    /// The headings a page's table of contents lists (see [`table_of_contents`]).
    pub fn toc(
        &mut self,
        document: &Document,
        levels: Option<cairn_config::TableOfContents>,
    ) -> Vec<TocItem> {
        table_of_contents(document, levels, self.site.config, &mut self.warnings)
    }

    /// `<head>` tags from front matter and from a `<head>` block.
    pub fn head_tags(&self, document: &Document) -> Vec<HeadTag> {
        head_tags(document, self.site.config, self.site.urls)
    }

    /// Stylesheets only this document's page needs (KaTeX's on pages with formulas, its
    /// partials' included).
    pub fn stylesheets(&self, document: &Document) -> Vec<String> {
        partials::stylesheets(document, self.links.partials)
    }

    /// Whether the document's page says that it is not translated into the locale being
    /// built (its text is the default locale's), as `[i18n] untranslatedNotice` asks.
    pub fn shows_untranslated(&self, document: &Document) -> bool {
        document.translation == crate::Translation::Missing
            && self.site.config.i18n.untranslated_notice
    }

    /// The JavaScript modules of the components the document's content uses (its partials'
    /// included), which its route loads before rendering.
    pub fn content_components(&self, document: &Document) -> Vec<String> {
        partials::component_modules(document, self.links.partials)
    }
}

/// A `<meta name="robots" content="noindex, nofollow">` tag.
pub fn no_index_tag() -> HeadTag {
    HeadTag {
        tag: "meta".to_owned(),
        attributes: vec![
            ("name".to_owned(), "robots".to_owned()),
            ("content".to_owned(), "noindex, nofollow".to_owned()),
        ],
        text: None,
    }
}

/// The page's description: its front matter's, else its first paragraph, shortened.
pub fn description_of(document: &Document) -> Option<String> {
    if let Some(description) = &document.compiled.front_matter.description {
        return Some(description.clone());
    }
    document
        .compiled
        .content
        .iter()
        .find_map(|node| match node {
            Node::Element { tag, .. } if tag == "p" => {
                let text = node.plain_text();
                let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                (!text.is_empty()).then(|| truncate(&text, DESCRIPTION_LIMIT))
            }
            _ => None,
        })
}

/// Title from front matter, else the leading `# Heading`, else the file name.
pub fn document_title(document: &Document) -> String {
    document_title_or(document, split_path(&document.relative_path).1)
}

/// Title from front matter, else the leading `# Heading`, else `file_name` made readable.
pub fn document_title_or(document: &Document, file_name: &str) -> String {
    let compiled = &document.compiled;
    compiled
        .front_matter
        .title
        .clone()
        .or_else(|| compiled.leading_heading.clone())
        .unwrap_or_else(|| humanize(file_name))
}

/// The headings a page's table of contents lists: its own levels if its front matter sets
/// them, else the site's; none with `hide_table_of_contents`.
fn table_of_contents(
    document: &Document,
    instance_levels: Option<cairn_config::TableOfContents>,
    config: &SiteConfig,
    warnings: &mut Vec<Warning>,
) -> Vec<TocItem> {
    let front_matter = &document.compiled.front_matter;
    if front_matter.hide_table_of_contents == Some(true) {
        return Vec::new();
    }
    let site = instance_levels.unwrap_or(config.table_of_contents);
    let min = front_matter
        .toc_min_heading_level
        .unwrap_or(site.min_heading_level);
    let max = front_matter
        .toc_max_heading_level
        .unwrap_or(site.max_heading_level);
    if !(2..=6).contains(&min) || !(2..=6).contains(&max) || min > max {
        warnings.push(Warning {
            location: document.display_path.display().to_string(),
            message: format!(
                "toc_min_heading_level and toc_max_heading_level must be between 2 and 6, min ≤ max (found {min} and {max}); using {} and {}",
                site.min_heading_level, site.max_heading_level
            ),
        });
        return document
            .compiled
            .toc(site.min_heading_level, site.max_heading_level);
    }
    document.compiled.toc(min, max)
}

/// Head tags from front matter (`keywords`, `image`) and from a `<head>` block.
fn head_tags(document: &Document, config: &SiteConfig, urls: &UrlBuilder) -> Vec<HeadTag> {
    let front_matter = &document.compiled.front_matter;
    let keywords = front_matter
        .keywords
        .as_ref()
        .map(|keywords| keywords.to_list())
        .unwrap_or_default();
    let mut tags = keywords_and_image(&keywords, front_matter.image.as_deref(), config, urls);
    tags.extend(document.compiled.head.iter().cloned());
    tags
}

/// The `keywords` meta tag and the social card tags of a page.
pub(crate) fn keywords_and_image(
    keywords: &[String],
    image: Option<&str>,
    config: &SiteConfig,
    urls: &UrlBuilder,
) -> Vec<HeadTag> {
    let meta = |attributes: [(&str, &str); 2]| HeadTag {
        tag: "meta".to_owned(),
        attributes: attributes
            .iter()
            .map(|(key, value)| ((*key).to_owned(), (*value).to_owned()))
            .collect(),
        text: None,
    };
    let mut tags = Vec::new();
    let keywords = keywords.join(", ");
    if !keywords.is_empty() {
        tags.push(meta([("name", "keywords"), ("content", &keywords)]));
    }
    if let Some(image) = image {
        // Social cards need an absolute URL.
        let absolute = if image.contains("://") {
            image.to_owned()
        } else {
            format!("{}{}", config.url.trim_end_matches('/'), urls.asset(image))
        };
        tags.push(meta([("property", "og:image"), ("content", &absolute)]));
        tags.push(meta([("name", "twitter:image"), ("content", &absolute)]));
        tags.push(meta([
            ("name", "twitter:card"),
            ("content", "summary_large_image"),
        ]));
    }
    tags
}
