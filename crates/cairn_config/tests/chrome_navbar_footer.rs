#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! The navbar, footer and i18n keys: what they accept, and the located errors about them.
use std::path::Path;

use cairn_config::{Dimension, Direction, NavbarStyle, SiteConfig, parse};

mod support;
use support::{MINIMAL, render};

fn config(rest: &str) -> SiteConfig {
    parse(&format!("{MINIMAL}{rest}"), Path::new("site/cairn.toml")).unwrap()
}

fn error(rest: &str) -> String {
    let error = *parse(&format!("{MINIMAL}{rest}"), Path::new("site/cairn.toml"))
        .expect_err("config should be rejected");
    render(&error)
}

#[test]
fn navbar_options_and_every_item_type_are_accepted() {
    let site = config(
        r#"[navbar]
hideOnScroll = true
style = "dark"
logo = { src = "logo.svg", srcDark = "logo-dark.svg", width = 32, height = "2rem" }

[[navbar.items]]
label = "Guides"
to = "/docs/guides/"
activeBasePath = "/docs"
activeBaseRegex = "^/docs/(guides|api)/"

[[navbar.items]]
label = "Feed"
href = "/blog/rss.xml"
prependBaseUrlToHref = true

[[navbar.items]]
type = "dropdown"
label = "More"
items = [{ label = "Blog", to = "/blog/" }, { type = "html", value = "<hr>" }]

[[navbar.items]]
type = "search"

[[navbar.items]]
type = "localeDropdown"

[[navbar.items]]
type = "custom-testButton"
label = "Try"
value = "hello"
"#,
    );
    assert!(site.navbar.hide_on_scroll);
    assert_eq!(site.navbar.style, Some(NavbarStyle::Dark));
    let logo = site.navbar.logo.as_ref().unwrap();
    assert_eq!(logo.width, Some(Dimension::Pixels(32)));
    assert_eq!(logo.height, Some(Dimension::Css("2rem".to_owned())));
    assert!(site.navbar.items[1].prepend_base_url_to_href);
    assert_eq!(site.navbar.items[2].items[1].kind, "html");
    assert!(site.navbar.items[5].is_custom());
}

#[test]
fn custom_types_need_a_name_and_read_only_their_keys() {
    insta::assert_snapshot!(
        "custom_type_without_name",
        error("[[navbar.items]]\ntype = \"custom-\"\n")
    );
    insta::assert_snapshot!(
        "custom_type_with_another_types_key",
        error("[[navbar.items]]\ntype = \"custom-x\"\ndocId = \"intro\"\n")
    );
}

#[test]
fn dropdown_html_entries_need_a_value() {
    insta::assert_snapshot!(
        "dropdown_html_without_value",
        error(
            "[[navbar.items]]\ntype = \"dropdown\"\nlabel = \"More\"\nitems = [{ type = \"html\" }]\n"
        )
    );
}

#[test]
fn footer_is_columns_or_a_flat_row_of_links() {
    let columns = config(
        "[footer]\nlogo = { src = \"logo.svg\", href = \"https://cairn.dev\", width = 160 }\n[[footer.links]]\ntitle = \"Docs\"\nitems = [{ label = \"Intro\", to = \"/docs/\" }, { html = \"<b>hi</b>\" }]\n",
    );
    assert!(columns.footer.links[0].is_column());
    assert_eq!(
        columns.footer.logo.unwrap().width,
        Some(Dimension::Pixels(160))
    );
    let flat = config(
        "[[footer.links]]\nlabel = \"Intro\"\nto = \"/docs/\"\n[[footer.links]]\nhtml = \"<span>made with care</span>\"\n",
    );
    assert!(flat.footer.links.iter().all(|entry| !entry.is_column()));
    insta::assert_snapshot!(
        "footer_mixes_columns_and_links",
        error(
            "[[footer.links]]\ntitle = \"Docs\"\nitems = [{ label = \"Intro\", to = \"/docs/\" }]\n[[footer.links]]\nlabel = \"Blog\"\nto = \"/blog/\"\n"
        )
    );
    insta::assert_snapshot!(
        "footer_link_without_target",
        error("[[footer.links]]\nlabel = \"Blog\"\n")
    );
    insta::assert_snapshot!(
        "footer_html_with_a_label",
        error(
            "[[footer.links]]\ntitle = \"More\"\nitems = [{ html = \"<b>x</b>\", label = \"X\" }]\n"
        )
    );
}

#[test]
fn i18n_defaults_follow_docusaurus() {
    let site = config("[i18n]\ndefaultLocale = \"fa\"\n");
    assert_eq!(site.i18n.locales(), vec!["fa".to_owned()]);
    let locale = site.i18n.locale_config("fa");
    assert_eq!(locale.direction, Direction::Rtl);
    assert_eq!(locale.html_lang, "fa");
    assert_eq!(locale.calendar, "gregory");
    assert_eq!(locale.label, "فارسی");
    let site = config(
        "[i18n]\ndefaultLocale = \"en\"\nlocales = [\"en\"]\n[i18n.localeConfigs.en]\nlabel = \"EN\"\nhtmlLang = \"en-GB\"\ndirection = \"rtl\"\n",
    );
    let locale = site.i18n.locale_config("en");
    assert_eq!(
        (
            locale.label.as_str(),
            locale.html_lang.as_str(),
            locale.direction
        ),
        ("EN", "en-GB", Direction::Rtl)
    );
}

#[test]
fn i18n_errors_name_the_locale() {
    insta::assert_snapshot!(
        "default_locale_not_in_locales",
        error("[i18n]\ndefaultLocale = \"en\"\nlocales = [\"fr\"]\n")
    );
    insta::assert_snapshot!(
        "locale_listed_twice",
        error("[i18n]\ndefaultLocale = \"en\"\nlocales = [\"en\", \"fr\", \"fr\"]\n")
    );
    insta::assert_snapshot!(
        "locale_config_of_unknown_locale",
        error("[i18n]\ndefaultLocale = \"en\"\n[i18n.localeConfigs.fr]\nlabel = \"Français\"\n")
    );
    insta::assert_snapshot!(
        "direction_is_ltr_or_rtl",
        error("[i18n.localeConfigs.en]\ndirection = \"up\"\n")
    );
}

#[test]
fn several_locales_each_have_a_base_url_and_a_current_locale() {
    let site = config(
        "baseUrl = \"/trails/\"\n[i18n]\ndefaultLocale = \"en\"\nlocales = [\"en\", \"fr\", \"ar\"]\n[i18n.localeConfigs.fr]\npath = \"francais\"\n",
    );
    assert!(site.i18n.has_several());
    assert_eq!(site.i18n.current(), "en");
    let french = site.for_locale("fr");
    // As in Docusaurus: the pages under the locale, its translations in its `path` folder.
    assert_eq!(french.base_url, "/trails/fr/");
    assert_eq!(
        french.i18n.translations_dir(Path::new("site")),
        Path::new("site/i18n/francais")
    );
    assert_eq!(french.site_base_url(), "/trails/");
    assert_eq!(french.i18n.current(), "fr");
    assert!(!french.i18n.is_default());
    let arabic = french.for_locale("ar");
    assert_eq!(arabic.base_url, "/trails/ar/");
    assert_eq!(arabic.i18n.locale_config("ar").direction, Direction::Rtl);
    assert_eq!(site.for_locale("en").base_url, "/trails/");
    assert!(site.i18n.untranslated_notice);
}

#[test]
fn a_link_whose_to_is_a_full_url_is_an_href() {
    // Docusaurus's `Link` treats `to: 'https://…'` as a link to another site; so does Cairn,
    // instead of making it a path of this site (`/https://…`).
    let site = config(
        r#"[[navbar.items]]
label = "Forge"
to = "https://forge.example.org"

[[navbar.items]]
type = "dropdown"
label = "More"
items = [{ label = "Chat", to = "https://chat.example.org/" }, { label = "Intro", to = "/docs/intro/" }]

[[footer.links]]
title = "Community"
items = [{ label = "Mail", to = "mailto:team@example.org" }, { label = "Blog", to = "/blog/" }]
"#,
    );
    let forge = &site.navbar.items[0];
    assert_eq!(
        (forge.to.as_deref(), forge.href.as_deref()),
        (None, Some("https://forge.example.org"))
    );
    let links = &site.navbar.items[1].items;
    assert_eq!(
        (links[0].to.as_deref(), links[0].href.as_deref()),
        (None, Some("https://chat.example.org/"))
    );
    assert_eq!(
        (links[1].to.as_deref(), links[1].href.as_deref()),
        (Some("/docs/intro/"), None)
    );
    let items = &site.footer.links[0].items;
    assert_eq!(items[0].href.as_deref(), Some("mailto:team@example.org"));
    assert_eq!(items[1].to.as_deref(), Some("/blog/"));
}
