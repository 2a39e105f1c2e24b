//! Content plugins: where a site's pages come from.
//!
//! Each plugin (docs instances, pages; blog and changelog to come) lists its source files;
//! `load` compiles the Markdown of all of them in parallel; `plan` runs each plugin's content
//! lifecycle (load content → permalinks → routes and global data) and assembles the route
//! table, with each route's props as content-hashed JSON chunks. See [`plugin`] for the
//! lifecycle.

mod analytics;
mod assets;
mod blog;
mod chunk;
mod compile_cache;
mod compile_options;
pub mod contract;
mod debug_pages;
mod diagrams;
mod docs;
mod error;
pub mod functions;
mod i18n;
pub mod ideal_images;
pub mod key_parts;
mod layout_parts;
mod llms;
mod load;
mod names;
mod pages;
mod partials;
mod plan;
pub mod plugin;
mod priority;
mod props;
mod redirects;
mod search_document;
mod search_index;
mod site_data;
mod site_head;
mod sitemap;
mod sitemap_items;
mod social_cards;
mod url;

use std::path::Path;

pub use assets::AssetCopy;
pub use blog::{BlogPlugin, blog_plugins, iso_date};
pub use chunk::{Chunk, DATA_DIR, ROUTE_MANIFEST_FILE};
pub use compile_cache::{COMPILE_CACHE_DIR, compile_cache_size, engine_identity};
pub use compile_options::compile_options;
pub use debug_pages::DebugPagesPlugin;
pub use diagrams::DiagramsPlugin;
pub use docs::{
    CURRENT, DocsPlugin, DocsVersion, LastUpdate, LastUpdates, VersioningFiles, check_version_name,
    docs_plugins, docs_versions, needs_last_updates, read_last_updates, released_versions,
    resolve_versions, wants_git_dates,
};
pub use error::{ContentError, Warning};
pub use i18n::{
    LocaleStatus, SourceMessage, Translation, TranslationFile, TranslationSource, site_messages,
    theme_message_table, theme_messages, translate_config, translation_status, ui_messages,
    undeclared_locale_folders,
};
pub use layout_parts::LayoutPartsPlugin;
pub use llms::LlmsPlugin;
pub use load::{ComponentFile, Document, LoadedSite, load, load_locale, load_read_only};
pub use pages::{PAGES_DIR, PagesPlugin};
pub use partials::Partials;
pub use plan::{
    Plan, PlanContext, PlanOptions, PluginRouteList, Route, RouteMetadata, no_index_tag, plan,
    translation_sources,
};
pub use plugin::{BundleInputs, HtmlTags, Needs, Plugin, SiteOutputs};
pub use priority::give_way_to_the_render;
pub use redirects::{
    RedirectPage, RedirectsPlugin, check_redirects, redirect_html, redirect_pages,
};
pub use search_document::{
    DEFAULT_SEARCH_TAG, SearchDocument, SearchKind, docs_search_tag, group_label, language_tags,
};
pub use search_index::{
    DocSearchData, SEARCH_INDEX_DIR, SearchData, search_data, search_index_part_dir,
    search_index_part_urls, search_index_parts, search_index_url, searchable_routes,
};
pub use site_head::SiteHeadPlugin;
pub use sitemap::{
    SitemapItem, SitemapPlugin, default_items, ignore_set, is_no_index, sitemap_xml,
};
pub use social_cards::SocialCardsPlugin;
pub use url::{UrlBuilder, percent_decode, resolve_relative};

/// The plugins of this crate a site's config asks for, in the site's order: each docs
/// instance, each blog, the pages, the site's own `<head>` additions, the layout's parts,
/// diagrams, analytics, redirects, the sitemap, `llms.txt`, social cards and the debug pages. A build adds
/// the site's own plugins, math, search and offline mode (`cairn_build::plugins`).
pub fn builtin_plugins(
    site_dir: &Path,
    config: &cairn_config::SiteConfig,
) -> Result<Vec<Box<dyn Plugin>>, ContentError> {
    let mut plugins: Vec<Box<dyn Plugin>> = vec![Box::new(ideal_images::IdealImagesPlugin)];
    for docs in docs_plugins(site_dir, config)? {
        plugins.push(Box::new(docs));
    }
    for blog in blog_plugins(site_dir, config) {
        plugins.push(Box::new(blog));
    }
    plugins.push(Box::new(PagesPlugin::new(site_dir, config)));
    plugins.push(Box::new(SiteHeadPlugin::new(config)));
    plugins.push(Box::new(LayoutPartsPlugin::new(config)));
    plugins.push(Box::new(DiagramsPlugin::new(config)));
    if let Some(gtag) = analytics::GtagPlugin::for_site(config) {
        plugins.push(Box::new(gtag));
    }
    plugins.push(Box::new(RedirectsPlugin));
    plugins.push(Box::new(SitemapPlugin));
    plugins.push(Box::new(LlmsPlugin));
    plugins.push(Box::new(SocialCardsPlugin::new(site_dir, config)?));
    plugins.push(Box::new(DebugPagesPlugin));
    Ok(plugins)
}

/// Component ids of the theme's route components.
pub mod components {
    pub const DOC_PAGE: &str = "@theme/DocPage";
    pub const MARKDOWN_PAGE: &str = "@theme/MarkdownPage";
    pub const NOT_FOUND: &str = "@theme/NotFound";
    pub const DOC_TAGS_LIST_PAGE: &str = "@theme/DocTagsListPage";
    pub const DOC_TAG_DOC_LIST_PAGE: &str = "@theme/DocTagDocListPage";
    pub const BLOG_LIST_PAGE: &str = "@theme/BlogListPage";
    pub const BLOG_POST_PAGE: &str = "@theme/BlogPostPage";
    pub const BLOG_TAGS_LIST_PAGE: &str = "@theme/BlogTagsListPage";
    pub const BLOG_TAGS_POSTS_PAGE: &str = "@theme/BlogTagsPostsPage";
    pub const BLOG_ARCHIVE_PAGE: &str = "@theme/BlogArchivePage";
    pub const BLOG_AUTHORS_LIST_PAGE: &str = "@theme/BlogAuthorsListPage";
    pub const BLOG_AUTHORS_POSTS_PAGE: &str = "@theme/BlogAuthorsPostsPage";
    pub const SEARCH_PAGE: &str = "@theme/SearchPage";
}
