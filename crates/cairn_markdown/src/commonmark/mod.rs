//! The fast reader for `.md` files without MDX: pulldown-cmark's events, built into the same
//! mdast markdown-rs gives.
//!
//! markdown-rs reads about 4 MB of Markdown a second on one core, which made it most of the
//! compile stage; pulldown-cmark reads CommonMark and GFM tables some forty times faster. The
//! two agree on CommonMark, but not on everything around it: pulldown-cmark has no GFM
//! literal autolinks (`www.example.com` in text), reads `$` math by other rules, and keeps
//! less of what was written (a link's empty title, which label a reference used). So this
//! reader declines a document, and markdown-rs reads it, whenever a construct of the
//! document is one the two might read apart (`agreement` holds each rule). Deciding costs
//! nothing but the fast parse: a declined document pays it on top of the slow one, a read
//! one saves the slow one.
//!
//! What the converter reads must be what markdown-rs would have given: node kinds, values,
//! and the start of every node it reports a line and column for. Reference links become
//! links (the converter would resolve them to the same URL and title), and the
//! definitions, which produce nothing, are left out. The tests (`tests.rs`) compile
//! documents both ways and require the same output.

mod agreement;
mod builder;
#[cfg(test)]
mod tests;

use std::collections::HashMap;

use markdown::mdast::{self, Node};
use markdown::unist::{Point, Position};
use pulldown_cmark::{Options, Parser};

use builder::{Builder, label_key};

/// The document's top-level nodes (front matter first, as a `Yaml` node), or `None` when it
/// should be read by markdown-rs. `math` says whether `$` may start a formula.
pub(crate) fn parse(text: &str, math: bool) -> Option<Vec<Node>> {
    if text.contains('\r') {
        return parse_crlf(text, math);
    }
    if !agreement::whole_text_agrees(text) {
        return None;
    }
    let lines = LineIndex::new(text);
    let mut blocks = Vec::new();
    let body_start = match front_matter(text) {
        FrontMatter::None => 0,
        FrontMatter::Yaml { value, end } => {
            blocks.push(Node::Yaml(mdast::Yaml {
                value: value.to_owned(),
                position: Some(lines.position(0, end)),
            }));
            // The body starts after the closing fence's line ending.
            (end + 1).min(text.len())
        }
        FrontMatter::Other => return None,
    };
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_FOOTNOTES;
    let parser = Parser::new_ext(&text[body_start..], options).into_offset_iter();
    // The definitions are all known once the blocks are read, before the first event. Which
    // have a title: pulldown-cmark gives an empty title for a missing one, and markdown-rs
    // keeps none for an empty one (`""`).
    let mut titled = HashMap::new();
    let mut first_definition = None;
    let mut definition_lines = Vec::new();
    for (label, definition) in parser.reference_definitions().iter() {
        let has_title = definition
            .title
            .as_ref()
            .is_some_and(|title| !title.is_empty());
        titled.insert(label_key(label), has_title);
        let (start, end) = (
            definition.span.start + body_start,
            definition.span.end + body_start,
        );
        first_definition = Some(first_definition.map_or(start, |first: usize| first.min(start)));
        definition_lines.push(agreement::line_start(text, start));
        // markdown-rs reads a line of dashes or equals signs right after a definition as
        // text, and a numbered line as a list.
        if agreement::next_line_is_underline(text, end) || agreement::next_line_numbered(text, end)
        {
            return None;
        }
    }
    // A label defined again: the readers may read the lines after its other definitions apart.
    if first_definition.is_some() && agreement::unkept_definition_line(text, &definition_lines) {
        return None;
    }
    let mut builder = Builder::new(text, body_start, &lines, math, titled);
    for (event, range) in parser {
        builder.event(event, range.start + body_start, range.end + body_start)?;
    }
    let body = builder.finish()?;
    // markdown-rs keeps definitions as nodes, and one before the first block keeps a
    // leading `# Title` from being the page's title.
    if let Some(first_definition) = first_definition
        && body
            .first()
            .and_then(Node::position)
            .is_none_or(|position| position.start.offset > first_definition)
    {
        return None;
    }
    blocks.extend(body);
    Some(blocks)
}

/// A document with CRLF line endings (as a Windows checkout has them): read with LF ones,
/// then given back the CR that markdown-rs keeps in every value that spans lines, and the
/// offsets the CRs take (one per line before). Columns do not change: a CR only ends a line.
fn parse_crlf(text: &str, math: bool) -> Option<Vec<Node>> {
    let bytes = text.as_bytes();
    let only_crlf = bytes.iter().enumerate().all(|(index, byte)| match byte {
        b'\r' => bytes.get(index + 1) == Some(&b'\n'),
        b'\n' => index > 0 && bytes[index - 1] == b'\r',
        _ => true,
    });
    // A line feed written as a character reference is no line ending, and keeps no CR.
    if !only_crlf || text.contains("&#") || text.contains("&NewLine") {
        return None;
    }
    // markdown-rs reads a list item that starts with its line's end by other rules when
    // the end is a CRLF.
    if text.lines().any(|line| {
        let marker = line.trim_matches([' ', '\t', '>']);
        let digits = marker.bytes().take_while(u8::is_ascii_digit).count();
        matches!(marker, "-" | "*" | "+") || (digits > 0 && matches!(&marker[digits..], "." | ")"))
    }) {
        return None;
    }
    let mut nodes = parse(&text.replace("\r\n", "\n"), math)?;
    for node in &mut nodes {
        restore_crlf(node);
    }
    Some(nodes)
}

fn restore_crlf(node: &mut Node) {
    if let Some(position) = node.position_mut() {
        position.start.offset += position.start.line - 1;
        position.end.offset += position.end.line - 1;
    }
    let value = match node {
        Node::Text(text) => Some(&mut text.value),
        Node::Code(code) => Some(&mut code.value),
        Node::Html(html) => Some(&mut html.value),
        Node::InlineCode(code) => Some(&mut code.value),
        Node::Yaml(yaml) => Some(&mut yaml.value),
        Node::Image(image) => {
            crlf_in(&mut image.alt);
            image.title.as_mut()
        }
        Node::Link(link) => link.title.as_mut(),
        _ => None,
    };
    if let Some(value) = value {
        crlf_in(value);
    }
    if let Some(children) = node.children_mut() {
        for child in children {
            restore_crlf(child);
        }
    }
}

fn crlf_in(value: &mut String) {
    if value.contains('\n') {
        *value = value.replace('\n', "\r\n");
    }
}

enum FrontMatter<'t> {
    None,
    /// YAML between `---` lines; `end` is the offset just after the closing fence.
    Yaml {
        value: &'t str,
        end: usize,
    },
    /// Something markdown-rs may read as front matter, or read in part, and this reader
    /// does not: `+++`, or a `---` line never closed.
    Other,
}

/// Front matter as markdown-rs reads it: a first line of exactly three dashes (spaces or
/// tabs may follow), and the next such line closing it.
fn front_matter(text: &str) -> FrontMatter<'_> {
    if text.starts_with("+++") {
        return FrontMatter::Other;
    }
    let Some(first_end) = fence_line_end(text, 0) else {
        return FrontMatter::None;
    };
    let content_start = first_end + 1;
    if first_end >= text.len() {
        return FrontMatter::Other;
    }
    let mut line_start = content_start;
    while line_start <= text.len() {
        if let Some(end) = fence_line_end(text, line_start) {
            let value_end = line_start.saturating_sub(1).max(content_start);
            return FrontMatter::Yaml {
                value: &text[content_start..value_end],
                end,
            };
        }
        match text[line_start..].find('\n') {
            Some(newline) => line_start += newline + 1,
            None => break,
        }
    }
    // markdown-rs reads what follows an unclosed opening fence by rules of its own.
    FrontMatter::Other
}

/// The end of a fence line (`---`, then spaces or tabs) that starts at `start`: the offset of
/// its line ending, or the text's length.
fn fence_line_end(text: &str, start: usize) -> Option<usize> {
    let rest = text.get(start..)?.as_bytes();
    if !rest.starts_with(b"---") || rest.get(3) == Some(&b'-') {
        return None;
    }
    let mut index = 3;
    while matches!(rest.get(index), Some(b' ' | b'\t')) {
        index += 1;
    }
    match rest.get(index) {
        None | Some(b'\n') => Some(start + index),
        Some(_) => None,
    }
}

/// Line starts, for markdown-rs's points: one-based lines, and columns that count bytes with
/// tabs stopping every four.
struct LineIndex<'t> {
    text: &'t str,
    starts: Vec<usize>,
    tabs: bool,
}

impl<'t> LineIndex<'t> {
    fn new(text: &'t str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(index, _)| index + 1));
        LineIndex {
            text,
            starts,
            tabs: text.contains('\t'),
        }
    }

    fn point(&self, offset: usize) -> Point {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|start| *start <= offset);
        let line_start = self.starts[line - 1];
        let column = if self.tabs {
            let mut column = 1;
            for byte in &self.text.as_bytes()[line_start..offset] {
                column = if *byte == b'\t' {
                    column + (4 - (column - 1) % 4)
                } else {
                    column + 1
                };
            }
            column
        } else {
            offset - line_start + 1
        };
        Point::new(line, column, offset)
    }

    fn position(&self, start: usize, end: usize) -> Position {
        let start = self.point(start);
        let end = self.point(end);
        Position { start, end }
    }
}
