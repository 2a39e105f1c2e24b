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

impl<'a> Converter<'a> {
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
