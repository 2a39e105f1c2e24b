//! MDX: imports, JSX components and literal props.
//!
//! Content stays data: a component becomes a node the theme renders from its component map,
//! and props must be literals (strings, numbers, booleans, JSON-like arrays and objects).
//! Anything that would need JavaScript to run at build time is an error that says so.

use std::collections::HashMap;

use markdown::mdast::{self, AttributeContent, AttributeValue};
use serde_json::Value;

use crate::code_block::code_block;
use crate::convert::{Converter, element, fragment};
use crate::passes::excerpt;
use crate::tree::{Node, Props};

/// Theme components a document may import, and the node each becomes.
pub(crate) const THEME_COMPONENTS: &[(&str, &str)] = &[
    ("@theme/Admonition", "Admonition"),
    ("@theme/CodeBlock", "CodeBlock"),
    ("@theme/Details", "details"),
    ("@theme/DocCardList", "DocCardList"),
    ("@theme/Mermaid", "Mermaid"),
    ("@theme/TOCInline", "TOCInline"),
    ("@theme/TabItem", "TabItem"),
    ("@theme/Tabs", "Tabs"),
];

/// Prefix of the site's own components.
const SITE_COMPONENTS: &str = "@site/src/components/";

/// An MDX problem found while converting, reported after the walk.
#[derive(Debug, Clone)]
pub(crate) struct MdxProblem {
    pub line: usize,
    pub column: usize,
    pub message: String,
    pub help: String,
}

/// Local names bound by the document's `import` statements, to their module.
pub(crate) type Imports = HashMap<String, String>;

/// Parses the imports of one ESM block; anything but `import … from '…'` is a problem.
pub(crate) fn parse_esm(value: &str) -> Result<Imports, (String, String)> {
    let mut imports = Imports::new();
    for statement in statements(value) {
        if statement.starts_with("export") {
            return Err((
                format!("`{}` is not supported: MDX files cannot export code", first_words(statement)),
                "put page metadata in front matter, and code in a React page or a component under src/components/".to_owned(),
            ));
        }
        let Some(rest) = statement.strip_prefix("import") else {
            return Err((
                format!("unexpected `{}`", first_words(statement)),
                "only `import Name from '@theme/…'` and `import Name from '@site/src/components/…'` are allowed at the top level".to_owned(),
            ));
        };
        let Some((bindings, module)) = rest.rsplit_once(" from ") else {
            return Err((
                format!("`{}` imports nothing", first_words(statement)),
                "side-effect imports (CSS, scripts) are not supported in MDX; import CSS from a component instead".to_owned(),
            ));
        };
        let module = module.trim().trim_end_matches(';').trim();
        let module = module
            .strip_prefix(['\'', '"'])
            .and_then(|inner| inner.strip_suffix(['\'', '"']))
            .ok_or_else(|| {
                (
                    format!(
                        "cannot read the module name in `{}`",
                        first_words(statement)
                    ),
                    "write it as a quoted string: import Tabs from '@theme/Tabs'".to_owned(),
                )
            })?;
        for name in binding_names(bindings.trim()) {
            imports.insert(name, module.to_owned());
        }
    }
    Ok(imports)
}

/// Splits ESM text into statements at semicolons and at lines that start a new statement.
fn statements(value: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for (index, _) in value.match_indices(['\n', ';']) {
        let next = value[index + 1..].trim_start();
        let ends_here = value.as_bytes()[index] == b';'
            || next.starts_with("import")
            || next.starts_with("export")
            || next.is_empty();
        if ends_here {
            let statement = value[start..=index].trim().trim_end_matches(';').trim();
            if !statement.is_empty() {
                out.push(statement);
            }
            start = index + 1;
        }
    }
    let tail = value[start..].trim().trim_end_matches(';').trim();
    if !tail.is_empty() {
        out.push(tail);
    }
    out
}

/// `Tabs`, `{A, B as C}`, `Default, {A}` → the local names.
fn binding_names(bindings: &str) -> Vec<String> {
    bindings
        .split([',', '{', '}'])
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(|part| {
            part.rsplit_once(" as ")
                .map_or(part, |(_, local)| local.trim())
                .to_owned()
        })
        .collect()
}

fn first_words(statement: &str) -> String {
    let line = statement.lines().next().unwrap_or(statement);
    if line.chars().count() > 60 {
        format!("{}…", line.chars().take(60).collect::<String>())
    } else {
        line.to_owned()
    }
}

/// The value of a literal expression: JSON5 (`42`, `true`, `['a']`, `{a: 1}`), a quoted
/// string, or a template literal without substitutions.
pub(crate) fn literal(expression: &str) -> Option<Value> {
    let trimmed = expression.trim();
    if let Some(inner) = trimmed
        .strip_prefix('`')
        .and_then(|rest| rest.strip_suffix('`'))
    {
        if inner.contains("${") {
            return None;
        }
        return Some(Value::from(inner.replace("\\`", "`").replace("\\\\", "\\")));
    }
    json5::from_str::<Value>(trimmed).ok()
}

/// A comment-only expression, such as `{/* truncate */}`: its text, trimmed.
fn comment_text(expression: &str) -> Option<&str> {
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
        let mut props = Props::new();
        for attribute in attributes {
            match attribute {
                AttributeContent::Expression(_) => {
                    self.mdx_problem(
                        line,
                        column,
                        format!("spread props are not supported on `<{name}>`"),
                        "write each prop as name=\"value\" or name={literal}",
                    );
                }
                AttributeContent::Property(property) => {
                    let value = match &property.value {
                        None => Value::Bool(true),
                        Some(AttributeValue::Literal(text)) => Value::from(text.as_str()),
                        Some(AttributeValue::Expression(expression)) => {
                            match literal(&expression.value) {
                                Some(value) => value,
                                None => {
                                    self.mdx_problem(
                                        line,
                                        column,
                                        format!(
                                            "prop `{}` of `<{name}>` is a JavaScript expression: {{{}}}",
                                            property.name,
                                            expression.value.trim()
                                        ),
                                        "props must be literals: strings, numbers, booleans, or JSON-like arrays and objects",
                                    );
                                    continue;
                                }
                            }
                        }
                    };
                    let key = react_attribute_name(&property.name);
                    let value = match (key.as_str(), value) {
                        ("style", Value::String(css)) => style_object(&css),
                        (_, value) => value,
                    };
                    props.insert(key, value);
                }
            }
        }

        if name == "head" {
            self.jsx_head(children);
            return None;
        }
        if name.starts_with(|character: char| character.is_ascii_lowercase()) {
            if name.contains(['.', ':']) {
                self.mdx_problem(
                    line,
                    column,
                    format!("`<{name}>` is not an HTML element"),
                    "use a plain HTML element or an imported component",
                );
                return None;
            }
            let children = self.jsx_children(children, flow);
            return Some(element(name, props, children));
        }

        let Some(module) = self.imports.get(name).cloned() else {
            self.mdx_problem(
                line,
                column,
                format!("unknown component `<{name}>`: it is not imported"),
                &format!(
                    "import it at the top of the file, e.g. `import {name} from '@theme/{name}'` or `import {name} from '@site/src/components/{name}'`"
                ),
            );
            return None;
        };
        if let Some((_, tag)) = THEME_COMPONENTS.iter().find(|(known, _)| *known == module) {
            return match *tag {
                "CodeBlock" => Some(self.jsx_code_block(props, children, line, column)),
                "Mermaid" => {
                    let code = props
                        .remove("value")
                        .or_else(|| props.remove("code"))
                        .or_else(|| Some(Value::from(self.jsx_text(children))))
                        .unwrap_or_default();
                    let mut diagram = Props::new();
                    diagram.insert("code".into(), code);
                    Some(element("Mermaid", diagram, vec![]))
                }
                "TOCInline" => Some(element("TOCInline", props, vec![])),
                tag => {
                    let children = self.jsx_children(children, flow);
                    Some(element(tag, props, children))
                }
            };
        }
        if let Some(component) = module.strip_prefix(SITE_COMPONENTS) {
            let specifier = format!("{SITE_COMPONENTS}{}", component.trim_end_matches('/'));
            self.site_components.insert(specifier.clone());
            let children = self.jsx_children(children, flow);
            return Some(element(&specifier, props, children));
        }
        self.mdx_problem(
            line,
            column,
            format!("`<{name}>` comes from `{module}`, which Cairn cannot load in Markdown"),
            &format!(
                "use a theme component ({}) or one of the site's own under `@site/src/components/`",
                THEME_COMPONENTS
                    .iter()
                    .map(|(module, _)| *module)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
        None
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
                                match literal(&expression.value)? {
                                    Value::String(text) => text,
                                    other => other.to_string(),
                                }
                            }
                            None => String::new(),
                        };
                        Some((property.name.clone(), value))
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

    fn jsx_children(&mut self, children: &[mdast::Node], flow: bool) -> Vec<Node> {
        if flow {
            self.block_list(children, false)
        } else {
            self.inlines(children)
        }
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
                mdast::Node::MdxFlowExpression(expression) => {
                    let raw = self.raw_expression(child).unwrap_or(&expression.value);
                    if let Some(Value::String(value)) = literal(raw) {
                        text.push_str(&value);
                    }
                }
                mdast::Node::MdxTextExpression(expression) => {
                    let raw = self.raw_expression(child).unwrap_or(&expression.value);
                    if let Some(Value::String(value)) = literal(raw) {
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

    /// `{…}` in content: comments are dropped (`truncate` marks the excerpt), string literals
    /// are text, anything else is an error.
    pub(crate) fn expression(&mut self, value: &str, node: &mdast::Node) -> Option<Node> {
        if let Some(comment) = comment_text(value) {
            return (comment == "truncate").then(excerpt::marker);
        }
        if let Some(Value::String(text)) = literal(value) {
            return Some(Node::text(text));
        }
        let (line, column) = self.position_of(node);
        self.mdx_problem(
            line,
            column,
            format!(
                "JavaScript expressions are not supported in content: {{{}}}",
                value.trim()
            ),
            "write the text directly, or compute it in a React component under src/components/",
        );
        None
    }

    /// An ESM block (`import …`): records its imports.
    pub(crate) fn esm(&mut self, value: &str, node: &mdast::Node) {
        match parse_esm(value) {
            Ok(imports) => self.imports.extend(imports),
            Err((message, help)) => {
                let (line, column) = self.position_of(node);
                self.mdx_problem(line, column, message, &help);
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imports() {
        let imports = parse_esm(
            "import Tabs from '@theme/Tabs';\nimport TabItem from \"@theme/TabItem\"\nimport Card, {Grid as G} from '@site/src/components/Card'",
        )
        .unwrap();
        assert_eq!(imports["Tabs"], "@theme/Tabs");
        assert_eq!(imports["TabItem"], "@theme/TabItem");
        assert_eq!(imports["Card"], "@site/src/components/Card");
        assert_eq!(imports["G"], "@site/src/components/Card");
        assert!(parse_esm("export const meta = {};").is_err());
        assert!(parse_esm("import './styles.css';").is_err());
        assert!(parse_esm("const x = 1;").is_err());
    }

    #[test]
    fn literals() {
        assert_eq!(literal("42"), Some(Value::from(42)));
        assert_eq!(literal(" true "), Some(Value::from(true)));
        assert_eq!(literal("'single'"), Some(Value::from("single")));
        assert_eq!(literal("['a', 'b']"), Some(serde_json::json!(["a", "b"])));
        assert_eq!(
            literal("{a: 1, 'b': [true]}"),
            Some(serde_json::json!({"a": 1, "b": [true]}))
        );
        assert_eq!(literal("`multi\nline`"), Some(Value::from("multi\nline")));
        assert_eq!(literal("`has ${x}`"), None);
        assert_eq!(literal("someVariable"), None);
        assert_eq!(literal("1 + 2"), None);
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
