//! The sidebars of each docs version, as the pages of that version use them: the chunks each
//! page shows, previous/next links, and the cards of category pages.
//!
//! A page's `sidebar` chunk is the sidebar's skeleton: a category that starts collapsed keeps
//! everything but its items, which are a chunk of their own (`itemsUrl`), fetched when a
//! visitor opens it; nested collapsed categories are references again. A page's
//! `sidebarBranch` chunk holds the items of the collapsed categories it is in, so that its
//! own branch of the sidebar renders open without a fetch. Equal items make equal chunks, so
//! every page of a category shares one branch chunk, and the skeleton is one chunk per
//! sidebar: what a page downloads no longer grows with the whole sidebar.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use ts_rs::TS;

use crate::docs::sidebars::{Item, Sidebars};
use crate::{Chunk, UrlBuilder};

/// One version's sidebars, ready for its pages.
pub(crate) struct VersionSidebars {
    pub sidebars: Sidebars,
    /// Sidebar name → its skeleton chunk (`{"name", "items"}`), shared by every page showing it.
    pub chunks: HashMap<String, Chunk>,
    /// (sidebar name, page URL) → the page's `sidebarBranch` chunk, for the pages that a
    /// collapsed category of that sidebar holds (a category's own page included).
    pub branches: HashMap<(String, String), Chunk>,
    /// The items chunks of every collapsed category, each once: route data refers to them
    /// by URL, the plan writes them.
    pub items_chunks: Vec<Chunk>,
    /// Permalink → title shown in previous/next links.
    pub titles: HashMap<String, String>,
    /// Sidebar name → page URL → its place in the sidebar's reading order, and → the categories
    /// leading to it: worked out once per sidebar, so a page's cost does not grow with the
    /// sidebar (searching the sidebar for each page made planning 10,000 pages quadratic).
    positions: HashMap<String, HashMap<String, usize>>,
    crumbs: HashMap<String, HashMap<String, Vec<Crumb>>>,
}

/// The `sidebar` prop of a doc page.
#[derive(Debug, Serialize, TS)]
#[ts(rename = "Sidebar")]
pub(crate) struct SidebarData {
    /// The sidebar's name in its docs version (`docs`, `api`…).
    pub name: String,
    /// Collapsed categories leave their items out, naming them with `itemsUrl`.
    pub items: Vec<Item>,
}

/// The `sidebarBranch` prop of a doc page: the items of each collapsed category holding the
/// page, nested ones included, keyed by the `itemsUrl` that names them.
#[derive(Debug, Serialize, TS)]
#[ts(rename = "SidebarBranch")]
pub(crate) struct SidebarBranch<'a>(
    #[ts(as = "BTreeMap<String, Vec<Item>>")] BTreeMap<&'a str, &'a [Item]>,
);

/// A link to a neighbouring page.
#[derive(Debug, Clone, Serialize, TS)]
pub(crate) struct NavLink {
    pub title: String,
    pub permalink: String,
}

/// What splitting the sidebars into chunks gives.
#[derive(Default)]
struct Split {
    /// Items chunk URL → the items it holds (nested collapsed categories as references).
    items: HashMap<String, Vec<Item>>,
    chunks: Vec<Chunk>,
}

impl Split {
    /// `items` with every collapsed category's items moved to a chunk of their own.
    fn skeleton(&mut self, items: &[Item], urls: &UrlBuilder) -> Vec<Item> {
        items
            .iter()
            .map(|item| {
                let mut entry = item.clone();
                if let Item::Category {
                    items,
                    items_url,
                    collapsed,
                    ..
                } = &mut entry
                {
                    let nested = self.skeleton(items, urls);
                    // An empty category has nothing to load.
                    if *collapsed && !nested.is_empty() {
                        let chunk = Chunk::new(&nested);
                        let url = chunk.url(urls);
                        if !self.items.contains_key(&url) {
                            self.chunks.push(chunk);
                            self.items.insert(url.clone(), nested);
                        }
                        *items = Vec::new();
                        *items_url = Some(url);
                    } else {
                        *items = nested;
                    }
                }
                entry
            })
            .collect()
    }

    /// Records, for each page among `items` (a skeleton), the collapsed categories holding it
    /// (`holders`, outermost first); a category's own page is in the category. The first
    /// place a page appears at wins, as for breadcrumbs.
    fn holders(
        &self,
        items: &[Item],
        holders: &mut Vec<String>,
        found: &mut HashMap<String, Vec<String>>,
    ) {
        for item in items {
            match item {
                Item::Link { href, .. } => {
                    found.entry(href.clone()).or_insert_with(|| holders.clone());
                }
                Item::Category {
                    items,
                    items_url,
                    href,
                    ..
                } => {
                    let (nested, pushed) = match items_url {
                        Some(url) => {
                            holders.push(url.clone());
                            (self.items.get(url).map_or(&[][..], Vec::as_slice), true)
                        }
                        None => (items.as_slice(), false),
                    };
                    if let Some(href) = href {
                        found.entry(href.clone()).or_insert_with(|| holders.clone());
                    }
                    self.holders(nested, holders, found);
                    if pushed {
                        holders.pop();
                    }
                }
                Item::Html { .. } => {}
            }
        }
    }
}

impl VersionSidebars {
    pub fn new(sidebars: Sidebars, titles: HashMap<String, String>, urls: &UrlBuilder) -> Self {
        let mut split = Split::default();
        let mut chunks = HashMap::new();
        let mut branches = HashMap::new();
        // One chunk per distinct list of holders, whichever sidebar or page asks for it.
        let mut branch_chunks: HashMap<Vec<String>, Chunk> = HashMap::new();
        for (name, items) in &sidebars.sidebars {
            let skeleton = split.skeleton(items, urls);
            let mut holders = HashMap::new();
            split.holders(&skeleton, &mut Vec::new(), &mut holders);
            for (page, holders) in holders {
                if holders.is_empty() {
                    continue;
                }
                let chunk = branch_chunks.entry(holders).or_insert_with_key(|holders| {
                    Chunk::new(&SidebarBranch(
                        holders
                            .iter()
                            .filter_map(|url| {
                                Some((url.as_str(), split.items.get(url)?.as_slice()))
                            })
                            .collect(),
                    ))
                });
                branches.insert((name.clone(), page), chunk.clone());
            }
            chunks.insert(
                name.clone(),
                Chunk::new(&SidebarData {
                    name: name.clone(),
                    items: skeleton,
                }),
            );
        }
        let positions = sidebars
            .reading_order
            .iter()
            .map(|(name, order)| {
                let mut positions = HashMap::with_capacity(order.len());
                for (position, href) in order.iter().enumerate() {
                    positions.entry(href.clone()).or_insert(position);
                }
                (name.clone(), positions)
            })
            .collect();
        let crumbs = sidebars
            .sidebars
            .iter()
            .map(|(name, items)| (name.clone(), breadcrumb_index(items)))
            .collect();
        VersionSidebars {
            sidebars,
            chunks,
            branches,
            items_chunks: split.chunks,
            titles,
            positions,
            crumbs,
        }
    }

    /// The categories leading to `permalink` in `sidebar`, outermost first; `None` when the
    /// sidebar does not list it.
    pub fn breadcrumbs(&self, sidebar: &str, permalink: &str) -> Option<&[Crumb]> {
        self.crumbs.get(sidebar)?.get(permalink).map(Vec::as_slice)
    }

    /// The `sidebarBranch` chunk of the page at `permalink` showing `sidebar`: none when no
    /// collapsed category holds it.
    pub fn branch(&self, sidebar: &str, permalink: &str) -> Option<&Chunk> {
        self.branches
            .get(&(sidebar.to_owned(), permalink.to_owned()))
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
        let Some(&position) = self
            .positions
            .get(sidebar)
            .and_then(|positions| positions.get(permalink))
        else {
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

/// Page URL → the categories leading to it in `items`, outermost first, for every page the
/// items list. A category's own page has its enclosing categories. A page listed twice keeps
/// its first place, in reading order.
pub(crate) fn breadcrumb_index(items: &[Item]) -> HashMap<String, Vec<Crumb>> {
    fn walk(items: &[Item], trail: &mut Vec<Crumb>, index: &mut HashMap<String, Vec<Crumb>>) {
        for item in items {
            match item {
                Item::Link { href, .. } => {
                    index.entry(href.clone()).or_insert_with(|| trail.clone());
                }
                Item::Category {
                    label, items, href, ..
                } => {
                    if let Some(href) = href {
                        index.entry(href.clone()).or_insert_with(|| trail.clone());
                    }
                    trail.push(Crumb {
                        label: label.clone(),
                        href: href.clone(),
                    });
                    walk(items, trail, index);
                    trail.pop();
                }
                Item::Html { .. } => {}
            }
        }
    }
    let mut index = HashMap::new();
    walk(items, &mut Vec::new(), &mut index);
    index
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
            items_url: None,
            collapsed: true,
            collapsible: true,
            href: href.map(str::to_owned),
            link_unlisted: false,
            unlisted: false,
            class_name: None,
            custom_props: None,
        }
    }

    fn open(mut item: Item) -> Item {
        if let Item::Category { collapsed, .. } = &mut item {
            *collapsed = false;
        }
        item
    }

    fn fixed(mut item: Item) -> Item {
        if let Item::Category {
            collapsed,
            collapsible,
            ..
        } = &mut item
        {
            *collapsed = false;
            *collapsible = false;
        }
        item
    }

    fn version(items: Vec<Item>) -> VersionSidebars {
        let sidebars = Sidebars {
            sidebars: vec![("docs".to_owned(), items)],
            ..Sidebars::default()
        };
        VersionSidebars::new(sidebars, HashMap::new(), &UrlBuilder::new("/", true))
    }

    fn json(chunk: &Chunk) -> serde_json::Value {
        serde_json::from_str(chunk.json()).unwrap_or_default()
    }

    /// The items chunk a skeleton category names.
    fn items_of(sidebars: &VersionSidebars, category: &serde_json::Value) -> serde_json::Value {
        let url = category["itemsUrl"].as_str().unwrap_or_default();
        sidebars
            .items_chunks
            .iter()
            .find(|chunk| chunk.url(&UrlBuilder::new("/", true)) == url)
            .map(json)
            .unwrap_or_default()
    }

    fn sample() -> Vec<Item> {
        vec![
            link("/intro/"),
            category(
                "Guides",
                Some("/guides/"),
                vec![
                    link("/guides/a/"),
                    link("/guides/b/"),
                    category("Deploy", None, vec![link("/guides/deploy/cloud/")]),
                ],
            ),
            open(category("Reference", None, vec![link("/reference/cli/")])),
            fixed(category("Always", None, vec![link("/always/x/")])),
            category("Empty", Some("/empty/"), vec![]),
        ]
    }

    #[test]
    fn collapsed_categories_leave_their_items_to_chunks_of_their_own() {
        let sidebars = version(sample());
        let skeleton = json(&sidebars.chunks["docs"]);
        let items = &skeleton["items"];
        assert_eq!(skeleton["name"], "docs");
        assert_eq!(items[0]["href"], "/intro/");
        // A collapsed category: everything but its items, which a chunk holds.
        let guides = &items[1];
        assert_eq!(guides["label"], "Guides");
        assert_eq!(guides["href"], "/guides/");
        assert_eq!(guides["collapsed"], true);
        assert_eq!(guides["items"], serde_json::json!([]));
        let url = guides["itemsUrl"].as_str().unwrap_or_default();
        assert!(
            url.starts_with("/assets/data/") && url.ends_with(".json"),
            "{url}"
        );
        // Open and non-collapsible categories keep their items inline.
        assert_eq!(items[2]["items"][0]["href"], "/reference/cli/");
        assert!(items[2].get("itemsUrl").is_none());
        assert_eq!(items[3]["items"][0]["href"], "/always/x/");
        assert!(items[3].get("itemsUrl").is_none());
        // An empty category has nothing to load.
        assert!(items[4].get("itemsUrl").is_none());
        // The nested collapsed category is a reference again, inside Guides' chunk.
        let guides_items = items_of(&sidebars, guides);
        assert_eq!(guides_items[0]["href"], "/guides/a/");
        let deploy = &guides_items[2];
        assert_eq!(deploy["label"], "Deploy");
        assert_eq!(deploy["items"], serde_json::json!([]));
        assert_eq!(
            items_of(&sidebars, deploy)[0]["href"],
            "/guides/deploy/cloud/"
        );
        assert_eq!(sidebars.items_chunks.len(), 2);
        assert!(!skeleton.to_string().contains("/guides/a/"));
    }

    #[test]
    fn a_page_gets_the_items_of_the_collapsed_categories_holding_it() {
        let sidebars = version(sample());
        let skeleton = json(&sidebars.chunks["docs"]);
        let guides_url = skeleton["items"][1]["itemsUrl"]
            .as_str()
            .unwrap_or_default();
        let guides_items = items_of(&sidebars, &skeleton["items"][1]);
        let deploy_url = guides_items[2]["itemsUrl"].as_str().unwrap_or_default();

        // Pages of one category share one branch chunk, the category's own page included.
        let a = sidebars.branch("docs", "/guides/a/");
        assert!(a.is_some());
        assert_eq!(a, sidebars.branch("docs", "/guides/b/"));
        assert_eq!(a, sidebars.branch("docs", "/guides/"));
        let branch = a.map(json).unwrap_or_default();
        assert_eq!(branch.as_object().map(|map| map.len()), Some(1));
        assert_eq!(branch[guides_url], guides_items);

        // A page in a nested collapsed category gets both.
        let cloud = sidebars
            .branch("docs", "/guides/deploy/cloud/")
            .map(json)
            .unwrap_or_default();
        assert_eq!(cloud.as_object().map(|map| map.len()), Some(2));
        assert_eq!(cloud[guides_url], guides_items);
        assert_eq!(cloud[deploy_url][0]["href"], "/guides/deploy/cloud/");

        // Pages no collapsed category holds need no branch.
        for page in ["/intro/", "/reference/cli/", "/always/x/", "/empty/"] {
            assert!(sidebars.branch("docs", page).is_none(), "{page}");
        }
        assert!(sidebars.branch("other", "/guides/a/").is_none());
    }

    #[test]
    fn equal_items_make_one_chunk() {
        let sidebars = version(vec![
            category("One", None, vec![link("/shared/")]),
            category("Two", None, vec![link("/shared/")]),
        ]);
        assert_eq!(sidebars.items_chunks.len(), 1);
        let skeleton = json(&sidebars.chunks["docs"]);
        assert_eq!(
            skeleton["items"][0]["itemsUrl"],
            skeleton["items"][1]["itemsUrl"]
        );
    }

    #[test]
    fn unlisted_categories_are_flagged_in_the_skeleton() {
        let mut hidden = category("Hidden", None, vec![link("/secret/")]);
        if let Item::Category {
            items, unlisted, ..
        } = &mut hidden
        {
            if let Some(Item::Link { unlisted, .. }) = items.first_mut() {
                *unlisted = true;
            }
            *unlisted = true;
        }
        assert!(!hidden.is_listed());
        let sidebars = version(vec![hidden]);
        let skeleton = json(&sidebars.chunks["docs"]);
        assert_eq!(skeleton["items"][0]["unlisted"], true);
        assert!(skeleton["items"][0].get("itemsUrl").is_some());
        assert!(sidebars.branch("docs", "/secret/").is_some());
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
        let index = breadcrumb_index(&items);
        let breadcrumbs = |permalink: &str| index.get(permalink).cloned();
        assert_eq!(breadcrumbs("/a/"), Some(vec![]));
        assert_eq!(
            breadcrumbs("/guides/deploy/cloud/"),
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
        assert_eq!(breadcrumbs("/guides/"), Some(vec![]));
        assert_eq!(breadcrumbs("/nowhere/"), None);
    }
}
