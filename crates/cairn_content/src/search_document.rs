//! What a page gives site search: its text per heading section and where it sits (the group
//! and categories results are shown under, the version facet it is filtered by). Content
//! plugins fill it for the pages a visitor should find; the search step indexes it without
//! reading the rendered HTML back. A docs page's version facet is in its document and in its
//! `<head>`, where every page carries one, indexed or not, so a crawler sees it too.

use cairn_markdown::{HeadTag, Section};

use crate::plan::Route;

/// The facet of every page that is not a doc: search always includes it.
pub const DEFAULT_SEARCH_TAG: &str = "default";

/// The facet of a docs version's pages: `docs-default-current`, `docs-community-3.4.0`.
pub fn docs_search_tag(plugin_id: &str, version_name: &str) -> String {
    format!("docs-{plugin_id}-{version_name}")
}

/// A page as the search index sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchDocument {
    /// The top-level group results are shown under: "Docs", "Blog", "Community"…
    pub group: String,
    /// Sidebar categories between the group and the page, joined with " › ".
    pub category: Option<String>,
    pub kind: SearchKind,
    /// The version facet of a doc (`docs-default-current`); [`DEFAULT_SEARCH_TAG`] when absent.
    pub tag: Option<String>,
    /// The page's text, per heading section, in order.
    pub sections: Vec<Section>,
}

/// The kind of content, a filter of the index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchKind {
    Docs,
    Blog,
    Page,
}

impl SearchKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SearchKind::Docs => "docs",
            SearchKind::Blog => "blog",
            SearchKind::Page => "page",
        }
    }
}

/// A plugin instance's label for the group of its results: `Docs` and `Blog` for the default
/// instances, the id in title case for the others (`community` → `Community`).
pub fn group_label(default_label: &str, plugin_id: &str) -> String {
    if plugin_id == "default" {
        return default_label.to_owned();
    }
    plugin_id
        .split(['-', '_'])
        .filter(|word| !word.is_empty())
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect::<String>()
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The meta tags that carry a page's search facets, named as DocSearch's crawler reads them
/// (`docsearch:*`) and as Cairn's own (`cairn_tag`, `cairn_locale`).
pub(crate) fn facet_tags(tag: &str) -> [HeadTag; 2] {
    [("cairn_tag", tag), ("docsearch:cairn_tag", tag)].map(|(name, content)| HeadTag {
        tag: "meta".to_owned(),
        attributes: vec![
            ("name".to_owned(), name.to_owned()),
            ("content".to_owned(), content.to_owned()),
        ],
        text: None,
    })
}

/// The page-wide language tags, the same on every page of a locale.
pub fn language_tags(locale: &str) -> Vec<HeadTag> {
    [("cairn_locale", locale), ("docsearch:language", locale)]
        .into_iter()
        .map(|(name, content)| HeadTag {
            tag: "meta".to_owned(),
            attributes: vec![
                ("name".to_owned(), name.to_owned()),
                ("content".to_owned(), content.to_owned()),
            ],
            text: None,
        })
        .collect()
}

/// Gives the `default` facet to every route its plugin gave none (the docs plugin gives its
/// pages their version's).
pub(crate) fn add_facet_tags(routes: &mut [Route]) {
    for route in routes {
        let has_facet = route.head.iter().any(|tag| {
            tag.tag == "meta"
                && tag
                    .attributes
                    .iter()
                    .any(|(name, value)| name == "name" && value == "cairn_tag")
        });
        if !has_facet {
            route.head.extend(facet_tags(DEFAULT_SEARCH_TAG));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_labels() {
        assert_eq!(
            docs_search_tag("default", "current"),
            "docs-default-current"
        );
        assert_eq!(group_label("Docs", "default"), "Docs");
        assert_eq!(group_label("Docs", "community"), "Community");
        assert_eq!(group_label("Blog", "release-notes"), "Release Notes");
    }

    #[test]
    fn every_route_gets_one_facet() {
        let mut routes = vec![
            Route::new("/docs/a/".to_owned(), "@theme/DocPage"),
            Route::new("/blog/".to_owned(), "@theme/BlogListPage"),
        ];
        routes[0]
            .head
            .extend(facet_tags(&docs_search_tag("default", "3.4.0")));
        add_facet_tags(&mut routes);
        let tag_of = |route: &Route| {
            route
                .head
                .iter()
                .find(|tag| tag.attributes[0].1 == "cairn_tag")
                .map(|tag| tag.attributes[1].1.clone())
        };
        assert_eq!(tag_of(&routes[0]).as_deref(), Some("docs-default-3.4.0"));
        assert_eq!(tag_of(&routes[1]).as_deref(), Some("default"));
        assert_eq!(routes[0].head.len(), 2, "the doc's own facet only");
        assert_eq!(routes[1].head.len(), 2);
    }
}
