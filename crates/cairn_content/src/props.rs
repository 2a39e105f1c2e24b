//! The props route components receive: the engine's half of the engine ↔ theme contract.

use cairn_markdown::{Node, TocItem};
use serde::Serialize;

use crate::docs::doc_sidebars::{Crumb, NavLink};
use crate::docs::tags::Tag;

/// The `page` prop of `@theme/DocPage` and `@theme/MarkdownPage`.
#[derive(Debug, Serialize)]
pub(crate) struct PageData {
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    pub permalink: String,
    pub content: Node,
    pub toc: Vec<TocItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub previous: Option<NavLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<NavLink>,
    /// Stylesheets only this page needs (KaTeX's), added on client-side navigation.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stylesheets: Vec<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unlisted: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<VersionInfo>,
    /// The categories the doc is in, outermost first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub breadcrumbs: Vec<Crumb>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub doc: Option<DocFields>,
}

/// What only doc pages (and category pages) have.
#[derive(Debug, Serialize, Default)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DocFields {
    /// The doc's id in its version; absent on generated category pages.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub plugin_id: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<Tag>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edit_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_updated_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_updated_by: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub draft: bool,
    /// A generated category page (what `useCurrentSidebarCategory` needs).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub category_index: bool,
}

/// What a doc page says about its version: the badge, and the banner of an unreleased or
/// unmaintained version with a link to the same doc in the last version.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct VersionInfo {
    pub name: String,
    pub label: String,
    pub badge: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub banner: Option<cairn_config::VersionBanner>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_version: Option<NavLink>,
}
