//! `mdx-code-block` fences, as Docusaurus reads them: a fenced block whose language is
//! `mdx-code-block` is not code but MDX, written inside a fence so that translation tools
//! (Crowdin and others) leave its JSX alone. Docusaurus replaces such a block with its
//! content, parsed.
//!
//! Here the fence lines themselves are blanked before the document is parsed: each becomes
//! whitespace of the same length (a container's `>` markers kept), so the content is read in
//! place as MDX, and every offset, line and column of the file stays what the author sees.

use crate::detect::{closes_fence, opens_fence};
use crate::directives::split_container_prefix;

/// The language that marks a fenced block as MDX.
pub(crate) const LANGUAGE: &str = "mdx-code-block";

/// Whether a fence's opening line (`trimmed`, its marker run `length` long) names the language
/// `mdx-code-block`.
pub(crate) fn is_mdx_fence(trimmed: &str, length: usize) -> bool {
    trimmed[length..].split_whitespace().next() == Some(LANGUAGE)
}

/// `source` with the opening and closing lines of every `mdx-code-block` fence (outside front
/// matter and other code) blanked, or `None` when it has no such fence.
pub(crate) fn unwrap(source: &str) -> Option<String> {
    if !source.contains(LANGUAGE) {
        return None;
    }
    let mut blanked: Vec<(usize, usize)> = Vec::new();
    // Where the lines that close `mdx-code-block` fences start: found ahead, skipped when met.
    let mut closers: Vec<usize> = Vec::new();
    // The code fence being skipped, with the marker and length that close it.
    let mut fence: Option<(u8, usize)> = None;
    let mut in_front_matter = source.starts_with("---\n") || source.starts_with("---\r\n");
    let mut offset = 0;
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let start = offset;
        offset += line.len();
        if in_front_matter {
            in_front_matter = index == 0 || line.trim_end() != "---";
            continue;
        }
        if closers.contains(&start) {
            // The block's content ends here, and anything opened inside it with it.
            fence = None;
            continue;
        }
        let (prefix, trimmed) = after_container_markers(line);
        if let Some((marker, length)) = fence {
            if closes_fence(trimmed, marker, length) {
                fence = None;
            }
        } else if let Some((marker, length)) = opens_fence(trimmed) {
            if is_mdx_fence(trimmed, length) {
                // Its content is MDX, read on from the next line as the rest of the document.
                blanked.push((start + prefix, start + prefix + trimmed.len()));
                if let Some(closer) = closing_line(source, offset, marker, length) {
                    closers.push(closer.0);
                    blanked.push(closer.1);
                }
            } else {
                fence = Some((marker, length));
            }
        }
    }
    if blanked.is_empty() {
        return None;
    }
    let mut bytes = source.as_bytes().to_vec();
    for (start, end) in blanked {
        bytes[start..end].fill(b' ');
    }
    // Each span is a whole line after its ASCII container markers, so no character was cut:
    // the text stays UTF-8.
    String::from_utf8(bytes).ok()
}

/// The line without its line ending, split after its container markers (indentation, `>`):
/// the byte length of the markers, and the rest.
fn after_container_markers(line: &str) -> (usize, &str) {
    let (prefix, content) = split_container_prefix(line.trim_end_matches(['\n', '\r']));
    (prefix.len(), content)
}

/// The line that closes a fence opened on the line before `from`, by CommonMark's rule (the
/// same marker, at least as many, nothing after them): where it starts, and the span to
/// blank. `None` for a fence left open, which runs to the end of the document.
fn closing_line(
    source: &str,
    from: usize,
    marker: u8,
    length: usize,
) -> Option<(usize, (usize, usize))> {
    let mut offset = from;
    for line in source[from..].split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let (prefix, trimmed) = after_container_markers(line);
        if closes_fence(trimmed, marker, length) {
            return Some((start, (start + prefix, start + prefix + trimmed.len())));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fence_lines_become_blank_and_keep_every_offset() {
        let source = "Intro\n\n```mdx-code-block\n<Tabs>\n  <TabItem value=\"a\">A</TabItem>\n</Tabs>\n```\n\nAfter\n";
        let unwrapped = unwrap(source).unwrap();
        assert_eq!(unwrapped.len(), source.len());
        assert_eq!(
            unwrapped,
            "Intro\n\n                 \n<Tabs>\n  <TabItem value=\"a\">A</TabItem>\n</Tabs>\n   \n\nAfter\n"
        );
    }

    #[test]
    fn code_inside_the_block_stays_code_and_a_longer_fence_closes_it() {
        let source =
            "````mdx-code-block title=\"x\"\n<Tabs>\n\n```js\nconst a = 1;\n```\n\n</Tabs>\n````\n";
        let unwrapped = unwrap(source).unwrap();
        assert!(unwrapped.contains("```js\nconst a = 1;\n```\n"));
        assert!(!unwrapped.contains("````"));
        assert!(unwrapped.starts_with(&" ".repeat(28)));
    }

    #[test]
    fn a_block_shown_inside_other_code_or_front_matter_is_left_alone() {
        let shown = "````md\n```mdx-code-block\n<Tabs />\n```\n````\n";
        assert_eq!(unwrap(shown), None);
        let front_matter = "---\ndescription: |\n  ```mdx-code-block\n---\nText\n";
        assert_eq!(unwrap(front_matter), None);
        assert_eq!(unwrap("Say `mdx-code-block` in prose.\n"), None);
        assert_eq!(unwrap("```mdx-code-blocks\n<A />\n```\n"), None);
    }

    #[test]
    fn containers_keep_their_markers_and_line_endings_stay() {
        let source = "- Item\n\n  ```mdx-code-block\n  <Note />\n  ```\n> ~~~mdx-code-block\r\n> <Quote />\r\n> ~~~\r\n";
        let unwrapped = unwrap(source).unwrap();
        assert_eq!(
            unwrapped,
            "- Item\n\n                   \n  <Note />\n     \n>                  \r\n> <Quote />\r\n>    \r\n"
        );
    }

    #[test]
    fn a_block_left_open_runs_to_the_end() {
        let unwrapped = unwrap("```mdx-code-block\n<A />\n").unwrap();
        assert_eq!(unwrapped, "                 \n<A />\n");
    }
}
