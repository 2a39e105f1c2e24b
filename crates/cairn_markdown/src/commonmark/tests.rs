//! The fast reader (`crate::commonmark`) against markdown-rs: every document compiles to the
//! same output either way.

use std::path::Path;

use crate::parse::with_markdown_rs_only;
use crate::{CompileOptions, Compiler, Format, commonmark};

/// The outcome of compiling `text` as a `.md` file, as text to compare.
fn compiled(compiler: &Compiler, text: &str) -> String {
    match compiler.compile(text, Path::new("docs/page.md")) {
        Ok(compiled) => format!("{compiled:#?}"),
        Err(error) => format!("error: {error:?}"),
    }
}

/// Compiles `text` with both readers; returns what each gave when they differ.
fn difference(text: &str) -> Option<(String, String)> {
    let compiler = Compiler::with_options(CompileOptions {
        format: Format::Md,
        ..CompileOptions::default()
    });
    let fast = compiled(&compiler, text);
    let slow = with_markdown_rs_only(|| compiled(&compiler, text));
    // Some inputs make markdown-rs panic (`---` then a blank line and a list, for one), and
    // the author gets an error; reading them is no regression.
    let markdown_rs_crashed = slow.starts_with("error: ParserFailure");
    (fast != slow && !markdown_rs_crashed).then_some((fast, slow))
}

#[test]
#[ignore = "reads a corpus named by CAIRN_READER_CORPUS (a JSON array of documents)"]
fn corpus_from_environment() {
    let path = std::env::var("CAIRN_READER_CORPUS").expect("CAIRN_READER_CORPUS");
    let documents: Vec<String> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut differing = 0;
    let mut accepted = 0;
    for (index, text) in documents.iter().enumerate() {
        if commonmark::parse(text, true).is_some() {
            accepted += 1;
        }
        if let Some((fast, slow)) = difference(text) {
            differing += 1;
            if differing <= 40 {
                println!("=== #{index}\n{text}\n--- fast\n{fast}\n--- markdown-rs\n{slow}\n");
            }
        }
    }
    println!(
        "{} documents, {accepted} read fast, {differing} differ",
        documents.len()
    );
}

/// Documents that exercise what the two readers might read apart: GFM tables, strikethrough
/// and task lists, front matter, admonitions, raw HTML, link titles and references, list
/// looseness, positions after tabs and multi-byte characters.
const CASES: &[&str] = &[
    "---\ntitle: A\n---\n\n# Title\n\nText.",
    "---\n---\n# Empty front matter",
    "--- \ntitle: trailing spaces\n---\t\nBody",
    "---\ntitle: unclosed\n\nNot front matter",
    "----\ntitle: four dashes\n----\n",
    "---\ntitle: A\n---",
    "+++\ntitle = \"toml\"\n+++\n",
    "| a | b |\n|---|:-:|\n| 1 | 2 |\n| 3 |\n| 4 | 5 | 6 |",
    "a | b\n--|--\n1 | 2",
    "| a |\n|---|\n| `x \\| y` | z |",
    "| a | b |\n|---|\n| 1 | 2 |",
    "Paragraph\n| a | b |\n|---|---|\n| 1 | 2 |",
    "| a | b |\n|:--|--:|\n|*em*|**strong**|\n\nafter",
    "> | a |\n> |---|\n> | 1 |",
    "- | a |\n  |---|\n  | 1 |",
    "~~gone~~ and ~one~ and ~~~three~~~ and ~~a~",
    "a ~~b\nc~~ d",
    "- [ ] todo\n- [x] done\n- [X] Done\n- [ ]\n- [x]not a task",
    "1. [x] ordered\n2. plain",
    "- [ ] loose\n\n- [x] list",
    "* a\n* b\n\n* c",
    "- a\n\n  b\n- c",
    "- a\n- b\n\n\n- c",
    "1. a\n1. b\n3) c",
    "7. seven\n8. eight",
    "- a\n  - b\n    - c\n\n    d\n- e",
    "- ```\n  code\n  ```\n- b",
    "- # heading\n- > quote",
    "> - a\n>\n> - b",
    "-\n  foo\n- bar",
    "[a](/u \"t\") [b](/u 't') [c](/u (t)) [d](/u \"\") [e](</u v>)",
    "![alt *em* `code`](/i.png \"title\") ![](/e.png)",
    "[ref] [Ref][] [x][REF] [undefined]\n\n[ref]: /r \"Title\"",
    "[a][b]\n\n[b]: /only-url",
    "[a][b]\n\n[b]: /u \"\"",
    "[ref]: /r\n# Not the title",
    "# Title\n\n[ref]: /r\n\n[ref]",
    "[Straße][] [STRASSE][]\n\n[straße]: /s",
    "<div>\n*not emphasis*\n</div>\n\n*emphasis*",
    "<!-- comment -->\n\ntext <!-- inline --> text\n\n<!-- truncate -->\n\nmore",
    "<details>\n<summary>More</summary>\n\nInside **bold**.\n\n</details>",
    "<script>\nlet a = 1;\n</script>\nafter",
    "<pre>\nunclosed",
    "<!--\nnever closed",
    "text <span class=\"x\">inline</span> text",
    "<head>\n<title>Head</title>\n</head>\n\nbody",
    "```js title=\"a.js\" {1,3}\nconst a = 1;\n```",
    "```\nno language\n```\n\n~~~python\nprint(1)\n~~~",
    "````md\n```\nnested\n```\n````",
    "    indented\n    code\n\n\n    more",
    "```mermaid\ngraph TD; A-->B;\n```",
    "```math\nx^2\n```",
    "```rust\nunclosed fence",
    "```unknown-lang\nx\n```",
    ":::note\n\nA note.\n\n:::",
    ":::tip Custom **title**\nBody\n:::",
    ":::danger\n:::info nested\ninside\n:::\n:::",
    ":::unknown\nx\n:::",
    ":::\nstray close",
    "- :::note\n  in a list\n  :::",
    "## Heading {#custom-id}\n\n## Heading\n\n## Heading",
    "Setext\n======\n\nTwo\n---",
    "# Title\n\n## `code` and *em*\n\n### [link](/x)",
    "a  \nb\\\nc\nd",
    "\tTab\tindented\n\n- \titem\n\n> \tquote [link](/x)\n\n\t[tabbed](/y)",
    "Ünïcödé [link](/x) after é and 日本語 [two](/y)",
    "Costs $5 and $10.",
    "Inline $x^2$ formula",
    "$$\nx\n$$",
    "`$not math$` in code",
    "Visit www.example.com or https://example.com or mail a@b.co",
    "<https://example.com> and <a@b.co>",
    "[www.example.com](https://example.com)",
    "Footnote[^1].\n\n[^1]: The note.",
    "Two[^b] notes[^a], one unused.\n\n[^a]: A.\n\n[^b]: B with `code`.\n\n[^c]: Unused.",
    "Missing[^none] note and [^] empty and [^x]:\n\n[^x]: Defined after an empty one",
    "| a[^1] |\n|---|\n| b |\n\n[^1]: In a table.",
    "| 3 |\n[^long]:\n  <img src=\"/x.png\" />",
    "  :::\n\n   :::unknown\n   x\n   :::",
    "  <img src=\"/x.png\" />\n<script>",
    "`multi\nline` code",
    "``` `` ```",
    "\\*escaped\\* &amp; &copy; &#35;",
    "* * *\n\n---\n\n___",
    "> quote\nlazy\n\n> > nested",
    "Hard break with spaces  \nnext",
    "",
    "\n\n",
    "[link](./other.md) and [anchor](#here) and [abs](/docs/x)",
    "<img src=\"/a.png\" alt=\"a\" />\n\n<br>",
    "a <!-- b\nc --> d",
    "line one\r\nline two\r\n",
    "\u{feff}# BOM",
    "text\0nul",
    // Mixed-line documents on which the readers once differed.
    "- item\n\tTabbed [link](/t)",
    "- item\n\n\tTabbed [link](/t)",
    "- item\n\n\n",
    "  - [ ] nested task\n\n  ",
    "- item\n\ntext\n2) second",
    "- item\n\n[ref]: /r \"T\"\n2) second\n",
    "| a | b |\n===\n---",
    "text\n===\n---",
    "\n:::note Title\n[ref]: /r \"T\"\n---",
    "    indented\n[ref]: /r \"T\"\n[ref]: /r \"T\"\n---",
    "---\n- item\n",
    "---\n\n- item",
    ">\nescaped \\* and &amp; entity\n    indented",
    "- item\n\n~~struck~~ ~one~\n    indented",
    "- item\n| a | b |\n<!-- note -->\n| a | b |\n|---|:-:|",
    "- item\n| a | b |\n<!-- note -->\n| 3 |\n|---|:-:|",
    "  > quote in item\n<span>",
    "1. first\n\n__strong__ _em_\n<span>",
    "  ```\n\tTabbed [link](/t)",
    "~~~\n  ",
    "* star item\n  ```\n- item",
    "> # quote heading\n*unclosed emphasis\n-",
    "> # quote heading\nText_with_underscores_inside\n*",
    "<div>\n[link *em*](/x)\n\n  <img src=\"/x.png\" />",
    "-\n&copy; 2024\n*",
    "*\n![i](/i.png 'title')\n*\n***bold em***",
    "Install @cairn/theme, write to a@b.co or (@scope/pkg) or `code`@x.com or **a**@b.com",
    "name+tag@example.org. and foo\\@bar.com and [x](/y)@z.com and a @b.com",
];

#[test]
fn both_readers_compile_every_case_alike() {
    let mut failures = Vec::new();
    for text in CASES {
        if let Some((fast, slow)) = difference(text) {
            failures.push(format!(
                "{text:?}\n--- fast\n{fast}\n--- markdown-rs\n{slow}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Lines that documentation is made of, and that make the readers' hard cases when mixed:
/// container prefixes, blank lines, fences, table rows, raw HTML, references.
const LINES: &[&str] = &[
    "",
    "",
    "text with *em* and **strong** and `code`",
    "more text [link](/a) and ![img](/i.png)",
    "a [ref] and [ref][] here",
    "[ref]: /r \"T\"",
    "# Heading",
    "## Heading {#id}",
    "Setext",
    "===",
    "---",
    "- item",
    "- [ ] task",
    "- [x] done task",
    "  - nested item",
    "  continued",
    "    indented",
    "1. first",
    "2) second",
    "> quote",
    "> - quoted item",
    ">",
    "```js title=\"x\"",
    "```",
    "~~~",
    "| a | b |",
    "|---|:-:|",
    "| 1 | `2` |",
    "| 3 |",
    "<div>",
    "</div>",
    "<!-- note -->",
    "text <b>bold</b> text",
    ":::note Title",
    ":::tip",
    ":::",
    "~~struck~~ ~one~",
    "line with break  ",
    "escaped \\* and &amp; entity",
    "\tTabbed [link](/t)",
    "é ü [x](/u) 日本",
    "*unclosed emphasis",
    "__strong__ _em_",
    "a claim[^1] and[^note]",
    "[^1]: The note.",
    "[^note]: Another *note*.",
    "[^1]:",
];

/// Lines of `LINES`, ended by LF or, as on Windows, by CRLF.
fn document() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    (
        proptest::collection::vec(0..LINES.len(), 0..24),
        any::<bool>(),
    )
        .prop_map(|(lines, crlf)| {
            let lines: Vec<&str> = lines.iter().map(|index| LINES[*index]).collect();
            lines.join(if crlf { "\r\n" } else { "\n" })
        })
}

proptest::proptest! {
    // At least 1,000 cases; `PROPTEST_CASES` asks for more.
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: proptest::prelude::ProptestConfig::default().cases.max(1000),
        ..proptest::prelude::ProptestConfig::default()
    })]

    #[test]
    fn both_readers_compile_mixed_lines_alike(text in document()) {
        if let Some((fast, slow)) = difference(&text) {
            proptest::prop_assert_eq!(fast, slow, "{:?}", text);
        }
    }
}

/// Every Markdown file of the repository (the website's docs, blog and pages, test
/// fixtures), in order of path.
fn repository_markdown() -> Vec<(std::path::PathBuf, String)> {
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                if !matches!(
                    name.as_ref(),
                    "node_modules" | "target" | "build" | ".cairn" | ".git"
                ) {
                    walk(&path, out);
                }
            } else if name.ends_with(".md") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut paths = Vec::new();
    for dir in ["website", "tests", "crates"] {
        walk(&root.join(dir), &mut paths);
    }
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| Some((path.clone(), std::fs::read_to_string(&path).ok()?)))
        .collect()
}

#[test]
fn both_readers_compile_the_repository_alike() {
    let mut documents = repository_markdown();
    assert!(documents.len() > 100, "found {} files", documents.len());
    // Every file again as a Windows checkout has it.
    let crlf: Vec<_> = documents
        .iter()
        .map(|(path, text)| (path.with_extension("crlf.md"), text.replace('\n', "\r\n")))
        .collect();
    documents.extend(crlf);
    let mut read_fast = 0;
    for (path, text) in &documents {
        if let Some((fast, slow)) = difference(text) {
            panic!(
                "{}\n--- fast\n{fast}\n--- markdown-rs\n{slow}",
                path.display()
            );
        }
        if commonmark::parse(text, true).is_some() {
            read_fast += 1;
        }
    }
    // The fast reader must be what reads ordinary documentation, not a path that declines.
    assert!(
        read_fast * 10 >= documents.len() * 9,
        "{read_fast} of {} files read fast",
        documents.len()
    );
}

#[test]
fn the_fast_reader_reads_ordinary_documents() {
    let ordinary = [
        "---\ntitle: Install\nsidebar_position: 2\n---\n\n# Install\n\nRun `npm i`.\n",
        "## Options\n\n| Key | Type |\n|---|:-:|\n| `title` | string |\n\n- one\n- two\n  - nested\n",
        ":::tip Fast\n\nBuilds in **seconds**.\n\n:::\n\n```rust title=\"main.rs\"\nfn main() {}\n```\n",
        "1. First\n\n   ```bash\n   npm run build\n   ```\n\n2. Second\n",
        "<details>\n<summary>More</summary>\n\nHidden [text](./other.md).\n\n</details>\n",
        "- [x] done\n- [ ] to do\n\n> Quote with ~~old~~ words.\n\n[ref]: /r\n\nSee [ref].\n",
        "Costs a dollar sign only in `$HOME` code.\n",
        "Install @cairn/theme with npm.\n",
        "A claim[^1] and another[^note].\n\n[^1]: The source.\n\n[^note]: A *longer* note.\n\n    Its second paragraph.\n",
        "---\r\ntitle: Windows\r\n---\r\n\r\n# Title\r\n\r\nA paragraph\r\non two lines.\r\n\r\n```js\r\na();\r\nb();\r\n```\r\n",
        ":::note\r\nAn admonition written on Windows.\r\n:::\r\n",
    ];
    for text in ordinary {
        assert!(
            commonmark::parse(text, true).is_some(),
            "declined: {text:?}"
        );
        assert_eq!(difference(text), None, "{text:?}");
    }
}

#[test]
fn the_fast_reader_declines_what_markdown_rs_reads_otherwise() {
    let declined = [
        ("Visit www.example.com today", "a literal autolink"),
        ("Mail me at someone@example.com", "an e-mail address"),
        ("Inline $x$ formula", "a formula"),
        (
            "See[^a b].\n\n[^a b]: Text.",
            "a footnote label with a space",
        ),
        (
            "Text\n[^1]: straight after a line",
            "a footnote definition interrupting a paragraph",
        ),
        ("+++\ntitle = 1\n+++\n", "TOML front matter"),
        ("line\r\nline\nline", "mixed line endings"),
        ("-\r\n  item", "a CRLF right after a list marker"),
        ("`code\nspan`", "a code span over two lines"),
        (
            "- a\n- b\n\n  c\n- d",
            "a list loose without a blank line between items",
        ),
        ("- item\n\n\n", "a tight list with two blank lines after it"),
        (
            "Text.\n\n[ref]: /r\n[ref]: /r\n---",
            "a label defined twice, the second definition before dashes",
        ),
    ];
    for (text, what) in declined {
        assert!(
            commonmark::parse(text, true).is_none(),
            "read {what}: {text:?}"
        );
        assert_eq!(difference(text), None, "{text:?}");
    }
    // Without math, a dollar is text.
    assert!(commonmark::parse("Costs $5 and $10", false).is_some());
}
