#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! A site's own code as the bundler reports it when it cannot build: the import that fails,
//! named by file, line and column, with what to do.
//!
//! Sites are made under the workspace's `target/` folder, where the theme is found.

mod support;
use support::{build, report, says};

const CONFIG: &str = "title = \"Fixture\"\nurl = \"https://fixture.dev\"\n";

#[test]
fn a_package_the_site_has_not_installed_is_named_with_the_import_line() {
    let page = "import Layout from '@theme/Layout';\n\nimport pad from 'left-pad-not-installed';\n\nexport default function Home() {\n  return <Layout>{pad('x', 3)}</Layout>;\n}\n";
    let (root, output) = build(&[("cairn.toml", CONFIG), ("src/pages/index.js", page)]);
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    let report = report(&output);
    assert!(
        says(
            &report,
            "\"left-pad-not-installed\" (imported by src/pages/index.js:3:17) cannot be found"
        ),
        "{report}"
    );
    assert!(
        says(&report, "npm install left-pad-not-installed"),
        "{report}"
    );
    assert!(!root.path().join("site/build/index.html").exists());
}

#[test]
fn a_docusaurus_module_cairn_lacks_is_named_with_the_import_line() {
    let page = "import Layout from '@theme/Layout';\nimport Image from '@docusaurus/plugin-ideal-image';\n\nexport default function Home() {\n  return <Layout><Image img=\"x.png\" /></Layout>;\n}\n";
    let (_root, output) = build(&[("cairn.toml", CONFIG), ("src/pages/index.js", page)]);
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    let report = report(&output);
    assert!(
        says(
            &report,
            "\"@docusaurus/plugin-ideal-image\" (imported by src/pages/index.js:2:19) has no Cairn equivalent"
        ),
        "{report}"
    );
}

#[test]
fn a_tsconfig_extending_a_package_that_is_not_installed_does_not_stop_the_build() {
    let tsconfig = "{\n  // The TypeScript template's, before npm install.\n  \"extends\": \"@docusaurus/tsconfig\",\n  \"compilerOptions\": { \"baseUrl\": \".\" }\n}\n";
    let page = "import Layout from '@theme/Layout';\nimport { double } from '../double';\n\nexport default function Home() {\n  return <Layout><p className=\"sum\">{double(21)}</p></Layout>;\n}\n";
    let helper = "export function double(value: number): number {\n  return value * 2;\n}\n";
    let (root, output) = build(&[
        ("cairn.toml", CONFIG),
        ("tsconfig.json", tsconfig),
        ("src/pages/index.js", page),
        ("src/double.ts", helper),
    ]);
    assert!(output.status.success(), "{}", report(&output));
    let html = std::fs::read_to_string(root.path().join("site/build/index.html")).unwrap();
    assert!(html.contains("<p class=\"sum\">42</p>"), "{html}");
}
