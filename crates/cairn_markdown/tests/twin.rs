#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The Markdown twin of compiled pages: one snapshot per construct, and the promise that no
//! import or JSX tag of the source reaches the twin.

use std::path::Path;

use cairn_markdown::{TwinOptions, compile, markdown_twin};

fn twin(source: &str, path: &str) -> String {
    let markdown = twin_once(source, path);
    // The twin is Markdown that compiles again, without a warning, to the same twin.
    let again = compile(&markdown, Path::new("twin.md")).unwrap();
    assert!(again.warnings.is_empty(), "{:?}", again.warnings);
    assert_eq!(twin_once(&markdown, "twin.md"), markdown);
    markdown
}

fn twin_once(source: &str, path: &str) -> String {
    let compiled = compile(source, Path::new(path)).unwrap();
    markdown_twin(
        &compiled.content,
        TwinOptions {
            title: compiled.leading_heading.as_deref(),
            site_url: "https://example.com",
        },
    )
}

#[test]
fn text_headings_links_and_lists() {
    insta::assert_snapshot!(twin(
        "# Title\n\nSome *emphasis*, **strong**, ~~struck~~, `a ``tick`` here` and a [link](/docs/intro/) to [elsewhere](https://x.dev/).\n\n## Custom {#my-id}\n\n- one\n- two\n  - nested\n\n3. three\n4. four\n\n- [x] done\n- [ ] to do\n\n> Quoted *text*.\n\n---\n\n![A map](/img/map.png)\n\nA literal \\* star and a_b.\n",
        "docs/page.md"
    ));
}

#[test]
fn admonitions_details_and_tables() {
    insta::assert_snapshot!(twin(
        ":::tip Pack light\n\nBring **water**.\n\n:::\n\n:::danger\n\nCliffs.\n\n:::\n\n<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n\n| Trail | Length |\n| --- | ---: |\n| North | 5 km |\n| A | pipe \\| inside |\n",
        "docs/page.mdx"
    ));
}

#[test]
fn code_blocks_math_and_diagrams() {
    insta::assert_snapshot!(twin(
        "```rust title=\"src/main.rs\" {1}\nfn main() {}\n```\n\n````md\n```js\nx\n```\n````\n\n```mermaid\ngraph TD; A-->B;\n```\n\nInline $x^2$ and a display formula:\n\n$$\n\\frac{1}{2}\n$$\n",
        "docs/page.md"
    ));
}

#[test]
fn tabs_and_components_give_their_text_never_jsx() {
    let source = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Card from '@site/src/components/Card';\n\n<Tabs>\n  <TabItem value=\"npm\" label=\"npm\">\n\n```bash\nnpm install trails\n```\n\n  </TabItem>\n  <TabItem value=\"yarn\">\n\nWith **yarn**.\n\n  </TabItem>\n</Tabs>\n\n<Card title=\"Hello\">\n\nInside the card.\n\n</Card>\n\n<div className=\"note\">A <span>div</span>.</div>\n";
    let markdown = twin(source, "docs/page.mdx");
    assert!(!markdown.contains("import "), "{markdown}");
    assert!(!markdown.contains('<'), "{markdown}");
    insta::assert_snapshot!(markdown);
}

#[test]
fn an_empty_page_has_an_empty_twin() {
    assert_eq!(twin("", "docs/page.md"), "");
}
