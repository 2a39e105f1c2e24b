//! `feedOptions.createFeedItems`: a function of the site's code that decides what a blog's
//! feeds hold, as in Docusaurus. It gets the posts and the items Cairn would write (as
//! `defaultCreateFeedItems`), and returns the items, which Cairn writes in every format.

use std::path::Path;

use cairn_config::SiteFunction;
use chrono::DateTime;
use serde_json::{Value, json};

use crate::error::ContentError;
use crate::functions::{STAND_IN, SharedRunner, call_for_list};

use super::feed::FeedItem;

/// The function, and what it is given besides the items.
#[derive(Clone)]
pub(crate) struct CreateFeedItems {
    pub function: SiteFunction,
    pub runner: Option<SharedRunner>,
    /// `[[blog]] `blog` feedOptions.createFeedItems`, for messages.
    pub option: String,
    /// The posts the feeds hold, as Docusaurus describes them (`{id, metadata, content}`).
    pub blog_posts: Vec<Value>,
    /// `{title, tagline, url, baseUrl}` of the site.
    pub site_config: Value,
}

impl std::fmt::Debug for CreateFeedItems {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(&self.option)
    }
}

/// One entry as the feeds write it: the item and its HTML.
pub(crate) type Entry = (FeedItem, String);

impl CreateFeedItems {
    /// The entries the function returns, given the ones Cairn made.
    /// `out_dir` is the output folder, given as Docusaurus gives it.
    pub fn apply(&self, entries: &[Entry], out_dir: &Path) -> Result<Vec<Entry>, ContentError> {
        let argument = json!({
            "blogPosts": self.blog_posts,
            "siteConfig": self.site_config,
            "outDir": out_dir,
            "defaultCreateFeedItems": {
                STAND_IN: "defaultCreateFeedItems",
                "items": entries.iter().map(item_json).collect::<Vec<_>>(),
            },
        });
        call_for_list(
            self.runner.as_ref(),
            &self.function,
            &self.option,
            argument,
            "feed items",
            |item| read_item(&item),
        )
    }
}

/// An item as the `feed` package Docusaurus uses takes it.
fn item_json((item, content): &Entry) -> Value {
    json!({
        "title": item.title,
        "id": item.url,
        "link": item.url,
        "date": crate::iso_date(item.date),
        "description": item.description,
        "content": content,
        "author": item.authors.iter().map(|(name, email, link)| json!({"name": name, "email": email, "link": link})).collect::<Vec<_>>(),
        "category": item.tags.iter().map(|tag| json!({"name": tag})).collect::<Vec<_>>(),
    })
}

fn read_item(item: &Value) -> Result<Entry, String> {
    let text = |key: &str| item.get(key).and_then(Value::as_str).map(str::to_owned);
    let title = text("title").ok_or("it has no `title`")?;
    let url = text("link")
        .or_else(|| text("id"))
        .ok_or("it has no `link` (nor `id`)")?;
    let date = match item.get("date") {
        Some(Value::String(date)) => DateTime::parse_from_rfc3339(date)
            .map(|date| date.timestamp_millis())
            .map_err(|_| format!("`date: {date}` is not a date"))?,
        Some(Value::Number(milliseconds)) => milliseconds.as_i64().unwrap_or_default(),
        _ => return Err("it has no `date`".to_owned()),
    };
    let list = |key: &str| {
        item.get(key)
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let field =
        |value: &Value, key: &str| value.get(key).and_then(Value::as_str).map(str::to_owned);
    Ok((
        FeedItem {
            title,
            url,
            page_file: String::new(),
            date,
            description: text("description"),
            authors: list("author")
                .iter()
                .map(|author| {
                    (
                        field(author, "name"),
                        field(author, "email"),
                        field(author, "link"),
                    )
                })
                .collect(),
            tags: list("category")
                .iter()
                .filter_map(|category| field(category, "name"))
                .collect(),
        },
        text("content").unwrap_or_default(),
    ))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn items_go_out_as_the_feed_package_writes_them_and_come_back() {
        let item = FeedItem {
            title: "Hello".to_owned(),
            url: "https://x.dev/blog/hello/".to_owned(),
            page_file: "blog/hello/index.html".to_owned(),
            date: 1_767_225_600_000,
            description: Some("First".to_owned()),
            authors: vec![(
                Some("Ada".to_owned()),
                None,
                Some("https://ada.dev".to_owned()),
            )],
            tags: vec!["news".to_owned()],
        };
        let json = item_json(&(item, "<p>Hi</p>".to_owned()));
        assert_eq!(json["date"], "2026-01-01T00:00:00.000Z");
        assert_eq!(json["author"][0]["name"], "Ada");
        let (back, content) = read_item(&json).unwrap();
        assert_eq!(back.date, 1_767_225_600_000);
        assert_eq!(back.url, "https://x.dev/blog/hello/");
        assert_eq!(back.tags, ["news"]);
        assert_eq!(content, "<p>Hi</p>");
        assert_eq!(
            read_item(&json!({"title": "x", "link": "y"})).unwrap_err(),
            "it has no `date`"
        );
        assert_eq!(
            read_item(&json!({"title": "x", "link": "y", "date": "soon"})).unwrap_err(),
            "`date: soon` is not a date"
        );
    }
}
