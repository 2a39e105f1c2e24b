//! `llms.txt` (`[llms]`, off unless enabled): an index of the site's docs and posts for
//! language models, following the llms.txt convention (`# Title`, `> summary`, then `## `
//! sections of Markdown link lists, each docs instance in sidebar order), a Markdown twin of
//! each listed page next to its HTML (`docs/installation/index.md`), so a model reads the
//! text rather than the rendered page, and `llms-full.txt` with every twin (`full`).
//!
//! The twin is written from the page's planned content (`cairn_markdown::markdown_twin`):
//! partials inlined, links resolved and absolute, components as their text, never an import
//! or a JSX tag.
//! Pages that ask not to be indexed, docs of versions with a banner (unreleased or
//! unmaintained), and paths `ignorePatterns` matches are not listed.

use std::collections::BTreeMap;

use crate::chunk::Chunk;
use crate::components::{BLOG_POST_PAGE, DOC_PAGE};
use crate::error::ContentError;
use crate::plan::Route;
use crate::plugin::{
    LoadInput, OutputFile, OutputsOnly, Plugin, PluginContent, PostBuildContext, SiteOutputs,
};
use crate::sitemap::{ignore_set, is_no_index};
use crate::url::UrlBuilder;
use cairn_config::SiteConfig;
use serde::Deserialize;
use serde::de::{DeserializeOwned, IgnoredAny};

pub const PLUGIN_NAME: &str = "llms";

/// Writes `llms.txt` and the Markdown copies when `[llms] enabled = true`.
#[derive(Debug, Clone, Default)]
pub struct LlmsPlugin;

/// One listed page.
struct Entry<'a> {
    route: &'a Route,
    title: String,
    /// Path of the Markdown twin inside the output folder.
    copy: String,
    /// The path of the page its "next" link leads to.
    next: Option<String>,
    /// Its planned content, from its page data.
    content: Option<cairn_markdown::Node>,
}

impl Plugin for LlmsPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(OutputsOnly(|| LlmsFiles)))
    }
}

/// LlmsPlugin's outputs: made from the plan once every page is rendered.
struct LlmsFiles;

impl SiteOutputs for LlmsFiles {
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        let config = context.config;
        if !config.llms.enabled {
            return Ok(Vec::new());
        }
        let listing = Listing::new(config, &context.plan.urls)?;
        let base = context.plan.urls.base_url();
        // Sections in the order a reader meets them: docs instances, then blogs.
        let mut docs: BTreeMap<String, Vec<Entry<'_>>> = BTreeMap::new();
        let mut blogs: BTreeMap<String, Vec<Entry<'_>>> = BTreeMap::new();
        for route in &context.plan.routes {
            let Some(listed) = listing.of::<Option<cairn_markdown::Node>>(route)? else {
                continue;
            };
            let entry = Entry {
                route,
                title: route.title.clone().unwrap_or_else(|| route.path.clone()),
                copy: listed.twin,
                next: listed.next,
                content: listed.content,
            };
            let sections = if listed.is_doc { &mut docs } else { &mut blogs };
            sections.entry(listed.plugin_id).or_default().push(entry);
        }

        let origin = config.url.trim_end_matches('/');
        let settings = TwinSettings {
            origin,
            components: &config.llms.components,
        };
        let mut text = format!("# {}\n", config.title);
        if !config.tagline.is_empty() {
            text.push_str(&format!("\n> {}\n", config.tagline));
        }
        let mut files = Vec::new();
        let docs_sections = config.docs_instances().into_iter().map(|instance| {
            let heading = if instance.id == "default" {
                "Docs".to_owned()
            } else {
                cairn_markdown::capitalised(&instance.id)
            };
            (heading, docs.remove(&instance.id))
        });
        let blog_sections = config
            .blog
            .iter()
            .map(|blog| (blog.blog_title.clone(), blogs.remove(&blog.id)));
        let mut full = text.clone();
        for (heading, entries) in docs_sections.chain(blog_sections) {
            let Some(entries) = entries.filter(|entries| !entries.is_empty()) else {
                continue;
            };
            text.push_str(&format!("\n## {heading}\n\n"));
            for entry in in_reading_order(entries) {
                text.push_str(&format!(
                    "- [{}]({origin}{})",
                    one_line(&entry.title).replace(['[', ']'], ""),
                    encoded(&format!("{base}{}", entry.copy))
                ));
                if let Some(description) = &entry.route.description {
                    text.push_str(&format!(": {}", one_line(description)));
                }
                text.push('\n');
                let twin = markdown_twin(entry.content, &entry.title, &settings);
                // Each page under its own `---` rule, its URL first: a reader of the one file
                // knows where each part comes from.
                full.push_str(&format!(
                    "\n---\n\nURL: {origin}{}\n\n{}",
                    encoded(&entry.route.path),
                    twin
                ));
                files.push(OutputFile {
                    bytes: twin.into_bytes(),
                    path: entry.copy,
                });
            }
        }
        if config.llms.full {
            files.insert(
                0,
                OutputFile {
                    path: "llms-full.txt".to_owned(),
                    bytes: full.into_bytes(),
                },
            );
        }
        files.insert(
            0,
            OutputFile {
                path: "llms.txt".to_owned(),
                bytes: text.into_bytes(),
            },
        );
        Ok(files)
    }
}

/// Which pages `llms.txt` lists, and where their twins are.
struct Listing<'a> {
    urls: &'a UrlBuilder,
    ignored: globset::GlobSet,
    /// `[llms] docsVersions`: the docs versions listed, by name.
    versions: Option<&'a [String]>,
}

/// A listed page: its docs instance or blog, its twin's path in the output, the page its
/// "next" link leads to (a doc's next in its sidebar), and what was read of its page data
/// besides (its `content`, for the twin, or nothing).
struct Listed<C> {
    is_doc: bool,
    plugin_id: String,
    twin: String,
    next: Option<String>,
    content: C,
}

/// What decides whether and how `llms.txt` lists a page, read from its page data without the
/// rest: a twin's link needs none of its content, and a twin needs its content as a tree.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PageFields<C> {
    plugin_id: Option<String>,
    version: Option<VersionFields>,
    next: Option<NextLink>,
    #[serde(default)]
    content: C,
}

#[derive(Deserialize)]
struct VersionFields {
    name: Option<String>,
    banner: Option<IgnoredAny>,
}

#[derive(Deserialize)]
struct NextLink {
    permalink: Option<String>,
}

impl<'a> Listing<'a> {
    fn new(config: &'a SiteConfig, urls: &'a UrlBuilder) -> Result<Self, ContentError> {
        Ok(Listing {
            urls,
            ignored: ignore_set(&config.llms.ignore_patterns, "llms")?,
            versions: config.llms.docs_versions.as_deref(),
        })
    }

    /// Whether a doc's version is listed: one `docsVersions` names, or without that option,
    /// one without a banner (neither unreleased nor unmaintained).
    fn lists_version(&self, version: Option<&VersionFields>) -> bool {
        match self.versions {
            Some(names) => version
                .and_then(|version| version.name.as_deref())
                .is_none_or(|name| names.iter().any(|listed| listed == name)),
            None => version.is_none_or(|version| version.banner.is_none()),
        }
    }

    /// Docs and blog posts made from a file, unless they ask not to be indexed, their path is
    /// ignored, or they belong to a docs version with a banner (unreleased or unmaintained).
    fn of<C: DeserializeOwned + Default>(
        &self,
        route: &Route,
    ) -> Result<Option<Listed<C>>, ContentError> {
        let is_doc = route.component == DOC_PAGE;
        if !(is_doc || route.component == BLOG_POST_PAGE)
            || route.metadata.source_file_path.is_none()
            || route.head.iter().any(is_no_index)
        {
            return Ok(None);
        }
        let base = self.urls.base_url();
        let site_path = format!("/{}", route.path.strip_prefix(base).unwrap_or(&route.path));
        let Some(chunk) = page_chunk(route).filter(|_| !self.ignored.is_match(&site_path)) else {
            return Ok(None);
        };
        let page: PageFields<C> =
            serde_json::from_str(chunk.json()).map_err(|error| ContentError::Plugin {
                message: format!(
                    "plugin llms: the page data of `{}` cannot be read: {error}",
                    route.path
                ),
                help: "the engine planned this page's data: please report it as a bug".to_owned(),
            })?;
        if is_doc && !self.lists_version(page.version.as_ref()) {
            return Ok(None);
        }
        let Some(plugin_id) = page.plugin_id else {
            return Ok(None);
        };
        let html = self.urls.output_file(&route.path);
        Ok(Some(Listed {
            is_doc,
            plugin_id,
            twin: format!("{}index.md", html.trim_end_matches("index.html")),
            next: page.next.and_then(|next| next.permalink),
            content: page.content,
        }))
    }
}

/// Gives each page `llms.txt` lists a `<link rel="alternate" type="text/markdown">` to its
/// twin, when `[llms]` is enabled, and the twin's address in its page data (`markdown`), which
/// the page-actions menu copies and opens. The plugins that plan pages cannot know it: which
/// pages are listed depends on the whole route list and the `[llms]` options.
pub(crate) fn add_twin_links(
    config: &SiteConfig,
    urls: &UrlBuilder,
    routes: &mut [Route],
) -> Result<(), ContentError> {
    if !config.llms.enabled {
        return Ok(());
    }
    let listing = Listing::new(config, urls)?;
    for route in routes {
        let Some(listed) = listing.of::<IgnoredAny>(route)? else {
            continue;
        };
        let href = format!("{}{}", urls.base_url(), listed.twin);
        if let Some((_, chunk)) = route.data.iter_mut().find(|(key, _)| key == "page") {
            *chunk = with_markdown(chunk, &href);
        }
        route.head.push(cairn_markdown::HeadTag {
            tag: "link".to_owned(),
            attributes: vec![
                ("rel".to_owned(), "alternate".to_owned()),
                ("type".to_owned(), "text/markdown".to_owned()),
                ("href".to_owned(), href),
            ],
            text: None,
        });
    }
    Ok(())
}

/// The page data of `chunk` (an object) with `markdown` set to `href`, written into its text
/// rather than parsed and written again: every listed page goes through here on every plan,
/// a dev server's updates included.
fn with_markdown(chunk: &Chunk, href: &str) -> Chunk {
    let json = chunk.json();
    let Some(fields) = json.strip_prefix('{') else {
        return chunk.clone();
    };
    let separator = if fields.trim_start().starts_with('}') {
        ""
    } else {
        ","
    };
    let href = serde_json::to_string(href).unwrap_or_else(|_| "\"\"".to_owned());
    Chunk::from_json(format!("{{\"markdown\":{href}{separator}{fields}"))
}

/// `entries` in the order a reader meets them: each chain of "next" links from a page that
/// no other entry leads to (a docs sidebar, in its order), chains in the order of their
/// first pages; entries no chain reaches keep their place after them.
fn in_reading_order(entries: Vec<Entry<'_>>) -> Vec<Entry<'_>> {
    let index_of: std::collections::HashMap<&str, usize> = entries
        .iter()
        .enumerate()
        .map(|(index, entry)| (entry.route.path.as_str(), index))
        .collect();
    let next_of = |index: usize| {
        entries[index]
            .next
            .as_deref()
            .and_then(|next| index_of.get(next).copied())
    };
    let led_to: std::collections::HashSet<usize> = (0..entries.len()).filter_map(next_of).collect();
    let mut order = Vec::with_capacity(entries.len());
    let mut placed = vec![false; entries.len()];
    for head in (0..entries.len()).filter(|index| !led_to.contains(index)) {
        let mut at = Some(head);
        while let Some(index) = at.filter(|index| !placed[*index]) {
            placed[index] = true;
            order.push(index);
            at = next_of(index);
        }
    }
    order.extend((0..entries.len()).filter(|index| !placed[*index]));
    let mut slots: Vec<Option<Entry<'_>>> = entries.into_iter().map(Some).collect();
    order
        .into_iter()
        .filter_map(|index| slots[index].take())
        .collect()
}

/// The chunk of the route's `page` prop.
fn page_chunk(route: &Route) -> Option<&Chunk> {
    route
        .data
        .iter()
        .find(|(key, _)| key == "page")
        .map(|(_, chunk)| chunk)
}

/// The page's text as Markdown, under its title: the twin of its planned `content`.
fn markdown_twin(
    content: Option<cairn_markdown::Node>,
    title: &str,
    options: &TwinSettings<'_>,
) -> String {
    cairn_markdown::markdown_twin(
        content.as_slice(),
        cairn_markdown::TwinOptions {
            title: Some(title),
            site_url: options.origin,
            components: options.components,
        },
    )
}

/// What every twin of the site is written with.
struct TwinSettings<'a> {
    origin: &'a str,
    components: &'a BTreeMap<String, String>,
}

/// The text after a leading `---` … `---` block, or the whole text.
pub(crate) fn strip_front_matter(text: &str) -> &str {
    let Some(rest) = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
    else {
        return text;
    };
    let mut offset = 0;
    for line in rest.split_inclusive('\n') {
        offset += line.len();
        if line.trim_end() == "---" {
            return &rest[offset..];
        }
    }
    text
}

/// A path as a URL holds it: spaces and control characters percent-encoded, as the sitemap
/// writes them.
fn encoded(path: &str) -> String {
    percent_encoding::utf8_percent_encode(path, crate::sitemap::PATH_ENCODED).to_string()
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_twin_address_is_written_into_the_page_data() {
        let page = Chunk::new(&serde_json::json!({"title": "A", "content": ["p", "x"]}));
        let with = with_markdown(&page, "/docs/a \"b\"/index.md");
        let value: serde_json::Value = serde_json::from_str(with.json()).unwrap();
        assert_eq!(value["markdown"], "/docs/a \"b\"/index.md");
        assert_eq!(value["title"], "A");
        assert_eq!(value["content"], serde_json::json!(["p", "x"]));
        let empty = with_markdown(&Chunk::from_json("{}".to_owned()), "/a.md");
        assert_eq!(empty.json(), r#"{"markdown":"/a.md"}"#);
    }

    #[test]
    fn a_listing_reads_only_what_decides_it() {
        let urls = UrlBuilder::new("/", true);
        let listing = Listing {
            urls: &urls,
            ignored: globset::GlobSet::empty(),
            versions: None,
        };
        let fields = |json: &str| serde_json::from_str::<PageFields<IgnoredAny>>(json).unwrap();
        let released =
            fields(r#"{"pluginId":"default","version":{"name":"1.0"},"content":["p","x"]}"#);
        assert!(listing.lists_version(released.version.as_ref()));
        let unmaintained =
            fields(r#"{"pluginId":"default","version":{"name":"0.9","banner":"unmaintained"}}"#);
        assert!(!listing.lists_version(unmaintained.version.as_ref()));
        let named = Listing {
            versions: Some(&["0.9".to_owned()]),
            ..listing
        };
        assert!(named.lists_version(unmaintained.version.as_ref()));
        assert!(!named.lists_version(released.version.as_ref()));
        let next = fields(r#"{"pluginId":"b","next":{"permalink":"/docs/b/","title":"B"}}"#);
        assert_eq!(
            next.next.and_then(|next| next.permalink).as_deref(),
            Some("/docs/b/")
        );
    }

    #[test]
    fn front_matter_is_removed_and_nothing_else() {
        assert_eq!(strip_front_matter("---\ntitle: A\n---\n# A\n"), "# A\n");
        assert_eq!(strip_front_matter("---\r\ntitle: A\r\n---\r\nBody"), "Body");
        assert_eq!(strip_front_matter("# A\n\n---\n"), "# A\n\n---\n");
        assert_eq!(strip_front_matter("---\nnot closed\n"), "---\nnot closed\n");
    }

    #[test]
    fn headings_and_lines() {
        assert_eq!(cairn_markdown::capitalised("community"), "Community");
        assert_eq!(one_line(" a\n  b "), "a b");
    }
}
