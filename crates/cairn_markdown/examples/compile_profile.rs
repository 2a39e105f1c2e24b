//! Where compile time goes: the parser alone vs. the whole compiler, one thread.
//! `cargo run --release -p cairn_markdown --example compile_profile -- DIR`

use std::time::Instant;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/bench-site/docs".to_owned());
    let mut files = Vec::new();
    for entry in walk(std::path::Path::new(&dir)) {
        if let Ok(text) = std::fs::read_to_string(&entry) {
            files.push((entry, text));
        }
    }
    let bytes: usize = files.iter().map(|(_, text)| text.len()).sum();
    let options = markdown::ParseOptions {
        constructs: markdown::Constructs {
            frontmatter: true,
            math_flow: true,
            math_text: true,
            ..markdown::Constructs::gfm()
        },
        ..markdown::ParseOptions::gfm()
    };
    let started = Instant::now();
    for (_, text) in &files {
        let _ = markdown::to_mdast(text, &options);
    }
    report(
        "markdown-rs to_mdast",
        bytes,
        started.elapsed().as_secs_f64(),
    );
    let compiler = cairn_markdown::Compiler::new();
    let started = Instant::now();
    for (path, text) in &files {
        let _ = compiler.compile(&text.replace("```rust", "```"), path);
    }
    report(
        "compile, no highlighting",
        bytes,
        started.elapsed().as_secs_f64(),
    );
    let started = Instant::now();
    for (path, text) in &files {
        let _ = compiler.compile(text, path);
    }
    report(
        "compile, highlighting",
        bytes,
        started.elapsed().as_secs_f64(),
    );
}

fn report(label: &str, bytes: usize, seconds: f64) {
    println!(
        "{label:<28} {:>6.2} MB/s ({seconds:.2} s)",
        bytes as f64 / 1e6 / seconds
    );
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.extend(walk(&path));
            } else {
                out.push(path);
            }
        }
    }
    out
}
