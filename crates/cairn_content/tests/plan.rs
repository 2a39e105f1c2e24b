#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Each test builds a small site in a temporary folder and checks the planned routes.

use std::path::Path;

use cairn_content::{ContentError, LoadedSite, Plan, Plugin, load};

fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let full = dir.path().join(path);
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(full, text).unwrap();
    }
    dir
}

fn config(base_url: &str, trailing_slash: bool) -> cairn_config::SiteConfig {
    cairn_config::parse(
        &format!(
            "title = \"Test\"\nurl = \"https://test.dev\"\nbaseUrl = \"{base_url}\"\ntrailingSlash = {trailing_slash}\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap()
}

/// A site's plugins (as its config asks for them) and their compiled files.
struct Loaded {
    plugins: Vec<Box<dyn Plugin>>,
    site: LoadedSite,
}

/// Loads the site with the plugins its config describes.
fn load_with(dir: &Path, config: &cairn_config::SiteConfig) -> Result<Loaded, ContentError> {
    let plugins = cairn_content::site_plugins(dir, config)?;
    let site = load(dir, &plugins, &cairn_markdown::Compiler::new(), None)?;
    Ok(Loaded { plugins, site })
}

/// Plans a loaded site, possibly with another config than the one it was loaded with.
fn plan(
    config: &cairn_config::SiteConfig,
    loaded: &Loaded,
    options: &cairn_content::PlanOptions,
) -> Result<Plan, ContentError> {
    cairn_content::plan(config, &loaded.site, &loaded.plugins, options)
}

fn plan_site(dir: &Path) -> Result<Plan, ContentError> {
    let config = config("/", true);
    plan(&config, &load_with(dir, &config)?, &Default::default())
}

fn route_table(plan: &Plan) -> String {
    plan.routes
        .iter()
        .map(|route| {
            format!(
                "{} → {} [{}] {}",
                route.path,
                route.component,
                route
                    .data
                    .iter()
                    .map(|(key, _)| key.as_str())
                    .collect::<Vec<_>>()
                    .join(","),
                route.title.as_deref().unwrap_or("-")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn chunk_json(plan: &Plan, path: &str, key: &str) -> serde_json::Value {
    let route = plan.routes.iter().find(|route| route.path == path).unwrap();
    let (_, chunk) = route.data.iter().find(|(name, _)| name == key).unwrap();
    serde_json::from_str(chunk.json()).unwrap()
}

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
fn duplicate_routes_are_an_error() {
    let dir = site(&[
        ("docs/a.md", "---\nslug: /same\n---\nA"),
        ("docs/b.md", "---\nslug: /same\n---\nB"),
    ]);
    let error = plan_site(dir.path()).unwrap_err();
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
    let ContentError::Many { count, errors } = &error else {
        panic!("expected one report listing both files, got {error}");
    };
    assert_eq!(*count, 2);
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(messages[0].contains("bad.md:2:"), "{messages:?}");
    assert!(messages[1].contains("worse.md:2:"), "{messages:?}");
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
    let sidebar = chunk_json(&plan, "/docs/guides/zebra/", "sidebar");
    let labels: Vec<_> = sidebar["items"][0]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(labels, ["Apple", "Hosting", "Zebra"]);
}

fn plan_with(dir: &Path, extra_config: &str) -> Result<Plan, ContentError> {
    let config = cairn_config::parse(
        &format!("title = \"Test\"\nurl = \"https://test.dev\"\n{extra_config}"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    plan(&config, &load_with(dir, &config)?, &Default::default())
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
fn instances_and_versions_get_their_own_routes_and_sidebars() {
    let dir = site(&[
        (
            "docs/intro.md",
            "---\nslug: /\n---\n# Intro (canary)\n\nSee [setup](./setup.md).\n",
        ),
        ("docs/setup.md", "# Setup\n"),
        (
            "versioned_docs/version-1.0.0/intro.md",
            "---\nslug: /\n---\n# Intro (1.0)\n\nSee [setup](./setup.md).\n",
        ),
        ("versioned_docs/version-1.0.0/setup.md", "# Setup 1.0\n"),
        ("versions.json", "[\"1.0.0\"]"),
        ("community/support.md", "# Support\n"),
        ("community/team.md", "# Team\n"),
    ]);
    let plan = plan_with(
        dir.path(),
        "[[docs]]\nlastVersion = \"current\"\n[docs.versions.current]\nlabel = \"Canary\"\npath = \"\"\n\n[[docs]]\nid = \"community\"\npath = \"community\"\nrouteBasePath = \"community\"\n",
    )
    .unwrap();
    insta::assert_snapshot!(route_table(&plan));
    let sidebar = |path: &str| {
        let route = plan.routes.iter().find(|route| route.path == path).unwrap();
        route.data[1].1.file_name()
    };
    assert_ne!(
        sidebar("/docs/"),
        sidebar("/docs/1.0.0/"),
        "each version has its own sidebar"
    );
    assert_ne!(sidebar("/docs/"), sidebar("/community/support/"));
    let old = serde_json::to_string(&chunk_json(&plan, "/docs/1.0.0/", "page")["content"]).unwrap();
    assert!(
        old.contains(r#""href":"/docs/1.0.0/setup/""#),
        "links stay in their version: {old}"
    );
    let next = chunk_json(&plan, "/docs/1.0.0/", "page")["next"]["permalink"].clone();
    assert_eq!(next, "/docs/1.0.0/setup/");
}

#[test]
fn an_instance_can_set_its_own_toc_levels() {
    let dir = site(&[("docs/a.md", "## Two\n### Three\n#### Four\n")]);
    let plan = plan_with(
        dir.path(),
        "[[docs]]\ntableOfContents = { minHeadingLevel = 3, maxHeadingLevel = 4 }\n",
    )
    .unwrap();
    let levels: Vec<u64> = chunk_json(&plan, "/docs/a/", "page")["toc"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["level"].as_u64().unwrap())
        .collect();
    assert_eq!(levels, [3, 4]);
}

#[test]
fn sidebar_files_choose_membership_and_folders_get_category_pages() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("docs/api/cli.md", "# CLI\n"),
        ("docs/02-guides/01-write.md", "# Write\n"),
        ("docs/02-guides/02-ship.md", "# Ship\n"),
        (
            "sidebars.yml",
            "docs:\n  - intro\n  - type: autogenerated\n    dirName: guides\napi:\n  - api/cli\n  - {type: ref, id: intro, label: Back to the docs}\n",
        ),
    ]);
    let plan = plan_with(dir.path(), "[[docs]]\nsidebarPath = \"sidebars.yml\"\n").unwrap();
    let sidebar_of = |path: &str| chunk_json(&plan, path, "sidebar")["name"].clone();
    assert_eq!(sidebar_of("/docs/intro/"), "docs");
    assert_eq!(
        sidebar_of("/docs/guides/write/"),
        "docs",
        "number prefixes leave URLs"
    );
    assert_eq!(sidebar_of("/docs/api/cli/"), "api");
    // Previous/next follow the page's own sidebar.
    let cli = chunk_json(&plan, "/docs/api/cli/", "page");
    assert!(
        cli.get("previous").is_none() && cli.get("next").is_none(),
        "{cli}"
    );
    let write = chunk_json(&plan, "/docs/guides/write/", "page");
    assert_eq!(write["next"]["permalink"], "/docs/guides/ship/");
    assert_eq!(write["previous"]["permalink"], "/docs/intro/");
}

#[test]
fn generated_category_pages_list_their_docs() {
    let dir = site(&[
        (
            "docs/getting-started/install.md",
            "---\ndescription: Get it.\n---\n# Install\n",
        ),
        (
            "docs/getting-started/first-site.md",
            "# First site\n\nBuild one.\n",
        ),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let page = chunk_json(&plan, "/docs/category/getting-started/", "page");
    assert_eq!(page["title"], "Getting started");
    let text = serde_json::to_string(&page["content"]).unwrap();
    assert!(
        text.contains(
            r#"{"description":"Get it.","href":"/docs/getting-started/install/","title":"Install"}"#
        ),
        "{text}"
    );
    assert!(
        text.contains(r#""href":"/docs/getting-started/first-site/""#),
        "{text}"
    );
}

#[test]
fn drafts_unlisted_docs_and_pagination_overrides() {
    let dir = site(&[
        (
            "docs/a.md",
            "---\nsidebar_position: 1\npagination_next: c\n---\n# A\n",
        ),
        ("docs/b.md", "---\nsidebar_position: 2\n---\n# B\n"),
        (
            "docs/c.md",
            "---\nsidebar_position: 3\npagination_prev: null\n---\n# C\n",
        ),
        ("docs/wip.md", "---\ndraft: true\n---\n# Work in progress\n"),
        ("docs/secret.md", "---\nunlisted: true\n---\n# Secret\n"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let paths: Vec<_> = plan
        .routes
        .iter()
        .map(|route| route.path.as_str())
        .collect();
    assert!(
        !paths.contains(&"/docs/wip/"),
        "drafts are not built: {paths:?}"
    );
    assert!(paths.contains(&"/docs/secret/"), "unlisted docs are built");
    // The sidebar keeps the unlisted doc, flagged: the theme shows it on its own page only.
    let sidebar = chunk_json(&plan, "/docs/a/", "sidebar");
    let secret_item = sidebar["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["href"] == "/docs/secret/")
        .unwrap();
    assert_eq!(secret_item["unlisted"], true);
    assert!(chunk_json(&plan, "/docs/c/", "page").get("next").is_none());
    let secret = plan
        .routes
        .iter()
        .find(|route| route.path == "/docs/secret/")
        .unwrap();
    assert!(secret.head.iter().any(|tag| {
        tag.attributes
            .contains(&("content".to_owned(), "noindex, nofollow".to_owned()))
    }));
    assert_eq!(chunk_json(&plan, "/docs/secret/", "page")["unlisted"], true);
    assert_eq!(
        chunk_json(&plan, "/docs/a/", "page")["next"]["permalink"],
        "/docs/c/"
    );
    let c = chunk_json(&plan, "/docs/c/", "page");
    assert!(c.get("previous").is_none(), "{c}");
}

#[test]
fn old_versions_carry_a_banner_linking_to_the_last_version() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("docs/new.md", "# New\n"),
        ("versioned_docs/version-1.0.0/intro.md", "# Intro 1.0\n"),
        ("versioned_docs/version-1.0.0/old.md", "# Old\n"),
        ("versions.json", "[\"1.0.0\"]"),
    ]);
    let plan = plan_with(
        dir.path(),
        "[[docs]]\nlastVersion = \"current\"\n[docs.versions.current]\nlabel = \"Canary\"\npath = \"\"\n",
    )
    .unwrap();
    let old_intro = chunk_json(&plan, "/docs/1.0.0/intro/", "page");
    assert_eq!(old_intro["version"]["banner"], "unmaintained");
    assert_eq!(
        old_intro["version"]["lastVersion"]["permalink"], "/docs/intro/",
        "same doc"
    );
    assert_eq!(old_intro["version"]["lastVersion"]["title"], "Canary");
    let old_only = chunk_json(&plan, "/docs/1.0.0/old/", "page");
    assert_eq!(
        old_only["version"]["lastVersion"]["permalink"], "/docs/intro/",
        "first page"
    );
    let current = chunk_json(&plan, "/docs/intro/", "page");
    assert!(current["version"].get("banner").is_none());
    assert_eq!(current["version"]["badge"], true);
}

#[test]
fn doc_pages_carry_breadcrumbs_unless_turned_off() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("docs/guides/deploy.md", "# Deploy\n"),
    ]);
    let plan = plan_site(dir.path()).unwrap();
    let page = chunk_json(&plan, "/docs/guides/deploy/", "page");
    assert_eq!(
        page["breadcrumbs"],
        serde_json::json!([{"label": "Guides", "href": "/docs/category/guides/"}])
    );
    assert!(
        chunk_json(&plan, "/docs/intro/", "page")
            .get("breadcrumbs")
            .is_none()
    );
    let off = plan_with(dir.path(), "[[docs]]\nbreadcrumbs = false\n").unwrap();
    assert!(
        chunk_json(&off, "/docs/guides/deploy/", "page")
            .get("breadcrumbs")
            .is_none()
    );
}

fn plan_with_options(
    dir: &Path,
    toml: &str,
    options: &cairn_content::PlanOptions,
) -> Result<Plan, ContentError> {
    let config = cairn_config::parse(
        &format!("title = \"Test\"\nurl = \"https://test.dev\"\n{toml}"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    plan(&config, &load_with(dir, &config)?, options)
}

fn site_json(plan: &Plan) -> serde_json::Value {
    serde_json::from_str(plan.site.json()).unwrap()
}

#[test]
fn tags_get_a_list_page_and_a_page_each() {
    let dir = site(&[
        (
            "docs/tags.yml",
            "release:\n  label: Release\n  description: Shipping versions\nguide:\n",
        ),
        (
            "docs/a.md",
            "---\ntags: [release, guide]\n---\n# Alpha\n\nAbout alpha.",
        ),
        ("docs/b.md", "---\ntags: [release]\n---\n# Beta\n"),
        (
            "docs/hidden.md",
            "---\ntags: [release]\nunlisted: true\n---\n# Hidden\n",
        ),
    ]);
    let plan = plan_with_options(
        dir.path(),
        "[[docs]]\ntags = \"tags.yml\"\nonInlineTags = \"throw\"\n",
        &Default::default(),
    )
    .unwrap();
    insta::assert_snapshot!(route_table(&plan), @r#"
    /docs/a/ → @theme/DocPage [page,sidebar] Alpha
    /docs/b/ → @theme/DocPage [page,sidebar] Beta
    /docs/hidden/ → @theme/DocPage [page,sidebar] Hidden
    /docs/tags/ → @theme/DocTagsListPage [page] Tags
    /docs/tags/guide/ → @theme/DocTagDocListPage [page] 1 doc tagged with "guide"
    /docs/tags/release/ → @theme/DocTagDocListPage [page] 2 docs tagged with "Release"
    "#);
    let list = chunk_json(&plan, "/docs/tags/", "page");
    assert_eq!(list["tags"][1]["label"], "Release");
    assert_eq!(list["tags"][1]["count"], 2);
    let release = chunk_json(&plan, "/docs/tags/release/", "page");
    assert_eq!(release["tag"]["description"], "Shipping versions");
    assert_eq!(release["allTagsPath"], "/docs/tags/");
    let titles: Vec<&str> = release["docs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|doc| doc["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        ["Alpha", "Beta"],
        "unlisted docs stay off tag pages"
    );
    let alpha = chunk_json(&plan, "/docs/a/", "page");
    assert_eq!(
        alpha["tags"][0],
        serde_json::json!({"label": "Release", "permalink": "/docs/tags/release/", "description": "Shipping versions"})
    );
}

#[test]
fn inline_tags_warn_or_fail_as_configured() {
    let dir = site(&[
        ("docs/tags.yml", "release:\n"),
        (
            "docs/a.md",
            "---\ntags: [release, Getting Started]\n---\n# Alpha\n",
        ),
    ]);
    let plan = plan_with_options(
        dir.path(),
        "[[docs]]\ntags = \"tags.yml\"\n",
        &Default::default(),
    )
    .unwrap();
    assert_eq!(
        chunk_json(&plan, "/docs/tags/getting-started/", "page")["tag"]["label"],
        "Getting Started"
    );
    assert!(plan.warnings.iter().any(|warning| {
        warning
            .message
            .contains("tag `Getting Started` is not in the tags file")
    }));
    let error = plan_with_options(
        dir.path(),
        "[[docs]]\ntags = \"tags.yml\"\nonInlineTags = \"throw\"\n",
        &Default::default(),
    )
    .unwrap_err();
    assert!(matches!(error, ContentError::InlineTag { .. }), "{error}");
    let error = plan_with_options(
        dir.path(),
        "[[docs]]\ntags = \"missing.yml\"\n",
        &Default::default(),
    )
    .unwrap_err();
    assert!(error.to_string().contains("missing.yml"), "{error}");
}

#[test]
fn drafts_are_left_out_of_production_and_listed_by_id() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        ("docs/wip.md", "---\ndraft: true\n---\n# Work in progress\n"),
    ]);
    let production = plan_with_options(dir.path(), "", &Default::default()).unwrap();
    assert!(
        production
            .routes
            .iter()
            .all(|route| route.path != "/docs/wip/")
    );
    let version = &site_json(&production)["globalData"]["docs"]["default"]["versions"][0];
    assert_eq!(version["draftIds"], serde_json::json!(["wip"]));
    assert!(
        version["docs"]
            .as_array()
            .unwrap()
            .iter()
            .all(|doc| doc["id"] != "wip")
    );

    let dev = plan_with_options(
        dir.path(),
        "",
        &cairn_content::PlanOptions {
            include_drafts: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(chunk_json(&dev, "/docs/wip/", "page")["draft"], true);
    let wip = dev
        .routes
        .iter()
        .find(|route| route.path == "/docs/wip/")
        .unwrap();
    assert!(wip.head.iter().any(|tag| {
        tag.attributes
            .iter()
            .any(|(_, value)| value.contains("noindex"))
    }));
    assert_eq!(
        site_json(&dev)["globalData"]["docs"]["default"]["versions"][0]["draftIds"],
        serde_json::json!([])
    );
}

#[test]
fn edit_links_follow_the_file_or_the_front_matter() {
    let dir = site(&[
        ("guides with space/intro.md", "# Intro\n"),
        (
            "guides with space/custom.md",
            "---\ncustom_edit_url: https://elsewhere.dev/custom\n---\n# Custom\n",
        ),
        (
            "guides with space/none.md",
            "---\ncustom_edit_url: null\n---\n# None\n",
        ),
        ("versions.json", "[\"1.0\"]"),
        ("versioned_docs/version-1.0/intro.md", "# Intro\n"),
    ]);
    let toml = "[[docs]]\npath = \"guides with space\"\nrouteBasePath = \"guides\"\neditUrl = \"https://github.com/o/r/edit/main/site/\"\n";
    let plan = plan_with_options(dir.path(), toml, &Default::default()).unwrap();
    assert_eq!(
        chunk_json(&plan, "/guides/next/intro/", "page")["editUrl"],
        "https://github.com/o/r/edit/main/site/guides%20with%20space/intro.md"
    );
    assert_eq!(
        chunk_json(&plan, "/guides/intro/", "page")["editUrl"],
        "https://github.com/o/r/edit/main/site/versioned_docs/version-1.0/intro.md"
    );
    assert_eq!(
        chunk_json(&plan, "/guides/next/custom/", "page")["editUrl"],
        "https://elsewhere.dev/custom"
    );
    assert!(
        chunk_json(&plan, "/guides/next/none/", "page")
            .get("editUrl")
            .is_none()
    );
    let current = plan_with_options(
        dir.path(),
        &format!("{toml}editCurrentVersion = true\n"),
        &Default::default(),
    )
    .unwrap();
    assert_eq!(
        chunk_json(&current, "/guides/intro/", "page")["editUrl"],
        "https://github.com/o/r/edit/main/site/guides%20with%20space/intro.md"
    );
}

#[test]
fn last_updates_come_from_front_matter_before_git() {
    let dir = site(&[
        (
            "docs/dated.md",
            "---\nlast_update:\n  date: 2024-05-01\n  author: Ada\n---\n# Dated\n",
        ),
        (
            "docs/bad.md",
            "---\nlast_update: {date: someday}\n---\n# Bad\n",
        ),
    ]);
    let error = plan_with_options(
        dir.path(),
        "[[docs]]\nshowLastUpdateTime = true\n",
        &Default::default(),
    )
    .unwrap_err();
    assert!(
        error
            .to_string()
            .ends_with("docs/bad.md: `last_update.date` is `someday`, which is not a date"),
        "{error}"
    );
    std::fs::remove_file(dir.path().join("docs/bad.md")).unwrap();
    let plan = plan_with_options(
        dir.path(),
        "[[docs]]\nshowLastUpdateTime = true\n",
        &Default::default(),
    )
    .unwrap();
    let page = chunk_json(&plan, "/docs/dated/", "page");
    assert_eq!(page["lastUpdatedAt"], 1_714_521_600_000_i64);
    assert!(
        page.get("lastUpdatedBy").is_none(),
        "the author is only shown with showLastUpdateAuthor"
    );
    let hidden = plan_with_options(dir.path(), "", &Default::default()).unwrap();
    assert!(
        chunk_json(&hidden, "/docs/dated/", "page")
            .get("lastUpdatedAt")
            .is_none()
    );
}

#[test]
fn global_data_describes_every_instance_and_version() {
    let dir = site(&[
        ("docs/intro.md", "---\nslug: /\n---\n# Intro\n"),
        ("docs/guide.md", "# Guide\n"),
        ("docs/secret.md", "---\nunlisted: true\n---\n# Secret\n"),
        (
            "sidebars.yml",
            "main: [intro, guide]\nother: [{type: link, label: Out, href: https://x.dev}]\n",
        ),
        ("versions.json", "[\"2.0\"]"),
        ("versioned_docs/version-2.0/start.md", "# Start\n"),
        ("community/support.md", "# Support\n"),
    ]);
    let toml = "[[docs]]\nsidebarPath = \"sidebars.yml\"\n[docs.versions.current]\nlabel = \"Canary\"\n\n[[docs]]\nid = \"community\"\npath = \"community\"\nrouteBasePath = \"community\"\n";
    let plan = plan_with_options(dir.path(), toml, &Default::default()).unwrap();
    let docs = &site_json(&plan)["globalData"]["docs"];
    insta::assert_json_snapshot!(docs, @r#"
    {
      "community": {
        "path": "/community",
        "versions": [
          {
            "docs": [
              {
                "id": "support",
                "path": "/community/support/",
                "sidebar": "sidebar"
              }
            ],
            "draftIds": [],
            "isLast": true,
            "label": "Next",
            "mainDocId": "support",
            "name": "current",
            "path": "/community",
            "sidebars": {
              "sidebar": {
                "link": {
                  "label": "Support",
                  "path": "/community/support/"
                }
              }
            }
          }
        ]
      },
      "default": {
        "path": "/docs",
        "versions": [
          {
            "docs": [
              {
                "id": "guide",
                "path": "/docs/next/guide/",
                "sidebar": "main"
              },
              {
                "id": "intro",
                "path": "/docs/next/",
                "sidebar": "main"
              },
              {
                "id": "secret",
                "path": "/docs/next/secret/",
                "unlisted": true
              }
            ],
            "draftIds": [],
            "isLast": false,
            "label": "Canary",
            "mainDocId": "intro",
            "name": "current",
            "path": "/docs/next",
            "sidebars": {
              "main": {
                "link": {
                  "label": "Intro",
                  "path": "/docs/next/"
                }
              },
              "other": {}
            }
          },
          {
            "docs": [
              {
                "id": "start",
                "path": "/docs/start/",
                "sidebar": "sidebar"
              }
            ],
            "draftIds": [],
            "isLast": true,
            "label": "2.0",
            "mainDocId": "start",
            "name": "2.0",
            "path": "/docs",
            "sidebars": {
              "sidebar": {
                "link": {
                  "label": "Start",
                  "path": "/docs/start/"
                }
              }
            }
          }
        ]
      }
    }
    "#);
}

#[test]
fn a_doc_sidebar_navbar_item_needs_a_sidebar_with_a_link() {
    let dir = site(&[
        ("docs/intro.md", "# Intro\n"),
        (
            "sidebars.yml",
            "main: [intro]\nlinks: [{type: link, label: Out, href: https://x.dev}]\n",
        ),
    ]);
    let docs = "[[docs]]\nsidebarPath = \"sidebars.yml\"\n";
    let error = plan_with_options(
        dir.path(),
        &format!("[[navbar.items]]\ntype = \"docSidebar\"\nsidebarId = \"mian\"\n\n{docs}"),
        &Default::default(),
    )
    .unwrap_err();
    insta::assert_snapshot!(format!("{error}\nhelp: {}", miette::Diagnostic::help(&error).unwrap()), @r"
    cairn.toml: navbar.items[0] links to sidebar `mian`, which docs `default` does not have
    help: its sidebars are: links, main
    ");
    let error = plan_with_options(
        dir.path(),
        &format!("[[navbar.items]]\ntype = \"docSidebar\"\nsidebarId = \"links\"\n\n{docs}"),
        &Default::default(),
    )
    .unwrap_err();
    insta::assert_snapshot!(error.to_string(), @"cairn.toml: navbar.items[0]: sidebar `links` of docs `default` has nothing to link to");
    let plan = plan_with_options(
        dir.path(),
        &format!("[[navbar.items]]\ntype = \"doc\"\ndocId = \"nope\"\n\n{docs}"),
        &Default::default(),
    )
    .unwrap();
    assert!(
        plan.warnings
            .iter()
            .any(|warning| warning.message.contains("no doc `nope`"))
    );
}

#[test]
fn a_doc_without_a_title_is_named_after_its_file_without_the_number_prefix() {
    let dir = site(&[("docs/04-release-notes.md", "Text only.\n")]);
    let plan = plan_site(dir.path()).unwrap();
    assert_eq!(
        chunk_json(&plan, "/docs/release-notes/", "page")["title"],
        "Release notes"
    );
}
