//! A content tree read from a chunk's JSON without copying it: texts borrow the JSON unless
//! they hold escapes, and each node keeps its JSON text, which goes into the worker's request
//! as it is when the node is left to React. Reading the tree into `cairn_markdown::Node`s
//! (a string per text and tag, a map per element) was most of the engine's cost per page.
//!
//! The form is the one `cairn_markdown::tree` writes: a text is a JSON string, an element is
//! `[tag, props?, ...children]` with `props` an object.

use std::borrow::Cow;
use std::ops::Range;

use memchr::memchr2;
use serde_json::{Map, Value};

/// A node of the tree, with its JSON text.
pub(super) enum Item<'a> {
    Text { text: Cow<'a, str>, json: &'a str },
    Element(Element<'a>),
}

pub(super) struct Element<'a> {
    pub tag: Cow<'a, str>,
    /// The tag as JSON.
    pub tag_json: &'a str,
    /// The props object as JSON, read only when the element is rendered here.
    pub props_json: Option<&'a str>,
    pub children: Vec<Item<'a>>,
    /// The whole element as JSON.
    pub json: &'a str,
}

impl<'a> Item<'a> {
    /// Reads the tree that `json` holds, all of it; `None` if it is not one.
    #[cfg(test)]
    pub fn read(json: &'a str) -> Option<Item<'a>> {
        let mut reader = Reader { json, at: 0 };
        let item = reader.item()?;
        reader.skip_whitespace();
        (reader.at == json.len()).then_some(item)
    }

    /// Reads the tree in field `name` of the object `json` holds, and where that tree is in
    /// `json`; `None` if there is no such field or it holds no tree. The fields after it are
    /// not read.
    pub fn read_field(json: &'a str, name: &str) -> Option<(Range<usize>, Item<'a>)> {
        let mut reader = Reader { json, at: 0 };
        reader.open(b'{')?;
        reader.find_key(name)?;
        let start = reader.at;
        let item = reader.item()?;
        Some((start..reader.at, item))
    }

    /// Reads the tree in field `content` of each object in the array in field `posts` of the
    /// object `json` holds (a blog list page), with where each is; `None` if a post has none.
    pub fn read_post_contents(json: &'a str) -> Option<Vec<(Range<usize>, Item<'a>)>> {
        let mut reader = Reader { json, at: 0 };
        reader.open(b'{')?;
        reader.find_key("posts")?;
        reader.open(b'[')?;
        let mut trees = Vec::new();
        reader.skip_whitespace();
        if reader.peek()? == b']' {
            return Some(trees);
        }
        loop {
            reader.open(b'{')?;
            reader.find_key("content")?;
            let start = reader.at;
            let item = reader.item()?;
            trees.push((start..reader.at, item));
            reader.close_object()?;
            reader.skip_whitespace();
            match reader.peek()? {
                b',' => reader.at += 1,
                b']' => return Some(trees),
                _ => return None,
            }
        }
    }

    pub fn json(&self) -> &'a str {
        match self {
            Item::Text { json, .. } => json,
            Item::Element(element) => element.json,
        }
    }

    /// Whether React writes anything for this node: an empty text writes nothing.
    pub fn writes(&self) -> bool {
        !matches!(self, Item::Text { text, .. } if text.is_empty())
    }

    /// The text of this node and its descendants, as `Node::plain_text` gives it.
    pub fn plain_text_into(&self, out: &mut String) {
        match self {
            Item::Text { text, .. } => out.push_str(text),
            Item::Element(element) => {
                for child in &element.children {
                    child.plain_text_into(out);
                }
            }
        }
    }
}

impl Element<'_> {
    /// The element's props; `None` if they are not an object.
    pub fn props(&self) -> Option<Map<String, Value>> {
        match self.props_json {
            None => Some(Map::new()),
            Some(json) => serde_json::from_str(json).ok(),
        }
    }
}

/// The tree `Node` reads from the same JSON, for tests.
#[cfg(test)]
pub(super) fn to_node(item: &Item<'_>) -> cairn_markdown::Node {
    use cairn_markdown::Node;
    match item {
        Item::Text { text, .. } => Node::text(text.as_ref()),
        Item::Element(element) => Node::element(
            &element.tag,
            element.props().unwrap_or_default(),
            element.children.iter().map(to_node).collect(),
        ),
    }
}

struct Reader<'a> {
    json: &'a str,
    at: usize,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.json.as_bytes().get(self.at).copied()
    }

    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    /// Moves past `opening` (`{` or `[`), after any whitespace.
    fn open(&mut self, opening: u8) -> Option<()> {
        self.skip_whitespace();
        if self.peek()? != opening {
            return None;
        }
        self.at += 1;
        Some(())
    }

    /// Inside an object, moves to the value of key `name`, past the fields before it.
    fn find_key(&mut self, name: &str) -> Option<()> {
        loop {
            if self.key()? == name {
                return Some(());
            }
            self.skip_value()?;
            self.skip_whitespace();
            if self.peek()? != b',' {
                return None;
            }
            self.at += 1;
        }
    }

    /// After a field's value, moves past the object's other fields and its `}`.
    fn close_object(&mut self) -> Option<()> {
        loop {
            self.skip_whitespace();
            match self.peek()? {
                b'}' => {
                    self.at += 1;
                    return Some(());
                }
                b',' => {
                    self.at += 1;
                    self.key()?;
                    self.skip_value()?;
                }
                _ => return None,
            }
        }
    }

    /// A field's `"key":`, and the whitespace around it: the key, with the reader at its value.
    fn key(&mut self) -> Option<Cow<'a, str>> {
        self.skip_whitespace();
        if self.peek()? != b'"' {
            return None;
        }
        let (key, _) = self.string()?;
        self.skip_whitespace();
        if self.peek()? != b':' {
            return None;
        }
        self.at += 1;
        self.skip_whitespace();
        Some(key)
    }

    fn item(&mut self) -> Option<Item<'a>> {
        self.skip_whitespace();
        match self.peek()? {
            b'"' => {
                let (text, json) = self.string()?;
                Some(Item::Text { text, json })
            }
            b'[' => self.element().map(Item::Element),
            _ => None,
        }
    }

    /// `[tag, props?, ...children]`.
    fn element(&mut self) -> Option<Element<'a>> {
        let start = self.at;
        self.at += 1;
        self.skip_whitespace();
        if self.peek()? != b'"' {
            return None;
        }
        let (tag, tag_json) = self.string()?;
        let mut props_json = None;
        let mut children = Vec::new();
        loop {
            self.skip_whitespace();
            match self.peek()? {
                b']' => {
                    self.at += 1;
                    break;
                }
                b',' => {
                    self.at += 1;
                    self.skip_whitespace();
                    if self.peek()? == b'{' {
                        // Props come right after the tag, once.
                        if props_json.is_some() || !children.is_empty() {
                            return None;
                        }
                        let props_start = self.at;
                        self.skip_value()?;
                        props_json = Some(&self.json[props_start..self.at]);
                    } else {
                        children.push(self.item()?);
                    }
                }
                _ => return None,
            }
        }
        Some(Element {
            tag,
            tag_json,
            props_json,
            children,
            json: &self.json[start..self.at],
        })
    }

    /// A string and its JSON; borrowed when it has no escapes.
    fn string(&mut self) -> Option<(Cow<'a, str>, &'a str)> {
        let start = self.at;
        let bytes = self.json.as_bytes();
        let mut at = start + 1;
        let mut escaped = false;
        loop {
            at += memchr2(b'"', b'\\', &bytes[at..])?;
            if bytes[at] == b'"' {
                break;
            }
            // An escape: `\"`, `\\` or `\uXXXX` (whose digits hold no quote).
            escaped = true;
            at += 2;
        }
        self.at = at + 1;
        let json = &self.json[start..self.at];
        let text = if escaped {
            Cow::Owned(serde_json::from_str::<String>(json).ok()?)
        } else {
            Cow::Borrowed(&json[1..json.len() - 1])
        };
        Some((text, json))
    }

    /// Moves past any JSON value (in props: strings, numbers, objects, arrays, literals).
    fn skip_value(&mut self) -> Option<()> {
        let mut depth = 0usize;
        loop {
            self.skip_whitespace();
            match self.peek()? {
                b'"' => {
                    self.string()?;
                }
                b'{' | b'[' => {
                    depth += 1;
                    self.at += 1;
                }
                b'}' | b']' => {
                    depth = depth.checked_sub(1)?;
                    self.at += 1;
                }
                b',' | b':' if depth > 0 => self.at += 1,
                _ => {
                    // A number or a literal: up to what ends it.
                    let length = self.json.as_bytes()[self.at..]
                        .iter()
                        .position(|byte| {
                            matches!(byte, b',' | b']' | b'}' | b' ' | b'\n' | b'\r' | b'\t')
                        })
                        .unwrap_or(self.json.len() - self.at);
                    if length == 0 {
                        return None;
                    }
                    self.at += length;
                }
            }
            if depth == 0 {
                return Some(());
            }
        }
    }
}
