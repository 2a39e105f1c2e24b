#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The blog plugin: a blog shaped like a Docusaurus one builds with only `[[blog]]`; dates,
//! URLs, authors, tags, pagination, unlisted and draft posts, changelog mode, and errors.

mod support;

use cairn_content::{ContentError, Plan};
use support::*;

const AUTHORS: &str = "ada:\n  name: Ada Lovelace\n  title: Engine author\n  url: https://ada.dev\n  image_url: /img/ada.png\n  socials:\n    github: ada\n    x: '@ada'\n  page: true\nsam:\n  name: Sam Hill\n  email: sam@example.com\n";

/// A blog as Docusaurus sites keep one: dated files and folders, an authors file with
/// socials, truncate markers, tags.
fn docusaurus_blog() -> tempfile::TempDir {
    site(&[
        (
            "blog/2021-08-26-welcome.md",
            "---\ntitle: Welcome\nauthors: [ada, sam]\ntags: [hello, release]\n---\n\nFirst words.\n\n<!-- truncate -->\n\nMore words after the fold.\n",
        ),
        (
            "blog/2019-05-30-long-post/index.md",
            "---\nauthors: ada\ntags: [hello]\n---\n# Long post\n\nAn intro with a [link to the welcome post](../2021-08-26-welcome.md).\n\n{/* truncate */}\n\n## Details\n\nText.\n",
        ),
        (
            "blog/2019/05/28/first.md",
            "---\ntitle: First\nauthors:\n  name: Guest Writer\n  url: https://guest.dev\n---\nShort post.\n",
        ),
        (
            "blog/releases/3.4.md",
            "---\ntitle: Cairn 3.4\ndate: 2024-12-10T10:00:00Z\ntags: [release]\n---\nRelease notes.\n",
        ),
        (
            "blog/hidden.md",
            "---\ntitle: Hidden\ndate: 2020-01-01\nunlisted: true\ntags: [release, secret]\n---\nNot in lists.\n",
        ),
        (
            "blog/2025-01-01-draft.md",
            "---\ntitle: Draft\ndraft: true\n---\nNot built.\n",
        ),
        ("blog/authors.yml", AUTHORS),
        ("blog/_partial.md", "Not a post.\n"),
    ])
}

fn route<'a>(plan: &'a Plan, path: &str) -> &'a cairn_content::Route {
    plan.routes
        .iter()
        .find(|route| route.path == path)
        .unwrap_or_else(|| panic!("no route {path}: {}", route_table(plan)))
}

#[test]
fn a_docusaurus_blog_builds_with_only_a_blog_table() {
    let dir = docusaurus_blog();
    let plan = plan_with(dir.path(), "[[blog]]\npath = \"blog\"\npostsPerPage = 2\n").unwrap();
    insta::assert_snapshot!(route_table(&plan));

    let welcome = chunk_json(&plan, "/blog/2021/08/26/welcome/", "page");
    assert_eq!(welcome["date"], "2021-08-26T00:00:00.000Z");
    assert_eq!(welcome["authors"][0]["page"], "/blog/authors/ada/");
    assert_eq!(
        welcome["authors"][0]["socials"]["github"],
        "https://github.com/ada"
    );
    assert_eq!(welcome["authors"][0]["socials"]["x"], "https://x.com/ada");
    assert!(welcome["authors"][1].get("page").is_none());
    assert_eq!(welcome["tags"][0]["permalink"], "/blog/tags/hello/");
    // Newest first: the 3.4 release is newer, the long post older.
    assert_eq!(welcome["previous"]["permalink"], "/blog/releases/3.4/");
    assert_eq!(welcome["next"]["permalink"], "/blog/2019/05/30/long-post/");

    let long = chunk_json(&plan, "/blog/2019/05/30/long-post/", "page");
    assert_eq!(long["title"], "Long post");
    // The relative file link resolves to the post's URL.
    let content = long["content"].to_string();
    assert!(content.contains("/blog/2021/08/26/welcome/"), "{content}");

    let first_page = chunk_json(&plan, "/blog/", "page");
    assert_eq!(first_page["pagination"]["totalPages"], 2);
    assert_eq!(first_page["pagination"]["next"], "/blog/page/2/");
    let posts = first_page["posts"].as_array().unwrap();
    assert_eq!(posts.len(), 2);
    assert_eq!(posts[1]["truncated"], true);
    assert!(!posts[1]["content"].to_string().contains("fold"));
    assert_eq!(posts[0]["truncated"], false);

    // Unlisted: its page exists with noindex, but no list, tag, archive or sidebar has it.
    let hidden = route(&plan, "/blog/hidden/");
    assert!(hidden.head.iter().any(|tag| {
        tag.attributes
            .iter()
            .any(|(_, value)| value.contains("noindex"))
    }));
    // A tag only it has gets a page its link can lead to, unlisted and not in the tag list.
    let secret = route(&plan, "/blog/tags/secret/");
    assert!(secret.head.iter().any(|tag| {
        tag.attributes
            .iter()
            .any(|(_, value)| value.contains("noindex"))
    }));
    let tags = chunk_json(&plan, "/blog/tags/", "page").to_string();
    assert!(!tags.contains("secret") && tags.contains("hello"), "{tags}");
    let release_tag = chunk_json(&plan, "/blog/tags/release/", "page");
    assert_eq!(release_tag["pagination"]["totalPosts"], 2);
    let archive = chunk_json(&plan, "/blog/archive/", "page").to_string();
    assert!(!archive.contains("Hidden"));
    let sidebar = chunk_json(&plan, "/blog/", "sidebar").to_string();
    assert!(!sidebar.contains("Hidden") && sidebar.contains("Recent posts"));

    let authors = chunk_json(&plan, "/blog/authors/", "page");
    assert_eq!(authors["authors"][0]["name"], "Ada Lovelace");
    assert_eq!(authors["authors"][0]["count"], 2);
    let global = &site_json(&plan)["globalData"]["blog"]["default"];
    assert_eq!(global["path"], "/blog/");
    assert_eq!(global["authorsListPath"], "/blog/authors/");
    // The feeds are announced on every page.
    assert!(plan.head_tags.iter().any(|tag| {
        tag.attributes
            .iter()
            .any(|(_, value)| value == "/blog/rss.xml")
    }));
}

#[test]
fn drafts_are_built_only_in_development() {
    let dir = docusaurus_blog();
    let options = cairn_content::PlanOptions {
        include_drafts: true,
        ..Default::default()
    };
    let plan = plan_with_options(dir.path(), "[[blog]]\n", &options).unwrap();
    let draft = chunk_json(&plan, "/blog/2025/01/01/draft/", "page");
    assert_eq!(draft["draft"], true);
}

#[test]
fn options_shape_the_pages() {
    let dir = docusaurus_blog();
    let plan = plan_with(
        dir.path(),
        "[[blog]]\nrouteBasePath = \"news\"\nblogTitle = \"News\"\npostsPerPage = \"ALL\"\nblogSidebarCount = 0\narchiveBasePath = false\nshowReadingTime = false\npageBasePath = \"p\"\ntagsBasePath = \"topics\"\neditUrl = \"https://github.com/o/r/edit/main\"\nfeedOptions = { type = \"json\" }\n",
    )
    .unwrap();
    let list = route(&plan, "/news/");
    assert!(list.data.iter().all(|(key, _)| key != "sidebar"));
    assert_eq!(
        chunk_json(&plan, "/news/", "page")["posts"]
            .as_array()
            .unwrap()
            .len(),
        4
    );
    assert!(
        plan.routes
            .iter()
            .all(|route| !route.path.contains("archive"))
    );
    assert!(
        plan.routes
            .iter()
            .any(|route| route.path == "/news/topics/hello/")
    );
    let post = chunk_json(&plan, "/news/releases/3.4/", "page");
    assert!(post.get("readingTime").is_none());
    assert_eq!(
        post["editUrl"],
        "https://github.com/o/r/edit/main/blog/releases/3.4.md"
    );
    assert!(plan.head_tags.iter().any(|tag| {
        tag.attributes
            .iter()
            .any(|(_, value)| value == "/news/feed.json")
    }));
}

#[test]
fn an_unknown_author_lists_the_known_ones() {
    let dir = site(&[
        ("blog/2021-01-01-a.md", "---\nauthors: [ada, bob]\n---\nA\n"),
        ("blog/authors.yml", AUTHORS),
    ]);
    let error = plan_with(dir.path(), "[[blog]]\n").unwrap_err().to_string();
    assert!(
        error.contains("2021-01-01-a.md: unknown author `bob`"),
        "{error}"
    );
    assert!(error.contains("lists: ada, sam"), "{error}");
}

#[test]
fn bad_dates_authors_files_and_duplicate_urls_are_located() {
    let dir = site(&[("blog/a.md", "---\ndate: 2021-02-30\n---\nA\n")]);
    let error = plan_with(dir.path(), "[[blog]]\n").unwrap_err().to_string();
    assert!(
        error.contains("a.md: `date: 2021-02-30` is not a date"),
        "{error}"
    );
    // A file name's date that is no date, rather than a post dated when it was built; the
    // front matter's date, when it has one, wins.
    let dir = site(&[("blog/2026-13-45-odd.md", "# Odd\n")]);
    let error = plan_with(dir.path(), "[[blog]]\n").unwrap_err().to_string();
    assert!(
        error.contains("2026-13-45-odd.md: the file name's date `2026-13-45` is not a date"),
        "{error}"
    );
    let dir = site(&[(
        "blog/2026-13-45-odd.md",
        "---\ndate: 2026-01-02\n---\n# Odd\n",
    )]);
    assert!(plan_with(dir.path(), "[[blog]]\n").is_ok());

    let dir = site(&[
        ("blog/a.md", "---\ndate: 2021-02-01\n---\nA\n"),
        ("blog/authors.yml", "ada:\n  name: Ada\n  name: twice\n"),
    ]);
    let error = plan_with(dir.path(), "[[blog]]\n").unwrap_err().to_string();
    assert!(error.contains("authors.yml:3:"), "{error}");

    let dir = site(&[
        ("blog/a.md", "---\ndate: 2021-02-01\nslug: same\n---\nA\n"),
        ("blog/b.md", "---\ndate: 2021-02-02\nslug: same\n---\nB\n"),
    ]);
    let error = plan_with(dir.path(), "onDuplicateRoutes = \"throw\"\n[[blog]]\n").unwrap_err();
    assert!(
        matches!(&error, ContentError::DuplicateRoute { path, .. } if path == "/blog/same/"),
        "{error:?}"
    );
}

#[test]
fn changelog_mode_makes_a_page_per_version() {
    let mut changelog = String::from("# Changelog\n\n");
    for minor in (0..25).rev() {
        changelog.push_str(&format!(
            "## 1.{minor}.0 (2024-01-{:02})\n\n#### :bug: Bug Fix\n\n- Fixed thing {minor}\n\n#### Committers: 1\n\n- Ada Lovelace ([@ada](https://github.com/ada))\n\n",
            minor + 1
        ));
    }
    changelog.push_str("## V1 Changelog\n\nOlder notes.\n");
    let dir = site(&[("CHANGELOG.md", &changelog)]);
    let plan = plan_with(
        dir.path(),
        "[[blog]]\nid = \"changelog\"\nrouteBasePath = \"changelog\"\nblogTitle = \"Changelog\"\nchangelog = \"CHANGELOG.md\"\npostsPerPage = 20\n",
    )
    .unwrap();
    let list = chunk_json(&plan, "/changelog/", "page");
    assert_eq!(list["changelog"], true);
    assert_eq!(list["posts"][0]["title"], "1.24.0");
    assert_eq!(list["pagination"]["totalPages"], 2);
    let entry = chunk_json(&plan, "/changelog/1.3.0/", "page");
    assert_eq!(entry["authors"][0]["name"], "Ada Lovelace");
    assert_eq!(entry["listPage"]["permalink"], "/changelog/page/2/");
    assert!(entry.get("readingTime").is_none());
    assert!(
        route(&plan, "/changelog/V1 Changelog/")
            .path
            .ends_with("Changelog/")
    );
    assert!(
        plan.routes
            .iter()
            .all(|route| !route.path.contains("archive"))
    );
}

#[test]
fn feeds_hold_the_rendered_posts_and_parse_as_their_formats() {
    let dir = docusaurus_blog();
    let config = cairn_config::parse(
        "title = \"Test\"\nurl = \"https://test.dev\"\n[[blog]]\nfeedOptions = { type = \"all\", limit = 2, copyright = \"© Test\" }\n",
        std::path::Path::new("cairn.toml"),
    )
    .unwrap();
    let loaded = load_with(dir.path(), &config).unwrap();
    let mut plan = plan(&config, &loaded, &Default::default()).unwrap();
    let mut feeds = outputs_of(&mut plan, "blog").unwrap();
    // What the render stage would have written for each post.
    let out = tempfile::tempdir().unwrap();
    for route in plan
        .routes
        .iter()
        .filter(|route| route.component == "@theme/BlogPostPage")
    {
        let file = out.path().join(plan.urls.output_file(&route.path));
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(
            file,
            format!("<html><body><article><div class=\"markdown\"><p>Body of {} with <a href=\"/docs/\">a link</a></p></div></article></body></html>", route.path),
        )
        .unwrap();
    }
    let context = cairn_content::plugin::PostBuildContext {
        config: &config,
        plan: &plan,
        site_dir: dir.path(),
        out_dir: out.path(),
        rendered_no_index: &Default::default(),
    };
    let files = feeds.post_build(&context).unwrap();
    let paths: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
    assert_eq!(paths, ["blog/rss.xml", "blog/atom.xml", "blog/feed.json"]);

    let rss = rss::Channel::read_from(&files[0].bytes[..]).unwrap();
    assert_eq!(rss.title(), "Test Blog");
    assert_eq!(rss.copyright(), Some("© Test"));
    assert_eq!(rss.items().len(), 2);
    let newest = &rss.items()[0];
    assert_eq!(newest.link(), Some("https://test.dev/blog/releases/3.4/"));
    assert_eq!(
        newest.content(),
        Some(
            "<p>Body of /blog/releases/3.4/ with <a href=\"https://test.dev/docs/\">a link</a></p>"
        )
    );
    assert!(
        newest
            .pub_date()
            .unwrap()
            .starts_with("Tue, 10 Dec 2024 10:00:00")
    );

    let atom = atom_syndication::Feed::read_from(&files[1].bytes[..]).unwrap();
    assert_eq!(atom.entries().len(), 2);
    assert_eq!(atom.entries()[1].authors()[0].name(), "Ada Lovelace");

    let json: serde_json::Value = serde_json::from_slice(&files[2].bytes).unwrap();
    assert_eq!(json["version"], "https://jsonfeed.org/version/1.1");
    assert_eq!(
        json["items"][1]["url"],
        "https://test.dev/blog/2021/08/26/welcome/"
    );
}

#[test]
fn an_unknown_key_of_an_author_is_a_warning_and_the_authors_are_kept() {
    // Docusaurus accepts any key in authors.yml; one key Cairn does not know must not cost
    // every post its authors.
    let dir = site(&[
        (
            "blog/a.md",
            "---\ndate: 2021-02-01\nauthors: [ada, sam]\n---\nA\n",
        ),
        (
            "blog/authors.yml",
            "ada:\n  name: Ada\n  twitter: ada_l\n  url: https://ada.dev\nsam:\n  name: Sam\n  imageURL: /img/sam.png\n",
        ),
    ]);
    let plan = plan_with(dir.path(), "[[blog]]\n").unwrap();
    let site_name = dir
        .path()
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let warnings: Vec<String> = plan.warnings.iter().map(ToString::to_string).collect();
    insta::assert_snapshot!(warnings.join("\n").replace(&site_name, "<site>"), @"<site>/blog/authors.yml:3: unknown key `twitter` of author `ada`, left out; an author takes name, title, url, image_url, email, socials, page, description");
    let post = chunk_json(&plan, "/blog/a/", "page");
    let names: Vec<&str> = post["authors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|author| author["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ada", "Sam"]);
}

#[test]
fn under_a_base_url_list_pages_and_avatars_have_it_once() {
    let dir = docusaurus_blog();
    let plan = plan_with(
        dir.path(),
        "baseUrl = \"/sub/\"\n[[blog]]\npostsPerPage = 1\n",
    )
    .unwrap();
    assert!(
        plan.routes
            .iter()
            .any(|route| route.path == "/sub/blog/page/2/"),
        "{}",
        route_table(&plan)
    );
    assert!(
        plan.routes
            .iter()
            .all(|route| !route.path.contains("/sub/sub/")),
        "{}",
        route_table(&plan)
    );
    let welcome = chunk_json(&plan, "/sub/blog/2021/08/26/welcome/", "page");
    assert_eq!(welcome["authors"][0]["imageUrl"], "/sub/img/ada.png");
    let ada = chunk_json(&plan, "/sub/blog/authors/ada/", "page");
    assert!(ada.to_string().contains("\"/sub/img/ada.png\""), "{ada}");
}
