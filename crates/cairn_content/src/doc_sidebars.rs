//! The sidebars of each docs version, as the pages of that version use them: the chunk each
//! page shows, previous/next links, and the cards of category pages.

use std::collections::HashMap;

use serde::Serialize;
use serde_json::json;

use crate::Chunk;
use crate::sidebars::{Item, Sidebars};

/// One version's sidebars, ready for its pages.
pub(crate) struct VersionSidebars {
    pub sidebars: Sidebars,
    /// Sidebar name → its chunk (`{"name", "items"}`), shared by every page showing it.
    pub chunks: HashMap<String, Chunk>,
    /// Permalink → title shown in previous/next links.
    pub titles: HashMap<String, String>,
}

/// A link to a neighbouring page.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct NavLink {
    pub title: String,
    pub permalink: String,
}

impl VersionSidebars {
    pub fn new(sidebars: Sidebars, titles: HashMap<String, String>) -> Self {
        let chunks = sidebars
            .sidebars
            .iter()
            .map(|(name, items)| {
                (
                    name.clone(),
                    Chunk::new(&json!({ "name": name, "items": items })),
                )
            })
            .collect();
        VersionSidebars {
            sidebars,
            chunks,
            titles,
        }
    }

    /// The sidebar a doc belongs to.
    pub fn sidebar_of_doc(&self, doc_id: &str) -> Option<&str> {
        self.sidebars.doc_sidebar.get(doc_id).map(String::as_str)
    }

    /// Previous and next pages of `permalink` in `sidebar`'s reading order.
    pub fn neighbours(&self, sidebar: &str, permalink: &str) -> (Option<NavLink>, Option<NavLink>) {
        let Some(order) = self.sidebars.reading_order.get(sidebar) else {
            return (None, None);
        };
        let Some(position) = order.iter().position(|href| href == permalink) else {
            return (None, None);
        };
        let link = |index: Option<usize>| {
            let href = order.get(index?)?;
            Some(NavLink {
                title: self
                    .titles
                    .get(href)
                    .cloned()
                    .unwrap_or_else(|| href.clone()),
                permalink: href.clone(),
            })
        };
        (link(position.checked_sub(1)), link(Some(position + 1)))
    }
}

/// A card of a `<DocCardList>`.
#[derive(Serialize)]
pub(crate) struct Card<'a> {
    pub title: &'a str,
    pub href: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<&'a str>,
}

/// Cards for sidebar items: docs with their descriptions, categories linking to their page
/// or their first doc.
pub(crate) fn cards<'a>(
    items: &'a [Item],
    exclude: &str,
    descriptions: &'a HashMap<String, String>,
) -> Vec<Card<'a>> {
    items
        .iter()
        .filter_map(|item| match item {
            Item::Link { label, href, .. } if href != exclude => Some(Card {
                title: label,
                href,
                description: descriptions.get(href).map(String::as_str),
            }),
            Item::Category {
                label, items, href, ..
            } => Some(Card {
                title: label,
                href: href.as_deref().or_else(|| first_link(items))?,
                description: None,
            }),
            _ => None,
        })
        .collect()
}

fn first_link(items: &[Item]) -> Option<&str> {
    items.iter().find_map(|item| match item {
        Item::Link { href, .. } => Some(href.as_str()),
        Item::Category {
            href: Some(href), ..
        } => Some(href.as_str()),
        Item::Category { items, .. } => first_link(items),
        Item::Html { .. } => None,
    })
}

/// The items listed next to `permalink` (its siblings in the sidebar).
pub(crate) fn siblings<'s>(items: &'s [Item], permalink: &str) -> Option<&'s [Item]> {
    let holds = items
        .iter()
        .any(|item| matches!(item, Item::Link { href, .. } if href == permalink));
    if holds {
        return Some(items);
    }
    items.iter().find_map(|item| match item {
        Item::Category { items, href, .. } if href.as_deref() == Some(permalink) => {
            Some(items.as_slice())
        }
        Item::Category { items, .. } => siblings(items, permalink),
        _ => None,
    })
}
