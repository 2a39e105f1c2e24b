//! Markup a render worker sends once and then names: the rows of closed sidebar categories
//! and of links to other pages, the same on every page of their sidebar (the theme's
//! `client/serverMarkup.ts`).
//!
//! The worker writes `<!--{mark}:{id}-->` where such markup goes, and sends each markup with
//! the first page that rendered it. The engine keeps each markup once and gives every page as
//! its own HTML plus the kept markup in place of each placeholder ([`PageBody`]): writing the
//! page joins them, and the link check reads each markup's links once instead of on every page.
//! A mark is random for each worker: no page's own text holds one by chance.

use std::collections::HashMap;
use std::hash::{BuildHasher, RandomState};
use std::ops::Range;
use std::sync::Arc;

use memchr::memmem;

/// One worker's markup, by id, and the mark its placeholders carry.
#[derive(Debug)]
pub(crate) struct SharedMarkup {
    mark: String,
    /// `<!--{mark}:`, what every placeholder starts with.
    opening: memmem::Finder<'static>,
    markup: HashMap<u32, Arc<str>>,
}

const CLOSING: &str = "-->";

/// A rendered page's HTML: its own, with kept markup in place of each placeholder.
#[derive(Debug, Clone, Default)]
pub struct PageBody {
    own: String,
    /// Each placeholder's place in `own`, in order, with the markup it stands for.
    shared: Vec<(Range<usize>, Arc<str>)>,
}

impl PageBody {
    /// A page of `own` HTML where each range holds a placeholder for the markup beside it;
    /// the ranges are in order and do not overlap.
    pub fn with_shared(own: String, shared: Vec<(Range<usize>, Arc<str>)>) -> PageBody {
        debug_assert!(
            shared
                .windows(2)
                .all(|pair| pair[0].0.end <= pair[1].0.start)
        );
        PageBody { own, shared }
    }

    /// The page's own HTML, where a placeholder stands for each of [`PageBody::shared`].
    pub fn own(&self) -> &str {
        &self.own
    }

    /// The markup the page shows from other pages, in order: one `Arc` per markup, shared by
    /// every page of the worker that shows it.
    pub fn shared(&self) -> impl Iterator<Item = &Arc<str>> {
        self.shared.iter().map(|(_, markup)| markup)
    }

    /// The whole HTML, as pieces to write one after the other.
    pub fn parts(&self) -> Vec<&str> {
        let mut parts = Vec::with_capacity(self.shared.len() * 2 + 1);
        let mut copied = 0;
        for (place, markup) in &self.shared {
            parts.push(&self.own[copied..place.start]);
            parts.push(&**markup);
            copied = place.end;
        }
        parts.push(&self.own[copied..]);
        parts
    }

    /// The whole HTML in one string.
    pub fn to_html(&self) -> String {
        self.parts().concat()
    }
}

impl From<String> for PageBody {
    fn from(own: String) -> Self {
        PageBody {
            own,
            shared: Vec::new(),
        }
    }
}

impl SharedMarkup {
    pub fn new() -> Self {
        let mark = format!("cairn-markup-{:016x}", RandomState::new().hash_one(0u8));
        let opening = memmem::Finder::new(format!("<!--{mark}:").as_bytes()).into_owned();
        SharedMarkup {
            mark,
            opening,
            markup: HashMap::new(),
        }
    }

    /// What the worker is told to put in its placeholders.
    pub fn mark(&self) -> &str {
        &self.mark
    }

    /// Keeps the markup a page brought, in id order: markup may name markup sent before it.
    pub fn define(&mut self, defined: HashMap<String, String>) -> Result<(), String> {
        let mut defined = defined
            .into_iter()
            .map(|(id, html)| match id.parse::<u32>() {
                Ok(id) => Ok((id, html)),
                Err(_) => Err(format!("the worker sent markup named `{id}`")),
            })
            .collect::<Result<Vec<_>, _>>()?;
        defined.sort_unstable_by_key(|(id, _)| *id);
        for (id, html) in defined {
            let html = self.body(html)?.to_html();
            self.markup.insert(id, html.into());
        }
        Ok(())
    }

    /// `html` with the markup each of its placeholders stands for.
    pub fn body(&self, html: String) -> Result<PageBody, String> {
        let opening = self.opening.needle().len();
        let mut shared = Vec::new();
        for start in self.opening.find_iter(html.as_bytes()) {
            let id_start = start + opening;
            let id_end = html[id_start..]
                .find(CLOSING)
                .map(|length| id_start + length)
                .ok_or_else(|| "a markup placeholder has no end".to_owned())?;
            let id: u32 = html[id_start..id_end]
                .parse()
                .map_err(|_| format!("a markup placeholder names `{}`", &html[id_start..id_end]))?;
            let markup = self
                .markup
                .get(&id)
                .ok_or_else(|| format!("a page names markup {id}, which the worker never sent"))?;
            shared.push((start..id_end + CLOSING.len(), Arc::clone(markup)));
        }
        Ok(PageBody { own: html, shared })
    }

    /// `html` with each placeholder replaced by its markup.
    #[cfg(test)]
    pub fn expand(&self, html: String) -> Result<String, String> {
        self.body(html).map(|body| body.to_html())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn placeholder(shared: &SharedMarkup, id: u32) -> String {
        format!("<!--{}:{id}-->", shared.mark())
    }

    #[test]
    fn placeholders_are_replaced_by_the_markup_the_worker_sent() {
        let mut shared = SharedMarkup::new();
        shared
            .define(HashMap::from([
                ("1".to_owned(), "<b>API</b>".to_owned()),
                ("0".to_owned(), "Guides".to_owned()),
            ]))
            .unwrap();
        let page = format!(
            "<ul><li>{}</li><li>{}</li><li>{}</li></ul>",
            placeholder(&shared, 0),
            placeholder(&shared, 1),
            placeholder(&shared, 0)
        );
        assert_eq!(
            shared.expand(page).unwrap(),
            "<ul><li>Guides</li><li><b>API</b></li><li>Guides</li></ul>"
        );
    }

    #[test]
    fn a_page_body_is_its_own_html_and_one_copy_of_each_markup_it_shows() {
        let mut shared = SharedMarkup::new();
        shared
            .define(HashMap::from([(
                "0".to_owned(),
                "<a href=\"/x/\">X</a>".to_owned(),
            )]))
            .unwrap();
        let own = format!(
            "<ul><li>{}</li><li>{}</li></ul>",
            placeholder(&shared, 0),
            placeholder(&shared, 0)
        );
        let body = shared.body(own.clone()).unwrap();
        assert_eq!(body.own(), own);
        assert_eq!(
            body.to_html(),
            "<ul><li><a href=\"/x/\">X</a></li><li><a href=\"/x/\">X</a></li></ul>"
        );
        assert_eq!(
            body.parts(),
            [
                "<ul><li>",
                "<a href=\"/x/\">X</a>",
                "</li><li>",
                "<a href=\"/x/\">X</a>",
                "</li></ul>"
            ]
        );
        let markup: Vec<&Arc<str>> = body.shared().collect();
        assert!(Arc::ptr_eq(markup[0], markup[1]));
        let plain = PageBody::from("<p>Hi</p>".to_owned());
        assert_eq!(plain.parts(), ["<p>Hi</p>"]);
    }

    #[test]
    fn markup_may_name_markup_sent_before_it() {
        let mut shared = SharedMarkup::new();
        let inner = placeholder(&shared, 0);
        shared
            .define(HashMap::from([
                ("1".to_owned(), format!("<ul>{inner}</ul>")),
                ("0".to_owned(), "x".to_owned()),
            ]))
            .unwrap();
        let page = placeholder(&shared, 1);
        assert_eq!(shared.expand(page).unwrap(), "<ul>x</ul>");
    }

    #[test]
    fn a_page_without_placeholders_is_kept_as_it_is() {
        let shared = SharedMarkup::new();
        let page = "<p><!--cairn-markup-0000000000000000:0--> is not this worker's</p>".to_owned();
        assert_eq!(shared.expand(page.clone()).unwrap(), page);
    }

    #[test]
    fn unknown_or_unreadable_placeholders_are_errors() {
        let shared = SharedMarkup::new();
        let unknown = shared.expand(placeholder(&shared, 7)).unwrap_err();
        assert_eq!(
            unknown,
            "a page names markup 7, which the worker never sent"
        );
        let open = format!("<!--{}:3", shared.mark());
        assert_eq!(
            shared.expand(open).unwrap_err(),
            "a markup placeholder has no end"
        );
        let word = format!("<!--{}:x-->", shared.mark());
        assert_eq!(
            shared.expand(word).unwrap_err(),
            "a markup placeholder names `x`"
        );
    }

    #[test]
    fn markup_with_a_name_that_is_no_number_is_an_error() {
        let mut shared = SharedMarkup::new();
        let error = shared
            .define(HashMap::from([("a".to_owned(), "x".to_owned())]))
            .unwrap_err();
        assert_eq!(error, "the worker sent markup named `a`");
    }

    #[test]
    fn every_worker_has_its_own_mark() {
        assert_ne!(SharedMarkup::new().mark(), SharedMarkup::new().mark());
    }
}
