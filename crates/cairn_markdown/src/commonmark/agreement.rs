//! When pulldown-cmark and markdown-rs might read a document apart, so that the fast reader
//! declines it.
//!
//! Each rule was found by compiling documents both ways (the CommonMark spec's examples, the
//! repository's Markdown, and some hundred thousand documents of mixed lines) and is as
//! narrow as the cases allow: it covers GFM constructs pulldown-cmark lacks, what it keeps
//! of the text differently, and places where markdown-rs reads other than CommonMark says.

use markdown::mdast::Node;

use super::builder::trim_line_end;

/// Whole-text reasons to leave a document to markdown-rs.
pub(super) fn whole_text_agrees(text: &str) -> bool {
    // A byte order mark shifts offsets between the readers; a NUL is replaced. (A text with
    // a CR never comes here: see `parse_crlf`.)
    !text.starts_with('\u{feff}')
        && !text.bytes().any(|byte| byte == b'\0')
        && !empty_quote_line_before_text(text)
        && footnote_labels_agree(text)
}

/// Whether every `[^label]` has a label the readers read alike: not empty, and without
/// whitespace (which one reads as a footnote and the other as a link reference).
fn footnote_labels_agree(text: &str) -> bool {
    text.match_indices("[^").all(|(index, _)| {
        let rest = &text[index + 2..];
        let label = &rest[..rest.find(']').unwrap_or(rest.len())];
        !label.is_empty() && !label.contains(char::is_whitespace)
    })
}

/// Whether a block quote line with nothing after its marker is followed by a line outside
/// the quote: markdown-rs reads the lines after it by rules of its own.
fn empty_quote_line_before_text(text: &str) -> bool {
    let mut previous_empty_quote = false;
    for line in text.split('\n') {
        let trimmed = line.trim_start_matches([' ', '\t']);
        if previous_empty_quote && !trimmed.is_empty() && !trimmed.starts_with('>') {
            return true;
        }
        previous_empty_quote = trimmed.starts_with('>') && blank_but_quote_markers(trimmed);
    }
    false
}

/// Whether `text`, read as the author's words, holds nothing markdown-rs would read more
/// into: a formula's `$` (when `math`), what GFM makes a link without brackets, or what may
/// have been a table's delimiter row.
pub(super) fn prose_agrees(text: &str, math: bool) -> bool {
    if math && text.contains('$') {
        return false;
    }
    !may_autolink(text) && !looks_like_delimiter_row(text)
}

/// Whether the readers agree on a paragraph's next line, which starts at `line_start`, in the
/// paragraph that starts at `paragraph_start`. They may not when it starts with a tab
/// (markdown-rs keeps what is left of a tab that indentation took only part of), is lazy or
/// indented like code, or starts with a tag, an empty list item or a number and `.` or `)`
/// (markdown-rs lets any such list interrupt a paragraph, CommonMark only one from 1).
pub(super) fn continuation_line_agrees(
    text: &str,
    line_start: usize,
    paragraph_start: usize,
) -> bool {
    let Some(rest) = text.get(line_start..) else {
        return false;
    };
    let indentation = rest
        .bytes()
        .take_while(|byte| matches!(byte, b' ' | b'\t' | b'>'))
        .count();
    if rest.as_bytes()[..indentation].contains(&b'\t') {
        return false;
    }
    let paragraph_column = paragraph_start - self::line_start(text, paragraph_start);
    // markdown-rs reads a line indented four columns past its paragraph as code when the
    // paragraph follows a list or a block quote; a lazy line (less indented than its
    // paragraph, in a list item or block quote) continues it by rules the readers apply
    // differently.
    if indentation >= paragraph_column + 4 || indentation < paragraph_column {
        return false;
    }
    let line = line_from(rest, indentation);
    if line.starts_with('<') || matches!(line.trim_end(), "*" | "-" | "+") {
        return false;
    }
    !starts_numbered(line)
}

/// Whether a paragraph that starts at `start` has no tab before its text on its first line
/// (see `continuation_line_agrees`).
pub(super) fn first_line_untabbed(text: &str, start: usize) -> bool {
    let line_start = line_start(text, start);
    let blank = text[start..]
        .bytes()
        .take_while(|byte| matches!(byte, b' ' | b'\t'))
        .count();
    !text[line_start..start + blank].contains('\t')
}

/// Whether GFM could find a literal autolink in `text`: a `www.`, a URL scheme it knows, or
/// an `@` of an e-mail address.
fn may_autolink(text: &str) -> bool {
    let bytes = text.as_bytes();
    // An address needs a character of its local part right before the `@`; a package scope
    // (`@cairn/theme`) or a handle after a space cannot be one.
    let may_be_address = |index: usize| {
        index == 0
            || matches!(bytes[index - 1], b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'.' | b'+' | b'-' | b'_')
    };
    let ends_with = |end: usize, word: &str| {
        end >= word.len() && bytes[end - word.len()..end].eq_ignore_ascii_case(word.as_bytes())
    };
    bytes.iter().enumerate().any(|(index, byte)| match byte {
        b'@' => may_be_address(index),
        b'.' => ends_with(index, "www"),
        b':' => ["http", "https", "mailto", "xmpp"]
            .iter()
            .any(|scheme| ends_with(index, scheme)),
        _ => false,
    })
}

/// Whether the line before the one holding `offset` is blank, but for block quote markers.
pub(super) fn follows_blank_line(text: &str, offset: usize) -> bool {
    let line_start = line_start(text, offset);
    if line_start == 0 {
        return false;
    }
    let previous_start = self::line_start(text, line_start - 1);
    blank_but_quote_markers(&text[previous_start..line_start - 1])
}

/// Whether a block that starts at `start` comes straight after a line of the body (a
/// paragraph it may interrupt), rather than after a blank line or at the body's start.
pub(super) fn follows_text_line(text: &str, start: usize, body_start: usize) -> bool {
    line_start(text, start) > body_start && !follows_blank_line(text, start)
}

/// Where the line holding `offset` starts.
pub(super) fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map_or(0, |index| index + 1)
}

/// The rest of the line from `offset`, without its line ending.
pub(super) fn line_from(text: &str, offset: usize) -> &str {
    let rest = text.get(offset..).unwrap_or("");
    &rest[..rest.find('\n').unwrap_or(rest.len())]
}

/// Whether a line holds nothing but spaces, tabs and block quote markers.
pub(super) fn blank_but_quote_markers(line: &str) -> bool {
    line.bytes().all(|byte| matches!(byte, b' ' | b'\t' | b'>'))
}

/// Whether an HTML block is of a kind only its own end marker closes (raw text elements,
/// comments, processing instructions, declarations, CDATA), rather than a blank line.
pub(super) fn ends_only_at_its_marker(html: &str) -> bool {
    let start = html.trim_start_matches([' ', '\t']);
    if start.starts_with("<!") || start.starts_with("<?") {
        return true;
    }
    let lower = start.get(..10).unwrap_or(start).to_ascii_lowercase();
    ["<script", "<pre", "<style", "<textarea"]
        .iter()
        .any(|tag| lower.starts_with(tag))
}

/// How many cells a table row's line holds: its unescaped pipes, less the outer ones.
pub(super) fn written_cells(row: &str) -> usize {
    let row = row.trim_matches([' ', '\t', '\n']);
    let bytes = row.as_bytes();
    let mut pipes: usize = 0;
    let mut backslashes = 0;
    for byte in bytes {
        match byte {
            b'\\' => backslashes += 1,
            b'|' => {
                if backslashes % 2 == 0 {
                    pipes += 1;
                }
                backslashes = 0;
            }
            _ => backslashes = 0,
        }
    }
    let leading = usize::from(row.starts_with('|'));
    let trailing = usize::from(row.len() > 1 && row.ends_with('|') && !row.ends_with("\\|"));
    (pipes + 1).saturating_sub(leading + trailing)
}

/// Where the last leaf of `node` ends.
pub(super) fn content_end(node: &Node) -> usize {
    match node.children().and_then(|children| children.last()) {
        Some(last) => content_end(last),
        None => node.position().map_or(0, |position| position.end.offset),
    }
}

/// How many blank lines (but for block quote markers) follow the line holding `offset`.
pub(super) fn blank_lines_after(text: &str, offset: usize) -> usize {
    let Some(rest) = text.get(offset..) else {
        return 0;
    };
    let Some(line_end) = rest.find('\n') else {
        return 0;
    };
    let mut count = 0;
    let mut rest = &rest[line_end + 1..];
    while let Some(newline) = rest.find('\n') {
        if !blank_but_quote_markers(&rest[..newline]) {
            break;
        }
        count += 1;
        rest = &rest[newline + 1..];
    }
    // A last line of spaces, without a line ending, counts as well.
    if !rest.is_empty() && blank_but_quote_markers(rest) {
        count += 1;
    }
    count
}

/// The line after the one ending at `end`, without its indentation and quote markers.
pub(super) fn next_line(text: &str, end: usize) -> Option<&str> {
    let end = trim_line_end(text, end);
    let next = line_from(text, end + text.get(end..)?.find('\n')? + 1);
    Some(
        next.trim_start_matches([' ', '\t', '>'])
            .trim_end_matches([' ', '\t']),
    )
}

/// Whether the line after the one ending at `end` is made of `-` or `=` (and spaces).
pub(super) fn next_line_is_underline(text: &str, end: usize) -> bool {
    next_line(text, end).is_some_and(|next| {
        !next.is_empty()
            && next
                .bytes()
                .all(|byte| matches!(byte, b'-' | b'=' | b' ' | b'\t'))
    })
}

/// Whether a line that may hold a link reference definition (`[label]:`, not a footnote's
/// `[^label]:`) starts where none of the definitions pulldown-cmark kept does. It keeps only
/// the first definition of a label, so the rules about the line after a definition would miss
/// the line after a second one; `definition_lines` are the starts of the lines it kept.
pub(super) fn unkept_definition_line(text: &str, definition_lines: &[usize]) -> bool {
    let mut start = 0;
    for line in text.split('\n') {
        let trimmed = line.trim_start_matches([' ', '\t', '>']);
        if trimmed.starts_with('[')
            && !trimmed.starts_with("[^")
            && trimmed.contains("]:")
            && !definition_lines.contains(&start)
        {
            return true;
        }
        start += line.len() + 1;
    }
    false
}

/// Whether the line after the one ending at `end` starts with a number and `.` or `)`.
pub(super) fn next_line_numbered(text: &str, end: usize) -> bool {
    next_line(text, end).is_some_and(starts_numbered)
}

/// Whether text that stayed text looks like a table's delimiter row (`|---|:-:|`), which
/// markdown-rs may have read as part of a table.
fn looks_like_delimiter_row(text: &str) -> bool {
    let trimmed = text.trim();
    trimmed.contains('|')
        && trimmed.contains('-')
        && trimmed
            .bytes()
            .all(|byte| matches!(byte, b'|' | b'-' | b':' | b' ' | b'\t'))
}

/// Whether a code block is one the readers agree on: not indented, or without tabs in its
/// lines' indentation (the readers keep different parts of a tab that the block's own
/// indentation takes in part); and closed, when fenced (an unclosed fence runs to the end of
/// its container, where the readers keep different whitespace).
pub(super) fn code_block_plain(text: &str, start: usize, end: usize) -> bool {
    let Some(source) = text.get(start..end) else {
        return false;
    };
    let indented = start > line_start(text, start);
    if indented
        && source.split('\n').any(|line| {
            line.bytes()
                .take_while(|byte| matches!(byte, b' ' | b'\t' | b'>'))
                .any(|byte| byte == b'\t')
        })
    {
        return false;
    }
    let marker = match source.as_bytes().first() {
        Some(marker @ (b'`' | b'~')) => *marker,
        _ => return true,
    };
    let opening = source.bytes().take_while(|byte| *byte == marker).count();
    let body = source.trim_end_matches([' ', '\t', '\n']);
    let Some(last_start) = body.rfind('\n') else {
        return false;
    };
    let closing = body[last_start + 1..].trim_start_matches([' ', '\t', '>']);
    closing.len() >= opening && closing.bytes().all(|byte| byte == marker)
}

/// Whether `line` starts with a number and `.` or `)`, as an ordered list item does.
fn starts_numbered(line: &str) -> bool {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && matches!(line.as_bytes().get(digits), Some(b'.' | b')'))
}
