//! A blog's routes: paginated lists, post pages, tag pages, the archive, author pages, the
//! sidebar of recent posts, and what the feeds hold.

use std::collections::HashMap;

use cairn_config::BlogInstance;
use cairn_markdown::HeadTag;
use serde::Serialize;

use crate::blog::feed::{FeedItem, FeedPlan, feed_title};
use crate::blog::post::iso_date;
use crate::blog::props::{
    BlogArchivePageData, BlogAuthor, BlogAuthorSummary, BlogAuthorsListPageData, BlogListPageData,
    BlogPagination, BlogPluginData, BlogPostPageData, BlogPostSummary, BlogSidebarData,
    BlogSidebarItem,
};
use crate::blog::{BlogContent, Post};
use crate::docs::doc_sidebars::NavLink;
use crate::error::ContentError;
use crate::plan::{PlanContext, Route, RouteMetadata, no_index_tag};
use crate::plugin::PluginRoutes;
use crate::search_document::{SearchDocument, SearchKind, group_label};
use crate::{Chunk, UrlBuilder, components};

/// Everything a blog's pages need of one post, worked out once.
pub(super) struct Planned<'p, 'a> {
    pub(super) post: &'p Post<'a>,
    summary: BlogPostSummary,
    content: cairn_markdown::Node,
}

/// One page of a paginated list: its URL, where it sits among the others, and the summaries
/// of its posts.
type ListPage = (String, BlogPagination, Vec<BlogPostSummary>);

/// The blog's routes (post pages, then its list, tag, archive and author pages), its global
/// data, and what its feeds hold.
pub(crate) fn plan(
    blog: &BlogContent<'_>,
    context: &mut PlanContext<'_>,
) -> Result<(PluginRoutes, Option<FeedPlan>), ContentError> {
    let urls = context.urls();
    let author_urls = author_urls(blog, urls);
    let planned = planned_posts(blog, context, &author_urls);
    let listed: Vec<&Planned<'_, '_>> = planned.iter().filter(|p| !p.post.unlisted).collect();
    let pages = BlogPages::new(blog, urls, author_urls, &listed);
    let list_base = urls.page([&*blog.plugin.instance.route_base_path]);

    let mut routes = Vec::new();
    for planned_post in &planned {
        routes.push(pages.post_route(context, planned_post, &listed));
    }
    pages.list_pages(&listed, &list_base, &mut routes);
    pages.tag_pages(&planned, &mut routes);
    routes.extend(pages.archive_page(&listed));
    pages.author_pages(&listed, &mut routes);

    let feeds = feed_plan(blog, context, &listed);
    let global_data = pages.global_data(list_base);
    Ok((
        PluginRoutes {
            routes,
            global_data: serde_json::to_value(&global_data).ok(),
            ..PluginRoutes::default()
        },
        feeds,
    ))
}

/// The URL of each author's page, by key: none in changelog mode, whose authors are its
/// committers.
fn author_urls(blog: &BlogContent<'_>, urls: &UrlBuilder) -> HashMap<String, String> {
    if blog.plugin.is_changelog() {
        return HashMap::new();
    }
    let instance = &blog.plugin.instance;
    let route = instance.route_base_path.as_str();
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
}

/// Each post's content and summary, in the blog's order; resolving the content is what
/// reports its broken links, so it is done once per post.
fn planned_posts<'p, 'a>(
    blog: &'p BlogContent<'a>,
    context: &mut PlanContext<'_>,
    author_urls: &HashMap<String, String>,
) -> Vec<Planned<'p, 'a>> {
    blog.posts
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
                authors: linked_authors(&post.authors, author_urls),
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
        .collect()
}

/// A post's authors, each with the URL of their page when they have one: their cards link
/// to it.
fn linked_authors(
    authors: &[BlogAuthor],
    author_urls: &HashMap<String, String>,
) -> Vec<BlogAuthor> {
    authors
        .iter()
        .map(|author| BlogAuthor {
            page: author
                .key
                .as_ref()
                .and_then(|key| author_urls.get(key).cloned()),
            ..author.clone()
        })
        .collect()
}

/// What the pages of one blog share: its settings, where its author pages are, and the
/// sidebar of recent posts most of them show.
pub(super) struct BlogPages<'b, 'a> {
    pub(super) blog: &'b BlogContent<'a>,
    pub(super) instance: &'b BlogInstance,
    pub(super) urls: &'b UrlBuilder,
    pub(super) plugin_id: String,
    pub(super) changelog: bool,
    per_page: usize,
    /// The URL of each author's page, by key.
    author_urls: HashMap<String, String>,
    /// The page listing the authors that have a page.
    authors_path: String,
    /// The sidebar's chunk, shared by every page that shows it; `None` when the blog has none.
    sidebar: Option<Chunk>,
}

impl<'b, 'a> BlogPages<'b, 'a> {
    fn new(
        blog: &'b BlogContent<'a>,
        urls: &'b UrlBuilder,
        author_urls: HashMap<String, String>,
        listed: &[&Planned<'_, '_>],
    ) -> Self {
        let instance = &blog.plugin.instance;
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
        BlogPages {
            blog,
            instance,
            urls,
            plugin_id: instance.id.clone(),
            changelog: blog.plugin.is_changelog(),
            per_page: instance.posts_per_page.limit().unwrap_or(usize::MAX),
            author_urls,
            authors_path: urls.page([&*instance.route_base_path, &*instance.authors_base_path]),
            sidebar,
        }
    }

    /// A page's data: its `page` chunk, and the sidebar's when the blog has one.
    pub(super) fn with_sidebar(&self, page: Chunk) -> Vec<(String, Chunk)> {
        std::iter::once(("page".to_owned(), page))
            .chain(
                self.sidebar
                    .clone()
                    .map(|chunk| ("sidebar".to_owned(), chunk)),
            )
            .collect()
    }

    /// A post's page: the post whole, its neighbours in the list, and the head tags that
    /// describe it as an article.
    fn post_route(
        &self,
        context: &mut PlanContext<'_>,
        planned: &Planned<'_, '_>,
        listed: &[&Planned<'_, '_>],
    ) -> Route {
        let post = planned.post;
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
        // A changelog entry links back to the list page that shows it.
        let list_page = match (self.changelog, position) {
            (true, Some(index)) => Some(NavLink {
                title: self.instance.blog_title.clone(),
                permalink: list_url(self.blog, index / self.per_page + 1),
            }),
            _ => None,
        };
        let document = post.document;
        let last_update = last_update(self.blog, context, post);
        let last_updated_at = last_update.as_ref().and_then(|(at, _)| *at);
        let stylesheets = context.stylesheets(document);
        let page = BlogPostPageData {
            custom_front_matter: document.compiled.front_matter.custom(),
            title: post.title.clone(),
            description: post.description.clone(),
            permalink: post.permalink.clone(),
            plugin_id: self.plugin_id.clone(),
            date: iso_date(post.date),
            reading_time: post.reading_time,
            authors: planned.summary.authors.clone(),
            tags: post.tags.clone(),
            content: planned.content.clone(),
            toc: context.toc(document, None),
            previous: neighbour(-1),
            next: neighbour(1),
            edit_url: post.edit_url.clone(),
            last_updated_at,
            last_updated_by: last_update.and_then(|(_, by)| by),
            unlisted: post.unlisted,
            untranslated: context.shows_untranslated(document),
            draft: post.draft,
            stylesheets: stylesheets.clone(),
            list_page,
            changelog: self.changelog,
            markdown: None,
        };
        Route {
            data: self.with_sidebar(Chunk::new(&page)),
            title: Some(post.title.clone()),
            description: post
                .description
                .clone()
                .or_else(|| crate::plan::description_of(document)),
            source: Some(document.display_path.clone()),
            content_components: context.content_components(document),
            head: post_head_tags(context, post),
            stylesheets,
            // A post never updated since it was published changed last on its date.
            metadata: RouteMetadata {
                source_file_path: Some(document.source_path.clone()),
                last_updated_at: last_updated_at.or(Some(post.date)),
            },
            search: (!(post.unlisted || post.draft)).then(|| SearchDocument {
                group: group_label("Blog", &self.instance.id),
                category: None,
                kind: SearchKind::Blog,
                tag: None,
                sections: document.compiled.sections.clone(),
            }),
            ..Route::new(post.permalink.clone(), components::BLOG_POST_PAGE)
        }
    }

    /// `posts` cut into list pages of `postsPerPage`, the first at `first_url` and the others
    /// below it; an empty list still has its one page.
    pub(super) fn paginate(&self, posts: &[&Planned<'_, '_>], first_url: &str) -> Vec<ListPage> {
        let chunks: Vec<&[&Planned<'_, '_>]> = if posts.is_empty() {
            vec![&[]]
        } else {
            posts.chunks(self.per_page).collect()
        };
        let total_pages = chunks.len();
        let page_url = |number: usize| {
            if number == 1 {
                first_url.to_owned()
            } else {
                // `first_url` holds the base URL already; `page` puts it in front.
                let first = first_url
                    .strip_prefix(self.urls.base_url())
                    .unwrap_or(first_url);
                self.urls
                    .page([first, &*self.instance.page_base_path, &*number.to_string()])
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
    }

    /// The blog's paginated list of its listed posts, from `list_base`.
    fn list_pages(&self, listed: &[&Planned<'_, '_>], list_base: &str, routes: &mut Vec<Route>) {
        let instance = self.instance;
        for (url, pagination, posts) in self.paginate(listed, list_base) {
            let page = BlogListPageData {
                title: instance.blog_title.clone(),
                description: instance.blog_description.clone(),
                permalink: url.clone(),
                plugin_id: self.plugin_id.clone(),
                posts,
                pagination,
                tag: None,
                author: None,
                all_path: None,
                changelog: self.changelog,
            };
            routes.push(list_route(
                url,
                components::BLOG_LIST_PAGE,
                &page,
                &|chunk| self.with_sidebar(chunk),
                &instance.blog_title,
                Some(&instance.blog_description),
            ));
        }
    }

    /// The archive of every listed post, when the blog has one: not in changelog mode, nor
    /// without a listed post.
    fn archive_page(&self, listed: &[&Planned<'_, '_>]) -> Option<Route> {
        let segment = self.instance.archive_base_path.path()?;
        if self.changelog || listed.is_empty() {
            return None;
        }
        let url = self.urls.page([&*self.instance.route_base_path, segment]);
        let title = self
            .blog
            .site
            .message("theme.blog.archive.title", "Archive");
        let page = BlogArchivePageData {
            title: title.clone(),
            description: format!("Every post of {}", self.instance.blog_title),
            permalink: url.clone(),
            plugin_id: self.plugin_id.clone(),
            posts: listed
                .iter()
                .map(|planned| sidebar_item(planned.post))
                .collect(),
        };
        Some(list_route(
            url,
            components::BLOG_ARCHIVE_PAGE,
            &page,
            &|chunk| vec![("page".to_owned(), chunk)],
            &title,
            None,
        ))
    }

    /// Each author's paginated list of posts, in the authors file's order, then the list of
    /// the authors; nothing when no author has a page.
    fn author_pages(&self, listed: &[&Planned<'_, '_>], routes: &mut Vec<Route>) {
        if self.author_urls.is_empty() {
            return;
        }
        let mut summaries = Vec::new();
        for author in self.blog.authors.with_pages() {
            let Some(page_url) = self.author_urls.get(&author.key) else {
                continue;
            };
            if let Some(summary) = self.author_posts_pages(&author.key, page_url, listed, routes) {
                summaries.push(summary);
            }
        }
        let title = self
            .blog
            .site
            .message("theme.blog.authorsList.pageTitle", "Authors");
        let page = BlogAuthorsListPageData {
            title: title.clone(),
            permalink: self.authors_path.clone(),
            plugin_id: self.plugin_id.clone(),
            authors: summaries,
        };
        routes.push(list_route(
            self.authors_path.clone(),
            components::BLOG_AUTHORS_LIST_PAGE,
            &page,
            &|chunk| self.with_sidebar(chunk),
            &title,
            None,
        ));
    }

    /// The paginated list of the listed posts the author `key` wrote, at `page_url`; the
    /// author's summary for the list of authors, `None` for a key the authors file lacks.
    fn author_posts_pages(
        &self,
        key: &str,
        page_url: &str,
        listed: &[&Planned<'_, '_>],
        routes: &mut Vec<Route>,
    ) -> Option<BlogAuthorSummary> {
        let posts: Vec<&Planned<'_, '_>> = listed
            .iter()
            .copied()
            .filter(|planned| {
                planned
                    .post
                    .authors
                    .iter()
                    .any(|written| written.key.as_deref() == Some(key))
            })
            .collect();
        let details = self.blog.authors.get(key)?;
        let mut details = super::authors::with_base_url(details, self.urls.base_url());
        details.page = Some(page_url.to_owned());
        let summary = BlogAuthorSummary {
            author: details,
            count: posts.len(),
        };
        let name = summary
            .author
            .name
            .clone()
            .unwrap_or_else(|| key.to_owned());
        for (url, pagination, posts) in self.paginate(&posts, page_url) {
            let page = BlogListPageData {
                title: name.clone(),
                description: summary.author.title.clone().unwrap_or_else(|| name.clone()),
                permalink: url.clone(),
                plugin_id: self.plugin_id.clone(),
                posts,
                pagination,
                tag: None,
                author: Some(summary.clone()),
                all_path: Some(self.authors_path.clone()),
                changelog: self.changelog,
            };
            routes.push(list_route(
                url,
                components::BLOG_AUTHORS_POSTS_PAGE,
                &page,
                &|chunk| self.with_sidebar(chunk),
                &name,
                None,
            ));
        }
        Some(summary)
    }

    /// The blog's global data: where its list starts, its title, and the list of authors
    /// when some author has a page.
    fn global_data(self, list_base: String) -> BlogPluginData {
        BlogPluginData {
            path: list_base,
            title: self.instance.blog_title.clone(),
            authors_list_path: (!self.author_urls.is_empty()).then_some(self.authors_path),
        }
    }
}

/// A post's head tags: the document's, `noindex` for an unlisted post or a draft, and the
/// Open Graph tags of an article.
fn post_head_tags(context: &PlanContext<'_>, post: &Post<'_>) -> Vec<HeadTag> {
    let mut head = context.head_tags(post.document);
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
    head
}

pub(super) fn list_route(
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
            .unwrap_or_else(|| config.i18n.current().to_owned()),
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
