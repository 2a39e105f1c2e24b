//! The props of the blog's route components: the blog's half of the engine ↔ theme contract.
//! Dates are ISO 8601 strings in UTC (`2024-05-01T00:00:00.000Z`); the theme formats them.

use std::collections::BTreeMap;

use cairn_markdown::{Node, TocItem};
use serde::Serialize;
use ts_rs::TS;

use crate::docs::doc_sidebars::NavLink;
use crate::docs::tags::{Tag, TagSummary};

/// An author of posts.
#[derive(Debug, Clone, Default, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogAuthor {
    /// The author's key in the authors file; absent for an author written in a post.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub image_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub email: Option<String>,
    /// Platform (`github`, `x`, `linkedin`…) → profile URL.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[ts(as = "Option<BTreeMap<String, String>>", optional)]
    pub socials: BTreeMap<String, String>,
    /// URL of the author's page, for authors that have one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub page: Option<String>,
}

/// A post as list pages show it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogPostSummary {
    pub title: String,
    pub permalink: String,
    pub date: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub description: Option<String>,
    /// Minutes, when the blog shows reading times.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub reading_time: Option<f64>,
    pub authors: Vec<BlogAuthor>,
    pub tags: Vec<Tag>,
    /// The excerpt (the content before `<!-- truncate -->`) or, for a post without one, the
    /// whole content.
    #[ts(type = "TreeNode")]
    pub content: Node,
    /// The content is an excerpt: lists add a "Read more" link.
    pub truncated: bool,
}

/// Where a list page is among the list's pages.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogPagination {
    /// 1-based.
    pub page: usize,
    pub total_pages: usize,
    pub total_posts: usize,
    /// URL of the page of newer posts.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub previous: Option<String>,
    /// URL of the page of older posts.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub next: Option<String>,
}

/// The `page` prop of `@theme/BlogListPage`, `@theme/BlogTagsPostsPage` (with `tag`) and
/// `@theme/BlogAuthorsPostsPage` (with `author`).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogListPageData {
    pub title: String,
    pub description: String,
    pub permalink: String,
    /// The blog instance.
    pub plugin_id: String,
    pub posts: Vec<BlogPostSummary>,
    pub pagination: BlogPagination,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub tag: Option<TagSummary>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub author: Option<BlogAuthorSummary>,
    /// URL of the tag list (tag pages) or the author list (author pages).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub all_path: Option<String>,
    /// A changelog: entries are versions, without reading times.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub changelog: bool,
}

/// The `page` prop of `@theme/BlogPostPage`.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogPostPageData {
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub description: Option<String>,
    pub permalink: String,
    pub plugin_id: String,
    pub date: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub reading_time: Option<f64>,
    pub authors: Vec<BlogAuthor>,
    pub tags: Vec<Tag>,
    #[ts(type = "TreeNode")]
    pub content: Node,
    pub toc: Vec<TocItem>,
    /// The newer post.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub previous: Option<NavLink>,
    /// The older post.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub next: Option<NavLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub edit_url: Option<String>,
    /// Unix time in milliseconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(type = "number", optional)]
    pub last_updated_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub last_updated_by: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub unlisted: bool,
    /// The page's text is the default locale's: it has no translation into this one.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub untranslated: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub draft: bool,
    /// Stylesheets only this page needs (KaTeX's), added on client-side navigation.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub stylesheets: Vec<String>,
    /// A changelog entry: the list page it appears on, which the page links back to.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub list_page: Option<NavLink>,
    /// A changelog entry: a version, without reading time.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub changelog: bool,
    /// Front matter keys Cairn does not read itself, for the site's components
    /// (`useDoc().frontMatter`); absent when the file has none.
    #[serde(rename = "frontMatter", skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "Record<string, unknown>")]
    pub custom_front_matter: Option<serde_json::Map<String, serde_json::Value>>,
    /// The address of the page's Markdown twin when `llms.txt` lists the page: what the
    /// page-actions menu copies and opens. Added once every page is planned (see `llms.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub markdown: Option<String>,
}

/// The `sidebar` prop of blog pages: the most recent posts.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogSidebarData {
    pub title: String,
    pub items: Vec<BlogSidebarItem>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogSidebarItem {
    pub title: String,
    pub permalink: String,
    pub date: String,
}

/// The `page` prop of `@theme/BlogTagsListPage`.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogTagsListPageData {
    pub title: String,
    pub permalink: String,
    pub plugin_id: String,
    pub tags: Vec<TagSummary>,
}

/// The `page` prop of `@theme/BlogArchivePage`: every listed post, newest first.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogArchivePageData {
    pub title: String,
    pub description: String,
    pub permalink: String,
    pub plugin_id: String,
    pub posts: Vec<BlogSidebarItem>,
}

/// An author with the number of posts they wrote.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogAuthorSummary {
    #[serde(flatten)]
    pub author: BlogAuthor,
    pub count: usize,
}

/// The `page` prop of `@theme/BlogAuthorsListPage`.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogAuthorsListPageData {
    pub title: String,
    pub permalink: String,
    pub plugin_id: String,
    pub authors: Vec<BlogAuthorSummary>,
}

/// A blog's global data (`usePluginData('blog', id)`).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlogPluginData {
    /// URL of the blog's first list page.
    pub path: String,
    pub title: String,
    /// URL of the author list, when some author has a page.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub authors_list_path: Option<String>,
}
