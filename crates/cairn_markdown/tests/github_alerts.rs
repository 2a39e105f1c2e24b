#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! GitHub's alerts (`> [!NOTE]`) are admonitions unless the site turns them off.

use std::path::Path;

use cairn_markdown::{CompileOptions, Compiler};

fn tree(source: &str, alerts: bool) -> serde_json::Value {
    let mut options = CompileOptions::default();
    options.github_alerts = alerts;
    let compiled = Compiler::with_options(options)
        .compile(source, Path::new("docs/a.md"))
        .unwrap();
    serde_json::to_value(&compiled.content).unwrap()
}

#[test]
fn each_kind_is_an_admonition() {
    let source = "> [!NOTE]\n> Useful information.\n\n> [!TIP]\n> A *better* way.\n\n> [!IMPORTANT]\n> Key facts.\n\n> [!WARNING]\n> Urgent.\n\n> [!CAUTION]\n> Risks.\n\n> [!note]\n> Lower case works too.\n";
    insta::assert_snapshot!(serde_json::to_string_pretty(&tree(source, true)).unwrap());
}

#[test]
fn an_alert_keeps_its_blocks_and_markdown() {
    let value = tree(
        "> [!TIP]\n> First paragraph with a [link](https://example.com).\n>\n> - a list\n> - of items\n",
        true,
    );
    assert_eq!(
        value,
        serde_json::json!([["Admonition", {"type": "tip"},
            ["p", "First paragraph with a ", ["a", {"href": "https://example.com", "rel": "noopener noreferrer", "target": "_blank"}, "link"], "."],
            ["ul", ["li", "a list"], ["li", "of items"]]
        ]])
    );
}

#[test]
fn quotes_that_are_not_alerts_stay_quotes() {
    for source in [
        "> [!NOTE] on the same line as text\n",
        "> [!UNKNOWN]\n> text\n",
        "> Text first.\n> [!NOTE]\n",
        "> [NOTE]\n> text\n",
    ] {
        assert_eq!(tree(source, true)[0][0], "blockquote", "{source}");
    }
    assert_eq!(tree("> [!NOTE]\n> text\n", false)[0][0], "blockquote");
}
