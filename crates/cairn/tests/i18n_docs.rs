#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The site of the website's i18n tutorial (`website/docs/i18n/tutorial.md`), English with a
//! French translation, is `tests/fixtures/i18n-tutorial/`: the same `cairn.toml` and files the
//! tutorial shows. Built by the CLI, it must give what the tutorial says it gives: the French
//! pages under `/fr/`, in French where they are translated, and the commands' reports.

mod support;
use support::{cairn, report};

#[test]
fn the_tutorial_site_builds_its_french_pages() {
    let (root, output) = support::build_fixture("i18n-tutorial", None);
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let read = |path: &str| {
        std::fs::read_to_string(out.join(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
    };

    // The English pages at the root, the French ones under /fr/.
    let english = read("docs/intro/index.html");
    assert!(english.contains("<html lang=\"en\""), "{english}");
    assert!(english.contains("<title>Getting started | Acme Docs</title>"));

    // The translated doc: its title, the page's language, the navbar label from navbar.json,
    // and its relative link, which leads to the French page.
    let french = read("fr/docs/intro/index.html");
    assert!(french.contains("<html lang=\"fr\" dir=\"ltr\""), "{french}");
    assert!(french.contains("<title>Premiers pas | Acme Docs</title>"));
    assert!(french.contains("Documentation"));
    assert!(french.contains("href=\"/fr/docs/install/\""));
    assert!(french.contains(
        "<link rel=\"alternate\" href=\"https://docs.acme.dev/docs/intro/\" hreflang=\"en\">"
    ));

    // The home page's <Translate> messages come from code.json; its link stays in French.
    let home = read("fr/index.html");
    assert!(home.contains("Livrez avec Acme"), "{home}");
    assert!(home.contains("Commencer"));
    assert!(home.contains("href=\"/fr/docs/intro/\""));
    assert!(read("index.html").contains("Ship with Acme"));

    // The doc without a translation is there in English, and the summary counts it.
    assert!(read("fr/docs/install/index.html").contains("Download the"));
    let summary = String::from_utf8_lossy(&output.stdout);
    assert!(summary.contains("Translated pages: fr 1/2"), "{summary}");
}

#[test]
fn the_tutorial_commands_report_what_the_tutorial_shows() {
    let (root, output) = support::build_fixture("i18n-tutorial", None);
    assert!(output.status.success(), "{}", report(&output));

    let status = cairn(root.path(), &["i18n", "status", "site"]);
    assert!(status.status.success(), "{}", report(&status));
    let said = String::from_utf8_lossy(&status.stdout);
    assert!(
        said.contains("fr: 1 of 2 pages translated, 1 missing, 0 out of date"),
        "{said}"
    );
    assert!(said.contains("    docs/install.md\n"), "{said}");

    // write-translations keeps the translated messages and adds the files the fixture lacks.
    let written = cairn(
        root.path(),
        &["write-translations", "site", "--locale", "fr"],
    );
    assert!(written.status.success(), "{}", report(&written));
    let said = String::from_utf8_lossy(&written.stdout);
    for line in [
        "i18n/fr/docusaurus-theme-classic/navbar.json: 2 messages, 0 new",
        "i18n/fr/docusaurus-theme-classic/footer.json: 1 message, 1 new",
        "i18n/fr/docusaurus-plugin-content-docs/current.json: 1 message, 1 new",
    ] {
        assert!(said.contains(line), "{line} in {said}");
    }
    let code = std::fs::read_to_string(root.path().join("site/i18n/fr/code.json")).unwrap();
    let code: serde_json::Value = serde_json::from_str(&code).unwrap();
    assert_eq!(code["home.title"]["message"], "Livrez avec Acme");
    assert_eq!(code["theme.docs.paginator.next"]["message"], "Suivant");
}
