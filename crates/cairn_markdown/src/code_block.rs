//! Fenced code blocks: the meta string, magic comments and the `CodeBlock` node.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::highlight::{Highlighted, Highlighter};
use crate::tree::{Node, Props};

/// What the fence's meta string asks for: ```` ```rust title="main.rs" {1,3-5} showLineNumbers ````.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Meta {
    pub title: Option<String>,
    pub highlight: BTreeSet<usize>,
    pub line_numbers: Option<usize>,
    /// `npm2yarn`: the block is npm commands, shown in tabs beside other package managers'.
    pub npm2yarn: bool,
    /// Parts of the meta string that were not understood, for a warning.
    pub unknown: Vec<String>,
}

pub(crate) fn parse_meta(meta: &str) -> Meta {
    let mut result = Meta::default();
    let mut rest = meta.trim();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("title=") {
            let (title, remaining) = quoted(after);
            result.title = Some(title.to_owned());
            rest = remaining;
        } else if let Some(after) = rest.strip_prefix('{') {
            let end = after.find('}').unwrap_or(after.len());
            match parse_ranges(&after[..end]) {
                Some(lines) => result.highlight.extend(lines),
                None => result.unknown.push(format!("{{{}}}", &after[..end])),
            }
            rest = after.get(end + 1..).unwrap_or("");
        } else {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let word = &rest[..end];
            if word == "showLineNumbers" {
                result.line_numbers = Some(1);
            } else if word == "npm2yarn" {
                result.npm2yarn = true;
            } else if let Some(start) = word.strip_prefix("showLineNumbers=") {
                match start.parse() {
                    Ok(start) => result.line_numbers = Some(start),
                    Err(_) => result.unknown.push(word.to_owned()),
                }
            } else {
                result.unknown.push(word.to_owned());
            }
            rest = &rest[end..];
        }
        rest = rest.trim_start();
    }
    result
}

/// A quoted value (`"…"` or `'…'`) or a bare word, and what follows it.
fn quoted(text: &str) -> (&str, &str) {
    for quote in ['"', '\''] {
        if let Some(inner) = text.strip_prefix(quote) {
            return match inner.find(quote) {
                Some(end) => (&inner[..end], &inner[end + 1..]),
                None => (inner, ""),
            };
        }
    }
    let end = text.find(char::is_whitespace).unwrap_or(text.len());
    (&text[..end], &text[end..])
}

/// `1,3-5` → 1, 3, 4, 5.
fn parse_ranges(text: &str) -> Option<Vec<usize>> {
    let mut lines = Vec::new();
    for part in text
        .split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
    {
        match part.split_once('-') {
            Some((start, end)) => {
                let (start, end): (usize, usize) =
                    (start.trim().parse().ok()?, end.trim().parse().ok()?);
                if start == 0 || end < start || end - start > 10_000 {
                    return None;
                }
                lines.extend(start..=end);
            }
            None => {
                let line: usize = part.parse().ok()?;
                if line == 0 {
                    return None;
                }
                lines.push(line);
            }
        }
    }
    Some(lines)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Magic {
    NextLine,
    Start,
    End,
}

/// A line that is only a highlighting directive in a comment of a common style.
fn magic_comment(line: &str) -> Option<Magic> {
    let trimmed = line.trim();
    let inner = [
        ("//", ""),
        ("#", ""),
        ("--", ""),
        ("<!--", "-->"),
        ("/*", "*/"),
        ("{/*", "*/}"),
    ]
    .iter()
    .find_map(|(open, close)| {
        trimmed
            .strip_prefix(open)
            .and_then(|rest| rest.strip_suffix(close))
    })?
    .trim();
    match inner {
        "highlight-next-line" => Some(Magic::NextLine),
        "highlight-start" => Some(Magic::Start),
        "highlight-end" => Some(Magic::End),
        _ => None,
    }
}

/// Removes magic comment lines and returns the remaining code with the lines they mark.
pub(crate) fn apply_magic_comments(code: &str) -> (String, BTreeSet<usize>) {
    let mut kept: Vec<&str> = Vec::new();
    let mut highlighted = BTreeSet::new();
    let mut next_line = false;
    let mut depth = 0usize;
    for line in code.lines() {
        match magic_comment(line) {
            Some(Magic::NextLine) => next_line = true,
            Some(Magic::Start) => depth += 1,
            Some(Magic::End) => depth = depth.saturating_sub(1),
            None => {
                kept.push(line);
                if next_line || depth > 0 {
                    highlighted.insert(kept.len());
                }
                next_line = false;
            }
        }
    }
    (kept.join("\n"), highlighted)
}

/// What the code block compiler reports back.
pub(crate) struct CodeBlockOutcome {
    pub node: Node,
    pub warnings: Vec<String>,
    /// The meta string asked for npm2yarn tabs.
    pub npm2yarn: bool,
}

/// The `CodeBlock` node for `code` in `language`, highlighted at build time.
pub(crate) fn code_block(
    highlighter: &Highlighter,
    language: Option<&str>,
    meta: Option<&str>,
    raw_code: &str,
) -> CodeBlockOutcome {
    let mut warnings = Vec::new();
    let written_meta = meta.unwrap_or("").trim();
    let meta = parse_meta(written_meta);
    if !meta.unknown.is_empty() {
        warnings.push(unknown_options_warning(&meta.unknown));
    }
    let (code, mut highlight) = apply_magic_comments(raw_code);
    highlight.extend(meta.highlight.iter().copied());
    let line_count = code.lines().count().max(1);
    highlight.retain(|line| *line <= line_count);

    let lines: Vec<String> = match language.map(|language| highlighter.highlight(language, &code)) {
        Some(Highlighted::Lines(lines)) => lines.as_ref().clone(),
        other => {
            if let (Some(Highlighted::UnknownLanguage), Some(language)) = (&other, language) {
                warnings.push(format!(
                    "no syntax highlighting for language `{language}`; the block is shown as plain text"
                ));
            }
            code.split('\n').map(escape_html).collect()
        }
    };

    let mut props = Props::new();
    if let Some(language) = language {
        props.insert("language".into(), Value::from(language));
    }
    if let Some(title) = meta.title {
        props.insert("title".into(), Value::from(title));
    }
    props.insert("code".into(), Value::from(code));
    props.insert("lines".into(), Value::from(lines));
    props.insert(
        "highlight".into(),
        Value::from(highlight.into_iter().collect::<Vec<_>>()),
    );
    if let Some(start) = meta.line_numbers {
        props.insert("lineNumbers".into(), Value::from(start));
    }
    // What Cairn does not read stays on the block, as Docusaurus gives it to `CodeBlock`: a
    // component of the site's (a swizzled `CodeBlock`) may read its own options there.
    if !meta.unknown.is_empty() {
        props.insert("metastring".into(), Value::from(written_meta));
    }
    CodeBlockOutcome {
        node: Node::element("CodeBlock", props, Vec::new()),
        warnings,
        npm2yarn: meta.npm2yarn,
    }
}

/// Code block options that Docusaurus sites get from a plugin, and the plugin.
const PLUGIN_OPTIONS: &[(&str, &str)] = &[("live", "@docusaurus/theme-live-codeblock")];

/// The warning about options the engine does not read, naming the plugin Docusaurus would
/// have needed for those it knows.
fn unknown_options_warning(unknown: &[String]) -> String {
    let mut message = format!(
        "code block options not understood: {}; they are kept on the block as its `metastring`, for a `CodeBlock` of the site's to read",
        unknown.join(" ")
    );
    for option in unknown {
        let name = option.split('=').next().unwrap_or(option);
        if let Some((_, plugin)) = PLUGIN_OPTIONS.iter().find(|(known, _)| *known == name) {
            message.push_str(&format!(
                " (in Docusaurus, `{name}` needs {plugin}, which Cairn does not include)"
            ));
        }
    }
    message
}

fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    crate::escape::escape_text_into(&mut out, text);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meta_strings() {
        let meta = parse_meta(r#"title="src/main.rs" {1,3-5} showLineNumbers"#);
        assert_eq!(meta.title.as_deref(), Some("src/main.rs"));
        assert_eq!(meta.highlight.into_iter().collect::<Vec<_>>(), [1, 3, 4, 5]);
        assert_eq!(meta.line_numbers, Some(1));
        assert!(meta.unknown.is_empty());

        let meta = parse_meta("{2} title='With spaces in it' showLineNumbers=10 live");
        assert_eq!(meta.title.as_deref(), Some("With spaces in it"));
        assert_eq!(meta.line_numbers, Some(10));
        assert_eq!(meta.unknown, ["live"]);

        assert_eq!(parse_meta("{0} {5-2} {x}").unknown, ["{0}", "{5-2}", "{x}"]);
        assert_eq!(parse_meta(""), Meta::default());
    }

    #[test]
    fn magic_comments_in_every_style() {
        let code = "a\n// highlight-next-line\nb\nc\n# highlight-start\nd\ne\n# highlight-end\nf\n<!-- highlight-next-line -->\ng";
        let (clean, lines) = apply_magic_comments(code);
        assert_eq!(clean, "a\nb\nc\nd\ne\nf\ng");
        assert_eq!(lines.into_iter().collect::<Vec<_>>(), [2, 4, 5, 7]);
    }

    #[test]
    fn ordinary_comments_stay() {
        let (clean, lines) = apply_magic_comments("// highlight this later\nx");
        assert_eq!(clean, "// highlight this later\nx");
        assert!(lines.is_empty());
    }

    #[test]
    fn options_not_understood_stay_on_the_block_for_site_code() {
        let highlighter = Highlighter::default();
        let outcome = code_block(
            &highlighter,
            Some("jsx"),
            Some(r#"live tab={"label": "A"} title="x.jsx""#),
            "<p />\n",
        );
        let Node::Element { props, .. } = outcome.node else {
            panic!()
        };
        assert_eq!(
            props["metastring"],
            r#"live tab={"label": "A"} title="x.jsx""#
        );
        assert_eq!(props["title"], "x.jsx");
        assert_eq!(outcome.warnings.len(), 1);
        assert!(outcome.warnings[0].contains("@docusaurus/theme-live-codeblock"));
        let plain = code_block(&highlighter, Some("jsx"), Some("{1}"), "<p />\n");
        let Node::Element { props, .. } = plain.node else {
            panic!()
        };
        assert!(!props.contains_key("metastring"));
    }

    #[test]
    fn unknown_language_is_plain_with_a_warning() {
        let highlighter = Highlighter::default();
        let outcome = code_block(&highlighter, Some("klingon"), None, "a <b>\n");
        assert_eq!(outcome.warnings.len(), 1);
        let Node::Element { props, .. } = outcome.node else {
            panic!()
        };
        assert_eq!(props["lines"], serde_json::json!(["a &lt;b&gt;"]));
    }

    #[test]
    fn highlight_beyond_the_last_line_is_dropped() {
        let highlighter = Highlighter::default();
        let outcome = code_block(&highlighter, None, Some("{1,9}"), "one\ntwo");
        let Node::Element { props, .. } = outcome.node else {
            panic!()
        };
        assert_eq!(props["highlight"], serde_json::json!([1]));
        assert!(props.get("language").is_none());
    }
}
