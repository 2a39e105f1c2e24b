#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! A site's remark plugins (`remarkPlugins`, `beforeDefaultRemarkPlugins`, site-wide under
//! `[markdown]` and per docs or blog instance), run unchanged on each document's syntax tree:
//! what they add (tabs, directives, elements named by `data.hName`, heading ids) is read like
//! what authors write; results are cached with the plugins' code in the key.
//!
//! The fixture site is `tests/fixtures/remark-plugins/`.

mod support;
use support::{build_fixture, compact, rebuild, report, says};

/// The page's article, where the content is.
fn article(html: &str) -> &str {
    let start = html.find("<article").unwrap();
    let end = html[start..].find("</article>").unwrap() + start;
    &html[start..end]
}

#[test]
fn plugins_change_the_tree_the_compiler_reads_per_instance() {
    let (root, output) = build_fixture("remark-plugins", None);
    assert!(output.status.success(), "{}", report(&output));
    let read =
        |path: &str| std::fs::read_to_string(root.path().join("site/build").join(path)).unwrap();

    let doc = read("docs/intro/index.html");
    let doc = article(&doc);
    // `[markdown]`'s plugin: code blocks as tabs, Tabs and TabItem imported by the plugin.
    assert!(doc.contains(">JavaScript</"), "{doc}");
    assert!(doc.contains(">TypeScript</"), "{doc}");
    assert!(doc.contains("role=\"tabpanel\""), "{doc}");
    // Admonitions written in the page reach the plugins as directives, and stay admonitions
    // (the lead plugin's first paragraph is not the admonition's `:::tip` line).
    assert!(doc.contains("admonition-tip"), "{doc}");
    assert!(
        doc.contains("<p>Tight, without blank lines.</p></div></aside>"),
        "{doc}"
    );
    // The docs' own plugins: a directive becomes an admonition with its label as title…
    assert!(doc.contains("admonition-note"), "{doc}");
    assert!(doc.contains("<span>Mind the gap</span>"), "{doc}");
    // …and `hProperties` without `hName` apply to the paragraph.
    assert!(
        doc.contains("<p class=\"lead\" data-role=\"lead\">The first paragraph, about "),
        "{doc}"
    );
    // `[markdown]`'s rehype plugin, on the HTML the compiler made.
    assert!(
        doc.contains("class=\"offsite\" data-external=\"\""),
        "{doc}"
    );
    // Headings stay headings, with their ids and anchors.
    assert!(doc.contains("id=\"setup\""), "{doc}");

    // The blog runs the site's plugins only.
    let post = read("blog/2024/01/02/hello/index.html");
    let post = article(&post);
    assert!(post.contains(">JavaScript</"), "{post}");
    assert!(!post.contains("admonition"), "{post}");
    assert!(!post.contains("class=\"lead\""), "{post}");

    // What a plugin says of a file is a warning at its place.
    assert!(
        says(
            &report(&output),
            "docs/intro.md:11:1: a note written as a paragraph"
        ),
        "{}",
        report(&output)
    );
}

#[test]
fn results_are_cached_until_a_plugin_changes() {
    let (root, output) = build_fixture("remark-plugins", None);
    assert!(output.status.success(), "{}", report(&output));
    let site = root.path().join("site");
    let again = rebuild(root.path());
    assert!(again.status.success(), "{}", report(&again));
    let cached = std::fs::read_to_string(site.join("build/docs/intro/index.html")).unwrap();
    assert!(cached.contains("class=\"lead\""));

    // A changed plugin is new code: its documents are compiled again with it.
    let lead = site.join("remark/lead.mjs");
    let text = std::fs::read_to_string(&lead).unwrap();
    std::fs::write(&lead, text.replace("['lead']", "['opening']")).unwrap();
    let changed = rebuild(root.path());
    assert!(changed.status.success(), "{}", report(&changed));
    let html = std::fs::read_to_string(site.join("build/docs/intro/index.html")).unwrap();
    assert!(html.contains("class=\"opening\""), "{}", article(&html));
}

#[test]
fn a_plugin_that_throws_is_named_with_the_file_it_ran_on() {
    let (root, output) = build_fixture(
        "remark-plugins",
        Some((
            "remark/lead.mjs",
            "const first =",
            "if (tree.children.length > 3) throw new Error('too long for a lead');\n    const first =",
        )),
    );
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    let report = report(&output);
    assert!(
        says(
            &report,
            "docs/intro.md: the site's remark plugins: plugin ./remark/lead.mjs, in `transformer`: Error: too long for a lead"
        ),
        "{report}"
    );
    assert!(says(&report, "remark/lead.mjs:4:"), "{report}");
    assert!(!root.path().join("site/build").exists());
}

#[test]
fn a_node_the_compiler_cannot_read_is_refused_with_its_type() {
    let (_root, output) = build_fixture(
        "remark-plugins",
        Some((
            "remark/lead.mjs",
            "if (first)",
            "tree.children.push({ type: 'jsx', value: '<X />' });\n    if (first)",
        )),
    );
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    assert!(
        says(
            &report(&output),
            "the tree is not mdast the compiler reads: unknown variant `jsx`"
        ),
        "{}",
        report(&output)
    );
}

#[test]
fn a_plugin_that_cannot_load_is_one_error_not_one_per_document() {
    let (_root, output) = build_fixture(
        "remark-plugins",
        Some((
            "cairn.toml",
            "./remark/code-tabs.mjs",
            "./remark/missing.mjs",
        )),
    );
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    let report = report(&output);
    assert_eq!(compact(&report).matches("in`load`").count(), 1, "{report}");
    assert!(
        says(&report, "plugin ./remark/missing.mjs, in `load`"),
        "{report}"
    );
}
