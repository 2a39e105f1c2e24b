//! A document's content tree as hast (the HTML syntax tree rehype plugins work on), and back.
//!
//! The content tree is already elements and text: an HTML element is a hast `element`
//! (`className` as hast's list of classes), a component (`Admonition`, `Tabs`, a site's own)
//! an `mdxJsxFlowElement` as in Docusaurus's hast, its props as attributes (text as is, other
//! values as JSON in expressions) and, whole, in `data.cairnProps`, so that what a plugin does
//! not touch comes back exactly.

use serde_json::{Map, Value, json};

use crate::tree::{Node, Props};
use crate::tree_transform::attribute_name;

/// The content as a hast root, in JSON.
pub(crate) fn to_json(content: &[Node]) -> String {
    let root = json!({"type": "root", "children": content.iter().map(to_hast).collect::<Vec<_>>()});
    root.to_string()
}

fn to_hast(node: &Node) -> Value {
    match node {
        Node::Text(text) => json!({"type": "text", "value": text}),
        Node::Element {
            tag,
            props,
            children,
        } => {
            let children: Vec<Value> = children.iter().map(to_hast).collect();
            if is_component(tag) {
                let attributes: Vec<Value> = props
                    .iter()
                    .map(|(name, value)| {
                        let value = match value {
                            Value::String(text) => Value::String(text.clone()),
                            other => json!({"type": "mdxJsxAttributeValueExpression", "value": other.to_string()}),
                        };
                        json!({"type": "mdxJsxAttribute", "name": name, "value": value})
                    })
                    .collect();
                json!({
                    "type": "mdxJsxFlowElement",
                    "name": tag,
                    "attributes": attributes,
                    "children": children,
                    "data": {"cairnProps": props},
                })
            } else {
                let mut properties = props.clone();
                if let Some(Value::String(classes)) = properties.get("className") {
                    let list: Vec<Value> = classes.split_whitespace().map(Value::from).collect();
                    properties.insert("className".to_owned(), Value::Array(list));
                }
                json!({"type": "element", "tagName": tag, "properties": properties, "children": children})
            }
        }
    }
}

/// A component's tag starts with a capital (`Admonition`) or names a member (`Icons.Star`).
fn is_component(tag: &str) -> bool {
    tag.starts_with(|first: char| first.is_ascii_uppercase()) || tag.contains('.')
}

/// The content of a hast root a plugin gave back.
pub(crate) fn from_json(text: &str) -> Result<Vec<Node>, String> {
    let root: Value =
        serde_json::from_str(text).map_err(|error| format!("the tree is not JSON: {error}"))?;
    if root.get("type").and_then(Value::as_str) != Some("root") {
        return Err("the tree's top node is not a `root`".to_owned());
    }
    children(&root)
}

fn children(node: &Value) -> Result<Vec<Node>, String> {
    let mut nodes = Vec::new();
    for child in node
        .get("children")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if let Some(node) = from_hast(child)? {
            nodes.push(node);
        }
    }
    Ok(nodes)
}

fn from_hast(node: &Value) -> Result<Option<Node>, String> {
    let kind = node.get("type").and_then(Value::as_str).unwrap_or_default();
    Ok(Some(match kind {
        "text" => Node::Text(node["value"].as_str().unwrap_or_default().to_owned()),
        // Comments are not shown; a doctype has no place in a page's content.
        "comment" | "doctype" => return Ok(None),
        "element" => {
            let tag = node["tagName"]
                .as_str()
                .ok_or("an element without a `tagName`")?
                .to_owned();
            let mut props = Props::new();
            for (name, value) in node["properties"].as_object().into_iter().flatten() {
                let value = match value {
                    // hast's lists of space-separated tokens (classes, `rel`).
                    Value::Array(items) => Value::String(
                        items
                            .iter()
                            .map(|item| {
                                item.as_str()
                                    .map_or_else(|| item.to_string(), str::to_owned)
                            })
                            .collect::<Vec<_>>()
                            .join(" "),
                    ),
                    Value::Bool(false) | Value::Null => continue,
                    Value::Bool(true) => Value::String(String::new()),
                    other => other.clone(),
                };
                props.insert(attribute_name(name), value);
            }
            Node::Element {
                tag,
                props,
                children: children(node)?,
            }
        }
        "mdxJsxFlowElement" | "mdxJsxTextElement" => {
            let tag = node["name"]
                .as_str()
                .ok_or("an MDX element without a `name` (a fragment)")?
                .to_owned();
            let mut props: Props = node
                .pointer("/data/cairnProps")
                .and_then(Value::as_object)
                .cloned()
                .unwrap_or_else(Map::new);
            let mut named = std::collections::HashSet::new();
            for attribute in node["attributes"].as_array().into_iter().flatten() {
                let Some(name) = attribute["name"].as_str() else {
                    return Err("an MDX element with a spread attribute (`{...x}`)".to_owned());
                };
                named.insert(name.to_owned());
                let value = match &attribute["value"] {
                    Value::Null => Value::Bool(true),
                    Value::String(text) => Value::String(text.clone()),
                    expression => {
                        let code = expression["value"].as_str().unwrap_or_default();
                        serde_json::from_str(code).map_err(|_| {
                            format!("the attribute `{name}` of <{tag}> is JavaScript (`{code}`); Cairn reads JSON values only")
                        })?
                    }
                };
                props.insert(name.to_owned(), value);
            }
            // An attribute the plugin took away is gone.
            props.retain(|name, _| named.contains(name));
            Node::Element {
                tag,
                props,
                children: children(node)?,
            }
        }
        "raw" => {
            return Err(
                "a `raw` node (HTML as text, from rehype-raw or allowDangerousHtml): Cairn reads HTML while compiling, not from plugins".to_owned(),
            );
        }
        other => {
            return Err(format!(
                "a hast node of type `{other}`, which the compiler does not read"
            ));
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compile(source: &str) -> Vec<Node> {
        crate::compile(source, std::path::Path::new("a.mdx"))
            .unwrap()
            .content
    }

    #[test]
    fn content_goes_out_and_comes_back_the_same() {
        let content = compile(
            "# Title\n\nSome *text* and [a link](https://x.dev).\n\n:::tip[Careful]\nBody\n:::\n\n```js title=\"a.js\"\nconst a = 1;\n```\n\n<div className=\"box wide\" data-x=\"1\">Hi</div>\n",
        );
        assert_eq!(from_json(&to_json(&content)).unwrap(), content);
    }

    #[test]
    fn properties_a_plugin_sets_are_the_element_s_props() {
        let tree = r#"{"type":"root","children":[{"type":"element","tagName":"a","properties":{"href":"https://x.dev","target":"_blank","rel":["noopener","noreferrer"],"dataExternal":true,"hidden":false},"children":[{"type":"text","value":"x"}]},{"type":"comment","value":"gone"}]}"#;
        let content = from_json(tree).unwrap();
        assert_eq!(content.len(), 1);
        let Node::Element { props, .. } = &content[0] else {
            panic!("an element");
        };
        assert_eq!(props["rel"], "noopener noreferrer");
        assert_eq!(props["data-external"], "");
        assert!(!props.contains_key("hidden"));
    }

    #[test]
    fn a_component_keeps_its_props_and_takes_the_plugin_s_changes() {
        let content = compile(":::note\nBody\n:::\n");
        let mut tree: Value = serde_json::from_str(&to_json(&content)).unwrap();
        let attributes = tree["children"][0]["attributes"].as_array_mut().unwrap();
        attributes.push(json!({"type": "mdxJsxAttribute", "name": "title", "value": "Added"}));
        let back = from_json(&tree.to_string()).unwrap();
        let Node::Element { tag, props, .. } = &back[0] else {
            panic!("an element");
        };
        assert_eq!(tag, "Admonition");
        assert_eq!(props["title"], "Added");
        assert_eq!(props["type"], "note");
    }
}
