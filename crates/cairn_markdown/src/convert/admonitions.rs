//! Admonitions: the blocks between a `:::kind Title` line and its closing `:::`.
//!
//! They are grouped here, while each list of sibling blocks is converted, rather than in a
//! pass over the finished tree, because an admonition bounds raw HTML. The HTML pieces among
//! sibling blocks are merged into elements (`Converter::merge_html`) as soon as the siblings
//! are converted, and an admonition's body is merged on its own: an unclosed `<div>` inside
//! it cannot swallow the blocks after its closing `:::`, while an HTML element around it
//! holds it whole. A later pass would find the directive lines already moved inside (or out
//! of) HTML elements, and no longer know which blocks they enclosed. Recognising the lines
//! needs the paragraph's source text too (the exact colons and the title's markup), which
//! only conversion has.

use markdown::mdast;
use serde_json::Value;

use super::{Converter, element};
use crate::directives::{self, Directive};
use crate::parse::inline_plain_text;
use crate::tree::{Node, Props};

/// GitHub's alerts: the marker's kind, the admonition it is drawn as, and the title it shows
/// when that is not the admonition's own (VitePress and Starlight draw them the same way).
const GITHUB_ALERTS: &[(&str, &str, Option<&str>)] = &[
    ("NOTE", "note", None),
    ("TIP", "tip", None),
    ("IMPORTANT", "info", Some("Important")),
    ("WARNING", "warning", None),
    ("CAUTION", "danger", Some("Caution")),
];

impl<'a> Converter<'a> {
    /// A block quote, or, when its first line is a GitHub alert's marker (`> [!NOTE]`), that
    /// alert as an admonition.
    pub(crate) fn blockquote(&mut self, quote: &mdast::Blockquote) -> Node {
        let alert = if self.github_alerts {
            self.github_alert(quote)
        } else {
            None
        };
        let mut children = self.blocks(&quote.children);
        let Some((marker_len, kind, title)) = alert else {
            return element("blockquote", Props::new(), children);
        };
        if let Some(Node::Element {
            children: inline, ..
        }) = children.first_mut()
        {
            strip_leading_text(inline, marker_len);
            if inline.is_empty() {
                children.remove(0);
            }
        }
        let mut props = Props::new();
        props.insert("type".into(), Value::from(kind));
        if let Some(title) = title {
            props.insert("title".into(), Value::from(title));
        }
        element("Admonition", props, children)
    }

    /// The marker's length, the kind and the title of the GitHub alert a quote is: its first
    /// paragraph starts with `[!KIND]` alone on its line.
    fn github_alert(
        &self,
        quote: &mdast::Blockquote,
    ) -> Option<(usize, &'static str, Option<&'static str>)> {
        let Some(mdast::Node::Paragraph(paragraph)) = quote.children.first() else {
            return None;
        };
        let start = paragraph.position.as_ref()?.start.offset;
        let text = self.source.get(start..)?;
        let rest = text.strip_prefix("[!")?;
        let end = rest.find(']')?;
        let after = &rest[end + 1..];
        // Alone on its line, as GitHub requires.
        let line_end = after.trim_start_matches([' ', '\t']);
        if !(line_end.is_empty() || line_end.starts_with(['\n', '\r'])) {
            return None;
        }
        let (_, kind, title) = GITHUB_ALERTS
            .iter()
            .find(|(name, ..)| name.eq_ignore_ascii_case(&rest[..end]))?;
        Some((end + 3, kind, *title))
    }

    /// Converts sibling blocks, gathering those between `:::kind` and `:::` lines into
    /// admonitions. `tight` is set for the children of a tight list item.
    pub(crate) fn block_list(&mut self, nodes: &[mdast::Node], tight: bool) -> Vec<Node> {
        let mut out = Vec::new();
        let mut open: Vec<OpenAdmonition> = Vec::new();
        for node in nodes {
            match self.directive_of(node) {
                Some(Directive::Open {
                    colons,
                    kind,
                    title,
                }) => {
                    let (line, column) = self.position_of(node);
                    let (drawn, default_title) = match directives::resolve_kind(kind) {
                        Some(known) => known,
                        None => {
                            self.warn_at(
                                line,
                                column,
                                format!(
                                    "unknown admonition type `{kind}`; expected one of {}; shown as a note",
                                    directives::kind_names().join(", ")
                                ),
                            );
                            ("note", None)
                        }
                    };
                    let mut title = inline_plain_text(title);
                    if title.is_empty() {
                        title = default_title.unwrap_or_default().to_owned();
                    }
                    open.push(OpenAdmonition {
                        colons,
                        written: kind,
                        kind: drawn,
                        title,
                        children: Vec::new(),
                        line,
                        column,
                    });
                    continue;
                }
                Some(Directive::Close { colons }) => {
                    if let Some(depth) = open.iter().rposition(|item| item.colons == colons) {
                        while open.len() > depth {
                            let Some(mut finished) = open.pop() else {
                                break;
                            };
                            finished.children =
                                self.merge_html(std::mem::take(&mut finished.children), true);
                            let node = finished.into_node();
                            match open.last_mut() {
                                Some(parent) => parent.children.push(node),
                                None => out.push(node),
                            }
                        }
                    } else {
                        let (line, column) = self.position_of(node);
                        self.warn_at(
                            line,
                            column,
                            format!(
                                "`{}` closes no admonition and was ignored",
                                ":".repeat(colons)
                            ),
                        );
                    }
                    continue;
                }
                None => {}
            }
            if let Some(converted) = self.node(node, tight) {
                match open.last_mut() {
                    Some(parent) => parent.children.push(converted),
                    None => out.push(converted),
                }
            }
        }
        while let Some(mut unclosed) = open.pop() {
            unclosed.children = self.merge_html(std::mem::take(&mut unclosed.children), true);
            self.warn_at(
                unclosed.line,
                unclosed.column,
                format!(
                    "admonition `{}{}` is never closed; add a line with `{}` after its content",
                    ":".repeat(unclosed.colons),
                    unclosed.written,
                    ":".repeat(unclosed.colons)
                ),
            );
            let node = unclosed.into_node();
            match open.last_mut() {
                Some(parent) => parent.children.push(node),
                None => out.push(node),
            }
        }
        self.merge_html(out, true)
    }

    /// A paragraph that is exactly one directive line.
    fn directive_of(&self, node: &mdast::Node) -> Option<Directive<'a>> {
        let mdast::Node::Paragraph(paragraph) = node else {
            return None;
        };
        let position = paragraph.position.as_ref()?;
        let text = self
            .source
            .get(position.start.offset..position.end.offset)?;
        if text.contains('\n') {
            return None;
        }
        directives::parse_directive(text)
    }
}

/// Takes the first `count` bytes of text (the alert's marker, ASCII) off the start of
/// `nodes`, then the rest of the marker's line: blank space and a line break.
fn strip_leading_text(nodes: &mut Vec<Node>, mut count: usize) {
    while count > 0 {
        let Some(Node::Text(text)) = nodes.first_mut() else {
            break;
        };
        let taken = text.len().min(count);
        if !text.is_char_boundary(taken) {
            break;
        }
        text.replace_range(..taken, "");
        count -= taken;
        if text.is_empty() {
            nodes.remove(0);
        }
    }
    loop {
        match nodes.first_mut() {
            Some(Node::Text(text)) => {
                let trimmed = text.trim_start();
                if trimmed.len() == text.len() {
                    break;
                }
                *text = trimmed.to_owned();
                if !text.is_empty() {
                    break;
                }
                nodes.remove(0);
            }
            Some(Node::Element { tag, .. }) if tag == "br" => {
                nodes.remove(0);
            }
            _ => break,
        }
    }
}

/// An admonition whose closing line has not been seen yet.
struct OpenAdmonition<'a> {
    colons: usize,
    /// The kind as the author wrote it, for messages.
    written: &'a str,
    /// The kind the theme draws.
    kind: &'static str,
    title: String,
    children: Vec<Node>,
    line: usize,
    column: usize,
}

impl OpenAdmonition<'_> {
    fn into_node(self) -> Node {
        let mut props = Props::new();
        props.insert("type".into(), Value::from(self.kind));
        if !self.title.is_empty() {
            props.insert("title".into(), Value::from(self.title));
        }
        element("Admonition", props, self.children)
    }
}
