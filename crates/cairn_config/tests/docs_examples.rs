#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Every `cairn.toml` example on the website's current docs parses: a code block written
//! ```` ```toml title="cairn.toml" ```` is checked here, so the docs cannot drift from the engine.
//! A fragment without `title` is checked with a minimal `title` and `url` in front of it.

use std::path::{Path, PathBuf};

/// Code blocks marked as `cairn.toml`, with the file and line they start at.
fn config_examples(docs: &Path) -> Vec<(PathBuf, usize, String)> {
    let mut found = Vec::new();
    for entry in walkdir::WalkDir::new(docs).sort_by_file_name() {
        let entry = entry.unwrap();
        let path = entry.path();
        if !matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("md" | "mdx")
        ) {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        let mut lines = text.lines().enumerate();
        while let Some((number, line)) = lines.next() {
            let fence = line.trim_start();
            if !(fence.starts_with("```toml") && fence.contains("title=\"cairn.toml\"")) {
                continue;
            }
            let block: Vec<&str> = lines
                .by_ref()
                .map(|(_, line)| line)
                .take_while(|line| !line.trim_start().starts_with("```"))
                .collect();
            found.push((path.to_path_buf(), number + 1, block.join("\n")));
        }
    }
    found
}

/// Parses an example, with a site `title` and `url` in front of a fragment that has none.
fn parse_fragment(block: &str) -> Result<(), String> {
    // `title` of the site, not of a table such as `[navbar]`.
    let has_title = block
        .lines()
        .take_while(|line| !line.trim_start().starts_with('['))
        .any(|line| line.trim_start().starts_with("title ="));
    let source = if has_title {
        block.to_owned()
    } else {
        format!("title = \"Example\"\nurl = \"https://example.com\"\n{block}")
    };
    cairn_config::parse(&source, Path::new("cairn.toml"))
        .map(|_| ())
        .map_err(|error| error.to_string())
}

#[test]
fn every_cairn_toml_example_of_the_docs_parses() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../website/docs");
    let examples = config_examples(&docs);
    assert!(
        examples.len() >= 15,
        "expected the docs to hold cairn.toml examples, found {}",
        examples.len()
    );
    let mut failures = Vec::new();
    // A page often builds one config over several examples (`[[docs]]` first, a navbar item
    // for that instance later): an example that does not parse alone is tried after the
    // page's earlier examples.
    let mut page_so_far: (PathBuf, String) = (PathBuf::new(), String::new());
    for (file, line, block) in &examples {
        if page_so_far.0 != *file {
            page_so_far = (file.clone(), String::new());
        }
        let with_earlier = format!("{}\n{block}", page_so_far.1);
        match parse_fragment(block)
            .or_else(|error| parse_fragment(&with_earlier).map_err(|_| error))
        {
            Ok(()) => page_so_far.1 = with_earlier,
            Err(error) => failures.push(format!("{}:{line}: {error}", file.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
