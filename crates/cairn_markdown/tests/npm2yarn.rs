#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `npm2yarn` code blocks become tabs of package managers, as Docusaurus's plugin makes them.

use std::path::Path;

use cairn_markdown::{CompileOptions, Compiler, PackageManager, compile};

const BLOCK: &str = "Install it:\n\n```bash npm2yarn title=\"Terminal\"\n# highlight-next-line\nnpm install @cairn/theme\nnpm run build\n```\n";

#[test]
fn a_block_becomes_tabs_for_npm_yarn_and_pnpm() {
    let compiled = compile(BLOCK, Path::new("docs/install.md")).unwrap();
    assert!(compiled.warnings.is_empty(), "{:?}", compiled.warnings);
    insta::assert_snapshot!(serde_json::to_string_pretty(&compiled.content).unwrap());
}

#[test]
fn the_site_chooses_the_managers_and_whether_the_tabs_switch_together() {
    let mut options = CompileOptions::default();
    options.npm2yarn.sync = true;
    options.npm2yarn.converters = [Some(PackageManager::Bun), None, None];
    let compiled = Compiler::with_options(options)
        .compile(BLOCK, Path::new("docs/install.md"))
        .unwrap();
    let tree = serde_json::to_value(&compiled.content).unwrap();
    let tabs = &tree[1];
    assert_eq!(tabs[0], "Tabs");
    assert_eq!(tabs[1], serde_json::json!({"groupId": "npm2yarn"}));
    let labels: Vec<&str> = tabs.as_array().unwrap()[2..]
        .iter()
        .map(|tab| tab[1]["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["npm", "Bun"]);
    assert_eq!(tabs[3][2][1]["code"], "bun add @cairn/theme\nbun run build");
}

#[test]
fn other_blocks_and_the_word_in_text_stay_as_they_are() {
    let compiled = compile(
        "Write `npm2yarn` after the language.\n\n```bash\nnpm install\n```\n",
        Path::new("docs/page.md"),
    )
    .unwrap();
    let tree = serde_json::to_string(&compiled.content).unwrap();
    assert!(!tree.contains("Tabs"), "{tree}");
}
