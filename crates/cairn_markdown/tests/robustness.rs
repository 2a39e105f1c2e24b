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
