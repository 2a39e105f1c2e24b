//! Sidebar and category files read into one located tree, whatever their format.
//!
//! YAML, TOML and JSON are first read into [`Node`]s that remember where each value was
//! written; the item rules are then checked once, on that tree, so every format gets the same
//! messages and every message can point at a line and column. JavaScript files are evaluated
//! by Node and their export read as JSON; those values have no positions.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::error::ContentError;

/// One-based line and column in a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Position {
    pub line: usize,
    pub column: usize,
}

/// Where something was written: the file, and the position when the parser knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Origin {
    pub file: PathBuf,
    pub position: Option<Position>,
}

impl Origin {
    pub fn file(file: &Path) -> Self {
        Origin {
            file: file.to_owned(),
            position: None,
        }
    }

    /// `:line:column`, or nothing when the position is unknown; follows the file name.
    pub fn suffix(&self) -> String {
        match self.position {
            Some(Position { line, column }) => format!(":{line}:{column}"),
            None => String::new(),
        }
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}{}", self.file.display(), self.suffix())
    }
}

/// A value and where it was written.
#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub value: Value,
    pub position: Option<Position>,
}

#[derive(Debug, Clone)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    List(Vec<Node>),
    /// Entries in the order written.
    Map(Vec<(String, Node)>),
}

impl Value {
    /// What the value is, for "expected …, found …" messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "nothing",
            Value::Bool(_) => "true/false",
            Value::Number(_) => "a number",
            Value::String(_) => "text",
            Value::List(_) => "a list",
            Value::Map(_) => "a map",
        }
    }
}

impl Node {
    /// The value as JSON, for `customProps`, which are passed to the theme as written.
    pub fn to_json(&self) -> serde_json::Value {
        match &self.value {
            Value::Null => serde_json::Value::Null,
            Value::Bool(value) => serde_json::Value::Bool(*value),
            Value::Number(number) => {
                // Whole numbers stay integers, so `3` is not sent as `3.0`.
                if number.fract() == 0.0 && number.abs() < 9.0e15 {
                    serde_json::Value::from(*number as i64)
                } else {
                    serde_json::Number::from_f64(*number)
                        .map_or(serde_json::Value::Null, serde_json::Value::Number)
                }
            }
            Value::String(text) => serde_json::Value::String(text.clone()),
            Value::List(items) => items.iter().map(Node::to_json).collect(),
            Value::Map(entries) => serde_json::Value::Object(
                entries
                    .iter()
                    .map(|(key, node)| (key.clone(), node.to_json()))
                    .collect(),
            ),
        }
    }
}

/// The formats a sidebar or category file may be written in, chosen by extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Format {
    Yaml,
    Toml,
    Json,
    /// `.js`, `.cjs`, `.mjs`: evaluated by Node; values carry no positions.
    JavaScript,
    /// `.ts`, `.cts`, `.mts`: evaluated by Node when it can strip types.
    TypeScript,
}

impl Format {
    pub fn of(path: &Path) -> Option<Format> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "yml" | "yaml" => Some(Format::Yaml),
            "toml" => Some(Format::Toml),
            "json" => Some(Format::Json),
            "js" | "cjs" | "mjs" => Some(Format::JavaScript),
            "ts" | "cts" | "mts" => Some(Format::TypeScript),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Format::Yaml => "YAML",
            Format::Toml => "TOML",
            Format::Json => "JSON",
            Format::JavaScript => "JavaScript",
            Format::TypeScript => "TypeScript",
        }
    }
}

/// Reads `path` and parses it in `format`. An empty file is `Null`.
pub(crate) fn read(path: &Path, format: Format) -> Result<Node, ContentError> {
    if let Format::JavaScript | Format::TypeScript = format {
        let json = super::javascript::evaluate(path)?;
        // Read as YAML (of which JSON is a subset) to keep the keys in the order written; the
        // positions would be in Node's output, not the file, so they are dropped.
        return serde_json::from_str::<serde_json::Value>(&json)
            .map(|value| {
                serde_saphyr::from_str::<YamlNode>(&json)
                    .map(|node| unlocated(YamlNode::into_node(node)))
                    .unwrap_or_else(|_| json_node(&value))
            })
            .map_err(|error| ContentError::SidebarSyntax {
                file: path.to_owned(),
                location: String::new(),
                format: "JSON from Node",
                message: first_sentence(&error.to_string()),
            });
    }
    let text = ContentError::read_text(path, path)?;
    parse(&text, format).map_err(|failure| ContentError::SidebarSyntax {
        file: path.to_owned(),
        location: failure
            .position
            .map(|Position { line, column }| format!(":{line}:{column}"))
            .unwrap_or_default(),
        format: format.name(),
        message: failure.message,
    })
}

struct SyntaxFailure {
    position: Option<Position>,
    message: String,
}

fn parse(text: &str, format: Format) -> Result<Node, SyntaxFailure> {
    if text.trim().is_empty() {
        return Ok(Node {
            value: Value::Null,
            position: None,
        });
    }
    match format {
        Format::Yaml => serde_saphyr::from_str::<YamlNode>(text)
            .map(YamlNode::into_node)
            .map_err(|error| SyntaxFailure {
                position: error.location().map(|location| Position {
                    line: (location.line() as usize).max(1),
                    column: (location.column() as usize).max(1),
                }),
                message: saphyr_reason(&error.to_string()),
            }),
        Format::Toml => toml::from_str::<TomlNode>(text)
            .map(|node| node.into_node(text))
            .map_err(|error| SyntaxFailure {
                position: error.span().map(|span| line_column(text, span.start)),
                message: error.message().trim().to_owned(),
            }),
        // serde_json decides what is valid JSON (and says where it is not); it keeps no
        // positions, so the values are read again as YAML, of which JSON is a subset, for
        // their lines and columns. Should the YAML reader disagree, values go unlocated.
        Format::JavaScript | Format::TypeScript => Err(SyntaxFailure {
            position: None,
            message: "JavaScript is evaluated by Node, not parsed".to_owned(),
        }),
        Format::Json => serde_json::from_str::<serde_json::Value>(text)
            .map(|value| {
                serde_saphyr::from_str::<YamlNode>(text)
                    .map(YamlNode::into_node)
                    .unwrap_or_else(|_| json_node(&value))
            })
            .map_err(|error| SyntaxFailure {
                position: Some(Position {
                    line: error.line().max(1),
                    column: error.column().max(1),
                }),
                message: first_sentence(&error.to_string()),
            }),
    }
}

/// saphyr's message repeats the location and adds a snippet; our message has the location
/// already, so only the reason is kept.
fn saphyr_reason(message: &str) -> String {
    first_sentence(&cairn_markdown::yaml_error_reason(message))
}

/// serde_json ends its messages with ` at line N column M`, which the location already says.
fn first_sentence(message: &str) -> String {
    match message.find(" at line ") {
        Some(index) => message[..index].to_owned(),
        None => message.to_owned(),
    }
}

/// One-based line and column (in characters) of a byte offset.
fn line_column(text: &str, offset: usize) -> Position {
    let before = text.get(..offset).unwrap_or(text);
    let line_start = before.rfind('\n').map_or(0, |index| index + 1);
    Position {
        line: before.matches('\n').count() + 1,
        column: before[line_start..].chars().count() + 1,
    }
}

/// The node with every position forgotten.
fn unlocated(node: Node) -> Node {
    let value = match node.value {
        Value::List(items) => Value::List(items.into_iter().map(unlocated).collect()),
        Value::Map(entries) => Value::Map(
            entries
                .into_iter()
                .map(|(key, node)| (key, unlocated(node)))
                .collect(),
        ),
        other => other,
    };
    Node {
        value,
        position: None,
    }
}

pub(crate) fn json_node(value: &serde_json::Value) -> Node {
    let value = match value {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(value) => Value::Bool(*value),
        serde_json::Value::Number(number) => Value::Number(number.as_f64().unwrap_or(f64::NAN)),
        serde_json::Value::String(text) => Value::String(text.clone()),
        serde_json::Value::Array(items) => Value::List(items.iter().map(json_node).collect()),
        serde_json::Value::Object(entries) => Value::Map(
            entries
                .iter()
                .map(|(key, value)| (key.clone(), json_node(value)))
                .collect(),
        ),
    };
    Node {
        value,
        position: None,
    }
}

/// A value whose children are `N`: each format wraps it in its own located type, and both
/// are turned into [`Node`] afterwards.
enum Raw<N> {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    List(Vec<N>),
    Map(Vec<(String, N)>),
}

impl<N> Raw<N> {
    fn into_value(self, mut convert: impl FnMut(N) -> Node) -> Value {
        match self {
            Raw::Null => Value::Null,
            Raw::Bool(value) => Value::Bool(value),
            Raw::Number(number) => Value::Number(number),
            Raw::String(text) => Value::String(text),
            Raw::List(items) => Value::List(items.into_iter().map(convert).collect()),
            Raw::Map(entries) => Value::Map(
                entries
                    .into_iter()
                    .map(|(key, node)| (key, convert(node)))
                    .collect(),
            ),
        }
    }
}

impl<'de, N: Deserialize<'de>> Deserialize<'de> for Raw<N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(RawVisitor(std::marker::PhantomData))
    }
}

struct RawVisitor<N>(std::marker::PhantomData<N>);

impl<'de, N: Deserialize<'de>> Visitor<'de> for RawVisitor<N> {
    type Value = Raw<N>;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(Raw::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(Raw::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        Raw::deserialize(deserializer)
    }

    fn visit_bool<E: de::Error>(self, value: bool) -> Result<Self::Value, E> {
        Ok(Raw::Bool(value))
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Self::Value, E> {
        Ok(Raw::Number(value as f64))
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Self::Value, E> {
        Ok(Raw::Number(value as f64))
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Self::Value, E> {
        Ok(Raw::Number(value))
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Self::Value, E> {
        Ok(Raw::String(value.to_owned()))
    }

    fn visit_string<E: de::Error>(self, value: String) -> Result<Self::Value, E> {
        Ok(Raw::String(value))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<N>()? {
            items.push(item);
        }
        Ok(Raw::List(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut entries = Vec::new();
        while let Some((key, value)) = map.next_entry::<String, N>()? {
            entries.push((key, value));
        }
        Ok(Raw::Map(entries))
    }
}

#[derive(Deserialize)]
#[serde(transparent)]
struct YamlNode(serde_saphyr::Spanned<Raw<YamlNode>>);

impl YamlNode {
    fn into_node(self) -> Node {
        let location = self.0.referenced;
        Node {
            // saphyr reports line 0 for locations it lost (values serde had to buffer).
            position: (location.line() > 0).then(|| Position {
                line: location.line() as usize,
                column: (location.column() as usize).max(1),
            }),
            value: self.0.value.into_value(YamlNode::into_node),
        }
    }
}

#[derive(Deserialize)]
#[serde(transparent)]
struct TomlNode(toml::Spanned<Raw<TomlNode>>);

impl TomlNode {
    fn into_node(self, text: &str) -> Node {
        let start = self.0.span().start;
        let raw = match self.0.into_inner() {
            // The toml crate hands tables over sorted by key; the order written (which is
            // the order of the sidebars) is restored from where each value starts.
            Raw::Map(mut entries) => {
                entries.sort_by_key(|(_, node)| node.0.span().start);
                Raw::Map(entries)
            }
            other => other,
        };
        Node {
            position: Some(line_column(text, start)),
            value: raw.into_value(|child| child.into_node(text)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(node: &Node) -> (usize, usize) {
        let position = node.position.expect("a position");
        (position.line, position.column)
    }

    fn entries(node: &Node) -> &[(String, Node)] {
        match &node.value {
            Value::Map(entries) => entries,
            other => panic!("expected a map, found {other:?}"),
        }
    }

    fn list(node: &Node) -> &[Node] {
        match &node.value {
            Value::List(items) => items,
            other => panic!("expected a list, found {other:?}"),
        }
    }

    #[test]
    fn yaml_values_know_their_position() {
        let node = parse(
            "docs:\n  - intro\n  - type: link\n    href: /x\n",
            Format::Yaml,
        )
        .ok()
        .unwrap();
        let docs = list(&entries(&node)[0].1);
        assert_eq!(position(&docs[0]), (2, 5));
        assert_eq!(position(&docs[1]), (3, 5));
        assert_eq!(position(&entries(&docs[1])[1].1), (4, 11));
    }

    #[test]
    fn toml_values_know_their_position() {
        let text = "docs = [\n  \"intro\",\n  { type = \"link\", href = \"/x\" },\n]\n";
        let node = parse(text, Format::Toml).ok().unwrap();
        let docs = list(&entries(&node)[0].1);
        assert_eq!(position(&docs[0]), (2, 3));
        assert_eq!(position(&docs[1]), (3, 3));
    }

    #[test]
    fn json_values_know_their_position() {
        let text = "{\n  \"docs\": [\n    \"intro\",\n    {\"type\": \"link\", \"href\": \"/x\"}\n  ]\n}\n";
        let node = parse(text, Format::Json).ok().unwrap();
        let docs = list(&entries(&node)[0].1);
        assert_eq!(position(&docs[0]), (3, 5));
        assert_eq!(position(&docs[1]), (4, 5));
        assert_eq!(
            node.to_json(),
            serde_json::json!({"docs": ["intro", {"type": "link", "href": "/x"}]})
        );
    }

    #[test]
    fn syntax_errors_have_a_position() {
        let failure = parse("docs:\n  - intro\n - [oops\n", Format::Yaml)
            .err()
            .unwrap();
        assert!(failure.position.is_some());
        let failure = parse("docs = [\n  \"intro\"\n  \"b\"\n]\n", Format::Toml)
            .err()
            .unwrap();
        assert_eq!(failure.position.map(|p| p.line), Some(3));
        let failure = parse("{\n  \"label\": \n}", Format::Json).err().unwrap();
        assert_eq!(failure.position.map(|p| p.line), Some(3));
    }

    #[test]
    fn custom_props_become_json() {
        let node = parse("a: 3\nb: [1.5, x, true, null]\n", Format::Yaml)
            .ok()
            .unwrap();
        assert_eq!(
            node.to_json(),
            serde_json::json!({"a": 3, "b": [1.5, "x", true, null]})
        );
    }
}
