//! The pages plugin: stand-alone pages under `src/pages/`, written in Markdown or as React
//! components.

use std::path::Path;

use crate::error::{ContentError, Warning};
use crate::i18n::LocaleFiles;
use crate::load::{ComponentFile, Document, is_markdown, is_private, is_react_page};
use crate::names::split_path;
use crate::plan::{PlanContext, Route, description_of, document_title, no_index_tag};
use crate::plugin::{LoadInput, Plugin, PluginContent, PluginRoutes, Source, SourceKind};
use crate::props::{DocFields, PageData};
use crate::search_document::{SearchDocument, SearchKind};
use crate::url::UrlBuilder;
use crate::{Chunk, components};

/// Where stand-alone pages live inside a site.
pub const PAGES_DIR: &str = "src/pages";

/// The name global data of pages would be keyed by (pages have none).
pub const PLUGIN_NAME: &str = "pages";

#[derive(Debug, Clone)]
pub struct PagesPlugin {
    /// `src/pages/` and its translations in the locale being built.
    files: LocaleFiles,
}

impl PagesPlugin {
    pub fn new(site_dir: &Path, config: &cairn_config::SiteConfig) -> Self {
        PagesPlugin {
            files: LocaleFiles::new(
                config,
                site_dir.join(PAGES_DIR),
                crate::i18n::plugin_translations(config, site_dir, "pages", "default"),
            ),
        }
    }
}

impl Plugin for PagesPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn sources(&self) -> Result<Vec<Source>, ContentError> {
        let mut sources = Vec::new();
        for file in self.files.files()? {
            let relative_path = &file.relative;
            if is_private(relative_path) {
                continue;
            }
            let kind = if is_markdown(relative_path) {
                SourceKind::Markdown
            } else if is_react_page(relative_path) {
                SourceKind::Component
            } else {
                continue;
            };
            sources.push(Source::in_locale(file, 0, kind));
        }
        Ok(sources)
    }

    fn load_content<'a>(
        &'a self,
        input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        let urls = input.site.urls;
        let include_drafts = input.site.options.include_drafts;
        Ok(Box::new(PagesContent {
            orphans: self.files.orphan_warnings(input.site.site_dir)?,
            // A draft page is built only in development builds, as a draft doc is.
            markdown: input
                .documents
                .into_iter()
                .filter(|document| {
                    include_drafts || document.compiled.front_matter.draft != Some(true)
                })
                .map(|document| (document, page_url(&document.relative_path, urls)))
                .collect(),
            components: input.components,
        }))
    }
}

struct PagesContent<'a> {
    markdown: Vec<(&'a Document, String)>,
    components: Vec<&'a ComponentFile>,
    /// Translations left out because their original is gone.
    orphans: Vec<Warning>,
}

impl PluginContent for PagesContent<'_> {
    fn permalinks(&self) -> Vec<(String, String)> {
        self.markdown
            .iter()
            .map(|(document, url)| (document.site_path.clone(), url.clone()))
            .collect()
    }

    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        context.warnings.extend(self.orphans.iter().cloned());
        let mut routes = Vec::new();
        for (document, url) in &self.markdown {
            routes.push(markdown_page_route(document, url, context));
        }
        for file in &self.components {
            routes.push(Route {
                source: Some(file.display_path.clone()),
                ..Route::new(
                    page_url(&file.relative_path, context.urls()),
                    format!("@site/{PAGES_DIR}/{}", file.relative_path),
                )
            });
        }
        Ok(PluginRoutes {
            routes,
            global_data: None,
            ..PluginRoutes::default()
        })
    }
}

fn markdown_page_route(document: &Document, url: &str, context: &mut PlanContext<'_>) -> Route {
    let description = description_of(document);
    let title = document_title(document);
    let mut content = context.content(document, url);
    // A page is in no sidebar: a `<DocCardList />` without items has nothing to list.
    content.visit_elements_mut(&mut |tag, props| {
        if tag == "DocCardList" && !props.contains_key("items") {
            props.insert("items".into(), serde_json::Value::Array(Vec::new()));
        }
    });
    let stylesheets = context.stylesheets(document);
    let front_matter = &document.compiled.front_matter;
    let unlisted = front_matter.unlisted == Some(true);
    let draft = front_matter.draft == Some(true);
    let mut head = context.head_tags(document);
    if unlisted || draft {
        head.push(no_index_tag());
    }
    let page = PageData {
        custom_front_matter: front_matter.custom(),
        title: title.clone(),
        description: description.clone(),
        permalink: url.to_owned(),
        content,
        toc: context.toc(document, None),
        previous: None,
        next: None,
        stylesheets: stylesheets.clone(),
        unlisted,
        untranslated: context.shows_untranslated(document),
        version: None,
        breadcrumbs: Vec::new(),
        doc: DocFields {
            draft,
            ..DocFields::default()
        },
        markdown: None,
    };
    Route {
        data: vec![("page".to_owned(), Chunk::new(&page))],
        title: Some(title),
        description,
        source: Some(document.display_path.clone()),
        content_components: context.content_components(document),
        head,
        stylesheets,
        search: (!(unlisted || draft)).then(|| SearchDocument {
            group: "Pages".to_owned(),
            category: None,
            kind: SearchKind::Page,
            tag: None,
            sections: document.compiled.sections.clone(),
        }),
        ..Route::new(url.to_owned(), components::MARKDOWN_PAGE)
    }
}

/// `index.md` → `/`, `about.md` → `/about/`, `blog/index.tsx` → `/blog/`.
fn page_url(relative_path: &str, urls: &UrlBuilder) -> String {
    let (dir, stem) = split_path(relative_path);
    if stem == "index" {
        urls.page([dir])
    } else {
        urls.page([dir, stem])
    }
}
