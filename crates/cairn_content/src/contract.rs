//! The engine ↔ theme contract: the shapes of the JSON the engine writes and the theme reads
//! (props, site data, the route manifest, the route boot data), defined once as Rust structs.
//! The theme's TypeScript types are generated from them into
//! `packages/theme/src/contract.generated.ts`; a test fails when that file is stale, and
//! `CAIRN_UPDATE_CONTRACT=1 cargo test -p cairn_content contract` rewrites it.

use std::collections::BTreeMap;

use serde::Serialize;
use ts_rs::{Config, TS};

use crate::key_parts::KeyPart;

/// A route as the client's route manifest lists it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RouteEntry {
    /// The route component's id in the registry.
    pub component: String,
    /// Prop name → URL of its data chunk.
    pub data: BTreeMap<String, String>,
    /// Ids of the `@site/…` components the page's content uses, loaded before it renders.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub content_components: Vec<String>,
}

/// The site's routes, fetched by the client when it first resolves a link.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RouteManifest {
    /// By path (decoded, with the base URL): every route of a small site, none of a larger one,
    /// whose routes are in `parts`.
    pub routes: BTreeMap<String, RouteEntry>,
    /// A larger site's routes in parts of consecutive paths (in UTF-16 code unit order, the
    /// order of JavaScript's `<`), so that what a navigation fetches does not grow with the
    /// site. A path is in the last part whose `first` is not after it, if in any.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<KeyPart>>", optional)]
    pub parts: Vec<KeyPart>,
    pub not_found: RouteEntry,
    /// URL of the site data chunk of the build that wrote the manifest. The manifest's URL
    /// stays the same between builds, so a page of an earlier build may fetch a later build's
    /// manifest: it then loads the pages in full instead of in place.
    pub site: String,
}

/// A part of a larger site's routes.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RouteManifestPartData {
    /// By path, as in `RouteManifest::routes`.
    pub routes: BTreeMap<String, RouteEntry>,
}

/// What the engine puts in each page's `#__cairn_route` script.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RouteBoot {
    pub path: String,
    pub component: String,
    /// Prop name → URL of its data chunk.
    pub data: BTreeMap<String, String>,
    /// URL of the site data chunk.
    pub site: String,
    /// URL of the route manifest.
    pub manifest: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub content_components: Vec<String>,
    /// The URL of the module of the page's component and of each content component, by id,
    /// where the bundle has one of its own: the entry imports them without the registry.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[ts(as = "Option<BTreeMap<String, String>>", optional)]
    pub modules: BTreeMap<String, String>,
    /// The docs the page looked up while it was rendered, beyond the layout docs of the site
    /// data: instance id → version name → docs. Until the docs lists are loaded, the browser
    /// answers the same lookups from these.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "Record<string, Record<string, Array<GlobalDoc>>>")]
    pub docs: Option<serde_json::Value>,
    /// URLs of the site data chunks (a docs instance's lists, the static images' data) the
    /// page read whole while it was rendered: loaded before the page hydrates.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>", optional)]
    pub site_chunks: Vec<String>,
}

/// Types the theme writes by hand because they are not plain structs: the content tree
/// (compact arrays) and the global data map, whose `docs` entry is typed.
const PREAMBLE: &str = r#"/** A content-tree node: text, or `[tag, props?, ...children]`. */
export type TreeNode = string | TreeElement;
export type TreeElement = readonly [tag: string, ...rest: readonly unknown[]];
export type TreeProps = Record<string, unknown>;

/** Plugin name → instance id → the instance's global data. */
export interface GlobalData {
  docs?: Record<string, DocsPluginData>;
  blog?: Record<string, BlogPluginData>;
  search?: Record<string, SearchData>;
  [plugin: string]: Record<string, unknown> | undefined;
}
"#;

/// The TypeScript declarations of every contract type, in one module.
pub fn typescript() -> String {
    let config = Config::default();
    let declarations = [
        crate::props::PageData::decl(&config),
        crate::props::DocFields::decl(&config),
        crate::props::VersionInfo::decl(&config),
        cairn_markdown::TocItem::decl(&config),
        crate::docs::doc_sidebars::NavLink::decl(&config),
        crate::docs::doc_sidebars::Crumb::decl(&config),
        crate::docs::doc_sidebars::SidebarData::decl(&config),
        crate::docs::doc_sidebars::SidebarBranch::decl(&config),
        crate::docs::sidebars::Item::decl(&config),
        crate::docs::tags::Tag::decl(&config),
        crate::docs::tags::TagSummary::decl(&config),
        crate::docs::tags::TaggedDoc::decl(&config),
        crate::docs::tags::TagsListPage::decl(&config),
        crate::docs::tags::TagDocListPage::decl(&config),
        crate::docs::global_data::DocsPluginData::decl(&config),
        crate::docs::global_data::DocsVersionData::decl(&config),
        crate::docs::global_data::GlobalDoc::decl(&config),
        crate::docs::list_parts::DocsListParts::decl(&config),
        crate::docs::global_data::GlobalSidebar::decl(&config),
        crate::docs::global_data::SidebarLink::decl(&config),
        crate::blog::props::BlogAuthor::decl(&config),
        crate::blog::props::BlogAuthorSummary::decl(&config),
        crate::blog::props::BlogPostSummary::decl(&config),
        crate::blog::props::BlogPagination::decl(&config),
        crate::blog::props::BlogListPageData::decl(&config),
        crate::blog::props::BlogPostPageData::decl(&config),
        crate::blog::props::BlogSidebarData::decl(&config),
        crate::blog::props::BlogSidebarItem::decl(&config),
        crate::blog::props::BlogTagsListPageData::decl(&config),
        crate::blog::props::BlogArchivePageData::decl(&config),
        crate::blog::props::BlogAuthorsListPageData::decl(&config),
        crate::blog::props::BlogPluginData::decl(&config),
        crate::site_data::SiteData::decl(&config),
        crate::search_index::SearchData::decl(&config),
        crate::search_index::DocSearchData::decl(&config),
        crate::site_data::NavbarData::decl(&config),
        crate::site_data::NavbarLogo::decl(&config),
        crate::site_data::NavbarItemData::decl(&config),
        crate::site_data::NavbarItemBody::decl(&config),
        crate::site_data::NavbarItemKind::decl(&config),
        crate::site_data::CustomNavbarItem::decl(&config),
        crate::site_data::I18nData::decl(&config),
        crate::site_data::LocaleData::decl(&config),
        crate::site_data::FooterLogo::decl(&config),
        crate::site_data::NavbarLinkItem::decl(&config),
        crate::site_data::FooterData::decl(&config),
        crate::site_data::FooterLinkColumn::decl(&config),
        crate::site_data::FooterLinkItem::decl(&config),
        cairn_config::NavbarPosition::decl(&config),
        cairn_config::FooterStyle::decl(&config),
        cairn_config::NavbarStyle::decl(&config),
        cairn_config::Dimension::decl(&config),
        cairn_config::Direction::decl(&config),
        cairn_config::DocsSidebarOptions::decl(&config),
        cairn_config::VersionBanner::decl(&config),
        cairn_config::AnnouncementBar::decl(&config),
        cairn_config::ColorModeConfig::decl(&config),
        cairn_config::ColorModeName::decl(&config),
        cairn_config::SiteStorage::decl(&config),
        cairn_config::PageActionsConfig::decl(&config),
        cairn_config::Assistant::decl(&config),
        cairn_config::StorageType::decl(&config),
        RouteEntry::decl(&config),
        RouteManifest::decl(&config),
        KeyPart::decl(&config),
        RouteManifestPartData::decl(&config),
        RouteBoot::decl(&config),
    ];
    let mut out = String::from(
        "// Generated by `cairn_content::contract` from the engine's Rust types: do not edit.\n// CAIRN_UPDATE_CONTRACT=1 cargo test -p cairn_content contract rewrites it.\n\n",
    );
    out.push_str(PREAMBLE);
    for declaration in declarations {
        out.push('\n');
        out.push_str("export ");
        out.push_str(declaration.trim());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    #[test]
    fn the_theme_types_are_generated_from_the_contract() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../packages/theme/src/contract.generated.ts");
        let expected = super::typescript();
        if std::env::var_os("CAIRN_UPDATE_CONTRACT").is_some() {
            std::fs::write(&path, &expected).expect("the generated types are writable");
        }
        let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            checked_in == expected,
            "{} is stale: run `CAIRN_UPDATE_CONTRACT=1 cargo test -p cairn_content contract` and commit it",
            path.display()
        );
    }
}
