#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The compiler never panics, whatever it is given: every input yields a document or an
//! error. Runs a modest number of cases by default; set `PROPTEST_CASES` for a long run, e.g.
//! `PROPTEST_CASES=200000 cargo test --release -p cairn_markdown --test robustness`.

use std::path::Path;

use cairn_markdown::{Compiled, Compiler};
use proptest::prelude::*;

/// Pieces of Markdown and MDX syntax, so random documents hit the interesting paths.
const FRAGMENTS: &[&str] = &[
    "# ",
    "## ",
    "### ",
    "\n",
    "\n\n",
    "---\n",
    "title: x\n",
    "sidebar_position: [\n",
    "- ",
    "1. ",
    "> ",
    "```",
    "```rust title=\"a\" {1-2}\n",
    "~~~",
    "`",
    "*",
    "**",
    "_",
    "~~",
    "[",
    "]",
    "(",
    ")",
    "![",
    "<",
    ">",
    "</",
    "/>",
    "<details>",
    "</details>",
    "<summary>",
    "<kbd>",
    "</kbd>",
    "<div>",
    "<head>",
    "<!-- truncate -->",
    "<!--",
    "-->",
    "{",
    "}",
    "{/* truncate */}",
    ":::",
    ":::note",
    ":::tip Title",
    "::::warning",
    "$",
    "$$",
    "$5",
    " $x$",
    "\\$",
    "\\frac{1}{2}",
    "|",
    "| a | b |\n|---|---|\n",
    "[^1]",
    "[^1]: note\n",
    "{#id}",
    "import Tabs from '@theme/Tabs';\n",
    "<Tabs>",
    "</Tabs>",
    "<TabItem value=\"a\">",
    "</TabItem>",
    "export const x = 1;\n",
    "={",
    "=\"",
    "\"",
    "'",
    "&amp;",
    "&",
    "\t",
    "    ",
    "é",
    "日本",
    "\u{0}",
    "\r\n",
    "<!-- highlight-next-line -->",
    "// highlight-start\n",
    "https://example.com",
    "./a.md",
    "../b.mdx#x",
    "showLineNumbers",
];

fn documents() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(prop::sample::select(FRAGMENTS), 0..60)
            .prop_map(|parts| parts.concat()),
        any::<String>(),
        "[ -~\n]{0,300}",
    ]
}

/// A document whose elements nest `depth` levels deep, of one kind or mixed: quotes, list
/// items, components, HTML elements, emphasis. Nesting like this used to overflow the stack.
fn deeply_nested() -> impl Strategy<Value = String> {
    let opener = prop::sample::select(vec!["> ", "- ", "<div>", "<Box>", "*", "["]);
    (prop::collection::vec(opener, 1..4), 1usize..400).prop_map(|(kinds, depth)| {
        let mut text = String::from("# Deep\n\n");
        let mut closers = Vec::new();
        for level in 0..depth {
            let kind = kinds[level % kinds.len()];
            match kind {
                "- " => text.push_str(&format!("\n{}- ", "  ".repeat(level))),
                "> " => text.push_str("> "),
                "<div>" => closers.push("</div>"),
                "<Box>" => closers.push("</Box>"),
                "*" => closers.push("*"),
                _ => closers.push("](x)"),
            }
            if kind.starts_with('<') || kind == "*" || kind == "[" {
                text.push_str(kind);
            }
        }
        text.push('x');
        while let Some(closer) = closers.pop() {
            text.push_str(closer);
        }
        text.push('\n');
        text
    })
}

/// Compiles on a thread with a 2 MiB stack, as the engine's worker threads have: the
/// process aborts, failing the test run, if the compiler runs out of it.
fn compile_on_a_small_stack(source: String, path: &'static str) -> bool {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || Compiler::new().compile(&source, Path::new(path)).is_ok())
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn nesting_past_the_limit_is_a_located_error_not_a_crash() {
    let lists: String = (0..1_000)
        .map(|level| format!("{}- x\n", "  ".repeat(level)))
        .collect();
    let quotes = format!("{} x\n", ">".repeat(1_500));
    let elements = format!("{}x{}", "<div>".repeat(2_000), "</div>".repeat(2_000));
    for (source, path, line) in [
        (lists, "docs/lists.md", 99),
        (quotes, "docs/quotes.md", 1),
        (elements, "docs/elements.mdx", 1),
    ] {
        let error = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                Compiler::new()
                    .compile(&source, Path::new(path))
                    .unwrap_err()
            })
            .unwrap()
            .join()
            .unwrap();
        let message = error.to_string();
        assert!(
            message.starts_with(&format!("{path}:{line}:"))
                && message.contains("nest more than 100 levels deep"),
            "{message}"
        );
    }
    // Just under the limit: a page.
    let lists: String = (0..95)
        .map(|level| format!("{}- x\n", "  ".repeat(level)))
        .collect();
    assert!(compile_on_a_small_stack(lists, "docs/lists.md"));
}

proptest! {
    // Each case parses a document of up to 400 levels (a deep list's text grows with the
    // square of its depth): fewer cases than the property below, past the limit and under it.
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn deep_nesting_never_overflows_the_stack(source in deeply_nested()) {
        compile_on_a_small_stack(source.clone(), "docs/deep.md");
        compile_on_a_small_stack(source, "docs/deep.mdx");
    }
}

proptest! {
    // 256 cases unless `PROPTEST_CASES` says otherwise.
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn compiling_never_panics(source in documents()) {
        let compiler = Compiler::new();
        for path in ["docs/fuzz.md", "docs/fuzz.mdx"] {
            // An error is fine; a panic fails the property, and so does a document that
            // breaks one of the promises below.
            if let Ok(compiled) = compiler.compile(&source, Path::new(path)) {
                check_document(&compiled)?;
            }
        }
    }
}

/// Bytes as a file on disk may hold them: a document with stray bytes that are not UTF-8
/// (Latin-1 letters, a lone continuation byte, a sequence cut short, a UTF-16 mark) and NULs.
fn document_bytes() -> impl Strategy<Value = Vec<u8>> {
    let stray = prop::sample::select(vec![
        vec![0xE9],
        vec![0x80],
        vec![0xC0, 0xAF],
        vec![0xE2, 0x82],
        vec![0xFF, 0xFE],
        vec![0xEF, 0xBB, 0xBF],
        vec![0],
    ]);
    (
        documents(),
        prop::collection::vec((any::<prop::sample::Index>(), stray), 0..4),
    )
        .prop_map(|(text, strays)| {
            let mut bytes = text.into_bytes();
            for (at, stray) in strays {
                let at = at.index(bytes.len() + 1);
                bytes.splice(at..at, stray);
            }
            bytes
        })
}

proptest! {
    #![proptest_config(ProptestConfig::default())]

    /// Read as `cairn build` reads a file: UTF-8 compiles (NULs and all), anything else is a
    /// message that points at the first byte that does not decode.
    #[test]
    fn files_that_are_not_utf8_are_located_not_mangled(bytes in document_bytes()) {
        match cairn_config::text_file::decode(bytes.clone()) {
            Ok(text) => {
                let compiler = Compiler::new();
                for path in ["docs/bytes.md", "docs/bytes.mdx"] {
                    if let Ok(compiled) = compiler.compile(&text, Path::new(path)) {
                        check_document(&compiled)?;
                    }
                }
            }
            Err(error) => {
                let valid = std::str::from_utf8(&bytes[..error.byte]);
                prop_assert!(valid.is_ok(), "bytes before {} do not decode", error.byte);
                prop_assert!(std::str::from_utf8(&bytes[error.byte..]).is_err());
                let before = valid.unwrap_or_default();
                prop_assert_eq!(error.line, before.matches('\n').count() + 1);
                prop_assert_eq!(bytes[error.byte], error.found[0]);
            }
        }
    }
}

/// What every compiled document promises its readers (the theme, the search index).
fn check_document(compiled: &Compiled) -> Result<(), TestCaseError> {
    // Markers the compiler uses on the way (raw HTML, fragments, the truncate marker) must all
    // be gone: the theme would try to render them.
    let mut internal = Vec::new();
    for node in compiled
        .content
        .iter()
        .chain(compiled.excerpt.iter().flatten())
    {
        node.visit_elements(&mut |tag, _| {
            if tag.is_empty() || tag.starts_with('\0') {
                internal.push(tag.to_owned());
            }
        });
    }
    prop_assert!(
        internal.is_empty(),
        "internal nodes left in the tree: {:?}",
        internal
    );
    if let Some(excerpt) = &compiled.excerpt {
        prop_assert!(compiled.content.starts_with(excerpt));
    }
    let heading_ids: Vec<&str> = compiled
        .headings
        .iter()
        .map(|heading| heading.id.as_str())
        .collect();
    let mut section_ids = compiled
        .sections
        .iter()
        .filter_map(|section| section.anchor.as_deref());
    // Sections follow the headings in order, so each anchor is found after the one before.
    let mut remaining = heading_ids.iter();
    prop_assert!(section_ids.all(|anchor| remaining.any(|id| *id == anchor)));
    for section in &compiled.sections {
        prop_assert!(!section.text.starts_with(' ') && !section.text.ends_with(' '));
        prop_assert!(!section.text.contains("  "));
    }
    Ok(())
}
