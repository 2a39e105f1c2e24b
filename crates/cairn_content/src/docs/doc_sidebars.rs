//! The sidebars of each docs version, as the pages of that version use them: the chunk each
//! page shows, previous/next links, and the cards of category pages.

use std::collections::HashMap;

use serde::Serialize;
use ts_rs::TS;

use crate::Chunk;
use crate::docs::sidebars::{Item, Sidebars};

/// One version's sidebars, ready for its pages.
pub(crate) struct VersionSidebars {
    pub sidebars: Sidebars,
    /// Sidebar name → its chunk (`{"name", "items"}`), shared by every page showing it.
    pub chunks: HashMap<String, Chunk>,
    /// Permalink → title shown in previous/next links.
    pub titles: HashMap<String, String>,
}

/// The `sidebar` prop of a doc page.
#[derive(Debug, Serialize, TS)]
#[ts(rename = "Sidebar")]
pub(crate) struct SidebarData {
    /// The sidebar's name in its docs version (`docs`, `api`…).
    pub name: String,
    pub items: Vec<Item>,
}

/// A link to a neighbouring page.
#[derive(Debug, Clone, Serialize, TS)]
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
                    Chunk::new(&SidebarData {
                        name: name.clone(),
                        items: items.clone(),
                    }),
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
        .filter(|item| item.is_listed())
        .filter_map(|item| match item {
            Item::Link { label, href, .. } if href != exclude => Some(Card {
                title: label,
                href,
                description: descriptions.get(href).map(String::as_str),
            }),
            Item::Category {
                label,
                items,
                href,
                link_unlisted,
                ..
            } => Some(Card {
                title: label,
                href: href
                    .as_deref()
                    .filter(|_| !link_unlisted)
                    .or_else(|| first_link(items))?,
                description: None,
            }),
            _ => None,
        })
        .collect()
}

fn first_link(items: &[Item]) -> Option<&str> {
    items.iter().find_map(|item| match item {
        Item::Link {
            href,
            unlisted: false,
            ..
        } => Some(href.as_str()),
        Item::Category {
            href: Some(href),
            link_unlisted: false,
            ..
        } => Some(href.as_str()),
        Item::Category { items, .. } => first_link(items),
        Item::Link { .. } | Item::Html { .. } => None,
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

/// A step of a doc's breadcrumbs: a category it is in, with the category's page if it has one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "Breadcrumb")]
pub(crate) struct Crumb {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub href: Option<String>,
}

/// The categories leading to `permalink` in `items`, outermost first; `None` when the sidebar
/// does not list it. A category's own page has its enclosing categories as breadcrumbs.
pub(crate) fn breadcrumbs(items: &[Item], permalink: &str) -> Option<Vec<Crumb>> {
    for item in items {
        match item {
            Item::Link { href, .. } if href == permalink => return Some(Vec::new()),
            Item::Category {
                label, items, href, ..
            } => {
                if href.as_deref() == Some(permalink) {
                    return Some(Vec::new());
                }
                if let Some(mut inner) = breadcrumbs(items, permalink) {
                    inner.insert(
                        0,
                        Crumb {
                            label: label.clone(),
                            href: href.clone(),
                        },
                    );
                    return Some(inner);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(href: &str) -> Item {
        Item::Link {
            label: href.to_owned(),
            href: href.to_owned(),
            doc_id: None,
            class_name: None,
            custom_props: None,
            unlisted: false,
        }
    }

    fn category(label: &str, href: Option<&str>, items: Vec<Item>) -> Item {
        Item::Category {
            label: label.to_owned(),
            items,
            collapsed: true,
            collapsible: true,
            href: href.map(str::to_owned),
            link_unlisted: false,
            class_name: None,
            custom_props: None,
        }
    }

    #[test]
    fn breadcrumbs_follow_the_categories() {
        let items = vec![
            link("/a/"),
            category(
                "Guides",
                Some("/guides/"),
                vec![category(
                    "Deploy",
                    None,
                    vec![link("/guides/deploy/cloud/")],
                )],
            ),
        ];
        assert_eq!(breadcrumbs(&items, "/a/"), Some(vec![]));
        assert_eq!(
            breadcrumbs(&items, "/guides/deploy/cloud/"),
            Some(vec![
                Crumb {
                    label: "Guides".into(),
                    href: Some("/guides/".into())
                },
                Crumb {
                    label: "Deploy".into(),
                    href: None
                },
            ])
        );
        assert_eq!(breadcrumbs(&items, "/guides/"), Some(vec![]));
        assert_eq!(breadcrumbs(&items, "/nowhere/"), None);
    }
}
