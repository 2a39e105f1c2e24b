//! A blog's tag pages: the list of its tags, and each tag's paginated list of posts.

use std::collections::BTreeMap;

use crate::blog::props::{BlogListPageData, BlogTagsListPageData};
use crate::blog::routes::{BlogPages, Planned, list_route};
use crate::components;
use crate::docs::tags::{Tag, TagSummary};
use crate::plan::{Route, no_index_tag};

impl BlogPages<'_, '_> {
    /// The list of tags, then each tag's paginated list of posts, in the order of the tags'
    /// slugs.
    pub(super) fn tag_pages(&self, planned: &[Planned<'_, '_>], routes: &mut Vec<Route>) {
        let by_tag = posts_by_tag(planned);
        if by_tag.is_empty() {
            return;
        }
        let tags_url = self.urls.page([
            &*self.instance.route_base_path,
            &*self.instance.tags_base_path,
        ]);
        let title = self.blog.site.message("theme.tags.tagsPageTitle", "Tags");
        let page = BlogTagsListPageData {
            title: title.clone(),
            permalink: tags_url.clone(),
            plugin_id: self.plugin_id.clone(),
            tags: by_tag
                .values()
                .filter(|(_, posts)| posts.iter().any(|planned| !planned.post.unlisted))
                .map(|(tag, posts)| tag_summary(tag, posts.len()))
                .collect(),
        };
        routes.push(list_route(
            tags_url.clone(),
            components::BLOG_TAGS_LIST_PAGE,
            &page,
            &|chunk| self.with_sidebar(chunk),
            &title,
            None,
        ));
        for (tag, posts) in by_tag.values() {
            self.tag_posts_pages(tag, posts, &tags_url, routes);
        }
    }

    /// The paginated list of the posts tagged with `tag`; kept out of search engines when
    /// only unlisted posts have the tag.
    fn tag_posts_pages(
        &self,
        tag: &Tag,
        posts: &[&Planned<'_, '_>],
        tags_url: &str,
        routes: &mut Vec<Route>,
    ) {
        for (url, pagination, summaries) in self.paginate(posts, &tag.permalink) {
            let title = format!("{} posts tagged with \"{}\"", posts.len(), tag.label);
            let page = BlogListPageData {
                title: title.clone(),
                description: tag.description.clone().unwrap_or_else(|| title.clone()),
                permalink: url.clone(),
                plugin_id: self.plugin_id.clone(),
                posts: summaries,
                pagination,
                tag: Some(tag_summary(tag, posts.len())),
                author: None,
                all_path: Some(tags_url.to_owned()),
                changelog: self.changelog,
            };
            let mut route = list_route(
                url,
                components::BLOG_TAGS_POSTS_PAGE,
                &page,
                &|chunk| self.with_sidebar(chunk),
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

/// The posts with each tag, by slug. A tag only unlisted posts have still gets its page
/// (their tag links lead there), unlisted too: it lists those posts and is left out of the
/// tag list; a tag listed posts have lists those only.
fn posts_by_tag<'r, 'p, 'a>(
    planned: &'r [Planned<'p, 'a>],
) -> BTreeMap<String, (Tag, Vec<&'r Planned<'p, 'a>>)> {
    let mut by_tag: BTreeMap<String, (Tag, Vec<&Planned<'_, '_>>)> = BTreeMap::new();
    for planned_post in planned {
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
    by_tag
}

fn tag_summary(tag: &Tag, count: usize) -> TagSummary {
    TagSummary {
        label: tag.label.clone(),
        permalink: tag.permalink.clone(),
        description: tag.description.clone(),
        count,
    }
}
