#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `cairn start` when it cannot start: each case exits with status 1 and says why, before any
//! build runs. (What it does once running is tested in a browser: tests/e2e/specs/dev-server.)

use std::path::Path;
use std::process::{Command, Output};

fn start(site: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cairn"))
        .arg("start")
        .arg(site)
        .args(["--no-open"])
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("cairn runs")
}

fn site(config: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("cairn.toml"), config).unwrap();
    dir
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_port_in_use_names_the_address_and_hints_at_port() {
    let dir = site("title = \"T\"\nurl = \"https://t.dev\"\n");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let output = start(dir.path(), &["--port", &port]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains(&format!("127.0.0.1:{port} is already in use")),
        "{message}"
    );
    assert!(message.contains("--port"), "{message}");
    assert!(!message.contains("panicked"), "{message}");
}

#[test]
fn a_config_that_does_not_load_stops_it_with_the_located_error() {
    let dir = site("title = \"T\"\nurl = \"https://t.dev\"\ntrailingSlash = 1\n");
    let output = start(dir.path(), &["--port", "0"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let message = stderr(&output);
    assert!(message.contains("trailingSlash"), "{message}");
    assert!(message.contains("cairn.toml:3:"), "{message}");
    assert!(output.stdout.is_empty(), "nothing may look started");
}

#[test]
fn a_missing_site_folder_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere");
    let output = start(&missing, &["--port", "0"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("nowhere"), "{}", stderr(&output));
}
