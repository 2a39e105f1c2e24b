//! A docs instance's routes: doc pages, generated category pages, tag pages, and its global
//! data.

use std::collections::{BTreeMap, HashMap};

use cairn_markdown::{HeadTag, Node, Props};
use rayon::prelude::*;

use super::DocsContent;
use super::doc_meta::last_update_of;
use super::doc_sidebars::{Crumb, NavLink, VersionSidebars, cards, siblings};
use super::entry::DocEntry;
use super::global_data::{
    DocsPluginData, DocsVersionData, GlobalDoc, GlobalSidebar, SidebarLink, base_path,
    check_navbar_docs_items, docs_lists, layout_docs, main_doc_id, navbar_doc_ids,
};
use super::list_parts::{DOCS_PER_PART, list_parts};
use super::sidebars::{GeneratedIndex, Item};
use super::tags::{Tag, TagContext, TaggedDoc, resolve_tags, tag_pages};
use crate::error::{ContentError, Warning};
use crate::plan::{
    PlanContext, Route, RouteMetadata, description_of, keywords_and_image, no_index_tag,
};
use crate::plugin::PluginRoutes;
use crate::props::{DocFields, PageData, VersionInfo};
use crate::search_document::{
    SearchDocument, SearchKind, docs_search_tag, facet_tags, group_label,
};
use crate::{Chunk, UrlBuilder, components};

/// Docs by (version index, id), to resolve `pagination_prev`/`next` and version banners.
type DocsById<'d, 'a> = HashMap<(usize, &'d str), &'d DocEntry<'a>>;

/// Docs one planning task plans: enough that forking the context is rare, few enough that
/// the tasks spread evenly over the cores (10,000 docs are 157 tasks).
const DOCS_PER_TASK: usize = 64;

/// What one task planned: each doc with its route and tags, the task's context, and the error
/// it stopped at.
type PlannedDocs<'d, 'a, 'c> = (
    Vec<(&'d DocEntry<'a>, (Route, Vec<Tag>))>,
    PlanContext<'c>,
    Option<ContentError>,
);

/// The instance's routes (its docs' pages, then its generated category pages, then its tag
/// pages), its global data, and the chunks they refer to.
pub(super) fn plan(
    docs: &DocsContent<'_>,
    context: &mut PlanContext<'_>,
) -> Result<PluginRoutes, ContentError> {
    let pages = DocPages::new(docs);
    let mut routes = Vec::new();
    let tagged_docs = pages.doc_pages(context, &mut routes)?;
    pages.generated_index_pages(context, &mut routes);
    tag_routes(docs, &tagged_docs, context.urls(), &mut routes);

    let plugin_id = &docs.plugin.instance.id;
    let (data, docs_lists, list_part_chunks) = global_data(docs, context);
    check_navbar_docs_items(context.config(), plugin_id, &data, &mut context.warnings)?;
    Ok(PluginRoutes {
        routes,
        global_data: Some(serde_json::to_value(&data).unwrap_or_default()),
        // The lists' parts are chunks no route names, which the browser fetches by lookup;
        // the render workers, which hold the whole lists, never need them.
        chunks: docs
            .sidebars
            .values()
            .flat_map(|sidebars| sidebars.items_chunks.iter().cloned())
            .chain(list_part_chunks)
            .collect(),
        global_chunks: vec![docs_lists],
        ..PluginRoutes::default()
    })
}

/// The docs of a version that have tags, by version index: each doc's entry on the tag pages,
/// with its tags.
type TaggedDocs = BTreeMap<usize, Vec<(TaggedDoc, Vec<Tag>)>>;

/// The tag list and the tag pages of each version whose docs have tags, in version order.
fn tag_routes(
    docs: &DocsContent<'_>,
    tagged_docs: &TaggedDocs,
    urls: &UrlBuilder,
    routes: &mut Vec<Route>,
) {
    let plugin_id = &docs.plugin.instance.id;
    let list_title = docs.site.message("theme.tags.tagsPageTitle", "Tags");
    for (index, tagged) in tagged_docs {
        let version = &docs.plugin.versions[*index];
        let all_tags = version.page_url(urls, &["tags"]);
        let Some((list, tag_pages)) =
            tag_pages(tagged, &all_tags, plugin_id, &version.name, &list_title)
        else {
            continue;
        };
        routes.push(Route::with_page(
            all_tags.clone(),
            components::DOC_TAGS_LIST_PAGE,
            &list,
            &list.title,
        ));
        for page in &tag_pages {
            routes.push(Route::with_page(
                page.permalink.clone(),
                components::DOC_TAG_DOC_LIST_PAGE,
                page,
                &page.title,
            ));
        }
    }
}

/// What planning the pages of one docs instance shares: its docs by version and id, and each
/// doc's description by permalink.
struct DocPages<'d, 'a> {
    docs: &'d DocsContent<'a>,
    by_id: DocsById<'d, 'a>,
    descriptions: HashMap<String, String>,
}

impl<'d, 'a> DocPages<'d, 'a> {
    fn new(docs: &'d DocsContent<'a>) -> Self {
        DocPages {
            docs,
            by_id: docs
                .docs
                .iter()
                .map(|doc| ((doc.document.group, doc.id.as_str()), doc))
                .collect(),
            descriptions: docs
                .docs
                .iter()
                .filter_map(|doc| Some((doc.permalink.clone(), description_of(doc.document)?)))
                .collect(),
        }
    }

    /// Every doc's page, in the order of the docs, added to `routes`; the listed docs that have
    /// tags, for the tag pages.
    fn doc_pages(
        &self,
        context: &mut PlanContext<'_>,
        routes: &mut Vec<Route>,
    ) -> Result<TaggedDocs, ContentError> {
        let mut tagged_docs = TaggedDocs::new();
        // Docs are planned on every core, a run of docs per task, each task in a fork of the
        // context; the forks are merged in doc order, and a task stops at its first error, so
        // the outcome is the one of planning the docs one after another.
        let shared: &PlanContext<'_> = context;
        let planned: Vec<PlannedDocs> = self
            .docs
            .docs
            .par_chunks(DOCS_PER_TASK)
            .map(|run| {
                let mut fork = shared.fork();
                let mut done = Vec::with_capacity(run.len());
                for doc in run {
                    match self.doc_route(doc, &mut fork) {
                        Ok(planned) => done.push((doc, planned)),
                        Err(error) => return (done, fork, Some(error)),
                    }
                }
                (done, fork, None)
            })
            .collect();
        for (done, fork, error) in planned {
            context.merge(fork);
            if let Some(error) = error {
                return Err(error);
            }
            for (doc, (route, tags)) in done {
                let unlisted = doc.document.compiled.front_matter.unlisted == Some(true);
                if !unlisted && !tags.is_empty() {
                    let tagged = TaggedDoc {
                        id: doc.id.clone(),
                        title: doc.title.clone(),
                        description: self.descriptions.get(&doc.permalink).cloned(),
                        permalink: doc.permalink.clone(),
                    };
                    tagged_docs
                        .entry(doc.document.group)
                        .or_default()
                        .push((tagged, tags));
                }
                routes.push(route);
            }
        }
        Ok(tagged_docs)
    }

    /// The generated index pages of the sidebars' categories, version by version.
    fn generated_index_pages(&self, context: &PlanContext<'_>, routes: &mut Vec<Route>) {
        let plugin_id = &self.docs.plugin.instance.id;
        for (index, sidebars) in &self.docs.sidebars {
            for generated in &sidebars.sidebars.generated_indexes {
                let version = self.version_info(*index, "");
                let facet = facet_tags(&docs_search_tag(plugin_id, &version.name));
                let mut route = generated_index_route(
                    generated,
                    sidebars,
                    &self.descriptions,
                    version,
                    plugin_id,
                );
                route.head.extend(keywords_and_image(
                    &generated.keywords,
                    generated.image.as_deref(),
                    context.config(),
                    context.urls(),
                ));
                route.head.extend(facet);
                routes.push(route);
            }
        }
    }

    /// A doc's page, and its tags (for the tag pages).
    fn doc_route(
        &self,
        doc: &DocEntry<'_>,
        context: &mut PlanContext<'_>,
    ) -> Result<(Route, Vec<Tag>), ContentError> {
        let index = doc.document.group;
        let version = &self.docs.plugin.versions[index];
        let instance = &self.docs.plugin.instance;
        let front_matter = &doc.document.compiled.front_matter;
        let sidebars = self.docs.sidebars.get(&index);
        warn_unknown_displayed_sidebar(doc, sidebars, &mut context.warnings);
        // The sidebar the page shows, and its name.
        let sidebar = sidebars.zip(self.docs.displayed_sidebar(doc));
        let sidebar_items = sidebar.and_then(|(sidebars, name)| sidebars.sidebars.get(name));
        let (previous, next) = self.pagination(doc, sidebar, &mut context.warnings);
        let unlisted = front_matter.unlisted == Some(true);
        let located_crumbs =
            sidebar.and_then(|(sidebars, name)| sidebars.breadcrumbs(name, &doc.permalink));
        let crumbs = match located_crumbs {
            Some(crumbs) if version.breadcrumbs => crumbs.to_vec(),
            _ => Vec::new(),
        };
        let tags = self.doc_tags(doc, context)?;
        let (last_updated_at, last_updated_by) =
            last_update_of(doc.document, instance, &context.site.options.last_updates)?;
        let description = self.descriptions.get(&doc.permalink).cloned();
        let mut content = context.content(doc.document, &doc.permalink);
        fill_doc_cards(
            &mut content,
            sidebar_items,
            &doc.permalink,
            &self.descriptions,
        );
        let stylesheets = context.stylesheets(doc.document);
        let page = PageData {
            custom_front_matter: doc.document.compiled.front_matter.custom(),
            title: doc.title.clone(),
            description: description.clone(),
            permalink: doc.permalink.clone(),
            content,
            toc: context.toc(doc.document, version.table_of_contents),
            previous,
            next,
            stylesheets: stylesheets.clone(),
            unlisted,
            untranslated: context.shows_untranslated(doc.document),
            version: Some(self.version_info(index, &doc.id)),
            breadcrumbs: crumbs,
            doc: DocFields {
                id: Some(doc.id.clone()),
                plugin_id: Some(instance.id.clone()),
                tags: tags.clone(),
                edit_url: self.docs.edit_url(doc),
                last_updated_at,
                last_updated_by,
                draft: doc.draft,
                // As in Docusaurus, a Markdown `# Title` at the top of the doc is its own
                // content, which `hide_title` leaves alone.
                hide_title: front_matter.hide_title == Some(true)
                    && doc.document.compiled.leading_heading.is_none(),
                category_index: false,
            },
            markdown: None,
        };
        let hidden = unlisted || doc.draft || version.no_index;
        let (head, search) = self.head_and_search(context, doc, hidden, located_crumbs);
        let route = Route {
            data: std::iter::once(("page".to_owned(), Chunk::new(&page)))
                .chain(
                    sidebar
                        .map(|(sidebars, name)| sidebar_props(sidebars, name, &doc.permalink))
                        .unwrap_or_default(),
                )
                .collect(),
            title: Some(doc.title.clone()),
            description,
            source: Some(doc.document.display_path.clone()),
            content_components: context.content_components(doc.document),
            head,
            stylesheets,
            metadata: RouteMetadata {
                source_file_path: Some(doc.document.source_path.clone()),
                last_updated_at,
            },
            search,
            ..Route::new(doc.permalink.clone(), components::DOC_PAGE)
        };
        Ok((route, tags))
    }

    /// A doc's previous and next links: its neighbours in the sidebar it shows, unless
    /// `pagination_prev`/`pagination_next` name another doc of its version or none.
    fn pagination(
        &self,
        doc: &DocEntry<'_>,
        sidebar: Option<(&VersionSidebars, &str)>,
        warnings: &mut Vec<Warning>,
    ) -> (Option<NavLink>, Option<NavLink>) {
        let front_matter = &doc.document.compiled.front_matter;
        let (mut previous, mut next) = match sidebar {
            Some((sidebars, name)) => sidebars.neighbours(name, &doc.permalink),
            None => (None, None),
        };
        for (chosen, link, key) in [
            (
                &front_matter.pagination_prev,
                &mut previous,
                "pagination_prev",
            ),
            (&front_matter.pagination_next, &mut next, "pagination_next"),
        ] {
            match chosen {
                None => {}
                Some(None) => *link = None,
                Some(Some(id)) => match self.by_id.get(&(doc.document.group, id.as_str())) {
                    Some(target) => {
                        *link = Some(NavLink {
                            title: target.pagination_label.clone(),
                            permalink: target.permalink.clone(),
                        });
                    }
                    None => warnings.push(Warning {
                        location: doc.document.display_path.display().to_string(),
                        message: format!(
                            "{key} names `{id}`, which is not a doc of this version; the link is left as the sidebar has it"
                        ),
                    }),
                },
            }
        }
        (previous, next)
    }

    /// The doc's tags, from its front matter and its version's tags file.
    fn doc_tags(
        &self,
        doc: &DocEntry<'_>,
        context: &mut PlanContext<'_>,
    ) -> Result<Vec<Tag>, ContentError> {
        let Some(references) = &doc.document.compiled.front_matter.tags else {
            return Ok(Vec::new());
        };
        let index = doc.document.group;
        let version = &self.docs.plugin.versions[index];
        let urls = context.urls();
        let tags_url = |slug: &str| version.page_url(urls, &["tags", slug]);
        let tag_context = TagContext {
            file: self.docs.tags_files.get(&index),
            on_inline_tags: self.docs.plugin.instance.on_inline_tags,
            tags_url: &tags_url,
        };
        resolve_tags(
            references,
            &tag_context,
            &doc.document.display_path,
            &mut context.warnings,
        )
    }

    /// A doc page's head tags (the document's, `noindex` when hidden, the search facets) and
    /// what search indexes of it, nothing when hidden.
    fn head_and_search(
        &self,
        context: &PlanContext<'_>,
        doc: &DocEntry<'_>,
        hidden: bool,
        located_crumbs: Option<&[Crumb]>,
    ) -> (Vec<HeadTag>, Option<SearchDocument>) {
        let instance = &self.docs.plugin.instance;
        let version = &self.docs.plugin.versions[doc.document.group];
        let mut head = context.head_tags(doc.document);
        if hidden {
            head.push(no_index_tag());
        }
        let tag = docs_search_tag(&instance.id, &version.name);
        head.extend(facet_tags(&tag));
        // Search shows where a doc sits even when the page hides its breadcrumbs.
        let search = (!hidden).then(|| SearchDocument {
            group: group_label("Docs", &instance.id),
            category: located_crumbs
                .filter(|crumbs| !crumbs.is_empty())
                .map(|crumbs| {
                    crumbs
                        .iter()
                        .map(|crumb| crumb.label.as_str())
                        .collect::<Vec<_>>()
                        .join(" › ")
                }),
            kind: SearchKind::Docs,
            tag: Some(tag),
            sections: doc.document.compiled.sections.clone(),
        });
        (head, search)
    }

    /// The version facts of a doc in version `index`: for a bannered version, where the same
    /// doc is in the last version, or that version's first page.
    fn version_info(&self, index: usize, doc_id: &str) -> VersionInfo {
        let docs = self.docs;
        let versions = &docs.plugin.versions;
        let version = &versions[index];
        let last = versions.iter().position(|other| other.is_last);
        let last_version = match (version.banner, last) {
            (Some(_), Some(last)) if last != index => {
                let same_doc = self
                    .by_id
                    .get(&(last, doc_id))
                    .map(|doc| doc.permalink.clone());
                let first_page = || {
                    let sidebars = docs.sidebars.get(&last)?;
                    let (name, _) = sidebars.sidebars.sidebars.first()?;
                    sidebars.sidebars.reading_order.get(name)?.first().cloned()
                };
                same_doc.or_else(first_page).map(|permalink| NavLink {
                    title: versions[last].label.clone(),
                    permalink,
                })
            }
            _ => None,
        };
        VersionInfo {
            name: version.name.clone(),
            label: version.label.clone(),
            badge: version.badge,
            banner: version.banner,
            last_version,
        }
    }
}

/// Warns when the doc's `displayed_sidebar` names no sidebar of its version: the page then
/// shows its default sidebar.
fn warn_unknown_displayed_sidebar(
    doc: &DocEntry<'_>,
    sidebars: Option<&VersionSidebars>,
    warnings: &mut Vec<Warning>,
) {
    let Some(Some(chosen)) = doc
        .document
        .compiled
        .front_matter
        .displayed_sidebar
        .as_ref()
    else {
        return;
    };
    let Some(sidebars) = sidebars.filter(|sidebars| !sidebars.chunks.contains_key(chosen)) else {
        return;
    };
    let available: Vec<String> = sidebars
        .sidebars
        .sidebars
        .iter()
        .map(|(name, _)| format!("`{name}`"))
        .collect();
    let available = if available.is_empty() {
        "this version has no sidebars".to_owned()
    } else {
        format!("the sidebars are {}", available.join(", "))
    };
    warnings.push(Warning {
        location: doc.document.display_path.display().to_string(),
        message: format!(
            "displayed_sidebar names `{chosen}`, which is not a sidebar of this version ({available}); the page shows its default sidebar"
        ),
    });
}

/// `<DocCardList />` without `items` lists the other entries of the sidebar category the page
/// is in (or of the sidebar's top level): what a category overview page shows.
pub(crate) fn fill_doc_cards(
    content: &mut Node,
    sidebar: Option<&[Item]>,
    permalink: &str,
    descriptions: &HashMap<String, String>,
) {
    // Worked out for the pages that have such a list only: finding a page's siblings walks the
    // whole sidebar.
    let mut cards_json: Option<serde_json::Value> = None;
    content.visit_elements_mut(&mut |tag, props| {
        if tag == "DocCardList" && !props.contains_key("items") {
            let cards = cards_json.get_or_insert_with(|| {
                let entries = sidebar
                    .and_then(|items| siblings(items, permalink))
                    .unwrap_or_default();
                serde_json::to_value(cards(entries, permalink, descriptions)).unwrap_or_default()
            });
            props.insert("items".into(), cards.clone());
        }
    });
}

/// The sidebar props of the page at `permalink` showing sidebar `name`: the sidebar's
/// skeleton, and the items of the collapsed categories holding the page when there are any.
fn sidebar_props(sidebars: &VersionSidebars, name: &str, permalink: &str) -> Vec<(String, Chunk)> {
    let Some(sidebar) = sidebars.chunks.get(name) else {
        return Vec::new();
    };
    std::iter::once(("sidebar".to_owned(), sidebar.clone()))
        .chain(
            sidebars
                .branch(name, permalink)
                .map(|branch| ("sidebarBranch".to_owned(), branch.clone())),
        )
        .collect()
}

/// A generated category page: the category's items as cards, in the docs layout.
fn generated_index_route(
    index: &GeneratedIndex,
    sidebars: &VersionSidebars,
    descriptions: &HashMap<String, String>,
    version: VersionInfo,
    plugin_id: &str,
) -> Route {
    let items = serde_json::to_value(cards(&index.items, &index.permalink, descriptions))
        .unwrap_or_default();
    let mut list = Props::new();
    list.insert("items".into(), items);
    let content = Node::element(
        "Fragment",
        Props::new(),
        vec![Node::element("DocCardList", list, Vec::new())],
    );
    let (previous, next) = sidebars.neighbours(&index.sidebar, &index.permalink);
    let page = PageData {
        custom_front_matter: None,
        title: index.title.clone(),
        description: index.description.clone(),
        permalink: index.permalink.clone(),
        content,
        toc: Vec::new(),
        previous,
        next,
        stylesheets: Vec::new(),
        unlisted: false,
        untranslated: false,
        version: Some(version),
        breadcrumbs: Vec::new(),
        doc: DocFields {
            plugin_id: Some(plugin_id.to_owned()),
            category_index: true,
            ..DocFields::default()
        },
        markdown: None,
    };
    Route {
        data: std::iter::once(("page".to_owned(), Chunk::new(&page)))
            .chain(sidebar_props(sidebars, &index.sidebar, &index.permalink))
            .collect(),
        title: Some(index.title.clone()),
        description: index.description.clone(),
        ..Route::new(index.permalink.clone(), components::DOC_PAGE)
    }
}

/// The instance's global data, with its versions in the order they were resolved (current
/// first, then newest first), the chunk of its docs lists that the data names, and the chunks
/// of those lists' parts (a larger instance's).
fn global_data(
    docs: &DocsContent<'_>,
    context: &PlanContext<'_>,
) -> (DocsPluginData, Chunk, Vec<Chunk>) {
    let urls = context.urls();
    let navbar_doc_ids = navbar_doc_ids(context.config(), &docs.plugin.instance.id);
    let versions = docs
        .plugin
        .versions
        .iter()
        .enumerate()
        .map(|(index, version)| {
            let sidebars = docs.sidebars.get(&index);
            let version_path = base_path(&version.page_url(urls, &[]));
            let global_docs: Vec<GlobalDoc> = docs
                .docs_of(index)
                .map(|doc| GlobalDoc {
                    id: doc.id.clone(),
                    path: doc.permalink.clone(),
                    sidebar: docs.displayed_sidebar(doc).map(str::to_owned),
                    unlisted: doc.document.compiled.front_matter.unlisted == Some(true),
                })
                .collect();
            let reading_order = |name: &str| {
                sidebars
                    .and_then(|sidebars| sidebars.sidebars.reading_order.get(name))
                    .map(Vec::as_slice)
            };
            let sidebar_names: Vec<&str> = sidebars
                .map(|sidebars| {
                    sidebars
                        .sidebars
                        .sidebars
                        .iter()
                        .map(|(name, _)| name.as_str())
                        .collect()
                })
                .unwrap_or_default();
            let global_sidebars = sidebar_names
                .iter()
                .map(|name| {
                    let link = reading_order(name).and_then(<[String]>::first).map(|path| {
                        SidebarLink {
                            path: path.clone(),
                            // A doc's sidebar label: `pagination_label` is for
                            // previous/next links only.
                            label: docs
                                .docs_of(index)
                                .find(|doc| &doc.permalink == path)
                                .map(|doc| doc.sidebar_label.clone())
                                .or_else(|| sidebars?.titles.get(path).cloned())
                                .unwrap_or_default(),
                        }
                    });
                    ((*name).to_owned(), GlobalSidebar { link })
                })
                .collect();
            let main_doc_id = main_doc_id(
                &version_path,
                &global_docs,
                sidebar_names.first().and_then(|name| reading_order(name)),
            );
            let layout_docs = layout_docs(&global_docs, &main_doc_id, &navbar_doc_ids);
            DocsVersionData {
                name: version.name.clone(),
                label: version.label.clone(),
                is_last: version.is_last,
                path: version_path,
                main_doc_id,
                docs: global_docs,
                layout_docs,
                draft_ids: docs
                    .drafts
                    .iter()
                    .filter(|doc| doc.document.group == index)
                    .map(|doc| doc.id.clone())
                    .collect(),
                sidebars: global_sidebars,
            }
        })
        .collect::<Vec<_>>();
    let lists = Chunk::new(&docs_lists(&versions));
    let (docs_parts, part_chunks) = match list_parts(&versions, DOCS_PER_PART, urls) {
        Some((parts, chunks)) => (Some(parts), chunks),
        None => (None, Vec::new()),
    };
    let data = DocsPluginData {
        path: base_path(&urls.page([docs.plugin.instance.route_base_path.as_str()])),
        docs_url: lists.url(urls),
        docs_parts,
        versions,
    };
    (data, lists, part_chunks)
}
