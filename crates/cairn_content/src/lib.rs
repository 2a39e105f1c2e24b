//! Content plugins: find a site's documents, compile them, and plan its routes.
//!
//! `load` reads and compiles (in parallel); `plan` turns the result into the route table the
//! renderer emits, with each route's props as content-hashed JSON chunks.

mod assets;
mod chunk;
mod doc_meta;
mod doc_sidebars;
mod docs_data;
mod error;
mod last_update;
mod load;
mod plan;
mod sidebars;
mod site_data;
mod tags;
mod url;
mod versions;

pub use assets::AssetCopy;
pub use chunk::Chunk;
pub use error::{ContentError, Warning};
pub use last_update::{LastUpdate, LastUpdates, needs_last_updates, read_last_updates};
pub use load::{Document, DocumentKind, LoadedSite, ReactPage, load};
pub use plan::{Plan, PlanOptions, Route, plan};
pub use url::UrlBuilder;
pub use versions::{
    CURRENT, DocsVersion, VersioningFiles, check_version_name, docs_versions, released_versions,
    resolve_versions,
};

/// Component ids of the theme's route components.
pub mod components {
    pub const DOC_PAGE: &str = "@theme/DocPage";
    pub const MARKDOWN_PAGE: &str = "@theme/MarkdownPage";
    pub const NOT_FOUND: &str = "@theme/NotFound";
    pub const DOC_TAGS_LIST_PAGE: &str = "@theme/DocTagsListPage";
    pub const DOC_TAG_DOC_LIST_PAGE: &str = "@theme/DocTagDocListPage";
}
