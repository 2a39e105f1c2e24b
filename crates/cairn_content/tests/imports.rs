#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! What documents import: Markdown partials inlined where they are used, and component
//! modules (site files by relative path, packages) checked before bundling.

mod support;

use cairn_content::ContentError;
use support::*;

#[test]
fn partials_are_inlined_with_their_props_and_their_own_links() {
    let dir = site(&[
        (
            "docs/guides/a.mdx",
            "---\ntitle: A\n---\nimport Note from '../_shared/_note.mdx';\n\nBefore.\n\n<Note product=\"Cairn\" count={2} />\n\nAfter.\n",
        ),
        ("docs/b.md", "# B\n"),
        (
            "docs/_shared/_note.mdx",
            "import Inner from './_inner.md';\nimport Card from '../../src/components/Card';\n\nUse {props.product} ({props.count}, {props.missing}): see [B](../b.md).\n\n<Inner />\n\n<Card />\n",
        ),
        ("docs/_shared/_inner.md", "Inner text with $x^2$.\n"),
        (
            "src/components/Card.tsx",
            "export default function Card() { return null; }",
        ),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let paths: Vec<_> = plan.routes.iter().map(|r| r.path.as_str()).collect();
    assert!(
        !paths
            .iter()
            .any(|path| path.contains("note") || path.contains("inner")),
        "{paths:?}"
    );
    let page = chunk_json(&plan, "/docs/guides/a/", "page");
    let content = serde_json::to_string(&page["content"]).unwrap();
    assert_eq!(
        content,
        r#"["Fragment",["p","Before."],["p","Use ","Cairn"," (","2",", ","): see ",["a",{"href":"/docs/b/"},"B"],"."],["p","Inner text with ",["Math",{"display":false,"tex":"x^2"}],"."],["@site/src/components/Card#default"],["p","After."]]"#
    );
    let route = plan
        .routes
        .iter()
        .find(|r| r.path == "/docs/guides/a/")
        .unwrap();
    assert_eq!(route.content_components, ["@site/src/components/Card"]);
}

#[test]
fn a_missing_partial_names_the_importing_line() {
    let dir = site(&[(
        "docs/a.mdx",
        "# A\n\nimport Gone from './_gone.mdx';\n\n<Gone />\n",
    )]);
    let error = plan_site(dir.path()).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("docs/a.mdx:5:1"), "{message}");
    assert!(message.contains("docs/_gone.mdx"), "{message}");
}

#[test]
fn partials_that_include_each_other_are_an_error() {
    let dir = site(&[
        ("docs/a.mdx", "import X from './_x.mdx';\n\n<X />\n"),
        ("docs/_x.mdx", "import Y from './_y.mdx';\n\n<Y />\n"),
        ("docs/_y.mdx", "import X from './_x.mdx';\n\n<X />\n"),
    ]);
    let error = plan_site(dir.path()).unwrap_err();
    assert!(
        matches!(&error, ContentError::CircularPartial { chain, .. } if chain == "docs/a.mdx → docs/_x.mdx → docs/_y.mdx → docs/_x.mdx"),
        "{error:?}"
    );
}

#[test]
fn every_missing_component_module_is_reported_where_it_is_imported() {
    let dir = site(&[
        (
            "docs/a.mdx",
            "# A\n\nimport { Nope } from '../src/components/Nope';\n\n<Nope />\n",
        ),
        (
            "docs/b.mdx",
            "import Player from 'not-installed-player';\n\n<Player />\n",
        ),
        (
            "docs/c.mdx",
            "import Here from '@site/src/components/Here';\n\n<Here />\n",
        ),
        (
            "src/components/Here/index.jsx",
            "export default () => null;",
        ),
    ]);
    let Err(ContentError::Many { count, errors, .. }) = plan_site(dir.path()) else {
        panic!("expected both missing modules in one report");
    };
    assert_eq!(count, 2);
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(
        messages[0].contains("docs/a.mdx:3:1: the component module `@site/src/components/Nope`"),
        "{messages:?}"
    );
    assert!(
        messages[1].contains("docs/b.mdx:1:1: the component module `not-installed-player`"),
        "{messages:?}"
    );
}

#[test]
fn files_imported_or_required_from_the_site_folder_become_assets() {
    let dir = site(&[
        (
            "docs/guides/a.mdx",
            "---\ntitle: A\n---\nimport report from '@site/static/files/report.pdf';\nimport chart from './chart.png';\n\n<a href={report}>Report</a>\n\n<img src={require('@site/static/img/shot.png').default} alt=\"Shot\" />\n\n<img src={chart} alt=\"Chart\" />\n",
        ),
        ("static/files/report.pdf", "%PDF-1.4"),
        ("static/img/shot.png", "not really a png"),
        ("docs/guides/chart.png", "not really a png either"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let page = chunk_json(&plan, "/docs/guides/a/", "page");
    let content = serde_json::to_string(&page["content"]).unwrap();
    for expected in [
        r#"{"href":"/assets/media/report-"#,
        r#""src":"/assets/media/shot-"#,
        r#""src":"/assets/media/chart-"#,
    ] {
        assert!(content.contains(expected), "{expected} in {content}");
    }
}

#[test]
fn a_themed_image_s_files_are_resolved_like_an_image_s() {
    let dir = site(&[
        (
            "docs/a.mdx",
            "---\ntitle: A\n---\nimport ThemedImage from '@theme/ThemedImage';\n\n<ThemedImage alt=\"Chart\" sources={{light: require('./light.png').default, dark: '/img/dark.png'}} />\n",
        ),
        ("docs/light.png", "not really a png"),
        ("static/img/dark.png", "not really a png either"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let page = chunk_json(&plan, "/docs/a/", "page");
    let sources = &page["content"][1][1]["sources"];
    assert!(
        sources["light"]
            .as_str()
            .unwrap()
            .starts_with("/assets/media/light-"),
        "{sources}"
    );
    assert_eq!(sources["dark"], "/img/dark.png");

    let missing = site(&[(
        "docs/a.mdx",
        "---\ntitle: A\n---\nimport ThemedImage from '@theme/ThemedImage';\n\nText.\n\n<ThemedImage sources={{light: './gone.png', dark: './gone-dark.png'}} />\n",
    )]);
    let Err(ContentError::Many { errors, .. }) = plan_site(missing.path()) else {
        panic!("two missing files are two errors");
    };
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(messages.len(), 2, "{messages:?}");
    for (message, file) in messages.iter().zip(["./gone.png", "./gone-dark.png"]) {
        assert!(message.contains("docs/a.mdx:8:1"), "{messages:?}");
        assert!(message.contains(file), "{messages:?}");
    }
}
