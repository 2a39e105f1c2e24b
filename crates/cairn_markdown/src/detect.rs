//! Whether a `.md` file uses MDX, as Docusaurus sites expect (Docusaurus compiles `.md` as
//! MDX): ESM `import`/`export` lines, capitalised JSX components (`<Tabs>`, `<Foo.Bar />`),
//! `{/* … */}` comments or an `mdx-code-block` fence, outside code and front matter.
//!
//! One pass over the lines, and none at all for the many files that contain none of
//! `import`, `export`, `{/*`, `mdx-code-block` or a `<` before a capital letter.

use crate::mdx_code_blocks;

/// The first MDX construct of a document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Detected {
    /// One-based line and column (in characters) of the construct.
    pub line: usize,
    pub column: usize,
    /// What was found, for messages: "an `import` line", "the component `<Tabs>`".
    pub construct: String,
    /// Whether the construct can only have been written for MDX (an `import` or `export`
    /// line, an `mdx-code-block` fence), rather than text that looks like MDX (`<T>`).
    pub written_for_mdx: bool,
}

/// The first MDX construct of `text`, if it has one.
pub(crate) fn mdx_construct(text: &str) -> Option<Detected> {
    if !may_use_mdx(text) {
        return None;
    }
    let mut fence: Option<(u8, usize)> = None;
    let mut in_front_matter = false;
    let mut in_comment = false;
    let mut previous_blank = true;
    let mut in_indented_code = false;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        if index == 0 && line.trim_end() == "---" {
            in_front_matter = true;
            continue;
        }
        if in_front_matter {
            if line.trim_end() == "---" {
                in_front_matter = false;
                previous_blank = true;
            }
            continue;
        }
        let trimmed = line.trim_start();
        if let Some((marker, length)) = fence {
            if closes_fence(trimmed, marker, length) {
                fence = None;
            }
            continue;
        }
        let blank = trimmed.is_empty();
        // Indented code starts after a blank line (it cannot interrupt a paragraph); a list
        // item's indented paragraph is skipped too, which only ever keeps a file CommonMark.
        let indented = indentation(line) >= 4;
        in_indented_code = !blank && indented && (previous_blank || in_indented_code);
        if in_indented_code {
            continue;
        }
        previous_blank = blank;
        if blank {
            continue;
        }
        if let Some(opened) = opens_fence(trimmed) {
            if mdx_code_blocks::is_mdx_fence(trimmed, opened.1) {
                return Some(Detected {
                    line: number,
                    column: line.len() - trimmed.len() + 1,
                    construct: format!("an `{}` fence", mdx_code_blocks::LANGUAGE),
                    written_for_mdx: true,
                });
            }
            fence = Some(opened);
            continue;
        }
        if !in_comment && let Some(construct) = esm_line(line) {
            return Some(Detected {
                line: number,
                column: 1,
                construct: construct.to_owned(),
                written_for_mdx: true,
            });
        }
        if let Some((column, construct)) = inline_construct(line, &mut in_comment) {
            return Some(Detected {
                line: number,
                column,
                construct,
                written_for_mdx: false,
            });
        }
    }
    None
}

/// False when `text` cannot hold any construct `mdx_construct` looks for.
fn may_use_mdx(text: &str) -> bool {
    text.contains("import")
        || text.contains("export")
        || text.contains("{/*")
        || text.contains(mdx_code_blocks::LANGUAGE)
        || text
            .as_bytes()
            .windows(2)
            .any(|pair| pair[0] == b'<' && pair[1].is_ascii_uppercase())
}

/// Columns of leading whitespace, a tab counting to the next multiple of four.
fn indentation(line: &str) -> usize {
    let mut columns = 0;
    for byte in line.bytes() {
        match byte {
            b' ' => columns += 1,
            b'\t' => columns += 4 - columns % 4,
            _ => break,
        }
    }
    columns
}

pub(crate) fn opens_fence(trimmed: &str) -> Option<(u8, usize)> {
    let marker = *trimmed.as_bytes().first()?;
    if marker != b'`' && marker != b'~' {
        return None;
    }
    let length = trimmed.bytes().take_while(|&byte| byte == marker).count();
    if length < 3 || (marker == b'`' && trimmed[length..].contains('`')) {
        return None;
    }
    Some((marker, length))
}

pub(crate) fn closes_fence(trimmed: &str, marker: u8, length: usize) -> bool {
    let run = trimmed.bytes().take_while(|&byte| byte == marker).count();
    run >= length && trimmed[run..].trim().is_empty()
}

/// The construct of an ESM line: MDX reads `import`/`export` at the start of a line as
/// JavaScript. Only the forms of real statements count, so prose that starts with the word
/// ("Import the module…") stays prose.
fn esm_line(line: &str) -> Option<&'static str> {
    if let Some(rest) = line.strip_prefix("import") {
        let rest = rest.strip_prefix([' ', '\t'])?.trim_start();
        if rest.starts_with(['{', '*', '\'', '"']) {
            return Some("an `import` line");
        }
        let name_end = rest
            .find(|character: char| !(character.is_alphanumeric() || "_$".contains(character)))
            .unwrap_or(rest.len());
        if name_end == 0 {
            return None;
        }
        let after = rest[name_end..].trim_start();
        let is_import = after.starts_with(',')
            || after
                .strip_prefix("from")
                .is_some_and(|from| from.trim_start().starts_with(['\'', '"']));
        return is_import.then_some("an `import` line");
    }
    let rest = line.strip_prefix("export")?;
    let rest = rest.strip_prefix([' ', '\t'])?.trim_start();
    let statement = [
        "const ", "let ", "var ", "function", "async ", "default ", "class ",
    ]
    .iter()
    .any(|keyword| rest.starts_with(keyword))
        || rest.starts_with(['{', '*']);
    statement.then_some("an `export` line")
}

/// The first component tag or `{/*` comment of a line, outside inline code and HTML
/// comments, with its one-based column.
fn inline_construct(line: &str, in_comment: &mut bool) -> Option<(usize, String)> {
    let bytes = line.as_bytes();
    let mut index = 0;
    while index < bytes.len() {
        if *in_comment {
            match line[index..].find("-->") {
                Some(end) => {
                    *in_comment = false;
                    index += end + 3;
                    continue;
                }
                None => return None,
            }
        }
        match bytes[index] {
            b'\\' => index += 2,
            b'`' => {
                let run = bytes[index..].iter().take_while(|&&b| b == b'`').count();
                let after = index + run;
                index = code_span_end(bytes, after, run).unwrap_or(after);
            }
            b'<' if line[index..].starts_with("<!--") => {
                *in_comment = true;
                index += 4;
            }
            b'<' if bytes.get(index + 1).is_some_and(u8::is_ascii_uppercase)
                && (index == 0 || !bytes[index - 1].is_ascii_alphanumeric()) =>
            {
                let name_end = bytes[index + 1..]
                    .iter()
                    .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'.'))
                    .map_or(bytes.len(), |end| index + 1 + end);
                let ends_tag = bytes
                    .get(name_end)
                    .is_none_or(|&b| b == b'>' || b == b'/' || b.is_ascii_whitespace());
                if ends_tag {
                    let column = line[..index].chars().count() + 1;
                    let name = &line[index + 1..name_end];
                    return Some((column, format!("the component `<{name}>`")));
                }
                index += 1;
            }
            b'{' if line[index..].starts_with("{/*") => {
                let column = line[..index].chars().count() + 1;
                return Some((column, "the comment `{/*`".to_owned()));
            }
            _ => index += 1,
        }
    }
    None
}

/// The index after the run of `run` backticks closing a code span opened before `from`.
fn code_span_end(bytes: &[u8], from: usize, run: usize) -> Option<usize> {
    let mut index = from;
    while index < bytes.len() {
        if bytes[index] == b'`' {
            let length = bytes[index..].iter().take_while(|&&b| b == b'`').count();
            if length == run {
                return Some(index + length);
            }
            index += length;
        } else {
            index += 1;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Option<(usize, usize)> {
        mdx_construct(text).map(|detected| (detected.line, detected.column))
    }

    #[test]
    fn finds_esm_components_and_comments() {
        assert_eq!(found("import Tabs from '@theme/Tabs';\n"), Some((1, 1)));
        assert_eq!(found("import {a, b} from \"x\";\n"), Some((1, 1)));
        assert_eq!(found("Text\n\nexport const x = 1;\n"), Some((3, 1)));
        assert_eq!(found("Some <MyComponent /> here.\n"), Some((1, 6)));
        assert_eq!(found("<Foo.Bar>\n"), Some((1, 1)));
        assert_eq!(found("<Tabs\n  groupId=\"a\">\n"), Some((1, 1)));
        assert_eq!(found("One.\n\n{/* truncate */}\n"), Some((3, 1)));
        assert_eq!(
            found("Tabs:\n\n  ```mdx-code-block\n<Tabs />\n```\n"),
            Some((3, 3))
        );
    }

    #[test]
    fn ignores_code_front_matter_prose_and_html() {
        assert_eq!(found("---\nimport: x from 'y'\n---\n<div>Hi</div>\n"), None);
        assert_eq!(found("```js\nimport a from 'a';\n<Foo />\n```\n"), None);
        assert_eq!(found("~~~~\n<Foo />\n~~~\n{/* x */}\n~~~~\n"), None);
        assert_eq!(found("Text\n\n    import a from 'a';\n    <Foo />\n"), None);
        assert_eq!(found("Use `<Tabs>` and ``{/* x */}``.\n"), None);
        assert_eq!(
            found("Import the module from pip.\nimport the thing\n"),
            None
        );
        assert_eq!(
            found("A Vec<String> or \\<Foo> or <Https://x.dev>.\n"),
            None
        );
        assert_eq!(found("<!-- <Foo /> \n import a from 'a' -->\n"), None);
        assert_eq!(found("export default settings.\n"), Some((1, 1)));
        assert_eq!(found("exports are fine\n"), None);
    }
}
