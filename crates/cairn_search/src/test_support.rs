//! Routes and configs the unit tests of this crate index.
#![allow(clippy::unwrap_used)]

use cairn_config::SiteConfig;
use cairn_content::{Route, SearchDocument, SearchKind};
use cairn_markdown::Section;

/// A docs page whose one section holds `text`.
pub(crate) fn page(path: &str, text: &str) -> Route {
    let mut route = Route::new(path.to_owned(), "@theme/DocPage");
    route.title = Some(format!("Title of {path}"));
    route.search = Some(SearchDocument {
        group: "Docs".to_owned(),
        category: None,
        kind: SearchKind::Docs,
        sections: vec![Section {
            anchor: None,
            title: None,
            level: 1,
            text: text.to_owned(),
        }],
    });
    route
}

/// A site config with `extra` TOML after the required keys.
pub(crate) fn config(extra: &str) -> SiteConfig {
    cairn_config::parse(
        &format!("title = \"T\"\nurl = \"https://t.dev\"\n{extra}"),
        std::path::Path::new("cairn.toml"),
    )
    .unwrap()
}
