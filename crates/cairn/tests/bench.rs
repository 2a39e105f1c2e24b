#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `cairn bench` as a developer runs it: it builds a small generated site and reports each
//! build, the page weight, the compile throughput and the performance goals.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A folder for a generated site inside the workspace, where the installed theme is found,
/// and the site's path in it.
fn site_folder() -> (tempfile::TempDir, PathBuf) {
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/cli-fixtures");
    std::fs::create_dir_all(&target).unwrap();
    let dir = tempfile::tempdir_in(target).unwrap();
    let site = dir.path().join("bench-site");
    (dir, site)
}

/// `cairn bench` with `args` on `site`; its standard output, once it succeeded.
fn bench(site: &Path, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .arg("bench")
        .args(args)
        .arg("--dir")
        .arg(site)
        .env("NO_COLOR", "1")
        .output()
        .expect("cairn runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

#[test]
fn reports_every_build_and_the_goals() {
    let (_dir, site) = site_folder();
    let stdout = bench(&site, &["--pages", "60"]);

    for build in [
        "build 1:",
        "build 2 (new session",
        "build 3 (same session",
        "build 4 (new session, after editing docs/section-00/page-0000.md)",
    ] {
        assert!(stdout.contains(build), "{build} missing:\n{stdout}");
    }
    // Nothing changed for builds 2 and 3: every page kept; the edit renders its page alone.
    assert_eq!(
        stdout
            .matches("(0 pages rendered, 65 kept from the previous build)")
            .count(),
        2,
        "{stdout}"
    );
    assert!(
        stdout.contains("(1 pages rendered, 64 kept from the previous build)"),
        "{stdout}"
    );
    assert!(stdout.contains("(1 pages), "), "{stdout}");
    if cfg!(target_os = "linux") {
        assert_eq!(
            stdout.matches("  peak memory ").count(),
            4,
            "one peak memory line per build:\n{stdout}"
        );
    }
    let goals = stdout
        .split("\nGoals:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no goals section:\n{stdout}"));
    let lines: Vec<&str> = goals.lines().filter(|line| !line.is_empty()).collect();
    assert_eq!(lines.len(), 6, "{goals}");
    // What the first navigation fetches is shown, with no verdict of its own: the goal is
    // that it stays the same at any size, which one run cannot tell.
    assert!(
        lines[5].contains("first navigation") && lines[5].contains("route manifest of every route"),
        "{goals}"
    );
    for (line, figure) in lines
        .iter()
        .zip(["pages/s", "MB", "MB/s", "one edit", "KB gzip"])
    {
        // Memory is read from /proc: elsewhere the line says it was not measured.
        if figure == "MB" && !cfg!(target_os = "linux") {
            continue;
        }
        assert!(line.contains(figure), "{line}");
        assert!(
            line.contains(": met") || line.contains(": not met"),
            "{line}"
        );
    }
    // A 60-page site is not the size the throughput and memory goals are stated for.
    assert!(lines[0].contains("this run had 60 pages"), "{}", lines[0]);
}

#[test]
fn the_first_build_is_cold_and_the_run_leaves_no_trash() {
    let (dir, site) = site_folder();
    bench(&site, &["--pages", "20"]);
    // A second run finds the first one's bundle, caches and output, and builds cold all the same.
    let stdout = bench(&site, &["--pages", "20"]);
    let first = stdout
        .lines()
        .find(|line| line.starts_with("build 1:"))
        .unwrap();
    assert!(!first.contains("bundle reused"), "{first}");
    // 20 docs and the home page.
    assert!(first.contains("21 documents compiled"), "{first}");
    assert!(!dir.path().join("bench-site.trash").exists());
}

#[test]
fn with_locales_it_reports_what_each_further_locale_adds() {
    let (dir, site) = site_folder();
    let stdout = bench(&site, &["--pages", "10", "--locales", "2"]);
    // The site in two locales, then the default one alone, both cold, in rounds.
    let first = stdout
        .lines()
        .find(|line| line.starts_with("build 1:"))
        .unwrap();
    let alone = stdout
        .lines()
        .find(|line| line.starts_with("build 5 (cold, the default locale alone):"))
        .unwrap_or_else(|| panic!("no build of the default locale alone:\n{stdout}"));
    assert!(first.contains("11 documents compiled"), "{first}");
    assert!(alone.contains("11 documents compiled"), "{alone}");
    assert!(!alone.contains("bundle reused"), "{alone}");
    let routes = |line: &str| -> usize {
        line.split(": ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(routes(first), 2 * routes(alone), "{first}\n{alone}");
    let goal = stdout
        .lines()
        .find(|line| line.trim_start().starts_with("each further locale"))
        .unwrap_or_else(|| panic!("no goal line for the locales:\n{stdout}"));
    assert!(goal.contains("(medians: 2 locales "), "{goal}");
    // Three rounds of a cold build of each, both times listed.
    let rounds = stdout
        .lines()
        .find(|line| line.trim_start().starts_with("3 rounds of cold builds"))
        .unwrap_or_else(|| panic!("no line for the rounds:\n{stdout}"));
    let times = |after: &str, before: &str| -> usize {
        let from = rounds.find(after).unwrap() + after.len();
        let to = rounds[from..]
            .find(before)
            .map_or(rounds.len(), |end| from + end);
        rounds[from..to].split(", ").count()
    };
    assert_eq!(times("2 locales ", " s;"), 3, "{rounds}");
    assert_eq!(times("the default alone ", " s"), 3, "{rounds}");
    assert!(
        goal.contains(": met") || goal.contains(": not met"),
        "{goal}"
    );
    assert!(!dir.path().join("bench-site.trash").exists());
}
