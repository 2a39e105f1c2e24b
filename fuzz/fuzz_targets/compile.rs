#![no_main]
//! Any bytes, read the way `cairn build` reads a content file, then compiled as Markdown and as
//! MDX: the result is a document, a located error, or a "not UTF-8" message — never a panic, an
//! abort or a stack overflow.

use std::path::Path;

use cairn_markdown::Compiler;
use libfuzzer_sys::fuzz_target;

thread_local! {
    static COMPILER: Compiler = Compiler::new();
}

fuzz_target!(|bytes: &[u8]| {
    let text = match cairn_config::text_file::decode(bytes.to_vec()) {
        Ok(text) => text,
        Err(error) => {
            assert!(error.byte < bytes.len() && error.line >= 1 && error.column >= 1);
            assert!(!error.found.is_empty());
            return;
        }
    };
    COMPILER.with(|compiler| {
        for path in ["fuzz.md", "fuzz.mdx"] {
            if let Ok(compiled) = compiler.compile(&text, Path::new(path)) {
                // The tree goes to the theme as JSON: writing it walks every node again.
                serde_json::to_vec(&compiled.content).expect("the tree serializes");
            }
        }
    });
});
