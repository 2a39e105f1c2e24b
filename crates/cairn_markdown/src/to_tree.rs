//! mdast (from the `markdown` crate) → content tree.

use std::collections::HashMap;
use std::path::Path;

use markdown::mdast::{self, AlignKind};
use markdown::{Constructs, ParseOptions};
use miette::NamedSource;
use serde_json::{Value, json};

use std::collections::BTreeSet;

use crate::code_block::code_block;
use crate::directives::{self, Directive, Isolated};
use crate::error::{CompileError, Warning, offset_of};
use crate::front_matter;
use crate::highlight::Highlighter;
use crate::html::{self, HeadTag};
use crate::mdx::{Imports, MdxProblem, TRUNCATE};
use crate::slug::Slugger;
use crate::tree::{Node, Props};
use crate::{Compiled, LinkRef, TocItem};

fn parse_options() -> ParseOptions {
    ParseOptions {
        constructs: Constructs {
            frontmatter: true,
            math_flow: true,
            math_text: true,
            ..Constructs::gfm()
        },
        ..ParseOptions::gfm()
    }
}

/// MDX: JSX, ESM and expressions instead of HTML, with the GFM extensions kept.
fn mdx_parse_options() -> ParseOptions {
    ParseOptions {
        constructs: Constructs {
            frontmatter: true,
            gfm_autolink_literal: true,
            gfm_footnote_definition: true,
            gfm_label_start_footnote: true,
            gfm_strikethrough: true,
            gfm_table: true,
            gfm_task_list_item: true,
            math_flow: true,
            math_text: true,
            ..Constructs::mdx()
        },
        // markdown-rs only recognises `import`/`export` blocks when given a parser for
        // them; `mdx::parse_esm` checks the statements once the block is known.
        mdx_esm_parse: Some(Box::new(|_| markdown::MdxSignal::Ok)),
        ..ParseOptions::gfm()
    }
}

thread_local! {
    /// Set while this thread runs the parser, so the panic hook knows a panic is the parser's.
    static PARSING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

static QUIET_PARSER_PANICS: std::sync::Once = std::sync::Once::new();

/// Runs the parser, turning a panic inside it (a parser bug some inputs reach) into `Err`:
/// one odd file must never bring the whole build down with a crash.
///
/// The panic is caught, but the process's panic hook would still print it, with a backtrace
/// notice, above the clear error the author gets. So the first parse installs a hook that
/// stays quiet about panics raised while this thread parses and hands every other panic to
/// the hook that was there before. The hook is process-wide by nature; which panics it
/// silences is decided per thread, so a panic elsewhere during a parse is still reported.
fn parse_guarded(
    text: &str,
    options: &ParseOptions,
) -> Result<Result<mdast::Node, markdown::message::Message>, ()> {
    QUIET_PARSER_PANICS.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !PARSING.with(std::cell::Cell::get) {
                previous(info);
            }
        }));
    });
    PARSING.with(|parsing| parsing.set(true));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        markdown::to_mdast(text, options)
    }));
    PARSING.with(|parsing| parsing.set(false));
    outcome.map_err(|_| ())
}

fn is_mdx(path: &Path) -> bool {
    path.extension().is_some_and(|extension| extension == "mdx")
}

pub(crate) fn compile(
    source: &str,
    path: &Path,
    highlighter: &Highlighter,
) -> Result<Compiled, Box<CompileError>> {
    let isolated = directives::isolate(source);
    let parsed = isolated
        .as_ref()
        .map_or(source, |isolated| isolated.text.as_str());
    let options = if is_mdx(path) {
        mdx_parse_options()
    } else {
        parse_options()
    };
    let root = match parse_guarded(parsed, &options) {
        Ok(Ok(root)) => root,
        Ok(Err(message)) => {
            return Err(syntax_error(source, path, &message, isolated.as_ref()).into());
        }
        Err(()) => {
            return Err(Box::new(CompileError::ParserFailure {
                path: path.to_path_buf(),
            }));
        }
    };
    let mdast::Node::Root(root) = root else {
        unreachable!("to_mdast always returns a root")
    };

    let mut blocks = root.children.as_slice();
    let mut front_matter = front_matter::FrontMatter::default();
    let mut unknown_key_lines = Vec::new();
    if let Some((mdast::Node::Yaml(yaml), rest)) = blocks.split_first() {
        // The YAML starts on the line after the opening `---`.
        let first_line = yaml
            .position
            .as_ref()
            .map_or(1, |position| position.start.line)
            + 1;
        front_matter = front_matter::parse(&yaml.value).map_err(|failure| {
            let line = first_line + failure.line - 1;
            let offset = offset_of(source, line, failure.column);
            CompileError::FrontMatter {
                path: path.to_path_buf(),
                line,
                column: failure.column,
                message: failure.message,
                source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
                span: (offset, 0).into(),
            }
        })?;
        for key in front_matter.unknown_keys() {
            let line_in_yaml = yaml
                .value
                .lines()
                .position(|line| {
                    line.strip_prefix(key)
                        .is_some_and(|rest| rest.starts_with(':'))
                })
                .unwrap_or(0);
            unknown_key_lines.push((key.to_owned(), first_line + line_in_yaml));
        }
        blocks = rest;
    }

    let mut converter = Converter::new(parsed, path, highlighter, isolated.as_ref());
    converter.collect_definitions(blocks);
    // Imports come first in the file but may follow a component in theory; gather them all.
    for node in blocks {
        if let mdast::Node::MdxjsEsm(esm) = node {
            converter.esm(&esm.value, node);
        }
    }
    for (key, line) in unknown_key_lines {
        converter.warn_at(
            line,
            1,
            format!("unknown front matter key `{key}` is ignored"),
        );
    }

    // The title heading may follow an MDX file's imports (or a comment); those produce no
    // content, so the heading is still the first thing a reader sees.
    let mut leading_heading = None;
    let without_title: Vec<mdast::Node>;
    let first_content = blocks.iter().position(|node| {
        !matches!(node, mdast::Node::MdxjsEsm(_))
            && !matches!(node, mdast::Node::MdxFlowExpression(expression)
                if expression.value.trim().starts_with("/*") && expression.value.trim() != "/* truncate */")
    });
    if let Some(index) = first_content
        && let mdast::Node::Heading(heading) = &blocks[index]
        && heading.depth == 1
    {
        leading_heading = Some(plain_text(&heading.children));
        if index == 0 {
            blocks = &blocks[1..];
        } else {
            without_title = blocks
                .iter()
                .enumerate()
                .filter(|(position, _)| *position != index)
                .map(|(_, node)| node.clone())
                .collect();
            blocks = &without_title;
        }
    }

    let mut content = flatten_fragments(converter.blocks(blocks));
    if let Some(footnotes) = converter.footnote_section() {
        content.push(footnotes);
    }
    if let Some(problem) = converter.mdx_problems.first() {
        let offset = offset_of(source, problem.line, problem.column);
        return Err(Box::new(CompileError::Mdx {
            path: path.to_path_buf(),
            line: problem.line,
            column: problem.column,
            message: problem.message.clone(),
            help: problem.help.clone(),
            source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
            span: (offset, 0).into(),
        }));
    }
    let excerpt_end = content.iter().position(is_truncate);
    content.retain(|node| !is_truncate(node));
    fill_inline_tocs(&mut content, &converter.headings);
    Ok(Compiled {
        front_matter,
        leading_heading,
        content,
        excerpt_end,
        headings: converter.headings,
        links: converter.links,
        site_components: converter.site_components.into_iter().collect(),
        head: converter.head,
        warnings: converter.warnings,
    })
}

fn syntax_error(
    source: &str,
    path: &Path,
    message: &markdown::message::Message,
    isolated: Option<&Isolated>,
) -> CompileError {
    let (line, column) = match message.place.as_deref() {
        Some(markdown::message::Place::Point(point)) => (point.line, point.column),
        Some(markdown::message::Place::Position(position)) => {
            (position.start.line, position.start.column)
        }
        None => (1, 1),
    };
    let line = isolated.map_or(line, |isolated| isolated.original_line(line));
    CompileError::Syntax {
        path: path.to_path_buf(),
        line,
        column,
        message: message.reason.clone(),
        source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
        span: (offset_of(source, line, column), 0).into(),
    }
}

pub(crate) struct Converter<'a> {
    /// The text that was parsed: the file, with directive lines set apart.
    source: &'a str,
    path: &'a Path,
    pub(crate) highlighter: &'a Highlighter,
    line_map: Option<&'a Isolated>,
    pub(crate) imports: Imports,
    pub(crate) site_components: BTreeSet<String>,
    pub(crate) mdx_problems: Vec<MdxProblem>,
    /// Tags a `<head>` block asked for.
    pub(crate) head: Vec<HeadTag>,
    /// Where the latest raw HTML was, for warnings about it.
    last_html_position: (usize, usize),
    slugger: Slugger,
    headings: Vec<TocItem>,
    links: Vec<LinkRef>,
    warnings: Vec<Warning>,
    definitions: HashMap<String, (String, Option<String>)>,
    footnote_definitions: HashMap<String, &'a mdast::FootnoteDefinition>,
    /// Footnote identifiers in order of first reference; the index + 1 is the number shown.
    footnote_order: Vec<String>,
}

impl<'a> Converter<'a> {
    fn new(
        source: &'a str,
        path: &'a Path,
        highlighter: &'a Highlighter,
        line_map: Option<&'a Isolated>,
    ) -> Self {
        Converter {
            source,
            path,
            highlighter,
            line_map,
            imports: Imports::new(),
            site_components: BTreeSet::new(),
            mdx_problems: Vec::new(),
            head: Vec::new(),
            last_html_position: (1, 1),
            slugger: Slugger::default(),
            headings: Vec::new(),
            links: Vec::new(),
            warnings: Vec::new(),
            definitions: HashMap::new(),
            footnote_definitions: HashMap::new(),
            footnote_order: Vec::new(),
        }
    }

    pub(crate) fn warn_at(&mut self, line: usize, column: usize, message: String) {
        self.warnings.push(Warning {
            path: self.path.to_path_buf(),
            line,
            column,
            message,
        });
    }

    /// Link reference definitions may appear after their use, so they are gathered first.
    fn collect_definitions(&mut self, nodes: &'a [mdast::Node]) {
        for node in nodes {
            match node {
                mdast::Node::Definition(definition) => {
                    self.definitions
                        .entry(normalize_label(&definition.identifier))
                        .or_insert_with(|| (definition.url.clone(), definition.title.clone()));
                }
                mdast::Node::FootnoteDefinition(definition) => {
                    self.footnote_definitions
                        .insert(normalize_label(&definition.identifier), definition);
                }
                _ => {}
            }
            if let Some(children) = node.children() {
                self.collect_definitions(children);
            }
        }
    }

    fn blocks(&mut self, nodes: &[mdast::Node]) -> Vec<Node> {
        self.block_list(nodes, false)
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
                    let kind = match kind {
                        "caution" => "warning".to_owned(),
                        known if directives::KINDS.contains(&known) => known.to_owned(),
                        unknown => {
                            self.warn_at(
                                line,
                                column,
                                format!(
                                    "unknown admonition type `{unknown}`; expected one of {}; shown as a note",
                                    directives::KINDS.join(", ")
                                ),
                            );
                            "note".to_owned()
                        }
                    };
                    open.push(OpenAdmonition {
                        colons,
                        kind,
                        title: inline_plain_text(title),
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
                    unclosed.kind,
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

    pub(crate) fn inlines(&mut self, nodes: &[mdast::Node]) -> Vec<Node> {
        nodes
            .iter()
            .filter_map(|node| self.node(node, false))
            .collect()
    }

    /// `tight` is set for the children of a tight list item, whose paragraphs render bare.
    fn node(&mut self, node: &mdast::Node, tight: bool) -> Option<Node> {
        use mdast::Node as M;
        let converted = match node {
            M::Paragraph(paragraph) if is_only_jsx(&paragraph.children) => {
                // MDX unwraps a paragraph that holds nothing but components, so
                // `<TabItem value="a">Text</TabItem>` on one line is still a tab, not a
                // paragraph around one.
                return Some(fragment(self.inlines(&paragraph.children)));
            }
            M::Paragraph(paragraph) => {
                let children = self.inlines(&paragraph.children);
                let children = self.merge_html(children, false);
                if tight {
                    return Some(fragment(children));
                }
                element("p", Props::new(), children)
            }
            M::Heading(heading) => self.heading(heading),
            M::Text(text) => Node::text(text.value.clone()),
            M::Emphasis(emphasis) => element("em", Props::new(), self.inlines(&emphasis.children)),
            M::Strong(strong) => element("strong", Props::new(), self.inlines(&strong.children)),
            M::Delete(delete) => element("del", Props::new(), self.inlines(&delete.children)),
            M::InlineCode(code) => element("code", Props::new(), vec![Node::text(&code.value)]),
            M::InlineMath(math) => math_node(&math.value, false),
            M::Math(math) => math_node(&math.value, true),
            M::Break(_) => element("br", Props::new(), vec![]),
            M::ThematicBreak(_) => element("hr", Props::new(), vec![]),
            M::Blockquote(quote) => {
                element("blockquote", Props::new(), self.blocks(&quote.children))
            }
            M::List(list) => self.list(list),
            M::ListItem(item) => self.list_item(item, true),
            M::Code(code) => self.code(code, node),
            M::Link(link) => {
                self.record_link(&link.url, node);
                let props = link_props(&link.url, link.title.as_deref());
                element("a", props, self.inlines(&link.children))
            }
            M::LinkReference(reference) => {
                let key = normalize_label(&reference.identifier);
                match self.definitions.get(&key).cloned() {
                    Some((url, title)) => {
                        self.record_link(&url, node);
                        element(
                            "a",
                            link_props(&url, title.as_deref()),
                            self.inlines(&reference.children),
                        )
                    }
                    None => fragment(self.inlines(&reference.children)),
                }
            }
            M::Image(image) => {
                self.record_link(&image.url, node);
                image_element(&image.url, &image.alt, image.title.as_deref())
            }
            M::ImageReference(reference) => {
                let key = normalize_label(&reference.identifier);
                let (url, title) = self.definitions.get(&key).cloned()?;
                self.record_link(&url, node);
                image_element(&url, &reference.alt, title.as_deref())
            }
            M::Table(table) => self.table(table),
            M::Html(html) => return self.html(&html.value, node),
            M::FootnoteReference(reference) => self.footnote_reference(reference),
            M::Definition(_)
            | M::FootnoteDefinition(_)
            | M::Yaml(_)
            | M::Toml(_)
            | M::MdxjsEsm(_) => {
                return None;
            }
            M::MdxJsxFlowElement(jsx) => {
                return self.jsx(
                    jsx.name.as_deref(),
                    &jsx.attributes,
                    &jsx.children,
                    node,
                    true,
                );
            }
            M::MdxJsxTextElement(jsx) => {
                return self.jsx(
                    jsx.name.as_deref(),
                    &jsx.attributes,
                    &jsx.children,
                    node,
                    false,
                );
            }
            M::MdxFlowExpression(expression) => return self.expression(&expression.value, node),
            M::MdxTextExpression(expression) => return self.expression(&expression.value, node),
            other => {
                let (line, column) = self.position_of(other);
                self.warn_at(
                    line,
                    column,
                    "this Markdown construct is not supported and was left out".to_owned(),
                );
                return None;
            }
        };
        Some(converted)
    }

    fn heading(&mut self, heading: &mdast::Heading) -> Node {
        // In MDX, a trailing `{#custom-id}` parses as an expression, not text.
        let (inline, mdx_id) = match heading.children.split_last() {
            Some((mdast::Node::MdxTextExpression(expression), rest))
                if expression.value.trim().starts_with('#') =>
            {
                let id = expression.value.trim()[1..].trim().to_owned();
                (rest, (!id.is_empty()).then_some(id))
            }
            _ => (heading.children.as_slice(), None),
        };
        let mut children = self.inlines(inline);
        if mdx_id.is_some()
            && let Some(Node::Text(last)) = children.last_mut()
        {
            *last = last.trim_end().to_owned();
        }
        let explicit_id = mdx_id.or_else(|| take_explicit_id(&mut children));
        let text = children
            .iter()
            .map(Node::plain_text)
            .collect::<String>()
            .trim()
            .to_owned();
        let id = match explicit_id {
            Some(id) => self.slugger.claim(id),
            None => self.slugger.slug(&text),
        };
        if heading.depth >= 2 {
            self.headings.push(TocItem {
                id: id.clone(),
                text,
                level: heading.depth,
            });
        }
        let mut props = Props::new();
        props.insert("id".into(), Value::from(id));
        element(&format!("h{}", heading.depth), props, children)
    }

    fn list(&mut self, list: &mdast::List) -> Node {
        let mut props = Props::new();
        if list.ordered
            && let Some(start) = list.start
            && start != 1
        {
            props.insert("start".into(), Value::from(start));
        }
        if list
            .children
            .iter()
            .any(|child| matches!(child, mdast::Node::ListItem(item) if item.checked.is_some()))
        {
            props.insert("className".into(), Value::from("contains-task-list"));
        }
        let children = list
            .children
            .iter()
            .filter_map(|child| match child {
                mdast::Node::ListItem(item) => Some(self.list_item(item, !list.spread)),
                _ => None,
            })
            .collect();
        element(if list.ordered { "ol" } else { "ul" }, props, children)
    }

    fn list_item(&mut self, item: &mdast::ListItem, tight_list: bool) -> Node {
        let tight = tight_list && !item.spread;
        let mut props = Props::new();
        let mut children = Vec::new();
        if let Some(checked) = item.checked {
            props.insert("className".into(), Value::from("task-list-item"));
            let mut checkbox = Props::new();
            checkbox.insert("type".into(), Value::from("checkbox"));
            checkbox.insert("checked".into(), Value::from(checked));
            checkbox.insert("readOnly".into(), Value::from(true));
            checkbox.insert("disabled".into(), Value::from(true));
            children.push(element("input", checkbox, vec![]));
            children.push(Node::text(" "));
        }
        children.extend(self.block_list(&item.children, tight));
        element("li", props, flatten_fragments(children))
    }

    fn table(&mut self, table: &mdast::Table) -> Node {
        let mut rows = table.children.iter().filter_map(|row| match row {
            mdast::Node::TableRow(row) => Some(row),
            _ => None,
        });
        let mut sections = Vec::new();
        if let Some(head) = rows.next() {
            let cells = self.table_cells(head, "th", &table.align);
            sections.push(element(
                "thead",
                Props::new(),
                vec![element("tr", Props::new(), cells)],
            ));
        }
        let body: Vec<Node> = rows
            .map(|row| {
                let cells = self.table_cells(row, "td", &table.align);
                element("tr", Props::new(), cells)
            })
            .collect();
        if !body.is_empty() {
            sections.push(element("tbody", Props::new(), body));
        }
        element("table", Props::new(), sections)
    }

    fn table_cells(&mut self, row: &mdast::TableRow, tag: &str, align: &[AlignKind]) -> Vec<Node> {
        row.children
            .iter()
            .enumerate()
            .map(|(index, cell)| {
                let mut props = Props::new();
                let text_align = match align.get(index) {
                    Some(AlignKind::Left) => Some("left"),
                    Some(AlignKind::Right) => Some("right"),
                    Some(AlignKind::Center) => Some("center"),
                    _ => None,
                };
                if let Some(text_align) = text_align {
                    props.insert("style".into(), json!({ "textAlign": text_align }));
                }
                let children = cell
                    .children()
                    .map(|children| self.inlines(children))
                    .unwrap_or_default();
                element(tag, props, children)
            })
            .collect()
    }

    fn footnote_reference(&mut self, reference: &mdast::FootnoteReference) -> Node {
        let key = normalize_label(&reference.identifier);
        let number = match self.footnote_order.iter().position(|known| *known == key) {
            Some(index) => index + 1,
            None => {
                self.footnote_order.push(key.clone());
                self.footnote_order.len()
            }
        };
        let slug = crate::slug::heading_id(&key);
        let mut props = Props::new();
        props.insert("href".into(), Value::from(format!("#fn-{slug}")));
        props.insert("id".into(), Value::from(format!("fnref-{slug}")));
        props.insert("aria-describedby".into(), Value::from("footnote-label"));
        element(
            "sup",
            Props::new(),
            vec![element("a", props, vec![Node::text(number.to_string())])],
        )
    }

    fn footnote_section(&mut self) -> Option<Node> {
        if self.footnote_order.is_empty() {
            return None;
        }
        let order = std::mem::take(&mut self.footnote_order);
        let mut items = Vec::new();
        for key in &order {
            let Some(definition) = self.footnote_definitions.get(key).copied() else {
                continue;
            };
            let slug = crate::slug::heading_id(key);
            let mut children = self.blocks(&definition.children);
            let mut back = Props::new();
            back.insert("href".into(), Value::from(format!("#fnref-{slug}")));
            back.insert("aria-label".into(), Value::from("Back to reference"));
            back.insert("className".into(), Value::from("footnote-backref"));
            let back_link = element("a", back, vec![Node::text("↩")]);
            match children.last_mut() {
                Some(Node::Element { tag, children, .. }) if tag == "p" => {
                    children.push(Node::text(" "));
                    children.push(back_link);
                }
                _ => children.push(back_link),
            }
            let mut props = Props::new();
            props.insert("id".into(), Value::from(format!("fn-{slug}")));
            items.push(element("li", props, children));
        }
        let mut label = Props::new();
        label.insert("id".into(), Value::from("footnote-label"));
        label.insert("className".into(), Value::from("sr-only"));
        let mut section = Props::new();
        section.insert("className".into(), Value::from("footnotes"));
        Some(element(
            "section",
            section,
            vec![
                element("h2", label, vec![Node::text("Footnotes")]),
                element("ol", Props::new(), items),
            ],
        ))
    }

    /// Raw HTML: comments are dropped (`<!-- truncate -->` marks the excerpt), a `<head>`
    /// block goes to the page head, anything else waits to be merged with its neighbours.
    fn html(&mut self, value: &str, node: &mdast::Node) -> Option<Node> {
        let trimmed = value.trim();
        if let Some(comment) = trimmed
            .strip_prefix("<!--")
            .and_then(|rest| rest.strip_suffix("-->"))
        {
            return (comment.trim() == "truncate").then(|| element(TRUNCATE, Props::new(), vec![]));
        }
        self.last_html_position = self.position_of(node);
        if trimmed
            .get(..5)
            .is_some_and(|start| start.eq_ignore_ascii_case("<head"))
        {
            self.head.extend(html::head_tags(trimmed));
            return None;
        }
        Some(html::raw_html(value))
    }

    /// Turns the raw HTML pieces among `nodes` into elements.
    pub(crate) fn merge_html(&mut self, nodes: Vec<Node>, block: bool) -> Vec<Node> {
        let mut warnings = Vec::new();
        let merged = html::merge(nodes, block, &mut warnings);
        let (line, column) = self.last_html_position;
        for warning in warnings {
            self.warn_at(line, column, warning);
        }
        merged
    }

    fn code(&mut self, code: &mdast::Code, node: &mdast::Node) -> Node {
        let language = code.lang.as_deref().filter(|language| !language.is_empty());
        if language == Some("math") {
            return math_node(&code.value, true);
        }
        if language == Some("mermaid") {
            let mut props = Props::new();
            props.insert("code".into(), Value::from(code.value.as_str()));
            return element("Mermaid", props, vec![]);
        }
        let outcome = code_block(
            self.highlighter,
            language,
            code.meta.as_deref(),
            &code.value,
        );
        let (line, column) = self.position_of(node);
        for warning in outcome.warnings {
            self.warn_at(line, column, warning);
        }
        outcome.node
    }

    /// The text between an expression's braces exactly as written: markdown-rs removes the
    /// indentation of continuation lines, which matters in a template literal of code.
    pub(crate) fn raw_expression(&self, node: &mdast::Node) -> Option<&'a str> {
        let position = node.position()?;
        let text = self
            .source
            .get(position.start.offset..position.end.offset)?;
        text.trim().strip_prefix('{')?.strip_suffix('}')
    }

    /// One-based line and column in the author's file.
    pub(crate) fn position_of(&self, node: &mdast::Node) -> (usize, usize) {
        let (line, column) = position_of(node);
        match self.line_map {
            Some(map) => (map.original_line(line), column),
            None => (line, column),
        }
    }

    fn record_link(&mut self, url: &str, node: &mdast::Node) {
        let (line, column) = self.position_of(node);
        self.links.push(LinkRef {
            url: url.to_owned(),
            line,
            column,
        });
    }
}

pub(crate) fn element(tag: &str, props: Props, children: Vec<Node>) -> Node {
    Node::element(tag, props, children)
}

/// Children spliced into their parent: an element with an empty tag, removed by
/// `flatten_fragments`.
pub(crate) fn fragment(children: Vec<Node>) -> Node {
    Node::element("", Props::new(), children)
}

fn flatten_fragments(nodes: Vec<Node>) -> Vec<Node> {
    let mut out = Vec::with_capacity(nodes.len());
    for node in nodes {
        match node {
            Node::Element { tag, children, .. } if tag.is_empty() => {
                out.extend(flatten_fragments(children));
            }
            Node::Element {
                tag,
                props,
                children,
            } => out.push(Node::Element {
                tag,
                props,
                children: flatten_fragments(children),
            }),
            text => out.push(text),
        }
    }
    out
}

fn link_props(url: &str, title: Option<&str>) -> Props {
    let mut props = Props::new();
    props.insert("href".into(), Value::from(url));
    if let Some(title) = title {
        props.insert("title".into(), Value::from(title));
    }
    if url.starts_with("http://") || url.starts_with("https://") {
        props.insert("target".into(), Value::from("_blank"));
        props.insert("rel".into(), Value::from("noopener noreferrer"));
    }
    props
}

fn image_element(url: &str, alt: &str, title: Option<&str>) -> Node {
    let mut props = Props::new();
    props.insert("src".into(), Value::from(url));
    props.insert("alt".into(), Value::from(alt));
    if let Some(title) = title {
        props.insert("title".into(), Value::from(title));
    }
    props.insert("loading".into(), Value::from("lazy"));
    element("img", props, vec![])
}

/// Strips a trailing `{#custom-id}` from a heading's text and returns the id.
fn take_explicit_id(children: &mut [Node]) -> Option<String> {
    let Some(Node::Text(text)) = children.last_mut() else {
        return None;
    };
    let trimmed = text.trim_end();
    let body = trimmed.strip_suffix('}')?;
    let open = body.rfind("{#")?;
    let id = body[open + 2..].trim();
    if id.is_empty() || id.contains(char::is_whitespace) {
        return None;
    }
    let id = id.to_owned();
    *text = body[..open].trim_end().to_owned();
    Some(id)
}

fn plain_text(nodes: &[mdast::Node]) -> String {
    nodes
        .iter()
        .map(mdast::Node::to_string)
        .collect::<String>()
        .trim()
        .to_owned()
}

fn position_of(node: &mdast::Node) -> (usize, usize) {
    node.position().map_or((1, 1), |position| {
        (position.start.line, position.start.column)
    })
}

/// Labels match case-insensitively with collapsed whitespace (CommonMark).
fn normalize_label(label: &str) -> String {
    label
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// An admonition whose closing line has not been seen yet.
struct OpenAdmonition {
    colons: usize,
    kind: String,
    title: String,
    children: Vec<Node>,
    line: usize,
    column: usize,
}

impl OpenAdmonition {
    fn into_node(self) -> Node {
        let mut props = Props::new();
        props.insert("type".into(), Value::from(self.kind));
        if !self.title.is_empty() {
            props.insert("title".into(), Value::from(self.title));
        }
        element("Admonition", props, self.children)
    }
}

/// The text of a line of inline Markdown (an admonition title), without its markup.
fn inline_plain_text(markdown_text: &str) -> String {
    if markdown_text.is_empty() {
        return String::new();
    }
    match markdown::to_mdast(markdown_text, &ParseOptions::gfm()) {
        Ok(root) => root.to_string().trim().to_owned(),
        Err(_) => markdown_text.to_owned(),
    }
}

fn is_truncate(node: &Node) -> bool {
    matches!(node, Node::Element { tag, .. } if tag == TRUNCATE)
}

/// `<TOCInline />` lists the document's headings between its `minHeadingLevel` and
/// `maxHeadingLevel` props (2 and 3 unless given).
fn fill_inline_tocs(content: &mut [Node], headings: &[TocItem]) {
    for node in content {
        node.visit_elements_mut(&mut |tag, props| {
            if tag != "TOCInline" {
                return;
            }
            let level = |key: &str, default: u8| {
                props
                    .get(key)
                    .and_then(Value::as_u64)
                    .and_then(|level| u8::try_from(level).ok())
                    .unwrap_or(default)
            };
            let (min, max) = (level("minHeadingLevel", 2), level("maxHeadingLevel", 3));
            let toc: Vec<&TocItem> = headings
                .iter()
                .filter(|heading| (min..=max).contains(&heading.level))
                .collect();
            props.insert("toc".into(), serde_json::to_value(toc).unwrap_or_default());
        });
    }
}

/// True for inline content made only of JSX elements, expressions and whitespace.
fn is_only_jsx(children: &[mdast::Node]) -> bool {
    let mut any_jsx = false;
    for child in children {
        match child {
            mdast::Node::MdxJsxTextElement(_) | mdast::Node::MdxTextExpression(_) => any_jsx = true,
            mdast::Node::Text(text) if text.value.trim().is_empty() => {}
            _ => return false,
        }
    }
    any_jsx
}

/// A formula, rendered to HTML by the engine at build time (see `Compiled::math_mut`).
fn math_node(tex: &str, display: bool) -> Node {
    let mut props = Props::new();
    props.insert("display".into(), Value::from(display));
    props.insert("tex".into(), Value::from(tex.trim()));
    element("Math", props, vec![])
}
