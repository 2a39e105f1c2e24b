//! Raw HTML in `.md` files, turned into content-tree elements.
//!
//! HTML pieces and the Markdown between them are joined into one HTML string, with each
//! Markdown node standing in as a placeholder element, parsed once by html5ever, and turned
//! back into nodes. So `<details>` around Markdown paragraphs, or `<kbd>` inside a sentence,
//! become real elements the theme renders, never strings injected into the page.

use scraper::{ElementRef, Html, node::Node as DomNode};
use serde_json::Value;

use crate::mdx::{react_attribute_name, style_object};
use crate::tree::{Node, Props};

/// Tag of a raw HTML piece waiting to be merged with its neighbours.
pub(crate) const RAW_HTML: &str = "\u{0}html";
/// Placeholder element standing for an already converted node.
const SLOT: &str = "cairn-slot";

/// Attributes that are true by being present.
const BOOLEAN_ATTRIBUTES: &[&str] = &[
    "allowfullscreen",
    "async",
    "autofocus",
    "autoplay",
    "checked",
    "controls",
    "default",
    "defer",
    "disabled",
    "hidden",
    "loop",
    "multiple",
    "muted",
    "open",
    "playsinline",
    "readonly",
    "required",
    "reversed",
    "selected",
];

/// Elements whose whitespace-only text children React must not render.
const NO_TEXT_CHILDREN: &[&str] = &[
    "table", "thead", "tbody", "tfoot", "tr", "colgroup", "ul", "ol", "dl", "select", "optgroup",
    "picture", "video", "audio",
];

pub(crate) fn raw_html(html: &str) -> Node {
    let mut props = Props::new();
    props.insert("html".into(), Value::from(html));
    Node::element(RAW_HTML, props, Vec::new())
}

fn raw_text(node: &Node) -> Option<&str> {
    match node {
        Node::Element { tag, props, .. } if tag == RAW_HTML => {
            props.get("html").and_then(Value::as_str)
        }
        _ => None,
    }
}

/// Problems found while converting HTML, as messages.
pub(crate) type HtmlWarnings = Vec<String>;

/// Merges raw HTML pieces among `nodes` with the nodes around them. `block` tells whether
/// these are blocks (whitespace between them means nothing) or inline content.
pub(crate) fn merge(nodes: Vec<Node>, block: bool, warnings: &mut HtmlWarnings) -> Vec<Node> {
    if !nodes.iter().any(|node| raw_text(node).is_some()) {
        return nodes;
    }
    let mut html = String::new();
    let mut slots: Vec<Option<Node>> = Vec::new();
    for node in nodes {
        match raw_text(&node) {
            Some(raw) => html.push_str(raw),
            None => {
                html.push_str(&format!("<{SLOT} data-i=\"{}\"></{SLOT}>", slots.len()));
                slots.push(Some(node));
            }
        }
        if block {
            html.push('\n');
        }
    }
    let document = Html::parse_fragment(&html);
    let mut out = Vec::new();
    let root = document.root_element();
    convert_children(root, &mut slots, block, warnings, &mut out);
    out
}

/// Elements whose text is shown exactly as written.
const PREFORMATTED: &[&str] = &["pre", "code", "textarea"];

fn convert_children(
    parent: ElementRef<'_>,
    slots: &mut [Option<Node>],
    drop_blank_text: bool,
    warnings: &mut HtmlWarnings,
    out: &mut Vec<Node>,
) {
    let preformatted = PREFORMATTED.contains(&parent.value().name());
    for child in parent.children() {
        match child.value() {
            DomNode::Text(text) => {
                let blank = text.trim().is_empty();
                // Line breaks between tags only lay out the source; a lone space between
                // inline elements is content and stays.
                if blank && !preformatted && (drop_blank_text || text.contains('\n')) {
                    continue;
                }
                out.push(Node::text(text.to_string()));
            }
            DomNode::Element(_) => {
                let Some(element) = ElementRef::wrap(child) else {
                    continue;
                };
                if let Some(node) = convert_element(element, slots, warnings) {
                    out.push(node);
                }
            }
            _ => {}
        }
    }
}

fn convert_element(
    element: ElementRef<'_>,
    slots: &mut [Option<Node>],
    warnings: &mut HtmlWarnings,
) -> Option<Node> {
    let name = element.value().name();
    if name == SLOT {
        let index: usize = element.value().attr("data-i")?.parse().ok()?;
        return slots.get_mut(index).and_then(Option::take);
    }
    if name == "script" {
        warnings.push(
            "a <script> in Markdown is not run and was left out; load scripts from a React component or the static folder".to_owned(),
        );
        return None;
    }
    let mut props = Props::new();
    for (attribute, value) in element.value().attrs() {
        if attribute.starts_with("on") {
            warnings.push(format!(
                "the `{attribute}` attribute of <{name}> was left out: event handlers cannot be written in Markdown"
            ));
            continue;
        }
        let key = react_attribute_name(attribute);
        let value = if key == "style" {
            style_object(value)
        } else if BOOLEAN_ATTRIBUTES.contains(&attribute)
            && (value.is_empty() || value == attribute)
        {
            Value::Bool(true)
        } else {
            Value::from(value)
        };
        props.insert(key, value);
    }
    let mut children = Vec::new();
    let drop_blank = NO_TEXT_CHILDREN.contains(&name);
    convert_children(element, slots, drop_blank, warnings, &mut children);
    Some(Node::element(name, props, children))
}

/// The tags of a `<head>` block, to be added to the page's head.
pub(crate) fn head_tags(html: &str) -> Vec<HeadTag> {
    let document = Html::parse_document(html);
    let mut tags = Vec::new();
    for node in document.tree.root().descendants() {
        let Some(element) = ElementRef::wrap(node) else {
            continue;
        };
        let name = element.value().name();
        if !matches!(name, "meta" | "link" | "title" | "base") {
            continue;
        }
        tags.push(HeadTag {
            tag: name.to_owned(),
            attributes: element
                .value()
                .attrs()
                .map(|(key, value)| (key.to_owned(), value.to_owned()))
                .collect(),
            text: (name == "title").then(|| element.text().collect::<String>()),
        });
    }
    tags
}

/// Writes a camel-case DOM name as HTML and CSS write it: `fontSize` → `font-size`,
/// `Kind` (of `dataKind`) → `-kind`. React names style properties so, and hast properties.
#[inline]
pub fn push_hyphenated(out: &mut String, camel: &str) {
    for character in camel.chars() {
        if character.is_ascii_uppercase() {
            out.push('-');
            out.push(character.to_ascii_lowercase());
        } else {
            out.push(character);
        }
    }
}

/// An element a document asks to have in the page's `<head>`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HeadTag {
    pub tag: String,
    pub attributes: Vec<(String, String)>,
    pub text: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(nodes: &[Node]) -> String {
        serde_json::to_string(nodes).unwrap()
    }

    #[test]
    fn inline_html_becomes_elements() {
        let nodes = vec![
            Node::text("Press "),
            raw_html("<kbd>"),
            Node::text("Ctrl"),
            raw_html("</kbd>"),
            Node::text(" now"),
        ];
        let mut warnings = Vec::new();
        assert_eq!(
            json(&merge(nodes, false, &mut warnings)),
            r#"["Press ",["kbd","Ctrl"]," now"]"#
        );
    }

    #[test]
    fn html_blocks_wrap_markdown_blocks() {
        let paragraph = Node::element("p", Props::new(), vec![Node::text("Inside")]);
        let nodes = vec![
            raw_html("<details class=\"box\" open>\n<summary>More</summary>"),
            paragraph,
            raw_html("</details>"),
        ];
        let mut warnings = Vec::new();
        assert_eq!(
            json(&merge(nodes, true, &mut warnings)),
            r#"[["details",{"className":"box","open":true},["summary","More"],["p","Inside"]]]"#
        );
    }

    #[test]
    fn attributes_styles_and_tables() {
        let nodes = vec![raw_html(
            "<table style=\"width: 100%\">\n<tr><td colspan=\"2\" onclick=\"x()\">a</td></tr>\n</table>",
        )];
        let mut warnings = Vec::new();
        let out = json(&merge(nodes, true, &mut warnings));
        assert_eq!(
            out,
            r#"[["table",{"style":{"width":"100%"}},["tbody",["tr",["td",{"colSpan":"2"},"a"]]]]]"#
        );
        assert_eq!(warnings.len(), 1);
    }

    #[test]
    fn scripts_are_left_out() {
        let mut warnings = Vec::new();
        let out = merge(
            vec![raw_html("<script>alert(1)</script>")],
            true,
            &mut warnings,
        );
        assert!(out.is_empty());
        assert_eq!(warnings.len(), 1);
    }

    #[test]
    fn head_blocks() {
        let tags = head_tags(
            "<head>\n<title>Custom</title>\n<meta name=\"robots\" content=\"noindex\">\n<link rel=\"alternate\" href=\"/feed.xml\">\n</head>",
        );
        assert_eq!(tags.len(), 3);
        assert_eq!(tags[0].text.as_deref(), Some("Custom"));
        assert!(
            tags[1]
                .attributes
                .contains(&("name".to_owned(), "robots".to_owned()))
        );
    }
}
