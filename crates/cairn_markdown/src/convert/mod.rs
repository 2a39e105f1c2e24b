//! mdast (from the `markdown` crate) → content tree nodes.
//!
//! Conversion makes the tree and records what only the mdast knows: source positions (for
//! links and warnings), heading ids, imports, footnotes. Work that only needs the finished
//! tree is done afterwards by the passes in `crate::passes`.

mod admonitions;
mod blocks;
mod footnotes;

use std::cell::OnceCell;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

use markdown::mdast;
use miette::NamedSource;
use serde_json::Value;

use crate::code::{CodeBuilder, CodeModule, EXPRESSIONS_EXPORT, ModuleContext};
use crate::code_block::code_block;
use crate::directives::Isolated;
use crate::error::{CompileError, MdxProblemReport, Warning, offset_of};
use crate::highlight::Highlighter;
use crate::html::{self, HeadTag};
use crate::imports::Imports;
use crate::mdx::MdxProblem;
use crate::passes::{excerpt, math};
use crate::slug::Slugger;
use crate::tree::{Node, Props};
use crate::{ComponentImport, LinkRef, Npm2Yarn, PartialImport, TocItem, npm2yarn};

/// A document's blocks (front matter taken off) as content tree nodes, with what was learnt
/// about them on the way.
pub(crate) struct Converted {
    /// Text of a leading `# Heading`, lifted out of the content.
    pub leading_heading: Option<String>,
    pub content: Vec<Node>,
    pub headings: Vec<TocItem>,
    pub links: Vec<LinkRef>,
    pub components: Vec<ComponentImport>,
    pub partials: Vec<PartialImport>,
    pub head: Vec<HeadTag>,
    pub warnings: Vec<Warning>,
    /// The document's JavaScript module, when its MDX holds code.
    pub code: Option<CodeModule>,
}

pub(crate) struct Converter<'a> {
    /// The text that was parsed: the file, with directive lines set apart.
    source: &'a str,
    path: &'a Path,
    /// The document's path inside the site, which relative imports are resolved against.
    pub(crate) site_path: &'a str,
    pub(crate) highlighter: &'a Highlighter,
    line_map: Option<&'a Isolated>,
    /// Offsets in `source` of backslashes the parser stage added (`parse::Parsed::inserted`).
    inserted: &'a [usize],
    pub(crate) imports: Imports,
    /// Components used in the content: (module, export) → where the import is.
    pub(crate) components: BTreeMap<(String, String), (usize, usize)>,
    /// Partials used in the content: site path → where the first use is.
    pub(crate) partials: BTreeMap<String, (usize, usize)>,
    pub(crate) mdx_problems: Vec<MdxProblem>,
    /// Tags a `<head>` block asked for.
    pub(crate) head: Vec<HeadTag>,
    /// Where the latest raw HTML was, for warnings about it.
    last_html_position: (usize, usize),
    slugger: Slugger,
    headings: Vec<TocItem>,
    pub(crate) links: Vec<LinkRef>,
    warnings: Vec<Warning>,
    definitions: HashMap<String, (String, Option<String>)>,
    footnote_definitions: HashMap<String, &'a mdast::FootnoteDefinition>,
    /// Footnote identifiers in order of first reference; the index + 1 is the number shown.
    footnote_order: Vec<String>,
    /// How `npm2yarn` code blocks are shown (`[markdown.npm2yarn]`).
    pub(crate) npm2yarn: Npm2Yarn,
    /// The site registers MDX components of its own (`src/theme/MDXComponents`).
    pub(crate) global_components: bool,
    /// GitHub's alerts (`> [!NOTE]`) are admonitions.
    pub(crate) github_alerts: bool,
    /// The document's code, gathered for its module.
    pub(crate) code: CodeBuilder,
    /// Names the document's ESM exports.
    pub(crate) exports: HashSet<String>,
    /// The document has a default export: MDX's layout, which wraps its content.
    pub(crate) default_export: bool,
    /// Byte offsets of the parsed text's line starts, made when first needed.
    line_starts: OnceCell<Vec<usize>>,
}

impl<'a> Converter<'a> {
    /// `source` is the text that was parsed; `line_map` leads its lines back to the file's.
    pub(crate) fn new(
        source: &'a str,
        path: &'a Path,
        site_path: &'a str,
        highlighter: &'a Highlighter,
        line_map: Option<&'a Isolated>,
        inserted: &'a [usize],
    ) -> Self {
        Converter {
            source,
            path,
            site_path,
            highlighter,
            line_map,
            inserted,
            imports: Imports::new(),
            components: BTreeMap::new(),
            partials: BTreeMap::new(),
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
            npm2yarn: Npm2Yarn::default(),
            global_components: false,
            github_alerts: true,
            code: CodeBuilder::new(site_path),
            exports: HashSet::new(),
            default_export: false,
            line_starts: OnceCell::new(),
        }
    }

    /// The document position of a byte offset of the parsed text.
    pub(crate) fn position_at(&self, offset: usize) -> (usize, usize) {
        let starts = self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(memchr_newlines(self.source))
                .collect()
        });
        let index = starts.partition_point(|start| *start <= offset).max(1) - 1;
        let line_start = starts[index];
        let column = self
            .source
            .get(line_start..offset)
            .map_or(1, |before| before.chars().count() + 1);
        let line = index + 1;
        match self.line_map {
            Some(map) => (map.original_line(line), column),
            None => (line, column),
        }
    }

    /// Reads every ESM block of `nodes`, also those inside components' tags.
    fn collect_imports(&mut self, nodes: &'a [mdast::Node]) {
        for node in nodes {
            match node {
                mdast::Node::MdxjsEsm(esm) => self.esm(esm, node),
                mdast::Node::MdxJsxFlowElement(element) => self.collect_imports(&element.children),
                _ => {}
            }
        }
    }

    /// Converts a document's top-level blocks. `file` is the author's file, for the message of
    /// an MDX error, which ends the conversion once every block has been seen.
    pub(crate) fn document(
        mut self,
        blocks: &'a [mdast::Node],
        file: &str,
        front_matter: Option<&str>,
    ) -> Result<Converted, Box<CompileError>> {
        self.collect_definitions(blocks);
        // Imports come first in the file but may follow a component, or sit between a
        // component's tags (`<BrowserWindow>` ⏎ `import Logo from …` ⏎ `<Logo />`), where MDX
        // reads them too: gather them all.
        self.collect_imports(blocks);

        // The title heading may follow an MDX file's imports (or a comment); those produce no
        // content, so the heading is still the first thing a reader sees.
        let mut blocks = blocks;
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

        let mut content = flatten_fragments(self.blocks(blocks));
        if let Some(footnotes) = self.footnote_section() {
            content.push(footnotes);
        }
        let code = self.finish_code(&mut content, front_matter, leading_heading.as_deref());
        if let Some((first, rest)) = self.mdx_problems.split_first() {
            let source_code = NamedSource::new(self.path.display().to_string(), file.to_owned());
            let span =
                |problem: &MdxProblem| (offset_of(file, problem.line, problem.column), 0).into();
            let others = rest
                .iter()
                .map(|problem| MdxProblemReport {
                    path: self.path.to_path_buf(),
                    line: problem.line,
                    column: problem.column,
                    message: problem.message.clone(),
                    help: problem.help.clone(),
                    source_code: source_code.clone(),
                    span: span(problem),
                })
                .collect();
            return Err(Box::new(CompileError::Mdx {
                path: self.path.to_path_buf(),
                line: first.line,
                column: first.column,
                message: first.message.clone(),
                help: first.help.clone(),
                span: span(first),
                source_code,
                others,
            }));
        }
        Ok(Converted {
            leading_heading,
            content,
            headings: self.headings,
            links: self.links,
            components: self
                .components
                .into_iter()
                .map(|((module, export), (line, column))| ComponentImport {
                    module,
                    export,
                    line,
                    column,
                })
                .collect(),
            partials: self
                .partials
                .into_iter()
                .map(|(path, (line, column))| PartialImport { path, line, column })
                .collect(),
            head: self.head,
            warnings: self.warnings,
            code,
        })
    }

    /// The document's module, once its content is converted: a layout (default export) wraps
    /// the content, and the route loads the module for its expressions. Problems in the code
    /// join the document's MDX problems.
    fn finish_code(
        &mut self,
        content: &mut Vec<Node>,
        front_matter: Option<&str>,
        content_title: Option<&str>,
    ) -> Option<CodeModule> {
        let id = self.code.id().to_owned();
        if self.default_export {
            self.components
                .entry((id.clone(), "default".to_owned()))
                .or_insert((1, 1));
            let wrapped = std::mem::take(content);
            content.push(element(&format!("{id}#default"), Props::new(), wrapped));
        }
        let code = std::mem::replace(&mut self.code, CodeBuilder::new(""));
        match code.finish(ModuleContext {
            site_path: self.site_path,
            front_matter,
            content_title,
            headings: &self.headings,
        }) {
            Ok(Some(module)) => {
                let first = module.expressions.first().copied().unwrap_or((1, 1));
                self.components
                    .entry((id, EXPRESSIONS_EXPORT.to_owned()))
                    .or_insert(first);
                Some(module)
            }
            Ok(None) => None,
            Err(problems) => {
                for problem in problems {
                    self.mdx_problem(
                        problem.line,
                        problem.column,
                        problem.message,
                        "this is JavaScript inside MDX; fix it where it points",
                    );
                }
                None
            }
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

    /// Converts inline content. Raw HTML among it is merged here, in every inline container
    /// (emphasis, links, headings, table cells), not only in paragraphs.
    pub(crate) fn inlines(&mut self, nodes: &[mdast::Node]) -> Vec<Node> {
        let converted = nodes
            .iter()
            .filter_map(|node| self.node(node, false))
            .collect();
        self.merge_html(converted, false)
    }

    /// `tight` is set for the children of a tight list item, whose paragraphs render bare.
    fn node(&mut self, node: &mdast::Node, tight: bool) -> Option<Node> {
        use mdast::Node as M;
        let converted = match node {
            M::Paragraph(paragraph) => self.paragraph(paragraph, tight),
            M::Heading(heading) => self.heading(heading),
            M::Text(text) => Node::text(text.value.clone()),
            M::Emphasis(emphasis) => element("em", Props::new(), self.inlines(&emphasis.children)),
            M::Strong(strong) => element("strong", Props::new(), self.inlines(&strong.children)),
            M::Delete(delete) => element("del", Props::new(), self.inlines(&delete.children)),
            M::InlineCode(code) => element("code", Props::new(), vec![Node::text(&code.value)]),
            M::InlineMath(math) => math::node(&math.value, false),
            M::Math(math) => math::node(&math.value, true),
            M::Break(_) => element("br", Props::new(), vec![]),
            M::ThematicBreak(_) => element("hr", Props::new(), vec![]),
            M::Blockquote(quote) => self.blockquote(quote),
            M::List(list) => self.list(list),
            M::ListItem(item) => self.list_item(item, true),
            M::Code(code) => self.code(code, node),
            M::Link(link) => {
                self.record_link(&link.url, node);
                let props = link_props(&link.url, link.title.as_deref());
                element("a", props, self.inlines(&link.children))
            }
            M::LinkReference(reference) => self.link_reference(reference, node),
            M::Image(image) => {
                self.record_link(&image.url, node);
                image_element(&image.url, &image.alt, image.title.as_deref())
            }
            M::ImageReference(reference) => self.image_reference(reference, node)?,
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
            M::MdxFlowExpression(expression) => {
                return self.expression(&expression.value, &expression.stops, node);
            }
            M::MdxTextExpression(expression) => {
                return self.expression(&expression.value, &expression.stops, node);
            }
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

    /// A paragraph: bare in a tight list item, and unwrapped when it holds only components.
    fn paragraph(&mut self, paragraph: &mdast::Paragraph, tight: bool) -> Node {
        if is_only_jsx(&paragraph.children) {
            // MDX unwraps a paragraph that holds nothing but components, so
            // `<TabItem value="a">Text</TabItem>` on one line is still a tab, not a paragraph
            // around one.
            return fragment(self.inlines(&paragraph.children));
        }
        let children = self.inlines(&paragraph.children);
        if tight {
            return fragment(children);
        }
        element("p", Props::new(), children)
    }

    /// `[text][label]`: a link to the label's definition, or its text alone when none has it.
    fn link_reference(&mut self, reference: &mdast::LinkReference, node: &mdast::Node) -> Node {
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

    /// `![alt][label]`: the image of the label's definition; `None` when none has it.
    fn image_reference(
        &mut self,
        reference: &mdast::ImageReference,
        node: &mdast::Node,
    ) -> Option<Node> {
        let key = normalize_label(&reference.identifier);
        let (url, title) = self.definitions.get(&key).cloned()?;
        self.record_link(&url, node);
        Some(image_element(&url, &reference.alt, title.as_deref()))
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

    /// Raw HTML: comments are dropped (`<!-- truncate -->` marks the excerpt), a `<head>`
    /// block goes to the page head, anything else waits to be merged with its neighbours.
    fn html(&mut self, value: &str, node: &mdast::Node) -> Option<Node> {
        let trimmed = value.trim();
        if let Some(comment) = trimmed
            .strip_prefix("<!--")
            .and_then(|rest| rest.strip_suffix("-->"))
        {
            return (comment.trim() == "truncate").then(excerpt::marker);
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
            return math::node(&code.value, true);
        }
        if language == Some("mermaid") {
            let mut props = Props::new();
            props.insert("code".into(), Value::from(code.value.as_str()));
            return element("Mermaid", props, vec![]);
        }
        let meta = code.meta.as_deref();
        let outcome = code_block(self.highlighter, language, meta, &code.value);
        let (line, column) = self.position_of(node);
        for warning in outcome.warnings {
            self.warn_at(line, column, warning);
        }
        if !outcome.npm2yarn {
            return outcome.node;
        }
        // Docusaurus's npm2yarn tabs: npm's commands first, then each manager's, in blocks
        // with the same language and options.
        let mut tabs = vec![tab("npm", "npm", outcome.node)];
        for manager in self.npm2yarn.converters.into_iter().flatten() {
            let converted = npm2yarn::convert(&code.value, manager);
            let block = code_block(self.highlighter, language, meta, &converted).node;
            tabs.push(tab(manager.value(), manager.label(), block));
        }
        let mut props = Props::new();
        if self.npm2yarn.sync {
            props.insert("groupId".into(), Value::from("npm2yarn"));
        }
        element("Tabs", props, tabs)
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
        let (line, mut column) = position_of(node);
        if !self.inserted.is_empty()
            && let Some(position) = node.position()
        {
            // Backslashes added earlier on the same line are not the author's.
            let offset = position.start.offset;
            let line_start = self
                .source
                .get(..offset)
                .and_then(|before| before.rfind('\n'))
                .map_or(0, |index| index + 1);
            let added = self
                .inserted
                .iter()
                .filter(|inserted| (line_start..offset).contains(*inserted))
                .count();
            column = column.saturating_sub(added).max(1);
        }
        match self.line_map {
            Some(map) => (map.original_line(line), column),
            None => (line, column),
        }
    }

    pub(crate) fn record_link(&mut self, url: &str, node: &mdast::Node) {
        let (line, column) = self.position_of(node);
        self.links.push(LinkRef {
            url: url.to_owned(),
            line,
            column,
        });
    }
}

/// A `TabItem` of `value` labelled `label`, holding `content`.
fn tab(value: &str, label: &str, content: Node) -> Node {
    let mut props = Props::new();
    props.insert("value".into(), Value::from(value));
    props.insert("label".into(), Value::from(label));
    element("TabItem", props, vec![content])
}

pub(crate) fn element(tag: &str, props: Props, children: Vec<Node>) -> Node {
    Node::element(tag, props, children)
}

/// Children spliced into their parent: an element with an empty tag, removed by
/// `flatten_fragments`.
pub(crate) fn fragment(children: Vec<Node>) -> Node {
    Node::element("", Props::new(), children)
}

/// Splices every fragment (see [`fragment`]) into its parent, at any depth. Vectors without a
/// fragment are kept as they are rather than rebuilt: most of a document has none, and list
/// items are flattened once when made and again with the whole document.
fn flatten_fragments(mut nodes: Vec<Node>) -> Vec<Node> {
    let mut has_fragment = false;
    for node in &mut nodes {
        if let Node::Element { tag, children, .. } = node {
            if tag.is_empty() {
                has_fragment = true;
            } else {
                *children = flatten_fragments(std::mem::take(children));
            }
        }
    }
    if !has_fragment {
        return nodes;
    }
    let mut out = Vec::with_capacity(nodes.len());
    for node in nodes {
        match node {
            Node::Element { tag, children, .. } if tag.is_empty() => {
                out.extend(flatten_fragments(children));
            }
            other => out.push(other),
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

/// Offsets just after each newline of `text`.
fn memchr_newlines(text: &str) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'\n', text.as_bytes()).map(|index| index + 1)
}

/// Labels match case-insensitively with collapsed whitespace (CommonMark).
fn normalize_label(label: &str) -> String {
    label
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_are_spliced_at_every_depth_in_order() {
        let text = |value: &str| Node::text(value);
        let nodes = vec![
            text("a"),
            fragment(vec![text("b"), fragment(vec![text("c")]), text("d")]),
            element(
                "p",
                Props::new(),
                vec![
                    fragment(vec![element("em", Props::new(), vec![fragment(vec![])])]),
                    text("e"),
                ],
            ),
            element("hr", Props::new(), vec![]),
        ];
        let expected = vec![
            text("a"),
            text("b"),
            text("c"),
            text("d"),
            element(
                "p",
                Props::new(),
                vec![element("em", Props::new(), vec![]), text("e")],
            ),
            element("hr", Props::new(), vec![]),
        ];
        assert_eq!(flatten_fragments(nodes), expected);
        let plain = vec![element("p", Props::new(), vec![text("x")])];
        assert_eq!(flatten_fragments(plain.clone()), plain);
    }
}
