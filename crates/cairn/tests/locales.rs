#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! A site with three locales (`tests/e2e/fixtures/locales`: English, French, Arabic) built by
//! `cairn build`: every locale in one run, each under its path, with Docusaurus's `i18n/`
//! layout of translations; `--locale` building one; and the messages about translation files
//! that are wrong or unused.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod support;
use support::{cairn, compact, report};

/// The fixture's files, its build caches left out.
fn fixture_files() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/e2e/fixtures/locales");
    walkdir_files(&root)
        .into_iter()
        .map(|path| {
            let relative = path.strip_prefix(&root).unwrap();
            (
                relative.to_string_lossy().into_owned(),
                std::fs::read_to_string(&path).unwrap(),
            )
        })
        .collect()
}

fn walkdir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with('.') || name == "build" {
            continue;
        }
        if path.is_dir() {
            files.extend(walkdir_files(&path));
        } else {
            files.push(path);
        }
    }
    files
}

fn build_with(changes: &[(&str, Option<&str>)], args: &[&str]) -> (tempfile::TempDir, Output) {
    let mut files = fixture_files();
    for (path, text) in changes {
        files.retain(|(existing, _)| existing != path);
        if let Some(text) = text {
            files.push(((*path).to_owned(), (*text).to_owned()));
        }
    }
    let (root, output) = support::build(&files);
    if args.is_empty() {
        return (root, output);
    }
    // The build above made every locale (when it could): start from nothing.
    let built = root.path().join("site/build");
    if built.exists() {
        std::fs::remove_dir_all(built).unwrap();
    }
    let output = cairn(root.path(), &[&["build", "site"], args].concat());
    (root, output)
}

#[test]
fn every_locale_is_built_in_one_run_from_the_i18n_folder() {
    let (root, output) = build_with(&[], &[]);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let read = |path: &str| {
        std::fs::read_to_string(out.join(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
    };

    // Every page of the default locale exists in the others, at /<locale>/.
    for page in [
        "index.html",
        "docs/intro/index.html",
        "docs/guide/setup/index.html",
        "community/index.html",
        "blog/2025/03/01/spring/index.html",
        "about/index.html",
    ] {
        for locale in ["", "fr/", "ar/"] {
            assert!(out.join(locale).join(page).is_file(), "{locale}{page}");
        }
    }

    // Language and direction per locale; hreflang alternates to every locale's page.
    let french = read("fr/docs/intro/index.html");
    assert!(french.contains("<html lang=\"fr\" dir=\"ltr\""), "{french}");
    assert!(read("ar/docs/intro/index.html").contains("<html lang=\"ar\" dir=\"rtl\""));
    for alternate in [
        "<link rel=\"alternate\" href=\"https://trails.example/docs/intro/\" hreflang=\"en\">",
        "<link rel=\"alternate\" href=\"https://trails.example/docs/intro/\" hreflang=\"x-default\">",
        "<link rel=\"alternate\" href=\"https://trails.example/ar/docs/intro/\" hreflang=\"ar\">",
    ] {
        assert!(french.contains(alternate), "{alternate}");
    }

    // Translated docs, a second docs instance, the blog, a Markdown page; the sidebar's
    // category label, the navbar and the footer from their JSON files.
    assert!(french.contains("<title>Premiers pas | Trails</title>"));
    // The interface in French, the parts the engine writes itself included.
    assert!(
        french.contains("aria-label=\"Lien direct vers «\u{a0}Avant de partir\u{a0}»\""),
        "{french}"
    );
    for translated in [
        "Se préparer",
        "Guides FR",
        "Balades",
        "Sentiers, un site d&#x27;essai",
    ] {
        let found =
            french.contains(translated) || french.contains(&translated.replace("&#x27;", "'"));
        assert!(found, "{translated}");
    }
    assert!(read("fr/community/index.html").contains("Rencontrer d"));
    let post = read("fr/blog/2025/03/01/spring/index.html");
    assert!(post.contains("Ouverture du printemps"));
    // The blog's authors file, translated.
    assert!(post.contains("Gardien des sentiers"), "{post}");
    assert!(read("ar/blog/2025/03/01/spring/index.html").contains("Trail keeper"));
    assert!(read("fr/about/index.html").contains("À propos des sentiers"));
    // A category's generated index: its title is the translated label, its description the
    // translation its current.json gives.
    let category = read("fr/docs/category/preparing/index.html");
    assert!(
        category.contains("<title>Se préparer | Trails</title>"),
        "{category}"
    );
    assert!(category.contains("Tout préparer avant la marche"));
    assert!(read("docs/category/preparing/index.html").contains("Get ready before the walk"));
    // The titles the engine gives the pages it makes.
    assert!(read("fr/blog/archive/index.html").contains("<title>Archives | Trails</title>"));
    assert!(read("ar/blog/archive/index.html").contains("<title>الأرشيف | Trails</title>"));
    // The home page's <Translate> and translate() messages come from code.json.
    let home = read("fr/index.html");
    assert!(home.contains("Marchez avec nous"), "{home}");
    assert!(home.contains("Des sentiers pour tous les marcheurs"));
    assert!(read("ar/index.html").contains("امش معنا"));
    assert!(read("index.html").contains("Walk with us"));

    // A doc without a translation shows the default locale's text, marked as such, and a
    // relative link of a translated doc leads to it within the locale.
    let setup = read("fr/docs/guide/setup/index.html");
    assert!(setup.contains("Lace your boots"));
    // Its <Translate> message is the locale's, from code.json: one compile, three texts.
    assert!(setup.contains("Partez tôt, rentrez tôt."), "{setup}");
    assert!(read("docs/guide/setup/index.html").contains("Start early, finish early."));
    assert!(read("ar/docs/guide/setup/index.html").contains("Start early, finish early."));
    assert!(read("fr/docs/guide/packing/index.html").contains("href=\"/fr/docs/guide/setup/\""));
    let untranslated = std::fs::read_dir(out.join("fr/assets/data"))
        .unwrap()
        .flatten()
        .any(|entry| {
            let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
            text.contains("Lace your boots") && text.contains("\"untranslated\":true")
        });
    assert!(untranslated, "the untranslated doc's data says so");

    // One bundle for every locale, at the site's root; each locale has its own data,
    // sitemap, feeds and search index in its own language.
    assert!(out.join("assets/js").is_dir());
    assert!(!out.join("fr/assets/js").exists());
    assert!(
        french.contains("src=\"/assets/js/"),
        "the bundle is served from the root"
    );
    for locale in ["", "fr/", "ar/"] {
        assert!(out.join(locale).join("sitemap.xml").is_file(), "{locale}");
        assert!(out.join(locale).join("blog/rss.xml").is_file(), "{locale}");
    }
    let sitemap = read("fr/sitemap.xml");
    assert!(sitemap.contains("<loc>https://trails.example/fr/docs/intro/</loc>"));
    assert!(!sitemap.contains("<loc>https://trails.example/docs/intro/</loc>"));
    assert!(out.join("fr/pagefind/wasm.fr.pagefind").is_file());
    assert!(out.join("ar/pagefind/wasm.ar.pagefind").is_file());
    assert!(out.join("pagefind/wasm.en.pagefind").is_file());
}

/// The first build of every locale writes them into a fresh folder that takes the output's
/// place at the end: the next build must still find each locale's rendered pages there.
#[test]
fn a_rebuild_with_nothing_changed_keeps_every_locale_s_pages() {
    let (root, output) = build_with(&[], &[]);
    assert!(output.status.success(), "{}", report(&output));
    let output = cairn(root.path(), &["build", "site"]);
    assert!(output.status.success(), "{}", report(&output));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let rendered = stdout
        .lines()
        .find(|line| line.starts_with("Rendered "))
        .unwrap_or_else(|| panic!("no line on kept pages:\n{stdout}"));
    assert!(rendered.starts_with("Rendered 0 of "), "{rendered}");
}

#[test]
fn one_locale_builds_alone_into_its_folder() {
    let (root, output) = build_with(&[], &["--locale", "fr"]);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let french = std::fs::read_to_string(out.join("fr/docs/intro/index.html")).unwrap();
    // Alone, the locale carries its own bundle.
    assert!(french.contains("src=\"/fr/assets/js/"), "{french}");
    assert!(out.join("fr/assets/js").is_dir());
    assert!(!out.join("ar").exists());

    let (_, unknown) = build_with(&[], &["--locale", "de"]);
    assert_eq!(unknown.status.code(), Some(1));
    let shown = compact(&report(&unknown));
    assert!(
        shown.contains("`de`isnotalocaleofthissite;itslocalesareen,fr,ar"),
        "{shown}"
    );
}

/// The fixture's config with `extra` at its end.
fn config_with(extra: &str) -> String {
    let config = fixture_files()
        .into_iter()
        .find(|(path, _)| path == "cairn.toml")
        .unwrap()
        .1;
    format!("{config}\n{extra}")
}

#[test]
fn a_locale_has_its_own_url_base_url_and_translate_setting() {
    let config = config_with(
        "[i18n.localeConfigs.ar]\nurl = \"https://ar.trails.example\"\nbaseUrl = \"/arabic/\"\n\n[i18n.localeConfigs.fr]\ntranslate = false\n",
    );
    let (root, output) = build_with(&[("cairn.toml", Some(&config))], &[]);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let read = |path: &str| {
        std::fs::read_to_string(out.join(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
    };
    // Written under its base URL, served from its own domain.
    let arabic = read("arabic/docs/intro/index.html");
    assert!(!out.join("ar").exists());
    assert!(arabic.contains("<html lang=\"ar\" dir=\"rtl\""));
    assert!(
        arabic.contains(
            "<link rel=\"canonical\" href=\"https://ar.trails.example/arabic/docs/intro/\">"
        ),
        "{arabic}"
    );
    assert!(
        read("arabic/sitemap.xml")
            .contains("<loc>https://ar.trails.example/arabic/docs/intro/</loc>")
    );
    // The other locales point at it there: hreflang, and the locale dropdown by absolute URL.
    let english = read("docs/intro/index.html");
    assert!(english.contains(
        "<link rel=\"alternate\" href=\"https://ar.trails.example/arabic/docs/intro/\" hreflang=\"ar\">"
    ));
    assert!(
        english.contains("href=\"https://ar.trails.example/arabic/docs/intro/\""),
        "{english}"
    );
    assert!(
        arabic.contains("href=\"https://trails.example/docs/intro/\""),
        "{arabic}"
    );
    // `translate = false`: the French pages show the English text, marked untranslated, with
    // the theme's own words in French.
    let french = read("fr/docs/intro/index.html");
    assert!(
        french.contains("<title>First steps | Trails</title>"),
        "{french}"
    );
    assert!(french.contains("<html lang=\"fr\""));
    assert!(
        french.contains("aria-label=\"Lien direct vers «\u{a0}Before you go\u{a0}»\""),
        "{french}"
    );
    let marked = std::fs::read_dir(out.join("fr/assets/data"))
        .unwrap()
        .flatten()
        .any(|entry| {
            let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
            text.contains("Tell someone where you are going")
                && text.contains("\"untranslated\":true")
        });
    assert!(marked, "the French page's data says it is untranslated");

    // Two locales in one folder cannot be built together; each can be built alone.
    let clash = config_with(
        "[i18n.localeConfigs.ar]\nurl = \"https://ar.trails.example\"\nbaseUrl = \"/\"\n",
    );
    let (_, output) = build_with(&[("cairn.toml", Some(&clash))], &[]);
    assert_eq!(output.status.code(), Some(1), "{}", report(&output));
    let shown = compact(&report(&output));
    assert!(
        shown.contains("thelocales`en`and`ar`wouldbothbewrittento"),
        "{shown}"
    );
    let (root, output) = build_with(&[("cairn.toml", Some(&clash))], &["--locale", "ar"]);
    assert!(output.status.success(), "{}", report(&output));
    assert!(
        std::fs::read_to_string(root.path().join("site/build/docs/intro/index.html"))
            .unwrap()
            .contains("<html lang=\"ar\"")
    );
}

#[test]
fn the_default_locale_can_have_a_base_url_of_its_own() {
    // Docusaurus writes a locale's pages under its `baseUrl` less the site's: the default
    // locale too, when it has one (`/en/`), so that the root of the output holds no pages.
    let config = config_with("[i18n.localeConfigs.en]\nbaseUrl = \"/en/\"\n");
    let (root, output) = build_with(&[("cairn.toml", Some(&config))], &[]);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let english = std::fs::read_to_string(out.join("en/docs/intro/index.html")).unwrap();
    assert!(english.contains("<html lang=\"en\""), "{english}");
    assert!(
        english.contains("<link rel=\"canonical\" href=\"https://trails.example/en/docs/intro/\">"),
        "{english}"
    );
    assert!(!out.join("docs").exists());
    // The other locales keep theirs, and point at the English pages where they are.
    let french = std::fs::read_to_string(out.join("fr/docs/intro/index.html")).unwrap();
    assert!(
        french.contains(
            "<link rel=\"alternate\" href=\"https://trails.example/en/docs/intro/\" hreflang=\"en\">"
        ),
        "{french}"
    );
}

#[test]
fn wrong_and_unused_translations_are_reported() {
    // A folder for a locale the site does not declare, and an id nobody uses: warnings.
    let (root, output) = build_with(
        &[
            ("i18n/de/code.json", Some("{}")),
            // The translation of a doc deleted since: not built, as in Docusaurus, so that no
            // other locale links to a page it does not have.
            (
                "i18n/fr/docusaurus-plugin-content-docs/current/gone.md",
                Some("# Parti\n"),
            ),
            (
                "i18n/fr/code.json",
                Some(
                    r#"{"home.title": {"message": "Marchez avec nous"}, "home.titel": {"message": "Typo"}}"#,
                ),
            ),
        ],
        &[],
    );
    assert!(output.status.success(), "{}", report(&output));
    let shown = report(&output);
    assert!(
        shown.contains("site/i18n/de: holds translations into `de`, which is not a locale of the site (en, fr, ar)"),
        "{shown}"
    );
    assert!(
        shown.contains(
            "site/i18n/fr/code.json: no code of the site or the theme uses the id `home.titel`"
        ),
        "{shown}"
    );
    assert!(
        shown.contains("site/i18n/fr/docusaurus-plugin-content-docs/current/gone.md: translates site/docs/gone.md, which does not exist: it is not built"),
        "{shown}"
    );
    assert!(!root.path().join("site/build/fr/docs/gone").exists());

    // A code.json that is not JSON stops the build, located.
    let (root, broken) = build_with(
        &[(
            "i18n/ar/code.json",
            Some("{\n  \"home.title\": {\"message\": \"x\"},\n}\n"),
        )],
        &[],
    );
    assert_eq!(broken.status.code(), Some(1));
    let shown = report(&broken);
    assert!(
        shown.contains("site/i18n/ar/code.json:3:1: the translation file is not valid"),
        "{shown}"
    );
    assert!(
        !root.path().join("site/build").exists(),
        "no partial output"
    );
}

#[test]
fn write_translations_writes_every_id_and_keeps_what_is_translated() {
    let (root, output) = build_with(&[("i18n/ar/code.json", None)], &[]);
    assert!(output.status.success(), "{}", report(&output));
    let written = cairn(
        root.path(),
        &["write-translations", "site", "--locale", "ar"],
    );
    assert!(written.status.success(), "{}", report(&written));
    let said = String::from_utf8_lossy(&written.stdout);
    assert!(said.contains("i18n/ar/code.json: "), "{said}");
    let read = |path: &str| -> serde_json::Value {
        let text = std::fs::read_to_string(root.path().join("site/i18n/ar").join(path)).unwrap();
        serde_json::from_str(&text).unwrap()
    };
    let code = read("code.json");
    // The site's own messages, with their descriptions, and the theme's, in Arabic.
    assert_eq!(code["home.tagline"]["message"], "Trails for every walker");
    // Markdown's messages too.
    assert_eq!(code["setup.tip"]["message"], "Start early, finish early.");
    assert_eq!(code["setup.tip"]["description"], "A tip on the setup page");
    assert_eq!(
        code["home.tagline"]["description"],
        "The sentence under the home page's title"
    );
    let next = code["theme.docs.paginator.next"]["message"]
        .as_str()
        .unwrap();
    assert!(
        next.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c)),
        "{next}"
    );
    // The navbar keeps what its file translated already, and gains the other labels.
    let navbar = read("docusaurus-theme-classic/navbar.json");
    assert_eq!(navbar["item.label.Guides"]["message"], "الأدلة");
    assert_eq!(navbar["item.label.Blog"]["message"], "Blog");
    let docs = read("docusaurus-plugin-content-docs/current.json");
    assert_eq!(
        docs["sidebar.docs.category.Preparing"]["message"],
        "Preparing"
    );
    assert_eq!(docs["version.label"]["message"], "Next");
    assert_eq!(
        docs["sidebar.docs.category.Preparing.link.generated-index.description"]["message"],
        "Get ready before the walk"
    );
    assert!(
        root.path()
            .join("site/i18n/ar/docusaurus-plugin-content-docs-community/current.json")
            .is_file()
    );
    assert_eq!(
        read("docusaurus-plugin-content-blog/options.json")["title"]["message"],
        "Blog"
    );

    // Run again: nothing new; with --override, translated messages go back to the source's.
    let again = cairn(
        root.path(),
        &["write-translations", "site", "--locale", "ar"],
    );
    assert!(String::from_utf8_lossy(&again.stdout).contains("navbar.json: 4 messages, 0 new"));
    let replaced = cairn(
        root.path(),
        &["write-translations", "site", "--locale", "ar", "--override"],
    );
    assert!(replaced.status.success());
    assert_eq!(
        read("docusaurus-theme-classic/navbar.json")["item.label.Guides"]["message"],
        "Guides"
    );
}

#[test]
fn i18n_status_lists_missing_and_out_of_date_translations() {
    let (root, output) = build_with(&[], &[]);
    assert!(output.status.success(), "{}", report(&output));
    let site = root.path().join("site");
    let git = |args: &[&str]| {
        let done = Command::new("git")
            .args(["-c", "user.email=test@example.com", "-c", "user.name=Test"])
            .args(args)
            .current_dir(&site)
            .output()
            .unwrap();
        assert!(
            done.status.success(),
            "{}",
            String::from_utf8_lossy(&done.stderr)
        );
    };
    git(&["init", "-q"]);
    git(&["add", "-A"]);
    git(&["commit", "-qm", "first", "--date", "2026-01-01T00:00:00Z"]);
    std::fs::write(
        site.join("docs/intro.md"),
        "---\ntitle: First steps\n---\n\nChanged.\n",
    )
    .unwrap();
    // Commit times are what counts: the original changes a day after the translation.
    let later = Command::new("git")
        .args(["-c", "user.email=test@example.com", "-c", "user.name=Test"])
        .args(["commit", "-qam", "second"])
        .env("GIT_COMMITTER_DATE", "2099-01-02T00:00:00Z")
        .current_dir(&site)
        .output()
        .unwrap();
    assert!(later.status.success());

    let status = cairn(root.path(), &["i18n", "status", "site"]);
    assert!(status.status.success(), "{}", report(&status));
    let said = String::from_utf8_lossy(&status.stdout);
    assert!(
        said.contains("fr: 5 of 6 pages translated, 1 missing, 1 out of date"),
        "{said}"
    );
    assert!(said.contains("    docs/guide/setup.md\n"), "{said}");
    assert!(
        said.contains(
            "    i18n/fr/docusaurus-plugin-content-docs/current/intro.md (original: docs/intro.md)"
        ),
        "{said}"
    );
    assert!(
        said.contains("ar: 1 of 6 pages translated, 5 missing, 1 out of date"),
        "{said}"
    );

    // The build's summary counts them too.
    let built = cairn(root.path(), &["build", "site"]);
    let summary = String::from_utf8_lossy(&built.stdout);
    assert!(
        summary.contains("Translated pages: fr 5/6, ar 1/6"),
        "{summary}"
    );
}
