//! The search plugin: the results page, the head tags, what the browser needs to query (its
//! global data), and the local index after rendering. It plans after every plugin whose routes
//! it indexes, so it knows how many parts the index is made in before any page renders.

use cairn_config::{SearchConfig, SearchProvider, SiteConfig, docsearch_host};
use cairn_content::plugin::{
    FinishContext, LoadInput, OutputFile, PluginContent, PluginRoutes, PostBuildContext,
    SiteOutputs,
};
use cairn_content::{
    ContentError, Needs, PlanContext, Plugin, Route, components, language_tags, search_data,
    search_index_parts, search_index_url, searchable_routes,
};
use cairn_markdown::HeadTag;

use crate::{IndexBuild, IndexInput};

pub const PLUGIN_NAME: &str = "search";

/// Site search as `[search]` configures it; it does nothing when search is off.
#[derive(Debug)]
pub struct SearchPlugin {
    search: SearchConfig,
    /// The pages' language, for the `cairn_locale` / `docsearch:language` facets.
    locale: String,
}

impl SearchPlugin {
    pub fn new(config: &SiteConfig) -> Self {
        SearchPlugin {
            search: config.search.clone(),
            locale: config.i18n.current().to_owned(),
        }
    }

    fn builds_local_index(&self) -> bool {
        self.search.builds_local_index()
    }
}

impl Plugin for SearchPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(SearchPage {
            path: (self.search.enabled && !self.search.search_page_path.is_empty())
                .then_some(self.search.search_page_path.as_str()),
            local_index: self.builds_local_index(),
        }))
    }

    /// The browser must know every part the local index is made in, so the plugin counts the
    /// pages the index will hold: every other plugin's.
    fn needs(&self) -> Needs {
        Needs::EveryRoute
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
}

/// The local index of one plan's pages.
#[derive(Debug, Default)]
struct LocalIndex {
    /// The index a full build started while its pages render: its files are made last.
    started: Option<IndexBuild>,
}

impl SiteOutputs for LocalIndex {
    /// The index needs only the plan: it is made on a thread of its own while the pages
    /// render, instead of alone on one core after them.
    fn start(&mut self, context: &PostBuildContext<'_>) {
        // An input that cannot be made (a bad ignore pattern) is reported by `post_build`.
        if let Ok(input) = IndexInput::new(context.config, &context.plan.routes) {
            let locale = context.config.i18n.current();
            self.started = Some(input.cached_in(context.site_dir, locale).start());
        }
    }

    /// Without an early start (a dev server), the index is made here.
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        if self.started.is_some() {
            return Ok(Vec::new());
        }
        let locale = context.config.i18n.current();
        Ok(IndexInput::new(context.config, &context.plan.routes)?
            .cached_in(context.site_dir, locale)
            .index()?
            .files)
    }

    fn finish(&mut self, _context: &FinishContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        match self.started.take() {
            Some(index) => Ok(index.finish()?.files),
            None => Ok(Vec::new()),
        }
    }

    fn own_folders(&self) -> Vec<String> {
        vec![cairn_content::SEARCH_INDEX_DIR.to_owned()]
    }
}

/// The results page, `/search/` unless `searchPagePath` says otherwise.
struct SearchPage<'a> {
    path: Option<&'a str>,
    /// Whether results come from the local index, whose script the page then preloads.
    local_index: bool,
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
                if self.local_index {
                    // The page loads the index's script, from the folder the client is told, as
                    // soon as it is interactive: fetched with the page's own chunks, it no
                    // longer waits for them, which brings a linked query's results one round
                    // trip sooner.
                    route.head.push(HeadTag {
                        tag: "link".to_owned(),
                        attributes: vec![
                            ("rel".to_owned(), "modulepreload".to_owned()),
                            (
                                "href".to_owned(),
                                format!("{}pagefind.js", search_index_url(context.urls())),
                            ),
                        ],
                        text: None,
                    });
                }
                route
            })
            .into_iter()
            .collect();
        let config = context.config();
        // A bad ignore glob cannot get here: the config's check refuses it.
        let index_parts = if self.local_index {
            let planned = searchable_routes(config, context.planned_routes())?.count();
            search_index_parts(planned, config.search.pages_per_index_part)
        } else {
            1
        };
        // Plain strings and numbers: serialising cannot fail.
        let global_data = search_data(config, context.urls(), index_parts)
            .and_then(|data| serde_json::to_value(data).ok());
        Ok(PluginRoutes {
            routes,
            global_data,
            outputs: self
                .local_index
                .then(|| Box::new(LocalIndex::default()) as Box<dyn SiteOutputs>),
            ..PluginRoutes::default()
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::path::Path;

    use cairn_content::{Chunk, Plan, UrlBuilder};

    use super::*;
    use crate::test_support::{self, config, page};

    fn plan(routes: Vec<Route>) -> Plan {
        Plan {
            routes,
            not_found: Route::new("/404.html".to_owned(), components::NOT_FOUND),
            site: Chunk::new(&"site"),
            urls: UrlBuilder::new("/", true),
            warnings: Vec::new(),
            chunks: Vec::new(),
            global_chunks: Vec::new(),
            assets: Vec::new(),
            head_tags: Vec::new(),
            client_modules: Vec::new(),
            html: Default::default(),
            theme_paths: Vec::new(),
            bundle: Default::default(),
            component_imports: Vec::new(),
            code_modules: Vec::new(),
            plugin_routes: Vec::new(),
            outputs: Vec::new(),
        }
    }

    /// The number of pages of an index in one part.
    fn page_count(files: &[OutputFile]) -> u64 {
        test_support::page_count(files, "pagefind/pagefind-entry.json")
    }

    #[test]
    fn an_index_started_before_rendering_is_made_last() {
        let config = config("");
        let two = plan(vec![page("/a/", "alpha"), page("/b/", "beta")]);
        let no_index = Default::default();
        let context = PostBuildContext {
            config: &config,
            plan: &two,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
            rendered_no_index: &no_index,
        };
        let finish = FinishContext {
            config: &config,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
        };
        let mut index = LocalIndex::default();
        index.start(&context);
        assert!(index.post_build(&context).unwrap().is_empty());
        assert_eq!(page_count(&index.finish(&finish).unwrap()), 2);
        assert!(index.finish(&finish).unwrap().is_empty(), "made once");
    }

    #[test]
    fn without_an_early_start_post_build_makes_the_index() {
        let config = config("");
        let three = plan(vec![
            page("/a/", "alpha"),
            page("/b/", "beta"),
            page("/c/", "gamma"),
        ]);
        let context = PostBuildContext {
            config: &config,
            plan: &three,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
            rendered_no_index: &Default::default(),
        };
        let mut index = LocalIndex::default();
        assert_eq!(page_count(&index.post_build(&context).unwrap()), 3);
        let finish = FinishContext {
            config: &config,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
        };
        assert!(index.finish(&finish).unwrap().is_empty());
    }
}
