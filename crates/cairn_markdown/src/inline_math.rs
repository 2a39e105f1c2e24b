//! Which `$…$` spans are formulas: Pandoc's rule, so that prices stay text.
//!
//! markdown-rs's `math_text` pairs any two single dollars, so `costs $5 and $10` would hold the
//! formula `5 and `. Pandoc's rule (which remark-math follows in spirit, and authors expect)
//! is stricter: the opening `$` is not followed by whitespace, and the closing `$` is not
//! preceded by whitespace nor followed by a digit. `$$…$$` is not concerned.
//!
//! The construct stays on and the spans it found are checked against the rule, rather than
//! turning it off and looking for formulas in text nodes: by then Markdown has been applied
//! inside the formula (`\,` `\{` `\\` lose their backslash as escapes, `*` becomes emphasis),
//! and TeX cannot be recovered from text nodes. A span that breaks the rule is not turned
//! back into text either: its closing `$` may open a real formula (`costs $5, and $x^2$ is`),
//! which only a new pairing finds. So the opening `$` of the first such span in each block is
//! escaped (`\$`, a literal dollar for markdown-rs) and the text is parsed again, until every
//! span keeps the rule. Documents without a `$` are never walked; a document whose formulas
//! all keep the rule is parsed once.

use markdown::mdast;

/// Offsets in `text` of the opening `$` of the first span breaking the rule in each block of
/// inline content (paragraph, heading, table cell) under `nodes`.
pub(crate) fn misread_openers(text: &str, nodes: &[mdast::Node], out: &mut Vec<usize>) {
    for node in nodes {
        match node {
            mdast::Node::Paragraph(_) | mdast::Node::Heading(_) | mdast::Node::TableCell(_) => {
                if let Some(offset) = first_misread(text, node) {
                    out.push(offset);
                }
            }
            other => {
                if let Some(children) = other.children() {
                    misread_openers(text, children, out);
                }
            }
        }
    }
}

/// The opening offset of the first inline formula under `node` that breaks the rule.
fn first_misread(text: &str, node: &mdast::Node) -> Option<usize> {
    if let mdast::Node::InlineMath(math) = node {
        let position = math.position.as_ref()?;
        return breaks_rule(text, position.start.offset, position.end.offset)
            .then_some(position.start.offset);
    }
    node.children()?
        .iter()
        .find_map(|child| first_misread(text, child))
}

/// Whether the span `text[start..end]` (dollars included) is a single-dollar formula that
/// Pandoc would not read as one.
fn breaks_rule(text: &str, start: usize, end: usize) -> bool {
    let Some(span) = text.get(start..end) else {
        return false;
    };
    if span.starts_with("$$") || span.len() < 2 {
        return false;
    }
    let Some(inner) = span
        .strip_prefix('$')
        .and_then(|rest| rest.strip_suffix('$'))
    else {
        return false;
    };
    inner.starts_with(char::is_whitespace)
        || inner.ends_with(char::is_whitespace)
        || text[end..].starts_with(|character: char| character.is_ascii_digit())
}

/// `text` with a backslash before each of `openers` (offsets in `text`); `inserted` holds the
/// offsets of earlier insertions, moved to the new text, and gains the new ones.
pub(crate) fn escape_openers(
    text: &str,
    openers: &mut [usize],
    inserted: &mut Vec<usize>,
) -> String {
    openers.sort_unstable();
    let mut out = String::with_capacity(text.len() + openers.len());
    let mut from = 0;
    for &opener in openers.iter() {
        out.push_str(&text[from..opener]);
        out.push('\\');
        from = opener;
    }
    out.push_str(&text[from..]);
    for offset in inserted.iter_mut() {
        *offset += openers.iter().filter(|opener| **opener < *offset).count();
    }
    for (index, opener) in openers.iter().enumerate() {
        inserted.push(opener + index);
    }
    inserted.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule() {
        let text = "$x$ $ x$ $x $ $x$5 $x$a $$ x $$";
        assert!(!breaks_rule(text, 0, 3));
        assert!(breaks_rule(text, 4, 8));
        assert!(breaks_rule(text, 9, 13));
        assert!(breaks_rule(text, 14, 17));
        assert!(!breaks_rule(text, 19, 22));
        assert!(!breaks_rule(text, 24, 31));
    }

    #[test]
    fn escaping_keeps_track_of_insertions() {
        let mut inserted = vec![2, 8];
        let text = escape_openers("ab\\$c $d\\$ $e", &mut [11, 6], &mut inserted);
        assert_eq!(text, "ab\\$c \\$d\\$ \\$e");
        // Earlier backslashes move with the text; the new ones are at their place in it.
        assert_eq!(inserted, [2, 6, 9, 12]);
    }
}
