#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The engine writes the plain parts of content (paragraphs, lists, tables, links, headings)
//! itself, in place of the render workers: every page must come out byte for byte as React
//! writes it. Each site here is built twice, once with `CAIRN_SERVER_CONTENT=react` (React
//! renders all content) and once as usual, and every output file is compared.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Markdown that exercises what the engine renders, what it must leave to React, and the
/// places where both meet (text beside a component, a component after a run).
const RICH_DOC: &str = r##"---
title: Rich
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Badge from '@site/src/components/Badge';
import Word from '@site/src/components/Word';

Plain text with **strong**, *emphasis*, `code`, ~~struck~~ and <kbd>Ctrl</kbd>, then
quotes 'single' & "double" \<and> brackets.\
After a hard break.

## A heading with `code` and [a link](./plain.md) {#custom-id}

Links: [relative](./plain.md), [absolute](/docs/plain/), [hash](#custom-id),
[query](?tab=2), [file](/files/guide.pdf), [external](https://example.com "Example 'site'"),
[protocol relative](//example.org/x) and [mail](mailto:someone@example.com).

![An "image"](/img/logo.png "Logo title")

| Left | Centre | Right |
|:-----|:------:|------:|
| `a`  | **b**  | c<br/>d |

1. one
2. two
   - nested *item*
   - [x] done task
   - [ ] open task

3. three

> A quote with a list:
>
> - in the quote

---

Text before <Badge text="inline" /> and **after** the badge, then <Word /> and more.

**Bold first** <Word /> tail, and <Word /> **bold after**.

Glued **bold**<Word /> end, and <Word />**bold** glued.

<div className="box" style={{color: 'red', marginTop: '1em'}}>Inside a *div*.</div>

<span data-kind="x" aria-hidden="true">data attributes</span>

JSX links: <a href="HTTP://example.com/UP" rel="me">upper</a>, <a href="/docs/plain/" target="_self">self</a>,
<a href="/files/guide.pdf" aria-label="The guide">file</a> and <a href="#custom-id" className="jump">jump</a>.

<h2 className="special" id="jsx-heading">JSX heading</h2>

<img src="/img/logo.png" alt="JSX image" width="20" />

<p style={{textAlign: 'center', fontSize: 12}}>Numbers in a style are *React's*.</p>

<ol start={5}><li>five</li></ol>

<details>
<summary>More</summary>

Hidden **content**.

</details>

:::note Take note
A paragraph in an admonition with [a link](#custom-id).

- and a list
:::

<Tabs>
  <TabItem value="a" label="A">First tab with **bold**.</TabItem>
  <TabItem value="b" label="B">Second tab.</TabItem>
</Tabs>

```js title="example.js"
const answer = 42;
```

Inline math $x^2$ in a sentence.

### Third level

#### Fourth level with ‘unicode’ — and emoji 🎉

A footnote reference[^note].

[^note]: The footnote's text.
"##;

const PLAIN_DOC: &str = "---\ntitle: Plain\n---\n\n## Only Markdown\n\nA paragraph with a [link back](./rich.mdx#custom-id) and <https://auto.example.com>.\n\n- a\n- b\n";

const BADGE: &str = "export default function Badge({ text }: { text: string }) {\n  return <span className=\"badge\">{text}</span>;\n}\n";

/// A component that renders text only: React separates it from text beside it.
const WORD: &str = "export default function Word() {\n  return 'word';\n}\n";

/// A site in a temporary folder inside the workspace, where the installed theme is found.
fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let parent = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/cli-fixtures");
    std::fs::create_dir_all(&parent).unwrap();
    let root = tempfile::tempdir_in(parent).unwrap();
    for (path, text) in files {
        let full = root.path().join(path);
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(full, text).unwrap();
    }
    root
}

/// Builds `site` into `out`, with `CAIRN_SERVER_CONTENT` set to `renderer` when given.
fn build(site: &Path, out: &str, renderer: Option<&str>) -> PathBuf {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cairn"));
    command
        .args(["build", ".", "--out-dir", out])
        .current_dir(site)
        .env("NO_COLOR", "1")
        .env_remove("CAIRN_SERVER_CONTENT");
    if let Some(renderer) = renderer {
        command.env("CAIRN_SERVER_CONTENT", renderer);
    }
    let output = command.output().expect("cairn runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    site.join(out)
}

/// Every file of an output folder, by path.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            let path = entry.path().strip_prefix(dir).unwrap();
            (
                path.to_string_lossy().replace('\\', "/"),
                std::fs::read(entry.path()).unwrap(),
            )
        })
        .collect()
}

/// Builds the site both ways and compares them; gives the usual build's files.
fn assert_same_as_react(site: &Path) -> BTreeMap<String, Vec<u8>> {
    let react = files(&build(site, "out-react", Some("react")));
    let engine = files(&build(site, "out-engine", None));
    assert_eq!(
        react.keys().collect::<Vec<_>>(),
        engine.keys().collect::<Vec<_>>()
    );
    for (path, bytes) in &react {
        let written = &engine[path];
        if written != bytes {
            let (react, engine) = (
                String::from_utf8_lossy(bytes),
                String::from_utf8_lossy(written),
            );
            let start = react
                .bytes()
                .zip(engine.bytes())
                .position(|(a, b)| a != b)
                .unwrap_or(react.len().min(engine.len()));
            let from = start.saturating_sub(200);
            panic!(
                "{path} differs from React's at byte {start}:\nReact:  {}\nengine: {}",
                react
                    .get(from..(start + 200).min(react.len()))
                    .unwrap_or(&react),
                engine
                    .get(from..(start + 200).min(engine.len()))
                    .unwrap_or(&engine),
            );
        }
    }
    engine
}

fn page(files: &BTreeMap<String, Vec<u8>>, path: &str) -> String {
    let bytes = files
        .get(path)
        .unwrap_or_else(|| panic!("no {path} in {:?}", files.keys().collect::<Vec<_>>()));
    String::from_utf8(bytes.clone()).unwrap()
}

#[test]
fn content_the_engine_renders_is_what_react_renders() {
    let site = site(&[
        (
            "cairn.toml",
            "title = \"Parity\"\nurl = \"https://parity.example\"\n\n[[blog]]\n",
        ),
        (
            "src/pages/index.md",
            "# Home\n\nThe [rich page](/docs/rich/).",
        ),
        (
            "src/pages/about.md",
            "# About\n\n## Who {#who}\n\nA *Markdown* page with [a link](#who) and a table:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
        ),
        ("docs/rich.mdx", RICH_DOC),
        ("docs/plain.md", PLAIN_DOC),
        (
            "blog/2024-01-02-post.md",
            "---\ntitle: A post\nauthors: [ada]\n---\n\nThe post's **summary**.\n\n<!-- truncate -->\n\n## Later {#later}\n\nMore, with [a link](#later).\n",
        ),
        ("blog/authors.yml", "ada:\n  name: Ada\n"),
        ("src/components/Badge.tsx", BADGE),
        ("src/components/Word.tsx", WORD),
        ("static/files/guide.pdf", "%PDF-1.4\n"),
        ("static/img/logo.png", "not really a png"),
    ]);
    let engine = assert_same_as_react(site.path());
    // The pages hold what the engine wrote: a routed hash link, the heading's hash link, a
    // table in its wrapper, and text beside components with React's separators.
    let rich = page(&engine, "docs/rich/index.html");
    for expected in [
        "<a href=\"/docs/rich/#custom-id\">hash</a>",
        "<h2 id=\"custom-id\" class=\"anchor\">A heading with <code>code</code> and <a href=\"/docs/plain/\">a link</a><a href=\"/docs/rich/#custom-id\" class=\"hash-link\" aria-label=\"Direct link to A heading with code and a link\">#</a></h2>",
        "<div class=\"table-wrapper\"><table><thead><tr><th style=\"text-align:left\">Left</th>",
        "quotes &#x27;single&#x27; &amp; &quot;double&quot; &lt;and&gt; brackets.",
        "<a href=\"https://example.com\" target=\"_blank\" rel=\"noopener noreferrer\" title=\"Example &#x27;site&#x27;\">external</a>",
        "<strong>after</strong> the badge, then <!-- -->word<!-- --> and more.",
        "<strong>Bold first</strong> <!-- -->word<!-- --> tail, and <!-- -->word<!-- --> <strong>bold after</strong>.",
        "Glued <strong>bold</strong>word<!-- --> end, and <!-- -->word<strong>bold</strong> glued.",
    ] {
        assert!(rich.contains(expected), "{expected}\nnot in:\n{rich}");
    }
    assert!(page(&engine, "about/index.html").contains("<a href=\"/about/#who\">a link</a>"));
    assert!(
        page(&engine, "blog/2024/01/02/post/index.html")
            .contains("<a href=\"/blog/2024/01/02/post/#later\">a link</a>")
    );
}

/// A site's own `Link` renders the links of content, so the engine leaves links and headings
/// (whose hash links are links) to React, and still writes the rest.
#[test]
fn a_site_link_component_keeps_links_with_react() {
    let site = site(&[
        (
            "cairn.toml",
            "title = \"Own link\"\nurl = \"https://own-link.example\"\n",
        ),
        ("src/pages/index.md", "# Home"),
        (
            "docs/intro.md",
            "---\ntitle: Intro\n---\n\n## Section\n\nA paragraph with a [link](#section) and **bold**.\n\n- a list\n",
        ),
        (
            "src/theme/Link/index.tsx",
            "import Link, { type LinkProps } from '@theme-original/Link';\n\nexport default function SiteLink(props: LinkProps) {\n  return <Link data-site-link=\"\" {...props} />;\n}\n",
        ),
    ]);
    let engine = assert_same_as_react(site.path());
    let intro = page(&engine, "docs/intro/index.html");
    assert!(
        intro.contains("<a href=\"/docs/intro/#section\" data-site-link=\"\">link</a>"),
        "{intro}"
    );
}
