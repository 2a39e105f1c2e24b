//! The route table: which URL renders which component with which data.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use cairn_config::ReportLevel;
use cairn_config::SiteConfig;
use cairn_markdown::{HeadTag, Node, Props, TocItem};
use serde::Serialize;
use serde_json::Value;

use crate::assets::{AssetCopy, Assets, Resolved, is_relative_file, set_dimensions};
use crate::doc_meta::{edit_url_of, last_update_of};
use crate::doc_sidebars::{Crumb, NavLink, VersionSidebars, breadcrumbs, cards, siblings};
use crate::docs_data::{
    DocsPluginData, DocsVersionData, GlobalDoc, GlobalSidebar, SidebarLink, base_path,
    check_navbar_docs_items, main_doc_id,
};
use crate::error::{ContentError, Warning};
use crate::last_update::LastUpdates;
use crate::load::{Document, DocumentKind, LoadedSite, ReactPage};
use crate::sidebars::{
    GeneratedIndex, Item, SidebarDoc, SidebarOptions, build_sidebars, parse_name,
};
use crate::site_data::site_data;
use crate::tags::{Tag, TagContext, TaggedDoc, TagsFile, read_tags_file, resolve_tags, tag_pages};
use crate::versions::DocsVersion;
use crate::{Chunk, UrlBuilder, components};

/// Longest description derived from a document's first paragraph.
const DESCRIPTION_LIMIT: usize = 160;

/// One page of the site.
#[derive(Debug, Clone)]
pub struct Route {
    /// URL path, including the base URL.
    pub path: String,
    /// Component id from the registry, e.g. `@theme/DocPage`.
    pub component: String,
    /// The component's props, one chunk per prop.
    pub data: Vec<(String, Chunk)>,
    /// Page title, without the site title.
    pub title: Option<String>,
    pub description: Option<String>,
    /// The file the page comes from, for messages.
    pub source: Option<PathBuf>,
    /// Site components its content uses (`@site/src/components/…`).
    pub content_components: Vec<String>,
    /// Extra tags for the page's `<head>`: keywords, social image, a `<head>` block.
    pub head: Vec<HeadTag>,
    /// Stylesheets only this page needs (KaTeX's on pages with formulas).
    pub stylesheets: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Plan {
    pub routes: Vec<Route>,
    /// Rendered to `404.html` and used by the client for unknown paths.
    pub not_found: Route,
    pub site: Chunk,
    pub urls: UrlBuilder,
    pub warnings: Vec<Warning>,
    /// Files documents link to, to copy into the output.
    pub assets: Vec<AssetCopy>,
}

/// What the engine decided before planning that pages need to know.
#[derive(Debug, Clone, Default)]
pub struct PlanOptions {
    /// The stylesheet pages with formulas link (KaTeX's), when the site has any.
    pub math_stylesheet: Option<String>,
    /// A development build: drafts are built too, with a banner saying so.
    pub include_drafts: bool,
    /// When each file was last changed, for instances that show it.
    pub last_updates: LastUpdates,
}

pub fn plan(
    config: &SiteConfig,
    site: &LoadedSite,
    options: &PlanOptions,
) -> Result<Plan, ContentError> {
    check_site_components(site)?;
    let urls = UrlBuilder::new(&config.base_url, config.trailing_slash);
    let mut broken_links = Vec::new();
    let mut assets = Assets::default();
    let mut asset_errors = Vec::new();
    let mut warnings: Vec<Warning> = site
        .documents
        .iter()
        .flat_map(|document| {
            document
                .compiled
                .warnings
                .iter()
                .cloned()
                .map(Warning::from)
        })
        .collect();

    let all_docs: Vec<DocEntry> = site
        .documents
        .iter()
        .filter(|document| document.kind == DocumentKind::Doc)
        .map(|document| {
            let version = document
                .version
                .and_then(|index| site.versions.get(index))
                .ok_or_else(|| ContentError::Unreadable {
                    path: document.source_path.clone(),
                    source: std::io::Error::other("a doc without a docs version"),
                })?;
            DocEntry::new(document, &urls, version)
        })
        .collect::<Result<_, _>>()?;
    // Drafts are for their authors: a production build leaves them out, and only their ids
    // remain (so that the theme can tell "a draft" from "no such doc").
    let (docs, drafts): (Vec<DocEntry>, Vec<DocEntry>) = all_docs
        .into_iter()
        .partition(|doc| options.include_drafts || !doc.draft);
    let instances: HashMap<String, cairn_config::DocsInstance> = config
        .docs_instances()
        .into_iter()
        .map(|instance| (instance.id.clone(), instance))
        .collect();
    let instance_of = |version: &DocsVersion| instances.get(&version.instance_id);
    let mut tags_files: HashMap<usize, TagsFile> = HashMap::new();
    for (index, version) in site.versions.iter().enumerate() {
        if let Some(file) = instance_of(version).and_then(|instance| instance.tags.as_deref()) {
            let path = version.source_dir.join(file);
            // A version released before the tags file existed has none: its tags are inline.
            if version.name == crate::CURRENT || path.exists() {
                let shown = crate::load::display_path(&site.site_dir, &path);
                tags_files.insert(index, read_tags_file(&path, &shown)?);
            }
        }
    }
    let pages: Vec<(&Document, String)> = site
        .documents
        .iter()
        .filter(|document| document.kind == DocumentKind::MarkdownPage)
        .map(|document| (document, page_url(&document.relative_path, &urls)))
        .collect();

    let links = LinkTargets(
        docs.iter()
            .map(|doc| (doc.document.site_path.clone(), doc.permalink.clone()))
            .chain(
                pages
                    .iter()
                    .map(|(document, url)| (document.site_path.clone(), url.clone())),
            )
            .collect(),
    );

    let descriptions: HashMap<String, String> = docs
        .iter()
        .filter_map(|doc| Some((doc.permalink.clone(), description_of(doc.document)?)))
        .collect();
    // Each version of each instance has its own sidebars; a page shows the one that lists it
    // and its previous/next links follow that sidebar.
    let mut version_sidebars: HashMap<usize, VersionSidebars> = HashMap::new();
    for (index, version) in site.versions.iter().enumerate() {
        let members: Vec<&DocEntry<'_>> = docs
            .iter()
            .filter(|doc| doc.document.version == Some(index))
            .collect();
        let sidebar_docs: Vec<SidebarDoc> = members
            .iter()
            .map(|doc| SidebarDoc {
                id: doc.id.clone(),
                relative_path: doc.document.relative_path.clone(),
                permalink: doc.permalink.clone(),
                title: doc.title.clone(),
                sidebar_label: doc.document.compiled.front_matter.sidebar_label.clone(),
                sidebar_position: doc.document.compiled.front_matter.sidebar_position,
                sidebar_class_name: doc
                    .document
                    .compiled
                    .front_matter
                    .sidebar_class_name
                    .clone(),
                sidebar_custom_props: doc
                    .document
                    .compiled
                    .front_matter
                    .sidebar_custom_props
                    .clone(),
                unlisted: doc.document.compiled.front_matter.unlisted == Some(true),
            })
            .collect();
        let category_base = format!(
            "{}/",
            version.page_url(&urls, &["category"]).trim_end_matches('/')
        );
        let sidebars = build_sidebars(
            version.sidebar_file.as_deref(),
            &sidebar_docs,
            &SidebarOptions {
                version_dir: &version.source_dir,
                category_base: &category_base,
                trailing_slash: config.trailing_slash,
                number_prefix_parser: version.number_prefix_parser,
                base_url: &config.base_url,
                draft_ids: &drafts
                    .iter()
                    .filter(|draft| draft.document.version == Some(index))
                    .map(|draft| draft.id.clone())
                    .collect::<Vec<_>>(),
            },
        )?;
        let titles = members
            .iter()
            .map(|doc| (doc.permalink.clone(), doc.sidebar_label.clone()))
            .chain(
                sidebars
                    .generated_indexes
                    .iter()
                    .map(|index| (index.permalink.clone(), index.title.clone())),
            )
            .collect();
        version_sidebars.insert(index, VersionSidebars::new(sidebars, titles));
    }
    let doc_by_id: HashMap<(Option<usize>, &str), &DocEntry<'_>> = docs
        .iter()
        .map(|doc| ((doc.document.version, doc.id.as_str()), doc))
        .collect();
    let mut routes = Vec::new();
    let mut tagged_docs: HashMap<usize, Vec<(TaggedDoc, Vec<Tag>)>> = HashMap::new();

    for doc in &docs {
        let docs_version = doc
            .document
            .version
            .and_then(|index| site.versions.get(index));
        let instance = docs_version.and_then(instance_of);
        let in_version = doc
            .document
            .version
            .and_then(|index| version_sidebars.get(&index));
        let sidebar_name = in_version.and_then(|sidebars| sidebars.sidebar_of_doc(&doc.id));
        let sidebar_items = in_version
            .zip(sidebar_name)
            .and_then(|(sidebars, name)| sidebars.sidebars.get(name));
        let (mut previous, mut next) = match (in_version, sidebar_name) {
            (Some(sidebars), Some(name)) => sidebars.neighbours(name, &doc.permalink),
            _ => (None, None),
        };
        let front_matter = &doc.document.compiled.front_matter;
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
                Some(Some(id)) => match doc_by_id.get(&(doc.document.version, id.as_str())) {
                    Some(target) => {
                        *link = Some(NavLink {
                            title: target.sidebar_label.clone(),
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
        let unlisted = front_matter.unlisted == Some(true);
        let shows_breadcrumbs = docs_version.is_some_and(|version| version.breadcrumbs);
        let crumbs = match sidebar_items {
            Some(items) if shows_breadcrumbs => {
                breadcrumbs(items, &doc.permalink).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let version = doc
            .document
            .version
            .map(|index| version_info(site, index, &doc.id, &doc_by_id, &version_sidebars));
        let tags = match (&front_matter.tags, doc.document.version, docs_version) {
            (Some(references), Some(index), Some(docs_version)) => {
                let tags_url = |slug: &str| docs_version.page_url(&urls, &["tags", slug]);
                let context = TagContext {
                    file: tags_files.get(&index),
                    on_inline_tags: instance
                        .map_or(ReportLevel::Warn, |instance| instance.on_inline_tags),
                    tags_url: &tags_url,
                };
                let tags = resolve_tags(
                    references,
                    &context,
                    &doc.document.display_path,
                    &mut warnings,
                )?;
                if !unlisted && !tags.is_empty() {
                    tagged_docs.entry(index).or_default().push((
                        TaggedDoc {
                            id: doc.id.clone(),
                            title: doc.title.clone(),
                            description: descriptions.get(&doc.permalink).cloned(),
                            permalink: doc.permalink.clone(),
                        },
                        tags.clone(),
                    ));
                }
                tags
            }
            _ => Vec::new(),
        };
        let (last_updated_at, last_updated_by) = match instance {
            Some(instance) => last_update_of(doc.document, instance, &options.last_updates)?,
            None => (None, None),
        };
        let doc_fields = DocFields {
            id: Some(doc.id.clone()),
            plugin_id: docs_version
                .map(|version| version.instance_id.clone())
                .unwrap_or_default(),
            tags,
            edit_url: instance.and_then(|instance| edit_url_of(doc.document, instance)),
            last_updated_at,
            last_updated_by,
            draft: doc.draft,
            category_index: false,
        };
        let description = descriptions.get(&doc.permalink).cloned();
        let content = page_content(
            doc.document,
            &links,
            &mut broken_links,
            &mut AssetContext {
                assets: &mut assets,
                errors: &mut asset_errors,
                urls: &urls,
            },
        );
        let mut content = content;
        fill_doc_cards(&mut content, sidebar_items, &doc.permalink, &descriptions);
        let page = PageData {
            title: &doc.title,
            description: description.as_deref(),
            permalink: &doc.permalink,
            content: &content,
            toc: table_of_contents(
                doc.document,
                instance_toc(site, doc.document),
                config,
                &mut warnings,
            ),
            previous,
            next,
            stylesheets: &stylesheets_for(doc.document, options),
            unlisted,
            version,
            breadcrumbs: crumbs,
            doc: Some(doc_fields),
        };
        routes.push(Route {
            path: doc.permalink.clone(),
            component: components::DOC_PAGE.to_owned(),
            data: std::iter::once(("page".to_owned(), Chunk::new(&page)))
                .chain(
                    in_version
                        .zip(sidebar_name)
                        .and_then(|(sidebars, name)| sidebars.chunks.get(name))
                        .map(|chunk| ("sidebar".to_owned(), chunk.clone())),
                )
                .collect(),
            title: Some(doc.title.clone()),
            description,
            source: Some(doc.document.display_path.clone()),
            content_components: doc.document.compiled.site_components.clone(),
            head: {
                let mut head = head_tags(doc.document, config, &urls);
                let no_index =
                    unlisted || doc.draft || docs_version.is_some_and(|version| version.no_index);
                if no_index {
                    head.push(HeadTag {
                        tag: "meta".to_owned(),
                        attributes: vec![
                            ("name".to_owned(), "robots".to_owned()),
                            ("content".to_owned(), "noindex, nofollow".to_owned()),
                        ],
                        text: None,
                    });
                }
                head
            },
            stylesheets: stylesheets_for(doc.document, options),
        });
    }

    for (version_index, sidebars) in &version_sidebars {
        for index in &sidebars.sidebars.generated_indexes {
            let version = version_info(site, *version_index, "", &doc_by_id, &version_sidebars);
            routes.push(generated_index_route(
                index,
                sidebars,
                &descriptions,
                version,
                &site.versions[*version_index].instance_id,
            ));
        }
    }

    for (version_index, tagged) in &tagged_docs {
        let version = &site.versions[*version_index];
        let all_tags = version.page_url(&urls, &["tags"]);
        let Some((list, tag_pages)) =
            tag_pages(tagged, &all_tags, &version.instance_id, &version.name)
        else {
            continue;
        };
        routes.push(data_route(
            &all_tags,
            components::DOC_TAGS_LIST_PAGE,
            &list,
            &list.title,
        ));
        for page in &tag_pages {
            routes.push(data_route(
                &page.permalink,
                components::DOC_TAG_DOC_LIST_PAGE,
                page,
                &page.title,
            ));
        }
    }

    let docs_data = docs_global_data(site, &docs, &drafts, &version_sidebars, &instances, &urls);
    check_navbar_docs_items(config, &docs_data, &mut warnings)?;

    for (document, url) in &pages {
        let description = description_of(document);
        let content = page_content(
            document,
            &links,
            &mut broken_links,
            &mut AssetContext {
                assets: &mut assets,
                errors: &mut asset_errors,
                urls: &urls,
            },
        );
        let title = document_title(document);
        let mut content = content;
        fill_doc_cards(&mut content, None, url, &descriptions);
        let page = PageData {
            title: &title,
            description: description.as_deref(),
            permalink: url,
            content: &content,
            toc: table_of_contents(document, None, config, &mut warnings),
            previous: None,
            next: None,
            stylesheets: &stylesheets_for(document, options),
            unlisted: false,
            version: None,
            breadcrumbs: Vec::new(),
            doc: None,
        };
        routes.push(Route {
            path: url.clone(),
            component: components::MARKDOWN_PAGE.to_owned(),
            data: vec![("page".to_owned(), Chunk::new(&page))],
            title: Some(title),
            description,
            source: Some(document.display_path.clone()),
            content_components: document.compiled.site_components.clone(),
            head: head_tags(document, config, &urls),
            stylesheets: stylesheets_for(document, options),
        });
    }

    for page in &site.react_pages {
        routes.push(react_page_route(page, &urls));
    }

    if let Some(error) = asset_errors.into_iter().next() {
        return Err(error);
    }
    match config.on_broken_markdown_links {
        ReportLevel::Ignore => {}
        ReportLevel::Warn => warnings.extend(broken_links),
        ReportLevel::Throw if broken_links.is_empty() => {}
        ReportLevel::Throw => {
            return Err(ContentError::BrokenMarkdownLinks {
                list: broken_links
                    .iter()
                    .map(|link| format!("  {link}"))
                    .collect::<Vec<_>>()
                    .join("\n"),
                count: broken_links.len(),
            });
        }
    }
    check_unique(&routes)?;
    routes.sort_by(|a, b| a.path.cmp(&b.path));

    let not_found = Route {
        path: urls.asset("404.html"),
        component: components::NOT_FOUND.to_owned(),
        data: Vec::new(),
        title: Some("Page Not Found".to_owned()),
        description: None,
        source: None,
        content_components: Vec::new(),
        head: Vec::new(),
        stylesheets: Vec::new(),
    };
    Ok(Plan {
        routes,
        not_found,
        site: Chunk::new(&site_data(config, &docs_data)),
        urls,
        warnings,
        assets: assets.copies,
    })
}

struct DocEntry<'a> {
    document: &'a Document,
    /// What sidebar files call the doc: its path without extension (and, with the number
    /// prefix parser, without `01-` prefixes), or its front matter `id` in that folder.
    id: String,
    permalink: String,
    title: String,
    sidebar_label: String,
    draft: bool,
}

impl<'a> DocEntry<'a> {
    fn new(
        document: &'a Document,
        urls: &UrlBuilder,
        version: &DocsVersion,
    ) -> Result<Self, ContentError> {
        let under_base = |parts: &[&str]| version.page_url(urls, parts);
        let front_matter = &document.compiled.front_matter;
        let (raw_dir, raw_stem) = split_path(&document.relative_path);
        let unprefixed = |name: &'a str| parse_name(name, version.number_prefix_parser).name;
        let dir_segments: Vec<&str> = raw_dir
            .split('/')
            .filter(|s| !s.is_empty())
            .map(unprefixed)
            .collect();
        let dir_owned = dir_segments.join("/");
        let dir = dir_owned.as_str();
        let stem = unprefixed(raw_stem);
        let id = join(dir, front_matter.id.as_deref().unwrap_or(stem));
        let permalink = match front_matter.slug.as_deref() {
            Some(slug) => {
                if slug.contains("..") || slug.contains(['?', '#', '\\']) {
                    return Err(ContentError::InvalidSlug {
                        slug: slug.to_owned(),
                        file: document.source_path.clone(),
                    });
                }
                if slug.starts_with('/') {
                    under_base(&[slug])
                } else {
                    under_base(&[dir, slug])
                }
            }
            None if is_index(stem) && front_matter.id.is_none() => under_base(&[dir]),
            None => under_base(&[&id]),
        };
        // `04-notes.md` is titled "Notes", like its id and URL.
        let title = document_title_or(document, stem);
        Ok(DocEntry {
            document,
            id: id.clone(),
            permalink,
            sidebar_label: front_matter
                .sidebar_label
                .clone()
                .unwrap_or_else(|| title.clone()),
            title,
            draft: front_matter.draft == Some(true),
        })
    }
}

/// A page whose one prop `page` is `data`, rendered by `component`.
fn data_route(path: &str, component: &str, data: &impl Serialize, title: &str) -> Route {
    Route {
        path: path.to_owned(),
        component: component.to_owned(),
        data: vec![("page".to_owned(), Chunk::new(data))],
        title: Some(title.to_owned()),
        description: None,
        source: None,
        content_components: Vec::new(),
        head: Vec::new(),
        stylesheets: Vec::new(),
    }
}

/// Every docs instance's global data, by instance id, versions in the order they were
/// resolved (current first, then newest first).
fn docs_global_data(
    site: &LoadedSite,
    docs: &[DocEntry<'_>],
    drafts: &[DocEntry<'_>],
    version_sidebars: &HashMap<usize, VersionSidebars>,
    instances: &HashMap<String, cairn_config::DocsInstance>,
    urls: &UrlBuilder,
) -> BTreeMap<String, DocsPluginData> {
    let mut data: BTreeMap<String, DocsPluginData> = BTreeMap::new();
    for (index, version) in site.versions.iter().enumerate() {
        let sidebars = version_sidebars.get(&index);
        let version_path = base_path(&version.page_url(urls, &[]));
        let global_docs: Vec<GlobalDoc> = docs
            .iter()
            .filter(|doc| doc.document.version == Some(index))
            .map(|doc| GlobalDoc {
                id: doc.id.clone(),
                path: doc.permalink.clone(),
                sidebar: sidebars
                    .and_then(|sidebars| sidebars.sidebar_of_doc(&doc.id))
                    .map(str::to_owned),
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
                let link =
                    reading_order(name)
                        .and_then(<[String]>::first)
                        .map(|path| SidebarLink {
                            path: path.clone(),
                            label: sidebars
                                .and_then(|sidebars| sidebars.titles.get(path).cloned())
                                .unwrap_or_default(),
                        });
                ((*name).to_owned(), GlobalSidebar { link })
            })
            .collect();
        let main_doc_id = main_doc_id(
            &version_path,
            &global_docs,
            sidebar_names.first().and_then(|name| reading_order(name)),
        );
        let instance_path = base_path(
            &urls.page(
                instances
                    .get(&version.instance_id)
                    .map(|instance| instance.route_base_path.as_str()),
            ),
        );
        data.entry(version.instance_id.clone())
            .or_insert_with(|| DocsPluginData {
                path: instance_path,
                versions: Vec::new(),
            })
            .versions
            .push(DocsVersionData {
                name: version.name.clone(),
                label: version.label.clone(),
                is_last: version.is_last,
                path: version_path,
                main_doc_id,
                docs: global_docs,
                draft_ids: drafts
                    .iter()
                    .filter(|doc| doc.document.version == Some(index))
                    .map(|doc| doc.id.clone())
                    .collect(),
                sidebars: global_sidebars,
            });
    }
    data
}

/// Title from front matter, else the leading `# Heading`, else the file name.
fn document_title(document: &Document) -> String {
    document_title_or(document, split_path(&document.relative_path).1)
}

/// Title from front matter, else the leading `# Heading`, else `file_name` made readable.
fn document_title_or(document: &Document, file_name: &str) -> String {
    let compiled = &document.compiled;
    compiled
        .front_matter
        .title
        .clone()
        .or_else(|| compiled.leading_heading.clone())
        .unwrap_or_else(|| humanize(file_name))
}

#[derive(Serialize)]
struct PageData<'a> {
    title: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<&'a str>,
    permalink: &'a str,
    content: &'a Node,
    toc: Vec<TocItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    previous: Option<NavLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<NavLink>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    stylesheets: &'a [String],
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    unlisted: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    version: Option<VersionInfo>,
    /// The categories the doc is in, outermost first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    breadcrumbs: Vec<Crumb>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    doc: Option<DocFields>,
}

/// What only doc pages (and category pages) have.
#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct DocFields {
    /// The doc's id in its version; absent on generated category pages.
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    plugin_id: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    tags: Vec<Tag>,
    #[serde(skip_serializing_if = "Option::is_none")]
    edit_url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_updated_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_updated_by: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    draft: bool,
    /// A generated category page (what `useCurrentSidebarCategory` needs).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    category_index: bool,
}

/// What a doc page says about its version: the badge, and the banner of an unreleased or
/// unmaintained version with a link to the same doc in the last version.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct VersionInfo {
    name: String,
    label: String,
    badge: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    banner: Option<cairn_config::VersionBanner>,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_version: Option<NavLink>,
}

/// The version facts of a doc in version `index`: for a bannered version, where the same doc
/// is in the last version, or that version's first page.
fn version_info(
    site: &LoadedSite,
    index: usize,
    doc_id: &str,
    doc_by_id: &HashMap<(Option<usize>, &str), &DocEntry<'_>>,
    version_sidebars: &HashMap<usize, VersionSidebars>,
) -> VersionInfo {
    let version = &site.versions[index];
    let last = site
        .versions
        .iter()
        .position(|other| other.instance_id == version.instance_id && other.is_last);
    let last_version = match (version.banner, last) {
        (Some(_), Some(last)) if last != index => {
            let same_doc = doc_by_id
                .get(&(Some(last), doc_id))
                .map(|doc| doc.permalink.clone());
            let first_page = || {
                let sidebars = version_sidebars.get(&last)?;
                let (name, _) = sidebars.sidebars.sidebars.first()?;
                sidebars.sidebars.reading_order.get(name)?.first().cloned()
            };
            same_doc.or_else(first_page).map(|permalink| NavLink {
                title: site.versions[last].label.clone(),
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

/// Relative links between Markdown files become links to the pages they produce; keyed by
/// the file's path inside the site (`docs/intro.md`, `src/pages/about.md`).
struct LinkTargets(HashMap<String, String>);

/// Where files linked from documents are collected.
struct AssetContext<'a> {
    assets: &'a mut Assets,
    errors: &'a mut Vec<ContentError>,
    urls: &'a UrlBuilder,
}

/// The document's content as one tree, with Markdown file links resolved to page URLs and
/// linked files to assets.
fn page_content(
    document: &Document,
    links: &LinkTargets,
    broken_links: &mut Vec<Warning>,
    files: &mut AssetContext<'_>,
) -> Node {
    let document_dir = document
        .source_path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let location_of = |url: &str| {
        document
            .compiled
            .links
            .iter()
            .find(|link| link.url == url)
            .map(|link| format!(":{}:{}", link.line, link.column))
            .unwrap_or_default()
    };
    let targets = &links.0;
    let (dir, _) = split_path(&document.site_path);
    // The theme wraps content in its own `.markdown` container.
    let mut root = Node::element("Fragment", Props::new(), document.compiled.content.clone());
    root.visit_elements_mut(&mut |tag, props| {
        let attribute = match tag {
            "img" => "src",
            "a" => "href",
            _ => return,
        };
        if let Some(url) = props.get(attribute).and_then(Value::as_str)
            && is_relative_file(url)
        {
            let url = url.to_owned();
            match files.assets.resolve(&document_dir, &url) {
                Resolved::File { output, size } => {
                    // `./guide.pdf#page=2` keeps its `#page=2` (and any `?query`).
                    let suffix = url.find(['?', '#']).map_or("", |index| &url[index..]);
                    let target = format!("{}{suffix}", files.urls.asset(&output));
                    props.insert(attribute.into(), Value::from(target));
                    if tag == "img" {
                        set_dimensions(props, size);
                    }
                }
                Resolved::Missing(resolved) => files.errors.push(ContentError::MissingAsset {
                    file: document.display_path.clone(),
                    location: location_of(&url),
                    target: url,
                    resolved,
                }),
            }
            return;
        }
        // Site paths in content are written as on the site (`/docs/intro/`); a site served
        // below a base URL needs it in front.
        if let Some(url) = props.get(attribute).and_then(Value::as_str)
            && url.starts_with('/')
            && !url.starts_with("//")
            && files.urls.base_url() != "/"
            && !url.starts_with(files.urls.base_url())
        {
            let prefixed = files.urls.asset(url);
            props.insert(attribute.into(), Value::from(prefixed));
            return;
        }
        if tag != "a" {
            return;
        }
        let Some(href) = props.get("href").and_then(Value::as_str) else {
            return;
        };
        let Some(resolved) = resolve_markdown_link(href, dir, targets) else {
            return;
        };
        match resolved {
            Ok(url) => {
                props.insert("href".into(), Value::from(url));
            }
            Err(target) => {
                let location = location_of(href);
                broken_links.push(Warning {
                    location: format!("{}{location}", document.display_path.display()),
                    message: format!(
                        "broken Markdown link `{href}`: no document `{target}` was found"
                    ),
                });
            }
        }
    });
    root
}

/// The page's description: its front matter's, else its first paragraph, shortened.
fn description_of(document: &Document) -> Option<String> {
    if let Some(description) = &document.compiled.front_matter.description {
        return Some(description.clone());
    }
    document
        .compiled
        .content
        .iter()
        .find_map(|node| match node {
            Node::Element { tag, .. } if tag == "p" => {
                let text = node.plain_text();
                let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                (!text.is_empty()).then(|| truncate(&text, DESCRIPTION_LIMIT))
            }
            _ => None,
        })
}

/// `None` when `href` is not a relative link to a Markdown file; otherwise the page URL, or
/// the resolved file path that does not exist.
fn resolve_markdown_link(
    href: &str,
    dir: &str,
    targets: &HashMap<String, String>,
) -> Option<Result<String, String>> {
    let has_scheme = href
        .split_once(':')
        .is_some_and(|(scheme, _)| !scheme.contains('/') && !scheme.is_empty());
    if href.starts_with('/') || href.starts_with('#') || has_scheme {
        return None;
    }
    let (path, fragment) = match href.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (href, None),
    };
    if !(path.ends_with(".md") || path.ends_with(".mdx")) {
        return None;
    }
    let decoded = path.replace("%20", " ");
    let mut segments: Vec<&str> = dir.split('/').filter(|s| !s.is_empty()).collect();
    for segment in decoded.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                segments.pop();
            }
            other => segments.push(other),
        }
    }
    let target = segments.join("/");
    Some(match targets.get(&target) {
        Some(url) => Ok(match fragment {
            Some(fragment) => format!("{url}#{fragment}"),
            None => url.clone(),
        }),
        None => Err(target),
    })
}

fn react_page_route(page: &ReactPage, urls: &UrlBuilder) -> Route {
    Route {
        path: page_url(&page.relative_path, urls),
        component: format!("@site/src/pages/{}", page.relative_path),
        data: Vec::new(),
        title: None,
        description: None,
        source: Some(page.display_path.clone()),
        content_components: Vec::new(),
        head: Vec::new(),
        stylesheets: Vec::new(),
    }
}

fn stylesheets_for(document: &Document, options: &PlanOptions) -> Vec<String> {
    match &options.math_stylesheet {
        Some(url) if document.compiled.has_math() => vec![url.clone()],
        _ => Vec::new(),
    }
}

/// The headings a page's table of contents lists: its own levels if its front matter sets
/// them, else the site's; none with `hide_table_of_contents`.
fn table_of_contents(
    document: &Document,
    instance_levels: Option<cairn_config::TableOfContents>,
    config: &SiteConfig,
    warnings: &mut Vec<Warning>,
) -> Vec<TocItem> {
    let front_matter = &document.compiled.front_matter;
    if front_matter.hide_table_of_contents == Some(true) {
        return Vec::new();
    }
    let site = instance_levels.unwrap_or(config.table_of_contents);
    let min = front_matter
        .toc_min_heading_level
        .unwrap_or(site.min_heading_level);
    let max = front_matter
        .toc_max_heading_level
        .unwrap_or(site.max_heading_level);
    if !(2..=6).contains(&min) || !(2..=6).contains(&max) || min > max {
        warnings.push(Warning {
            location: document.display_path.display().to_string(),
            message: format!(
                "toc_min_heading_level and toc_max_heading_level must be between 2 and 6, min ≤ max (found {min} and {max}); using {} and {}",
                site.min_heading_level, site.max_heading_level
            ),
        });
        return document
            .compiled
            .toc(site.min_heading_level, site.max_heading_level);
    }
    document.compiled.toc(min, max)
}

/// The table of contents levels of the docs instance a doc belongs to, if it sets its own.
fn instance_toc(site: &LoadedSite, document: &Document) -> Option<cairn_config::TableOfContents> {
    site.versions.get(document.version?)?.table_of_contents
}

/// Head tags from front matter (`keywords`, `image`) and from a `<head>` block.
fn head_tags(document: &Document, config: &SiteConfig, urls: &UrlBuilder) -> Vec<HeadTag> {
    let meta = |attributes: [(&str, &str); 2]| HeadTag {
        tag: "meta".to_owned(),
        attributes: attributes
            .iter()
            .map(|(key, value)| ((*key).to_owned(), (*value).to_owned()))
            .collect(),
        text: None,
    };
    let front_matter = &document.compiled.front_matter;
    let mut tags = Vec::new();
    if let Some(keywords) = &front_matter.keywords {
        let keywords = keywords.to_list().join(", ");
        if !keywords.is_empty() {
            tags.push(meta([("name", "keywords"), ("content", &keywords)]));
        }
    }
    if let Some(image) = &front_matter.image {
        // Social cards need an absolute URL.
        let absolute = if image.contains("://") {
            image.clone()
        } else {
            format!("{}{}", config.url.trim_end_matches('/'), urls.asset(image))
        };
        tags.push(meta([("property", "og:image"), ("content", &absolute)]));
        tags.push(meta([("name", "twitter:image"), ("content", &absolute)]));
        tags.push(meta([
            ("name", "twitter:card"),
            ("content", "summary_large_image"),
        ]));
    }
    tags.extend(document.compiled.head.iter().cloned());
    tags
}

/// Every `@site/src/components/…` a document imports must exist, or the bundler would fail
/// later with a message that does not name the document.
fn check_site_components(site: &LoadedSite) -> Result<(), ContentError> {
    const EXTENSIONS: &[&str] = &["tsx", "ts", "jsx", "js"];
    for document in &site.documents {
        for component in &document.compiled.site_components {
            let relative = component.trim_start_matches("@site/");
            let base = site.site_dir.join(relative);
            let exists = base.is_file()
                || EXTENSIONS.iter().any(|extension| {
                    base.with_extension(extension).is_file()
                        || base.join(format!("index.{extension}")).is_file()
                });
            if !exists {
                return Err(ContentError::MissingComponent {
                    component: component.clone(),
                    file: document.display_path.clone(),
                });
            }
        }
    }
    Ok(())
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

fn check_unique(routes: &[Route]) -> Result<(), ContentError> {
    let mut seen: HashMap<&str, &Route> = HashMap::new();
    for route in routes {
        if let Some(first) = seen.insert(&route.path, route) {
            let source = |route: &Route| route.source.clone().unwrap_or_default();
            let (mut first, mut second) = (source(first), source(route));
            if first > second {
                std::mem::swap(&mut first, &mut second);
            }
            return Err(ContentError::DuplicateRoute {
                path: route.path.clone(),
                first,
                second,
            });
        }
    }
    Ok(())
}

/// Folder and file stem of a relative path: `guides/setup.md` → (`guides`, `setup`).
fn split_path(relative: &str) -> (&str, &str) {
    let (dir, file) = relative.rsplit_once('/').unwrap_or(("", relative));
    let stem = Path::new(file)
        .file_stem()
        .and_then(|stem| stem.to_str())
        .unwrap_or(file);
    (dir, stem)
}

fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_owned()
    } else {
        format!("{dir}/{name}")
    }
}

fn is_index(stem: &str) -> bool {
    stem.eq_ignore_ascii_case("index") || stem.eq_ignore_ascii_case("readme")
}

/// `getting-started` → `Getting started`.
fn humanize(name: &str) -> String {
    let spaced = name.replace(['-', '_'], " ");
    let mut characters = spaced.trim().chars();
    match characters.next() {
        Some(first) => first.to_uppercase().chain(characters).collect(),
        None => String::new(),
    }
}

fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let cut: String = text.chars().take(limit).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{}…", cut.trim_end_matches([',', '.', ';', ':']))
}

/// `<DocCardList />` without `items` lists the other entries of the sidebar category the page
/// is in (or of the sidebar's top level): what a category overview page shows.
fn fill_doc_cards(
    content: &mut Node,
    sidebar: Option<&[Item]>,
    permalink: &str,
    descriptions: &HashMap<String, String>,
) {
    let entries = sidebar
        .and_then(|items| siblings(items, permalink))
        .unwrap_or_default();
    let cards = serde_json::to_value(cards(entries, permalink, descriptions)).unwrap_or_default();
    content.visit_elements_mut(&mut |tag, props| {
        if tag == "DocCardList" && !props.contains_key("items") {
            props.insert("items".into(), cards.clone());
        }
    });
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
        title: &index.title,
        description: index.description.as_deref(),
        permalink: &index.permalink,
        content: &content,
        toc: Vec::new(),
        previous,
        next,
        stylesheets: &[],
        unlisted: false,
        version: Some(version),
        breadcrumbs: Vec::new(),
        doc: Some(DocFields {
            plugin_id: plugin_id.to_owned(),
            category_index: true,
            ..DocFields::default()
        }),
    };
    Route {
        path: index.permalink.clone(),
        component: components::DOC_PAGE.to_owned(),
        data: std::iter::once(("page".to_owned(), Chunk::new(&page)))
            .chain(
                sidebars
                    .chunks
                    .get(&index.sidebar)
                    .map(|chunk| ("sidebar".to_owned(), chunk.clone())),
            )
            .collect(),
        title: Some(index.title.clone()),
        description: index.description.clone(),
        source: None,
        content_components: Vec::new(),
        head: Vec::new(),
        stylesheets: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_links_resolve_relative_to_the_file() {
        let targets: HashMap<String, String> = [
            ("docs/intro.md".to_owned(), "/docs/".to_owned()),
            (
                "docs/guides/setup.md".to_owned(),
                "/docs/guides/setup/".to_owned(),
            ),
        ]
        .into();
        assert_eq!(
            resolve_markdown_link("../intro.md#why", "docs/guides", &targets),
            Some(Ok("/docs/#why".to_owned()))
        );
        assert_eq!(
            resolve_markdown_link("./setup.md", "docs/guides", &targets),
            Some(Ok("/docs/guides/setup/".to_owned()))
        );
        assert_eq!(
            resolve_markdown_link("missing.md", "docs/guides", &targets),
            Some(Err("docs/guides/missing.md".to_owned()))
        );
        assert_eq!(
            resolve_markdown_link("https://x.dev/a.md", "", &targets),
            None
        );
        assert_eq!(resolve_markdown_link("/docs/intro/", "", &targets), None);
        assert_eq!(resolve_markdown_link("image.png", "", &targets), None);
    }

    #[test]
    fn names_and_descriptions() {
        assert_eq!(humanize("getting-started"), "Getting started");
        assert_eq!(split_path("a/b/c.md"), ("a/b", "c"));
        assert_eq!(split_path("c.md"), ("", "c"));
        let long = "word ".repeat(50);
        let short = truncate(long.trim(), 20);
        assert!(
            short.ends_with('…') && short.chars().count() <= 21,
            "{short}"
        );
    }
}
