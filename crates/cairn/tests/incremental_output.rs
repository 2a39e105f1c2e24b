#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! What a rebuild changes in the output: nothing when nothing changed, and for an edited
//! page's text, that page and the files that list it, never the other pages (a deploy uploads
//! what changed, and a CDN keeps the rest).

mod support;
use std::collections::BTreeMap;
use std::path::Path;

use support::{build, rebuild, report, walk};

const FILES: &[(&str, &str)] = &[
    (
        "cairn.toml",
        "title = \"Increments\"\nurl = \"https://increments.example\"\n\n[llms]\nenabled = true\n",
    ),
    ("src/pages/index.md", "# Home\n\nWelcome.\n"),
    (
        "docs/start.md",
        "---\nsidebar_position: 1\n---\n# Start\n\nSee [the second page](./second.md).\n",
    ),
    (
        "docs/second.md",
        "---\nsidebar_position: 2\n---\n# Second\n\nThe second page says little.\n\n## Details\n\nMore words.\n",
    ),
    (
        "docs/third.md",
        "---\nsidebar_position: 3\n---\n# Third\n\nLast page.\n",
    ),
];

/// Every file of the output, by path relative to it.
fn output_files(build: &Path) -> BTreeMap<String, Vec<u8>> {
    walk(build)
        .into_iter()
        .map(|path| {
            let relative = path
                .strip_prefix(build)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            (relative, std::fs::read(&path).unwrap())
        })
        .collect()
}

/// The paths whose content differs between two outputs, or that only one has.
fn changed_paths(
    before: &BTreeMap<String, Vec<u8>>,
    after: &BTreeMap<String, Vec<u8>>,
) -> Vec<String> {
    let mut paths: Vec<String> = before
        .keys()
        .chain(after.keys())
        .filter(|path| before.get(*path) != after.get(*path))
        .cloned()
        .collect();
    paths.sort();
    paths.dedup();
    paths
}

#[test]
fn a_rebuild_writes_the_same_bytes_and_an_edit_changes_only_its_page() {
    let (root, output) = build(FILES);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let first = output_files(&out);
    assert!(
        first.contains_key("cairn-routes.json"),
        "{:?}",
        first.keys()
    );

    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(
        changed_paths(&first, &output_files(&out)),
        Vec::<String>::new(),
        "a rebuild with nothing changed writes the same output"
    );

    let page = root.path().join("site/docs/second.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, text.replace("says little", "says a little more")).unwrap();
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    let edited = output_files(&out);
    let changed = changed_paths(&first, &edited);

    let pages: Vec<&String> = changed
        .iter()
        .filter(|path| path.ends_with(".html"))
        .collect();
    assert_eq!(pages, ["docs/second/index.html"], "{changed:#?}");
    // The page's own data chunk, under a new name: the old one is gone.
    let chunks: Vec<&String> = changed
        .iter()
        .filter(|path| path.starts_with("assets/"))
        .collect();
    assert_eq!(chunks.len(), 2, "{changed:#?}");
    assert!(
        chunks.iter().all(|path| path.starts_with("assets/data/")),
        "{changed:#?}"
    );
    // Then the files that list the page: the route manifest, the page's Markdown twin, the
    // files for models (`llms.txt` lists its description, its first sentence), and the
    // search index.
    let others: Vec<&String> = changed
        .iter()
        .filter(|path| !path.ends_with(".html") && !path.starts_with("assets/"))
        .filter(|path| !path.starts_with("pagefind/"))
        .collect();
    assert_eq!(
        others,
        [
            "cairn-routes.json",
            "docs/second/index.md",
            "llms-full.txt",
            "llms.txt"
        ],
        "{changed:#?}"
    );
    assert!(changed.iter().any(|path| path.starts_with("pagefind/")));

    // The manifest names the page's new chunk and the build's site data, which every page
    // names too: a page checks that the manifest it fetched is of its own build.
    let manifest: serde_json::Value = serde_json::from_slice(&edited["cairn-routes.json"]).unwrap();
    let new_chunk = chunks
        .iter()
        .find(|path| edited.contains_key(path.as_str()))
        .unwrap();
    assert_eq!(
        manifest["routes"]["/docs/second/"]["data"]["page"],
        format!("/{new_chunk}")
    );
    let site = manifest["site"].as_str().unwrap();
    let home = String::from_utf8(edited["index.html"].clone()).unwrap();
    assert!(home.contains(&format!("\"site\":\"{site}\"")), "{home}");
    assert!(
        home.contains("\"manifest\":\"/cairn-routes.json\""),
        "{home}"
    );
}

/// The inode of a file: the same when a build kept the previous build's file.
#[cfg(unix)]
fn inode(path: &Path) -> u64 {
    std::os::unix::fs::MetadataExt::ino(&std::fs::metadata(path).unwrap())
}

/// The line `cairn build` prints when it kept pages: `Rendered N of M pages; …`.
fn rendered(output: &std::process::Output) -> Option<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| {
            line.strip_prefix("Rendered ")
                .and_then(|rest| rest.split(';').next())
                .map(str::to_owned)
        })
}

#[cfg(unix)]
#[test]
fn a_rebuild_renders_only_the_pages_whose_inputs_changed() {
    let (root, output) = build(FILES);
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(rendered(&output), None, "a first build renders every page");
    let out = root.path().join("site/build");
    let (start, second) = (
        out.join("docs/start/index.html"),
        out.join("docs/second/index.html"),
    );
    let (start_inode, second_inode) = (inode(&start), inode(&second));

    // Nothing changed: every page, the not-found page too, is the previous build's file.
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(rendered(&output).as_deref(), Some("0 of 6 pages"));
    assert_eq!(inode(&start), start_inode);

    // One page's text: that page alone is rendered, and shows the edit.
    let page = root.path().join("site/docs/second.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, text.replace("says little", "says a great deal")).unwrap();
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(rendered(&output).as_deref(), Some("1 of 6 pages"));
    assert_eq!(inode(&start), start_inode);
    assert_ne!(inode(&second), second_inode);
    assert!(
        std::fs::read_to_string(&second)
            .unwrap()
            .contains("says a great deal")
    );

    // A page of the output changed by hand is not the page the cache knows: rendered again.
    std::fs::write(&start, "tampered").unwrap();
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(rendered(&output).as_deref(), Some("1 of 6 pages"));
    assert!(std::fs::read_to_string(&start).unwrap().contains("<h1"));

    // What every page shows (the site's title, in the navbar and each title) renders them all.
    let config = root.path().join("site/cairn.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    std::fs::write(&config, text.replace("Increments", "Steps")).unwrap();
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(rendered(&output), None, "{}", report(&output));
    assert!(
        std::fs::read_to_string(&start)
            .unwrap()
            .contains("Start | Steps")
    );

    // Without the previous output, there is nothing to keep.
    std::fs::remove_dir_all(&out).unwrap();
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(rendered(&output), None);
    assert!(start.is_file());
}

#[test]
fn the_links_of_a_kept_page_are_still_checked() {
    let mut files = FILES.to_vec();
    files[0] = (
        "cairn.toml",
        "title = \"Increments\"\nurl = \"https://increments.example\"\nonBrokenLinks = \"warn\"\n",
    );
    files[1] = (
        "src/pages/index.md",
        "# Home\n\nSee [nowhere](/nowhere/).\n",
    );
    let (root, output) = build(&files);
    let warning = "broken link: / links to `/nowhere/`";
    assert!(report(&output).contains(warning), "{}", report(&output));
    let output = rebuild(root.path());
    assert_eq!(rendered(&output).as_deref(), Some("0 of 6 pages"));
    assert!(report(&output).contains(warning), "{}", report(&output));
}

/// Writes `text` at `path` of the site in `root`, or removes the file with `None`.
fn set(root: &Path, path: &str, text: Option<&str>) {
    let full = root.join("site").join(path);
    match text {
        Some(text) => {
            std::fs::create_dir_all(full.parent().unwrap()).unwrap();
            std::fs::write(full, text).unwrap();
        }
        None => std::fs::remove_file(full).unwrap(),
    }
}

#[cfg(unix)]
#[test]
fn a_build_made_over_from_an_older_output_is_the_output_a_first_build_writes() {
    // The first build: a static file `guide` and a page at `faq/`, which later swap kinds.
    let mut files = FILES.to_vec();
    files.extend([
        ("static/guide", "a file where a folder will be"),
        ("static/old.txt", "removed later"),
        (
            "src/pages/faq.md",
            "# FAQ\n\nA page where a file will be.\n",
        ),
    ]);
    let (root, output) = build(&files);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let first_folder = inode(&out.join("docs/start"));

    // The second build replaces the first, which is kept for the third to make over.
    set(
        root.path(),
        "docs/second.md",
        Some("# Second\n\nEdited once.\n"),
    );
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    let spares = root.path().join("site/.cairn/previous-output");
    assert_eq!(std::fs::read_dir(&spares).unwrap().count(), 1);

    // The third: a page gone, a static file gone, a file where a folder was and a folder
    // where a file was, an edited page.
    set(root.path(), "docs/third.md", None);
    set(root.path(), "static/old.txt", None);
    set(root.path(), "static/guide", None);
    set(
        root.path(),
        "src/pages/guide.md",
        Some("# Guide\n\nNow a page.\n"),
    );
    set(root.path(), "src/pages/faq.md", None);
    set(root.path(), "static/faq", Some("now a file"));
    set(
        root.path(),
        "docs/second.md",
        Some("# Second\n\nEdited twice.\n"),
    );
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    // The first build's folders, made over.
    assert_eq!(inode(&out.join("docs/start")), first_folder);
    let made_over = output_files(&out);

    // The same site built once from nothing: the same files, byte for byte.
    let cold: Vec<(String, String)> = support::walk(&root.path().join("site"))
        .into_iter()
        .filter_map(|path| {
            let relative = path.strip_prefix(root.path().join("site")).unwrap();
            let first = relative.components().next().unwrap().as_os_str();
            (first != "build" && first != ".cairn").then(|| {
                (
                    relative.to_string_lossy().into_owned(),
                    std::fs::read_to_string(&path).unwrap(),
                )
            })
        })
        .collect();
    let (fresh_root, output) = build(&cold);
    assert!(output.status.success(), "{}", report(&output));
    let fresh = output_files(&fresh_root.path().join("site/build"));
    assert_eq!(
        changed_paths(&fresh, &made_over),
        Vec::<String>::new(),
        "a build made over from an older output differs from a first build"
    );
    assert!(made_over.contains_key("guide/index.html"));
    assert_eq!(made_over["faq"], b"now a file");
    // Nothing is left beside the output folder.
    let beside: Vec<String> = std::fs::read_dir(root.path().join("site"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".build"))
        .collect();
    assert_eq!(beside, Vec::<String>::new());
}
