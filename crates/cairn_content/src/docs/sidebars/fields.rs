//! Reading the keys of one map (an item, a category link, a category file), with a located
//! error for each key that holds the wrong kind of value, and a located warning for each key
//! that is unknown: one unexpected key must never cost a site a whole version's sidebars.

use std::cell::RefCell;
use std::path::Path;

use crate::error::{ContentError, Warning};

use super::source::{Node, Origin, Position, Value};
use super::suggest;

/// An error about something written in a sidebar or category file.
pub(crate) fn invalid(origin: &Origin, message: String, hint: String) -> ContentError {
    ContentError::InvalidSidebar {
        file: origin.file.clone(),
        location: origin.suffix(),
        message,
        hint,
    }
}

/// The warnings found while the sidebars of one version are read.
#[derive(Debug, Default)]
pub(crate) struct Warnings(RefCell<Vec<Warning>>);

impl Warnings {
    pub fn push(&self, origin: &Origin, message: String) {
        self.0.borrow_mut().push(Warning {
            location: origin.to_string(),
            message,
        });
    }

    pub fn into_inner(self) -> Vec<Warning> {
        self.0.into_inner()
    }

    /// The warnings so far, leaving none.
    #[cfg(test)]
    pub fn take(&self) -> Vec<Warning> {
        self.0.take()
    }
}

/// The entries of a map whose keys have been checked against the ones `what` takes.
pub(crate) struct Fields<'a> {
    file: &'a Path,
    /// What the map is, for messages: "a link item", "a category file".
    what: &'a str,
    position: Option<Position>,
    entries: &'a [(String, Node)],
}

impl<'a> Fields<'a> {
    /// Fails when `node` is not a map; a key outside `allowed` is a warning, and left out.
    pub fn new(
        file: &'a Path,
        what: &'a str,
        node: &'a Node,
        allowed: &[&str],
        warnings: &Warnings,
    ) -> Result<Self, ContentError> {
        let Value::Map(entries) = &node.value else {
            return Err(invalid(
                &Origin {
                    file: file.to_owned(),
                    position: node.position,
                },
                format!("expected {what} (a map), found {}", node.value.kind()),
                format!(
                    "{what} takes the keys {}",
                    suggest::quoted_list(allowed, "and")
                ),
            ));
        };
        let fields = Fields {
            file,
            what,
            position: node.position,
            entries,
        };
        for (key, value) in entries
            .iter()
            .filter(|(key, _)| !allowed.contains(&key.as_str()))
        {
            let matches = suggest::close_matches(key, allowed.iter().copied());
            let did_you_mean = match matches.first() {
                Some(close) => format!("did you mean `{close}`? "),
                None => String::new(),
            };
            warnings.push(
                &fields.origin_of(value),
                format!(
                    "unknown key `{key}` in {what}, left out; {did_you_mean}{what} takes the keys {}",
                    suggest::quoted_list(allowed, "and")
                ),
            );
        }
        Ok(fields)
    }

    /// Where the map itself starts.
    pub fn origin(&self) -> Origin {
        Origin {
            file: self.file.to_owned(),
            position: self.position,
        }
    }

    /// Where a value is, or the map when the parser did not say.
    pub fn origin_of(&self, node: &Node) -> Origin {
        Origin {
            file: self.file.to_owned(),
            position: node.position.or(self.position),
        }
    }

    /// The value under `key`, `null` included.
    pub fn get(&self, key: &str) -> Option<&'a Node> {
        self.entries
            .iter()
            .find(|(name, _)| name == key)
            .map(|(_, node)| node)
    }

    /// The value under `key`, with `null` read as not set.
    fn set(&self, key: &str) -> Option<&'a Node> {
        self.get(key)
            .filter(|node| !matches!(node.value, Value::Null))
    }

    pub fn string(&self, key: &str) -> Result<Option<String>, ContentError> {
        match self.set(key) {
            None => Ok(None),
            Some(Node {
                value: Value::String(text),
                ..
            }) => Ok(Some(text.clone())),
            // Numbers are fine where text is expected: `label: 2024` means "2024".
            Some(Node {
                value: Value::Number(number),
                ..
            }) => Ok(Some(number.to_string())),
            Some(node) => Err(self.wrong_type(key, node, "text")),
        }
    }

    pub fn required_string(&self, key: &str) -> Result<String, ContentError> {
        self.string(key)?.ok_or_else(|| self.missing(key))
    }

    pub fn bool(&self, key: &str) -> Result<Option<bool>, ContentError> {
        match self.set(key) {
            None => Ok(None),
            Some(Node {
                value: Value::Bool(value),
                ..
            }) => Ok(Some(*value)),
            Some(node) => Err(self.wrong_type(key, node, "true or false")),
        }
    }

    pub fn number(&self, key: &str) -> Result<Option<f64>, ContentError> {
        match self.set(key) {
            None => Ok(None),
            Some(Node {
                value: Value::Number(number),
                ..
            }) => Ok(Some(*number)),
            Some(node) => Err(self.wrong_type(key, node, "a number")),
        }
    }

    /// A list under `key`; absent is an error.
    pub fn required_list(&self, key: &str) -> Result<&'a [Node], ContentError> {
        match self.set(key) {
            None => Err(self.missing(key)),
            Some(Node {
                value: Value::List(items),
                ..
            }) => Ok(items),
            Some(node) => Err(self.wrong_type(key, node, "a list")),
        }
    }

    /// Text or a list of texts under `key` (`keywords: a` or `keywords: [a, b]`).
    pub fn strings(&self, key: &str) -> Result<Vec<String>, ContentError> {
        match self.set(key) {
            None => Ok(Vec::new()),
            Some(Node {
                value: Value::List(items),
                ..
            }) => items
                .iter()
                .map(|item| match &item.value {
                    Value::String(text) => Ok(text.clone()),
                    Value::Number(number) => Ok(number.to_string()),
                    _ => Err(self.wrong_type(key, item, "a list of texts")),
                })
                .collect(),
            Some(_) => self.string(key).map(|text| text.into_iter().collect()),
        }
    }

    /// Any value, as JSON (`customProps`).
    pub fn json(&self, key: &str) -> Option<serde_json::Value> {
        self.set(key).map(Node::to_json)
    }

    fn missing(&self, key: &str) -> ContentError {
        invalid(
            &self.origin(),
            format!("{} needs `{key}`", self.what),
            format!("add `{key}` to it"),
        )
    }

    fn wrong_type(&self, key: &str, node: &Node, expected: &str) -> ContentError {
        invalid(
            &self.origin_of(node),
            format!(
                "`{key}` of {} must be {expected}, found {}",
                self.what,
                node.value.kind()
            ),
            format!("write `{key}` as {expected}"),
        )
    }
}
