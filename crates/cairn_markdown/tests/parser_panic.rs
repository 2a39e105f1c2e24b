#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! A panic inside the Markdown parser becomes an error on the file, and the process's panic
//! hook hears nothing of it, while every other panic still reaches that hook.
//!
//! The panic hook is global to the process, so this is the only test in its binary.

use std::path::Path;
use std::sync::Mutex;

use cairn_markdown::{CompileError, compile};

/// The messages of the panics the hook installed below was told about.
static REPORTED: Mutex<Vec<String>> = Mutex::new(Vec::new());

#[test]
fn parser_panics_are_errors_and_stay_quiet() {
    // Installed before the first compile, so the compiler's own hook finds it and hands it
    // every panic that is not the parser's.
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        // Shown with the test's output if it fails.
        eprintln!("panic: {message}");
        if let Ok(mut reported) = REPORTED.lock() {
            reported.push(message);
        }
    }));

    // Found by the robustness property test: markdown-rs reaches an `unreachable!` here.
    let error = compile("# \n- ```\n1. ", Path::new("docs/odd.md")).unwrap_err();
    assert!(
        matches!(&*error, CompileError::ParserFailure { path } if path == Path::new("docs/odd.md")),
        "{error:?}"
    );
    let reported = REPORTED.lock().unwrap().clone();
    assert!(
        reported.is_empty(),
        "the parser's panic was reported: {reported:?}"
    );

    // A compile after it works as usual.
    assert!(compile("Fine.\n", Path::new("docs/fine.md")).is_ok());

    // Any other panic still reaches the hook that was there before.
    let outcome = std::panic::catch_unwind(|| panic!("not the parser"));
    assert!(outcome.is_err());
    let reported = REPORTED.lock().unwrap().clone();
    assert_eq!(reported, ["not the parser"]);
}
