//! The content tree: text, or an element with props and children.
//!
//! Serialised compactly: text is a JSON string and an element is `[tag, props?, ...children]`,
//! with `props` left out when empty. Pages are mostly content, so this form keeps the data
//! chunks a browser fetches small.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
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

    /// Whether this node or one of its descendants is an element with this tag.
    pub fn contains_tag(&self, wanted: &str) -> bool {
        match self {
            Node::Text(_) => false,
            Node::Element { tag, children, .. } => {
                tag == wanted || children.iter().any(|child| child.contains_tag(wanted))
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

/// Gives every list of children in `nodes`, and `nodes` itself, exactly the room it holds.
///
/// Trees are built by pushing children one by one, and a vector's room grows by doubling:
/// about half of a compiled document's node slots were empty (a node is 72 bytes). A build
/// keeps every document's tree until its pages are planned, so this was about 180 MB of a
/// 10,000-page build's peak. A fresh vector is made rather than `shrink_to_fit` called,
/// because the allocator may keep a block that shrinks by less than half where it is.
pub fn fit_to_size(nodes: &mut Vec<Node>) {
    for node in nodes.iter_mut() {
        if let Node::Element { children, .. } = node {
            fit_to_size(children);
        }
    }
    fit_list(nodes);
}

fn fit_list(nodes: &mut Vec<Node>) {
    if nodes.capacity() > nodes.len() {
        let mut exact = Vec::with_capacity(nodes.len());
        exact.append(nodes);
        *nodes = exact;
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

/// Reads the compact form back (from JSON, or a compile cache entry in another
/// self-describing format): a string is text, a sequence is `[tag, props?, ...children]`.
impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(NodeVisitor)
    }
}

struct NodeVisitor;

impl<'de> Visitor<'de> for NodeVisitor {
    type Value = Node;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a string or a [tag, props?, ...children] sequence")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Node, E> {
        Ok(Node::text(text))
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<Node, E> {
        Ok(Node::Text(text))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut sequence: A) -> Result<Node, A::Error> {
        let tag: String = sequence
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let mut props = Props::new();
        let mut children = Vec::with_capacity(sequence.size_hint().unwrap_or(0));
        while let Some(item) = sequence.next_element::<Item>()? {
            match item {
                Item::Props(read) if children.is_empty() && props.is_empty() => props = read,
                Item::Props(_) => return Err(de::Error::custom("props after the second item")),
                Item::Node(node) => children.push(node),
            }
        }
        // A compile cache entry read back is kept as long as a compiled one (see
        // `fit_to_size`); the children were fitted as they were read.
        fit_list(&mut children);
        Ok(Node::Element {
            tag,
            props,
            children,
        })
    }
}

/// An item after an element's tag: its props (an object) or a child.
enum Item {
    Props(Props),
    Node(Node),
}

impl<'de> Deserialize<'de> for Item {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(ItemVisitor)
    }
}

struct ItemVisitor;

impl<'de> Visitor<'de> for ItemVisitor {
    type Value = Item;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("props or a child node")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Item, E> {
        Ok(Item::Node(Node::text(text)))
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<Item, E> {
        Ok(Item::Node(Node::Text(text)))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, sequence: A) -> Result<Item, A::Error> {
        NodeVisitor.visit_seq(sequence).map(Item::Node)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Item, A::Error> {
        Props::deserialize(de::value::MapAccessDeserializer::new(map)).map(Item::Props)
    }
}

/// Asserts that every list of children in `nodes` holds exactly its nodes; `capacity` is that
/// of `nodes` itself.
#[cfg(test)]
pub(crate) fn assert_fitted(nodes: &[Node], capacity: usize) {
    assert_eq!(capacity, nodes.len());
    for node in nodes {
        if let Node::Element { children, .. } = node {
            assert_fitted(children, children.capacity());
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

    #[test]
    fn reads_the_compact_form_back() {
        let json = r#"["div",["p",{"className":"x"},"a",["br"]],"b",["hr",{"id":"h"}]]"#;
        let node: Node = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_string(&node).unwrap(), json);
        assert!(serde_json::from_str::<Node>(r#"["p","a",{"id":"late"}]"#).is_err());
    }

    #[test]
    fn trees_keep_no_empty_room_once_built_or_read() {
        let mut list = Vec::new();
        list.push(Node::text("a"));
        let mut items = Vec::new();
        for item in ["one", "two", "three", "four", "five"] {
            items.push(Node::element("li", Props::new(), vec![Node::text(item)]));
        }
        list.push(Node::element("ul", Props::new(), items));
        let mut nodes = vec![Node::element("div", Props::new(), list)];
        nodes.reserve(10);
        let before = nodes.clone();
        fit_to_size(&mut nodes);
        assert_eq!(nodes, before);
        assert_fitted(&nodes, nodes.capacity());

        let json = serde_json::to_string(&nodes).unwrap();
        let read: Vec<Node> = serde_json::from_str(&json).unwrap();
        for node in &read {
            if let Node::Element { children, .. } = node {
                assert_fitted(children, children.capacity());
            }
        }
    }
}
