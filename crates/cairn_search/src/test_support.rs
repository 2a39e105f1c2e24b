//! Routes and configs the unit tests of this crate index.
#![allow(clippy::unwrap_used)]

use cairn_config::SiteConfig;
use cairn_content::plugin::OutputFile;
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
        tag: None,
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

/// The number of pages the English index whose entry file is `entry_path` holds.
pub(crate) fn page_count(files: &[OutputFile], entry_path: &str) -> u64 {
    let entry = files.iter().find(|file| file.path == entry_path).unwrap();
    let entry: serde_json::Value = serde_json::from_slice(&entry.bytes).unwrap();
    entry["languages"]["en"]["page_count"].as_u64().unwrap()
}
