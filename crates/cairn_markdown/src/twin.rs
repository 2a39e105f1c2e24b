//! The Markdown twin of a compiled page: the page as plain Markdown, for readers and language
//! models that want text rather than HTML. It is written from the compiled tree, not from the
//! source file, so partials are already inlined, `<Translate>` messages are in the page's
//! locale, and imports and JSX never leak into it: admonitions become quoted blocks, tabs
//! labelled sections, details their summary and content, code blocks fences with their
//! language and title, formulas TeX between dollars, diagrams `mermaid` fences. Links and
//! images that start at the site's root are made absolute. A component the twin does not know
//! gives its children.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::tree::{Node, Props};

/// What the twin of one page needs to know of its site.
#[derive(Debug, Clone, Copy)]
pub struct TwinOptions<'a> {
    /// The page's title, written as its `#` heading (the compiled tree has no first-level
    /// heading: a leading one became the title).
    pub title: Option<&'a str>,
    /// The site's origin (`https://example.com`, no trailing `/`), put in front of the links
    /// and images that start with `/`.
    pub site_url: &'a str,
    /// The text of the components that declare one (`[llms.components]`), by the name the
    /// page gives the component: a template where `{children}` stands for the text of its
    /// content and `{name}` for its prop `name`; an empty template leaves it out. A component
    /// without one gives the text of its content.
    pub components: &'a BTreeMap<String, String>,
}

/// `content`, a compiled page's tree, as Markdown under the page's title, ending with a
/// newline (empty for no title and no content).
pub fn markdown_twin(content: &[Node], options: TwinOptions<'_>) -> String {
    let writer = Writer { options };
    let mut blocks = writer.blocks(content);
    if let Some(title) = options.title.filter(|title| !title.trim().is_empty()) {
        blocks.insert(0, format!("# {}", escape_inline(title.trim())));
    }
    if blocks.is_empty() {
        return String::new();
    }
    let mut out = blocks.join("\n\n");
    out.push('\n');
    out
}

struct Writer<'a> {
    options: TwinOptions<'a>,
}

/// Tags that hold phrasing content: written on the line of their block.
const INLINE_TAGS: &[&str] = &[
    "a", "abbr", "b", "br", "cite", "code", "del", "em", "i", "img", "input", "kbd", "mark", "q",
    "s", "small", "span", "strong", "sub", "sup", "u", "Math",
];

fn is_inline(node: &Node) -> bool {
    match node {
        Node::Text(_) => true,
        Node::Element { tag, props, .. } => {
            INLINE_TAGS.contains(&tag.as_str())
                && !(tag == "Math" && props.get("display") == Some(&Value::Bool(true)))
        }
    }
}

fn text_prop<'p>(props: &'p Props, key: &str) -> Option<&'p str> {
    props.get(key).and_then(Value::as_str)
}

impl Writer<'_> {
    /// The blocks of `nodes`, each a run of lines; runs of inline nodes between blocks make a
    /// paragraph.
    fn blocks<'n>(&self, nodes: impl IntoIterator<Item = &'n Node>) -> Vec<String> {
        let mut blocks = Vec::new();
        let mut inline: Vec<&Node> = Vec::new();
        let flush = |inline: &mut Vec<&Node>, blocks: &mut Vec<String>| {
            let text = self.inline_of(inline.iter().copied());
            let text = text.trim();
            if !text.is_empty() {
                blocks.push(text.to_owned());
            }
            inline.clear();
        };
        for node in nodes {
            if is_inline(node) {
                inline.push(node);
                continue;
            }
            flush(&mut inline, &mut blocks);
            blocks.extend(self.block(node));
        }
        flush(&mut inline, &mut blocks);
        blocks
    }

    /// One block-level node as blocks (none for an element with nothing to say).
    fn block(&self, node: &Node) -> Vec<String> {
        let Node::Element {
            tag,
            props,
            children,
        } = node
        else {
            return self.blocks(std::slice::from_ref(node));
        };
        let block = match tag.as_str() {
            "p" => self.inline_of(children.iter()).trim().to_owned(),
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => {
                let level = usize::from(tag.as_bytes()[1] - b'0');
                let text = self.inline_of(children.iter());
                let id = text_prop(props, "id")
                    .map(|id| format!(" {{#{id}}}"))
                    .unwrap_or_default();
                format!("{} {}{id}", "#".repeat(level), text.trim())
            }
            "hr" => "---".to_owned(),
            "blockquote" => quoted(&self.blocks(children).join("\n\n")),
            "ul" | "ol" => self.list(tag == "ol", props, children),
            "pre" => fenced("", None, &node.plain_text()),
            "CodeBlock" => fenced(
                text_prop(props, "language").unwrap_or_default(),
                text_prop(props, "title"),
                text_prop(props, "code").unwrap_or_default(),
            ),
            "Mermaid" => fenced(
                "mermaid",
                None,
                text_prop(props, "code").unwrap_or_default(),
            ),
            "Math" => format!(
                "$$\n{}\n$$",
                text_prop(props, "tex").unwrap_or_default().trim()
            ),
            "table" => self.table(node),
            "Admonition" => {
                let title = text_prop(props, "title")
                    .map(str::to_owned)
                    .unwrap_or_else(|| admonition_title(text_prop(props, "type")));
                let body = self.blocks(children).join("\n\n");
                quoted(&format!("**{}**\n\n{body}", title.trim()))
            }
            "TabItem" => {
                let label = text_prop(props, "label")
                    .or_else(|| text_prop(props, "value"))
                    .unwrap_or_default();
                let mut blocks = vec![format!("**{label}**")];
                blocks.extend(self.blocks(children));
                return blocks;
            }
            "details" | "Details" => {
                let (summary, body): (Vec<&Node>, Vec<&Node>) = children.iter().partition(
                    |child| matches!(child, Node::Element { tag, .. } if tag == "summary"),
                );
                let mut blocks = Vec::new();
                let title = self.inline_of(summary.into_iter().flat_map(|node| match node {
                    Node::Element { children, .. } => children.as_slice(),
                    Node::Text(_) => &[],
                }));
                if !title.trim().is_empty() {
                    blocks.push(format!("**{}**", title.trim()));
                }
                blocks.extend(self.blocks(body));
                return blocks;
            }
            _ if self.template_of(tag).is_some() => {
                let text = self.component_text(tag, props, || self.blocks(children).join("\n\n"));
                return if text.is_empty() {
                    Vec::new()
                } else {
                    vec![text]
                };
            }
            // Containers, and components without a text form of their own: their content.
            _ => return self.blocks(children),
        };
        if block.is_empty() {
            Vec::new()
        } else {
            vec![block]
        }
    }

    /// A list, each item's blocks indented under its marker; a tight list (items without
    /// paragraphs) keeps its items on consecutive lines.
    fn list(&self, ordered: bool, props: &Props, items: &[Node]) -> String {
        let start = props.get("start").and_then(Value::as_u64).unwrap_or(1);
        let loose = items.iter().any(|item| match item {
            Node::Element { children, .. } => children
                .iter()
                .any(|child| matches!(child, Node::Element { tag, .. } if tag == "p")),
            Node::Text(_) => false,
        });
        let mut number = start;
        let mut lines = Vec::new();
        for item in items {
            let Node::Element { children, .. } = item else {
                continue;
            };
            let marker = if ordered {
                let marker = format!("{number}. ");
                number += 1;
                marker
            } else {
                "- ".to_owned()
            };
            let (checkbox, children) = task_checkbox(children);
            let separator = if loose { "\n\n" } else { "\n" };
            let body = format!("{checkbox}{}", self.blocks(children).join(separator));
            lines.push(indented(&marker, &body));
        }
        lines.join(if loose { "\n\n" } else { "\n" })
    }

    /// A GFM table: the first row is the header.
    fn table(&self, table: &Node) -> String {
        let mut rows: Vec<Vec<String>> = Vec::new();
        let mut aligns = Vec::new();
        self.table_rows(table, &mut rows, &mut aligns);
        let Some(header) = rows.first() else {
            return String::new();
        };
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        let line = |cells: &[String]| {
            let mut cells = cells.to_vec();
            cells.resize(width, String::new());
            format!("| {} |", cells.join(" | "))
        };
        aligns.resize(width, String::new());
        let rule: String = aligns
            .iter()
            .map(|align| match align.as_str() {
                "left" => " :-- |",
                "right" => " --: |",
                "center" => " :-: |",
                _ => " --- |",
            })
            .collect();
        let mut out = vec![line(header), format!("|{rule}")];
        out.extend(rows[1..].iter().map(|row| line(row)));
        out.join("\n")
    }

    /// The cells of every `tr` below `node`, in order, as Markdown, and the alignment of each
    /// column of the first row (`left`, `right`, `center`).
    fn table_rows(&self, node: &Node, rows: &mut Vec<Vec<String>>, aligns: &mut Vec<String>) {
        let Node::Element { tag, children, .. } = node else {
            return;
        };
        if tag != "tr" {
            for child in children {
                self.table_rows(child, rows, aligns);
            }
            return;
        }
        if rows.is_empty() {
            aligns.extend(children.iter().map(|cell| {
                match cell {
                    Node::Element { props, .. } => props
                        .get("style")
                        .and_then(|style| style.get("textAlign"))
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_owned(),
                    Node::Text(_) => String::new(),
                }
            }));
        }
        let cells = children.iter().filter_map(|cell| match cell {
            Node::Element { children, .. } => Some(
                self.inline_of(children.iter())
                    .trim()
                    .replace('|', "\\|")
                    .replace('\n', " "),
            ),
            Node::Text(_) => None,
        });
        rows.push(cells.collect());
    }

    /// Phrasing content as one line of Markdown (line breaks aside).
    fn inline_of<'n>(&self, nodes: impl Iterator<Item = &'n Node>) -> String {
        let mut out = String::new();
        for node in nodes {
            self.inline(node, &mut out);
        }
        out
    }

    fn inline(&self, node: &Node, out: &mut String) {
        let (tag, props, children) = match node {
            Node::Text(text) => {
                out.push_str(&escape_inline(text));
                return;
            }
            Node::Element {
                tag,
                props,
                children,
            } => (tag.as_str(), props, children),
        };
        let inner = || self.inline_of(children.iter());
        match tag {
            "strong" | "b" => wrap(out, "**", &inner()),
            "em" | "i" => wrap(out, "*", &inner()),
            "del" | "s" => wrap(out, "~~", &inner()),
            "code" => out.push_str(&code_span(&node.plain_text())),
            "br" => out.push_str("  \n"),
            "a" => {
                let text = inner();
                match text_prop(props, "href") {
                    Some(href) => {
                        let href = self.absolute(href);
                        out.push_str(&format!("[{text}]({href})"));
                    }
                    None => out.push_str(&text),
                }
            }
            "img" => {
                let alt = text_prop(props, "alt").unwrap_or_default();
                if let Some(src) = text_prop(props, "src") {
                    out.push_str(&format!(
                        "![{}]({})",
                        escape_inline(alt),
                        self.absolute(src)
                    ));
                }
            }
            "input" => {}
            "Math" => {
                let tex = text_prop(props, "tex").unwrap_or_default().trim();
                out.push_str(&format!("${tex}$"));
            }
            _ if self.template_of(tag).is_some() => {
                out.push_str(&self.component_text(tag, props, inner));
            }
            _ if is_inline(node) => out.push_str(&inner()),
            // A block inside phrasing content (a component written inline): its text.
            _ => out.push_str(&self.blocks(children).join(" ")),
        }
    }

    /// The template a site declares for the component of `tag`, by the component's name: a
    /// named export's, the file's for a default export (`@site/src/components/YouTube#default`
    /// is `YouTube`; an `index` file takes its folder's name), or the tag of a component the
    /// content tree names directly.
    fn template_of(&self, tag: &str) -> Option<&str> {
        let components = self.options.components;
        if components.is_empty() {
            return None;
        }
        let found = |key: &str| components.get(key).map(String::as_str);
        let Some((module, export)) = tag.split_once('#') else {
            return found(tag);
        };
        if export != "default" {
            return found(export);
        }
        let file = module.rsplit('/').next().unwrap_or(module);
        let stem = file.split('.').next().unwrap_or(file);
        let name = if stem == "index" {
            module.rsplit('/').nth(1).unwrap_or(stem)
        } else {
            stem
        };
        found(name)
    }

    /// A component's declared text: its template with `{children}` and `{prop}` filled in (a
    /// prop that is not text, or absent, gives nothing). Links in the template's props are
    /// made absolute like the page's.
    fn component_text(&self, tag: &str, props: &Props, children: impl Fn() -> String) -> String {
        let template = self.template_of(tag).unwrap_or_default();
        let mut text = String::new();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|close| open + close) else {
                break;
            };
            let name = &rest[open + 1..close];
            if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                text.push_str(&rest[..=open]);
                rest = &rest[open + 1..];
                continue;
            }
            text.push_str(&rest[..open]);
            match name {
                "children" => text.push_str(children().trim()),
                _ => {
                    let value = text_prop(props, name).unwrap_or_default();
                    if value.starts_with('/') {
                        text.push_str(&self.absolute(value));
                    } else {
                        text.push_str(value);
                    }
                }
            }
            rest = &rest[close + 1..];
        }
        text.push_str(rest);
        text.trim().to_owned()
    }

    /// `target` as a link destination: with the site's origin in front when it starts at the
    /// site's root, and without the characters a destination cannot hold as they are.
    fn absolute(&self, target: &str) -> String {
        let target = if target.starts_with('/') && !target.starts_with("//") {
            format!("{}{target}", self.options.site_url.trim_end_matches('/'))
        } else {
            target.to_owned()
        };
        target
            .replace(' ', "%20")
            .replace('(', "%28")
            .replace(')', "%29")
    }
}

/// `[x] ` or `[ ] ` for a task list item (its leading checkbox), and the item's other nodes.
fn task_checkbox(children: &[Node]) -> (&'static str, &[Node]) {
    match children.split_first() {
        Some((Node::Element { tag, props, .. }, rest)) if tag == "input" => {
            let checked = props.get("checked").and_then(Value::as_bool) == Some(true);
            (if checked { "[x] " } else { "[ ] " }, rest)
        }
        _ => ("", children),
    }
}

/// The admonition's default title: its type, capitalised (`Note`, `Tip`).
fn admonition_title(kind: Option<&str>) -> String {
    capitalised(kind.unwrap_or("note"))
}

/// `word` with its first letter in upper case: a heading made from a name (`Tip`, `Community`).
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn wrap(out: &mut String, mark: &str, text: &str) {
    if text.trim().is_empty() {
        out.push_str(text);
    } else {
        out.push_str(mark);
        out.push_str(text);
        out.push_str(mark);
    }
}

/// Characters that would start Markdown syntax in running text, escaped.
fn escape_inline(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for character in text.chars() {
        if matches!(character, '\\' | '*' | '_' | '`' | '[' | ']' | '<') {
            out.push('\\');
        }
        out.push(character);
    }
    out
}

/// `text` as a code span, with more backticks around it than it holds in a row.
fn code_span(text: &str) -> String {
    let fence = "`".repeat(longest_run(text, '`') + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

/// A fenced code block: ```` ```lang title="…" ````, with a fence longer than any run of
/// backticks in the code.
fn fenced(language: &str, title: Option<&str>, code: &str) -> String {
    let fence = "`".repeat(longest_run(code, '`').max(2) + 1);
    let title = title
        .map(|title| format!(" title=\"{}\"", title.replace('"', "\\\"")))
        .unwrap_or_default();
    let info = format!("{language}{title}");
    format!(
        "{fence}{}\n{}\n{fence}",
        info.trim(),
        code.trim_end_matches('\n')
    )
}

fn longest_run(text: &str, character: char) -> usize {
    let mut longest = 0;
    let mut run = 0;
    for found in text.chars() {
        run = if found == character { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    longest
}

/// Every line of `text` behind `> ` (`>` alone for an empty line).
fn quoted(text: &str) -> String {
    text.lines()
        .map(|line| {
            if line.is_empty() {
                ">".to_owned()
            } else {
                format!("> {line}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `body` behind `marker` on its first line, its other lines indented to match.
fn indented(marker: &str, body: &str) -> String {
    let indent = " ".repeat(marker.len());
    body.lines()
        .enumerate()
        .map(|(index, line)| match (index, line.is_empty()) {
            (0, _) => format!("{marker}{line}"),
            (_, true) => String::new(),
            _ => format!("{indent}{line}"),
        })
        .collect::<Vec<_>>()
        .join("\n")
}
