#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Imports as Docusaurus docs write them: files as URLs, imports between a component's tags.

use std::path::Path;

use cairn_markdown::compile;
use support::render_error;

mod support;

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
    insta::assert_snapshot!(render_error(&error));
}

#[test]
fn a_themed_image_keeps_the_file_of_each_colour_mode() {
    let compiled = compile(
        "import useBaseUrl from '@docusaurus/useBaseUrl';\nimport ThemedImage from '@theme/ThemedImage';\n\n<ThemedImage\n  alt=\"Architecture\"\n  sources={{\n    light: useBaseUrl('/img/light.svg'),\n    dark: require('./img/dark.png').default,\n  }}\n/>\n",
        Path::new("docs/page.mdx"),
    )
    .unwrap();
    assert_eq!(
        serde_json::to_string(&compiled.content).unwrap(),
        r#"[["ThemedImage",{"alt":"Architecture","sources":{"dark":"./img/dark.png","light":"/img/light.svg"}}]]"#
    );
    let urls: Vec<&str> = compiled
        .links
        .iter()
        .map(|link| link.url.as_str())
        .collect();
    assert_eq!(urls, ["/img/light.svg", "./img/dark.png"]);
}
