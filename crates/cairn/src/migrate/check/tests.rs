#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The check on a small Docusaurus site written for each case.

use super::*;

fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

#[test]
fn lists_what_is_not_supported_by_group_with_a_summary() {
    let dir = site(&[
        (
            "docusaurus.config.js",
            "module.exports = {title: 'T', url: 'https://t.dev', baseUrl: '/', plugins: [function zoom() { return {name: 'zoom'}; }], presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false}]]};\n",
        ),
        (
            "sidebars.js",
            "module.exports = {docs: ['intro', 'guide']};\n",
        ),
        ("docs/intro.md", "---\ntitle: Intro\n---\n\nHello.\n"),
        (
            "docs/guide.mdx",
            "import DocCard from '@theme/DocCard';\n\n# Guide\n\n<DocCard href=\"/x\" />\n",
        ),
        (
            "src/pages/index.js",
            "import React from 'react';\nimport Link from '@docusaurus/Link';\nimport {useColorMode} from '@docusaurus/theme-common';\nexport default function Home() { return <Link to=\"/\">{useColorMode().colorMode}</Link>; }\n",
        ),
        (
            "src/theme/Footer/index.js",
            "export default function Footer() { return null; }\n",
        ),
        (
            "src/theme/DocItem/Footer/index.js",
            "export default function DocItemFooter() { return null; }\n",
        ),
        (
            "src/theme/DocItem/Paginator/index.js",
            "export default function DocItemPaginator() { return null; }\n",
        ),
    ]);
    let report = check(dir.path()).unwrap();
    let text = render::render(&report);
    insta::assert_snapshot!(text, @"
    Nothing was written: this is what Cairn does not support yet.

    Swizzled components in src/theme/ (2 uses in 2 files):
      - src/theme/DocItem/Footer/index.js: Cairn renders `DocItem/Footer` with Cairn's props, not Docusaurus's: a copy ejected from Docusaurus needs rewriting from Cairn's (see Swizzling). Given the doc page's data (`page`); `useDoc()` works inside it
      - src/theme/DocItem/Paginator/index.js: Cairn's theme has no `DocItem/Paginator` component, so its pages never use this one. Cairn's doc page is `DocItem/Layout` and `DocItem/Footer`

    7 files read: 5 supported, 2 with 2 unsupported uses
    ");
    assert!(report.has_findings());
    // Nothing was written.
    assert!(!dir.path().join("cairn.toml").exists());
    assert!(!dir.path().join("vendor").exists());
    assert!(
        !dir.path().join(".cairn").exists(),
        "no compile cache is written"
    );
}

#[test]
fn components_imported_through_a_module_alias_plugin_are_found_and_moved_functions_are_not_run() {
    let dir = site(&[
        (
            "docusaurus.config.js",
            "const path = require('path');\nmodule.exports = {title: 'T', url: 'https://t.dev', baseUrl: '/', plugins: [['docusaurus-plugin-module-alias', {alias: {'@components': path.resolve(__dirname, './src/components')}}]], presets: [['classic', {blog: false, docs: {editUrl: ({docPath}) => `https://e.dev/${docPath}`}}]]};\n",
        ),
        (
            "docs/intro.mdx",
            "import Card from '@components/global/Card';\nimport Gone from '@components/global/Gone';\n\n# Intro\n\n<Card />\n<Gone />\n",
        ),
        (
            "src/components/global/Card.js",
            "export default function Card() { return null; }\n",
        ),
    ]);
    let report = check(dir.path()).unwrap();
    let missing: Vec<&str> = report
        .findings
        .iter()
        .map(|(_, finding)| finding.message.as_str())
        .filter(|message| message.contains("does not exist"))
        .collect();
    // The `editUrl` function would move to a module the check does not write: it is not run,
    // and not reported as failing.
    assert!(
        !render::render(&report).contains("failed"),
        "{}",
        render::render(&report)
    );
    // The alias is read from the plugin's options: only the file that is not there is reported.
    assert_eq!(
        missing,
        ["the component module `@components/global/Gone` does not exist"],
        "{}",
        render::render(&report)
    );
}
