//! A `<Translate>` message in Markdown. A document is compiled once for every locale, so its
//! message stays a node that names it ([`MESSAGE_TAG`]), holding the default text; planning
//! puts each locale's text in its place.

use serde_json::Value;

use crate::tree::{Node, Props};

/// The tag of a message node: props `message` (the default message, placeholders unfilled),
/// `id` when given, `values` when given; one child, the default text.
pub const MESSAGE_TAG: &str = "@message";

/// A message node for `message` with `id` and `values`.
pub(crate) fn message_node(
    message: &str,
    id: Option<&str>,
    values: Option<&serde_json::Map<String, Value>>,
) -> Node {
    let mut props = Props::new();
    props.insert("message".into(), Value::from(message));
    if let Some(id) = id {
        props.insert("id".into(), Value::from(id));
    }
    if let Some(values) = values {
        props.insert("values".into(), Value::Object(values.clone()));
    }
    Node::element(
        MESSAGE_TAG,
        props,
        vec![Node::text(fill_placeholders(message, values))],
    )
}

/// The text of a message node in a locale whose messages by id are `messages`: its id's (the
/// message itself is the id when none is given, as in Docusaurus), else the default, with
/// its placeholders filled.
pub fn message_text(
    props: &Props,
    messages: &std::collections::BTreeMap<String, String>,
) -> String {
    let default = props.get("message").and_then(Value::as_str).unwrap_or("");
    let id = props.get("id").and_then(Value::as_str).unwrap_or(default);
    let message = messages.get(id).map_or(default, String::as_str);
    fill_placeholders(message, props.get("values").and_then(Value::as_object))
}

/// `message` with each `{name}` that `values` has replaced by its value; other placeholders
/// stay as they are, as the theme's `Translate` leaves them.
pub fn fill_placeholders(message: &str, values: Option<&serde_json::Map<String, Value>>) -> String {
    let Some(values) = values else {
        return message.to_owned();
    };
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        let name = &after[..name_len];
        let value = (name_len > 0 && after[name_len..].starts_with('}'))
            .then(|| values.get(name))
            .flatten();
        match value {
            Some(value) => {
                match value {
                    Value::String(text) => out.push_str(text),
                    other => out.push_str(&other.to_string()),
                }
                rest = &after[name_len + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_from_values_and_others_stay() {
        let values = serde_json::json!({"name": "Ada", "count": 3, "on": true, "under_score": "u"});
        let values = values.as_object();
        assert_eq!(
            fill_placeholders("Hi {name}, {count} new, {on}, {under_score}", values),
            "Hi Ada, 3 new, true, u"
        );
        assert_eq!(
            fill_placeholders("{missing} and {name", values),
            "{missing} and {name"
        );
        assert_eq!(fill_placeholders("{} {name}{name}", values), "{} AdaAda");
        assert_eq!(
            fill_placeholders("no values {name}", None),
            "no values {name}"
        );
        assert_eq!(fill_placeholders("é {name} ü", values), "é Ada ü");
    }

    #[test]
    fn a_message_node_takes_the_locale_s_text_by_id_or_by_message() {
        let values = serde_json::json!({"count": 3});
        let node = message_node("{count} trails", Some("home.count"), values.as_object());
        let Node::Element {
            props, children, ..
        } = &node
        else {
            panic!("an element");
        };
        assert_eq!(children, &vec![Node::text("3 trails")]);
        let french = [("home.count".to_owned(), "{count} sentiers".to_owned())].into();
        assert_eq!(message_text(props, &french), "3 sentiers");
        assert_eq!(message_text(props, &Default::default()), "3 trails");
        let Node::Element { props, .. } = message_node("Hello", None, None) else {
            panic!("an element");
        };
        let by_message = [("Hello".to_owned(), "Bonjour".to_owned())].into();
        assert_eq!(message_text(&props, &by_message), "Bonjour");
    }
}
