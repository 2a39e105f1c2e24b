#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Imports as Docusaurus docs write them: files as URLs, imports between a component's tags.

use std::path::Path;

use cairn_markdown::compile;
use miette::{GraphicalReportHandler, GraphicalTheme};

#[test]
fn an_imported_file_is_its_path_where_a_prop_names_it() {
    let compiled = compile(
        "import banner from './img/banner.png';\nimport report from '@site/static/report.pdf';\n\n<img src={banner} alt=\"Banner\" />\n\n<a href={report}>The report</a>\n",
        Path::new("docs/page.mdx"),
    )
    .unwrap();
    assert_eq!(
        serde_json::to_string(&compiled.content).unwrap(),
        r#"[["img",{"alt":"Banner","src":"./img/banner.png"}],["a",{"href":"@site/static/report.pdf"},"The report"]]"#
    );
    assert!(compiled.components.is_empty());
}

#[test]
fn an_import_between_a_component_s_tags_is_read() {
    let compiled = compile(
        "import Frame from '@site/src/components/Frame';\n\n<Frame>\n\nimport Logo from '@site/static/img/logo.svg';\n\n<Logo title=\"Logo\" />\n\n</Frame>\n",
        Path::new("docs/page.mdx"),
    )
    .unwrap();
    let ids: Vec<String> = compiled.components.iter().map(|c| c.id()).collect();
    assert_eq!(
        ids,
        [
            "@site/src/components/Frame#default",
            "@site/static/img/logo.svg#default"
        ]
    );
}

#[test]
fn a_file_written_as_a_component_says_how_to_show_it() {
    let error = compile(
        "import Banner from './img/banner.png';\n\n<Banner />\n",
        Path::new("docs/page.mdx"),
    )
    .unwrap_err();
    let mut report = String::new();
    GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .render_report(&mut report, error.as_ref())
        .unwrap();
    insta::assert_snapshot!(report);
}
