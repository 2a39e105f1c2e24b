//! `[[blog]]`: blog instances, with the option names and defaults of Docusaurus's blog plugin
//! so that a Docusaurus blog moves over unchanged; `changelog` feeds one from a CHANGELOG.md.

use serde::{Deserialize, Serialize};

use crate::defaults::default_true;
use crate::functions::{EditUrl, SiteFunction};
use crate::model::{ReportLevel, default_docs_exclude, default_docs_include};

/// One blog: a folder of posts with its list, tag, archive and author pages, and feeds.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct BlogInstance {
    /// Names the instance (in global data and messages); `default` for the first.
    #[serde(default = "default_id")]
    pub id: String,
    /// Folder of the posts, relative to the site.
    #[serde(default = "default_path")]
    pub path: String,
    /// URL path the blog is served under, relative to the base URL.
    #[serde(default = "default_path")]
    pub route_base_path: String,
    /// Title of the list pages (and of the feeds, unless `feedOptions.title` says otherwise).
    #[serde(default = "default_title")]
    pub blog_title: String,
    #[serde(default = "default_title")]
    pub blog_description: String,
    /// Posts per list page, or `"ALL"` for one page.
    #[serde(default = "default_posts_per_page")]
    pub posts_per_page: Count,
    /// Recent posts in the blog sidebar, `"ALL"`, or 0 for no sidebar.
    #[serde(default = "default_sidebar_count")]
    pub blog_sidebar_count: Count,
    #[serde(default = "default_sidebar_title")]
    pub blog_sidebar_title: String,
    /// Authors file (YAML), relative to `path`.
    #[serde(default = "default_authors_map")]
    pub authors_map_path: String,
    /// Tags file (YAML) listing the tags posts may use, relative to `path`.
    #[serde(default)]
    pub tags: Option<String>,
    /// URL segment of the archive page; `false` builds none.
    #[serde(default = "default_archive")]
    pub archive_base_path: Segment,
    /// URL segment of list pages after the first: `/blog/page/2/`.
    #[serde(default = "default_page")]
    pub page_base_path: String,
    #[serde(default = "default_tags")]
    pub tags_base_path: String,
    #[serde(default = "default_authors")]
    pub authors_base_path: String,
    #[serde(default = "default_true")]
    pub show_reading_time: bool,
    #[serde(default)]
    pub show_last_update_time: bool,
    #[serde(default)]
    pub show_last_update_author: bool,
    /// Base of "Edit this page" links; the post's path inside the site is appended (in
    /// changelog mode, the link is `editUrl` itself). Or a function of the site's code that
    /// gives each post's link.
    #[serde(default)]
    pub edit_url: Option<EditUrl>,
    /// A function of the site's code that gives a post's reading time in minutes, in place
    /// of Cairn's count (Docusaurus's `readingTime`).
    #[serde(default)]
    pub reading_time: Option<SiteFunction>,
    /// What to do about a post tag the tags file does not list.
    #[serde(default)]
    pub on_inline_tags: ReportLevel,
    /// What to do about an author written in a post instead of the authors file.
    #[serde(default)]
    pub on_inline_authors: ReportLevel,
    /// What to do about a long post without a `<!-- truncate -->` marker.
    #[serde(default)]
    pub on_untruncated_blog_posts: ReportLevel,
    /// Globs of the files (relative to `path`) that are posts.
    #[serde(default = "default_docs_include")]
    pub include: Vec<String>,
    /// Globs of files left out among those `include` matches.
    #[serde(default = "default_docs_exclude")]
    pub exclude: Vec<String>,
    #[serde(default)]
    pub feed_options: FeedOptions,
    /// A CHANGELOG.md (relative to the site) whose `## <version> (<date>)` sections are the
    /// posts, instead of a folder of posts: Cairn's changelog mode.
    #[serde(default)]
    pub changelog: Option<String>,
    /// remark plugins run on each of the instance's posts before Cairn reads it (local modules
    /// or npm packages, with options, as `plugins` entries), after `beforeDefaultRemarkPlugins`.
    #[serde(default)]
    pub remark_plugins: Vec<crate::plugins::PluginEntry>,
    /// remark plugins run first, before `remarkPlugins`.
    #[serde(default)]
    pub before_default_remark_plugins: Vec<crate::plugins::PluginEntry>,
    /// rehype plugins run on the HTML tree (hast) the compiler made of each document, after
    /// `beforeDefaultRehypePlugins`.
    #[serde(default)]
    pub rehype_plugins: Vec<crate::plugins::PluginEntry>,
    /// rehype plugins run first, before `rehypePlugins`.
    #[serde(default)]
    pub before_default_rehype_plugins: Vec<crate::plugins::PluginEntry>,
}

/// A number of posts, or all of them.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum Count {
    Number(usize),
    All(AllKeyword),
}

/// The word `"ALL"`.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
pub enum AllKeyword {
    #[serde(rename = "ALL")]
    All,
}

impl Count {
    /// The number, with `"ALL"` as no limit.
    pub fn limit(self) -> Option<usize> {
        match self {
            Count::Number(count) => Some(count),
            Count::All(_) => None,
        }
    }
}

/// A URL segment, or `false` for "no such page".
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum Segment {
    Path(String),
    Off(bool),
}

impl Segment {
    /// The segment, or `None` when turned off.
    pub fn path(&self) -> Option<&str> {
        match self {
            Segment::Path(path) => Some(path),
            Segment::Off(_) => None,
        }
    }
}

/// `feedOptions`: which feeds a blog has and what they say.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FeedOptions {
    /// `["rss", "atom"]` (the default), any of `rss`, `atom`, `json`, `"all"`, or `[]` for none.
    #[serde(default = "default_feed_types", rename = "type")]
    pub types: FeedTypes,
    /// The newest posts a feed holds.
    #[serde(default = "default_feed_limit")]
    pub limit: usize,
    pub title: Option<String>,
    pub description: Option<String>,
    pub copyright: Option<String>,
    /// The feeds' language; the site's locale when absent.
    pub language: Option<String>,
    /// A function of the site's code that gives the feeds' items, from the posts and the items
    /// Cairn would write (Docusaurus's `createFeedItems`).
    #[serde(default)]
    pub create_feed_items: Option<crate::SiteFunction>,
}

impl Default for FeedOptions {
    fn default() -> Self {
        FeedOptions {
            types: default_feed_types(),
            limit: default_feed_limit(),
            title: None,
            description: None,
            copyright: None,
            language: None,
            create_feed_items: None,
        }
    }
}

/// Feed formats, as a list or a word.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum FeedTypes {
    List(Vec<FeedType>),
    Word(FeedWord),
}

impl FeedTypes {
    /// The formats to write.
    pub fn formats(&self) -> Vec<FeedType> {
        match self {
            FeedTypes::List(list) => list.clone(),
            FeedTypes::Word(FeedWord::All) => vec![FeedType::Rss, FeedType::Atom, FeedType::Json],
            FeedTypes::Word(FeedWord::Rss) => vec![FeedType::Rss],
            FeedTypes::Word(FeedWord::Atom) => vec![FeedType::Atom],
            FeedTypes::Word(FeedWord::Json) => vec![FeedType::Json],
        }
    }
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum FeedType {
    Rss,
    Atom,
    Json,
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum FeedWord {
    All,
    Rss,
    Atom,
    Json,
}

fn default_id() -> String {
    "default".to_owned()
}

fn default_path() -> String {
    "blog".to_owned()
}

fn default_title() -> String {
    "Blog".to_owned()
}

fn default_posts_per_page() -> Count {
    Count::Number(10)
}

fn default_sidebar_count() -> Count {
    Count::Number(5)
}

fn default_sidebar_title() -> String {
    "Recent posts".to_owned()
}

fn default_authors_map() -> String {
    "authors.yml".to_owned()
}

fn default_archive() -> Segment {
    Segment::Path("archive".to_owned())
}

fn default_page() -> String {
    "page".to_owned()
}

fn default_tags() -> String {
    "tags".to_owned()
}

fn default_authors() -> String {
    "authors".to_owned()
}

fn default_feed_types() -> FeedTypes {
    FeedTypes::List(vec![FeedType::Rss, FeedType::Atom])
}

fn default_feed_limit() -> usize {
    20
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    fn blog(toml: &str) -> BlogInstance {
        let config = crate::parse(
            &format!("title = \"T\"\nurl = \"https://t.dev\"\n{toml}"),
            Path::new("cairn.toml"),
        )
        .unwrap();
        config.blog[0].clone()
    }

    #[test]
    fn defaults_are_docusaurus_defaults() {
        let defaults = blog("[[blog]]\n");
        assert_eq!(defaults.route_base_path, "blog");
        assert_eq!(defaults.posts_per_page.limit(), Some(10));
        assert_eq!(defaults.blog_sidebar_count.limit(), Some(5));
        assert_eq!(defaults.archive_base_path.path(), Some("archive"));
        assert_eq!(
            defaults.feed_options.types.formats(),
            [FeedType::Rss, FeedType::Atom]
        );
        assert_eq!(defaults.feed_options.limit, 20);
        assert!(defaults.show_reading_time);
    }

    #[test]
    fn words_and_switches() {
        let custom = blog(
            "[[blog]]\npostsPerPage = \"ALL\"\nblogSidebarCount = 0\narchiveBasePath = false\nfeedOptions = { type = \"all\", limit = 5 }\n",
        );
        assert_eq!(custom.posts_per_page.limit(), None);
        assert_eq!(custom.blog_sidebar_count.limit(), Some(0));
        assert_eq!(custom.archive_base_path.path(), None);
        assert_eq!(custom.feed_options.types.formats().len(), 3);
    }
}
