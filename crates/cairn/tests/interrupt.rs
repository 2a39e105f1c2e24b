#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
#![cfg(target_os = "linux")] // Child processes are found through `/proc`.
//! `cairn build` stopped by a signal, as a CI cancel or `timeout` stops it: the previous output
//! is left as it was, nothing of the unfinished one stays beside it, and no Node process the
//! build started runs on.
//!
//! Sites are made under the workspace's `target/` folder, where the theme is found.

mod support;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use support::{build, rebuild};

/// The tests stop processes by signal and count the processes they started: one at a time,
/// so that neither sees the other's.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

const CONFIG: &str =
    "title = \"Fixture\"\nurl = \"https://fixture.dev\"\n\n[[docs]]\nrouteBasePath = \"/\"\n";

#[test]
fn a_build_stopped_by_sigterm_leaves_the_previous_output_and_no_process_behind() {
    let _serial = SERIAL
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let (root, output) = build(&[
        ("cairn.toml", CONFIG),
        ("docs/intro.md", "---\nslug: /\n---\n# Intro\n"),
    ]);
    assert!(output.status.success(), "{}", support::report(&output));
    let site = root.path().join("site");
    let before = listing(&site.join("build"));

    // Enough new pages that rendering them takes a while.
    for page in 0..1_500 {
        let text =
            format!("# Page {page}\n\nSome text with `code`.\n\n```js\nconst a = {page};\n```\n");
        let path = site.join(format!("docs/many/p{page}.md"));
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(["build", "site"])
        .current_dir(root.path())
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let partial = site.join(format!(".build.partial-{pid}"));

    // Once the new output is being written and a Node worker runs, stop it.
    let started = Instant::now();
    let workers = loop {
        let workers = descendants(pid);
        if partial.is_dir() && !workers.is_empty() {
            break workers;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the build never started a worker"
        );
        assert!(child.try_wait().unwrap().is_none(), "the build ended first");
        std::thread::sleep(Duration::from_millis(5));
    };
    Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);

    assert_eq!(output.status.code(), Some(143), "{stderr}");
    assert!(stderr.contains("interrupted (SIGTERM)"), "{stderr}");
    assert!(!stderr.contains("failed"), "{stderr}");
    let beside: Vec<String> = std::fs::read_dir(&site)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".build."))
        .collect();
    assert!(beside.is_empty(), "left beside the output: {beside:?}");
    assert_eq!(listing(&site.join("build")), before);
    // The workers were asked to stop; give them a moment to do so.
    let asked = Instant::now();
    while workers.iter().any(|worker| is_running(*worker)) {
        assert!(
            asked.elapsed() < Duration::from_secs(10),
            "Node processes of the build run on: {workers:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }

    // And the next build works.
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", support::report(&output));
    assert!(site.join("build/many/p1499/index.html").is_file());
}

#[test]
fn ctrl_c_while_the_dev_server_bundles_stops_it_without_reporting_a_failure() {
    use std::os::unix::process::CommandExt;
    let _serial = SERIAL
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // A site never built: the dev server's first build runs the bundler.
    let parent = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/cli-fixtures");
    std::fs::create_dir_all(&parent).unwrap();
    let root = tempfile::tempdir_in(parent).unwrap();
    let site = root.path().join("site");
    std::fs::create_dir_all(site.join("docs")).unwrap();
    std::fs::write(site.join("cairn.toml"), CONFIG).unwrap();
    std::fs::write(site.join("docs/intro.md"), "---\nslug: /\n---\n# Intro\n").unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(["start", "site", "--no-open", "--port", "0"])
        .current_dir(root.path())
        .env("NO_COLOR", "1")
        // Its own process group, as a terminal's foreground job: Ctrl-C reaches the whole
        // group, the bundler's Node process included.
        .process_group(0)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let started = Instant::now();
    while !descendants(pid).into_iter().any(|child| {
        std::fs::read(format!("/proc/{child}/cmdline"))
            .is_ok_and(|command| String::from_utf8_lossy(&command).contains("bundle.mjs"))
    }) {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the dev server never started the bundler"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    // Into the bundling, not before Node has started to run it.
    std::thread::sleep(Duration::from_millis(400));
    Command::new("kill")
        .args(["-INT", "--", &format!("-{pid}")])
        .status()
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("Stopped."),
        "{stderr}"
    );
    // No error: not the bundler's, and no "fix the file and save it".
    assert!(
        !stderr.contains("cairn::") && !stderr.contains("keeps running"),
        "{stderr}"
    );
}

/// Every file under `dir` with its size, sorted.
fn listing(dir: &Path) -> Vec<(String, u64)> {
    let mut files: Vec<(String, u64)> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            let relative = entry.path().strip_prefix(dir).unwrap();
            (
                relative.to_string_lossy().into_owned(),
                entry.metadata().unwrap().len(),
            )
        })
        .collect();
    files.sort();
    files
}

/// The processes below `pid`, read from `/proc`.
fn descendants(pid: u32) -> Vec<u32> {
    let mut found = vec![pid];
    let mut next = 0;
    while let Some(&parent) = found.get(next) {
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(child) = entry.file_name().to_string_lossy().parse::<u32>() else {
                continue;
            };
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
            if after_name.split_whitespace().nth(1) == Some(&parent.to_string()) {
                found.push(child);
            }
        }
        next += 1;
    }
    found.remove(0);
    found
}

/// Whether `pid` is a process that has not ended (a zombie waiting for its parent has).
fn is_running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        let state = stat
            .rsplit_once(')')
            .map_or("", |(_, rest)| rest.trim_start());
        !state.starts_with('Z')
    })
}
