#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
use std::path::Path;

use cairn_markdown::{CompileError, compile};
use support::render_error;

mod support;

fn tree_json(source: &str) -> String {
    let compiled = compile(source, Path::new("docs/page.md")).unwrap();
    serde_json::to_string_pretty(&compiled.content).unwrap()
}

#[test]
fn inline_formatting() {
    insta::assert_snapshot!(tree_json(
        "Some *emphasis*, **strong**, ~~struck~~, `code` and a [link](/docs/intro/ \"Intro\").\nLine  \nbreak and https://auto.link/x."
    ));
}

#[test]
fn headings_get_github_ids_and_custom_ids() {
    let compiled = compile(
        "# Title\n\n## Getting started\n\n### Getting started\n\n## Custom {#my-id}\n\n#### Deep\n",
        Path::new("doc.md"),
    )
    .unwrap();
    assert_eq!(compiled.leading_heading.as_deref(), Some("Title"));
    insta::assert_snapshot!(serde_json::to_string_pretty(&compiled.content).unwrap());
    let toc: Vec<_> = compiled
        .toc(2, 3)
        .into_iter()
        .map(|item| (item.level, item.id))
        .collect();
    assert_eq!(
        toc,
        [
            (2, "getting-started".to_owned()),
            (3, "getting-started-1".to_owned()),
            (2, "my-id".to_owned())
        ]
    );
    assert_eq!(compiled.headings.len(), 4);
}

#[test]
fn leading_heading_only_when_first() {
    let compiled = compile("Intro text.\n\n# Late title\n", Path::new("doc.md")).unwrap();
    assert_eq!(compiled.leading_heading, None);
    assert_eq!(compiled.content.len(), 2);
}

#[test]
fn lists_tight_loose_ordered_and_tasks() {
    insta::assert_snapshot!(tree_json(
        "- one\n- two\n  - nested\n\n3. three\n4. four\n\n- loose\n\n- items\n\n- [x] done\n- [ ] todo\n"
    ));
}

#[test]
fn code_blocks_are_plain_pre_code() {
    insta::assert_snapshot!(tree_json(
        "```rust\nfn main() {}\n```\n\n```\nno language <b>escaped</b>\n```\n"
    ));
}

#[test]
fn gfm_table_with_alignment() {
    insta::assert_snapshot!(tree_json(
        "| Name | Size | Note |\n|:-----|-----:|:----:|\n| a | 1 | x |\n| b | 2 | y |\n"
    ));
}

#[test]
fn references_images_blockquotes_and_footnotes() {
    insta::assert_snapshot!(tree_json(
        "> Quoted [ref link][Ref].\n\n![Alt text](./img/logo.png \"Logo\")\n\nA note[^1].\n\n[ref]: https://example.com\n[^1]: The footnote.\n\n---\n"
    ));
}

#[test]
fn html_is_kept_and_comments_dropped() {
    insta::assert_snapshot!(tree_json(
        "Press <kbd>Ctrl</kbd> + <kbd>K</kbd>.\n\n<!-- truncate -->\n\n<div align=\"center\">Centered</div>\n"
    ));
}

#[test]
fn links_are_recorded_with_positions() {
    let compiled = compile(
        "See [install](./installation.md) and\n[site](https://cairn.dev).\n",
        Path::new("doc.md"),
    )
    .unwrap();
    let links: Vec<_> = compiled
        .links
        .iter()
        .map(|link| (link.url.as_str(), link.line, link.column))
        .collect();
    assert_eq!(
        links,
        [("./installation.md", 1, 5), ("https://cairn.dev", 2, 1)]
    );
}

#[test]
fn front_matter_is_read() {
    let compiled = compile(
        "---\nid: intro\ntitle: Welcome\ndescription: Start here\nslug: /\nsidebar_position: 1\nsidebar_label: Intro\n---\n\nBody.\n",
        Path::new("doc.md"),
    )
    .unwrap();
    let front_matter = &compiled.front_matter;
    assert_eq!(front_matter.id.as_deref(), Some("intro"));
    assert_eq!(front_matter.title.as_deref(), Some("Welcome"));
    assert_eq!(front_matter.description.as_deref(), Some("Start here"));
    assert_eq!(front_matter.slug.as_deref(), Some("/"));
    assert_eq!(front_matter.sidebar_position, Some(1.0));
    assert_eq!(front_matter.sidebar_label.as_deref(), Some("Intro"));
    assert!(compiled.warnings.is_empty());
}

#[test]
fn unknown_front_matter_key_warns() {
    let compiled = compile("---\ntitel: Oops\n---\nBody\n", Path::new("docs/a.md")).unwrap();
    let warnings: Vec<String> = compiled.warnings.iter().map(ToString::to_string).collect();
    insta::assert_snapshot!(warnings.join("\n"));
}

#[test]
fn a_sites_own_front_matter_keys_are_kept_for_its_components_without_a_warning() {
    let compiled = compile(
        "---\ntitle: T\ncontributors: [ada, grace]\ncanonicalUrl: https://x.dev/a\nsidebarPosition: 2\n---\nBody\n",
        Path::new("docs/a.md"),
    )
    .unwrap();
    let custom = compiled.front_matter.custom().unwrap();
    assert_eq!(custom["contributors"], serde_json::json!(["ada", "grace"]));
    assert_eq!(custom["canonicalUrl"], "https://x.dev/a");
    // Only the key that looks like one Cairn reads, written another way, is reported.
    let warnings: Vec<String> = compiled.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0]
            .contains("`sidebarPosition` is not one Cairn reads: did you mean `sidebar_position`?"),
        "{warnings:?}"
    );
}

#[test]
fn bad_front_matter_yaml_is_located() {
    let error = compile(
        "---\ntitle: Fine\ndescription: [unclosed\n---\n\nBody\n",
        Path::new("docs/broken.md"),
    )
    .unwrap_err();
    let CompileError::FrontMatter { line, .. } = &*error else {
        panic!("expected a front matter error, got {error:?}")
    };
    assert!(*line >= 3, "line {line} should point into the YAML");
    insta::assert_snapshot!(render_error(&error));
}

#[test]
fn front_matter_that_is_never_closed_is_an_error_at_its_first_line() {
    for path in ["docs/open.md", "docs/open.mdx"] {
        let error =
            compile("---\ntitle: Open\n\n# Heading\n\nText.\n", Path::new(path)).unwrap_err();
        let CompileError::FrontMatter { line, message, .. } = &*error else {
            panic!("expected a front matter error, got {error:?}")
        };
        assert_eq!(*line, 1);
        assert!(message.contains("never closed"), "{message}");
    }
    insta::assert_snapshot!(render_error(
        &compile("---\ntitle: Open\n\nText.\n", Path::new("docs/open.md")).unwrap_err()
    ));
    // A rule further down is no front matter, and a closed block is read as usual.
    assert!(compile("Text\n\n---\n\nMore\n", Path::new("docs/rule.md")).is_ok());
    let closed = compile(
        "---\ntitle: Closed\n---\n\nText.\n",
        Path::new("docs/closed.md"),
    )
    .unwrap();
    assert_eq!(closed.front_matter.title.as_deref(), Some("Closed"));
}

#[test]
fn nul_characters_become_replacement_characters_as_commonmark_says() {
    for path in ["docs/nul.md", "docs/nul.mdx"] {
        let json = serde_json::to_string(
            &compile("# Title\n\na\0b\n", Path::new(path))
                .unwrap()
                .content,
        )
        .unwrap();
        assert!(json.contains("a\u{FFFD}b"), "{path}: {json}");
        assert!(!json.contains("\\u0000"), "{path}: {json}");
    }
}

#[test]
fn front_matter_wrong_type_is_located() {
    let error = compile(
        "---\ntitle: Fine\nsidebar_position: first\n---\nBody\n",
        Path::new("docs/typed.md"),
    )
    .unwrap_err();
    insta::assert_snapshot!(render_error(&error));
}

fn compiled_json(source: &str) -> (String, Vec<String>) {
    let compiled = compile(source, Path::new("docs/page.md")).unwrap();
    (
        serde_json::to_string_pretty(&compiled.content).unwrap(),
        compiled.warnings.iter().map(ToString::to_string).collect(),
    )
}

#[test]
fn admonitions_with_titles_nesting_and_markdown() {
    let (tree, warnings) = compiled_json(
        ":::note\nPlain **note**.\n:::\n\n:::tip My *custom* title\n\n- a list\n\n:::\n\n::::warning Outer\nOuter text.\n:::danger\nInner.\n:::\n::::\n\n:::caution\nCareful.\n:::\n",
    );
    assert!(warnings.is_empty(), "{warnings:?}");
    insta::assert_snapshot!(tree);
}

#[test]
fn admonitions_in_lists_and_quotes() {
    let (tree, warnings) = compiled_json(
        "- item\n\n  :::info\n  In a list.\n  :::\n\n> :::note\n> In a quote.\n> :::\n",
    );
    assert!(warnings.is_empty(), "{warnings:?}");
    insta::assert_snapshot!(tree);
}

#[test]
fn admonition_mistakes_warn_with_original_lines() {
    let (_, warnings) =
        compiled_json("Intro.\n\n:::bogus\nText.\n:::\n\n:::\n\n:::tip\nNever closed.\n");
    insta::assert_snapshot!(warnings.join("\n"));
}

#[test]
fn directives_inside_code_fences_are_code() {
    let (tree, _) = compiled_json("```md\n:::note\nnot an admonition\n:::\n```\n");
    assert!(!tree.contains("Admonition"), "{tree}");
    assert!(tree.contains(":::note"), "{tree}");
}

#[test]
fn highlighted_code_block_with_meta_and_magic_comments() {
    let (tree, warnings) = compiled_json(
        "```rust title=\"src/main.rs\" {1} showLineNumbers=5\nfn main() {\n    // highlight-next-line\n    println!(\"hi\");\n}\n```\n",
    );
    assert!(warnings.is_empty(), "{warnings:?}");
    insta::assert_snapshot!(tree);
}

#[test]
fn unknown_language_warns_and_stays_plain() {
    let (tree, warnings) = compiled_json("Text.\n\n```klingon\nQapla'\n```\n");
    assert!(tree.contains("\"Qapla'\""), "{tree}");
    insta::assert_snapshot!(warnings.join("\n"));
}

#[test]
fn mermaid_blocks_become_diagrams() {
    let (tree, _) = compiled_json("```mermaid\ngraph TD;\n  A-->B;\n```\n");
    insta::assert_snapshot!(tree);
}

fn mdx(source: &str) -> Result<cairn_markdown::Compiled, Box<CompileError>> {
    compile(source, Path::new("docs/page.mdx"))
}

#[test]
fn mdx_tabs_components_and_literal_props() {
    let compiled = mdx(
        "---\ntitle: Tabs\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Card from '@site/src/components/Card';\n\n<Tabs groupId=\"pm\" queryString>\n  <TabItem value=\"npm\" label=\"npm\" default>\n\n```bash\nnpm install\n```\n\n  </TabItem>\n  <TabItem value=\"yarn\">Use **yarn**.</TabItem>\n</Tabs>\n\n<Card size={3} tags={['a', \"b\"]} options={{dense: true}} style=\"margin-top: 2px\" className=\"x\">Hello</Card>\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n",
    )
    .unwrap();
    let ids: Vec<String> = compiled.components.iter().map(|c| c.id()).collect();
    assert_eq!(ids, ["@site/src/components/Card#default"]);
    insta::assert_snapshot!(serde_json::to_string_pretty(&compiled.content).unwrap());
}

#[test]
fn mdx_code_block_mermaid_toc_inline_and_truncate() {
    let compiled = mdx(
        "import CodeBlock from '@theme/CodeBlock';\nimport TOCInline from '@theme/TOCInline';\nimport Mermaid from '@theme/Mermaid';\n\nIntro.\n\n{/* truncate */}\n\n<TOCInline />\n\n## First\n\n### Sub\n\n#### Deep\n\n<CodeBlock language=\"js\" title=\"hello.js\" showLineNumbers>{`console.log('hi');\nlet x = 1;`}</CodeBlock>\n\n<Mermaid value={`graph TD; A-->B;`} />\n",
    )
    .unwrap();
    assert_eq!(compiled.excerpt.as_deref(), Some(&compiled.content[..1]));
    insta::assert_snapshot!(serde_json::to_string_pretty(&compiled.content).unwrap());
}

#[test]
fn md_truncate_comment_marks_the_excerpt() {
    let compiled = compile(
        "One.\n\nTwo.\n\n<!-- truncate -->\n\nThree.\n",
        Path::new("a.md"),
    )
    .unwrap();
    assert_eq!(compiled.content.len(), 3);
    assert_eq!(compiled.excerpt.as_deref(), Some(&compiled.content[..2]));
}

#[test]
fn mdx_errors_are_located_and_explained() {
    let cases = [
        ("unknown_component", "# Title\n\n<Widget />\n"),
        (
            "expression_prop",
            "import Tabs from '@theme/Tabs';\n\n<Tabs items={items.map(x => )} />\n",
        ),
        ("expression_in_text", "Total: {1 + }\n"),
        ("export", "export const = {title: 'x'};\n\n# Hi\n"),
        (
            "statement",
            "export const meta = {title: 'x'};\nconst other = 1;\n\n# Hi\n",
        ),
        (
            "unsupported_module",
            "import Thing from '/components/Thing';\n\n<Thing />\n",
        ),
        ("unclosed_tag", "<div>\n\nText\n"),
        (
            "unclosed_in_a_paragraph",
            "Some <b>bold text\nthat goes on.\n\nNext paragraph </b>.\n",
        ),
    ];
    let mut report = String::new();
    for (name, source) in cases {
        let error = mdx(source).expect_err(name);
        report.push_str(&format!("== {name}\n{}\n", render_error(&error)));
    }
    insta::assert_snapshot!(report);
}

#[test]
fn raw_html_becomes_elements_around_markdown() {
    let (tree, warnings) = compiled_json(
        "Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to <span style=\"color: tomato\">search</span>.\n\n<details>\n<summary>Show **more**</summary>\n\nMarkdown *inside* HTML.\n\n</details>\n\n<div align=\"center\" onclick=\"steal()\">\n<img src=\"/img/logo.svg\" width=\"64\">\n</div>\n",
    );
    insta::assert_snapshot!(format!("{tree}\n{}", warnings.join("\n")));
}

#[test]
fn raw_html_inside_emphasis_links_headings_and_cells_becomes_elements() {
    let cases = [
        ("*a <kbd>b</kbd>*\n", r#"[["p",["em","a ",["kbd","b"]]]]"#),
        (
            "[a <b>x</b>](/y)\n",
            r#"[["p",["a",{"href":"/y"},"a ",["b","x"]]]]"#,
        ),
        (
            "## <kbd>x</kbd> y\n",
            r#"[["h2",{"id":"x-y"},["kbd","x"]," y"]]"#,
        ),
        (
            "| a |\n|---|\n| <kbd>x</kbd> |\n",
            r#"[["table",["thead",["tr",["th","a"]]],["tbody",["tr",["td",["kbd","x"]]]]]]"#,
        ),
    ];
    for (source, expected) in cases {
        let (tree, warnings) = compiled_json(source);
        let tree: serde_json::Value = serde_json::from_str(&tree).unwrap();
        assert_eq!(tree.to_string(), expected, "{source:?}");
        assert!(warnings.is_empty(), "{source:?}: {warnings:?}");
    }
}

#[test]
fn head_blocks_go_to_the_page_head() {
    let md = compile(
        "<head>\n  <title>Custom title</title>\n  <meta name=\"keywords\" content=\"a, b\" />\n</head>\n\nBody.\n",
        Path::new("a.md"),
    )
    .unwrap();
    let mdx = compile(
        "<head>\n  <title>Custom title</title>\n  <meta name=\"keywords\" content=\"a, b\" />\n</head>\n\nBody.\n",
        Path::new("a.mdx"),
    )
    .unwrap();
    for compiled in [&md, &mdx] {
        assert_eq!(compiled.head.len(), 2, "{:?}", compiled.head);
        assert_eq!(compiled.head[0].text.as_deref(), Some("Custom title"));
        assert_eq!(compiled.content.len(), 1);
    }
}

#[test]
fn mdx_headings_take_custom_ids_and_templates_keep_indentation() {
    let compiled = mdx(
        "import CodeBlock from '@theme/CodeBlock';\n\n## Install it {#setup}\n\n<CodeBlock language=\"py\">{`def main():\n    if True:\n        print(1)`}</CodeBlock>\n",
    )
    .unwrap();
    assert_eq!(compiled.headings[0].id, "setup");
    assert_eq!(compiled.headings[0].text, "Install it");
    let json = serde_json::to_string(&compiled.content).unwrap();
    assert!(
        json.contains(r#""code":"def main():\n    if True:\n        print(1)""#),
        "{json}"
    );
}

#[test]
fn mdx_title_heading_after_imports_is_the_title() {
    let compiled = mdx("import Tabs from '@theme/Tabs';\n\n# Tabs in depth\n\nText.\n").unwrap();
    assert_eq!(compiled.leading_heading.as_deref(), Some("Tabs in depth"));
    let json = serde_json::to_string(&compiled.content).unwrap();
    assert!(!json.contains("\"h1\""), "{json}");
}

#[test]
fn non_ascii_after_a_tag_start_is_read_whole() {
    // Found by the robustness property test: `<!--é` once cut a character in half.
    let cases = [
        // An unclosed comment runs to the end of the document, as in HTML.
        ("<!--é</details>\n", "[]"),
        // Not a tag: the text is kept as written.
        ("<heé\n", r#"[["p","<heé"]]"#),
        ("<h\u{e9}ad>x</head>\n", r#"[["p","<héad>x"]]"#),
    ];
    for (source, expected) in cases {
        let compiled = compile(source, Path::new("a.md")).unwrap();
        assert_eq!(
            serde_json::to_string(&compiled.content).unwrap(),
            expected,
            "{source:?}"
        );
        assert!(compiled.warnings.is_empty(), "{source:?}");
    }
}

#[test]
fn a_parser_panic_becomes_an_error() {
    // Found by the robustness property test: markdown-rs reaches an `unreachable!` here.
    let error = compile("# \n- ```\n1. ", Path::new("docs/odd.md")).unwrap_err();
    insta::assert_snapshot!(render_error(&error));
}

#[test]
fn excerpt_and_sections_of_a_typical_page() {
    let compiled = compile(
        "---\ntitle: Deploying\n---\n\n# Deploying\n\nCairn sites are **static**: copy `build/` anywhere.\n\n<!-- truncate -->\n\n## Build it {#build}\n\nRun the build:\n\n```bash title=\"terminal\"\ncairn build   --out-dir dist\n```\n\n:::tip Faster builds\nThe bundle is reused when the theme did not change.\n:::\n\n### Options\n\n| Flag | Meaning |\n|------|---------|\n| `--dev` | drafts *too* |\n\n## Host it\n\n- Any static host[^1].\n- Costs $O(1)$ per request.\n\n```mermaid\ngraph TD; A-->B;\n```\n\n[^1]: Netlify, for one.\n",
        Path::new("docs/deploying.md"),
    )
    .unwrap();
    let json = serde_json::json!({
        "excerpt": compiled.excerpt,
        "sections": compiled.sections,
    });
    insta::assert_snapshot!(serde_json::to_string_pretty(&json).unwrap());
}

fn mdx_json(source: &str) -> String {
    let compiled = mdx(source).unwrap();
    assert!(compiled.warnings.is_empty(), "{:?}", compiled.warnings);
    serde_json::to_string_pretty(&compiled.content).unwrap()
}

#[test]
fn mdx_html_comments_as_blocks_are_dropped() {
    insta::assert_snapshot!(mdx_json(
        "<!-- prettier-ignore -->\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<!-- some note -->\n\nText.\n\n<!--\nA comment\nover {several} lines */ with `code`\n-->\n\nMore.\n\n<!---->\n\n<!-->\n\nEnd.\n"
    ));
}

#[test]
fn mdx_html_comments_inline_and_in_containers_are_dropped() {
    insta::assert_snapshot!(mdx_json(
        "Before <!-- inline --> after, **strong <!-- x -->**.\n\n- item <!-- in a list -->\n- <!--\n  in a list,\n  over lines\n  -->\n  next\n\n> quoted <!-- in a quote -->\n\n<div>\n<!-- in JSX -->\nInside.\n</div>\n\n:::note\n<!-- in an admonition -->\nNoted.\n:::\n"
    ));
}

#[test]
fn mdx_html_comments_in_code_stay_text() {
    insta::assert_snapshot!(mdx_json(
        "```html\n<!-- in a fence -->\n<p>x</p>\n```\n\nInline `<!-- code -->` and <!-- a real one --> `<!-- more code -->`.\n"
    ));
}

#[test]
fn mdx_truncate_comment_marks_the_excerpt() {
    let compiled = mdx("# Post\n\nOne.\n\n<!-- truncate -->\n\nTwo.\n").unwrap();
    let comment = serde_json::json!({"excerpt": compiled.excerpt, "content": compiled.content});
    let expression = mdx("# Post\n\nOne.\n\n{/* truncate */}\n\nTwo.\n").unwrap();
    assert_eq!(compiled.excerpt, expression.excerpt);
    assert_eq!(compiled.content, expression.content);
    assert_eq!(compiled.leading_heading.as_deref(), Some("Post"));
    insta::assert_snapshot!(serde_json::to_string_pretty(&comment).unwrap());
}

#[test]
fn mdx_unclosed_html_comment_is_located() {
    let error = mdx("Text.\n\nMore <!-- never closed\n\nEnd.\n").unwrap_err();
    insta::assert_snapshot!(render_error(&error));
}

#[test]
fn admonitions_docusaurus_forms() {
    let (tree, warnings) = compiled_json(
        ":::tip[Custom *title*]\nBracketed.\n:::\n\n:::note[]\nEmpty brackets.\n:::\n\n:::info[Title] {#some-id}\nWith attributes.\n:::\n\n:::tip Plain title\nOld form.\n:::\n\n:::important\nImportant.\n:::\n\n:::important[Read this]\nTitled.\n:::\n\n:::caution\nCareful.\n:::\n\n:::secondary\nSecondary.\n:::\n\n:::success\nSuccess.\n:::\n",
    );
    assert!(warnings.is_empty(), "{warnings:?}");
    insta::assert_snapshot!(tree);
}

#[test]
fn admonitions_nested_with_more_colons() {
    let (tree, warnings) = compiled_json(
        "::::note[Outer]\nOuter text.\n\n:::tip\nInner.\n:::\n\nOuter again.\n::::\n\n- item\n\n  ::::info\n  :::danger[Deep]\n  In a list.\n  :::\n  ::::\n\n:::warning\n- a list in an admonition\n\n  :::tip\n  In its item.\n  :::\n:::\n\n:::note\n:::tip\nSame colons.\n:::\n:::\n",
    );
    assert!(warnings.is_empty(), "{warnings:?}");
    insta::assert_snapshot!(tree);
}

#[test]
fn admonitions_in_mdx() {
    let compiled = mdx(
        ":::tip[Custom title]\nIn MDX.\n:::\n\n::::important\n:::caution\nNested.\n:::\n::::\n",
    )
    .unwrap();
    assert!(compiled.warnings.is_empty(), "{:?}", compiled.warnings);
    insta::assert_snapshot!(serde_json::to_string_pretty(&compiled.content).unwrap());
}

#[test]
fn admonition_unknown_types_and_unclosed_aliases_warn() {
    let source = "Intro.\n\n:::foo[Bracketed title]\nShown as a note.\n:::\n\n- item\n\n  :::bar\n  In a list.\n  :::\n\n:::important\nNever closed.\n";
    let (tree, mut warnings) = compiled_json(source);
    let compiled = mdx(source).unwrap();
    warnings.extend(compiled.warnings.iter().map(ToString::to_string));
    insta::assert_snapshot!(format!("{tree}\n{}", warnings.join("\n")));
}

fn content_with(compiler: &cairn_markdown::Compiler, source: &str, path: &str) -> String {
    let compiled = compiler.compile(source, Path::new(path)).unwrap();
    assert!(compiled.warnings.is_empty(), "{:?}", compiled.warnings);
    serde_json::to_string(&compiled.content).unwrap()
}

#[test]
fn inline_math_follows_pandoc_rule_so_prices_stay_text() {
    let compiler = cairn_markdown::Compiler::new();
    let cases = [
        "From $10k to $20k a year.\n",
        "It costs $5 and $10.\n",
        "Formula $x$ here.\n",
        "Spaced $ x $ is text.\n",
        "Then $x$5 is text.\n",
        "Escaped \\$5 is a dollar.\n",
        "$$\n x \n$$\n",
        "It costs $5, and $x^2$ is a formula.\n",
        "Inline $$x^2$$ and **$y_1$** and $\\{a\\}$.\n",
        "> costs $5 and $10\n>\n> $a$ in a quote\n",
        "| a | b |\n|---|---|\n| $5 and $10 | $x$ |\n",
    ];
    let mut report = String::new();
    for source in cases {
        for path in ["docs/page.md", "docs/page.mdx"] {
            report.push_str(&format!(
                "{source:?} {path}\n{}\n",
                content_with(&compiler, source, path)
            ));
        }
    }
    insta::assert_snapshot!(report);
}

#[test]
fn math_off_keeps_every_dollar_as_text() {
    let mut options = cairn_markdown::CompileOptions::default();
    options.math = false;
    let compiler = cairn_markdown::Compiler::with_options(options);
    assert!(!compiler.options().math);
    let source = "Formula $x$, costs $5 and $10, $$y$$.\n\n$$\n z \n$$\n\n```math\nw\n```\n";
    let report = ["docs/page.md", "docs/page.mdx"]
        .map(|path| format!("{path}\n{}\n", content_with(&compiler, source, path)))
        .concat();
    let compiled = compiler.compile("$x$\n", Path::new("a.md")).unwrap();
    assert!(!compiled.has_math());
    insta::assert_snapshot!(report);
}

#[test]
fn positions_after_an_escaped_price_are_the_authors() {
    let compiled = compile(
        "It costs $5 and $10 [link](./a.md) and $2 or $3 <b onclick=\"x()\">x</b>\n\n```klingon\nx\n```\n",
        Path::new("docs/page.md"),
    )
    .unwrap();
    let links: Vec<_> = compiled
        .links
        .iter()
        .map(|link| (link.line, link.column))
        .collect();
    assert_eq!(links, [(1, 21)]);
    let warnings: Vec<String> = compiled.warnings.iter().map(ToString::to_string).collect();
    insta::assert_snapshot!(warnings.join("\n"));
}

fn md_with_format(
    source: &str,
    format: cairn_markdown::Format,
) -> Result<cairn_markdown::Compiled, Box<CompileError>> {
    let mut options = cairn_markdown::CompileOptions::default();
    options.format = format;
    cairn_markdown::Compiler::with_options(options).compile(source, Path::new("docs/page.md"))
}

fn md_json(source: &str, format: cairn_markdown::Format) -> String {
    let compiled = md_with_format(source, format).unwrap();
    serde_json::to_string_pretty(&compiled.content).unwrap()
}

#[test]
fn md_with_an_import_and_a_component_is_read_as_mdx() {
    let source = "---\ntitle: Install\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Card from '@site/src/components/Card';\n\n# Install\n\n<Tabs groupId=\"pm\">\n  <TabItem value=\"npm\">\n\n```bash\nnpm install\n```\n\n  </TabItem>\n  <TabItem value=\"yarn\">Use **yarn**.</TabItem>\n</Tabs>\n\n<Card size={3} />\n\nDone.\n";
    let compiled = compile(source, Path::new("docs/page.md")).unwrap();
    assert_eq!(compiled.leading_heading.as_deref(), Some("Install"));
    assert_eq!(compiled.front_matter.title.as_deref(), Some("Install"));
    assert_eq!(
        compiled.components[0].id(),
        "@site/src/components/Card#default"
    );
    assert_eq!(compiled.components[0].line, 6);
    let as_mdx = compile(source, Path::new("docs/page.mdx")).unwrap();
    assert_eq!(compiled.content, as_mdx.content);
    insta::assert_snapshot!(serde_json::to_string_pretty(&compiled.content).unwrap());
}

#[test]
fn md_with_only_a_component_is_read_as_mdx() {
    // The component was never imported: as in an `.mdx` file, that is an error naming it,
    // rather than an unknown element that swallows the rest of the page.
    let error = compile(
        "# Title\n\nSome text.\n\n<Foo />\n\nMore text.\n",
        Path::new("docs/page.md"),
    )
    .unwrap_err();
    insta::assert_snapshot!(render_error(&error));
    // An imported one works.
    let compiled = compile(
        "import TOCInline from '@theme/TOCInline';\n\nIntro.\n\n<TOCInline />\n\n## First\n",
        Path::new("docs/page.md"),
    )
    .unwrap();
    insta::assert_snapshot!(
        "md_with_only_a_theme_component",
        serde_json::to_string_pretty(&compiled.content).unwrap()
    );
}

#[test]
fn md_with_a_truncate_comment_expression_is_read_as_mdx() {
    let compiled = compile(
        "# Post\n\nOne.\n\n{/* truncate */}\n\nTwo.\n",
        Path::new("blog/post.md"),
    )
    .unwrap();
    assert_eq!(compiled.leading_heading.as_deref(), Some("Post"));
    assert_eq!(compiled.content.len(), 2);
    assert_eq!(compiled.excerpt.as_deref(), Some(&compiled.content[..1]));
    let value = serde_json::json!({"excerpt": compiled.excerpt, "content": compiled.content});
    insta::assert_snapshot!(serde_json::to_string_pretty(&value).unwrap());
}

#[test]
fn md_with_html_and_an_import_in_code_stays_commonmark() {
    let source = "---\ntitle: Import\n---\n<div align=\"center\">Centered</div>\n\n```js\nimport Tabs from '@theme/Tabs';\n<Tabs />\n{/* not a comment */}\n```\n\n    export const x = 1;\n\nUse `<Tabs>` and <!-- <Foo /> --> a Vec<String>.\n\nImport the module from pip.\n";
    let detected = md_json(source, cairn_markdown::Format::Detect);
    assert_eq!(detected, md_json(source, cairn_markdown::Format::Md));
    insta::assert_snapshot!(detected);
}

#[test]
fn md_format_overrides_detection() {
    // `md`: the import line is text and the tag raw HTML, as before detection existed.
    let source = "import Tabs from '@theme/Tabs';\n\nText with {braces}.\n";
    let md = md_json(source, cairn_markdown::Format::Md);
    // `mdx`: every `.md` file is MDX, even one that shows no sign of it.
    let plain = "# Title\n\nText {/* hidden */} shown.\n\n<details>\n<summary>More</summary>\n\nInside.\n\n</details>\n";
    let mdx = md_json(plain, cairn_markdown::Format::Mdx);
    assert_eq!(
        mdx,
        serde_json::to_string_pretty(&compile(plain, Path::new("docs/page.mdx")).unwrap().content)
            .unwrap()
    );
    // `.mdx` files are MDX whatever the format.
    let error = md_with_format(source, cairn_markdown::Format::Md).map(|_| ());
    assert!(error.is_ok());
    let mut options = cairn_markdown::CompileOptions::default();
    options.format = cairn_markdown::Format::Md;
    let mdx_file =
        cairn_markdown::Compiler::with_options(options).compile(source, Path::new("docs/page.mdx"));
    let mdx_file = mdx_file.unwrap();
    assert!(
        mdx_file.code.is_some(),
        "`{{braces}}` is an expression in MDX, which needs the page's code"
    );
    insta::assert_snapshot!(format!("== md\n{md}\n== mdx\n{mdx}"));
}

#[test]
fn md_read_as_mdx_that_fails_says_why_it_was_read_as_mdx() {
    let cases = [
        (
            "syntax",
            "# Setup\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\nA formula {a < b without an end.\n",
        ),
        (
            "conversion",
            "Intro.\n\n{/* truncate */}\n\nAn <Unknown /> component.\n",
        ),
    ];
    let mut report = String::new();
    for (name, source) in cases {
        let error = compile(source, Path::new("docs/setup.md")).expect_err(name);
        report.push_str(&format!("== {name}\n{}\n", render_error(&error)));
    }
    insta::assert_snapshot!(report);
}

#[test]
fn imports_as_docusaurus_authors_write_them() {
    let source = "import { DetailedExplanation } from '../../components/DetailedExplanation';\nimport Warning from './_warning.mdx';\nimport * as Icons from '@org/icons';\nimport Player from 'react-player';\nimport Link from '@docusaurus/Link';\nimport Head from '@docusaurus/Head';\nimport BrowserOnly from '@docusaurus/BrowserOnly';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n<Head><title>Custom</title></Head>\n\n<DetailedExplanation title=\"Why\">Because.</DetailedExplanation>\n\n<Warning product=\"Cairn\" />\n\n<Icons.Star size={2} /> <Player url=\"https://example.com/v.mp4\" />\n\nSee <Link to=\"/docs/intro/\">the intro</Link>.\n\n<BrowserOnly><Player /></BrowserOnly>\n\n<img src={require('./img/a.png').default} alt=\"A\" /> <img src={useBaseUrl('/img/b.png')} alt=\"B\" />\n";
    let compiled = compile(source, Path::new("docs/usage/page.mdx")).unwrap();
    let ids: Vec<(String, usize)> = compiled
        .components
        .iter()
        .map(|c| (c.id(), c.line))
        .collect();
    assert_eq!(
        ids,
        [
            ("@org/icons#Star".to_owned(), 3),
            (
                "@site/components/DetailedExplanation#DetailedExplanation".to_owned(),
                1
            ),
            ("react-player#default".to_owned(), 4),
        ]
    );
    assert_eq!(compiled.partials.len(), 1);
    assert_eq!(compiled.partials[0].path, "docs/usage/_warning.mdx");
    assert_eq!(compiled.partials[0].line, 14);
    assert_eq!(compiled.head.len(), 1);
    assert!(compiled.links.iter().any(|link| link.url == "/docs/intro/"));
    insta::assert_snapshot!(serde_json::to_string_pretty(&compiled.content).unwrap());
}

#[test]
fn import_problems_name_the_line() {
    let failure = |source: &str| {
        let error = compile(source, Path::new("docs/a.mdx")).unwrap_err();
        render_error(&error)
    };
    insta::assert_snapshot!(failure(
        "# A\n\nimport Widget from '/components/Widget';\n\n<Widget>Hi</Widget>\n"
    ));
    insta::assert_snapshot!(failure(
        "import Context from '@docusaurus/useDocusaurusContext';\n\n<Context />\n"
    ));
    insta::assert_snapshot!(failure("import * as Icons from 'icons';\n\n<Icons />\n"));
}

#[test]
fn translate_and_interpolate_show_their_message_with_values_filled_in() {
    let compiled = mdx(
        "import Translate from '@docusaurus/Translate';\nimport Interpolate from '@docusaurus/Interpolate';\n\n<Translate id=\"home.greeting\" description=\"The greeting\">Welcome</Translate>\n\nSay <Translate values={{name: 'Ada', count: 3}}>{'hello {name}, {count} new, {other}'}</Translate> now.\n\n<Interpolate values={{year: 2026}}>{\"Copyright {year}\"}</Interpolate>\n",
    )
    .unwrap();
    // A `<Translate>` stays a message node holding its default text, which each locale's
    // planning replaces; `<Interpolate>` is its text.
    assert_eq!(
        serde_json::to_value(&compiled.content).unwrap(),
        serde_json::json!([
            ["@message", {"message": "Welcome", "id": "home.greeting"}, "Welcome"],
            [
                "p",
                "Say ",
                [
                    "@message",
                    {"message": "hello {name}, {count} new, {other}", "values": {"name": "Ada", "count": 3}},
                    "hello Ada, 3 new, {other}"
                ],
                " now."
            ],
            "Copyright 2026"
        ])
    );
}

#[test]
fn every_mdx_problem_of_a_file_is_reported() {
    let source = "# Setup\n\n<Widget />\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs items={list.map(x => )} />\n\nText {1 + }.\n";
    let error = compile(source, Path::new("docs/setup.mdx")).unwrap_err();
    let CompileError::Mdx { line, others, .. } = error.as_ref() else {
        panic!("not an MDX error: {error:?}");
    };
    let lines: Vec<usize> = std::iter::once(*line)
        .chain(others.iter().map(|other| other.line))
        .collect();
    assert_eq!(lines, [3, 7, 9]);
    insta::assert_snapshot!(render_error(&error));
}

#[test]
fn translate_problems_name_the_line() {
    let failure = |source: &str| {
        let error = compile(source, Path::new("docs/a.mdx")).unwrap_err();
        render_error(&error)
    };
    let import = "import Translate, { translate as Message } from '@docusaurus/Translate';\n\n";
    insta::assert_snapshot!(failure(&format!(
        "{import}<Translate>Hello *you*</Translate>\n"
    )));
    insta::assert_snapshot!(failure(&format!(
        "{import}<Translate>Hello {{name}}</Translate>\n"
    )));
    insta::assert_snapshot!(failure(&format!(
        "{import}<Translate values={{{{name: ['a']}}}}>{{'Hi {{name}}'}}</Translate>\n"
    )));
    insta::assert_snapshot!(failure(&format!("{import}<Message>x</Message>\n")));
}

#[test]
fn ideal_image_needs_no_import_and_its_path_is_located() {
    let compiled = mdx(
        "# Shots\n\n<IdealImage img=\"./img/shot.png\" alt=\"A shot\" />\n\nimport Image from '@theme/IdealImage';\n\n<Image img={require('./img/other.jpg')} />\n",
    )
    .unwrap();
    let json = serde_json::to_value(&compiled.content).unwrap();
    assert_eq!(
        json,
        serde_json::json!([
            ["IdealImage", {"img": "./img/shot.png", "alt": "A shot"}],
            ["IdealImage", {"img": "./img/other.jpg"}]
        ])
    );
    let located: Vec<(&str, usize)> = compiled
        .links
        .iter()
        .map(|link| (link.url.as_str(), link.line))
        .collect();
    assert_eq!(located, [("./img/shot.png", 3), ("./img/other.jpg", 7)]);
}
