//! A blog's feeds: RSS 2.0 (`rss` crate), Atom (`atom_syndication`) and JSON Feed 1.1 (serde),
//! written after rendering so each entry carries its post's full HTML, taken from the rendered
//! page with every link made absolute.

use std::cell::RefCell;

use cairn_config::{BlogInstance, FeedType, SiteConfig};
use cairn_markdown::HeadTag;
use chrono::{DateTime, FixedOffset, Utc};
use lol_html::html_content::ContentType;
use lol_html::{RewriteStrSettings, element, rewrite_str};
use serde::Serialize;

use crate::error::ContentError;
use crate::plugin::{OutputFile, PostBuildContext};

/// What the plan decided a blog's feeds hold.
#[derive(Debug, Clone)]
pub(crate) struct FeedPlan {
    pub formats: Vec<FeedType>,
    /// The blog's folder inside the output (`blog`), where the feed files go.
    pub output_dir: String,
    /// `https://example.com`: site URLs become absolute with it.
    pub origin: String,
    pub title: String,
    pub description: String,
    pub copyright: Option<String>,
    pub language: String,
    pub blog_url: String,
    pub items: Vec<FeedItem>,
    /// The site's `createFeedItems`, which has the last word on the items.
    pub create_items: Option<super::feed_items::CreateFeedItems>,
}

#[derive(Debug, Clone)]
pub(crate) struct FeedItem {
    pub title: String,
    pub url: String,
    /// The rendered page, inside the output folder.
    pub page_file: String,
    /// Unix milliseconds.
    pub date: i64,
    pub description: Option<String>,
    /// `(name, email, url)`.
    pub authors: Vec<(Option<String>, Option<String>, Option<String>)>,
    pub tags: Vec<String>,
}

/// File names of the feeds, as Docusaurus names them.
fn file_name(format: FeedType) -> &'static str {
    match format {
        FeedType::Rss => "rss.xml",
        FeedType::Atom => "atom.xml",
        FeedType::Json => "feed.json",
    }
}

/// The feeds' title: `feedOptions.title`, else the blog's title, with the site's in front
/// unless it already has it ("Cairn blog", "Acme Blog").
pub(crate) fn feed_title(instance: &BlogInstance, config: &SiteConfig) -> String {
    if let Some(title) = &instance.feed_options.title {
        return title.clone();
    }
    if instance.blog_title.contains(&config.title) {
        instance.blog_title.clone()
    } else {
        format!("{} {}", config.title, instance.blog_title)
    }
}

/// `<link rel="alternate">` tags announcing a blog's feeds on every page.
pub(crate) fn head_links(instance: &BlogInstance, config: &SiteConfig) -> Vec<HeadTag> {
    let title = feed_title(instance, config);
    let route = instance.route_base_path.trim_matches('/');
    instance
        .feed_options
        .types
        .formats()
        .into_iter()
        .map(|format| {
            let (mime, label) = match format {
                FeedType::Rss => ("application/rss+xml", "RSS Feed"),
                FeedType::Atom => ("application/atom+xml", "Atom Feed"),
                FeedType::Json => ("application/json", "JSON Feed"),
            };
            let href = if route.is_empty() {
                format!("{}{}", config.base_url, file_name(format))
            } else {
                format!("{}{route}/{}", config.base_url, file_name(format))
            };
            HeadTag {
                tag: "link".to_owned(),
                attributes: vec![
                    ("rel".to_owned(), "alternate".to_owned()),
                    ("type".to_owned(), mime.to_owned()),
                    ("href".to_owned(), href),
                    ("title".to_owned(), format!("{title} {label}")),
                ],
                text: None,
            }
        })
        .collect()
}

/// Writes the feeds of `plan`, with each post's HTML read from its rendered page.
pub(crate) fn write(
    plan: &FeedPlan,
    context: &PostBuildContext<'_>,
) -> Result<Vec<OutputFile>, ContentError> {
    let contents: Vec<String> = plan
        .items
        .iter()
        .map(|item| {
            let page = context.out_dir.join(&item.page_file);
            std::fs::read_to_string(&page)
                .map(|html| post_html(&html, &plan.origin))
                .map_err(|source| ContentError::Unreadable { path: page, source })
        })
        .collect::<Result<_, _>>()?;
    let created;
    let (plan, contents) = match &plan.create_items {
        None => (plan, contents),
        Some(create) => {
            let entries: Vec<_> = plan.items.iter().cloned().zip(contents).collect();
            let (items, contents) = create.apply(&entries, context.out_dir)?.into_iter().unzip();
            created = FeedPlan {
                items,
                ..plan.clone()
            };
            (&created, contents)
        }
    };
    let updated = plan.items.first().map_or(0, |item| item.date);
    let path = |format| {
        if plan.output_dir.is_empty() {
            file_name(format).to_owned()
        } else {
            format!("{}/{}", plan.output_dir, file_name(format))
        }
    };
    Ok(plan
        .formats
        .iter()
        .map(|&format| OutputFile {
            path: path(format),
            bytes: match format {
                FeedType::Rss => rss_feed(plan, &contents, updated),
                FeedType::Atom => atom_feed(plan, &contents, updated),
                FeedType::Json => json_feed(plan, &contents),
            }
            .into_bytes(),
        })
        .collect())
}

/// The inner HTML of the page's article content (`article .markdown`), with heading anchor
/// links dropped and site-absolute URLs made absolute.
pub(crate) fn post_html(page: &str, origin: &str) -> String {
    const START: &str = "<!--cairn-feed-start-->";
    const END: &str = "<!--cairn-feed-end-->";
    let seen = RefCell::new(false);
    let absolute = |value: &str| {
        if value.starts_with('/') && !value.starts_with("//") {
            format!("{origin}{value}")
        } else {
            value.to_owned()
        }
    };
    let rewritten = rewrite_str(
        page,
        RewriteStrSettings::new()
            .append_element_content_handler(element!("article .markdown", |el| {
                // Only the first: the post's own content.
                if !seen.replace(true) {
                    el.prepend(START, ContentType::Html);
                    el.append(END, ContentType::Html);
                }
                Ok(())
            }))
            .append_element_content_handler(element!("a.hash-link", |el| {
                el.remove();
                Ok(())
            }))
            .append_element_content_handler(element!("[href]", |el| {
                if let Some(href) = el.get_attribute("href") {
                    el.set_attribute("href", &absolute(&href))?;
                }
                Ok(())
            }))
            .append_element_content_handler(element!("[src]", |el| {
                if let Some(src) = el.get_attribute("src") {
                    el.set_attribute("src", &absolute(&src))?;
                }
                Ok(())
            })),
    )
    .unwrap_or_default();
    match (rewritten.find(START), rewritten.rfind(END)) {
        (Some(start), Some(end)) if start < end => {
            rewritten[start + START.len()..end].trim().to_owned()
        }
        _ => String::new(),
    }
}

fn date_time(milliseconds: i64) -> DateTime<FixedOffset> {
    DateTime::<Utc>::from_timestamp_millis(milliseconds)
        .unwrap_or_default()
        .fixed_offset()
}

fn rss_feed(plan: &FeedPlan, contents: &[String], updated: i64) -> String {
    let items = plan
        .items
        .iter()
        .zip(contents)
        .map(|(item, content)| {
            let mut entry = rss::Item::default();
            entry.set_title(item.title.clone());
            entry.set_link(item.url.clone());
            entry.set_guid(rss::Guid {
                value: item.url.clone(),
                permalink: true,
            });
            entry.set_pub_date(date_time(item.date).to_rfc2822());
            entry.set_description(item.description.clone());
            entry.set_content(content.clone());
            if let Some(email) = item.authors.iter().find_map(|(name, email, _)| {
                Some(format!(
                    "{} ({})",
                    email.as_ref()?,
                    name.as_deref().unwrap_or_default()
                ))
            }) {
                entry.set_author(email);
            }
            entry.set_categories(
                item.tags
                    .iter()
                    .map(|tag| rss::Category {
                        name: tag.clone(),
                        domain: None,
                    })
                    .collect::<Vec<_>>(),
            );
            entry
        })
        .collect::<Vec<_>>();
    let mut channel = rss::Channel::default();
    channel.set_title(plan.title.clone());
    channel.set_link(plan.blog_url.clone());
    channel.set_description(plan.description.clone());
    channel.set_language(plan.language.clone());
    channel.set_copyright(plan.copyright.clone());
    channel.set_last_build_date(date_time(updated).to_rfc2822());
    channel.set_generator("Cairn".to_owned());
    channel.set_items(items);
    let mut out = Vec::new();
    match channel.pretty_write_to(&mut out, b' ', 2) {
        Ok(_) => String::from_utf8(out).unwrap_or_default(),
        Err(_) => String::new(),
    }
}

fn atom_feed(plan: &FeedPlan, contents: &[String], updated: i64) -> String {
    use atom_syndication::{Category, Content, Entry, Feed, Link, Person, Text};
    let entries = plan
        .items
        .iter()
        .zip(contents)
        .map(|(item, content)| {
            let mut entry = Entry::default();
            entry.set_title(Text::plain(item.title.clone()));
            entry.set_id(item.url.clone());
            entry.set_links(vec![Link {
                href: item.url.clone(),
                ..Link::default()
            }]);
            entry.set_updated(date_time(item.date));
            entry.set_published(Some(date_time(item.date)));
            entry.set_summary(item.description.clone().map(Text::plain));
            let mut html = Content::default();
            html.set_value(Some(content.clone()));
            html.set_content_type(Some("html".to_owned()));
            entry.set_content(Some(html));
            entry.set_authors(
                item.authors
                    .iter()
                    .filter_map(|(name, email, url)| {
                        Some(Person {
                            name: name.clone()?,
                            email: email.clone(),
                            uri: url.clone(),
                            ..Person::default()
                        })
                    })
                    .collect::<Vec<_>>(),
            );
            entry.set_categories(
                item.tags
                    .iter()
                    .map(|tag| Category {
                        term: tag.clone(),
                        label: Some(tag.clone()),
                        ..Category::default()
                    })
                    .collect::<Vec<_>>(),
            );
            entry
        })
        .collect::<Vec<_>>();
    let mut feed = Feed::default();
    feed.set_title(Text::plain(plan.title.clone()));
    feed.set_id(plan.blog_url.clone());
    feed.set_updated(date_time(updated));
    feed.set_subtitle(Some(Text::plain(plan.description.clone())));
    feed.set_rights(plan.copyright.clone().map(Text::plain));
    feed.set_lang(Some(plan.language.clone()));
    feed.set_links(vec![Link {
        href: plan.blog_url.clone(),
        ..Link::default()
    }]);
    feed.set_entries(entries);
    feed.to_string()
}

/// JSON Feed 1.1 (<https://jsonfeed.org/version/1.1>).
#[derive(Serialize)]
struct JsonFeed<'a> {
    version: &'static str,
    title: &'a str,
    home_page_url: &'a str,
    description: &'a str,
    language: &'a str,
    items: Vec<JsonItem<'a>>,
}

#[derive(Serialize)]
struct JsonItem<'a> {
    id: &'a str,
    url: &'a str,
    title: &'a str,
    content_html: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    summary: Option<&'a str>,
    date_published: String,
    authors: Vec<JsonAuthor<'a>>,
    tags: &'a [String],
}

#[derive(Serialize)]
struct JsonAuthor<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    url: Option<&'a str>,
}

fn json_feed(plan: &FeedPlan, contents: &[String]) -> String {
    let feed = JsonFeed {
        version: "https://jsonfeed.org/version/1.1",
        title: &plan.title,
        home_page_url: &plan.blog_url,
        description: &plan.description,
        language: &plan.language,
        items: plan
            .items
            .iter()
            .zip(contents)
            .map(|(item, content)| JsonItem {
                id: &item.url,
                url: &item.url,
                title: &item.title,
                content_html: content,
                summary: item.description.as_deref(),
                date_published: date_time(item.date).to_rfc3339(),
                authors: item
                    .authors
                    .iter()
                    .map(|(name, _, url)| JsonAuthor {
                        name: name.as_deref(),
                        url: url.as_deref(),
                    })
                    .collect(),
                tags: &item.tags,
            })
            .collect(),
    };
    serde_json::to_string_pretty(&feed).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_post_html_is_the_article_content_with_absolute_urls() {
        let page = r##"<html><body><nav><a href="/docs/">Docs</a></nav><article><h1>T</h1><div class="markdown"><h2 id="a">A<a class="hash-link" href="#a">#</a></h2><p>See <a href="/blog/other/">other</a> and <img src="/assets/x.png" alt=""> <a href="https://x.dev">x</a></p></div></article></body></html>"##;
        assert_eq!(
            post_html(page, "https://site.dev"),
            r##"<h2 id="a">A</h2><p>See <a href="https://site.dev/blog/other/">other</a> and <img src="https://site.dev/assets/x.png" alt=""> <a href="https://x.dev">x</a></p>"##
        );
        assert_eq!(post_html("<p>no article</p>", "https://site.dev"), "");
    }
}
