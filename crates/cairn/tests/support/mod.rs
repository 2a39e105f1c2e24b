//! What the CLI test files that build small sites share.
#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.

use std::path::Path;
use std::process::{Command, Output};

/// Writes `files` into `site/` of a folder under the workspace's `target/` (where the theme
/// is found) and runs `cairn build site` there.
pub fn build(files: &[(&str, &str)]) -> (tempfile::TempDir, Output) {
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/cli-fixtures");
    std::fs::create_dir_all(&target).unwrap();
    let root = tempfile::tempdir_in(target).unwrap();
    for (path, text) in files {
        let full = root.path().join("site").join(path);
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(full, text).unwrap();
    }
    let output = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(["build", "site"])
        .current_dir(root.path())
        .env("NO_COLOR", "1")
        .output()
        .expect("cairn runs");
    (root, output)
}
