#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The current `create-docusaurus` classic template, in JavaScript and in TypeScript, installed
//! from npm into a temporary folder outside the repository, goes through what a user runs:
//! `cairn migrate docusaurus` → `npm install` → `cairn build`, and its pages are there.
//!
//! Skipped, saying so, when npm cannot reach its registry.

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The template files that hold code in their MDX (`export const Highlight = …`, a button's
/// `onClick={() => …}`): they build like the rest, with their code.
const MDX_WITH_CODE: [&str; 2] = [
    "blog/mdx-blog-post/index.html",
    "docs/tutorial-basics/markdown-features/index.html",
];

fn run(command: &mut Command) -> Output {
    command
        .stdin(Stdio::null())
        .env("NO_COLOR", "1")
        .output()
        .expect("the command starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn cairn(args: &[&str], dir: &Path) -> Output {
    run(Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(args)
        .current_dir(dir))
}

fn npm_reachable() -> bool {
    Command::new("npm")
        .args(["view", "create-docusaurus@3", "version"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

#[test]
fn create_docusaurus_templates_migrate_install_and_build() {
    if !npm_reachable() {
        eprintln!("skipped: npm cannot reach its registry to install create-docusaurus");
        return;
    }
    for (variant, config) in [
        ("--javascript", "docusaurus.config.js"),
        ("--typescript", "docusaurus.config.ts"),
    ] {
        let root = tempfile::tempdir().unwrap();
        let created = run(Command::new("npx")
            .args(["--yes", "create-docusaurus@3", "site", "classic", variant])
            .args(["--skip-install", "--package-manager", "npm"])
            .current_dir(root.path()));
        assert!(created.status.success(), "{}", text(&created.stderr));
        let site = root.path().join("site");
        assert!(site.join(config).is_file(), "{variant}: no {config}");

        let migrated = cairn(&["migrate", "docusaurus", "site"], root.path());
        assert_eq!(
            migrated.status.code(),
            Some(0),
            "{}",
            text(&migrated.stderr)
        );
        let report = text(&migrated.stdout);
        assert!(
            report.contains("Next:\n  cd site\n  npm install\n  cairn build\n"),
            "{report}"
        );
        let manifest: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(site.join("package.json")).unwrap())
                .unwrap();
        assert!(
            manifest["dependencies"]["@cairn/theme"].is_string(),
            "{manifest}"
        );
        assert!(
            manifest["dependencies"]["@docusaurus/core"].is_null(),
            "{manifest}"
        );
        assert_eq!(manifest["scripts"]["build"], "cairn build");

        // The check reports nothing about the content (its MDX with code compiles) nor the
        // site's code (its pages import `@theme/Heading`).
        let checked = cairn(&["migrate", "docusaurus", "--check", "site"], root.path());
        assert_eq!(checked.status.code(), Some(0), "{}", text(&checked.stderr));
        let check = text(&checked.stdout);
        assert!(!check.contains("Imports of Docusaurus"), "{check}");
        assert!(!check.contains("Swizzled components"), "{check}");
        let content = check
            .split("Markdown, MDX and front matter")
            .nth(1)
            .and_then(|group| group.split("\n\n").next())
            .unwrap_or_default();
        let named: std::collections::BTreeSet<&str> = content
            .lines()
            .filter_map(|line| line.trim().strip_prefix("- "))
            .filter_map(|line| line.split(':').next())
            .collect();
        assert!(named.is_empty(), "{check}");

        let installed = run(Command::new("npm")
            .args(["install", "--no-audit", "--no-fund"])
            .current_dir(&site));
        assert!(installed.status.success(), "{}", text(&installed.stderr));

        let built = cairn(&["build", "site"], root.path());
        assert_eq!(
            built.status.code(),
            Some(0),
            "{variant}: {}{}",
            text(&built.stdout),
            text(&built.stderr)
        );
        let build = site.join("build");
        let home = std::fs::read_to_string(build.join("index.html")).unwrap();
        assert!(
            home.contains("class=\"hero__title\""),
            "{variant}: the home page has its hero"
        );
        for page in [
            "docs/intro/index.html",
            "docs/tutorial-basics/create-a-page/index.html",
            "docs/category/tutorial---basics/index.html",
            "blog/index.html",
            "blog/welcome/index.html",
            "markdown-page/index.html",
        ]
        .into_iter()
        .chain(MDX_WITH_CODE)
        {
            assert!(build.join(page).is_file(), "{variant}: no {page}");
        }
    }
}
