//! What every page knows about the docs instances (the theme's "global data"): each version's
//! sidebars, main doc and the docs the navbar links to, so that navbar items, the version
//! dropdown and docs hooks work on any page without loading the docs themselves.
//!
//! A version's full list of docs grows with the site, so it is not in the site data: it is a
//! data chunk per instance (`docsUrl`), which the server renderer holds and the browser loads
//! when a page needs more docs than the few it carries (see the render stage's recorded docs).

use std::collections::BTreeMap;

use cairn_config::SiteConfig;
use serde::Serialize;
use ts_rs::TS;

use crate::error::{ContentError, Warning};

/// One docs instance.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DocsPluginData {
    /// The instance's base path without trailing slash (`/docs`); `/` for a root instance.
    pub path: String,
    /// Current first, then released versions newest first.
    pub versions: Vec<DocsVersionData>,
    /// URL of the data chunk of the instance's docs lists: version name → every doc of the
    /// version.
    pub docs_url: String,
    /// A larger instance's lists in parts, by path and by id: what the browser loads instead
    /// of `docsUrl` to look docs up.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub docs_parts: Option<super::list_parts::DocsListParts>,
}

/// Each version's full list of docs, by version name: the data chunk behind `docsUrl`.
pub(crate) type DocsLists<'a> = BTreeMap<&'a str, &'a [GlobalDoc]>;

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DocsVersionData {
    pub name: String,
    pub label: String,
    pub is_last: bool,
    /// The version's base path without trailing slash.
    pub path: String,
    /// The doc at the version's root, else the first of its first sidebar, else the first.
    pub main_doc_id: String,
    /// Every doc of the version. Not in the site data's JSON (the docs lists chunk holds it);
    /// the theme reads it from there when a page asks for it.
    #[serde(skip_serializing)]
    pub docs: Vec<GlobalDoc>,
    /// The docs any page may link to: the main doc and the navbar's `doc` items, those the
    /// version has.
    pub layout_docs: Vec<GlobalDoc>,
    /// Drafts: left out of production builds.
    pub draft_ids: Vec<String>,
    pub sidebars: BTreeMap<String, GlobalSidebar>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub(crate) struct GlobalDoc {
    pub id: String,
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub sidebar: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<bool>", optional)]
    pub unlisted: bool,
}

#[derive(Debug, Clone, Serialize, TS)]
pub(crate) struct GlobalSidebar {
    /// Where a link to the sidebar leads: its first page.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub link: Option<SidebarLink>,
}

#[derive(Debug, Clone, Serialize, TS)]
pub(crate) struct SidebarLink {
    pub path: String,
    pub label: String,
}

/// Each version's docs, for the docs lists chunk.
pub(crate) fn docs_lists(versions: &[DocsVersionData]) -> DocsLists<'_> {
    versions
        .iter()
        .map(|version| (version.name.as_str(), version.docs.as_slice()))
        .collect()
}

/// The docs of a version any page may link to: its main doc, then the doc of each navbar
/// `doc` item of this instance (`navbar_doc_ids`), once each, those the version has.
pub(crate) fn layout_docs(
    docs: &[GlobalDoc],
    main_doc_id: &str,
    navbar_doc_ids: &[&str],
) -> Vec<GlobalDoc> {
    let mut layout: Vec<GlobalDoc> = Vec::new();
    for id in std::iter::once(main_doc_id).chain(navbar_doc_ids.iter().copied()) {
        if layout.iter().any(|doc| doc.id == id) {
            continue;
        }
        if let Some(doc) = docs.iter().find(|doc| doc.id == id) {
            layout.push(doc.clone());
        }
    }
    layout
}

/// The ids of the docs the navbar's `doc` items of one docs instance link to.
pub(crate) fn navbar_doc_ids<'a>(config: &'a SiteConfig, instance_id: &str) -> Vec<&'a str> {
    config
        .navbar
        .items
        .iter()
        .filter(|item| item.kind == "doc" && item.docs_plugin_id == instance_id)
        .filter_map(|item| item.doc_id.as_deref())
        .collect()
}

/// The path of a docs base without its trailing slash: `/docs/` → `/docs`, `/` stays.
pub(crate) fn base_path(url: &str) -> String {
    let trimmed = url.trim_end_matches('/');
    if trimmed.is_empty() {
        "/".to_owned()
    } else {
        trimmed.to_owned()
    }
}

/// The main doc of a version: the one served at the version's root, else the first page of
/// its first sidebar that is a doc, else its first doc by id.
pub(crate) fn main_doc_id(
    version_path: &str,
    docs: &[GlobalDoc],
    first_sidebar_order: Option<&[String]>,
) -> String {
    let at_root = docs.iter().find(|doc| base_path(&doc.path) == version_path);
    let first_in_sidebar = || {
        first_sidebar_order?
            .iter()
            .find_map(|permalink| docs.iter().find(|doc| &doc.path == permalink))
    };
    at_root
        .or_else(first_in_sidebar)
        .or_else(|| {
            docs.iter()
                .filter(|doc| !doc.unlisted)
                .min_by(|a, b| a.id.cmp(&b.id))
        })
        .map(|doc| doc.id.clone())
        .unwrap_or_default()
}

/// Checks the navbar's items of one docs instance against its docs: a `docSidebar` item needs a sidebar with
/// something to link to in some version (an error otherwise); a `doc` item whose doc exists
/// nowhere is hidden by the theme, which deserves a warning.
pub(crate) fn check_navbar_docs_items(
    config: &SiteConfig,
    instance_id: &str,
    instance: &DocsPluginData,
    warnings: &mut Vec<Warning>,
) -> Result<(), ContentError> {
    for (index, item) in config.navbar.items.iter().enumerate() {
        if item.docs_plugin_id != instance_id {
            continue;
        }
        if let ("docSidebar", Some(sidebar)) = (item.kind.as_str(), &item.sidebar_id) {
            let found: Vec<&GlobalSidebar> = instance
                .versions
                .iter()
                .filter_map(|version| version.sidebars.get(sidebar))
                .collect();
            if found.is_empty() {
                let mut names: Vec<&str> = instance
                    .versions
                    .iter()
                    .flat_map(|version| version.sidebars.keys().map(String::as_str))
                    .collect();
                names.sort_unstable();
                names.dedup();
                return Err(ContentError::UnknownNavbarSidebar {
                    index,
                    sidebar: sidebar.clone(),
                    instance: item.docs_plugin_id.clone(),
                    available: if names.is_empty() {
                        "this instance has no sidebars".to_owned()
                    } else {
                        format!("its sidebars are: {}", names.join(", "))
                    },
                });
            }
            if found.iter().all(|sidebar| sidebar.link.is_none()) {
                return Err(ContentError::EmptyNavbarSidebar {
                    index,
                    sidebar: sidebar.clone(),
                    instance: item.docs_plugin_id.clone(),
                });
            }
        }
        if let ("doc", Some(doc_id)) = (item.kind.as_str(), &item.doc_id) {
            let exists = instance.versions.iter().any(|version| {
                version.docs.iter().any(|doc| &doc.id == doc_id)
                    || version.draft_ids.contains(doc_id)
            });
            if !exists {
                warnings.push(Warning {
                    location: format!("cairn.toml: navbar.items[{index}]"),
                    message: format!(
                        "no doc `{doc_id}` in docs `{}`; the navbar item is hidden",
                        item.docs_plugin_id
                    ),
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(id: &str, path: &str) -> GlobalDoc {
        GlobalDoc {
            id: id.to_owned(),
            path: path.to_owned(),
            sidebar: None,
            unlisted: false,
        }
    }

    #[test]
    fn the_main_doc_is_at_the_root_else_first_in_the_sidebar_else_first_by_id() {
        let docs = [
            doc("b", "/docs/b/"),
            doc("intro", "/docs/"),
            doc("a", "/docs/a/"),
        ];
        assert_eq!(main_doc_id("/docs", &docs, None), "intro");
        let docs = [doc("b", "/docs/b/"), doc("a", "/docs/a/")];
        let order = ["/docs/category/x/".to_owned(), "/docs/b/".to_owned()];
        assert_eq!(main_doc_id("/docs", &docs, Some(&order)), "b");
        assert_eq!(main_doc_id("/docs", &docs, None), "a");
        assert_eq!(main_doc_id("/docs", &[], None), "");
    }

    #[test]
    fn layout_docs_are_the_main_doc_and_the_navbar_docs_the_version_has() {
        let docs = [
            doc("intro", "/docs/"),
            doc("install", "/docs/install/"),
            doc("api", "/docs/api/"),
        ];
        let ids = |layout: Vec<GlobalDoc>| layout.into_iter().map(|doc| doc.id).collect::<Vec<_>>();
        assert_eq!(
            ids(layout_docs(
                &docs,
                "intro",
                &["api", "missing", "intro", "api"]
            )),
            ["intro", "api"]
        );
        assert_eq!(ids(layout_docs(&docs, "", &[])), Vec::<String>::new());
    }

    #[test]
    fn base_paths_lose_their_trailing_slash() {
        assert_eq!(base_path("/docs/"), "/docs");
        assert_eq!(base_path("/docs/3.4.0"), "/docs/3.4.0");
        assert_eq!(base_path("/"), "/");
    }
}
