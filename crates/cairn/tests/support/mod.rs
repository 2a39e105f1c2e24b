//! What the CLI test files that build small sites share.
#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.

use std::path::Path;
use std::process::{Command, Output};

/// Writes `files` into `site/` of a folder under the workspace's `target/` (where the theme
/// is found) and runs `cairn build site` there.
pub fn build(files: &[(impl AsRef<str>, impl AsRef<str>)]) -> (tempfile::TempDir, Output) {
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/cli-fixtures");
    std::fs::create_dir_all(&target).unwrap();
    let root = tempfile::tempdir_in(target).unwrap();
    for (path, text) in files {
        let full = root.path().join("site").join(path.as_ref());
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(full, text.as_ref()).unwrap();
    }
    let output = rebuild(root.path());
    (root, output)
}

/// Runs `cairn build site` again in a folder [`build`] made.
pub fn rebuild(root: &Path) -> Output {
    cairn(root, &["build", "site"])
}

/// Runs `cairn` with `args` in `root`, without colours in its messages.
#[allow(dead_code)] // Not every test file runs other commands.
pub fn cairn(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(args)
        .current_dir(root)
        .env("NO_COLOR", "1")
        .output()
        .expect("cairn runs")
}

/// The files of `tests/fixtures/<name>/` with their text, `replace` (file, from, to) applied.
#[allow(dead_code)] // Not every test file builds a fixture folder.
pub fn fixture(name: &str, replace: Option<(&str, &str, &str)>) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    walk(&root)
        .into_iter()
        .map(|path| {
            let relative = path
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            let mut text = std::fs::read_to_string(&path).unwrap();
            if let Some((file, from, to)) = replace
                && file == relative
            {
                assert!(text.contains(from), "{relative} holds {from}");
                text = text.replace(from, to);
            }
            (relative, text)
        })
        .collect()
}

/// Builds the fixture folder `name` (see [`fixture`]).
#[allow(dead_code)] // Not every test file builds a fixture folder.
pub fn build_fixture(
    name: &str,
    replace: Option<(&str, &str, &str)>,
) -> (tempfile::TempDir, Output) {
    build(&fixture(name, replace))
}

/// Every file under `dir`, in its sub-folders too.
pub fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

/// What a build printed on stderr (its report).
#[allow(dead_code)] // Not every test file reads reports.
pub fn report(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A report without the frame miette draws and without white space, so that a message is
/// found wherever the frame wrapped its lines.
#[allow(dead_code)] // Not every test file reads reports.
pub fn compact(text: &str) -> String {
    text.lines()
        .map(|line| line.trim_start_matches([' ', '│', '×']))
        .flat_map(|line| line.chars().filter(|c| !c.is_whitespace()))
        .collect()
}

/// Whether the report says `expected`, wherever the report's frame wrapped its lines.
#[allow(dead_code)] // Not every test file reads reports.
pub fn says(report: &str, expected: &str) -> bool {
    compact(report).contains(&compact(expected))
}
