//! Compile throughput on every core, on a generated corpus of typical docs pages (headings,
//! prose, lists, tables, Rust code fences, links, an admonition, a formula).
//! `cargo run --release -p cairn_markdown --example compile_throughput -- [PAGES] [RUNS]`
//!
//! Each run compiles the whole corpus with a fresh `Compiler`, so the highlighting cache of an
//! earlier run does not flatter the figure; the first, untimed run loads the grammars.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use cairn_markdown::Compiler;

fn main() {
    let mut arguments = std::env::args().skip(1);
    let pages: usize = arguments
        .next()
        .and_then(|text| text.parse().ok())
        .unwrap_or(1000);
    let runs: usize = arguments
        .next()
        .and_then(|text| text.parse().ok())
        .unwrap_or(7);
    let corpus: Vec<(PathBuf, String)> = (0..pages)
        .map(|index| (PathBuf::from(format!("docs/page-{index}.md")), page(index)))
        .collect();
    let unhighlighted: Vec<(PathBuf, String)> = corpus
        .iter()
        .map(|(path, text)| (path.clone(), text.replace("```rust", "```")))
        .collect();
    let bytes: usize = corpus.iter().map(|(_, text)| text.len()).sum();
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    println!(
        "{pages} pages, {:.1} MB, {threads} threads, median of {runs} runs",
        bytes as f64 / 1e6
    );
    compile_all(&Compiler::new(), &corpus, threads);
    for (label, documents) in [
        ("with highlighting", &corpus),
        ("without highlighting", &unhighlighted),
    ] {
        let mut seconds: Vec<f64> = (0..runs)
            .map(|_| {
                let compiler = Compiler::new();
                let started = Instant::now();
                compile_all(&compiler, documents, threads);
                started.elapsed().as_secs_f64()
            })
            .collect();
        seconds.sort_by(f64::total_cmp);
        let median = seconds[seconds.len() / 2];
        println!(
            "  {label:<22} {:>6.2} MB/s (median {median:.3} s, best {:.3} s)",
            bytes as f64 / 1e6 / median,
            seconds[0]
        );
    }
}

/// Compiles every document on `threads` threads, each taking the next document in turn.
fn compile_all(compiler: &Compiler, documents: &[(PathBuf, String)], threads: usize) {
    let next = AtomicUsize::new(0);
    let failures = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some((path, text)) = documents.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if compiler.compile(text, path).is_err() {
                        failures.fetch_add(1, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    assert_eq!(failures.into_inner(), 0, "every generated page compiles");
}

/// About 6 KB of typical docs Markdown.
fn page(index: usize) -> String {
    let mut text = format!(
        "---\ntitle: Page {index}\ndescription: Generated page number {index}.\n---\n\nAn introduction to page {index}, before any heading, with a [link](./page-{}.md).\n\n<!-- truncate -->\n\n",
        index + 1
    );
    for section in 0..6 {
        let _ = write!(
            text,
            "## Section {section} of page {index}\n\nCairn builds **static** sites from Markdown. This paragraph has *emphasis*, `inline code` and a [link to the next page](../section/page-{index}.md#section-{section}). It goes on for a while so that the page weighs what real documentation weighs, with sentences about configuration, routing and deployment.\n\n- First item with `code`\n- Second item with an [external link](https://example.com/{index})\n  - Nested item\n- Third item\n\n### Details {section}\n\n| Option | Type | Default |\n|--------|------|---------|\n| `title` | string | none |\n| `baseUrl` | string | `/` |\n\n```rust\nfn section_{section}() -> usize {{\n    let pages = {index};\n    pages * 2 // doubled\n}}\n```\n\n> A blockquote that cites something worth remembering about page {index}.\n\n"
        );
        if section % 3 == 0 {
            let _ = write!(
                text,
                ":::tip Remember\nThe cost grows as $O(n \\log n)$ with {index} pages.\n:::\n\n"
            );
        }
    }
    text
}
