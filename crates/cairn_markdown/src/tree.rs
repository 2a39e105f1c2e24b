//! The content tree: text, or an element with props and children.
//!
//! Serialised compactly: text is a JSON string and an element is `[tag, props?, ...children]`,
//! with `props` left out when empty. Pages are mostly content, so this form keeps the data
//! chunks a browser fetches small.

use serde::ser::{Serialize, SerializeSeq, Serializer};
use serde_json::{Map, Value};

pub type Props = Map<String, Value>;

#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    Text(String),
    Element {
        tag: String,
        props: Props,
        children: Vec<Node>,
    },
}

impl Node {
    pub fn element(tag: &str, props: Props, children: Vec<Node>) -> Self {
        Node::Element {
            tag: tag.to_owned(),
            props,
            children,
        }
    }

    pub fn text(text: impl Into<String>) -> Self {
        Node::Text(text.into())
    }

    /// Concatenated text of this node and its descendants.
    pub fn plain_text(&self) -> String {
        let mut out = String::new();
        self.collect_text(&mut out);
        out
    }

    fn collect_text(&self, out: &mut String) {
        match self {
            Node::Text(text) => out.push_str(text),
            Node::Element { children, .. } => {
                for child in children {
                    child.collect_text(out);
                }
            }
        }
    }

    /// Visits every element, depth first.
    pub fn visit_elements(&self, visit: &mut impl FnMut(&str, &Props)) {
        if let Node::Element {
            tag,
            props,
            children,
        } = self
        {
            visit(tag, props);
            for child in children {
                child.visit_elements(visit);
            }
        }
    }

    /// Visits every element, depth first, allowing changes to its props.
    pub fn visit_elements_mut(&mut self, visit: &mut impl FnMut(&str, &mut Props)) {
        if let Node::Element {
            tag,
            props,
            children,
        } = self
        {
            visit(tag, props);
            for child in children {
                child.visit_elements_mut(visit);
            }
        }
    }
}

impl Serialize for Node {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Node::Text(text) => serializer.serialize_str(text),
            Node::Element {
                tag,
                props,
                children,
            } => {
                let length = 1 + usize::from(!props.is_empty()) + children.len();
                let mut sequence = serializer.serialize_seq(Some(length))?;
                sequence.serialize_element(tag)?;
                if !props.is_empty() {
                    sequence.serialize_element(props)?;
                }
                for child in children {
                    sequence.serialize_element(child)?;
                }
                sequence.end()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialises_compactly() {
        let mut props = Props::new();
        props.insert("href".into(), Value::from("/docs/"));
        let node = Node::element(
            "p",
            Props::new(),
            vec![
                Node::text("See "),
                Node::element("a", props, vec![Node::text("docs")]),
            ],
        );
        assert_eq!(
            serde_json::to_string(&node).unwrap(),
            r#"["p","See ",["a",{"href":"/docs/"},"docs"]]"#
        );
        assert_eq!(node.plain_text(), "See docs");
    }
}
