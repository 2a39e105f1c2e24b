//! pulldown-cmark's events → mdast nodes, as markdown-rs would have made them.

use std::collections::HashMap;

use markdown::mdast::{self, AlignKind, Node};
use markdown::unist::Position;
use pulldown_cmark::{
    Alignment, CodeBlockKind, CowStr, Event, HeadingLevel, LinkType, Tag, TagEnd,
};

use super::LineIndex;
use super::agreement::{
    self, blank_but_quote_markers, blank_lines_after, code_block_plain, content_end,
    ends_only_at_its_marker, follows_blank_line, follows_text_line, line_from, line_start,
    next_line, next_line_is_underline, written_cells,
};

/// A node being built.
enum Kind {
    Root,
    Paragraph {
        /// Made for the bare text of a tight list item, which pulldown-cmark does not wrap.
        implicit: bool,
    },
    Heading(u8),
    Blockquote,
    List {
        start: Option<u64>,
        /// Set when an item holds a paragraph of its own: the list is loose.
        loose: bool,
    },
    Item {
        checked: Option<bool>,
    },
    Table(Vec<AlignKind>),
    TableRow,
    TableCell,
    Emphasis,
    Strong,
    Delete,
    Link {
        url: String,
        title: Option<String>,
    },
    Image {
        url: String,
        title: Option<String>,
    },
    Code {
        lang: Option<String>,
        meta: Option<String>,
    },
    Html,
    FootnoteDefinition(String),
}

struct Open {
    kind: Kind,
    start: usize,
    children: Vec<Node>,
    /// Text not yet made a node: adjacent text events and soft breaks are one `Text`.
    text: Option<(String, usize, usize)>,
    /// A code block's or HTML block's text.
    literal: String,
    /// Whether text here is the author's words, where markdown-rs could read more than
    /// pulldown-cmark does (not code, and not the text of an autolink).
    prose: bool,
}

impl Open {
    fn new(kind: Kind, start: usize) -> Self {
        Open {
            kind,
            start,
            children: Vec::new(),
            text: None,
            literal: String::new(),
            prose: true,
        }
    }

    fn flush_text(&mut self, lines: &LineIndex<'_>) {
        if let Some((value, start, end)) = self.text.take() {
            self.children.push(Node::Text(mdast::Text {
                value,
                position: Some(lines.position(start, end)),
            }));
        }
    }

    fn finish_children(mut self, lines: &LineIndex<'_>) -> Vec<Node> {
        self.flush_text(lines);
        self.children
    }
}

pub(super) struct Builder<'a> {
    text: &'a str,
    /// Where the document's body starts, after the front matter.
    body_start: usize,
    lines: &'a LineIndex<'a>,
    math: bool,
    /// Reference definitions by label (see `label_key`): whether each has a title.
    titled: HashMap<String, bool>,
    stack: Vec<Open>,
}

impl<'a> Builder<'a> {
    pub(super) fn new(
        text: &'a str,
        body_start: usize,
        lines: &'a LineIndex<'a>,
        math: bool,
        titled: HashMap<String, bool>,
    ) -> Self {
        Builder {
            text,
            body_start,
            lines,
            math,
            titled,
            stack: vec![Open::new(Kind::Root, 0)],
        }
    }

    /// The document's nodes, once every event was taken; `None` if some element was left
    /// open.
    pub(super) fn finish(mut self) -> Option<Vec<Node>> {
        let root = self.stack.pop()?;
        if !self.stack.is_empty() {
            return None;
        }
        Some(root.finish_children(self.lines))
    }
    /// Takes one event; `None` declines the document.
    pub(super) fn event(&mut self, event: Event<'_>, start: usize, end: usize) -> Option<()> {
        match event {
            Event::Start(tag) => self.start(tag, start, end)?,
            Event::End(tag) => self.end(tag, end)?,
            Event::Text(text) => {
                let top = self.top();
                // pulldown-cmark gives a block's indentation, in code and HTML, as text.
                if matches!(top.kind, Kind::Code { .. } | Kind::Html) {
                    top.literal.push_str(&text);
                    return Some(());
                }
                self.inline_container(start)?;
                let prose = self.top().prose;
                if prose && !agreement::prose_agrees(&text, self.math) {
                    return None;
                }
                self.push_text(&text, start, end);
            }
            Event::SoftBreak => {
                self.continuation_agrees(end)?;
                self.inline_container(start)?;
                self.push_text("\n", start, end);
            }
            Event::Code(code) => {
                // markdown-rs keeps the line endings of a code span that `pulldown-cmark`
                // turns into spaces.
                if self.text.get(start..end)?.contains('\n') {
                    return None;
                }
                self.inline_container(start)?;
                let position = self.lines.position(start, end);
                self.push_node(Node::InlineCode(mdast::InlineCode {
                    value: code.into_string(),
                    position: Some(position),
                }));
            }
            Event::Html(html) => {
                let top = self.top();
                if !matches!(top.kind, Kind::Html) {
                    return None;
                }
                top.literal.push_str(&html);
            }
            Event::InlineHtml(html) => {
                self.inline_container(start)?;
                let position = self.lines.position(start, end);
                self.push_node(Node::Html(mdast::Html {
                    value: html.into_string(),
                    position: Some(position),
                }));
            }
            Event::HardBreak => {
                self.continuation_agrees(end)?;
                self.inline_container(start)?;
                let position = self.lines.position(start, end);
                self.push_node(Node::Break(mdast::Break {
                    position: Some(position),
                }));
            }
            Event::Rule => {
                self.close_implicit_paragraph();
                let position = self.lines.position(start, trim_line_end(self.text, end));
                self.push_node(Node::ThematicBreak(mdast::ThematicBreak {
                    position: Some(position),
                }));
            }
            Event::TaskListMarker(checked) => {
                // markdown-rs reads `[ ]` as a task only when text follows it.
                if line_from(self.text, end).trim().is_empty() {
                    return None;
                }
                let item = self
                    .stack
                    .iter_mut()
                    .rev()
                    .find(|open| matches!(open.kind, Kind::Item { .. }))?;
                item.kind = Kind::Item {
                    checked: Some(checked),
                };
            }
            Event::FootnoteReference(label) => {
                // The converter matches labels by lower case (see `title`).
                if !label.is_ascii() {
                    return None;
                }
                self.inline_container(start)?;
                let position = self.lines.position(start, end);
                self.push_node(Node::FootnoteReference(mdast::FootnoteReference {
                    identifier: label.to_string(),
                    label: Some(label.into_string()),
                    position: Some(position),
                }));
            }
            Event::InlineMath(_) | Event::DisplayMath(_) => return None,
        }
        Some(())
    }

    fn start(&mut self, tag: Tag<'_>, start: usize, end: usize) -> Option<()> {
        let kind = match tag {
            Tag::Paragraph => self.paragraph_kind(start)?,
            Tag::Heading { level, .. } => {
                self.close_implicit_paragraph();
                Kind::Heading(heading_depth(level))
            }
            Tag::BlockQuote(None) => {
                self.close_implicit_paragraph();
                Kind::Blockquote
            }
            Tag::CodeBlock(kind) => {
                self.close_implicit_paragraph();
                let (lang, meta) = match kind {
                    CodeBlockKind::Indented => (None, None),
                    CodeBlockKind::Fenced(info) => split_info(&info),
                };
                Kind::Code { lang, meta }
            }
            Tag::HtmlBlock => {
                self.close_implicit_paragraph();
                Kind::Html
            }
            Tag::List(first) => {
                self.close_implicit_paragraph();
                Kind::List {
                    start: first,
                    loose: false,
                }
            }
            Tag::Item => Kind::Item { checked: None },
            Tag::FootnoteDefinition(label) => self.footnote_definition_kind(label, start)?,
            Tag::Table(alignments) => self.table_kind(&alignments, start)?,
            Tag::TableHead | Tag::TableRow => Kind::TableRow,
            Tag::TableCell => Kind::TableCell,
            Tag::Emphasis => {
                self.inline_container(start)?;
                Kind::Emphasis
            }
            Tag::Strong => {
                self.inline_container(start)?;
                Kind::Strong
            }
            Tag::Strikethrough => {
                self.inline_container(start)?;
                Kind::Delete
            }
            Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            } => return self.start_link(link_type, dest_url, &title, &id, start, end),
            Tag::Image {
                link_type,
                dest_url,
                title,
                id,
            } => {
                self.inline_container(start)?;
                let title = self.title(link_type, &title, &id, start, end)?;
                Kind::Image {
                    url: dest_url.into_string(),
                    title,
                }
            }
            _ => return None,
        };
        self.flush_top_text();
        self.stack.push(Open::new(kind, start));
        Some(())
    }

    /// A paragraph's kind; one straight inside a list item makes the list loose.
    fn paragraph_kind(&mut self, start: usize) -> Option<Kind> {
        self.close_implicit_paragraph();
        if let Some(Kind::Item { .. }) = self.stack.last().map(|open| &open.kind) {
            let list = self.stack.iter_mut().rev().nth(1)?;
            if let Kind::List { loose, .. } = &mut list.kind {
                *loose = true;
            }
        }
        agreement::first_line_untabbed(self.text, start).then_some(())?;
        Some(Kind::Paragraph { implicit: false })
    }

    /// A footnote definition's kind; `None` declines one the readers may read differently.
    fn footnote_definition_kind(&mut self, label: CowStr<'_>, start: usize) -> Option<Kind> {
        // A definition straight after another line, or with nothing after its label on its
        // own line, is read by rules that differ between the readers.
        let after_label = line_from(self.text, start)
            .split_once("]:")
            .map_or("", |(_, after)| after);
        if !label.is_ascii()
            || after_label.trim().is_empty()
            || follows_text_line(self.text, start, self.body_start)
        {
            return None;
        }
        self.close_implicit_paragraph();
        Some(Kind::FootnoteDefinition(label.into_string()))
    }

    /// A table's kind; `None` declines one straight after another line.
    fn table_kind(&mut self, alignments: &[Alignment], start: usize) -> Option<Kind> {
        // A table straight after another line (not after a blank one) is where the readers'
        // GFM rules differ most.
        let at_line_start =
            blank_but_quote_markers(&self.text[line_start(self.text, start)..start]);
        if at_line_start && follows_text_line(self.text, start, self.body_start) {
            return None;
        }
        self.close_implicit_paragraph();
        Some(Kind::Table(alignments.iter().map(align_kind).collect()))
    }

    /// Opens a link, whose text is not prose when it is an autolink's.
    fn start_link(
        &mut self,
        link_type: LinkType,
        dest_url: CowStr<'_>,
        title: &str,
        id: &str,
        start: usize,
        end: usize,
    ) -> Option<()> {
        self.inline_container(start)?;
        let title = self.title(link_type, title, id, start, end)?;
        let url = match link_type {
            LinkType::Email => format!("mailto:{dest_url}"),
            _ => dest_url.into_string(),
        };
        let autolink = matches!(link_type, LinkType::Autolink | LinkType::Email);
        self.stack.push(Open::new(Kind::Link { url, title }, start));
        if autolink {
            self.top().prose = false;
        }
        Some(())
    }

    fn end(&mut self, tag: TagEnd, end: usize) -> Option<()> {
        if matches!(tag, TagEnd::Item) {
            self.close_implicit_paragraph();
        }
        let mut open = self.stack.pop()?;
        open.flush_text(self.lines);
        let node = self.node(open, tag, end)?;
        self.push_node(node);
        Some(())
    }

    /// The node an element that ends at `end` makes once closed; `None` declines the
    /// document.
    fn node(&self, open: Open, tag: TagEnd, end: usize) -> Option<Node> {
        let start = open.start;
        let node = match (open.kind, tag) {
            (Kind::Paragraph { .. }, TagEnd::Paragraph) => Node::Paragraph(mdast::Paragraph {
                children: open.children,
                position: self.block_position(self.indented_block_start(start), end),
            }),
            (Kind::Heading(depth), TagEnd::Heading(_)) => {
                self.heading(open.children, depth, start, end)?
            }
            (Kind::Blockquote, TagEnd::BlockQuote(_)) => {
                self.blockquote(open.children, start, end)?
            }
            (
                Kind::List {
                    start: first,
                    loose,
                },
                TagEnd::List(_),
            ) => self.list(open.children, first, loose, start, end)?,
            (Kind::Item { checked }, TagEnd::Item) => Node::ListItem(mdast::ListItem {
                children: open.children,
                checked,
                spread: false,
                position: self.block_position(start, end),
            }),
            (Kind::Table(align), TagEnd::Table) => Node::Table(mdast::Table {
                children: open.children,
                align,
                position: self.block_position(start, end),
            }),
            (Kind::TableRow, TagEnd::TableHead | TagEnd::TableRow) => {
                self.table_row(open.children, start, end)?
            }
            (Kind::TableCell, TagEnd::TableCell) => Node::TableCell(mdast::TableCell {
                children: open.children,
                position: Some(self.lines.position(start, end)),
            }),
            (Kind::Emphasis, TagEnd::Emphasis) => Node::Emphasis(mdast::Emphasis {
                children: open.children,
                position: Some(self.lines.position(start, end)),
            }),
            (Kind::Strong, TagEnd::Strong) => Node::Strong(mdast::Strong {
                children: open.children,
                position: Some(self.lines.position(start, end)),
            }),
            (Kind::Delete, TagEnd::Strikethrough) => Node::Delete(mdast::Delete {
                children: open.children,
                position: Some(self.lines.position(start, end)),
            }),
            (Kind::Link { url, title }, TagEnd::Link) => Node::Link(mdast::Link {
                children: open.children,
                url,
                title,
                position: Some(self.lines.position(start, end)),
            }),
            (Kind::Image { url, title }, TagEnd::Image) => {
                let alt = open.children.iter().map(Node::to_string).collect();
                Node::Image(mdast::Image {
                    alt,
                    url,
                    title,
                    position: Some(self.lines.position(start, end)),
                })
            }
            (Kind::Code { lang, meta }, TagEnd::CodeBlock) => {
                self.code(open.literal, lang, meta, start, end)?
            }
            (Kind::Html, TagEnd::HtmlBlock) => self.html(open.literal, start, end)?,
            (Kind::FootnoteDefinition(label), TagEnd::FootnoteDefinition) => {
                Node::FootnoteDefinition(mdast::FootnoteDefinition {
                    children: open.children,
                    identifier: label.clone(),
                    label: Some(label),
                    position: self.block_position(start, end),
                })
            }
            _ => return None,
        };
        Some(node)
    }

    /// A closed heading; `None` declines a setext one that markdown-rs may read otherwise.
    fn heading(&self, children: Vec<Node>, depth: u8, start: usize, end: usize) -> Option<Node> {
        let text = self.text;
        // markdown-rs reads a line of dashes or equals signs right after a setext heading as
        // text, and may read a short `-` underline as an empty list item.
        let source = text.get(start..end)?.trim();
        if !source.starts_with('#')
            && (next_line_is_underline(text, end)
                || source.ends_with("\n-")
                || source.ends_with("\n--"))
        {
            return None;
        }
        Some(Node::Heading(mdast::Heading {
            children,
            depth,
            position: self.block_position(start, end),
        }))
    }

    /// A closed block quote; `None` declines one a line follows straight away.
    fn blockquote(&self, children: Vec<Node>, start: usize, end: usize) -> Option<Node> {
        // markdown-rs may read the line right after a block quote as part of it.
        if next_line(self.text, end).is_some_and(|line| !line.is_empty()) {
            return None;
        }
        Some(Node::Blockquote(mdast::Blockquote {
            children,
            position: self.block_position(start, end),
        }))
    }

    /// A closed list, its items as spread as it is; `None` declines one that markdown-rs
    /// spreads otherwise.
    fn list(
        &self,
        items: Vec<Node>,
        first: Option<u64>,
        loose: bool,
        start: usize,
        end: usize,
    ) -> Option<Node> {
        let text = self.text;
        // markdown-rs spreads a whole list when a blank line separates two items, and
        // otherwise each item that has a blank line between its own blocks: a loose list
        // without a blank line between items may be partly tight there.
        if loose
            && items.len() > 1
            && !items[1..].iter().any(|item| {
                item.position()
                    .is_some_and(|position| follows_blank_line(text, position.start.offset))
            })
        {
            return None;
        }
        // markdown-rs spreads the last item of a tight list when two blank lines follow it.
        if !loose
            && items
                .last()
                .is_some_and(|item| blank_lines_after(text, content_end(item)) >= 2)
        {
            return None;
        }
        let children = items
            .into_iter()
            .map(|mut child| {
                if let Node::ListItem(item) = &mut child {
                    item.spread = loose;
                }
                child
            })
            .collect();
        Some(Node::List(mdast::List {
            children,
            ordered: first.is_some(),
            start: match first {
                Some(number) => Some(u32::try_from(number).ok()?),
                None => None,
            },
            spread: loose,
            position: self.block_position(start, end),
        }))
    }

    /// A closed table row; `None` declines one written with more or fewer cells than it has.
    fn table_row(&self, cells: Vec<Node>, start: usize, end: usize) -> Option<Node> {
        // pulldown-cmark makes every row as wide as the header; markdown-rs keeps the cells
        // that were written.
        if written_cells(self.text.get(start..end)?) != cells.len() {
            return None;
        }
        Some(Node::TableRow(mdast::TableRow {
            children: cells,
            position: self.block_position(start, end),
        }))
    }

    /// A closed code block; `None` declines one the readers disagree on (see `code_block_plain`).
    fn code(
        &self,
        literal: String,
        lang: Option<String>,
        meta: Option<String>,
        start: usize,
        end: usize,
    ) -> Option<Node> {
        if !code_block_plain(self.text, start, end) {
            return None;
        }
        Some(Node::Code(mdast::Code {
            value: without_last_line_ending(literal),
            lang,
            meta,
            position: self.block_position(start, end),
        }))
    }

    /// A closed HTML block; `None` declines one left open to the end of the document.
    fn html(&self, literal: String, start: usize, end: usize) -> Option<Node> {
        // Raw text, a comment or a declaration that is never closed runs to the end of the
        // document, and markdown-rs keeps the last line ending in it.
        if end >= self.text.len() && ends_only_at_its_marker(&literal) {
            return None;
        }
        Some(Node::Html(mdast::Html {
            value: without_last_line_ending(literal),
            position: self.block_position(self.indented_block_start(start), end),
        }))
    }

    /// Where a block that pulldown-cmark says spans `start..end` is for markdown-rs: up to
    /// the end of its last line, without the line ending.
    fn block_position(&self, start: usize, end: usize) -> Option<Position> {
        Some(self.lines.position(start, trim_line_end(self.text, end)))
    }

    /// Where markdown-rs starts a paragraph or an HTML block that pulldown-cmark starts at
    /// `start`, once the element is taken off the stack: outside any container, at its
    /// line's start, indentation included (an indented `:::` line or `<script>` is warned
    /// about at column 1).
    fn indented_block_start(&self, start: usize) -> usize {
        let outside_containers = matches!(
            self.stack.last(),
            Some(Open {
                kind: Kind::Root,
                ..
            })
        );
        let line_start = line_start(self.text, start);
        if outside_containers && self.text[line_start..start].trim().is_empty() {
            line_start
        } else {
            start
        }
    }

    /// A link's or image's title as markdown-rs keeps it: `None` when none was written.
    fn title(
        &self,
        link_type: LinkType,
        title: &str,
        id: &str,
        start: usize,
        end: usize,
    ) -> Option<Option<String>> {
        match link_type {
            LinkType::Inline => {
                if !title.is_empty() {
                    return Some(Some(title.to_owned()));
                }
                // pulldown-cmark gives an empty title for `""` as for none: decline what may
                // be an empty title written out.
                let source = self.text.get(start..end)?.trim_end();
                let before_paren = source.strip_suffix(')')?.trim_end();
                if ["\"\"", "''", "()"]
                    .iter()
                    .any(|empty| before_paren.ends_with(empty))
                {
                    return None;
                }
                Some(None)
            }
            LinkType::Reference | LinkType::Collapsed | LinkType::Shortcut => {
                // The converter matches labels by lower case, pulldown-cmark by Unicode case
                // folding: they agree on ASCII labels only.
                if !id.is_ascii() {
                    return None;
                }
                let titled = *self.titled.get(&label_key(id))?;
                Some(titled.then(|| title.to_owned()))
            }
            LinkType::Autolink | LinkType::Email => Some(None),
            _ => None,
        }
    }

    /// Declines the paragraph line that starts at `line_start` unless the readers agree on it.
    fn continuation_agrees(&self, line_start: usize) -> Option<()> {
        let paragraph_start = self
            .stack
            .iter()
            .rev()
            .find(|open| matches!(open.kind, Kind::Paragraph { .. }))
            .map_or(0, |open| open.start);
        agreement::continuation_line_agrees(self.text, line_start, paragraph_start).then_some(())
    }

    fn top(&mut self) -> &mut Open {
        let last = self.stack.len() - 1;
        &mut self.stack[last]
    }

    fn flush_top_text(&mut self) {
        let lines = self.lines;
        self.top().flush_text(lines);
    }

    fn push_text(&mut self, value: &str, start: usize, end: usize) {
        let top = self.top();
        match &mut top.text {
            Some((text, _, text_end)) => {
                text.push_str(value);
                *text_end = end;
            }
            None => top.text = Some((value.to_owned(), start, end)),
        }
    }

    fn push_node(&mut self, node: Node) {
        self.flush_top_text();
        self.top().children.push(node);
    }

    /// Opens a paragraph around inline content that comes straight inside a list item (the
    /// text of a tight item).
    fn inline_container(&mut self, start: usize) -> Option<()> {
        if matches!(self.top().kind, Kind::Item { .. }) {
            agreement::first_line_untabbed(self.text, start).then_some(())?;
            self.stack
                .push(Open::new(Kind::Paragraph { implicit: true }, start));
        }
        Some(())
    }

    fn close_implicit_paragraph(&mut self) {
        if !matches!(self.top().kind, Kind::Paragraph { implicit: true }) {
            return;
        }
        let Some(mut open) = self.stack.pop() else {
            return;
        };
        open.flush_text(self.lines);
        let end = open
            .children
            .last()
            .and_then(|node| node.position())
            .map_or(open.start, |position| position.end.offset);
        let node = Node::Paragraph(mdast::Paragraph {
            children: open.children,
            position: Some(self.lines.position(open.start, end)),
        });
        self.push_node(node);
    }
}

fn heading_depth(level: HeadingLevel) -> u8 {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

fn align_kind(alignment: &Alignment) -> AlignKind {
    match alignment {
        Alignment::None => AlignKind::None,
        Alignment::Left => AlignKind::Left,
        Alignment::Center => AlignKind::Center,
        Alignment::Right => AlignKind::Right,
    }
}

/// A fence's info string as markdown-rs splits it: the language up to the first space or
/// tab, the rest (trimmed) as meta.
fn split_info(info: &str) -> (Option<String>, Option<String>) {
    let info = info.trim_matches([' ', '\t']);
    if info.is_empty() {
        return (None, None);
    }
    match info.find([' ', '\t']) {
        Some(split) => {
            let meta = info[split..].trim_matches([' ', '\t']);
            (
                Some(info[..split].to_owned()),
                (!meta.is_empty()).then(|| meta.to_owned()),
            )
        }
        None => (Some(info.to_owned()), None),
    }
}

/// `end` moved back over a line ending (and the spaces before it): where markdown-rs ends a
/// block.
pub(super) fn trim_line_end(text: &str, end: usize) -> usize {
    let bytes = text.as_bytes();
    let mut end = end.min(bytes.len());
    while end > 0 && matches!(bytes[end - 1], b'\n') {
        end -= 1;
    }
    end
}

/// A reference label as CommonMark matches it, for ASCII labels: whitespace collapsed, case
/// ignored.
pub(super) fn label_key(label: &str) -> String {
    label
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_ascii_lowercase()
}

/// A code or HTML block's text as markdown-rs gives it: without its last line ending.
fn without_last_line_ending(mut text: String) -> String {
    if text.ends_with('\n') {
        text.pop();
    }
    text
}
