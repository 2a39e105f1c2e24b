//! The search plugin: the results page, the head tags, and the local index after rendering.

use cairn_config::{SearchConfig, SearchProvider, SiteConfig, docsearch_host};
use cairn_content::plugin::{LoadInput, OutputFile, PluginContent, PluginRoutes, PostBuildContext};
use cairn_content::{ContentError, PlanContext, Plugin, Route, components, language_tags};
use cairn_markdown::HeadTag;

pub const PLUGIN_NAME: &str = "search";

/// Site search as `[search]` configures it; it does nothing when search is off.
#[derive(Debug, Clone)]
pub struct SearchPlugin {
    search: SearchConfig,
    /// The pages' language, for the `cairn_locale` / `docsearch:language` facets.
    locale: String,
}

impl SearchPlugin {
    pub fn new(config: &SiteConfig) -> Self {
        SearchPlugin {
            search: config.search.clone(),
            locale: config.i18n.default_locale.clone(),
        }
    }
}

impl Plugin for SearchPlugin {
    fn name(&self) -> &'static str {
        PLUGIN_NAME
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(SearchPage {
            path: (self.search.enabled && !self.search.search_page_path.is_empty())
                .then_some(self.search.search_page_path.as_str()),
        }))
    }

    fn head_tags(&self) -> Vec<HeadTag> {
        if !self.search.enabled {
            return Vec::new();
        }
        let mut tags = language_tags(&self.locale);
        if let (SearchProvider::Docsearch, Some(docsearch)) =
            (self.search.provider, &self.search.docsearch)
        {
            // The first query then skips the DNS lookup and TLS handshake.
            tags.push(HeadTag {
                tag: "link".to_owned(),
                attributes: vec![
                    ("rel".to_owned(), "preconnect".to_owned()),
                    ("href".to_owned(), docsearch_host(&docsearch.app_id)),
                    ("crossorigin".to_owned(), String::new()),
                ],
                text: None,
            });
        }
        tags
    }

    fn post_build(&self, context: &PostBuildContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        if !self.search.enabled || self.search.provider != SearchProvider::Local {
            return Ok(Vec::new());
        }
        Ok(crate::build_index(context.config, &context.plan.routes)?.files)
    }
}

/// The results page, `/search/` unless `searchPagePath` says otherwise.
struct SearchPage<'a> {
    path: Option<&'a str>,
}

impl PluginContent for SearchPage<'_> {
    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        let routes = self
            .path
            .map(|path| {
                let mut route = Route::new(context.urls().page([path]), components::SEARCH_PAGE);
                route.title = Some("Search the documentation".to_owned());
                // Results pages are for visitors, not for search engines' own results.
                route.head.push(cairn_content::no_index_tag());
                route
            })
            .into_iter()
            .collect();
        Ok(PluginRoutes {
            routes,
            global_data: None,
        })
    }
}
