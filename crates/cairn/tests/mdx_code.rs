#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! MDX that holds code, built as users build it: a page with code renders as the same page
//! without code would, and code that fails at build time is reported in the document.
//!
//! Sites are made under the workspace's `target/` folder, where the theme is found.

use std::path::Path;

mod support;
use support::build;

const CONFIG: &str =
    "title = \"Fixture\"\nurl = \"https://fixture.dev\"\nonBrokenLinks = \"ignore\"\n";

/// The rendered content of a page: its `.markdown` element (up to the previous/next links).
fn content_html(root: &Path, page: &str) -> String {
    let html = std::fs::read_to_string(root.join("site/build").join(page)).unwrap();
    let start = html.find("<div class=\"markdown\">").unwrap();
    let end = html[start..]
        .find("<nav class=\"paginator")
        .or_else(|| html[start..].find("</article>"))
        .unwrap()
        + start;
    // A doc's footer loads on demand: its (empty) boundary follows the content.
    html[start..end]
        .trim_end_matches("<!--$--><!--/$-->")
        .to_owned()
}

/// A document as data, and the same document with code that gives the same content.
const AS_DATA: &str = "# Same\n\nSome *text* with a [link](/docs/as-data/) and `code`.\n\n## A section\n\n<div className=\"box\" title=\"a b\">Three: <span className=\"sum\">3</span></div>\n\n:::tip Title\n\nA tip.\n\n:::\n\n```js title=\"x.js\"\nconst x = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<ul><li>one</li><li>two</li></ul>\n";
const AS_CODE: &str = "# Same\n\nexport const unused = 1;\n\nSome *text* with a [link](/docs/as-data/) and `code`.\n\n## A section\n\n<div className=\"box\" title={'a' + ' b'}>Three: <span className=\"sum\">{1 + 2}</span></div>\n\n:::tip Title\n\nA tip.\n\n:::\n\n```js title=\"x.js\"\nconst x = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<ul>{['one', 'two'].map((item) => <li key={item}>{item}</li>)}</ul>\n";

#[test]
fn a_document_renders_the_same_as_data_and_as_code() {
    let (root, output) = build(&[
        ("cairn.toml", CONFIG),
        ("docs/as-data.mdx", AS_DATA),
        ("docs/as-code.mdx", AS_CODE),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let data = content_html(root.path(), "docs/as-data/index.html");
    // Heading anchors link to their own page.
    let code = content_html(root.path(), "docs/as-code/index.html")
        .replace("/docs/as-code/#", "/docs/as-data/#");
    assert_eq!(data, code);
    // The code page loads its module; the data page has none to load.
    let code_page =
        std::fs::read_to_string(root.path().join("site/build/docs/as-code/index.html")).unwrap();
    let data_page =
        std::fs::read_to_string(root.path().join("site/build/docs/as-data/index.html")).unwrap();
    assert!(code_page.contains("@generated/mdx/"), "{code_page}");
    assert!(!data_page.contains("@generated/mdx/"));
}

#[test]
fn code_that_throws_at_build_time_is_located_in_the_document() {
    let (root, output) = build(&[
        ("cairn.toml", CONFIG),
        (
            "docs/a.mdx",
            "# A\n\nexport const data = {items: []};\n\nFine: {data.items.length}.\n\nBroken: {data.missing.length}.\n",
        ),
    ]);
    assert_eq!(output.status.code(), Some(1));
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(
        message.contains("docs/a.mdx:7:10: the MDX code there threw while rendering `/docs/a/`"),
        "{message}"
    );
    assert!(
        message.contains("Cannot read properties of undefined"),
        "{message}"
    );
    assert!(!root.path().join("site/build").exists());
}

#[test]
fn a_partial_without_code_shows_a_prop_its_use_computes() {
    let (root, output) = build(&[
        ("cairn.toml", CONFIG),
        (
            "docs/a.mdx",
            "# A\n\nimport Greeting from './_greeting.mdx';\n\n<Greeting name={'ada'.toUpperCase()} kind=\"plain\" />\n",
        ),
        (
            "docs/_greeting.mdx",
            "Hello <strong>{props.name}</strong>, a {props.kind} prop.\n",
        ),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        content_html(root.path(), "docs/a/index.html"),
        "<div class=\"markdown\"><p>Hello <strong>ADA</strong>, a <!-- -->plain<!-- --> prop.</p></div>"
    );
}
