#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Planning, plugin by plugin and across plugins: routes, links, assets, head tags, errors.
//! Each test builds a small site in a temporary folder and checks the planned routes.

mod support;

use cairn_content::{ContentError, Plan, Route};
use miette::Diagnostic;
use support::*;

#[test]
fn docs_pages_and_react_pages_get_routes() {
    let dir = site(&[
        (
            "docs/intro.md",
            "---\nslug: /\n---\n# Introduction\n\nWelcome.",
        ),
        ("docs/install.md", "# Installation\n"),
        ("docs/guides/deploy.md", "---\ntitle: Deploying\n---\nText"),
        ("docs/guides/index.md", "# Guides\n"),
        (
            "src/pages/index.tsx",
            "export default function Home() { return null; }",
        ),
        ("src/pages/about.md", "# About us\n"),
        ("src/pages/_helpers.tsx", "export const x = 1;"),
        ("src/pages/_partials/part.md", "# Not a page\n"),
        ("src/pages/types.d.ts", "export {};"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    insta::assert_snapshot!(route_table(&plan));
    assert_eq!(plan.not_found.path, "/404.html");
}

#[test]
fn slugs_ids_and_trailing_slash_policy() {
    let dir = site(&[
        ("docs/a.md", "---\nslug: custom/place\n---\nA"),
        ("docs/dir/b.md", "---\nslug: relative\n---\nB"),
        ("docs/dir/c.md", "---\nid: renamed\n---\nC"),
    ]);
    let loaded = load_with(dir.path(), &config("/", true)).unwrap();
    let with_slash = plan(&config("/", true), &loaded, &Default::default()).unwrap();
    let paths: Vec<_> = with_slash.routes.iter().map(|r| r.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "/docs/category/dir/",
            "/docs/custom/place/",
            "/docs/dir/relative/",
            "/docs/dir/renamed/"
        ]
    );
    let without = plan(&config("/base/", false), &loaded, &Default::default()).unwrap();
    let paths: Vec<_> = without.routes.iter().map(|r| r.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "/base/docs/category/dir",
            "/base/docs/custom/place",
            "/base/docs/dir/relative",
            "/base/docs/dir/renamed"
        ]
    );
}

#[test]
fn sidebar_orders_by_position_then_name_and_nests_folders() {
    let dir = site(&[
        ("docs/zeta.md", "---\nsidebar_position: 1\n---\n# Zeta"),
        ("docs/alpha.md", "# Alpha"),
        (
            "docs/beta.md",
            "---\nsidebar_position: 2\nsidebar_label: Beta!\n---\n# Beta",
        ),
        (
            "docs/guides/second.md",
            "---\nsidebar_position: 7\n---\n# Second",
        ),
        (
            "docs/guides/first.md",
            "---\nsidebar_position: 5\n---\n# First",
        ),
        ("docs/guides/index.md", "# Guides overview"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    insta::assert_json_snapshot!(chunk_json(&plan, "/docs/zeta/", "sidebar"));
    let page = chunk_json(&plan, "/docs/beta/", "page");
    assert_eq!(page["previous"]["permalink"], "/docs/zeta/");
    assert_eq!(page["next"]["permalink"], "/docs/guides/");
    let last = chunk_json(&plan, "/docs/alpha/", "page");
    assert!(last.get("next").is_none());
}

#[test]
fn sidebar_chunk_is_shared_by_every_doc() {
    let dir = site(&[("docs/a.md", "A"), ("docs/b.md", "B"), ("docs/c.md", "C")]);
    let plan = plan_site(dir.path()).unwrap();
    let names: std::collections::HashSet<_> = plan
        .routes
        .iter()
        .map(|route| route.data[1].1.file_name())
        .collect();
    assert_eq!(names.len(), 1);
}

#[test]
fn doc_page_data_has_content_toc_and_description() {
    let dir = site(&[(
        "docs/guide.md",
        "# Guide\n\nFirst paragraph gives the description.\n\n## Step one\n\n### Detail\n\n#### Too deep\n",
    )]);
    let plan = plan_site(dir.path()).unwrap();
    insta::assert_json_snapshot!(chunk_json(&plan, "/docs/guide/", "page"));
    assert_eq!(
        plan.routes[0].description.as_deref(),
        Some("First paragraph gives the description.")
    );
}

#[test]
fn markdown_links_become_page_urls_and_broken_ones_warn() {
    let dir = site(&[
        (
            "docs/intro.md",
            "---\nslug: /\n---\nSee [setup](guides/setup.md#requirements) and [gone](./gone.md).",
        ),
        ("docs/guides/setup.md", "Back to [intro](../intro.md)."),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let intro = serde_json::to_string(&chunk_json(&plan, "/docs/", "page")["content"]).unwrap();
    assert!(
        intro.contains(r#""href":"/docs/guides/setup/#requirements""#),
        "{intro}"
    );
    let setup = serde_json::to_string(&chunk_json(&plan, "/docs/guides/setup/", "page")["content"])
        .unwrap();
    assert!(setup.contains(r#""href":"/docs/""#), "{setup}");
    assert_eq!(plan.warnings.len(), 1);
    let warning = plan.warnings[0].to_string();
    assert!(warning.contains("intro.md:4:"), "{warning}");
    assert!(
        warning.contains("broken Markdown link `./gone.md`"),
        "{warning}"
    );
}

#[test]
fn extensionless_relative_links_are_page_urls_from_the_page_url() {
    let dir = site(&[
        (
            "docs/usage/writing-tests.md",
            "See [boilerplate](../reducing-boilerplate), [b](./b/) and [the license](./LICENSE).",
        ),
        ("docs/usage/LICENSE", "MIT"),
        ("docs/reducing-boilerplate.md", "Less."),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let content =
        serde_json::to_string(&chunk_json(&plan, "/docs/usage/writing-tests/", "page")["content"])
            .unwrap();
    assert!(
        content.contains(r#""href":"/docs/reducing-boilerplate/""#),
        "{content}"
    );
    assert!(content.contains(r#""href":"/docs/usage/b/""#), "{content}");
    // A file that exists next to the document stays a file.
    assert!(content.contains("/LICENSE-"), "{content}");
}

#[test]
fn markdown_links_are_also_found_from_the_docs_root() {
    let dir = site(&[
        (
            "docs/usage/a.md",
            "See [Store](api/Store.md#methods) and [B](./b.md).",
        ),
        ("docs/usage/b.md", "B"),
        ("docs/api/Store.md", "Store"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let content =
        serde_json::to_string(&chunk_json(&plan, "/docs/usage/a/", "page")["content"]).unwrap();
    assert!(
        content.contains(r#""href":"/docs/api/Store/#methods""#),
        "{content}"
    );
    assert!(content.contains(r#""href":"/docs/usage/b/""#), "{content}");
    assert!(plan.warnings.is_empty(), "{:?}", plan.warnings);
}

#[test]
fn a_markdown_link_from_the_root_is_found_in_the_content_folder_then_the_site() {
    // Docusaurus reads `/api/Store.md` from the docs folder (or the version's), then from the
    // site's folder; never beside the file.
    let dir = site(&[
        (
            "docs/usage/a.md",
            "[Store](/api/Store.md#methods), [B](/docs/usage/b.md), [gone](/usage/gone.md) and [page](/docs/usage/b/).",
        ),
        ("docs/usage/b.md", "B"),
        ("docs/usage/api/Store.md", "Not this one"),
        ("docs/api/Store.md", "Store"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let content =
        serde_json::to_string(&chunk_json(&plan, "/docs/usage/a/", "page")["content"]).unwrap();
    assert!(
        content.contains(r#""href":"/docs/api/Store/#methods""#),
        "{content}"
    );
    assert!(content.contains(r#""href":"/docs/usage/b/""#), "{content}");
    let warnings: Vec<String> = plan
        .warnings
        .iter()
        .map(ToString::to_string)
        .filter(|warning| warning.contains("broken Markdown link"))
        .collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0]
            .contains("broken Markdown link `/usage/gone.md`: no document `docs/usage/gone.md`"),
        "{warnings:?}"
    );
    // Under a base URL too: the link names a document, not a path of the site.
    let plan = plan_with(dir.path(), "baseUrl = \"/base/\"\n").unwrap();
    let content =
        serde_json::to_string(&chunk_json(&plan, "/base/docs/usage/a/", "page")["content"])
            .unwrap();
    assert!(
        content.contains(r#""href":"/base/docs/api/Store/#methods""#),
        "{content}"
    );
    assert!(
        content.contains(r#""href":"/base/docs/usage/b/""#),
        "{content}"
    );
}

#[test]
fn a_duplicate_route_keeps_the_first_page_with_a_warning_as_in_docusaurus() {
    let dir = site(&[
        ("docs/a.md", "---\nslug: /same\n---\nA"),
        ("docs/b.md", "---\nslug: /same\n---\nB"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let same: Vec<&Route> = plan
        .routes
        .iter()
        .filter(|route| route.path == "/docs/same/")
        .collect();
    assert_eq!(same.len(), 1);
    assert!(same[0].source.as_ref().unwrap().ends_with("a.md"));
    let warnings: Vec<String> = plan.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].contains("b.md: its page would be at `/docs/same/`")
            && warnings[0].contains("a.md` already has one, which is kept"),
        "{warnings:?}"
    );
    // Ignored: the same page kept, nothing said.
    let quiet = plan_with(dir.path(), "onDuplicateRoutes = \"ignore\"\n").unwrap();
    assert!(quiet.warnings.is_empty(), "{:?}", quiet.warnings);
    assert_eq!(quiet.routes.len(), plan.routes.len());
}

#[test]
fn duplicate_routes_are_an_error_when_the_site_says_throw() {
    let dir = site(&[
        ("docs/a.md", "---\nslug: /same\n---\nA"),
        ("docs/b.md", "---\nslug: /same\n---\nB"),
    ]);
    let error = plan_with(dir.path(), "onDuplicateRoutes = \"throw\"\n").unwrap_err();
    let message = error.to_string();
    assert!(
        message.starts_with("duplicate route `/docs/same/`"),
        "{message}"
    );
    assert!(
        message.contains("a.md") && message.contains("b.md"),
        "{message}"
    );
}

#[test]
fn every_duplicate_route_and_missing_component_is_reported() {
    let dir = site(&[
        ("docs/a.md", "---\nslug: /same\n---\nA"),
        ("docs/b.md", "---\nslug: /same\n---\nB"),
        ("docs/c.md", "---\nslug: /other\n---\nC"),
        ("docs/d.md", "---\nslug: /other\n---\nD"),
    ]);
    let Err(ContentError::Many { count, errors, .. }) =
        plan_with(dir.path(), "onDuplicateRoutes = \"throw\"\n")
    else {
        panic!("expected both duplicates in one report");
    };
    assert_eq!(count, 2);
    assert!(errors[0].to_string().contains("`/docs/same/`"));
    assert!(errors[1].to_string().contains("`/docs/other/`"));

    let dir = site(&[
        (
            "docs/a.mdx",
            "import A from '@site/src/components/A';\n\n<A />",
        ),
        (
            "docs/b.mdx",
            "import B from '@site/src/components/B';\n\n<B />",
        ),
    ]);
    let Err(ContentError::Many { count, .. }) = plan_site(dir.path()) else {
        panic!("expected both missing components in one report");
    };
    assert_eq!(count, 2);
}

#[test]
fn invalid_slug_is_an_error() {
    let dir = site(&[("docs/a.md", "---\nslug: ../escape\n---\nA")]);
    let error = plan_site(dir.path()).unwrap_err();
    assert!(
        matches!(error, ContentError::InvalidSlug { .. }),
        "{error:?}"
    );
}

#[test]
fn bad_front_matter_names_the_file() {
    let dir = site(&[
        ("docs/ok.md", "fine"),
        ("docs/bad.md", "---\ntitle: [\n---\n"),
    ]);
    let Err(error) = load_with(dir.path(), &config("/", true)) else {
        panic!("bad front matter must fail");
    };
    let message = error.to_string();
    assert!(message.contains("bad.md:2:"), "{message}");
}

#[test]
fn every_file_that_fails_to_compile_is_reported() {
    let dir = site(&[
        ("docs/ok.md", "fine"),
        ("docs/bad.md", "---\ntitle: [\n---\n"),
        ("docs/worse.md", "---\nsidebar_position: [\n---\n"),
    ]);
    let Err(error) = load_with(dir.path(), &config("/", true)) else {
        panic!("bad front matter must fail");
    };
    let ContentError::Many { count, errors, .. } = &error else {
        panic!("expected one report listing both files, got {error}");
    };
    assert_eq!(*count, 2);
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(messages[0].contains("bad.md:2:"), "{messages:?}");
    assert!(messages[1].contains("worse.md:2:"), "{messages:?}");
}

#[test]
fn a_doc_that_is_not_utf8_is_located_with_the_other_errors() {
    let dir = site(&[
        ("docs/ok.md", "fine"),
        ("docs/bad.md", "---\ntitle: [\n---\n"),
    ]);
    std::fs::write(dir.path().join("docs/latin1.md"), b"# Menu\n\nCaf\xE9\n").unwrap();
    let Err(error) = load_with(dir.path(), &config("/", true)) else {
        panic!("a file that is not UTF-8 must fail");
    };
    let messages: Vec<String> = error.each().iter().map(ToString::to_string).collect();
    assert_eq!(messages.len(), 2, "{messages:?}");
    let latin1 = messages.iter().find(|m| m.contains("latin1.md")).unwrap();
    assert!(
        latin1.ends_with("docs/latin1.md: line 3, column 4 (byte 11): 0xE9 is not UTF-8"),
        "{latin1}"
    );
}

#[test]
fn empty_site_has_no_routes() {
    let dir = site(&[("cairn.toml", "")]);
    let plan = plan_site(dir.path()).unwrap();
    assert!(plan.routes.is_empty());
}

#[test]
fn underscore_files_and_folders_are_not_docs() {
    let dir = site(&[
        ("docs/real.md", "# Real"),
        ("docs/_partial.md", "# Partial"),
        ("docs/_drafts/wip.md", "# Work in progress"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let paths: Vec<_> = plan.routes.iter().map(|r| r.path.as_str()).collect();
    assert_eq!(paths, ["/docs/real/"]);
}

#[test]
fn docs_and_pages_link_to_each_other() {
    let dir = site(&[
        ("docs/intro.md", "See [about](../src/pages/about.md)."),
        (
            "src/pages/about.md",
            "Read the [intro](../../docs/intro.md#top).",
        ),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    assert!(plan.warnings.is_empty(), "{:?}", plan.warnings);
    let intro = serde_json::to_string(&chunk_json(&plan, "/docs/intro/", "page")).unwrap();
    assert!(intro.contains(r#""href":"/about/""#), "{intro}");
    let about = serde_json::to_string(&chunk_json(&plan, "/about/", "page")).unwrap();
    assert!(about.contains(r#""href":"/docs/intro/#top""#), "{about}");
}

#[test]
fn docs_and_folders_without_positions_sort_by_name() {
    let dir = site(&[
        ("docs/guides/zebra.md", "# Zebra"),
        ("docs/guides/hosting/aws.md", "# AWS"),
        ("docs/guides/apple.md", "# Apple"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let sidebar = full_sidebar(&plan, "/docs/guides/zebra/");
    let labels: Vec<_> = sidebar["items"][0]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(labels, ["Apple", "Hosting", "Zebra"]);
}

#[test]
fn toc_levels_come_from_front_matter_or_the_site() {
    let dir = site(&[
        ("docs/site.md", "## Two\n### Three\n#### Four\n"),
        (
            "docs/own.md",
            "---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n## Two\n### Three\n#### Four\n",
        ),
        (
            "docs/hidden.md",
            "---\nhide_table_of_contents: true\n---\n## Two\n",
        ),
    ]);
    let levels = |plan: &Plan, path: &str| -> Vec<u64> {
        chunk_json(plan, path, "page")["toc"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["level"].as_u64().unwrap())
            .collect()
    };
    let default = plan_site(dir.path()).unwrap();
    assert_eq!(levels(&default, "/docs/site/"), [2, 3]);
    assert_eq!(levels(&default, "/docs/own/"), [3, 4]);
    assert!(levels(&default, "/docs/hidden/").is_empty());
    let deep = plan_with(dir.path(), "[tableOfContents]\nmaxHeadingLevel = 4\n").unwrap();
    assert_eq!(levels(&deep, "/docs/site/"), [2, 3, 4]);
}

#[test]
fn keywords_image_and_head_blocks_become_head_tags() {
    let dir = site(&[(
        "docs/social.md",
        "---\nkeywords: [docs, static]\nimage: /img/card.png\n---\n<head>\n<meta name=\"robots\" content=\"noindex\">\n</head>\n\nText.\n",
    )]);
    let plan = plan_site(dir.path()).unwrap();
    let head: Vec<String> = plan.routes[0]
        .head
        .iter()
        .map(|tag| {
            let attributes: Vec<String> = tag
                .attributes
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            format!("{} {}", tag.tag, attributes.join(" "))
        })
        .collect();
    insta::assert_snapshot!(head.join("\n"));
}

#[test]
fn broken_markdown_links_follow_the_site_option() {
    let dir = site(&[("docs/a.md", "See [b](./b.md) and [c](./c.md).")]);
    assert_eq!(plan_with(dir.path(), "").unwrap().warnings.len(), 2);
    assert!(
        plan_with(dir.path(), "onBrokenMarkdownLinks = \"ignore\"\n")
            .unwrap()
            .warnings
            .is_empty()
    );
    let error = plan_with(dir.path(), "onBrokenMarkdownLinks = \"throw\"\n").unwrap_err();
    let message = error.to_string();
    assert!(
        message.starts_with("2 broken Markdown link(s):"),
        "{message}"
    );
    assert!(
        message.contains("a.md:1:5: broken Markdown link `./b.md`"),
        "{message}"
    );
}

#[test]
fn linked_files_are_hashed_assets_and_images_get_dimensions() {
    let png: &[u8] = &[
        0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, b'I', b'H', b'D', b'R', 0, 0,
        0, 40, 0, 0, 0, 30, 8, 2, 0, 0, 0,
    ];
    let dir = site(&[
        (
            "docs/guide/page.md",
            "![Chart](./img/chart.png)\n\n[Report](../files/report.pdf#page=2)\n\n![Absolute](/img/static.png)\n",
        ),
        ("docs/files/report.pdf", "%PDF-1.4"),
    ]);
    std::fs::create_dir_all(dir.path().join("docs/guide/img")).unwrap();
    std::fs::write(dir.path().join("docs/guide/img/chart.png"), png).unwrap();
    let plan = plan_site(dir.path()).unwrap();
    let page =
        serde_json::to_string(&chunk_json(&plan, "/docs/guide/page/", "page")["content"]).unwrap();
    let outputs: Vec<&str> = plan
        .assets
        .iter()
        .map(|asset| asset.output.as_str())
        .collect();
    assert_eq!(outputs.len(), 2, "{outputs:?}");
    assert!(outputs[0].starts_with("assets/media/chart-") && outputs[0].ends_with(".png"));
    assert!(outputs[1].starts_with("assets/media/report-") && outputs[1].ends_with(".pdf"));
    assert!(
        page.contains(&format!(r#""src":"/{}""#, outputs[0])),
        "{page}"
    );
    assert!(
        page.contains(r#""height":30"#) && page.contains(r#""width":40"#),
        "{page}"
    );
    assert!(
        page.contains(&format!(r#""href":"/{}#page=2""#, outputs[1])),
        "{page}"
    );
    assert!(
        page.contains(r#""src":"/img/static.png""#),
        "site paths stay as written"
    );
}

#[test]
fn a_missing_asset_is_an_error_with_its_position() {
    let dir = site(&[("docs/a.md", "# A\n\nSee ![gone](./img/gone.png).\n")]);
    let message = plan_site(dir.path()).unwrap_err().to_string();
    assert!(
        message.contains("a.md:3:5: `./img/gone.png` links to a file that does not exist"),
        "{message}"
    );
}

#[test]
fn a_link_to_a_missing_file_is_left_to_the_link_check() {
    // As in Docusaurus, a missing image stops the build, but a link to a missing file is a
    // broken link, reported as `onBrokenLinks` says once the pages are rendered.
    let dir = site(&[(
        "docs/guide/a.md",
        "# A\n\nGet [the PDF](./files/manual.pdf) or [the page](./other).\n",
    )]);
    let plan = plan_site(dir.path()).unwrap();
    let page = chunk_json(&plan, "/docs/guide/a/", "page").to_string();
    assert!(
        page.contains(r#""href":"/docs/guide/files/manual.pdf""#),
        "{page}"
    );
    assert!(page.contains(r#""href":"/docs/guide/other/""#), "{page}");
}

#[test]
fn doc_card_lists_show_their_category_and_links_get_the_base_url() {
    let dir = site(&[
        (
            "docs/guides/index.mdx",
            "import DocCardList from '@theme/DocCardList';\n\n# Guides\n\n<DocCardList />\n\nSee [the intro](/docs/intro/).\n",
        ),
        (
            "docs/guides/deploy.md",
            "---\ndescription: Ship it.\n---\n# Deploy\n",
        ),
        ("docs/guides/write.md", "# Write\n\nWords first.\n"),
        ("docs/intro.md", "# Intro\n"),
    ]);
    let plan = plan_with(dir.path(), "baseUrl = \"/site/\"\n").unwrap();
    let page = chunk_json(&plan, "/site/docs/guides/", "page");
    let text = serde_json::to_string(&page["content"]).unwrap();
    assert!(
        text.contains(r#"["DocCardList",{"items":[{"description":"Ship it.","href":"/site/docs/guides/deploy/","title":"Deploy"},{"description":"Words first.","href":"/site/docs/guides/write/","title":"Write"}]}]"#),
        "{text}"
    );
    assert!(text.contains(r#""href":"/site/docs/intro/""#), "{text}");
}

#[test]
fn markdown_pages_can_be_unlisted_or_drafts() {
    let dir = site(&[
        (
            "src/pages/hidden.md",
            "---\nunlisted: true\n---\n# Hidden\n",
        ),
        (
            "src/pages/wip.md",
            "---\ndraft: true\n---\n# Work in progress\n",
        ),
        ("src/pages/plain.md", "# Plain\n"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let noindex = |path: &str| {
        plan.routes
            .iter()
            .find(|route| route.path == path)
            .unwrap()
            .head
            .iter()
            .any(|tag| {
                tag.attributes
                    .iter()
                    .any(|(_, value)| value.contains("noindex"))
            })
    };
    assert!(noindex("/hidden/"));
    assert!(!noindex("/plain/"));
    assert_eq!(chunk_json(&plan, "/hidden/", "page")["unlisted"], true);
    assert!(
        plan.routes.iter().all(|route| route.path != "/wip/"),
        "drafts are left out of a production build"
    );
    let options = cairn_content::PlanOptions {
        include_drafts: true,
        ..Default::default()
    };
    let config = config("/", true);
    let dev = plan_with_options_config(dir.path(), &config, &options);
    assert_eq!(chunk_json(&dev, "/wip/", "page")["draft"], true);
}

fn plan_with_options_config(
    dir: &std::path::Path,
    config: &cairn_config::SiteConfig,
    options: &cairn_content::PlanOptions,
) -> Plan {
    plan(config, &load_with(dir, config).unwrap(), options).unwrap()
}

#[test]
fn many_docs_plan_as_one_by_one_files_errors_and_warnings_in_order() {
    // More docs than one planning task takes, each linking the same file: it is copied once,
    // and the missing files of several docs are all reported, in the docs' order.
    let texts: Vec<(String, String)> = (0..300)
        .map(|index| {
            let missing = if index % 97 == 5 {
                format!(" and ![gone](./img/gone-{index}.png)")
            } else {
                String::new()
            };
            (
                format!("docs/page-{index:03}.md"),
                format!("# Page {index}\n\nSee ![chart](./img/chart.png){missing}.\n"),
            )
        })
        .collect();
    let mut files: Vec<(&str, &str)> = texts
        .iter()
        .map(|(path, text)| (path.as_str(), text.as_str()))
        .collect();
    files.push(("docs/img/chart.png", "not really a png"));
    let dir = site(&files);
    let Err(ContentError::Many { errors, .. }) = plan_site(dir.path()) else {
        panic!("expected the missing files")
    };
    let reported: Vec<String> = errors
        .iter()
        .map(|error| {
            let message = error.to_string();
            message
                .split("`./img/")
                .nth(1)
                .and_then(|rest| rest.split('`').next())
                .unwrap_or(&message)
                .to_owned()
        })
        .collect();
    assert_eq!(
        reported,
        ["gone-5.png", "gone-102.png", "gone-199.png", "gone-296.png"]
    );

    std::fs::create_dir_all(dir.path().join("docs/img")).unwrap();
    for index in [5, 102, 199, 296] {
        std::fs::write(dir.path().join(format!("docs/img/gone-{index}.png")), "x").unwrap();
    }
    let plan = plan_site(dir.path()).unwrap();
    let copied: Vec<&str> = plan
        .assets
        .iter()
        .map(|asset| asset.output.as_str())
        .collect();
    assert_eq!(copied.len(), 5, "{copied:?}");
    assert!(copied[0].starts_with("assets/media/chart-"), "{copied:?}");
    for (output, index) in copied[1..].iter().zip([5, 102, 199, 296]) {
        assert!(
            output.starts_with(&format!("assets/media/gone-{index}-")),
            "{copied:?}"
        );
    }
}

#[test]
fn the_count_of_errors_matches_the_errors_listed() {
    // One file with two MDX problems (shown as one error with one more beside it) and another
    // file with one: three errors are listed, so the heading says three.
    let dir = site(&[
        ("docs/a.mdx", "# A\n\n<Unknown />\n\n<AlsoUnknown />\n"),
        ("docs/b.mdx", "# B\n\n<Missing />\n"),
    ]);
    let Err(error) = plan_with(dir.path(), "") else {
        panic!("unknown components must stop the build");
    };
    let listed: usize = error
        .related()
        .into_iter()
        .flatten()
        .map(|one| 1 + one.related().map_or(0, Iterator::count))
        .sum();
    assert_eq!(listed, 3);
    assert_eq!(error.to_string(), "3 errors; each is listed below");
}

#[test]
fn errors_past_the_ones_shown_are_counted_and_kept() {
    let files: Vec<(String, String)> = (0..60)
        .map(|n| {
            (
                format!("docs/page-{n:02}.mdx"),
                format!("# P{n}\n\n<Missing{n} />\n"),
            )
        })
        .collect();
    let borrowed: Vec<(&str, &str)> = files
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let dir = site(&borrowed);
    let Err(error) = plan_with(dir.path(), "") else {
        panic!("unknown components must stop the build");
    };
    assert_eq!(
        error.to_string(),
        "60 errors; the first 50 are listed below"
    );
    assert_eq!(error.related().into_iter().flatten().count(), 50);
    assert_eq!(error.each().len(), 60);
}
