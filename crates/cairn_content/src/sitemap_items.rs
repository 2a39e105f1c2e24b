//! `[sitemap] createSitemapItems`: a function of the site's code that decides what the sitemap
//! lists, as in Docusaurus. It gets the site's config, the routes and the items Cairn would
//! write (as `defaultCreateSitemapItems`), and returns the items, which Cairn writes.

use std::path::Path;

use cairn_config::{SiteConfig, SiteFunction};
use serde_json::{Value, json};

use crate::error::ContentError;
use crate::functions::{STAND_IN, SharedRunner, call_for_list};
use crate::plan::Route;
use crate::sitemap::SitemapItem;

/// The option as messages name it.
const OPTION: &str = "[sitemap] createSitemapItems";

/// The function, with the runner that calls it.
pub(crate) struct CreateSitemapItems<'a> {
    pub function: &'a SiteFunction,
    pub runner: Option<&'a SharedRunner>,
}

impl CreateSitemapItems<'_> {
    /// The items the function returns for `routes`, given the ones Cairn made of them.
    /// `out_dir` is the output folder, which Docusaurus gives as well.
    pub fn apply(
        &self,
        config: &SiteConfig,
        routes: &[&Route],
        items: Vec<SitemapItem>,
        out_dir: &Path,
    ) -> Result<Vec<SitemapItem>, ContentError> {
        let argument = json!({
            "siteConfig": {
                "title": config.title,
                "tagline": config.tagline,
                "url": config.url,
                "baseUrl": config.base_url,
                "trailingSlash": config.trailing_slash,
            },
            "routes": routes.iter().map(|route| route_json(route)).collect::<Vec<_>>(),
            // Docusaurus gives each page's rendered `<head>` by path; pages that asked not to be
            // indexed are already left out of the routes.
            "head": {},
            "outDir": out_dir,
            "defaultCreateSitemapItems": { STAND_IN: "defaultCreateSitemapItems", "items": items },
        });
        call_for_list(
            self.runner,
            self.function,
            OPTION,
            argument,
            "sitemap items",
            |item| {
                serde_json::from_value::<SitemapItem>(item).map_err(|error| {
                    format!("{error} (an item is `{{url, lastmod?, changefreq?, priority?}}`)")
                })
            },
        )
    }
}

/// A route as Docusaurus's route configs describe it to plugins.
fn route_json(route: &Route) -> Value {
    json!({
        "path": route.path,
        "component": route.component,
        "metadata": {
            "sourceFilePath": route.metadata.source_file_path,
            "lastUpdatedAt": route.metadata.last_updated_at,
        },
    })
}
