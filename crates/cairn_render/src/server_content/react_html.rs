//! How React's server render writes attributes and text (`react-dom/server`): only the cases
//! content trees use, each answering false for a case it does not know.

use std::fmt::Write as _;

use serde_json::Value;

/// Writes props as React writes them on an element it has no special case for; false for a
/// prop whose rule is not known here.
pub(super) fn attributes<'p>(
    props: impl Iterator<Item = (&'p str, &'p Value)>,
    out: &mut String,
) -> bool {
    for (name, value) in props {
        let written = match (name, value) {
            ("className", Value::String(value)) => {
                string_attribute("class", value, out);
                true
            }
            ("id" | "title" | "lang" | "dir" | "role" | "align", Value::String(value)) => {
                string_attribute(name, value, out);
                true
            }
            ("src", Value::String(value)) => value.is_empty() || url_attribute("src", value, out),
            // Integers JavaScript holds exactly, which it writes as Rust does.
            ("start" | "width" | "height", Value::Number(number))
                if number
                    .as_i64()
                    .is_some_and(|number| number.unsigned_abs() < 1 << 53) =>
            {
                let _ = write!(out, " {name}=\"{number}\"");
                true
            }
            ("width" | "height", Value::String(value)) => {
                string_attribute(name, value, out);
                true
            }
            ("style", Value::Object(style)) => style_attribute(style, out),
            (name, value) if is_data_or_aria(name) => match value {
                Value::String(value) => {
                    string_attribute(name, value, out);
                    true
                }
                Value::Bool(value) => {
                    string_attribute(name, if *value { "true" } else { "false" }, out);
                    true
                }
                _ => false,
            },
            _ => false,
        };
        if !written {
            return false;
        }
    }
    true
}

fn is_data_or_aria(name: &str) -> bool {
    let suffix = name
        .strip_prefix("data-")
        .or_else(|| name.strip_prefix("aria-"));
    suffix.is_some_and(|suffix| {
        !suffix.is_empty()
            && suffix
                .bytes()
                .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-')
    })
}

/// ` style="text-align:center;…"` for camel-cased names with plain string values, which React
/// writes hyphenated, each value trimmed (so only values with nothing to trim are taken).
fn style_attribute(style: &serde_json::Map<String, Value>, out: &mut String) -> bool {
    let mut first = true;
    for (name, value) in style {
        let Value::String(value) = value else {
            return false;
        };
        let plain_name = name
            .bytes()
            .next()
            .is_some_and(|byte| byte.is_ascii_lowercase())
            && name.bytes().all(|byte| byte.is_ascii_alphabetic())
            && !name.starts_with("ms");
        if !plain_name
            || value.trim() != value
            || value.starts_with('\u{FEFF}')
            || value.ends_with('\u{FEFF}')
        {
            return false;
        }
        if value.is_empty() {
            continue;
        }
        out.push_str(if first { " style=\"" } else { ";" });
        first = false;
        cairn_markdown::push_hyphenated(out, name);
        out.push(':');
        escape_into(out, value);
    }
    if !first {
        out.push('"');
    }
    true
}

pub(super) fn string_attribute(name: &str, value: &str, out: &mut String) {
    out.push(' ');
    out.push_str(name);
    out.push_str("=\"");
    escape_into(out, value);
    out.push('"');
}

/// A URL attribute, unless React would replace it (`javascript:` URLs).
pub(super) fn url_attribute(name: &str, value: &str, out: &mut String) -> bool {
    if is_javascript_url(value) {
        return false;
    }
    string_attribute(name, value, out);
    true
}

/// React's test for a `javascript:` URL: leading control characters and spaces, then the
/// scheme's letters in any case with tabs and line breaks between them.
pub(super) fn is_javascript_url(url: &str) -> bool {
    let mut characters = url
        .trim_start_matches(|character: char| character <= ' ')
        .chars()
        .filter(|character| !matches!(character, '\t' | '\n' | '\r'));
    "javascript:".chars().all(|expected| {
        characters
            .next()
            .is_some_and(|character| character.eq_ignore_ascii_case(&expected))
    })
}

/// React's escaping of text and attribute values.
pub(super) fn escape_into(out: &mut String, text: &str) {
    let mut copied = 0;
    for (index, byte) in text.bytes().enumerate() {
        let escaped = match byte {
            b'"' => "&quot;",
            b'&' => "&amp;",
            b'\'' => "&#x27;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            _ => continue,
        };
        out.push_str(&text[copied..index]);
        out.push_str(escaped);
        copied = index + 1;
    }
    out.push_str(&text[copied..]);
}
