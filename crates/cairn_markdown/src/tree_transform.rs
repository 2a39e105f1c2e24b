//! A document's syntax tree handed to code outside the compiler (a site's remark plugins,
//! which run in Node), as standard mdast JSON, and the tree it gives back.
//!
//! Plugins build nodes the parser never makes: directives (`:::note` as remark-directive
//! shapes it), MDX nodes without the parser's bookkeeping, nodes without positions, and nodes
//! that say which HTML element they become (`data.hName`, `data.hProperties`, as
//! mdast-util-to-hast reads them). What the compiler reads differently is rewritten here before
//! the tree is read back: an admonition directive becomes the `<Admonition>` element
//! Docusaurus's own admonition plugin makes of it, a node with `hName` that element.

use markdown::mdast;
use serde_json::{Map, Value, json};

use crate::directives;

/// What changes a document's trees before the compiler finishes it: remark plugins on its
/// mdast (before the compiler reads it), rehype plugins on its hast (the content the compiler
/// made of it).
#[derive(Clone, Default)]
pub struct Transforms {
    pub remark: Option<std::sync::Arc<dyn TreeTransform>>,
    pub rehype: Option<std::sync::Arc<dyn TreeTransform>>,
}

impl Transforms {
    /// What identifies both, for the compile cache's keys.
    pub fn id(&self) -> u64 {
        let part = |transform: &Option<std::sync::Arc<dyn TreeTransform>>| {
            transform.as_ref().map_or(0, |transform| transform.id())
        };
        part(&self.remark).rotate_left(1) ^ part(&self.rehype)
    }

    pub fn is_empty(&self) -> bool {
        self.remark.is_none() && self.rehype.is_none()
    }
}

/// Changes a document's tree (its mdast or hast, as JSON) and gives it back.
pub trait TreeTransform: Send + Sync {
    /// What identifies the transform's behaviour (the plugins, their options and their code),
    /// for the compile cache's keys.
    fn id(&self) -> u64;

    /// The tree (`{"type": "root", …}`), the file's path in the site and its text → the
    /// changed tree and what the plugins said of the file, or why not.
    fn transform(&self, tree: String, site_path: &str, source: &str)
    -> Result<Transformed, String>;
}

/// What a transform gives back.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct Transformed {
    /// The tree, as JSON.
    pub tree: Box<serde_json::value::RawValue>,
    /// What the plugins reported about the file (`file.message(…)`).
    #[serde(default)]
    pub messages: Vec<TransformMessage>,
}

impl Transformed {
    /// The plugins' messages as warnings about the file at `path`.
    pub(crate) fn warnings(&self, path: &std::path::Path) -> Vec<crate::Warning> {
        self.messages
            .iter()
            .map(|said| crate::Warning {
                path: path.to_path_buf(),
                line: said.line.unwrap_or(1),
                column: said.column.unwrap_or(1),
                message: said.message.clone(),
            })
            .collect()
    }
}

/// A plugin's message about a place in the file.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct TransformMessage {
    pub message: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
}

/// The blocks of a document as an mdast root, in JSON, with its admonitions as the
/// `containerDirective` nodes remark-directive makes (and Docusaurus's plugins expect): the
/// parser read each `:::kind` line as a paragraph of its own, which `text` (the text parsed)
/// holds at the paragraph's position.
pub(crate) fn to_json(blocks: &[mdast::Node], text: &str) -> String {
    let root = mdast::Node::Root(mdast::Root {
        children: blocks.to_vec(),
        position: None,
    });
    let mut value = serde_json::to_value(&root).unwrap_or_default();
    group_directives(&mut value, text);
    value.to_string()
}

/// Gathers the blocks between a `:::kind` paragraph and its closing `:::` into a directive, in
/// every list of blocks.
fn group_directives(node: &mut Value, text: &str) {
    let Some(children) = node.get_mut("children").and_then(Value::as_array_mut) else {
        return;
    };
    for child in children.iter_mut() {
        group_directives(child, text);
    }
    // (colons, directive being filled) from the outermost open one inward.
    let mut open: Vec<(usize, Value)> = Vec::new();
    let mut grouped = Vec::with_capacity(children.len());
    for child in children.drain(..) {
        match directive_line(&child, text) {
            // Only admonitions: the compiler reads no other `:::` blocks.
            Some(directives::Directive::Open { colons, kind, .. })
                if directives::resolve_kind(kind).is_some() =>
            {
                // The title as the compiler shows it: the label's text, without its markup.
                let plain = plain_text(&child);
                let title = match directives::parse_directive(&plain) {
                    Some(directives::Directive::Open { title, .. }) => title.to_owned(),
                    _ => String::new(),
                };
                let mut made = json!({"type": "containerDirective", "name": kind, "attributes": {}, "children": []});
                if !title.is_empty() {
                    made["children"]
                        .as_array_mut()
                        .into_iter()
                        .for_each(|children| {
                            children.push(
                                json!({"type": "paragraph", "data": {"directiveLabel": true},
                                "children": [{"type": "text", "value": title}]}),
                            );
                        });
                }
                if let Some(position) = child.get("position") {
                    made["position"] = position.clone();
                }
                open.push((colons, made));
            }
            Some(directives::Directive::Close { colons })
                if open.last().is_some_and(|(opened, _)| *opened == colons) =>
            {
                let (_, mut made) = open.pop().unwrap_or_default();
                if let (Some(end), Some(position)) =
                    (child.pointer("/position/end"), made.get_mut("position"))
                {
                    position["end"] = end.clone();
                }
                push_block(&mut open, &mut grouped, made);
            }
            _ => push_block(&mut open, &mut grouped, child),
        }
    }
    // An admonition left open keeps its lines as written, as the compiler reads it.
    for (_, made) in open {
        grouped.push(made);
    }
    *children = grouped;
}

fn push_block(open: &mut [(usize, Value)], grouped: &mut Vec<Value>, block: Value) {
    match open.last_mut() {
        Some((_, directive)) => {
            if let Some(children) = directive["children"].as_array_mut() {
                children.push(block);
            }
        }
        None => grouped.push(block),
    }
}

/// The directive a paragraph is, read from its text in the parsed source.
fn directive_line<'t>(node: &Value, text: &'t str) -> Option<directives::Directive<'t>> {
    if node.get("type")? != "paragraph" {
        return None;
    }
    let start = node.pointer("/position/start/offset")?.as_u64()? as usize;
    let end = node.pointer("/position/end/offset")?.as_u64()? as usize;
    let line = text.get(start..end)?;
    if line.contains('\n') {
        return None;
    }
    directives::parse_directive(line)
}

/// The blocks of the tree a transform gave back.
pub(crate) fn from_json(text: &str) -> Result<Vec<mdast::Node>, String> {
    let mut value: Value =
        serde_json::from_str(text).map_err(|error| format!("the tree is not JSON: {error}"))?;
    normalise(&mut value)?;
    match serde_json::from_value(value) {
        Ok(mdast::Node::Root(root)) => Ok(root.children),
        Ok(_) => Err("the tree's top node is not a `root`".to_owned()),
        Err(error) => Err(format!("the tree is not mdast the compiler reads: {error}")),
    }
}

/// Rewrites in place what the compiler reads differently from remark's shapes.
fn normalise(node: &mut Value) -> Result<(), String> {
    let Some(object) = node.as_object_mut() else {
        return Ok(());
    };
    if let Some(Value::Array(children)) = object.get_mut("children") {
        for child in children.iter_mut() {
            normalise(child)?;
        }
    }
    if let Some(Value::Array(attributes)) = object.get_mut("attributes") {
        for attribute in attributes.iter_mut() {
            if let Some(value) = attribute.get_mut("value") {
                normalise(value)?;
            }
            normalise(attribute)?;
        }
    }
    let kind = object
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default();
    match kind {
        // The parser's offsets of embedded JavaScript, which a plugin's node has not.
        "mdxjsEsm"
        | "mdxFlowExpression"
        | "mdxTextExpression"
        | "mdxJsxAttributeValueExpression"
        | "mdxJsxExpressionAttribute" => {
            object
                .entry("_markdownRsStops")
                .or_insert_with(|| json!([]));
            // estree, made for JavaScript tools; the compiler reads the text.
            object.remove("data");
        }
        "containerDirective" | "leafDirective" | "textDirective" => {
            *node = directive(std::mem::take(object));
        }
        _ => {
            if let Some(element) = html_element(object) {
                *node = element;
            }
        }
    }
    Ok(())
}

/// Node types that are blocks: an element made of one is a flow element.
const FLOW_TYPES: &[&str] = &[
    "paragraph",
    "heading",
    "blockquote",
    "list",
    "listItem",
    "code",
    "table",
    "thematicBreak",
    "html",
    "footnoteDefinition",
    "math",
];

/// A hast property's name as an attribute of JSX: `class` → `className`, `dataKind` →
/// `data-kind`, `ariaLabel` → `aria-label`; others as they are (`className`, `id`).
pub(crate) fn attribute_name(property: &str) -> String {
    if property == "class" {
        return "className".to_owned();
    }
    for prefix in ["data", "aria"] {
        if let Some(rest) = property.strip_prefix(prefix)
            && rest.starts_with(|first: char| first.is_ascii_uppercase())
        {
            let mut name = prefix.to_owned();
            crate::html::push_hyphenated(&mut name, rest);
            return name;
        }
    }
    property.to_owned()
}

/// A node with `data.hName` as the element it names, with `data.hProperties` as attributes
/// and its children (or `data.hChildren`'s text) inside.
fn html_element(object: &mut Map<String, Value>) -> Option<Value> {
    let data = object.get("data")?;
    let kind = object
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default();
    // A heading keeps being a heading (its id, its place in the table of contents): an id
    // from the plugin is written as Cairn's `{#id}`.
    if kind == "heading" {
        let id = data.pointer("/hProperties/id")?.as_str()?.to_owned();
        if let Some(Value::Array(children)) = object.get_mut("children") {
            children.push(json!({"type": "text", "value": format!(" {{#{id}}}")}));
        }
        return None;
    }
    // `hProperties` alone apply to the element the node is anyway.
    let default_name = match kind {
        "paragraph" => "p",
        "blockquote" => "blockquote",
        "listItem" => "li",
        "emphasis" => "em",
        "strong" => "strong",
        "delete" => "del",
        "inlineCode" => "code",
        _ => "",
    };
    let name = match data.get("hName").and_then(Value::as_str) {
        Some(name) => name.to_owned(),
        None if !default_name.is_empty() && data.get("hProperties").is_some() => {
            default_name.to_owned()
        }
        None => return None,
    };
    let properties = data
        .get("hProperties")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let flow = FLOW_TYPES.contains(&kind);
    let children = match object.remove("children") {
        Some(Value::Array(children)) => children,
        _ => match object.get("value").and_then(Value::as_str) {
            Some(text) => vec![json!({"type": "text", "value": text})],
            None => Vec::new(),
        },
    };
    let attributes: Vec<Value> = properties
        .into_iter()
        .filter_map(|(key, value)| {
            let value = match value {
                Value::String(text) => Value::String(text),
                // hast keeps classes as a list.
                Value::Array(items) => Value::String(
                    items
                        .iter()
                        .filter_map(|item| item.as_str().map(str::to_owned).or_else(|| Some(item.to_string())))
                        .collect::<Vec<_>>()
                        .join(" "),
                ),
                Value::Bool(false) | Value::Null => return None,
                Value::Bool(true) => Value::Null,
                other => json!({"type": "mdxJsxAttributeValueExpression", "value": other.to_string(), "_markdownRsStops": []}),
            };
            let name = attribute_name(&key);
            Some(json!({"type": "mdxJsxAttribute", "name": name, "value": value}))
        })
        .collect();
    let mut element = json!({
        "type": if flow { "mdxJsxFlowElement" } else { "mdxJsxTextElement" },
        "name": name,
        "attributes": attributes,
        "children": children,
    });
    if let Some(position) = object.remove("position") {
        element["position"] = position;
    }
    Some(element)
}

/// A directive as the compiler reads it: an admonition kind becomes `<Admonition type title>`,
/// another container a `<div>` of its children, a leaf or text directive its content.
fn directive(mut object: Map<String, Value>) -> Value {
    let kind = object
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let name = object
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let position = object.remove("position");
    let mut children = match object.remove("children") {
        Some(Value::Array(children)) => children,
        _ => Vec::new(),
    };
    // remark-directive keeps a container's `[label]` as a first paragraph marked in `data`.
    let label = match children.first() {
        Some(first) if first.pointer("/data/directiveLabel") == Some(&Value::Bool(true)) => {
            Some(plain_text(&children.remove(0)))
        }
        _ => None,
    };
    let flow = kind == "containerDirective";
    let element = if flow {
        "mdxJsxFlowElement"
    } else {
        "mdxJsxTextElement"
    };
    let mut attributes = Vec::new();
    let tag = match directives::resolve_kind(&name) {
        Some((drawn, default_title)) if flow => {
            attributes.push(json!({"type": "mdxJsxAttribute", "name": "type", "value": drawn}));
            if let Some(title) = label.or(default_title.map(str::to_owned)) {
                attributes
                    .push(json!({"type": "mdxJsxAttribute", "name": "title", "value": title}));
            }
            "Admonition"
        }
        _ if flow => "div",
        _ => "span",
    };
    let mut made = json!({
        "type": element,
        "name": tag,
        "attributes": attributes,
        "children": children,
    });
    if let Some(position) = position {
        made["position"] = position;
    }
    made
}

/// The text of a node and its descendants.
fn plain_text(node: &Value) -> String {
    if let Some(text) = node.get("value").and_then(Value::as_str) {
        return text.to_owned();
    }
    node.get("children")
        .and_then(Value::as_array)
        .map(|children| children.iter().map(plain_text).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_goes_out_and_comes_back_the_same() {
        let blocks = markdown::to_mdast("# Hi\n\nSome *text*.\n", &markdown::ParseOptions::mdx())
            .unwrap()
            .children()
            .cloned()
            .unwrap_or_default();
        assert_eq!(from_json(&to_json(&blocks, "")).unwrap(), blocks);
    }

    #[test]
    fn admonitions_go_out_as_directives_and_come_back() {
        let compiler = crate::Compiler::new();
        let source = "Before.\n\n:::tip[Mind **this**]\nInside.\n:::\n\nAfter.\n";
        let plain = compiler
            .compile(source, std::path::Path::new("a.md"))
            .unwrap();
        let through = compiler
            .compile_transformed(
                source,
                std::path::Path::new("a.md"),
                "a.md",
                Some(&Transforms {
                    remark: Some(std::sync::Arc::new(Check)),
                    rehype: None,
                }),
            )
            .unwrap();
        assert_eq!(
            serde_json::to_string(&through.content).unwrap(),
            serde_json::to_string(&plain.content).unwrap()
        );
    }

    /// A transform that checks it is given the admonition as a directive, and gives it back.
    struct Check;

    impl TreeTransform for Check {
        fn id(&self) -> u64 {
            2
        }

        fn transform(&self, tree: String, _: &str, _: &str) -> Result<Transformed, String> {
            let value: Value = serde_json::from_str(&tree).unwrap();
            let directive = &value["children"][1];
            assert_eq!(directive["type"], "containerDirective", "{value}");
            assert_eq!(directive["name"], "tip");
            assert_eq!(directive["children"][0]["data"]["directiveLabel"], true);
            assert_eq!(directive["children"][1]["type"], "paragraph");
            assert_eq!(value["children"][2]["type"], "paragraph");
            Ok(Transformed {
                tree: serde_json::value::RawValue::from_string(tree).unwrap(),
                messages: Vec::new(),
            })
        }
    }

    #[test]
    fn a_plugin_node_without_the_parser_bookkeeping_is_read() {
        let tree = r#"{"type":"root","children":[
            {"type":"mdxjsEsm","value":"import Tabs from '@theme/Tabs';"},
            {"type":"mdxJsxFlowElement","name":"Tabs","attributes":[
                {"type":"mdxJsxAttribute","name":"groupId","value":{"type":"mdxJsxAttributeValueExpression","value":"'x'","data":{"estree":{}}}}
            ],"children":[]}]}"#;
        let blocks = from_json(tree).unwrap();
        assert!(matches!(blocks[0], mdast::Node::MdxjsEsm(_)));
        assert!(matches!(blocks[1], mdast::Node::MdxJsxFlowElement(_)));
    }

    #[test]
    fn an_admonition_directive_becomes_the_admonition_element() {
        let tree = r#"{"type":"root","children":[{"type":"containerDirective","name":"caution","children":[
            {"type":"paragraph","data":{"directiveLabel":true},"children":[{"type":"text","value":"Mind "},{"type":"strong","children":[{"type":"text","value":"this"}]}]},
            {"type":"paragraph","children":[{"type":"text","value":"Body"}]}]}]}"#;
        let blocks = from_json(tree).unwrap();
        let mdast::Node::MdxJsxFlowElement(element) = &blocks[0] else {
            panic!("an element: {blocks:?}");
        };
        assert_eq!(element.name.as_deref(), Some("Admonition"));
        let values: Vec<String> = element
            .attributes
            .iter()
            .map(|attribute| format!("{attribute:?}"))
            .collect();
        assert!(values[0].contains("\"warning\""), "{values:?}");
        assert!(values[1].contains("Mind this"), "{values:?}");
        assert_eq!(element.children.len(), 1);
    }

    #[test]
    fn a_node_that_names_its_html_element_becomes_it() {
        let tree = r#"{"type":"root","children":[{"type":"blockquote","data":{"hName":"div","hProperties":{"className":["alert","alert-tip"],"dataKind":"tip"}},
            "children":[{"type":"paragraph","children":[{"type":"text","value":"Hi"}]}]}]}"#;
        let blocks = from_json(tree).unwrap();
        let mdast::Node::MdxJsxFlowElement(element) = &blocks[0] else {
            panic!("an element: {blocks:?}");
        };
        assert_eq!(element.name.as_deref(), Some("div"));
        let shown = format!("{:?}", element.attributes);
        assert!(shown.contains("alert alert-tip"), "{shown}");
        assert!(shown.contains("className"), "{shown}");
        assert!(shown.contains("\"data-kind\""), "{shown}");
        assert!(matches!(element.children[0], mdast::Node::Paragraph(_)));
    }

    #[test]
    fn a_heading_keeps_its_place_and_takes_the_id_a_plugin_gives_it() {
        let tree = r#"{"type":"root","children":[{"type":"heading","depth":2,"data":{"hProperties":{"id":"set-up"}},
            "children":[{"type":"text","value":"Setting up"}]}]}"#;
        let compiled = crate::Compiler::new()
            .compile_transformed(
                "x",
                std::path::Path::new("a.md"),
                "a.md",
                Some(&Transforms {
                    remark: Some(std::sync::Arc::new(Fixed(tree))),
                    rehype: None,
                }),
            )
            .unwrap();
        assert_eq!(compiled.headings[0].id, "set-up");
        assert_eq!(compiled.headings[0].text, "Setting up");
    }

    /// A transform that gives back the same tree whatever it is given.
    struct Fixed(&'static str);

    impl TreeTransform for Fixed {
        fn id(&self) -> u64 {
            1
        }

        fn transform(&self, _: String, _: &str, _: &str) -> Result<Transformed, String> {
            Ok(Transformed {
                tree: serde_json::value::RawValue::from_string(self.0.to_owned()).unwrap(),
                messages: Vec::new(),
            })
        }
    }

    #[test]
    fn a_node_the_compiler_does_not_know_is_named() {
        let error =
            from_json(r#"{"type":"root","children":[{"type":"jsx","value":"<X/>"}]}"#).unwrap_err();
        assert!(error.contains("unknown variant `jsx`"), "{error}");
    }
}
