#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `cairn init`: a new site, made in the system's temporary folder (outside the repository,
//! so nothing of the workspace's `node_modules` is found), installs from the registry with
//! npm and builds with nothing but the theme tarball it was given.

use std::path::Path;
use std::process::{Command, Output};

fn cairn(current_dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(args)
        .current_dir(current_dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("cairn runs")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// An empty temporary folder outside the repository; the site is made in its `site/`.
fn outside_repository() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let repository = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    assert!(
        !dir.path().canonicalize().unwrap().starts_with(repository),
        "the system's temporary folder must be outside the repository"
    );
    dir
}

/// Whether `path` is where this release writes its theme:
/// `vendor/cairn-theme-<version>-<hash>.tgz`, the hash being ten hex digits of its bytes.
fn is_theme_tarball(path: &str) -> bool {
    let prefix = format!("vendor/cairn-theme-{}-", env!("CARGO_PKG_VERSION"));
    path.strip_prefix(&prefix)
        .and_then(|rest| rest.strip_suffix(".tgz"))
        .is_some_and(|hash| hash.len() == 10 && hash.bytes().all(|byte| byte.is_ascii_hexdigit()))
}

/// The theme tarball of the site in `site`, as a path inside it; the only one there.
fn theme_tarball(site: &Path) -> String {
    let tarballs: Vec<String> = std::fs::read_dir(site.join("vendor"))
        .unwrap()
        .map(|entry| format!("vendor/{}", entry.unwrap().file_name().to_string_lossy()))
        .filter(|path| path.starts_with("vendor/cairn-theme-"))
        .collect();
    assert_eq!(tarballs.len(), 1, "{tarballs:?}");
    assert!(is_theme_tarball(&tarballs[0]), "{tarballs:?}");
    tarballs[0].clone()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// `cairn init`, `npm install`, `cairn build`; returns the output folder.
fn init_install_build(root: &Path, template: &str) -> std::path::PathBuf {
    let output = cairn(root, &["init", "site", "--template", template]);
    assert!(output.status.success(), "{}", stderr(&output));
    let printed = stdout(&output);
    assert!(printed.contains("cd site"), "{printed}");
    assert!(printed.contains("npm install"), "{printed}");
    assert!(printed.contains("cairn build"), "{printed}");

    let site = root.join("site");
    cairn_config::load(&site).unwrap_or_else(|error| panic!("{template}: {error:?}"));
    let install = Command::new("npm")
        .args(["install", "--no-audit", "--no-fund"])
        .current_dir(&site)
        .output()
        .expect("npm runs");
    assert!(
        install.status.success(),
        "npm install: {}",
        stderr(&install)
    );
    assert!(
        site.join("node_modules/@cairn/theme/bin/bundle.mjs")
            .is_file()
    );
    // A real copy of the package, not a link back into the repository.
    assert!(
        !std::fs::symlink_metadata(site.join("node_modules/@cairn/theme"))
            .unwrap()
            .is_symlink()
    );

    let build = cairn(root, &["build", "site"]);
    assert!(
        build.status.success(),
        "{template}: {}\n{}",
        stdout(&build),
        stderr(&build)
    );
    // Same versions: no warning about the theme's.
    assert!(
        !stderr(&build).contains("theme_version"),
        "{}",
        stderr(&build)
    );
    site.join("build")
}

/// The page exists and links the theme's stylesheet and entry script, which exist too.
fn assert_page(out: &Path, page: &str, text: &str) {
    let html = read(&out.join(page));
    assert!(html.contains(text), "{page} lacks {text:?}");
    for needle in ["/assets/css/style-", "/assets/js/entry-"] {
        let start = html
            .find(needle)
            .unwrap_or_else(|| panic!("{page} does not reference {needle}…"));
        let end = start + html[start..].find('"').unwrap();
        let asset = &html[start + 1..end];
        assert!(out.join(asset).is_file(), "{page}: {asset} was not written");
    }
}

#[test]
fn classic_installs_and_builds() {
    let root = outside_repository();
    let out = init_install_build(root.path(), "classic");
    assert_page(&out, "index.html", "Get started");
    assert_page(&out, "docs/intro/index.html", "What is where");
    assert_page(&out, "docs/writing/docs/index.html", "Add a page");
    assert_page(&out, "blog/welcome/index.html", "Write a post");
    assert!(out.join("404.html").is_file());
    assert!(out.join("img/logo.svg").is_file());

    // Published under a sub-path, the home page's links follow it: the build checks them.
    let config = root.path().join("site/cairn.toml");
    let toml = read(&config).replace("baseUrl = \"/\"", "baseUrl = \"/project/\"");
    std::fs::write(&config, toml).unwrap();
    let build = cairn(root.path(), &["build", "site"]);
    assert!(build.status.success(), "{}", stderr(&build));
    let home = read(&out.join("index.html"));
    for link in [
        "/project/docs/intro/",
        "/project/blog/",
        "/project/img/logo.svg",
    ] {
        assert!(
            home.contains(&format!("=\"{link}\"")),
            "the home page lacks {link}"
        );
    }
}

#[test]
fn docs_only_installs_and_builds() {
    let root = outside_repository();
    let out = init_install_build(root.path(), "docs-only");
    // The introduction is the home page.
    assert_page(&out, "index.html", "What is where");
    assert_page(&out, "writing/docs/index.html", "Add a page");
    assert!(!root.path().join("site/blog").exists());
}

#[test]
fn blog_only_installs_and_builds() {
    let root = outside_repository();
    let out = init_install_build(root.path(), "blog-only");
    // The list of posts is the home page.
    assert_page(&out, "index.html", "Welcome to the blog");
    assert_page(&out, "welcome/index.html", "Write a post");
    assert!(!root.path().join("site/docs").exists());
}

#[test]
fn the_site_gets_its_files_and_the_theme_tarball() {
    let root = outside_repository();
    let output = cairn(root.path(), &["init", "site"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let site = root.path().join("site");
    for file in [
        "cairn.toml",
        "sidebars.yml",
        "docs/intro.md",
        "blog/authors.yml",
        "src/pages/index.tsx",
        "static/img/logo.svg",
        ".gitignore",
    ] {
        assert!(site.join(file).is_file(), "{file} is missing");
    }
    let gitignore = read(&site.join(".gitignore"));
    for line in [
        "node_modules/",
        "build/",
        ".cairn/",
        ".build.partial-*/",
        ".build.previous-*/",
    ] {
        assert!(gitignore.lines().any(|entry| entry == line), "{gitignore}");
    }

    let tarball = theme_tarball(&site);
    let package: serde_json::Value =
        serde_json::from_str(&read(&site.join("package.json"))).unwrap();
    assert_eq!(package["private"], true);
    assert_eq!(package["type"], "module");
    assert_eq!(package["scripts"]["build"], "cairn build");
    assert_eq!(
        package["dependencies"]["@cairn/theme"],
        format!("file:{tarball}").as_str()
    );

    // npm's layout, the theme's files without its tests, dependencies pinned.
    let listing = Command::new("tar")
        .args(["-tzf", &tarball])
        .current_dir(&site)
        .output()
        .unwrap();
    let listing = stdout(&listing);
    for file in [
        "package/package.json",
        "package/bin/bundle.mjs",
        "package/bin/ssr-worker.mjs",
        "package/src/index.ts",
    ] {
        assert!(
            listing.lines().any(|line| line == file),
            "{file} not packed"
        );
    }
    for test_file in [
        ".test.",
        "__tests__",
        "__fixtures__",
        "test-setup",
        "vitest",
    ] {
        assert!(
            !listing.contains(test_file),
            "{test_file} packed:\n{listing}"
        );
    }
    let manifest = Command::new("tar")
        .args(["-xzOf", &tarball, "package/package.json"])
        .current_dir(&site)
        .output()
        .unwrap();
    let manifest: serde_json::Value = serde_json::from_slice(&manifest.stdout).unwrap();
    assert_eq!(manifest["version"], env!("CARGO_PKG_VERSION"));
    assert!(manifest.get("devDependencies").is_none());
    assert!(manifest.get("scripts").is_none());
    let dependencies = manifest["dependencies"].as_object().unwrap();
    for (name, pinned) in dependencies {
        let pinned = pinned.as_str().unwrap();
        assert!(
            pinned.chars().all(|c| c.is_ascii_digit() || c == '.'),
            "{name} is not pinned: {pinned}"
        );
    }
    // The site's React is the theme's, so npm installs one React.
    for name in ["react", "react-dom"] {
        assert_eq!(package["dependencies"][name], dependencies[name]);
    }
}

#[test]
fn a_folder_that_is_not_empty_is_refused() {
    let root = outside_repository();
    let site = root.path().join("site");
    std::fs::create_dir_all(site.join("notes")).unwrap();
    for file in ["a.txt", "b.txt", "c.txt", "d.txt", "e.txt", "f.txt"] {
        std::fs::write(site.join(file), "mine").unwrap();
    }
    let output = cairn(root.path(), &["init", "site"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(!stderr(&output).contains("panicked"));
    insta::assert_snapshot!("not_empty", stderr(&output));
    assert!(!site.join("cairn.toml").exists(), "nothing may be written");
}

#[test]
fn force_writes_over_a_folder_and_keeps_other_files() {
    let root = outside_repository();
    let site = root.path().join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("README.md"), "mine").unwrap();
    std::fs::write(site.join("cairn.toml"), "title = \"old\"").unwrap();
    let output = cairn(
        root.path(),
        &["init", "site", "--force", "--template", "docs-only"],
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(read(&site.join("README.md")), "mine");
    assert!(read(&site.join("cairn.toml")).contains("routeBasePath = \"/\""));
    cairn_config::load(&site).unwrap();
}

#[test]
fn an_empty_folder_and_the_current_folder_are_accepted() {
    let root = outside_repository();
    let output = cairn(root.path(), &["init"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(root.path().join("cairn.toml").is_file());
    assert!(!stdout(&output).contains("cd "), "{}", stdout(&output));
}

#[test]
fn an_unknown_template_lists_the_known_ones() {
    let root = outside_repository();
    let output = cairn(root.path(), &["init", "site", "--template", "wiki"]);
    assert_eq!(output.status.code(), Some(2), "clap's usage error");
    insta::assert_snapshot!("unknown_template", stderr(&output));
    assert!(!root.path().join("site").exists());
}

#[test]
fn update_theme_replaces_the_tarball_and_the_dependency() {
    let root = outside_repository();
    let site = root.path().join("site");
    assert!(cairn(root.path(), &["init", "site"]).status.success());
    let current = theme_tarball(&site);
    // A site made by an older release, whose theme had the version alone in its name.
    std::fs::rename(
        site.join(&current),
        site.join("vendor/cairn-theme-3.3.0.tgz"),
    )
    .unwrap();
    let package = read(&site.join("package.json"))
        .replace(&current, "vendor/cairn-theme-3.3.0.tgz")
        .replace(
            "\"private\": true,",
            "\"private\": true,\n  \"description\": \"kept\",",
        );
    std::fs::write(site.join("package.json"), &package).unwrap();

    let output = cairn(root.path(), &["init", "--update-theme", "site"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(site.join(&current).is_file());
    assert!(!site.join("vendor/cairn-theme-3.3.0.tgz").exists());
    let updated = read(&site.join("package.json"));
    assert!(
        updated.contains(&format!("\"@cairn/theme\": \"file:{current}\"")),
        "{updated}"
    );
    assert!(updated.contains("\"description\": \"kept\""), "{updated}");

    let missing = cairn(root.path(), &["init", "--update-theme", "elsewhere"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(stderr(&missing).contains("cairn::init::no_package_json"));
}

#[test]
fn archive_holds_each_template_under_one_folder_and_is_reproducible() {
    let root = outside_repository();
    for template in ["classic", "docs-only", "blog-only"] {
        let name = format!("cairn-{template}.zip");
        let output = cairn(
            root.path(),
            &["init", "--template", template, "--archive", &name],
        );
        assert!(output.status.success(), "{}", stderr(&output));
        assert!(
            stdout(&output).contains("npm install"),
            "{}",
            stdout(&output)
        );
        let bytes = std::fs::read(root.path().join(&name)).unwrap();
        assert_eq!(&bytes[..2], b"PK");

        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes.clone())).unwrap();
        let entries: Vec<String> = archive
            .file_names()
            .map(|name| name.unwrap().into_owned())
            .collect();
        let top = format!("cairn-{template}/");
        assert!(
            entries.iter().all(|entry| entry.starts_with(&top)),
            "{entries:?}"
        );
        let mut sorted = entries.clone();
        sorted.sort();
        assert_eq!(entries, sorted, "entries are in path order");
        let has = |path: &str| entries.iter().any(|entry| *entry == format!("{top}{path}"));
        for file in [
            "cairn.toml",
            "package.json",
            ".gitignore",
            "static/img/logo.svg",
        ] {
            assert!(has(file), "{template}: {file} missing from {entries:?}");
        }
        let tarball = entries
            .iter()
            .filter_map(|entry| entry.strip_prefix(&top))
            .find(|path| path.starts_with("vendor/cairn-theme-"))
            .unwrap_or_else(|| panic!("{template}: no theme in {entries:?}"))
            .to_owned();
        assert!(is_theme_tarball(&tarball), "{tarball}");
        assert_eq!(has("docs/intro.md"), template != "blog-only", "{entries:?}");
        assert_eq!(
            has("blog/authors.yml"),
            template != "docs-only",
            "{entries:?}"
        );

        // The title comes from the file's name, and package.json installs the tarball.
        let mut text = String::new();
        std::io::Read::read_to_string(
            &mut archive.by_name(&format!("{top}cairn.toml")).unwrap(),
            &mut text,
        )
        .unwrap();
        let title = format!("title = \"Cairn {}\"", template.replace('-', " "));
        assert!(text.contains(&title), "{text}");
        let mut manifest = String::new();
        std::io::Read::read_to_string(
            &mut archive.by_name(&format!("{top}package.json")).unwrap(),
            &mut manifest,
        )
        .unwrap();
        let manifest: serde_json::Value = serde_json::from_str(&manifest).unwrap();
        assert_eq!(manifest["name"], format!("cairn-{template}").as_str());
        assert_eq!(
            manifest["dependencies"]["@cairn/theme"],
            format!("file:{tarball}").as_str()
        );

        // A second run writes the same bytes, and no site folder is made.
        let again = cairn(
            root.path(),
            &["init", "--template", template, "--archive", &name],
        );
        assert!(again.status.success(), "{}", stderr(&again));
        assert!(std::fs::read(root.path().join(&name)).unwrap() == bytes);
    }
    assert!(!root.path().join("cairn.toml").exists());
}

#[test]
fn archive_into_a_missing_folder_is_refused() {
    let root = outside_repository();
    let output = cairn(root.path(), &["init", "--archive", "missing/site.zip"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let message = stderr(&output);
    assert!(
        message.contains("cairn::init::no_archive_folder"),
        "{message}"
    );
    assert!(message.contains("`missing`"), "{message}");
    assert!(!message.contains("panicked"), "{message}");

    let not_zip = cairn(root.path(), &["init", "--archive", "site.tar"]);
    assert_eq!(not_zip.status.code(), Some(1), "{}", stderr(&not_zip));
    assert!(stderr(&not_zip).contains("cairn::init::not_a_zip_path"));
    assert!(std::fs::read_dir(root.path()).unwrap().next().is_none());
}
