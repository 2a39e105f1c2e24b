//! Markup a render worker sends once and then names: the rows of closed sidebar categories,
//! the same on every page of their sidebar (the theme's `client/serverMarkup.ts`).
//!
//! The worker writes `<!--{mark}:{id}-->` where such markup goes, and sends each markup with
//! the first page that rendered it. The engine puts it back in place as it reads each page, so
//! everything after the render stage sees whole pages. A mark is random for each worker: no
//! page's own text holds one by chance.

use std::collections::HashMap;
use std::hash::{BuildHasher, RandomState};

use memchr::memmem;

/// One worker's markup, by id, and the mark its placeholders carry.
#[derive(Debug)]
pub(crate) struct SharedMarkup {
    mark: String,
    /// `<!--{mark}:`, what every placeholder starts with.
    opening: memmem::Finder<'static>,
    markup: HashMap<u32, String>,
}

const CLOSING: &str = "-->";

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
            let html = self.expand(html)?;
            self.markup.insert(id, html);
        }
        Ok(())
    }

    /// `html` with each placeholder replaced by its markup.
    pub fn expand(&self, html: String) -> Result<String, String> {
        let opening = self.opening.needle().len();
        // (placeholder start, placeholder end, markup)
        let mut placeholders: Vec<(usize, usize, &str)> = Vec::new();
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
            placeholders.push((start, id_end + CLOSING.len(), markup));
        }
        if placeholders.is_empty() {
            return Ok(html);
        }
        let length = placeholders
            .iter()
            .fold(html.len(), |length, (start, end, markup)| {
                length - (end - start) + markup.len()
            });
        let mut whole = String::with_capacity(length);
        let mut copied = 0;
        for (start, end, markup) in placeholders {
            whole.push_str(&html[copied..start]);
            whole.push_str(markup);
            copied = end;
        }
        whole.push_str(&html[copied..]);
        Ok(whole)
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
