//! The values MDX props may have: literals, and the calls Docusaurus pages write for a file's
//! URL — `require('./img.png').default` (a file next to the document, copied as an asset) and
//! `useBaseUrl('/img/logo.svg')` (a site path; the base URL is added with the other links) —
//! alone or inside an object or array literal:
//! `sources={{light: useBaseUrl('/img/light.png'), dark: useBaseUrl('/img/dark.png')}}`.

use std::borrow::Cow;

use serde_json::Value;

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

/// A prop's value: a literal, in which each `require('…').default` and `useBaseUrl('…')` is
/// read as the path it names.
pub(crate) fn prop_literal(expression: &str) -> Option<Value> {
    literal(expression).or_else(|| literal(&without_url_calls(expression)?))
}

/// `expression` with each name `path_of` knows (a file the document imports) replaced by its
/// path, quoted: `{light: banner}` → `{light: "./img/banner.png"}`. Object keys, properties
/// (`a.banner`) and strings are left alone. `None` when no name was replaced.
pub(crate) fn with_imported_files(
    expression: &str,
    path_of: impl Fn(&str) -> Option<String>,
) -> Option<String> {
    let is_start = |c: char| c.is_alphabetic() || c == '_' || c == '$';
    let is_part = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    let mut out = String::with_capacity(expression.len() + 16);
    let mut replaced = false;
    let mut chars = expression.char_indices().peekable();
    while let Some((index, character)) = chars.next() {
        if matches!(character, '\'' | '"' | '`') {
            // A string: copied as it is, up to its closing quote.
            let end = expression[index + 1..]
                .find(character)
                .map_or(expression.len(), |end| index + 1 + end + 1);
            out.push_str(&expression[index..end]);
            while chars.peek().is_some_and(|(next, _)| *next < end) {
                chars.next();
            }
            continue;
        }
        if !is_start(character) {
            out.push(character);
            continue;
        }
        let mut end = index + character.len_utf8();
        while let Some(&(next, c)) = chars.peek() {
            if !is_part(c) {
                break;
            }
            end = next + c.len_utf8();
            chars.next();
        }
        let name = &expression[index..end];
        let after_dot = expression[..index].trim_end().ends_with('.');
        let is_key = expression[end..].trim_start().starts_with(':');
        match path_of(name).filter(|_| !after_dot && !is_key) {
            Some(path) => {
                out.push_str(&Value::from(path).to_string());
                replaced = true;
            }
            None => out.push_str(name),
        }
    }
    replaced.then_some(out)
}

/// `expression` with each URL call replaced by its quoted argument; `None` when there is none,
/// or when a call's argument is not one quoted string.
fn without_url_calls(expression: &str) -> Option<Cow<'_, str>> {
    const CALLS: [&str; 2] = ["require(", "useBaseUrl("];
    if !CALLS.iter().any(|call| expression.contains(call)) {
        return None;
    }
    let mut out = String::with_capacity(expression.len());
    let mut rest = expression;
    while let Some((start, call)) = CALLS
        .iter()
        .filter_map(|call| rest.find(call).map(|start| (start, *call)))
        .min()
    {
        // `myrequire(` is another function.
        let before = rest[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == '.') {
            out.push_str(&rest[..start + call.len()]);
            rest = &rest[start + call.len()..];
            continue;
        }
        out.push_str(&rest[..start]);
        let after = rest[start + call.len()..].trim_start();
        let quote = after.chars().next().filter(|c| matches!(c, '\'' | '"'))?;
        let end = after[1..].find(quote)? + 1;
        let argument = &after[..=end];
        let after = after[end + 1..].trim_start().strip_prefix(')')?;
        let after = after.strip_prefix(".default").unwrap_or(after);
        out.push_str(argument);
        rest = after;
    }
    out.push_str(rest);
    Some(Cow::Owned(out))
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn url_calls_are_read_as_their_paths() {
        assert_eq!(
            prop_literal("require('./img/a.png').default"),
            Some(Value::from("./img/a.png"))
        );
        assert_eq!(
            prop_literal("useBaseUrl(\"/img/logo.svg\")"),
            Some(Value::from("/img/logo.svg"))
        );
        assert_eq!(
            prop_literal(
                "{\n    light: useBaseUrl('/img/light.png'),\n    dark: require( './dark.png' ).default,\n  }"
            ),
            Some(serde_json::json!({"light": "/img/light.png", "dark": "./dark.png"}))
        );
        assert_eq!(
            prop_literal("[useBaseUrl('/a.png'), 'b']"),
            Some(serde_json::json!(["/a.png", "b"]))
        );
    }

    #[test]
    fn imported_files_are_their_paths() {
        let path_of = |name: &str| (name == "banner").then(|| "./img/banner.png".to_owned());
        let replaced = |expression: &str| with_imported_files(expression, path_of);
        assert_eq!(replaced("banner").as_deref(), Some("\"./img/banner.png\""));
        assert_eq!(
            replaced("{light: banner, dark: 'banner', banner: x.banner}").as_deref(),
            Some("{light: \"./img/banner.png\", dark: 'banner', banner: x.banner}")
        );
        assert_eq!(replaced("{light: other}"), None);
        assert_eq!(
            replaced("{light: banner, dark: require('./d.png').default}")
                .and_then(|expression| prop_literal(&expression)),
            Some(serde_json::json!({"light": "./img/banner.png", "dark": "./d.png"}))
        );
    }

    #[test]
    fn other_calls_are_not_values() {
        assert_eq!(prop_literal("require(name)"), None);
        assert_eq!(prop_literal("myrequire('./a.png')"), None);
        assert_eq!(
            prop_literal("{a: useBaseUrl('/x', {absolute: true})}"),
            None
        );
        assert_eq!(prop_literal("useBaseUrl('/x') + '?v=2'"), None);
    }
}
