#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! HTML elements written in MDX over several lines.

use std::path::Path;

use cairn_markdown::compile;

fn content(source: &str) -> String {
    let compiled = compile(source, Path::new("docs/page.mdx")).unwrap();
    assert!(compiled.warnings.is_empty(), "{:?}", compiled.warnings);
    serde_json::to_string(&compiled.content).unwrap()
}

#[test]
fn a_phrasing_element_over_several_lines_holds_its_text_not_a_paragraph() {
    // As Docusaurus's docs write a paragraph inside an admonition: MDX reads the text as a
    // paragraph of its own, which would put a `<p>` inside the `<p>`.
    let tree = content(
        "import Admonition from '@theme/Admonition';\n\n<Admonition type=\"tip\" title=\"Did you know...\">\n  <p>\n    Use plugins to introduce *shorter* syntax.\n  </p>\n</Admonition>\n",
    );
    assert_eq!(
        tree,
        r#"[["Admonition",{"title":"Did you know...","type":"tip"},["p","Use plugins to introduce ",["em","shorter"]," syntax."]]]"#
    );
    assert_eq!(
        content("<span>\n  One.\n\n  Two.\n</span>\n"),
        r#"[["span","One."," ","Two."]]"#
    );
    assert_eq!(
        content("<h3>\n  A `title`\n</h3>\n"),
        r#"[["h3","A ",["code","title"]]]"#
    );
}

#[test]
fn a_flow_element_keeps_its_paragraphs() {
    assert_eq!(
        content("<div>\n  One.\n\n  Two.\n</div>\n"),
        r#"[["div",["p","One."],["p","Two."]]]"#
    );
    assert_eq!(
        content("<details>\n<summary>\n  More\n</summary>\n\nHidden.\n\n</details>\n"),
        r#"[["details",["summary","More"],["p","Hidden."]]]"#
    );
}

#[test]
fn a_head_block_s_react_attribute_names_become_html_ones() {
    let compiled = compile(
        "<head>\n  <meta charSet=\"utf-8\" />\n  <meta httpEquiv=\"refresh\" content=\"30\" />\n  <link rel=\"alternate\" hrefLang=\"fr\" href=\"/fr/\" data-Extra=\"x\" />\n</head>\n\nText.\n",
        Path::new("docs/page.mdx"),
    )
    .unwrap();
    let names: Vec<Vec<&str>> = compiled
        .head
        .iter()
        .map(|tag| {
            tag.attributes
                .iter()
                .map(|(name, _)| name.as_str())
                .collect()
        })
        .collect();
    assert_eq!(
        names,
        [
            vec!["charset"],
            vec!["http-equiv", "content"],
            vec!["rel", "hreflang", "href", "data-Extra"]
        ]
    );
}
