#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `[socialCards]`: a card for every page with a title, named in its head with an absolute
//! URL, kept in the cache between builds; a page's own `image` wins; a template that cannot
//! be used stops the build where it is wrong.

mod support;
use support::{build, rebuild, report, says};

const CONFIG: &str = "title = \"Trails\"\nurl = \"https://cards.example\"\nbaseUrl = \"/guide/\"\n\n[navbar]\nlogo = { src = \"img/logo.svg\", alt = \"Trails\" }\n\n[socialCards]\nenabled = true\naccent = \"#1f6f4a\"\n";
const LOGO: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#1f6f4a"/></svg>"##;

fn site(config: &str, extra: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = vec![
        ("cairn.toml".into(), config.into()),
        ("static/img/logo.svg".into(), LOGO.into()),
        ("static/img/own.png".into(), "not read".into()),
        ("src/pages/index.md".into(), "# Trails\n\nHome.\n".into()),
        (
            "docs/intro.md".into(),
            "# Getting started\n\nWelcome.\n".into(),
        ),
        ("docs/arabic.md".into(), "# التثبيت والإعداد\n\nنص.\n".into()),
        ("docs/chinese.md".into(), "# 安装与配置\n\n文字。\n".into()),
        (
            "docs/own.md".into(),
            "---\nimage: /img/own.png\n---\n# Own picture\n\nText.\n".into(),
        ),
    ];
    files.extend(
        extra
            .iter()
            .map(|(path, text)| ((*path).into(), (*text).into())),
    );
    files
}

/// The `content` of the page's `<meta {attribute}="{name}">`.
fn meta<'a>(html: &'a str, attribute: &str, name: &str) -> Option<&'a str> {
    let start = html.find(&format!("<meta {attribute}=\"{name}\" content=\""))?;
    let rest = &html[start..];
    let value = &rest[rest.find("content=\"")? + 9..];
    Some(&value[..value.find('"')?])
}

/// Width and height from a PNG's header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

#[test]
fn every_page_gets_a_card_named_by_an_absolute_url_and_kept_in_the_cache() {
    let (root, output) = build(&site(CONFIG, &[]));
    assert!(output.status.success(), "{}", report(&output));
    let site_dir = root.path().join("site");
    let out = site_dir.join("build");
    let html = |page: &str| std::fs::read_to_string(out.join(page)).unwrap();

    let intro = html("docs/intro/index.html");
    let image = meta(&intro, "property", "og:image").unwrap();
    let file = image
        .strip_prefix("https://cards.example/guide/")
        .unwrap_or_else(|| panic!("{image}"));
    assert!(
        file.starts_with("assets/social/") && file.ends_with(".png"),
        "{file}"
    );
    assert_eq!(meta(&intro, "name", "twitter:image"), Some(image));
    assert_eq!(
        meta(&intro, "name", "twitter:card"),
        Some("summary_large_image")
    );
    let card = std::fs::read(out.join(file)).unwrap();
    assert_eq!(png_size(&card), (1200, 630));

    // Each title its own card, right-to-left and Chinese ones too.
    let arabic = meta(&html("docs/arabic/index.html"), "property", "og:image")
        .unwrap()
        .to_owned();
    let chinese = meta(&html("docs/chinese/index.html"), "property", "og:image")
        .unwrap()
        .to_owned();
    assert!(arabic != image && chinese != image && arabic != chinese);

    // A page without a title when the site is planned (the not-found page, a React page)
    // shows the site's card: its title and tagline.
    let site_card = meta(&html("404.html"), "property", "og:image")
        .unwrap()
        .to_owned();
    assert!(site_card != image && site_card != arabic);
    let site_card_file = site_card
        .strip_prefix("https://cards.example/guide/")
        .unwrap();
    assert_eq!(
        png_size(&std::fs::read(out.join(site_card_file)).unwrap()),
        (1200, 630)
    );

    // A page's own picture wins, and gets no card.
    let own = html("docs/own/index.html");
    assert_eq!(
        meta(&own, "property", "og:image"),
        Some("https://cards.example/guide/img/own.png")
    );
    assert_eq!(own.matches("og:image").count(), 1);

    // The cards are in the cache: a new build takes them from there instead of drawing them.
    let cached = site_dir
        .join(".cairn/cache/social-cards")
        .join(file.trim_start_matches("assets/social/"));
    assert_eq!(std::fs::read(&cached).unwrap(), card);
    std::fs::write(&cached, b"from the cache").unwrap();
    // A card no page names any more goes once no build has used it for a month; one a page
    // uses stays, however old.
    let two_months_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(60 * 86_400);
    let age = |path: &std::path::Path| {
        std::fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(two_months_ago)
            .unwrap();
    };
    let gone = cached.with_file_name("0123456789abcdef.png");
    std::fs::write(&gone, b"a page that was deleted").unwrap();
    age(&gone);
    age(&cached);
    let output = rebuild(root.path());
    assert!(output.status.success(), "{}", report(&output));
    assert_eq!(std::fs::read(out.join(file)).unwrap(), b"from the cache");
    assert!(!gone.exists(), "an unused old card is deleted");
    assert!(cached.exists(), "a used card is kept");
}

#[test]
fn a_sites_own_template_is_used_and_a_wrong_one_is_reported_where_it_is_wrong() {
    let template = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"630\">\n  <rect width=\"1200\" height=\"630\" fill=\"#102030\"/>\n  <rect id=\"cairn-title\" x=\"60\" y=\"60\" width=\"1080\" height=\"500\" fill=\"#ffffff\" font-size=\"90\"/>\n</svg>\n";
    let config = format!("{CONFIG}template = \"design/card.svg\"\n");
    let (root, output) = build(&site(&config, &[("design/card.svg", template)]));
    assert!(output.status.success(), "{}", report(&output));
    let out = root.path().join("site/build");
    let intro = std::fs::read_to_string(out.join("docs/intro/index.html")).unwrap();
    let image = meta(&intro, "property", "og:image").unwrap();
    let card =
        std::fs::read(out.join(image.trim_start_matches("https://cards.example/guide/"))).unwrap();
    assert_eq!(png_size(&card), (1200, 630));

    let wrong = template.replace("<rect id=\"cairn-title\"", "<circle id=\"cairn-title\"");
    let (_root, output) = build(&site(&config, &[("design/card.svg", &wrong)]));
    assert_eq!(output.status.code(), Some(1));
    let wrong_report = report(&output);
    assert!(
        says(
            &wrong_report,
            "design/card.svg: line 3, column 3: `cairn-title` must be a <rect>, found <circle>"
        ),
        "{wrong_report}"
    );
    assert!(
        says(&wrong_report, "rect id=\"cairn-title\""),
        "{wrong_report}"
    );

    let (_root, output) = build(&site(
        &format!("{CONFIG}template = \"design/missing.svg\"\n"),
        &[],
    ));
    assert_eq!(output.status.code(), Some(1));
    let missing_report = report(&output);
    assert!(
        says(
            &missing_report,
            "cannot read the card template `design/missing.svg`"
        ),
        "{missing_report}"
    );
    assert!(says(&missing_report, "cairn.toml:"), "{missing_report}");
}
