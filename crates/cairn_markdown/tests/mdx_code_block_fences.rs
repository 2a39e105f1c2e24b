#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `mdx-code-block` fences: Docusaurus reads their content as the page's own MDX.

use std::path::Path;

use cairn_markdown::{Compiled, compile};
use support::render_error;

mod support;

fn content_json(compiled: &Compiled) -> String {
    serde_json::to_string_pretty(&compiled.content).unwrap()
}

/// The document a Docusaurus site writes for Crowdin: its JSX, an admonition and a heading
/// inside a fence, and the same document as plain MDX.
const FENCED: &str = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nIntro.\n\n````mdx-code-block\n<Tabs groupId=\"os\">\n  <TabItem value=\"win\" label=\"Windows\" default>\n\n```bash\nwinget install cairn\n```\n\n  </TabItem>\n  <TabItem value=\"mac\" label=\"macOS\">Use **brew**.</TabItem>\n</Tabs>\n\n## Inside the block\n\n:::tip\nRead as MDX.\n:::\n````\n\nAfter.\n";
const PLAIN: &str = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nIntro.\n\n<Tabs groupId=\"os\">\n  <TabItem value=\"win\" label=\"Windows\" default>\n\n```bash\nwinget install cairn\n```\n\n  </TabItem>\n  <TabItem value=\"mac\" label=\"macOS\">Use **brew**.</TabItem>\n</Tabs>\n\n## Inside the block\n\n:::tip\nRead as MDX.\n:::\n\nAfter.\n";

#[test]
fn the_content_of_the_fence_is_the_page_s_own_mdx() {
    let fenced = compile(FENCED, Path::new("docs/tabs.mdx")).unwrap();
    let plain = compile(PLAIN, Path::new("docs/tabs.mdx")).unwrap();
    assert!(fenced.warnings.is_empty(), "{:?}", fenced.warnings);
    assert_eq!(content_json(&fenced), content_json(&plain));
    let headings: Vec<&str> = fenced
        .headings
        .iter()
        .map(|heading| heading.id.as_str())
        .collect();
    assert_eq!(headings, ["inside-the-block"]);
    insta::assert_snapshot!(content_json(&fenced));
}

#[test]
fn a_md_file_with_such_a_fence_is_read_as_mdx() {
    let source = "Tabs:\n\n```mdx-code-block\n<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n```\n";
    let compiled = compile(source, Path::new("docs/page.md")).unwrap();
    let json = content_json(&compiled);
    assert!(json.contains("\"details\""), "{json}");
    assert!(!json.contains("mdx-code-block"), "{json}");
}

#[test]
fn with_format_md_the_fence_stays_code() {
    let mut options = cairn_markdown::CompileOptions::default();
    options.format = cairn_markdown::Format::Md;
    let compiled = cairn_markdown::Compiler::with_options(options)
        .compile(
            "```mdx-code-block\n<Tabs />\n```\n",
            Path::new("docs/page.md"),
        )
        .unwrap();
    assert!(content_json(&compiled).contains("<Tabs />"));
}

#[test]
fn a_fence_shown_inside_other_code_stays_code() {
    let source = "How to write one:\n\n`````md\n```mdx-code-block\n<Tabs />\n```\n`````\n";
    let compiled = compile(source, Path::new("docs/page.mdx")).unwrap();
    let json = content_json(&compiled);
    assert!(
        json.contains("```mdx-code-block\\n<Tabs />\\n```"),
        "{json}"
    );
}

#[test]
fn a_mistake_inside_the_fence_is_shown_at_its_line_in_the_file() {
    let source = "Intro.\n\n```mdx-code-block\n<div>\n\nUnclosed.\n```\n";
    let error = compile(source, Path::new("docs/page.mdx")).unwrap_err();
    insta::assert_snapshot!(render_error(&error));
}
