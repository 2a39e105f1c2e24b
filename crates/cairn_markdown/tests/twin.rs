#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The Markdown twin of compiled pages: one snapshot per construct, and the promise that no
//! import or JSX tag of the source reaches the twin.

use std::collections::BTreeMap;
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
    twin_with(source, path, &BTreeMap::new())
}

fn twin_with(source: &str, path: &str, components: &BTreeMap<String, String>) -> String {
    let compiled = compile(source, Path::new(path)).unwrap();
    markdown_twin(
        &compiled.content,
        TwinOptions {
            title: compiled.leading_heading.as_deref(),
            site_url: "https://example.com",
            components,
        },
    )
}

#[test]
fn a_component_gives_the_text_its_site_declares_or_its_content() {
    let components: BTreeMap<String, String> = [
        ("YouTube", "[Video: {title}]({url})"),
        ("Callout", "**{kind}:** {children}"),
        ("Badge", "({children})"),
        ("Hidden", ""),
    ]
    .into_iter()
    .map(|(name, template)| (name.to_owned(), template.to_owned()))
    .collect();
    let source = "import YouTube from '@site/src/components/YouTube';\nimport Callout from '@site/src/components/Callout';\nimport Badge from '@site/src/components/Badge';\nimport Hidden from '@site/src/components/Hidden';\nimport Card from '@site/src/components/Card';\n\n<YouTube title=\"Setting up\" url=\"/videos/setup/\" />\n\n<Callout kind=\"Tip\">\n\nPack *light*.\n\n</Callout>\n\nNew <Badge>beta</Badge> trail.\n\n<Hidden>\n\nNot for models.\n\n</Hidden>\n\n<Card>\n\nA card without a text of its own.\n\n</Card>\n";
    insta::assert_snapshot!(twin_with(source, "docs/page.mdx", &components));
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
fn a_page_with_code_gives_its_text_without_its_code() {
    // ESM, an exported component, expressions in content and in props: the twin keeps the
    // page's own text and leaves out what only its code knows.
    let source = "import data from './trails.json';\nexport const Total = () => <b>{data.length}</b>;\nexport const year = 2026;\n\n# Trails in {year}\n\nThere are <Total /> trails, updated {new Date(0).getFullYear()}.\n\n<details open={year > 2000}>\n<summary>Why</summary>\n\nBecause *walking*.\n\n</details>\n";
    let markdown = twin(source, "docs/page.mdx");
    assert!(
        !markdown.contains("import ") && !markdown.contains("export "),
        "{markdown}"
    );
    assert!(
        !markdown.contains('<') && !markdown.contains('{'),
        "{markdown}"
    );
    insta::assert_snapshot!(markdown);
}

#[test]
fn an_empty_page_has_an_empty_twin() {
    assert_eq!(twin("", "docs/page.md"), "");
}
