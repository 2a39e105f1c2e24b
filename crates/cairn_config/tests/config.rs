#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
use std::path::Path;

use cairn_config::{ConfigError, NavbarPosition, parse};

mod support;
use support::{MINIMAL, parse_error, render};

#[test]
fn minimal_config_gets_defaults() {
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert_eq!(config.title, "Cairn");
    assert_eq!(config.base_url, "/");
    assert!(config.trailing_slash);
    assert!(config.navbar.items.is_empty());
}

#[test]
fn full_config_parses() {
    let source = r#"
title = "Cairn"
tagline = "Docs that build in a blink"
url = "https://cairn.dev"
baseUrl = "/docs-site/"
trailingSlash = false
favicon = "img/favicon.svg"

[navbar]
title = "Cairn"
logo = { src = "img/logo.svg", alt = "Cairn logo" }

[[navbar.items]]
label = "Docs"
to = "/docs/"
position = "left"

[[navbar.items]]
label = "GitHub"
href = "https://github.com/cairn-docs/cairn"

[footer]
style = "light"
copyright = "Copyright © 2026 Cairn"

[[footer.links]]
title = "Learn"
items = [{ label = "Introduction", to = "/docs/" }]
"#;
    let config = parse(source, Path::new("cairn.toml")).unwrap();
    assert_eq!(config.base_url, "/docs-site/");
    assert!(!config.trailing_slash);
    assert_eq!(config.navbar.items.len(), 2);
    assert_eq!(config.navbar.items[0].position, NavbarPosition::Left);
    assert_eq!(config.navbar.items[1].position, NavbarPosition::Right);
    assert_eq!(
        config.footer.links[0].items[0].to.as_deref(),
        Some("/docs/")
    );
}

#[test]
fn unknown_top_level_key() {
    let error = parse_error("title = \"Cairn\"\nurl = \"https://cairn.dev\"\nbaseURL = \"/\"\n");
    insta::assert_snapshot!(render(&error));
}

#[test]
fn unknown_nested_key_names_its_path() {
    let error = parse_error(&format!(
        "{MINIMAL}\n[[navbar.items]]\nlabel = \"Docs\"\nlink = \"/docs/\"\n"
    ));
    let ConfigError::Invalid { key_path, line, .. } = &error else {
        panic!("expected Invalid, got {error:?}")
    };
    assert_eq!(key_path, "navbar.items[0].link");
    assert_eq!(*line, 6);
    insta::assert_snapshot!(render(&error));
}

#[test]
fn wrong_type() {
    let error = parse_error(&format!("{MINIMAL}trailingSlash = \"yes\"\n"));
    let ConfigError::Invalid {
        key_path,
        line,
        column,
        ..
    } = &error
    else {
        panic!("expected Invalid, got {error:?}")
    };
    assert_eq!(
        (key_path.as_str(), *line, *column),
        ("trailingSlash", 3, 17)
    );
    insta::assert_snapshot!(render(&error));
}

#[test]
fn invalid_toml_syntax() {
    let error = parse_error("title = \"Cairn\nurl = \"https://cairn.dev\"\n");
    insta::assert_snapshot!(render(&error));
}

#[test]
fn missing_required_key() {
    let error = parse_error("title = \"Cairn\"\n");
    insta::assert_snapshot!(render(&error));
}

#[test]
fn relative_url_is_rejected() {
    let error = parse_error("title = \"Cairn\"\nurl = \"cairn.dev\"\n");
    insta::assert_snapshot!(render(&error));
}

#[test]
fn base_url_needs_slashes() {
    let error = parse_error(&format!("{MINIMAL}baseUrl = \"docs\"\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn navbar_item_needs_one_target() {
    let error = parse_error(&format!(
        "{MINIMAL}[[navbar.items]]\nlabel = \"Docs\"\nto = \"/docs/\"\nhref = \"https://x.dev\"\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn missing_site_dir_and_missing_config() {
    let missing = cairn_config::load(Path::new("/definitely/not/here")).unwrap_err();
    assert!(matches!(*missing, ConfigError::SiteDirMissing { .. }));
    let empty = std::env::temp_dir().join(format!("cairn-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let no_config = cairn_config::load(&empty).unwrap_err();
    assert!(matches!(*no_config, ConfigError::ConfigMissing { .. }));
    std::fs::remove_dir_all(&empty).unwrap();
}

#[test]
fn table_of_contents_levels_are_checked() {
    let error = parse_error(&format!(
        "{MINIMAL}[tableOfContents]\nminHeadingLevel = 4\nmaxHeadingLevel = 3\n"
    ));
    insta::assert_snapshot!(render(&error));
    let config = parse(
        &format!(
            "{MINIMAL}onBrokenMarkdownLinks = \"throw\"\n[tableOfContents]\nmaxHeadingLevel = 5\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert_eq!(config.table_of_contents.min_heading_level, 2);
    assert_eq!(config.table_of_contents.max_heading_level, 5);
    assert_eq!(
        config.on_broken_markdown_links,
        cairn_config::ReportLevel::Throw
    );
}

#[test]
fn docs_instances_with_versions() {
    let config = parse(
        &format!(
            "{MINIMAL}\n[[docs]]\nsidebarPath = \"sidebars.yml\"\nlastVersion = \"current\"\neditUrl = \"https://github.com/cairn-docs/cairn/edit/main/website/\"\n\n[docs.versions.current]\nlabel = \"Canary\"\npath = \"\"\nbanner = \"unreleased\"\n\n[docs.versions.\"3.3.2\"]\nbanner = \"unmaintained\"\nnoIndex = true\n\n[[docs]]\nid = \"community\"\npath = \"community\"\nrouteBasePath = \"community\"\n\n[[docs]]\nid = \"tests\"\npath = \"tests/docs with space\"\nrouteBasePath = \"tests/docs\"\nnumberPrefixParser = false\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    let instances = config.docs_instances();
    assert_eq!(instances.len(), 3);
    let main = &instances[0];
    assert_eq!(
        (main.id.as_str(), main.route_base_path.as_str()),
        ("default", "docs")
    );
    assert_eq!(main.versions["current"].label.as_deref(), Some("Canary"));
    assert_eq!(main.versions["current"].path.as_deref(), Some(""));
    assert_eq!(
        main.versions["3.3.2"].banner,
        Some(cairn_config::VersionBanner::Unmaintained)
    );
    assert!(main.versions["3.3.2"].no_index);
    assert_eq!(instances[2].path, "tests/docs with space");
    assert!(!instances[2].number_prefix_parser);

    let default_only = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert_eq!(default_only.docs_instances()[0].route_base_path, "docs");
}

#[test]
fn docs_instances_must_differ() {
    let error = parse_error(&format!(
        "{MINIMAL}[[docs]]\nid = \"a\"\n[[docs]]\nid = \"a\"\npath = \"other\"\nrouteBasePath = \"other\"\n"
    ));
    insta::assert_snapshot!(render(&error));
    let error = parse_error(&format!(
        "{MINIMAL}[[docs]]\nid = \"a\"\n[[docs]]\nid = \"b\"\n"
    ));
    assert!(
        error
            .to_string()
            .contains("route `/docs` is already served by docs[0]"),
        "{error}"
    );
    let error = parse_error(&format!("{MINIMAL}[[docs]]\nbanner = \"x\"\n"));
    assert!(
        error.to_string().contains("unknown field `banner`"),
        "{error}"
    );
}

#[test]
fn unknown_navbar_item_type_says_no_component_was_found() {
    let error = parse_error(&format!(
        "{MINIMAL}[[navbar.items]]\ntype = \"docsVersionDropdwn\"\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn navbar_items_need_the_keys_of_their_type() {
    let error = parse_error(&format!(
        "{MINIMAL}[[navbar.items]]\ntype = \"docSidebar\"\nlabel = \"Docs\"\n"
    ));
    insta::assert_snapshot!("doc_sidebar_without_sidebar_id", render(&error));
    let error = parse_error(&format!(
        "{MINIMAL}[[navbar.items]]\nlabel = \"Docs\"\nto = \"/docs/\"\ndocId = \"intro\"\n"
    ));
    insta::assert_snapshot!("key_of_another_type", render(&error));
    let error = parse_error(&format!(
        "{MINIMAL}[[navbar.items]]\ntype = \"dropdown\"\nlabel = \"More\"\nitems = [{{ label = \"Blog\" }}]\n"
    ));
    insta::assert_snapshot!("dropdown_link_without_target", render(&error));
}

#[test]
fn docs_navbar_items_name_an_existing_instance() {
    let error = parse_error(&format!(
        "{MINIMAL}[[navbar.items]]\ntype = \"docsVersionDropdown\"\ndocsPluginId = \"comunity\"\n\n[[docs]]\nid = \"default\"\n\n[[docs]]\nid = \"community\"\npath = \"community\"\nrouteBasePath = \"community\"\n"
    ));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn every_navbar_item_type_parses() {
    let config = cairn_config::parse(
        &format!(
            "{MINIMAL}[docsSidebar]\nhideable = true\n\n\
             [[navbar.items]]\nlabel = \"Home\"\nto = \"/\"\n\n\
             [[navbar.items]]\ntype = \"dropdown\"\nlabel = \"More\"\nitems = [{{ label = \"Blog\", to = \"/blog/\" }}]\n\n\
             [[navbar.items]]\ntype = \"html\"\nvalue = \"<b>Hi</b>\"\n\n\
             [[navbar.items]]\ntype = \"doc\"\ndocId = \"intro\"\n\n\
             [[navbar.items]]\ntype = \"docSidebar\"\nsidebarId = \"docs\"\n\n\
             [[navbar.items]]\ntype = \"docsVersion\"\n\n\
             [[navbar.items]]\ntype = \"docsVersionDropdown\"\ndropdownItemsAfter = [{{ label = \"All versions\", to = \"/versions/\" }}]\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    let kinds: Vec<&str> = config
        .navbar
        .items
        .iter()
        .map(|item| item.kind.as_str())
        .collect();
    assert_eq!(
        kinds,
        [
            "default",
            "dropdown",
            "html",
            "doc",
            "docSidebar",
            "docsVersion",
            "docsVersionDropdown"
        ]
    );
    assert!(config.docs_sidebar.hideable && !config.docs_sidebar.auto_collapse_categories);
}

#[test]
fn a_head_tag_must_be_a_head_element() {
    let error = parse_error(
        "title = \"Cairn\"\nurl = \"https://cairn.dev\"\n\n[[headTags]]\ntagName = \"div\"\nattributes = { class = \"x\" }\n",
    );
    insta::assert_snapshot!(render(&error));
}

#[test]
fn a_script_table_needs_its_src() {
    let error = parse_error(
        "title = \"Cairn\"\nurl = \"https://cairn.dev\"\nscripts = [\"/a.js\", { defer = true }]\n",
    );
    insta::assert_snapshot!(render(&error));
}

#[test]
fn a_docs_folder_may_be_outside_the_site_or_absolute() {
    for path in ["../docs", "/srv/project/docs"] {
        let config = parse(
            &format!("{MINIMAL}[[docs]]\npath = \"{path}\"\n"),
            Path::new("cairn.toml"),
        )
        .unwrap();
        assert_eq!(config.docs[0].path, path);
    }
    let error = parse_error(&format!("{MINIMAL}[[docs]]\npath = \"\"\n"));
    assert!(render(&error).contains("docs folder"), "{}", render(&error));
}

#[test]
fn markdown_format_is_detect_unless_set() {
    use cairn_config::MarkdownFormat;
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert_eq!(config.markdown.format, MarkdownFormat::Detect);
    for (value, format) in [
        ("detect", MarkdownFormat::Detect),
        ("mdx", MarkdownFormat::Mdx),
        ("md", MarkdownFormat::Md),
    ] {
        let config = parse(
            &format!("{MINIMAL}[markdown]\nformat = \"{value}\"\n"),
            Path::new("cairn.toml"),
        )
        .unwrap();
        assert_eq!(config.markdown.format, format);
        assert!(config.markdown.math);
    }
}

#[test]
fn markdown_format_must_be_a_known_one() {
    let error = parse_error(&format!("{MINIMAL}[markdown]\nformat = \"commonmark\"\n"));
    insta::assert_snapshot!(render(&error));
}

#[test]
fn npm2yarn_shows_yarn_and_pnpm_unless_set() {
    use cairn_config::PackageManagerName;
    let config = parse(MINIMAL, Path::new("cairn.toml")).unwrap();
    assert!(!config.markdown.npm2yarn.sync);
    assert_eq!(
        config.markdown.npm2yarn.converters,
        [PackageManagerName::Yarn, PackageManagerName::Pnpm]
    );
    let config = parse(
        &format!("{MINIMAL}[markdown.npm2yarn]\nsync = true\nconverters = [\"pnpm\", \"bun\"]\n"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert!(config.markdown.npm2yarn.sync);
    assert_eq!(
        config.markdown.npm2yarn.converters,
        [PackageManagerName::Pnpm, PackageManagerName::Bun]
    );
}

#[test]
fn npm2yarn_converters_must_be_known_package_managers() {
    let error = parse_error(&format!(
        "{MINIMAL}[markdown.npm2yarn]\nconverters = [\"yarn\", \"deno\"]\n"
    ));
    insta::assert_snapshot!(render(&error));
}
