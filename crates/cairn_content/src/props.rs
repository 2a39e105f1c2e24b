//! The props route components receive: the engine's half of the engine ↔ theme contract.

use cairn_markdown::{Node, TocItem};
use serde::Serialize;
use ts_rs::TS;

use crate::docs::doc_sidebars::{Crumb, NavLink};
use crate::docs::tags::Tag;

/// The `page` prop of `@theme/DocPage` and `@theme/MarkdownPage`.
#[derive(Debug, Serialize, TS)]
pub(crate) struct PageData {
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub description: Option<String>,
    pub permalink: String,
    #[ts(type = "TreeNode")]
    pub content: Node,
    pub toc: Vec<TocItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub previous: Option<NavLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub next: Option<NavLink>,
    /// Stylesheets only this page needs (KaTeX's), added on client-side navigation.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub stylesheets: Vec<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub unlisted: bool,
    /// The page's text is the default locale's: it has no translation into this one.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub untranslated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub version: Option<VersionInfo>,
    /// The categories the doc is in, outermost first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<Crumb>>", optional)]
    pub breadcrumbs: Vec<Crumb>,
    /// Front matter keys Cairn does not read itself, for the site's components
    /// (`useDoc().frontMatter`); absent when the file has none.
    #[serde(rename = "frontMatter", skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "Record<string, unknown>")]
    pub custom_front_matter: Option<serde_json::Map<String, serde_json::Value>>,
    /// All absent on Markdown pages.
    #[serde(flatten)]
    pub doc: DocFields,
    /// The address of the page's Markdown twin when `llms.txt` lists the page: what the
    /// page-actions menu copies and opens. Added once every page is planned (see `llms.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub markdown: Option<String>,
}

/// What only doc pages (and category pages) have.
#[derive(Debug, Serialize, Default, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DocFields {
    /// The doc's id in its version; absent on generated category pages.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub id: Option<String>,
    /// The docs instance.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub plugin_id: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<Tag>>", optional)]
    pub tags: Vec<Tag>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub edit_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(type = "number", optional)]
    /// Unix time in milliseconds.
    pub last_updated_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub last_updated_by: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub draft: bool,
    /// Front matter `hide_title` on a doc without a Markdown `# Title`: the page does not show
    /// its title as a heading.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub hide_title: bool,
    /// A generated category page (what `useCurrentSidebarCategory` needs).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub category_index: bool,
}

/// What a doc page says about its version: the badge, and the banner of an unreleased or
/// unmaintained version with a link to the same doc in the last version.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "DocVersionInfo")]
pub(crate) struct VersionInfo {
    pub name: String,
    pub label: String,
    pub badge: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub banner: Option<cairn_config::VersionBanner>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub last_version: Option<NavLink>,
}
