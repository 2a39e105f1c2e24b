//! Sidebars built from small fixture folders.

use std::collections::BTreeMap;
use std::path::PathBuf;

use miette::Diagnostic;
use serde_json::json;
use tempfile::TempDir;

use super::names::{file_stem, parse_name};
use super::*;

/// A docs version folder in a temporary directory.
struct Fixture {
    dir: TempDir,
    docs: Vec<SidebarDoc>,
    draft_ids: Vec<String>,
    /// The instance's `sidebarCollapsed` and `sidebarCollapsible`.
    collapsed: bool,
    collapsible: bool,
    /// What the last build left out, with its place.
    warnings: Warnings,
}

impl Fixture {
    /// Docs at these paths (files are created, so folders exist on disk too).
    fn new(paths: &[&str]) -> Self {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let mut fixture = Fixture {
            dir,
            docs: Vec::new(),
            draft_ids: Vec::new(),
            collapsed: true,
            collapsible: true,
            warnings: Warnings::default(),
        };
        for path in paths {
            fixture.write(path, "# Doc\n");
            fixture.docs.push(doc(path));
        }
        fixture
    }

    fn write(&self, relative: &str, text: &str) -> PathBuf {
        let path = self.dir.path().join(relative);
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("a folder");
        std::fs::write(&path, text).expect("a file");
        path
    }

    fn doc_mut(&mut self, id: &str) -> &mut SidebarDoc {
        self.docs
            .iter_mut()
            .find(|doc| doc.id == id)
            .unwrap_or_else(|| panic!("no fixture doc `{id}`"))
    }

    fn build(&self, sidebar_file: Option<(&str, &str)>) -> Result<Sidebars, ContentError> {
        self.build_with(sidebar_file, true)
    }

    fn build_with(
        &self,
        sidebar_file: Option<(&str, &str)>,
        trailing_slash: bool,
    ) -> Result<Sidebars, ContentError> {
        let path = sidebar_file.map(|(name, text)| self.write(name, text));
        let options = SidebarOptions {
            version_dir: self.dir.path(),
            category_base: "/docs/category/",
            trailing_slash,
            number_prefix_parser: true,
            base_url: "/",
            draft_ids: &self.draft_ids,
            collapsed: self.collapsed,
            collapsible: self.collapsible,
            warnings: &self.warnings,
            generator: None,
        };
        build_sidebars(path.as_deref(), &self.docs, &options)
    }

    /// The warnings of the last build as the user reads them, with the folder shown as `<dir>`.
    fn warnings(&self) -> Vec<String> {
        let dir = self.dir.path().display().to_string();
        self.warnings
            .take()
            .iter()
            .map(|warning| warning.to_string().replace(&dir, "<dir>"))
            .collect()
    }

    /// An error as the user reads it, with the fixture folder shown as `<dir>`.
    fn error(&self, sidebar_file: Option<(&str, &str)>) -> String {
        let error = self.build(sidebar_file).expect_err("the build to fail");
        let help = error
            .help()
            .map(|help| help.to_string())
            .unwrap_or_default();
        format!("{error}\nhelp: {help}")
            .replace(&self.dir.path().display().to_string(), "<dir>")
            .replace('\\', "/")
    }
}

/// A doc whose id is its path without number prefixes and extension, e.g.
/// `02-guides/01-deploy.md` → `guides/deploy`, served at `/docs/<id>/`.
fn doc(path: &str) -> SidebarDoc {
    let segments: Vec<&str> = path.split('/').collect();
    let (file, folders) = segments.split_last().expect("a file name");
    let id = folders
        .iter()
        .map(|folder| parse_name(folder, true).name)
        .chain([parse_name(file_stem(file), true).name])
        .collect::<Vec<_>>()
        .join("/");
    SidebarDoc {
        title: format!("Title of {id}"),
        permalink: format!("/docs/{id}/"),
        id,
        relative_path: (*path).to_owned(),
        sidebar_label: None,
        sidebar_position: None,
        sidebar_class_name: None,
        sidebar_custom_props: None,
        unlisted: false,
    }
}

/// Everything the builder returns, in a stable order, for snapshots.
fn summary(sidebars: &Sidebars) -> serde_json::Value {
    let doc_sidebar: BTreeMap<_, _> = sidebars.doc_sidebar.iter().collect();
    let reading_order: BTreeMap<_, _> = sidebars.reading_order.iter().collect();
    json!({
        "sidebars": sidebars.sidebars.iter().map(|(name, items)| json!({"name": name, "items": items})).collect::<Vec<_>>(),
        "generatedIndexes": sidebars.generated_indexes,
        "docSidebar": doc_sidebar,
        "readingOrder": reading_order,
    })
}

const EVERY_ITEM_TYPE_YAML: &str = r#"
docs:
  - intro
  - type: doc
    id: guides/deploy
    label: Deploying
    className: deploy
    customProps: {badge: new, weight: 3}
  - type: category
    label: Getting Started
    collapsed: false
    link: {type: generated-index, description: Start here}
    items:
      - installation
      - type: category
        label: Advanced
        collapsible: false
        link: guides/setup
        items: [advanced/plugins]
  - Reference:
      - type: autogenerated
        dirName: reference
  - type: link
    label: Blog
    href: https://example.com/blog
  - type: html
    value: <hr/>
    className: divider
api:
  - type: ref
    id: intro
    label: Back to the docs
  - api/cli
"#;

const EVERY_ITEM_TYPE_TOML: &str = r#"
docs = [
  "intro",
  { type = "doc", id = "guides/deploy", label = "Deploying", className = "deploy", customProps = { badge = "new", weight = 3 } },
  { type = "category", label = "Getting Started", collapsed = false, link = { type = "generated-index", description = "Start here" }, items = [
    "installation",
    { type = "category", label = "Advanced", collapsible = false, link = "guides/setup", items = ["advanced/plugins"] },
  ] },
  { Reference = [{ type = "autogenerated", dirName = "reference" }] },
  { type = "link", label = "Blog", href = "https://example.com/blog" },
  { type = "html", value = "<hr/>", className = "divider" },
]
api = [
  { type = "ref", id = "intro", label = "Back to the docs" },
  "api/cli",
]
"#;

fn every_item_type_fixture() -> Fixture {
    Fixture::new(&[
        "intro.md",
        "installation.md",
        "guides/deploy.md",
        "guides/setup.md",
        "advanced/plugins.md",
        "reference/02-config.md",
        "reference/01-cli-options.md",
        "api/cli.md",
    ])
}

#[test]
fn yaml_file_with_every_item_type() {
    let fixture = every_item_type_fixture();
    let sidebars = fixture
        .build(Some(("sidebars.yml", EVERY_ITEM_TYPE_YAML)))
        .expect("valid sidebars");
    insta::assert_json_snapshot!(summary(&sidebars));
}

#[test]
fn toml_file_means_the_same_as_yaml() {
    let fixture = every_item_type_fixture();
    let yaml = fixture
        .build(Some(("sidebars.yml", EVERY_ITEM_TYPE_YAML)))
        .expect("valid YAML sidebars");
    let toml = fixture
        .build(Some(("sidebars.toml", EVERY_ITEM_TYPE_TOML)))
        .expect("valid TOML sidebars");
    assert_eq!(summary(&yaml), summary(&toml));
}

#[test]
fn types_can_be_left_out_when_the_keys_say_it() {
    let fixture = Fixture::new(&["intro.md", "guides/deploy.md"]);
    let short = fixture
        .build(Some((
            "sidebars.yaml",
            "docs:\n  - {id: intro, label: Hi}\n  - {label: Guides, items: [guides/deploy]}\n  - {label: Blog, href: /blog}\n  - {value: <hr/>}\n",
        )))
        .expect("valid sidebars");
    let long = fixture
        .build(Some((
            "sidebars.yaml",
            "docs:\n  - {type: doc, id: intro, label: Hi}\n  - {type: category, label: Guides, items: [guides/deploy]}\n  - {type: link, label: Blog, href: /blog}\n  - {type: html, value: <hr/>}\n",
        )))
        .expect("valid sidebars");
    assert_eq!(summary(&short), summary(&long));
}

/// The fixture for autogeneration: number prefixes, category files, each kind of index doc,
/// positions and ties.
fn autogenerated_fixture() -> Fixture {
    let mut fixture = Fixture::new(&[
        "index.md",
        "01-intro.md",
        // No index doc, no category file: a generated index from the label.
        "02-getting-started/01-installation.md",
        "02-getting-started/02-configuration.md",
        // Same prefix as getting-started: ordered by name, `extras` first.
        "2. Extras/README.md",
        "2. Extras/notes.md",
        // `_category_.yml` with a generated-index link: README stays an item and leads.
        "guides/README.md",
        "guides/setup.md",
        "guides/deploy.md",
        "guides/b-tie.md",
        "guides/a-tie.md",
        // `_category_.json`; the doc named like its folder is the category's link.
        "api/API.md",
        "api/cli.md",
        "api/03_server.md",
        // `index` wins over `README` as the category link.
        "tutorials/README.md",
        "tutorials/index.md",
        "tutorials/basics.md",
        // Only unlisted docs: a category the theme shows on their pages only.
        "hidden/secret.md",
        // An unlisted doc next to listed ones: a flagged link, out of the reading order.
        "guides/draft-notes.md",
    ]);
    fixture.doc_mut("guides/setup").sidebar_position = Some(1.0);
    fixture.doc_mut("guides/deploy").sidebar_position = Some(2.0);
    fixture.doc_mut("guides/deploy").sidebar_label = Some("Deploy it".to_owned());
    fixture.doc_mut("guides/deploy").sidebar_class_name = Some("deploy".to_owned());
    fixture.doc_mut("guides/deploy").sidebar_custom_props = Some(json!({"icon": "rocket"}));
    fixture.doc_mut("guides/b-tie").sidebar_position = Some(5.0);
    fixture.doc_mut("guides/a-tie").sidebar_position = Some(5.0);
    fixture.doc_mut("hidden/secret").unlisted = true;
    fixture.doc_mut("guides/draft-notes").unlisted = true;
    // Without a category file, a folder takes the smallest position inside it.
    fixture.doc_mut("tutorials/basics").sidebar_position = Some(0.5);
    fixture.write(
        "guides/_category_.yml",
        "label: User guides\nposition: 3\nlink:\n  type: generated-index\n  title: All the guides\n  description: How to use it\n  slug: guides\n",
    );
    fixture.write(
        "api/_category_.json",
        r#"{"label": "API", "position": 4, "collapsed": false, "className": "api", "customProps": {"badge": "new"}}"#,
    );
    fixture
}

#[test]
fn autogenerated_from_folders() {
    let fixture = autogenerated_fixture();
    let sidebars = fixture.build(None).expect("valid docs");
    insta::assert_json_snapshot!(summary(&sidebars));
}

#[test]
fn generated_index_permalinks_follow_the_trailing_slash_policy() {
    let fixture = autogenerated_fixture();
    let permalinks = |trailing_slash| {
        fixture
            .build_with(None, trailing_slash)
            .expect("valid docs")
            .generated_indexes
            .into_iter()
            .map(|index| index.permalink)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        permalinks(true),
        ["/docs/category/getting-started/", "/docs/category/guides/"]
    );
    assert_eq!(
        permalinks(false),
        ["/docs/category/getting-started", "/docs/category/guides"]
    );
}

#[test]
fn without_number_prefix_parsing_names_stay_as_written() {
    let fixture = Fixture::new(&["02-b.md", "10-a.md", "1-c/x.md"]);
    let options = SidebarOptions {
        version_dir: fixture.dir.path(),
        category_base: "/docs/category/",
        trailing_slash: true,
        number_prefix_parser: false,
        base_url: "/",
        draft_ids: &[],
        collapsed: true,
        collapsible: true,
        warnings: &Warnings::default(),
        generator: None,
    };
    let sidebars = build_sidebars(None, &fixture.docs, &options).expect("valid docs");
    let labels: Vec<&str> = sidebars.sidebars[0]
        .1
        .iter()
        .map(|item| match item {
            Item::Link { label, .. } | Item::Category { label, .. } => label.as_str(),
            Item::Html { value, .. } => value.as_str(),
        })
        .collect();
    // Ordered by the names as written; the fixture's titles come from prefix-free ids.
    assert_eq!(labels, ["Title of b", "1 c", "Title of a"]);
}

#[test]
fn autogenerated_item_takes_a_folder_by_either_name() {
    let fixture = Fixture::new(&["intro.md", "02-guides/01-deploy.md", "02-guides/setup.md"]);
    for dir_name in ["02-guides", "guides", "./guides/"] {
        let file = format!("docs:\n  - intro\n  - type: autogenerated\n    dirName: {dir_name}\n");
        let sidebars = fixture
            .build(Some(("sidebars.yml", &file)))
            .expect("valid sidebars");
        assert_eq!(
            serde_json::to_value(&sidebars.sidebars[0].1).expect("json"),
            json!([
                {"type": "link", "label": "Title of intro", "href": "/docs/intro/", "docId": "intro"},
                {"type": "link", "label": "Title of guides/deploy", "href": "/docs/guides/deploy/", "docId": "guides/deploy"},
                {"type": "link", "label": "Title of guides/setup", "href": "/docs/guides/setup/", "docId": "guides/setup"},
            ]),
            "dirName: {dir_name}"
        );
    }
}

#[test]
fn without_a_file_one_sidebar_named_sidebar_holds_every_doc() {
    let fixture = Fixture::new(&["a.md", "b/c.md"]);
    let sidebars = fixture.build(None).expect("valid docs");
    assert_eq!(sidebars.sidebars.len(), 1);
    assert_eq!(sidebars.sidebars[0].0, DEFAULT_SIDEBAR);
    assert_eq!(sidebars.doc_sidebar.len(), 2);
    assert!(sidebars.doc_sidebar.values().all(|name| name == "sidebar"));
}

#[test]
fn ref_links_without_changing_membership() {
    let fixture = Fixture::new(&["intro.md", "cli.md", "orphan.md"]);
    let sidebars = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - intro\n  - {type: ref, id: cli}\n  - {type: ref, id: orphan}\napi:\n  - cli\n  - {type: ref, id: intro}\n",
        )))
        .expect("valid sidebars");
    assert_eq!(
        sidebars.doc_sidebar.get("intro").map(String::as_str),
        Some("docs")
    );
    assert_eq!(
        sidebars.doc_sidebar.get("cli").map(String::as_str),
        Some("api")
    );
    assert_eq!(sidebars.doc_sidebar.get("orphan"), None);
    assert_eq!(sidebars.get("docs").map(<[Item]>::len), Some(3));
    // Refs are not part of the sidebar's reading order.
    assert_eq!(sidebars.reading_order["docs"], ["/docs/intro/"]);
    assert_eq!(sidebars.reading_order["api"], ["/docs/cli/"]);
}

#[test]
fn unlisted_docs_keep_their_place_flagged_and_out_of_the_reading_order() {
    let mut fixture = Fixture::new(&["intro.md", "secret.md", "hidden/index.md"]);
    fixture.doc_mut("secret").unlisted = true;
    fixture.doc_mut("hidden/index").unlisted = true;
    let sidebars = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - intro\n  - secret\n  - {type: ref, id: secret}\n  - {type: category, label: Hidden, link: hidden/index, items: []}\n  - {type: category, label: Index, link: {type: generated-index}, items: [{type: ref, id: secret}]}\n",
        )))
        .expect("valid sidebars");
    let items = sidebars.get("docs").expect("sidebar docs");
    let listed: Vec<bool> = items.iter().map(Item::is_listed).collect();
    assert_eq!(listed, [true, false, false, false, false]);
    assert!(matches!(
        &items[3],
        Item::Category {
            href: Some(_),
            link_unlisted: true,
            ..
        }
    ));
    assert!(
        matches!(&items[4], Item::Category { href: None, .. }),
        "no generated index listing only unlisted docs"
    );
    // Categories listing nothing say so, for pages that do not have their items.
    let unlisted: Vec<bool> = items
        .iter()
        .map(|item| matches!(item, Item::Category { unlisted: true, .. }))
        .collect();
    assert_eq!(unlisted, [false, false, false, true, true]);
    assert!(sidebars.generated_indexes.is_empty());
    assert_eq!(sidebars.reading_order["docs"], ["/docs/intro/"]);
    assert_eq!(
        sidebars.doc_sidebar.get("secret").map(String::as_str),
        Some("docs")
    );
}

#[test]
fn unknown_doc_id_suggests_close_ids() {
    let fixture = Fixture::new(&["intro.md", "guides/deploy.md"]);
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.yml", "docs:\n  - intro\n  - deploy\n"))),
        @r"
    <dir>/sidebars.yml:3:5: no doc has the id `deploy`
    help: did you mean `guides/deploy`?
    "
    );
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.yml", "docs:\n  - Things:\n      - {type: doc, id: zzz}\n"))),
        @r"
    <dir>/sidebars.yml:3:9: no doc has the id `zzz`
    help: the doc ids are `guides/deploy` and `intro`
    "
    );
}

#[test]
fn a_doc_in_two_sidebars_belongs_to_the_first_with_a_located_warning() {
    let fixture = Fixture::new(&["intro.md", "cli.md"]);
    let sidebars = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - intro\n  - cli\napi:\n  - cli\n",
        )))
        .expect("a doc in two sidebars still builds, as in Docusaurus");
    insta::assert_snapshot!(fixture.warnings().join("\n"), @"<dir>/sidebars.yml:5:5: doc `cli` is in sidebar `api`, but sidebar `docs` lists it first (at <dir>/sidebars.yml:3:5): its page shows `docs`; give the doc `displayed_sidebar: api` to show this one, or link to it from here with `{type: ref, id: cli}`");
    assert_eq!(
        sidebars.doc_sidebar.get("cli").map(String::as_str),
        Some("docs")
    );
    // Through autogeneration too: the sidebar that lists it first keeps it.
    let sidebars = fixture
        .build(Some((
            "sidebars.yml",
            "api: [cli]\ndocs:\n  - type: autogenerated\n    dirName: .\n",
        )))
        .expect("builds");
    insta::assert_snapshot!(fixture.warnings().join("\n"), @"<dir>/sidebars.yml:3:5: doc `cli` is in sidebar `docs`, but sidebar `api` lists it first (at <dir>/sidebars.yml:1:7): its page shows `api`; give the doc `displayed_sidebar: docs` to show this one, or link to it from here with `{type: ref, id: cli}`");
    assert_eq!(
        sidebars.doc_sidebar.get("cli").map(String::as_str),
        Some("api")
    );
}

#[test]
fn a_doc_twice_in_one_sidebar_is_a_located_warning() {
    let fixture = Fixture::new(&["intro.md", "cli.md"]);
    let sidebars = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - intro\n  - cli\n  - type: category\n    label: More\n    items: [intro]\n",
        )))
        .expect("a doc listed twice still builds");
    insta::assert_snapshot!(fixture.warnings().join("\n"), @"<dir>/sidebars.yml:6:13: doc `intro` is listed twice in sidebar `docs` (first at <dir>/sidebars.yml:2:5): readers see it twice, and its previous and next links follow the first place");
    assert_eq!(
        sidebars.reading_order["docs"],
        ["/docs/intro/", "/docs/cli/"]
    );
}

#[test]
fn unknown_keys_are_located_warnings_and_the_rest_is_read() {
    // Docusaurus accepts `description` on link items and `keywords`/`image` on generated
    // indexes; an unexpected key must never cost a version its sidebars.
    let fixture = Fixture::new(&["intro.md"]);
    let sidebars = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - type: link\n    labl: Blog\n    label: Blog\n    href: /blog\n  - type: category\n    label: Guides\n    link: {type: generated-index, title: All guides, keywords: [a, b], image: /img/g.png, sidebar: x}\n    items: [intro]\n",
        )))
        .expect("unknown keys are left out, not a reason to stop");
    insta::assert_snapshot!(fixture.warnings().join("\n"), @"
    <dir>/sidebars.yml:3:11: unknown key `labl` in a link item, left out; did you mean `label`? a link item takes the keys `type`, `label`, `href`, `className` and `customProps`
    <dir>/sidebars.yml:8:100: unknown key `sidebar` in a generated-index link, left out; a generated-index link takes the keys `type`, `title`, `description`, `slug`, `keywords` and `image`
    ");
    let index = &sidebars.generated_indexes[0];
    assert_eq!(index.title, "All guides");
    assert_eq!(index.keywords, ["a", "b"]);
    assert_eq!(index.image.as_deref(), Some("/img/g.png"));
}

#[test]
fn bad_items_are_located() {
    let fixture = Fixture::new(&["intro.md"]);
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.yml", "docs:\n  - intro\n  - type: catgory\n    label: X\n    items: []\n"))),
        @r"
    <dir>/sidebars.yml:3:11: unknown type `catgory` for a sidebar item
    help: did you mean `category`? the types are `doc`, `ref`, `link`, `category`, `html` and `autogenerated`
    "
    );
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.toml", "docs = [{ type = \"category\", label = \"X\", items = [], collapsed = \"no\" }]\n"))),
        @r#"
    <dir>/sidebars.toml:1:67: `collapsed` of a category item must be true or false, found text
    help: write `collapsed` as true or false
    "#
    );
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.yml", "docs:\n  - {label: X, className: y}\n"))),
        @r"
    <dir>/sidebars.yml:2:5: cannot tell what kind of item has the keys `label` and `className`
    help: add `type:`, one of `doc`, `ref`, `link`, `category`, `html` or `autogenerated`
    "
    );
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.yml", "docs:\n  - type: autogenerated\n    dirName: gides\n"))),
        @r"
    <dir>/sidebars.yml:2:5: `dirName: gides` names no folder of the docs
    help: there are no folders; `.` generates the whole docs folder
    "
    );
}

#[test]
fn syntax_errors_have_line_and_column() {
    let fixture = Fixture::new(&["intro.md"]);
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.yml", "docs:\n  - intro\n  - [unclosed\n"))),
        @r"
    invalid YAML in <dir>/sidebars.yml:3:5: unclosed bracket '['
    help: fix the file at that position; check indentation, quotes and brackets
    "
    );
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.toml", "docs = [\n  \"intro\"\n  \"other\"\n]\n"))),
        @r#"
    invalid TOML in <dir>/sidebars.toml:3:3: missing comma between array elements, expected `,`
    help: fix the file at that position; check indentation, quotes and brackets
    "#
    );
}

#[test]
fn category_files_are_checked() {
    let fixture = Fixture::new(&["guides/deploy.md"]);
    fixture.write("guides/_category_.yml", "label: Guides\npostion: 2\n");
    fixture
        .build(None)
        .expect("an unknown key is left out, not a reason to stop");
    insta::assert_snapshot!(
        fixture.warnings().join("\n"),
        @"<dir>/guides/_category_.yml:2:10: unknown key `postion` in a category file, left out; did you mean `position`? a category file takes the keys `label`, `position`, `link`, `collapsed`, `collapsible`, `className` and `customProps`"
    );
    fixture.write(
        "guides/_category_.yml",
        "link: {type: doc, id: guides/nope}\n",
    );
    insta::assert_snapshot!(
        fixture.error(None),
        @r"
    <dir>/guides/_category_.yml:1:7: no doc has the id `guides/nope`
    help: the doc ids are `guides/deploy`
    "
    );
}

#[test]
fn two_categories_of_one_label_get_index_pages_of_their_own_with_a_warning() {
    let fixture = Fixture::new(&["a/guides/x.md", "b/guides/y.md"]);
    let sidebars = fixture
        .build(None)
        .expect("a label twice is not a reason to stop, as in Docusaurus");
    let pages: Vec<&str> = sidebars
        .generated_indexes
        .iter()
        .map(|index| index.permalink.as_str())
        .collect();
    assert!(
        pages.contains(&"/docs/category/guides/") && pages.contains(&"/docs/category/guides-2/"),
        "{pages:?}"
    );
    let warnings = fixture.warnings().join("\n");
    assert!(
        warnings
            .contains("the category `Guides` would get the index page `/docs/category/guides/`")
            && warnings.contains("it gets `/docs/category/guides-2/`"),
        "{warnings}"
    );
    // A slug the author chose twice is a mistake to fix.
    fixture.write(
        "a/guides/_category_.yml",
        "link: {type: generated-index, slug: both}\n",
    );
    fixture.write(
        "b/guides/_category_.yml",
        "link: {type: generated-index, slug: both}\n",
    );
    let error = fixture.error(None);
    assert!(
        error.contains("would get the index page `/docs/category/both/`"),
        "{error}"
    );
}

#[test]
fn drafts_listed_in_a_sidebar_file_are_left_out_of_production() {
    let mut fixture = Fixture::new(&["intro.md"]);
    fixture.draft_ids.push("wip".to_owned());
    let sidebars = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - intro\n  - wip\n  - {type: ref, id: wip}\n  - {type: category, label: Drafts, link: wip, items: [intro]}\n",
        )))
        .expect("drafts are not unknown docs");
    let items = sidebars.get("docs").expect("sidebar docs");
    assert_eq!(items.len(), 2);
    assert!(matches!(&items[1], Item::Category { href: None, .. }));
    // An id that is neither a doc nor a draft is still an error.
    assert!(
        fixture
            .build(Some(("sidebars.yml", "docs: [intro, nope]\n")))
            .is_err()
    );
}

#[test]
fn link_items_to_site_paths_get_the_base_url() {
    let fixture = Fixture::new(&["intro.md"]);
    let path = fixture.write(
        "sidebars.yml",
        "docs:\n  - {type: link, label: Blog, href: /blog/}\n  - {type: link, label: Out, href: https://x.dev/}\n  - {type: link, label: Done, href: /base/done/}\n",
    );
    let options = SidebarOptions {
        version_dir: fixture.dir.path(),
        category_base: "/base/docs/category/",
        trailing_slash: true,
        number_prefix_parser: true,
        base_url: "/base/",
        draft_ids: &[],
        collapsed: true,
        collapsible: true,
        warnings: &Warnings::default(),
        generator: None,
    };
    let sidebars = build_sidebars(Some(&path), &fixture.docs, &options).expect("valid sidebars");
    let hrefs: Vec<&str> = sidebars.sidebars[0]
        .1
        .iter()
        .filter_map(|item| match item {
            Item::Link { href, .. } => Some(href.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(hrefs, ["/base/blog/", "https://x.dev/", "/base/done/"]);
}

#[test]
fn json_file_means_the_same_as_yaml() {
    let fixture = every_item_type_fixture();
    let yaml = fixture
        .build(Some(("sidebars.yml", EVERY_ITEM_TYPE_YAML)))
        .expect("valid YAML sidebars");
    let value: serde_json::Value =
        serde_saphyr::from_str(EVERY_ITEM_TYPE_YAML).expect("the YAML as data");
    let json = fixture
        .build(Some((
            "sidebars.json",
            &serde_json::to_string_pretty(&value).expect("JSON text"),
        )))
        .expect("valid JSON sidebars");
    // The JSON text was written with its keys sorted: compare the sidebars by name.
    let by_name = |sidebars: &Sidebars| {
        let mut summary = summary(sidebars);
        if let Some(list) = summary["sidebars"].as_array_mut() {
            list.sort_by_key(|sidebar| sidebar["name"].to_string());
        }
        summary
    };
    assert_eq!(by_name(&yaml), by_name(&json));
}

#[test]
fn json_mistakes_are_located() {
    let fixture = Fixture::new(&["intro.md"]);
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.json", "{\n  \"docs\": [\n    \"intro\",\n    {\"type\": \"catgory\", \"label\": \"X\", \"items\": []}\n  ]\n}\n"))),
        @r"
    <dir>/sidebars.json:4:14: unknown type `catgory` for a sidebar item
    help: did you mean `category`? the types are `doc`, `ref`, `link`, `category`, `html` and `autogenerated`
    "
    );
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.json", "{\n  \"docs\": [\"intro\", \"intor\"]\n}\n"))),
        @r"
    <dir>/sidebars.json:2:21: no doc has the id `intor`
    help: did you mean `intro`?
    "
    );
    insta::assert_snapshot!(
        fixture.error(Some(("sidebars.json", "{\n  \"docs\": [\n    \"intro\"\n    \"other\"\n  ]\n}\n"))),
        @r"
    invalid JSON in <dir>/sidebars.json:4:5: expected `,` or `]`
    help: fix the file at that position; check indentation, quotes and brackets
    "
    );
}

#[test]
fn categories_can_be_written_as_a_map_of_labels() {
    let fixture = Fixture::new(&[
        "intro.md",
        "concepts.md",
        "guides/a.md",
        "guides/b.md",
        "guides/c.md",
    ]);
    let short = fixture
        .build(Some((
            "sidebars.json",
            r#"{"docs": {"Introduction": ["intro", "concepts"], "Guides": ["guides/a", {"More": ["guides/b"], "Last": ["guides/c"]}]}}"#,
        )))
        .expect("valid sidebars");
    let long = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - {type: category, label: Introduction, items: [intro, concepts]}\n  - type: category\n    label: Guides\n    items:\n      - guides/a\n      - {type: category, label: More, items: [guides/b]}\n      - {type: category, label: Last, items: [guides/c]}\n",
        )))
        .expect("valid sidebars");
    assert_eq!(summary(&short), summary(&long));
    let nested = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - type: category\n    label: All\n    items: {Introduction: [intro, concepts], Guides: [guides/a, guides/b, guides/c]}\n",
        )))
        .expect("valid sidebars");
    let labels: Vec<String> = match &nested.sidebars[0].1[0] {
        Item::Category { items, .. } => items
            .iter()
            .map(|item| match item {
                Item::Category { label, .. } => label.clone(),
                other => panic!("expected a category, found {other:?}"),
            })
            .collect(),
        other => panic!("expected a category, found {other:?}"),
    };
    assert_eq!(labels, ["Introduction", "Guides"]);
    // A whole sidebar written as one category, as Docusaurus allows.
    let single = fixture
        .build(Some((
            "sidebars.json",
            r#"{"docs": {"Introduction": ["intro", "concepts"]}}"#,
        )))
        .expect("valid sidebars");
    let one = fixture
        .build(Some((
            "sidebars.yml",
            "docs:\n  - {type: category, label: Introduction, items: [intro, concepts]}\n",
        )))
        .expect("valid sidebars");
    assert_eq!(summary(&single), summary(&one));
}

#[test]
fn instance_options_set_what_categories_do_not_say() {
    let mut fixture = Fixture::new(&["guides/a.md", "api/b.md", "more/c.md"]);
    fixture.write("more/_category_.yml", "collapsed: true\n");
    let file = (
        "sidebars.yml",
        "docs:\n  - {type: category, label: Guides, items: [guides/a]}\n  - {type: category, label: Api, collapsible: true, items: [api/b]}\n  - type: autogenerated\n    dirName: more\n  - {More: [{type: autogenerated, dirName: more}]}\n",
    );
    let states = |fixture: &Fixture, file| -> Vec<(bool, bool)> {
        let sidebars = fixture.build(file).expect("valid sidebars");
        fn walk(items: &[Item], out: &mut Vec<(bool, bool)>) {
            for item in items {
                if let Item::Category {
                    items,
                    collapsed,
                    collapsible,
                    ..
                } = item
                {
                    out.push((*collapsed, *collapsible));
                    walk(items, out);
                }
            }
        }
        let mut out = Vec::new();
        walk(&sidebars.sidebars[0].1, &mut out);
        out
    };
    assert!(
        states(&fixture, Some(file))
            .iter()
            .all(|state| *state == (true, true))
    );
    assert!(
        states(&fixture, None)
            .iter()
            .all(|state| *state == (true, true))
    );
    fixture.collapsed = false;
    assert_eq!(
        states(&fixture, Some(file)),
        [(false, true), (false, true), (false, true)]
    );
    // The autogenerated folder's category file says `collapsed: true`.
    assert_eq!(
        states(&fixture, None),
        [(false, true), (false, true), (true, true)]
    );
    fixture.collapsed = true;
    fixture.collapsible = false;
    // Not collapsible: always open; a category that says `collapsible: true` keeps its toggle.
    assert_eq!(
        states(&fixture, Some(file)),
        [(false, false), (true, true), (false, false)]
    );
}

#[test]
fn a_category_file_may_name_its_page_by_the_id_inside_its_folder() {
    // Docusaurus looks a category file's doc link up among the folder's docs first.
    let fixture = Fixture::new(&[
        "intro.md",
        "api/themes/themes-overview.md",
        "api/themes/colors.md",
    ]);
    fixture.write(
        "api/themes/_category_.yml",
        "label: Themes\nlink: {type: doc, id: themes-overview}\n",
    );
    let sidebars = fixture.build(None).expect("the local id is found");
    let summary = serde_json::to_string(&summary(&sidebars)).unwrap();
    assert!(
        summary.contains(r#""href":"/docs/api/themes/themes-overview/""#),
        "{summary}"
    );
    fixture.write(
        "api/themes/_category_.yml",
        "link: {type: doc, id: nowhere}\n",
    );
    assert!(fixture.error(None).contains("no doc has the id `nowhere`"));
}

#[test]
fn a_doc_named_with_its_docusaurus_1_version_prefix_is_found() {
    let fixture = Fixture::new(&["server-api.md"]);
    let sidebars = fixture
        .build(Some((
            "sidebars.json",
            r#"{"version-3.x/sidebar": ["version-3.x/server-api"]}"#,
        )))
        .expect("the prefix is read as Docusaurus 2 reads it");
    assert_eq!(
        summary(&sidebars)["docSidebar"],
        json!({"server-api": "version-3.x/sidebar"})
    );
}
