//! `:::note Title` / `:::note[Title]` … `:::` container directives (admonitions).
//!
//! CommonMark would read a directive line and the text after it as one paragraph, so before
//! parsing, each directive line is set apart by blank lines; a line map keeps every position
//! reported to the author true to the original file.

/// Kinds of admonition the theme draws.
pub(crate) const KINDS: &[&str] = &["note", "tip", "info", "warning", "danger"];

/// Other kinds Docusaurus knows, each drawn as one of `KINDS`, with the title it shows when
/// the author gives none (`None`: the kind's own). The theme names an admonition after its
/// type, so a title that differs from it is passed explicitly.
pub(crate) const ALIASES: &[(&str, &str, Option<&str>)] = &[
    ("caution", "warning", Some("Caution")),
    ("important", "info", Some("Important")),
    ("secondary", "note", Some("Secondary")),
    ("success", "tip", Some("Success")),
];

/// The kind to draw and the default title for a kind an author wrote; `None` when unknown.
pub(crate) fn resolve_kind(kind: &str) -> Option<(&'static str, Option<&'static str>)> {
    if let Some(known) = KINDS.iter().find(|known| **known == kind) {
        return Some((known, None));
    }
    ALIASES
        .iter()
        .find(|(alias, _, _)| *alias == kind)
        .map(|(_, drawn, title)| (*drawn, *title))
}

/// Every kind an author can write, for messages.
pub(crate) fn kind_names() -> Vec<&'static str> {
    KINDS
        .iter()
        .copied()
        .chain(ALIASES.iter().map(|(alias, _, _)| *alias))
        .collect()
}

/// A directive line: `:::kind title` or `:::kind[title]` opens, a bare `:::` closes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Directive<'a> {
    Open {
        colons: usize,
        kind: &'a str,
        title: &'a str,
    },
    Close {
        colons: usize,
    },
}

pub(crate) fn parse_directive(text: &str) -> Option<Directive<'_>> {
    let text = text.trim();
    let colons = text
        .chars()
        .take_while(|character| *character == ':')
        .count();
    if colons < 3 {
        return None;
    }
    let rest = &text[colons..];
    if rest.trim().is_empty() {
        return Some(Directive::Close { colons });
    }
    let kind_end = rest
        .find(|character: char| !character.is_ascii_alphanumeric() && character != '-')
        .unwrap_or(rest.len());
    let kind = &rest[..kind_end];
    if kind.is_empty() {
        return None;
    }
    let after_kind = &rest[kind_end..];
    let title = match after_kind.strip_prefix('[') {
        Some(label) => bracketed_label(label)?,
        None => after_kind.trim(),
    };
    Some(Directive::Open {
        colons,
        kind,
        title,
    })
}

/// The title of `:::kind[title]` (the directive's label, as remark-directive reads it), from
/// the text after `[`: up to the matching `]`, brackets inside balanced or escaped. What may
/// follow is `{…}` attributes, which are ignored. `None` when the line is not of that form.
fn bracketed_label(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    let mut escaped = false;
    let mut end = None;
    for (index, character) in text.char_indices() {
        match character {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '[' => depth += 1,
            ']' if depth == 0 => {
                end = Some(index);
                break;
            }
            ']' => depth -= 1,
            _ => {}
        }
    }
    let end = end?;
    let after = text[end + 1..].trim();
    let attributes = after.is_empty() || (after.starts_with('{') && after.ends_with('}'));
    attributes.then(|| text[..end].trim())
}

/// Source with directive lines isolated, and the original line of each of its lines.
pub(crate) struct Isolated {
    pub text: String,
    /// `lines[n - 1]` is the original line number of line `n`.
    pub lines: Vec<usize>,
}

impl Isolated {
    pub fn original_line(&self, line: usize) -> usize {
        self.lines
            .get(line.saturating_sub(1))
            .copied()
            .unwrap_or(line)
    }
}

/// Returns `None` when the source has no directive line, so most documents are not copied.
pub(crate) fn isolate(source: &str) -> Option<Isolated> {
    // Every directive line holds `:::`; without one, skip the line-by-line copy.
    if !source.contains(":::") {
        return None;
    }
    let mut fence: Option<(char, usize)> = None;
    // Front matter is YAML, never Markdown: treat it like a fence.
    let mut in_front_matter = source.starts_with("---\n") || source.starts_with("---\r\n");
    let mut found = false;
    let mut text = String::with_capacity(source.len() + 64);
    let mut lines = Vec::new();
    // Blank lines are added only where there is none: markdown-rs reads two blank lines
    // after a list item as a loose list.
    let mut previous_blank = true;
    let mut blank_after: Option<String> = None;
    // Added lines end like the document's own, so that a CRLF document stays one.
    let line_ending = if source.contains("\r\n") {
        "\r\n"
    } else {
        "\n"
    };
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let original = index + 1;
        let (prefix, content) = split_container_prefix(line);
        let trimmed = content.trim_start();
        let is_blank = trimmed.trim().is_empty();
        if let Some(blank) = blank_after.take()
            && !is_blank
        {
            text.push_str(&blank);
            lines.push(original);
        }
        let mut is_directive = false;
        if in_front_matter {
            if index > 0 && line.trim_end() == "---" {
                in_front_matter = false;
            }
        } else if let Some((marker, length)) = fence {
            let run = trimmed.chars().take_while(|c| *c == marker).count();
            if run >= length && trimmed[run * marker.len_utf8()..].trim().is_empty() {
                fence = None;
            }
        } else if let Some(opened) = fence_opening(trimmed) {
            fence = Some(opened);
        } else if parse_directive(trimmed).is_some() {
            is_directive = true;
        }
        if is_directive {
            found = true;
            // A blank line inside a blockquote keeps its `>` so the quote goes on.
            let blank = format!("{}{line_ending}", prefix.trim_end());
            if !previous_blank {
                text.push_str(&blank);
                lines.push(original);
            }
            blank_after = Some(blank);
        }
        text.push_str(line);
        if !line.ends_with('\n') {
            text.push_str(line_ending);
        }
        lines.push(original);
        previous_blank = is_blank;
    }
    found.then_some(Isolated { text, lines })
}

/// The blockquote markers and indentation before a line's content.
pub(crate) fn split_container_prefix(line: &str) -> (&str, &str) {
    let end = line
        .char_indices()
        .find(|(_, character)| !matches!(character, ' ' | '\t' | '>'))
        .map_or(line.len(), |(index, _)| index);
    line.split_at(end)
}

fn fence_opening(trimmed: &str) -> Option<(char, usize)> {
    let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let length = trimmed.chars().take_while(|c| *c == marker).count();
    (length >= 3).then_some((marker, length))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directive_lines() {
        assert_eq!(
            parse_directive(":::tip My **title**"),
            Some(Directive::Open {
                colons: 3,
                kind: "tip",
                title: "My **title**"
            })
        );
        assert_eq!(
            parse_directive("::::note"),
            Some(Directive::Open {
                colons: 4,
                kind: "note",
                title: ""
            })
        );
        assert_eq!(
            parse_directive(":::tip[My **title**]"),
            Some(Directive::Open {
                colons: 3,
                kind: "tip",
                title: "My **title**"
            })
        );
        assert_eq!(
            parse_directive(":::note[a [nested] \\] label] {#id .class}"),
            Some(Directive::Open {
                colons: 3,
                kind: "note",
                title: "a [nested] \\] label"
            })
        );
        assert_eq!(
            parse_directive(":::info[]"),
            Some(Directive::Open {
                colons: 3,
                kind: "info",
                title: ""
            })
        );
        assert_eq!(parse_directive(":::tip[unclosed"), None);
        assert_eq!(parse_directive(":::tip[label] trailing text"), None);
        assert_eq!(parse_directive(":::"), Some(Directive::Close { colons: 3 }));
        assert_eq!(
            parse_directive("::: "),
            Some(Directive::Close { colons: 3 })
        );
        assert_eq!(parse_directive("::"), None);
        assert_eq!(parse_directive("::: {weird}"), None);
        assert_eq!(parse_directive("text ::: note"), None);
    }

    #[test]
    fn isolates_directives_outside_code_and_maps_lines() {
        let source = "# T\n:::note\nBody\n:::\n```\n:::tip\n```\n> :::info\n> quoted\n> :::\n";
        let isolated = isolate(source).unwrap();
        assert_eq!(
            isolated.text,
            "# T\n\n:::note\n\nBody\n\n:::\n\n```\n:::tip\n```\n>\n> :::info\n>\n> quoted\n>\n> :::\n"
        );
        // "Body" is line 5 after isolation and line 3 in the file.
        assert_eq!(isolated.original_line(5), 3);
        assert_eq!(isolated.original_line(10), 6);
        assert!(isolate("no directives here\n```\n:::note\n```\n").is_none());
        assert!(isolate("---\ntitle: x\n---\ntext\n").is_none());
    }

    #[test]
    fn the_lines_added_to_a_crlf_document_end_in_crlf() {
        let isolated = isolate("Text\r\n:::note\r\nBody\r\n> :::").unwrap();
        assert_eq!(
            isolated.text,
            "Text\r\n\r\n:::note\r\n\r\nBody\r\n>\r\n> :::\r\n"
        );
    }
}
