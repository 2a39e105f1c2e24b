#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `<TOCInline>` written as Docusaurus pages write it, with `toc={toc}` or a filter on levels.

use std::path::Path;

use cairn_markdown::compile;

const HEADINGS: &str = "\n\n## Alpha\n\n### Beta\n\n#### Gamma\n";

fn toc_ids(source: &str) -> Vec<Vec<String>> {
    let compiled = compile(source, Path::new("docs/page.mdx")).unwrap();
    let tree = serde_json::to_value(&compiled.content).unwrap();
    tree.as_array()
        .unwrap()
        .iter()
        .filter(|node| node[0] == "TOCInline")
        .map(|node| {
            assert!(node[1].get("tocLevels").is_none(), "{node}");
            node[1]["toc"]
                .as_array()
                .unwrap()
                .iter()
                .map(|item| item["id"].as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

#[test]
fn toc_is_the_page_s_headings_and_a_level_filter_keeps_those_levels() {
    let source = format!(
        "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={{toc}} />\n\n<TOCInline\n  toc={{toc.filter((node) => node.level === 2 || node.level === 4)}}\n  minHeadingLevel={{2}}\n  maxHeadingLevel={{4}}\n/>\n\n<TOCInline />{HEADINGS}"
    );
    assert_eq!(
        toc_ids(&source),
        [
            vec!["alpha", "beta"],
            vec!["alpha", "gamma"],
            vec!["alpha", "beta"]
        ]
    );
}

#[test]
fn any_other_expression_is_code_given_the_pages_toc() {
    let source = format!(
        "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={{toc.slice(1)}} maxHeadingLevel={{4}} />{HEADINGS}"
    );
    let compiled = compile(&source, Path::new("docs/page.mdx")).unwrap();
    let code = compiled.code.expect("the filter is code");
    assert_eq!(code.scope, ["toc"]);
    assert!(code.source.contains("toc.slice(1)"));
    let tree = serde_json::to_value(&compiled.content).unwrap();
    assert_eq!(tree[0][0], "TOCInline");
    assert_eq!(tree[0][1]["$code"], serde_json::json!([code.id, 0]));
    assert_eq!(tree[0][1]["maxHeadingLevel"], 4);
}
