//! MDX: imports, JSX components and literal props.
//!
//! Content stays data: a component becomes a node the theme renders from its component map,
//! and props must be literals (strings, numbers, booleans, JSON-like arrays and objects).
//! Anything that would need JavaScript to run at build time is an error that says so.

use markdown::mdast::{self, AttributeContent, AttributeValue};
use serde_json::Value;

use crate::code_block::code_block;
use crate::convert::{Converter, element, fragment};
use crate::imports::{Binding, Export, Module};
use crate::mdx_code::{ElementProps, ScopeComponent};
use crate::prop_values::{literal, prop_literal, with_imported_files};
use crate::toc_expression;
use crate::tree::{Node, Props};

/// The theme's responsive image component, whose `img` the engine resolves.
pub const IDEAL_IMAGE: &str = "IdealImage";

/// HTML elements whose content is phrasing only (text and inline elements). A `<p>` inside
/// one is not valid HTML: the browser would move it out while reading the page, and the
/// page React hydrates would no longer match the one it rendered.
const PHRASING_ONLY: &[&str] = &[
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "span", "em", "strong", "b", "i", "u", "s", "small",
    "mark", "code", "kbd", "samp", "var", "sub", "sup", "abbr", "cite", "q", "dfn", "time", "data",
    "label", "button", "summary", "legend", "pre",
];

/// An MDX problem found while converting, reported after the walk.
#[derive(Debug, Clone)]
pub(crate) struct MdxProblem {
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub help: String,
}

/// `props.name` in a partial: the value the including document gives `<Partial name="…" />`.
pub(crate) fn partial_prop(expression: &str) -> Option<&str> {
    let name = expression.trim().strip_prefix("props.")?;
    name.chars()
        .all(|character| character.is_ascii_alphanumeric() || character == '_' || character == '$')
        .then_some(name)
        .filter(|name| !name.is_empty())
}

/// The node of a partial's use (`<Warning />` for `import Warning from './_warning.mdx'`),
/// with props `path` (inside the site) and `props`; the engine replaces it by the partial.
pub const PARTIAL_TAG: &str = "Partial";

/// The node of `{props.name}` in a partial, with prop `name`; replaced by the prop's value.
pub const PARTIAL_PROP_TAG: &str = "PartialProp";

/// A comment-only expression, such as `{/* truncate */}`: its text, trimmed.
pub(crate) fn comment_text(expression: &str) -> Option<&str> {
    let trimmed = expression.trim();
    if let Some(inner) = trimmed
        .strip_prefix("/*")
        .and_then(|rest| rest.strip_suffix("*/"))
    {
        return Some(inner.trim());
    }
    trimmed.strip_prefix("//").map(str::trim)
}

/// React's names for HTML attributes that differ from HTML's.
/// The HTML name of an attribute written with its React name in a `<head>` block, which the
/// engine writes into the page as HTML: `charSet` → `charset`, `httpEquiv` → `http-equiv`.
fn head_attribute_name(name: &str) -> String {
    match name {
        "className" => "class".to_owned(),
        "htmlFor" => "for".to_owned(),
        "httpEquiv" => "http-equiv".to_owned(),
        "acceptCharset" => "accept-charset".to_owned(),
        // `data-*` and `aria-*` are HTML already; React's camel case is HTML lowercased.
        other if other.contains('-') => other.to_owned(),
        other => other.to_ascii_lowercase(),
    }
}

pub(crate) fn react_attribute_name(name: &str) -> String {
    match name {
        "class" => "className".to_owned(),
        "for" => "htmlFor".to_owned(),
        "tabindex" => "tabIndex".to_owned(),
        "colspan" => "colSpan".to_owned(),
        "rowspan" => "rowSpan".to_owned(),
        "readonly" => "readOnly".to_owned(),
        "maxlength" => "maxLength".to_owned(),
        "srcset" => "srcSet".to_owned(),
        "crossorigin" => "crossOrigin".to_owned(),
        "frameborder" => "frameBorder".to_owned(),
        "allowfullscreen" => "allowFullScreen".to_owned(),
        "autoplay" => "autoPlay".to_owned(),
        "playsinline" => "playsInline".to_owned(),
        "referrerpolicy" => "referrerPolicy".to_owned(),
        "datetime" => "dateTime".to_owned(),
        "accesskey" => "accessKey".to_owned(),
        "contenteditable" => "contentEditable".to_owned(),
        "spellcheck" => "spellCheck".to_owned(),
        "enctype" => "encType".to_owned(),
        "novalidate" => "noValidate".to_owned(),
        "usemap" => "useMap".to_owned(),
        other => other.to_owned(),
    }
}

/// `"color: red; font-size: 2em"` → `{"color": "red", "fontSize": "2em"}`.
pub(crate) fn style_object(css: &str) -> Value {
    let mut object = serde_json::Map::new();
    for declaration in css.split(';') {
        let Some((property, value)) = declaration.split_once(':') else {
            continue;
        };
        let property = property.trim();
        if property.is_empty() {
            continue;
        }
        let name = if property.starts_with("--") {
            property.to_owned()
        } else {
            let mut camel = String::new();
            let mut upper = false;
            for character in property.trim_start_matches('-').chars() {
                if character == '-' {
                    upper = true;
                } else if upper {
                    camel.extend(character.to_uppercase());
                    upper = false;
                } else {
                    camel.push(character);
                }
            }
            camel
        };
        object.insert(name, Value::from(value.trim()));
    }
    Value::Object(object)
}

impl Converter<'_> {
    /// A JSX element: a theme component, a site component, or an HTML element.
    pub(crate) fn jsx(
        &mut self,
        name: Option<&str>,
        attributes: &[AttributeContent],
        children: &[mdast::Node],
        node: &mdast::Node,
        flow: bool,
    ) -> Option<Node> {
        let (line, column) = self.position_of(node);
        let Some(name) = name else {
            return Some(fragment(self.jsx_children(children, flow)));
        };
        let props = self.jsx_props(name, attributes, node);
        if name == "head" {
            self.jsx_head(children);
            return None;
        }
        if name.starts_with(|character: char| character.is_ascii_lowercase()) {
            return self.html_element(name, props, children, flow, line, column);
        }
        self.component(name, props, children, node, flow, (line, column))
    }

    /// An element's props: literals, code for the others, and `<TOCInline>`'s level filter.
    fn jsx_props(
        &mut self,
        name: &str,
        attributes: &[AttributeContent],
        node: &mdast::Node,
    ) -> Props {
        let is_toc_inline = name == "TOCInline"
            || self
                .imports
                .get(name)
                .is_some_and(|binding| binding.module == Module::Theme("TOCInline"));
        let mut toc_levels = None;
        let ElementProps {
            mut props,
            code: code_props,
        } = self.element_props(attributes, node, |converter, prop, expression| {
            if is_toc_inline && prop == "toc" {
                // `toc={toc}` needs nothing (the build fills it) and a filter on the level is
                // read here; any other expression is code, given the page's `toc`.
                return toc_expression::levels(expression).map(|levels| {
                    toc_levels = Some(levels);
                    Value::Null
                });
            }
            prop_literal(expression).or_else(|| {
                let expression =
                    with_imported_files(expression, |name| converter.imported_file(name))?;
                prop_literal(&expression)
            })
        });
        if let Some(levels) = toc_levels {
            props.remove("toc");
            if let Some(levels) = levels {
                props.insert(
                    crate::passes::inline_toc::LEVELS_PROP.into(),
                    Value::from(levels),
                );
            }
        }
        self.add_code_props(&mut props, code_props);
        props
    }

    /// An HTML element: a lowercase name, unless it has a `.` or `:` (`<svg:rect>`, `<a.b>`).
    fn html_element(
        &mut self,
        name: &str,
        props: Props,
        children: &[mdast::Node],
        flow: bool,
        line: usize,
        column: usize,
    ) -> Option<Node> {
        if name.contains(['.', ':']) {
            self.mdx_problem(
                line,
                column,
                format!("`<{name}>` is not an HTML element"),
                "use a plain HTML element or an imported component",
            );
            return None;
        }
        let children = if flow && PHRASING_ONLY.contains(&name) {
            self.phrasing_children(children)
        } else {
            self.jsx_children(children, flow)
        };
        Some(element(name, props, children))
    }

    /// A capitalised element: what its import binds it to, or a component used without one.
    fn component(
        &mut self,
        name: &str,
        props: Props,
        children: &[mdast::Node],
        node: &mdast::Node,
        flow: bool,
        (line, column): (usize, usize),
    ) -> Option<Node> {
        // `<Icons.Star />`: the export `Star` of a namespace import.
        let (local, member) = match name.split_once('.') {
            Some((local, member)) => (local, Some(member)),
            None => (name, None),
        };
        // Like Docusaurus's MDX components, `<IdealImage>` needs no import.
        if name == IDEAL_IMAGE && !self.imports.contains_key(local) {
            return Some(self.theme_component(IDEAL_IMAGE, props, children, flow, line, column));
        }
        let Some(binding) = self.imports.get(local).cloned() else {
            return self.unimported(name, props, children, node, flow);
        };
        match binding.module {
            Module::Theme(tag) => {
                Some(self.theme_component(tag, props, children, flow, line, column))
            }
            Module::Link => Some(self.jsx_link(props, children, node, flow)),
            Module::Head => {
                self.jsx_head(children);
                None
            }
            Module::BrowserOnly => {
                let children = self.jsx_children(children, flow);
                Some(element("BrowserOnly", props, children))
            }
            Module::Message => {
                self.imported_message(name, member, &binding, &props, children, (line, column))
            }
            Module::Partial(path) => Some(self.partial_use(path, props, line, column)),
            Module::Component(ref specifier) => {
                let export = self.component_export(name, member, &binding, line, column)?;
                self.components
                    .entry((specifier.clone(), export.clone()))
                    .or_insert((binding.line, binding.column));
                let children = self.jsx_children(children, flow);
                Some(element(&format!("{specifier}#{export}"), props, children))
            }
            Module::Asset(specifier) => {
                self.mdx_problem(
                    line,
                    column,
                    format!("`<{name}>` is the file `{specifier}`, not a component"),
                    &format!("show it with an element, such as `<img src={{{name}}} alt=\"…\" />`, or link to it with `<a href={{{name}}}>`"),
                );
                None
            }
            Module::Hook => {
                self.mdx_problem(
                    line,
                    column,
                    format!("`<{name}>` comes from `{}`, which is a hook, not a component", binding.specifier),
                    "call it in a React component under src/components/ and use that component here",
                );
                None
            }
            Module::Unsupported(reason) => {
                self.mdx_problem(
                    line,
                    column,
                    format!(
                        "`<{name}>` comes from `{}`, which Cairn cannot load in Markdown",
                        binding.specifier
                    ),
                    &reason,
                );
                None
            }
        }
    }

    /// `<Link to="/docs/">`: a link like any other, resolved and checked.
    fn jsx_link(
        &mut self,
        mut props: Props,
        children: &[mdast::Node],
        node: &mdast::Node,
        flow: bool,
    ) -> Node {
        if let Some(to) = props.remove("to") {
            props.insert("href".into(), to);
        }
        if let Some(Value::String(href)) = props.get("href") {
            let href = href.clone();
            self.record_link(&href, node);
        }
        let children = self.jsx_children(children, flow);
        element("a", props, children)
    }

    /// A partial's use, which the engine replaces by the partial's content, given `props`.
    fn partial_use(&mut self, path: String, props: Props, line: usize, column: usize) -> Node {
        self.partials.entry(path.clone()).or_insert((line, column));
        let mut partial = Props::new();
        partial.insert("path".into(), Value::from(path));
        if !props.is_empty() {
            partial.insert("props".into(), Value::Object(props));
        }
        element(PARTIAL_TAG, partial, vec![])
    }

    /// `<Translate>` or `<Interpolate>`: the module's default export only, any other reported.
    fn imported_message(
        &mut self,
        name: &str,
        member: Option<&str>,
        binding: &Binding,
        props: &Props,
        children: &[mdast::Node],
        (line, column): (usize, usize),
    ) -> Option<Node> {
        if binding.export != Export::Default || member.is_some() {
            self.mdx_problem(
                line,
                column,
                format!("`<{name}>` is not a component of `{}`", binding.specifier),
                "the component is the module's default export: `import Translate from '@docusaurus/Translate'`",
            );
            return None;
        }
        self.jsx_message(name, props, children, line, column)
    }

    /// The export `<name>` stands for; `None`, reported, when the element and import disagree.
    fn component_export(
        &mut self,
        name: &str,
        member: Option<&str>,
        binding: &Binding,
        line: usize,
        column: usize,
    ) -> Option<String> {
        match (&binding.export, member) {
            (Export::Namespace, Some(member)) => Some(member.to_owned()),
            (Export::Default, None) => Some("default".to_owned()),
            (Export::Named(export), None) => Some(export.clone()),
            _ => {
                self.mdx_problem(
                    line,
                    column,
                    format!("`<{name}>` is not a component of `{}`", binding.specifier),
                    "use `<Name.Member />` with `import * as Name`, and `<Name />` with a default or named import",
                );
                None
            }
        }
    }

    /// A theme component's node: code blocks are highlighted and diagrams keep their source.
    fn theme_component(
        &mut self,
        tag: &str,
        mut props: Props,
        children: &[mdast::Node],
        flow: bool,
        line: usize,
        column: usize,
    ) -> Node {
        match tag {
            "CodeBlock" => match self.code_children(children) {
                // `{source}` from an import: the theme shows it as it comes, unhighlighted.
                Some(code) => {
                    let mut props = props;
                    self.add_code_props(&mut props, Some(code));
                    element("CodeBlock", props, vec![])
                }
                None => self.jsx_code_block(props, children, line, column),
            },
            "Mermaid" => {
                let code = props
                    .remove("value")
                    .or_else(|| props.remove("code"))
                    .or_else(|| Some(Value::from(self.jsx_text(children))))
                    .unwrap_or_default();
                let mut diagram = Props::new();
                diagram.insert("code".into(), code);
                element("Mermaid", diagram, vec![])
            }
            "TOCInline" => element("TOCInline", props, vec![]),
            IDEAL_IMAGE => {
                // The engine resolves `img` and swaps in the processed image; the recorded
                // position lets it report a missing or broken file at this line.
                if let Some(Value::String(path)) = props.get("img") {
                    self.record_file(path.clone(), line, column);
                }
                element(IDEAL_IMAGE, props, vec![])
            }
            "ThemedImage" => {
                // Its two files are resolved like an image's, and a missing one reported here.
                let sources = props.get("sources").and_then(Value::as_object);
                for mode in ["light", "dark"] {
                    if let Some(Value::String(path)) = sources.and_then(|sources| sources.get(mode))
                    {
                        self.record_file(path.clone(), line, column);
                    }
                }
                element("ThemedImage", props, vec![])
            }
            tag => {
                let children = self.jsx_children(children, flow);
                element(tag, props, children)
            }
        }
    }

    /// A component used without an import (see `Converter::unimported_component`).
    fn unimported(
        &mut self,
        name: &str,
        props: Props,
        children: &[mdast::Node],
        node: &mdast::Node,
        flow: bool,
    ) -> Option<Node> {
        let (line, column) = self.position_of(node);
        match self.unimported_component(name) {
            Some(ScopeComponent::Exported(module)) => {
                self.components
                    .entry((module.clone(), name.to_owned()))
                    .or_insert((line, column));
                let children = self.jsx_children(children, flow);
                Some(element(&format!("{module}#{name}"), props, children))
            }
            Some(ScopeComponent::Theme(tag)) => {
                Some(self.theme_component(tag, props, children, flow, line, column))
            }
            Some(ScopeComponent::Head) => {
                self.jsx_head(children);
                None
            }
            Some(ScopeComponent::Site) => {
                let children = self.jsx_children(children, flow);
                Some(element(name, props, children))
            }
            None => {
                self.mdx_problem(
                    line,
                    column,
                    format!("unknown component `<{name}>`: it is not imported"),
                    &format!(
                        "import it at the top of the file, e.g. `import {name} from '@site/src/components/{name}'`, export it from this file, or register it for every page in `src/theme/MDXComponents`"
                    ),
                );
                None
            }
        }
    }

    /// `<head><title>…</title><meta … /></head>`: tags for the page's head.
    fn jsx_head(&mut self, children: &[mdast::Node]) {
        for child in children {
            let (name, attributes, inner) = match child {
                mdast::Node::MdxJsxFlowElement(jsx) => {
                    (jsx.name.as_deref(), &jsx.attributes, &jsx.children)
                }
                mdast::Node::MdxJsxTextElement(jsx) => {
                    (jsx.name.as_deref(), &jsx.attributes, &jsx.children)
                }
                mdast::Node::Paragraph(paragraph) => {
                    self.jsx_head(&paragraph.children);
                    continue;
                }
                _ => continue,
            };
            let Some(name @ ("title" | "meta" | "link" | "base")) = name else {
                continue;
            };
            let attributes = attributes
                .iter()
                .filter_map(|attribute| match attribute {
                    AttributeContent::Property(property) => {
                        let value = match &property.value {
                            Some(AttributeValue::Literal(text)) => text.clone(),
                            Some(AttributeValue::Expression(expression)) => {
                                match prop_literal(&expression.value)? {
                                    Value::String(text) => text,
                                    other => other.to_string(),
                                }
                            }
                            None => String::new(),
                        };
                        Some((head_attribute_name(&property.name), value))
                    }
                    AttributeContent::Expression(_) => None,
                })
                .collect();
            let text = (name == "title").then(|| inner.iter().map(ToString::to_string).collect());
            self.head.push(crate::html::HeadTag {
                tag: name.to_owned(),
                attributes,
                text,
            });
        }
    }

    /// A file a theme component's prop names, which the engine resolves: a missing one is
    /// reported at the component.
    fn record_file(&mut self, url: String, line: usize, column: usize) {
        self.links.push(crate::LinkRef { url, line, column });
    }

    /// The file a name is bound to by `import banner from './img/banner.png'`, as `require`
    /// gives it: `{banner}` in a prop is that path.
    fn imported_file(&self, name: &str) -> Option<String> {
        match &self.imports.get(name)?.module {
            Module::Asset(specifier) => Some(specifier.clone()),
            _ => None,
        }
    }

    /// The children of a phrasing-only element written over several lines, such as
    /// `<p>⏎  Text⏎</p>`, whose text MDX reads as a paragraph: the paragraphs' own content,
    /// a space between two of them.
    fn phrasing_children(&mut self, children: &[mdast::Node]) -> Vec<Node> {
        let mut out = Vec::new();
        let mut after_paragraph = false;
        for child in children {
            let is_paragraph = matches!(child, mdast::Node::Paragraph(_));
            if is_paragraph && after_paragraph {
                out.push(Node::text(" "));
            }
            // Converted as a tight list item's children are: a paragraph without its `<p>`.
            out.extend(self.block_list(std::slice::from_ref(child), true));
            after_paragraph = is_paragraph;
        }
        out
    }

    fn jsx_children(&mut self, children: &[mdast::Node], flow: bool) -> Vec<Node> {
        if flow {
            self.block_list(children, false)
        } else {
            self.inlines(children)
        }
    }

    /// `<Translate values={{name: 'Ada'}}>{'Hello {name}'}</Translate>` (or `<Interpolate>`): a
    /// message node that each locale's planning gives its text (an `<Interpolate>` is its own
    /// text), with each `{name}` that `values` has filled in. As in Docusaurus, the message is
    /// plain text.
    fn jsx_message(
        &mut self,
        name: &str,
        props: &Props,
        children: &[mdast::Node],
        line: usize,
        column: usize,
    ) -> Option<Node> {
        let Some(message) = self.message_text(children) else {
            self.mdx_problem(
                line,
                column,
                format!("`<{name}>` holds more than text"),
                "write its message as text, in a string when it has placeholders: {'Hello {name}'}; put links and emphasis around it",
            );
            return None;
        };
        let values = match props.get("values") {
            None => None,
            Some(Value::Object(values)) if values.values().all(is_scalar) => Some(values),
            Some(_) => {
                self.mdx_problem(
                    line,
                    column,
                    format!("`values` of `<{name}>` must be an object of strings and numbers"),
                    "write it as values={{name: 'Ada', count: 3}}",
                );
                return None;
            }
        };
        // A `<Translate>` message is each locale's; `<Interpolate>` only fills placeholders.
        Some(if name == "Translate" {
            crate::message::message_node(&message, props.get("id").and_then(Value::as_str), values)
        } else {
            Node::text(crate::message::fill_placeholders(&message, values))
        })
    }

    /// The string a `{…}` expression node holds when it is a string literal (`{'text'}`).
    fn string_expression(&self, node: &mdast::Node) -> Option<String> {
        let value = match node {
            mdast::Node::MdxFlowExpression(expression) => &expression.value,
            mdast::Node::MdxTextExpression(expression) => &expression.value,
            _ => return None,
        };
        match literal(self.raw_expression(node).unwrap_or(value)) {
            Some(Value::String(text)) => Some(text),
            _ => None,
        }
    }

    /// The text of a message: text, string literals (`{'Hello {name}'}`, where MDX would
    /// otherwise read `{name}` as code) and the paragraphs around them; `None` for anything else.
    fn message_text(&self, children: &[mdast::Node]) -> Option<String> {
        let mut text = String::new();
        for child in children {
            match child {
                mdast::Node::Text(plain) => text.push_str(&plain.value),
                mdast::Node::MdxTextExpression(_) | mdast::Node::MdxFlowExpression(_) => {
                    text.push_str(&self.string_expression(child)?);
                }
                mdast::Node::Paragraph(paragraph) => {
                    text.push_str(&self.message_text(&paragraph.children)?)
                }
                _ => return None,
            }
        }
        Some(text)
    }

    /// `<CodeBlock language="js" title="x">{`code`}</CodeBlock>`, highlighted like a fence.
    fn jsx_code_block(
        &mut self,
        mut props: Props,
        children: &[mdast::Node],
        line: usize,
        column: usize,
    ) -> Node {
        let code = self.jsx_text(children);
        let code = code.strip_prefix('\n').unwrap_or(&code);
        let code = code.strip_suffix('\n').unwrap_or(code);
        let language = props
            .remove("language")
            .and_then(|value| value.as_str().map(str::to_owned))
            .or_else(|| {
                props
                    .get("className")
                    .and_then(Value::as_str)
                    .and_then(|class| class.strip_prefix("language-"))
                    .map(str::to_owned)
            });
        let mut meta = String::new();
        if let Some(title) = props.get("title").and_then(Value::as_str) {
            meta.push_str(&format!("title=\"{}\" ", title.replace('"', "'")));
        }
        match props.get("showLineNumbers") {
            Some(Value::Bool(true)) => meta.push_str("showLineNumbers "),
            Some(Value::Number(start)) => meta.push_str(&format!("showLineNumbers={start} ")),
            _ => {}
        }
        if let Some(lines) = props.get("metastring").and_then(Value::as_str) {
            meta.push_str(lines);
        }
        let outcome = code_block(self.highlighter, language.as_deref(), Some(&meta), code);
        for warning in outcome.warnings {
            self.warn_at(line, column, warning);
        }
        outcome.node
    }

    /// The text inside a component: plain text, or a literal expression such as a template.
    fn jsx_text(&mut self, children: &[mdast::Node]) -> String {
        let mut text = String::new();
        for child in children {
            match child {
                mdast::Node::MdxFlowExpression(_) | mdast::Node::MdxTextExpression(_) => {
                    if let Some(value) = self.string_expression(child) {
                        text.push_str(&value);
                    }
                }
                mdast::Node::Paragraph(paragraph) => {
                    text.push_str(&self.jsx_text(&paragraph.children))
                }
                other => text.push_str(&other.to_string()),
            }
        }
        text
    }

    pub(crate) fn mdx_problem(&mut self, line: usize, column: usize, message: String, help: &str) {
        self.mdx_problems.push(MdxProblem {
            line,
            column,
            message,
            help: help.to_owned(),
        });
    }
}

fn is_scalar(value: &Value) -> bool {
    matches!(value, Value::String(_) | Value::Number(_) | Value::Bool(_))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_props() {
        assert_eq!(partial_prop(" props.product_name "), Some("product_name"));
        assert_eq!(partial_prop("props.a.b"), None);
    }

    #[test]
    fn styles_and_attribute_names() {
        assert_eq!(
            style_object("color: red; font-size: 2em; --accent: blue;"),
            serde_json::json!({"color": "red", "fontSize": "2em", "--accent": "blue"})
        );
        assert_eq!(react_attribute_name("class"), "className");
        assert_eq!(react_attribute_name("data-x"), "data-x");
    }
}
