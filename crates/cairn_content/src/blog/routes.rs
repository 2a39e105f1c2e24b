//! A blog's routes: paginated lists, post pages, tag pages, the archive, author pages, the
//! sidebar of recent posts, and what the feeds hold.

use std::collections::{BTreeMap, HashMap};

use cairn_markdown::HeadTag;
use serde::Serialize;

use crate::blog::feed::{FeedItem, FeedPlan, feed_title};
use crate::blog::post::iso_date;
use crate::blog::props::{
    BlogArchivePageData, BlogAuthor, BlogAuthorSummary, BlogAuthorsListPageData, BlogListPageData,
    BlogPagination, BlogPluginData, BlogPostPageData, BlogPostSummary, BlogSidebarData,
    BlogSidebarItem, BlogTagsListPageData,
};
use crate::blog::{BlogContent, Post};
use crate::docs::doc_sidebars::NavLink;
use crate::docs::tags::{Tag, TagSummary};
use crate::error::ContentError;
use crate::plan::{PlanContext, Route, RouteMetadata, no_index_tag};
use crate::plugin::PluginRoutes;
use crate::search_document::{SearchDocument, SearchKind, group_label};
use crate::{Chunk, components};

/// Everything a blog's pages need of one post, worked out once.
struct Planned<'p, 'a> {
    post: &'p Post<'a>,
    summary: BlogPostSummary,
    content: cairn_markdown::Node,
}

pub(crate) fn plan(
    blog: &BlogContent<'_>,
    context: &mut PlanContext<'_>,
) -> Result<(PluginRoutes, Option<FeedPlan>), ContentError> {
    let instance = &blog.plugin.instance;
    let urls = context.urls();
    let route = instance.route_base_path.as_str();
    let plugin_id = instance.id.clone();
    let changelog = blog.plugin.is_changelog();

    // Authors with a page, by key: their cards link to it.
    let authors_path = urls.page([route, &*instance.authors_base_path]);
    let author_pages: HashMap<String, String> = if changelog {
        HashMap::new()
    } else {
        blog.authors
            .with_pages()
            .into_iter()
            .filter_map(|author| {
                let segment = author.page_segment?;
                Some((
                    author.key,
                    urls.page([route, &*instance.authors_base_path, &*segment]),
                ))
            })
            .collect()
    };
    let link_authors = |authors: &[BlogAuthor]| -> Vec<BlogAuthor> {
        authors
            .iter()
            .map(|author| BlogAuthor {
                page: author
                    .key
                    .as_ref()
                    .and_then(|key| author_pages.get(key).cloned()),
                ..author.clone()
            })
            .collect()
    };

    let planned: Vec<Planned<'_, '_>> = blog
        .posts
        .iter()
        .map(|post| {
            let content = context.content(post.document, &post.permalink);
            let excerpt = context.excerpt(post.document, &post.permalink);
            let summary = BlogPostSummary {
                title: post.title.clone(),
                permalink: post.permalink.clone(),
                date: iso_date(post.date),
                description: post.description.clone(),
                reading_time: post.reading_time,
                authors: link_authors(&post.authors),
                tags: post.tags.clone(),
                truncated: excerpt.is_some(),
                content: excerpt.unwrap_or_else(|| content.clone()),
            };
            Planned {
                post,
                summary,
                content,
            }
        })
        .collect();
    let listed: Vec<&Planned<'_, '_>> = planned.iter().filter(|p| !p.post.unlisted).collect();

    let sidebar = match instance.blog_sidebar_count.limit() {
        Some(0) => None,
        limit => Some(Chunk::new(&BlogSidebarData {
            title: instance.blog_sidebar_title.clone(),
            items: listed
                .iter()
                .take(limit.unwrap_or(usize::MAX))
                .map(|planned| sidebar_item(planned.post))
                .collect(),
        })),
    };
    let with_sidebar = |page: Chunk| -> Vec<(String, Chunk)> {
        std::iter::once(("page".to_owned(), page))
            .chain(sidebar.clone().map(|chunk| ("sidebar".to_owned(), chunk)))
            .collect()
    };
    let per_page = instance.posts_per_page.limit().unwrap_or(usize::MAX);
    let mut routes = Vec::new();

    // Post pages.
    for planned_post in &planned {
        let post = planned_post.post;
        let position = listed
            .iter()
            .position(|listed| std::ptr::eq(listed.post, post));
        let neighbour = |offset: isize| {
            let index = position?.checked_add_signed(offset)?;
            listed.get(index).map(|other| NavLink {
                title: other.post.title.clone(),
                permalink: other.post.permalink.clone(),
            })
        };
        let list_page = match (changelog, position) {
            (true, Some(index)) => Some(NavLink {
                title: instance.blog_title.clone(),
                permalink: list_url(blog, index / per_page + 1),
            }),
            _ => None,
        };
        let document = post.document;
        let front_matter = &document.compiled.front_matter;
        let last_update = last_update(blog, context, post);
        let last_updated_at = last_update.as_ref().and_then(|(at, _)| *at);
        let stylesheets = context.stylesheets(document);
        let page = BlogPostPageData {
            title: post.title.clone(),
            description: post.description.clone(),
            permalink: post.permalink.clone(),
            plugin_id: plugin_id.clone(),
            date: iso_date(post.date),
            reading_time: post.reading_time,
            authors: planned_post.summary.authors.clone(),
            tags: post.tags.clone(),
            content: planned_post.content.clone(),
            toc: context.toc(document, None),
            previous: neighbour(-1),
            next: neighbour(1),
            edit_url: post.edit_url.clone(),
            last_updated_at,
            last_updated_by: last_update.and_then(|(_, by)| by),
            unlisted: post.unlisted,
            draft: post.draft,
            stylesheets: stylesheets.clone(),
            list_page,
            changelog,
        };
        let mut head = context.head_tags(document);
        if post.unlisted || post.draft {
            head.push(no_index_tag());
        }
        head.push(meta("property", "og:type", "article"));
        head.push(meta(
            "property",
            "article:published_time",
            &iso_date(post.date),
        ));
        for tag in &post.tags {
            head.push(meta("property", "article:tag", &tag.label));
        }
        let _ = front_matter;
        routes.push(Route {
            data: with_sidebar(Chunk::new(&page)),
            title: Some(post.title.clone()),
            description: post
                .description
                .clone()
                .or_else(|| crate::plan::description_of(document)),
            source: Some(document.display_path.clone()),
            content_components: context.content_components(document),
            head,
            stylesheets,
            // A post never updated since it was published changed last on its date.
            metadata: RouteMetadata {
                source_file_path: Some(document.source_path.clone()),
                last_updated_at: last_updated_at.or(Some(post.date)),
            },
            search: (!(post.unlisted || post.draft)).then(|| SearchDocument {
                group: group_label("Blog", &blog.plugin.instance.id),
                category: None,
                kind: SearchKind::Blog,
                tag: None,
                sections: document.compiled.sections.clone(),
            }),
            ..Route::new(post.permalink.clone(), components::BLOG_POST_PAGE)
        });
    }

    // The paginated list, and its pages for tags and authors.
    let list_base = urls.page([route]);
    let paginate = |posts: &[&Planned<'_, '_>],
                    first_url: &str|
     -> Vec<(String, BlogPagination, Vec<BlogPostSummary>)> {
        let chunks: Vec<&[&Planned<'_, '_>]> = if posts.is_empty() {
            vec![&[]]
        } else {
            posts.chunks(per_page).collect()
        };
        let total_pages = chunks.len();
        let page_url = |number: usize| {
            if number == 1 {
                first_url.to_owned()
            } else {
                // `first_url` holds the base URL already; `page` puts it in front.
                let first = first_url.strip_prefix(urls.base_url()).unwrap_or(first_url);
                urls.page([first, &*instance.page_base_path, &*number.to_string()])
            }
        };
        chunks
            .iter()
            .enumerate()
            .map(|(index, chunk)| {
                let number = index + 1;
                (
                    page_url(number),
                    BlogPagination {
                        page: number,
                        total_pages,
                        total_posts: posts.len(),
                        previous: (number > 1).then(|| page_url(number - 1)),
                        next: (number < total_pages).then(|| page_url(number + 1)),
                    },
                    chunk
                        .iter()
                        .map(|planned| planned.summary.clone())
                        .collect(),
                )
            })
            .collect()
    };
    for (url, pagination, posts) in paginate(&listed, &list_base) {
        let page = BlogListPageData {
            title: instance.blog_title.clone(),
            description: instance.blog_description.clone(),
            permalink: url.clone(),
            plugin_id: plugin_id.clone(),
            posts,
            pagination,
            tag: None,
            author: None,
            all_path: None,
            changelog,
        };
        routes.push(list_route(
            url,
            components::BLOG_LIST_PAGE,
            &page,
            &with_sidebar,
            &instance.blog_title,
            Some(&instance.blog_description),
        ));
    }

    // Tags. A tag only unlisted posts have still gets its page (their tag links lead there),
    // unlisted too: it lists those posts and is left out of the tag list.
    let mut by_tag: BTreeMap<String, (Tag, Vec<&Planned<'_, '_>>)> = BTreeMap::new();
    for planned_post in &planned {
        for tag in &planned_post.post.tags {
            by_tag
                .entry(tag.slug.clone())
                .or_insert_with(|| (tag.clone(), Vec::new()))
                .1
                .push(planned_post);
        }
    }
    for (_, posts) in by_tag.values_mut() {
        if posts.iter().any(|planned| !planned.post.unlisted) {
            posts.retain(|planned| !planned.post.unlisted);
        }
    }
    if !by_tag.is_empty() {
        let tags_url = urls.page([route, &*instance.tags_base_path]);
        let summaries: Vec<TagSummary> = by_tag
            .values()
            .filter(|(_, posts)| posts.iter().any(|planned| !planned.post.unlisted))
            .map(|(tag, posts)| tag_summary(tag, posts.len()))
            .collect();
        let page = BlogTagsListPageData {
            title: "Tags".to_owned(),
            permalink: tags_url.clone(),
            plugin_id: plugin_id.clone(),
            tags: summaries,
        };
        routes.push(list_route(
            tags_url.clone(),
            components::BLOG_TAGS_LIST_PAGE,
            &page,
            &with_sidebar,
            "Tags",
            None,
        ));
        for (tag, posts) in by_tag.values() {
            for (url, pagination, summaries) in paginate(posts, &tag.permalink) {
                let title = format!("{} posts tagged with \"{}\"", posts.len(), tag.label);
                let page = BlogListPageData {
                    title: title.clone(),
                    description: tag.description.clone().unwrap_or_else(|| title.clone()),
                    permalink: url.clone(),
                    plugin_id: plugin_id.clone(),
                    posts: summaries,
                    pagination,
                    tag: Some(tag_summary(tag, posts.len())),
                    author: None,
                    all_path: Some(tags_url.clone()),
                    changelog,
                };
                let mut route = list_route(
                    url,
                    components::BLOG_TAGS_POSTS_PAGE,
                    &page,
                    &with_sidebar,
                    &title,
                    tag.description.as_deref(),
                );
                if posts.iter().all(|planned| planned.post.unlisted) {
                    route.head.push(no_index_tag());
                }
                routes.push(route);
            }
        }
    }

    // The archive.
    if !changelog
        && let Some(segment) = instance.archive_base_path.path()
        && !listed.is_empty()
    {
        let url = urls.page([route, segment]);
        let page = BlogArchivePageData {
            title: "Archive".to_owned(),
            description: format!("Every post of {}", instance.blog_title),
            permalink: url.clone(),
            plugin_id: plugin_id.clone(),
            posts: listed
                .iter()
                .map(|planned| sidebar_item(planned.post))
                .collect(),
        };
        routes.push(list_route(
            url,
            components::BLOG_ARCHIVE_PAGE,
            &page,
            &|chunk| vec![("page".to_owned(), chunk)],
            "Archive",
            None,
        ));
    }

    // Author pages.
    if !author_pages.is_empty() {
        let mut summaries = Vec::new();
        for author in blog.authors.with_pages() {
            let Some(page_url) = author_pages.get(&author.key) else {
                continue;
            };
            let posts: Vec<&Planned<'_, '_>> = listed
                .iter()
                .copied()
                .filter(|planned| {
                    planned
                        .post
                        .authors
                        .iter()
                        .any(|written| written.key.as_deref() == Some(author.key.as_str()))
                })
                .collect();
            let Some(details) = blog.authors.get(&author.key) else {
                continue;
            };
            let mut details = super::authors::with_base_url(details, urls.base_url());
            details.page = Some(page_url.clone());
            let summary = BlogAuthorSummary {
                author: details,
                count: posts.len(),
            };
            let name = summary
                .author
                .name
                .clone()
                .unwrap_or_else(|| author.key.clone());
            for (url, pagination, posts) in paginate(&posts, page_url) {
                let page = BlogListPageData {
                    title: name.clone(),
                    description: summary.author.title.clone().unwrap_or_else(|| name.clone()),
                    permalink: url.clone(),
                    plugin_id: plugin_id.clone(),
                    posts,
                    pagination,
                    tag: None,
                    author: Some(summary.clone()),
                    all_path: Some(authors_path.clone()),
                    changelog,
                };
                routes.push(list_route(
                    url,
                    components::BLOG_AUTHORS_POSTS_PAGE,
                    &page,
                    &with_sidebar,
                    &name,
                    None,
                ));
            }
            summaries.push(summary);
        }
        let page = BlogAuthorsListPageData {
            title: "Authors".to_owned(),
            permalink: authors_path.clone(),
            plugin_id: plugin_id.clone(),
            authors: summaries,
        };
        routes.push(list_route(
            authors_path.clone(),
            components::BLOG_AUTHORS_LIST_PAGE,
            &page,
            &with_sidebar,
            "Authors",
            None,
        ));
    }

    let feeds = feed_plan(blog, context, &listed);
    let global_data = BlogPluginData {
        path: list_base,
        title: instance.blog_title.clone(),
        authors_list_path: (!author_pages.is_empty()).then_some(authors_path),
    };
    Ok((
        PluginRoutes {
            routes,
            global_data: serde_json::to_value(&global_data).ok(),
            ..PluginRoutes::default()
        },
        feeds,
    ))
}

fn list_route(
    url: String,
    component: &str,
    page: &impl Serialize,
    with_sidebar: &dyn Fn(Chunk) -> Vec<(String, Chunk)>,
    title: &str,
    description: Option<&str>,
) -> Route {
    Route {
        data: with_sidebar(Chunk::new(page)),
        title: Some(title.to_owned()),
        description: description.map(str::to_owned),
        ..Route::new(url, component)
    }
}

/// URL of the blog's list page `number` (1-based).
fn list_url(blog: &BlogContent<'_>, number: usize) -> String {
    let instance = &blog.plugin.instance;
    let urls = blog.site.urls;
    if number == 1 {
        urls.page([&*instance.route_base_path])
    } else {
        urls.page([
            &*instance.route_base_path,
            &*instance.page_base_path,
            &*number.to_string(),
        ])
    }
}

fn sidebar_item(post: &Post<'_>) -> BlogSidebarItem {
    BlogSidebarItem {
        title: post.title.clone(),
        permalink: post.permalink.clone(),
        date: iso_date(post.date),
    }
}

fn tag_summary(tag: &Tag, count: usize) -> TagSummary {
    TagSummary {
        label: tag.label.clone(),
        permalink: tag.permalink.clone(),
        description: tag.description.clone(),
        count,
    }
}

fn meta(attribute: &str, name: &str, content: &str) -> HeadTag {
    HeadTag {
        tag: "meta".to_owned(),
        attributes: vec![
            (attribute.to_owned(), name.to_owned()),
            ("content".to_owned(), content.to_owned()),
        ],
        text: None,
    }
}

/// When the post was last changed and by whom, when the blog shows it: front matter
/// `last_update` first, then git.
fn last_update(
    blog: &BlogContent<'_>,
    context: &PlanContext<'_>,
    post: &Post<'_>,
) -> Option<(Option<i64>, Option<String>)> {
    let instance = &blog.plugin.instance;
    if !instance.show_last_update_time && !instance.show_last_update_author {
        return None;
    }
    let from_git = context
        .site
        .options
        .last_updates
        .get(&post.document.site_path);
    let declared = post.document.compiled.front_matter.last_update.as_ref();
    let at = declared
        .and_then(|update| update.date.as_deref())
        .and_then(crate::docs::last_update::parse_date)
        .or(from_git.map(|update| update.at));
    let by = declared
        .and_then(|update| update.author.clone())
        .or(from_git.map(|update| update.author.clone()));
    Some((
        at.filter(|_| instance.show_last_update_time),
        by.filter(|_| instance.show_last_update_author),
    ))
}

/// The newest listed posts the feeds hold, with absolute URLs.
fn feed_plan(
    blog: &BlogContent<'_>,
    context: &PlanContext<'_>,
    listed: &[&Planned<'_, '_>],
) -> Option<FeedPlan> {
    let instance = &blog.plugin.instance;
    let options = &instance.feed_options;
    let formats = options.types.formats();
    if formats.is_empty() || listed.is_empty() {
        return None;
    }
    let config = context.config();
    let origin = config.url.trim_end_matches('/').to_owned();
    let absolute = |path: &str| format!("{origin}{path}");
    Some(FeedPlan {
        formats,
        output_dir: context
            .urls()
            .output_file(&context.urls().page([&*instance.route_base_path]))
            .trim_end_matches("index.html")
            .trim_end_matches(".html")
            .trim_end_matches('/')
            .to_owned(),
        origin: origin.clone(),
        title: feed_title(instance, config),
        description: options
            .description
            .clone()
            .unwrap_or_else(|| instance.blog_description.clone()),
        copyright: options.copyright.clone(),
        language: options
            .language
            .clone()
            .unwrap_or_else(|| config.i18n.default_locale.clone()),
        blog_url: absolute(&context.urls().page([&*instance.route_base_path])),
        items: listed
            .iter()
            .take(options.limit)
            .map(|planned| {
                let post = planned.post;
                FeedItem {
                    title: post.title.clone(),
                    url: absolute(&post.permalink),
                    page_file: context.urls().output_file(&post.permalink),
                    date: post.date,
                    description: post
                        .description
                        .clone()
                        .or_else(|| crate::plan::description_of(post.document)),
                    authors: post
                        .authors
                        .iter()
                        .map(|author| {
                            (
                                author.name.clone(),
                                author.email.clone(),
                                author.url.clone(),
                            )
                        })
                        .collect(),
                    tags: post.tags.iter().map(|tag| tag.label.clone()).collect(),
                }
            })
            .collect(),
        create_items: create_feed_items(blog, context, listed),
    })
}

/// The site's `createFeedItems` with the posts the feeds hold, as Docusaurus gives them to
/// it; `None` without one.
fn create_feed_items(
    blog: &BlogContent<'_>,
    context: &PlanContext<'_>,
    listed: &[&Planned<'_, '_>],
) -> Option<super::feed_items::CreateFeedItems> {
    let instance = &blog.plugin.instance;
    let function = instance.feed_options.create_feed_items.as_ref()?;
    let config = context.config();
    let blog_posts = listed
        .iter()
        .take(instance.feed_options.limit)
        .map(|planned| {
            let post = planned.post;
            let document = post.document;
            // Read when the post was compiled; a file gone since leaves its content empty.
            let text = ContentError::read_text(&document.source_path, &document.display_path)
                .unwrap_or_default();
            serde_json::json!({
                "id": document.compiled.front_matter.slug.clone().unwrap_or_else(|| post.permalink.clone()),
                "metadata": {
                    "permalink": post.permalink,
                    "source": format!("@site/{}", document.site_path),
                    "title": post.title,
                    "description": post.description,
                    "date": crate::iso_date(post.date),
                    "tags": post.tags,
                    "authors": post.authors,
                    "readingTime": post.reading_time,
                    "frontMatter": document.compiled.front_matter,
                },
                "content": crate::llms::strip_front_matter(&text),
            })
        })
        .collect();
    Some(super::feed_items::CreateFeedItems {
        function: function.clone(),
        runner: context.site.options.functions.clone(),
        option: format!("[[blog]] `{}` feedOptions.createFeedItems", instance.id),
        blog_posts,
        site_config: serde_json::json!({
            "title": config.title,
            "tagline": config.tagline,
            "url": config.url,
            "baseUrl": config.base_url,
        }),
    })
}
