#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The compile cache on disk: a load in a new process (a new compiler, nothing kept in
//! memory) compiles only what changed since an earlier build.

mod support;

use std::path::Path;

use cairn_content::{COMPILE_CACHE_DIR, LoadedSite, Plan, compile_cache_size};
use support::*;

const FILES: &[(&str, &str)] = &[
    ("docs/a.md", "# Alpha\n\nFirst, see [B](./b.md).\n"),
    (
        "docs/b.mdx",
        "import Note from './_note.mdx';\n\n# Beta\n\n<Note who=\"Ada\" />\n",
    ),
    ("docs/_note.mdx", "Hello {props.who}, $x^2$.\n"),
    ("src/pages/index.md", "# Home\n"),
];

/// What a new `cairn build` process does: plugins, a new compiler, no previous load.
fn fresh_load(dir: &Path) -> (LoadedSite, Plan) {
    let config = config("/", true);
    let loaded = load_with(dir, &config).unwrap();
    let plan = plan(&config, &loaded, &Default::default()).unwrap();
    (loaded.site, plan)
}

fn entries(dir: &Path) -> usize {
    compile_cache_size(dir).0
}

#[test]
fn a_new_process_compiles_only_the_files_that_changed() {
    let dir = site(FILES);
    let (first, first_plan) = fresh_load(dir.path());
    assert_eq!(first.compiled_count, 3);
    assert_eq!(entries(dir.path()), 3);

    let (second, second_plan) = fresh_load(dir.path());
    assert_eq!(second.compiled_count, 0);
    for (cached, compiled) in second.documents.iter().zip(&first.documents) {
        assert_eq!(cached.compiled, compiled.compiled);
        assert_eq!(cached.site_path, compiled.site_path);
    }
    assert_eq!(
        site_json(&second_plan),
        site_json(&first_plan),
        "a warm load plans the same site"
    );
    assert_eq!(
        chunk_json(&second_plan, "/docs/b/", "page"),
        chunk_json(&first_plan, "/docs/b/", "page")
    );

    std::fs::write(dir.path().join("docs/a.md"), "# Alpha\n\nChanged.\n").unwrap();
    let (third, third_plan) = fresh_load(dir.path());
    assert_eq!(third.compiled_count, 1);
    let page = chunk_json(&third_plan, "/docs/a/", "page");
    assert!(page["content"].to_string().contains("Changed."), "{page}");
    // The entry of the old text (a third of the cache) was pruned.
    assert_eq!(entries(dir.path()), 3);

    // A deleted document's entry goes at the next load.
    std::fs::remove_file(dir.path().join("src/pages/index.md")).unwrap();
    let (fourth, _) = fresh_load(dir.path());
    assert_eq!(fourth.compiled_count, 0);
    assert_eq!(entries(dir.path()), 2);
}

/// A document that includes a partial is cached like any other: its compiled form names the
/// partial by path, and the partial is read and compiled when the site is loaded, so editing
/// the partial shows on the next load while the document itself stays cached.
#[test]
fn a_cached_document_shows_its_partials_current_text() {
    let dir = site(FILES);
    let (_, first_plan) = fresh_load(dir.path());
    let before = chunk_json(&first_plan, "/docs/b/", "page")["content"].to_string();
    assert!(before.contains("Hello "), "{before}");

    std::fs::write(dir.path().join("docs/_note.mdx"), "Goodbye {props.who}.\n").unwrap();
    let (loaded, plan) = fresh_load(dir.path());
    assert_eq!(loaded.compiled_count, 0, "the documents are unchanged");
    let after = chunk_json(&plan, "/docs/b/", "page")["content"].to_string();
    assert!(after.contains("Goodbye "), "{after}");
    assert!(!after.contains("Hello "), "{after}");
    assert!(after.contains("Ada"), "{after}");
}

#[test]
fn a_corrupt_or_unwritable_cache_only_costs_compiles() {
    let dir = site(FILES);
    fresh_load(dir.path());
    let cache = dir.path().join(COMPILE_CACHE_DIR);
    for entry in std::fs::read_dir(&cache).unwrap() {
        std::fs::write(entry.unwrap().path(), b"garbage").unwrap();
    }
    assert_eq!(entries(dir.path()), 0);
    let (loaded, _) = fresh_load(dir.path());
    assert_eq!(loaded.compiled_count, 3);
    assert_eq!(fresh_load(dir.path()).0.compiled_count, 0);

    // A file where the cache folder should be: nothing can be cached, the build still works.
    std::fs::remove_dir_all(&cache).unwrap();
    std::fs::write(&cache, b"").unwrap();
    assert_eq!(fresh_load(dir.path()).0.compiled_count, 3);
}
