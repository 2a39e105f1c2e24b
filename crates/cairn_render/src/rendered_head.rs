//! What a page's render says of its `<head>`: the title and description the engine writes
//! itself, and the tags of `<Head>` (`@docusaurus/Head`), written as the page gives them.

use cairn_markdown::HeadTag;
use serde::Deserialize;

/// Head tags a page set while rendering (a React page's `<Layout title>`, the children of
/// `<Head>`).
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
pub struct RenderedHead {
    pub title: Option<String>,
    pub description: Option<String>,
    /// `meta`, `link`, `base` and `script` tags from `<Head>`, in the order the page gave them
    /// (only those [`RenderedHead::keep_writable_tags`] keeps reach a page).
    #[serde(default)]
    pub tags: Vec<HeadTag>,
}

/// What `<Head>` may add to a page's `<head>`.
const RENDERED_HEAD_TAGS: &[&str] = &["meta", "link", "base", "script"];

impl RenderedHead {
    /// The page's `<Head>` tags that can be written as they are: the theme sends only head
    /// elements with plain attribute names, and this keeps any other out of the document. A
    /// script's `</` is written `<\/`, so its text cannot end the element early (in JSON and
    /// in JavaScript strings, it still reads `</`).
    pub(crate) fn keep_writable_tags(&mut self) {
        self.tags.retain(|tag| {
            RENDERED_HEAD_TAGS.contains(&tag.tag.as_str())
                && tag
                    .attributes
                    .iter()
                    .all(|(name, _)| is_attribute_name(name))
        });
        for tag in &mut self.tags {
            if tag.tag == "script" {
                if let Some(text) = &mut tag.text {
                    *text = text.replace("</", "<\\/");
                }
            } else {
                tag.text = None;
            }
        }
    }
}

/// An attribute name that needs no escaping: a letter, then letters, digits, `-`, `_`, `:`, `.`.
fn is_attribute_name(name: &str) -> bool {
    let mut characters = name.chars();
    characters
        .next()
        .is_some_and(|first| first.is_ascii_alphabetic())
        && characters.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(tag: &str, attributes: &[(&str, &str)], text: Option<&str>) -> HeadTag {
        HeadTag {
            tag: tag.to_owned(),
            attributes: attributes
                .iter()
                .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
                .collect(),
            text: text.map(str::to_owned),
        }
    }

    #[test]
    fn only_head_elements_with_plain_attribute_names_are_kept() {
        let mut head: RenderedHead = serde_json::from_str(
            r#"{"title":"Pricing","tags":[
                {"tag":"meta","attributes":[["name","robots"],["content","noindex"]],"text":null},
                {"tag":"div","attributes":[],"text":"body content"},
                {"tag":"link","attributes":[["rel","canonical"],["onload\"x","y"]],"text":null},
                {"tag":"script","attributes":[["type","application/ld+json"]],"text":"{\"a\":\"</script><b>\"}"},
                {"tag":"meta","attributes":[["property","og:type"],["content","website"]],"text":"stray"}
            ]}"#,
        )
        .unwrap();
        head.keep_writable_tags();
        assert_eq!(head.title.as_deref(), Some("Pricing"));
        assert_eq!(
            head.tags,
            [
                tag("meta", &[("name", "robots"), ("content", "noindex")], None),
                tag(
                    "script",
                    &[("type", "application/ld+json")],
                    Some(r#"{"a":"<\/script><b>"}"#)
                ),
                tag(
                    "meta",
                    &[("property", "og:type"), ("content", "website")],
                    None
                ),
            ]
        );
    }

    #[test]
    fn a_head_without_tags_reads_as_before() {
        let head: RenderedHead = serde_json::from_str(r#"{"description":"About"}"#).unwrap();
        assert_eq!(head.description.as_deref(), Some("About"));
        assert!(head.tags.is_empty());
    }

    #[test]
    fn attribute_names() {
        for name in [
            "content",
            "http-equiv",
            "data-site",
            "xml:lang",
            "og.x",
            "a_b1",
        ] {
            assert!(is_attribute_name(name), "{name}");
        }
        for name in ["", "1a", "-a", "a b", "a\"", "a>", "a=b", "é"] {
            assert!(!is_attribute_name(name), "{name}");
        }
    }
}
