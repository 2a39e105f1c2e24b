//! The search plugin: the results page, the head tags, and the local index after rendering.

use std::sync::{Mutex, MutexGuard};

use cairn_config::{SearchConfig, SearchProvider, SiteConfig, docsearch_host};
use cairn_content::plugin::{
    FinishContext, LoadInput, OutputFile, PluginContent, PluginRoutes, PostBuildContext,
};
use cairn_content::{
    ContentError, PlanContext, Plugin, Route, components, language_tags, search_index_url,
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
    /// The index a full build started while its pages render, with the id of its plan.
    started: Mutex<Option<StartedIndex>>,
    /// That index once `post_build` found it was started from the build's plan: its files
    /// are made in `finish`.
    finishing: Mutex<Option<IndexBuild>>,
}

#[derive(Debug)]
struct StartedIndex {
    plan: u64,
    index: IndexBuild,
}

impl SearchPlugin {
    pub fn new(config: &SiteConfig) -> Self {
        SearchPlugin {
            search: config.search.clone(),
            locale: config.i18n.default_locale.clone(),
            started: Mutex::new(None),
            finishing: Mutex::new(None),
        }
    }

    fn builds_local_index(&self) -> bool {
        self.search.builds_local_index()
    }
}

/// The slot behind `mutex`, also after a thread panicked while holding it: a slot is only
/// ever replaced or taken whole.
fn slot<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poison| poison.into_inner())
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

    /// The index needs only the plan: it is made on a thread of its own while the pages
    /// render, instead of alone on one core after them.
    fn plan_ready(&self, context: &PostBuildContext<'_>) {
        if !self.builds_local_index() {
            return;
        }
        // An input that cannot be made (a bad ignore pattern) is reported by `post_build`.
        let Ok(input) = IndexInput::new(context.config, &context.plan.routes) else {
            return;
        };
        *slot(&self.started) = Some(StartedIndex {
            plan: context.plan.id,
            index: input.start(),
        });
    }

    fn post_build(&self, context: &PostBuildContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        let started = slot(&self.started).take();
        *slot(&self.finishing) = None;
        if !self.builds_local_index() {
            return Ok(Vec::new());
        }
        // The index started early is used only with the plan it was made from; `finish` gives
        // its files.
        if let Some(started) = started
            && started.plan == context.plan.id
        {
            *slot(&self.finishing) = Some(started.index);
            return Ok(Vec::new());
        }
        Ok(IndexInput::new(context.config, &context.plan.routes)?
            .index()?
            .files)
    }

    fn finish(&self, _context: &FinishContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        let Some(index) = slot(&self.finishing).take() else {
            return Ok(Vec::new());
        };
        Ok(index.finish()?.files)
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
        Ok(PluginRoutes {
            routes,
            global_data: None,
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

    fn plan(id: u64, routes: Vec<Route>) -> Plan {
        Plan {
            id,
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
            aliases: Vec::new(),
            component_imports: Vec::new(),
            code_modules: Vec::new(),
            plugin_routes: Vec::new(),
            uses_diagrams: false,
            navbar_item_types: Default::default(),
            has_announcement_bar: false,
        }
    }

    /// The number of pages of an index in one part.
    fn page_count(files: &[OutputFile]) -> u64 {
        test_support::page_count(files, "pagefind/pagefind-entry.json")
    }

    #[test]
    fn an_index_started_early_is_used_only_for_the_plan_it_was_started_from() {
        let config = config("");
        let plugin = SearchPlugin::new(&config);
        let two = plan(1, vec![page("/a/", "alpha"), page("/b/", "beta")]);
        let three = plan(
            2,
            vec![
                page("/a/", "alpha"),
                page("/b/", "beta"),
                page("/c/", "gamma"),
            ],
        );
        let no_index = Default::default();
        let context = |plan| PostBuildContext {
            config: &config,
            plan,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
            rendered_no_index: &no_index,
        };
        let finish = FinishContext {
            config: &config,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
        };

        // Started from the build's plan: its files are made last, in `finish`.
        plugin.plan_ready(&context(&two));
        assert!(plugin.started.lock().unwrap().is_some());
        assert!(plugin.post_build(&context(&two)).unwrap().is_empty());
        assert!(plugin.started.lock().unwrap().is_none(), "taken once");
        assert_eq!(page_count(&plugin.finish(&finish).unwrap()), 2);
        assert!(plugin.finish(&finish).unwrap().is_empty(), "made once");

        // The plan changed after the index started: it is built again from the new one.
        plugin.plan_ready(&context(&two));
        let files = plugin.post_build(&context(&three)).unwrap();
        assert_eq!(page_count(&files), 3);
        assert!(plugin.finish(&finish).unwrap().is_empty());

        // Without an early start (a dev server), post_build builds the index itself.
        let files = plugin.post_build(&context(&three)).unwrap();
        assert_eq!(page_count(&files), 3);
    }

    #[test]
    fn a_build_that_stops_before_finishing_leaves_no_index_waiting() {
        let config = config("");
        let plugin = SearchPlugin::new(&config);
        let first = plan(1, vec![page("/a/", "alpha")]);
        let context = PostBuildContext {
            config: &config,
            plan: &first,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
            rendered_no_index: &Default::default(),
        };
        plugin.plan_ready(&context);
        assert!(plugin.post_build(&context).unwrap().is_empty());
        // The next build starts over: the index the last one never finished is let go.
        plugin.plan_ready(&context);
        assert!(plugin.post_build(&context).unwrap().is_empty());
        let finish = FinishContext {
            config: &config,
            site_dir: Path::new("."),
            out_dir: Path::new("build"),
        };
        assert_eq!(page_count(&plugin.finish(&finish).unwrap()), 1);
    }
}
