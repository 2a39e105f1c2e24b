#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The compiler never panics, whatever it is given: every input yields a document or an
//! error. Runs a modest number of cases by default; set `PROPTEST_CASES` for a long run, e.g.
//! `PROPTEST_CASES=200000 cargo test --release -p cairn_markdown --test robustness`.

use std::path::Path;

use cairn_markdown::Compiler;
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
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn compiling_never_panics(source in documents()) {
        let compiler = Compiler::new();
        for path in ["docs/fuzz.md", "docs/fuzz.mdx"] {
            // Any outcome is fine; a panic fails the property.
            let _ = compiler.compile(&source, Path::new(path));
        }
    }
}
