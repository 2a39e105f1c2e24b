//! The current locale's translations of what the config says: the navbar and footer
//! (`i18n/<locale>/docusaurus-theme-classic/navbar.json`, `footer.json`) and each blog's title,
//! description and sidebar title (`docusaurus-plugin-content-blog[-<id>]/options.json`), with
//! Docusaurus's ids.

use std::path::Path;

use cairn_config::SiteConfig;

use super::files::TranslationFile;
use super::{TranslationSource, plugin_folder, plugin_translations};
use crate::error::ContentError;

/// The config as the current locale's pages show it. Every translation file is read before
/// any error is returned, so that all of them are reported.
pub fn translate_config(config: &mut SiteConfig, site_dir: &Path) -> Result<(), ContentError> {
    if !config.i18n.translates_current() {
        return Ok(());
    }
    let theme_dir = config
        .i18n
        .translations_dir(site_dir)
        .join("docusaurus-theme-classic");
    let navbar = TranslationFile::read(site_dir, &theme_dir.join("navbar.json"));
    let footer = TranslationFile::read(site_dir, &theme_dir.join("footer.json"));
    let blogs: Vec<Result<TranslationFile, ContentError>> = config
        .blog
        .iter()
        .map(|blog| {
            let dir = plugin_translations(config, site_dir, "blog", &blog.id);
            TranslationFile::read(site_dir, &dir.join("options.json"))
        })
        .collect();
    let mut errors = Vec::new();
    let mut ok = |file: Result<TranslationFile, ContentError>| match file {
        Ok(file) => Some(file),
        Err(error) => {
            errors.push(error);
            None
        }
    };
    let (navbar, footer) = (ok(navbar), ok(footer));
    let blogs: Vec<Option<TranslationFile>> = blogs.into_iter().map(&mut ok).collect();
    if !errors.is_empty() {
        return Err(ContentError::many(errors));
    }
    if let Some(navbar) = navbar {
        translate_navbar(config, &navbar);
    }
    if let Some(footer) = footer {
        translate_footer(config, &footer);
    }
    for (blog, options) in config.blog.iter_mut().zip(blogs) {
        if let Some(options) = options {
            options.apply("title", &mut blog.blog_title);
            options.apply("description", &mut blog.blog_description);
            options.apply("sidebar.title", &mut blog.blog_sidebar_title);
        }
    }
    Ok(())
}

/// What the navbar, the footer and each blog's options need translated, as
/// [`translate_config`] reads it: `docusaurus-theme-classic/navbar.json`, `footer.json` and
/// `docusaurus-plugin-content-blog[-<id>]/options.json`.
pub fn config_translation_sources(config: &SiteConfig) -> Vec<TranslationSource> {
    let mut navbar = TranslationSource::new("docusaurus-theme-classic/navbar.json");
    let navbar_config = &config.navbar;
    let title = navbar_config.title.as_deref().unwrap_or(&config.title);
    navbar.add("title".into(), title, "The title in the navbar".into());
    if let Some(logo) = &navbar_config.logo
        && !logo.alt.is_empty()
    {
        navbar.add(
            "logo.alt".into(),
            &logo.alt,
            "The alt text of the navbar logo".into(),
        );
    }
    for item in &navbar_config.items {
        let labels = item
            .label
            .iter()
            .chain(item.items.iter().map(|link| &link.label))
            .filter(|label| !label.is_empty());
        for label in labels {
            navbar.add(
                format!("item.label.{label}"),
                label,
                format!("Navbar item with label {label}"),
            );
        }
    }
    let mut footer = TranslationSource::new("docusaurus-theme-classic/footer.json");
    let footer_config = &config.footer;
    for entry in &footer_config.links {
        if let Some(title) = &entry.title {
            footer.add(
                format!("link.title.{title}"),
                title,
                format!("The title of the footer links column with title={title} in the footer"),
            );
        }
        let labels = entry
            .label
            .iter()
            .chain(entry.items.iter().filter_map(|link| link.label.as_ref()));
        for label in labels {
            footer.add(
                format!("link.item.label.{label}"),
                label,
                format!("The label of footer link with label={label}"),
            );
        }
    }
    if let Some(copyright) = &footer_config.copyright {
        footer.add("copyright".into(), copyright, "The footer copyright".into());
    }
    if let Some(logo) = &footer_config.logo
        && !logo.alt.is_empty()
    {
        footer.add(
            "logo.alt".into(),
            &logo.alt,
            "The alt text of the footer logo".into(),
        );
    }
    let mut sources = vec![navbar, footer];
    for blog in &config.blog {
        let mut options =
            TranslationSource::new(format!("{}/options.json", plugin_folder("blog", &blog.id)));
        for (id, value, what) in [
            ("title", &blog.blog_title, "title"),
            ("description", &blog.blog_description, "description"),
            ("sidebar.title", &blog.blog_sidebar_title, "sidebar title"),
        ] {
            if !value.is_empty() {
                options.add(id.into(), value, format!("The {what} of the blog"));
            }
        }
        sources.push(options);
    }
    sources
}

fn translate_navbar(config: &mut SiteConfig, file: &TranslationFile) {
    let navbar = &mut config.navbar;
    if let Some(title) = file.get("title") {
        navbar.title = Some(title.to_owned());
    }
    if let Some(logo) = &mut navbar.logo {
        file.apply("logo.alt", &mut logo.alt);
    }
    for item in &mut navbar.items {
        if let Some(label) = &mut item.label {
            let id = format!("item.label.{label}");
            file.apply(&id, label);
        }
        for link in &mut item.items {
            let id = format!("item.label.{}", link.label);
            file.apply(&id, &mut link.label);
        }
    }
}

fn translate_footer(config: &mut SiteConfig, file: &TranslationFile) {
    let footer = &mut config.footer;
    if let Some(copyright) = &mut footer.copyright {
        file.apply("copyright", copyright);
    }
    if let Some(logo) = &mut footer.logo {
        file.apply("logo.alt", &mut logo.alt);
    }
    for entry in &mut footer.links {
        if let Some(title) = &mut entry.title {
            let id = format!("link.title.{title}");
            file.apply(&id, title);
        }
        if let Some(label) = &mut entry.label {
            let id = format!("link.item.label.{label}");
            file.apply(&id, label);
        }
        for link in &mut entry.items {
            if let Some(label) = &mut link.label {
                let id = format!("link.item.label.{label}");
                file.apply(&id, label);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    const CONFIG: &str = r#"
title = "Site"
url = "https://example.com"

[i18n]
defaultLocale = "en"
locales = ["en", "fr"]

[navbar]
title = "Site"
logo = { src = "img/logo.svg", alt = "Site logo" }

[[navbar.items]]
label = "Docs"
to = "/docs/intro"

[[navbar.items]]
type = "dropdown"
label = "More"
items = [{ label = "Blog", to = "/blog" }]

[footer]
copyright = "Copyright Site"

[[footer.links]]
title = "Community"
items = [{ label = "Forum", href = "https://forum.example.com" }]

[[blog]]
blogTitle = "Blog"
"#;

    fn write(site: &Path, path: &str, text: &str) {
        let path = site.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    #[test]
    fn navbar_footer_and_blog_options_take_their_translations() {
        let site = tempfile::tempdir().unwrap();
        let theme = "i18n/fr/docusaurus-theme-classic";
        write(
            site.path(),
            &format!("{theme}/navbar.json"),
            r#"{"title": {"message": "Site FR"}, "logo.alt": {"message": "Logo du site"},
                "item.label.Docs": {"message": "Documentation"},
                "item.label.Blog": {"message": "Le blog"}}"#,
        );
        write(
            site.path(),
            &format!("{theme}/footer.json"),
            r#"{"link.title.Community": {"message": "Communauté"},
                "link.item.label.Forum": {"message": "Forum FR"},
                "copyright": {"message": "Droits Site"}}"#,
        );
        write(
            site.path(),
            "i18n/fr/docusaurus-plugin-content-blog/options.json",
            r#"{"title": {"message": "Le blog", "description": "The blog's title"}}"#,
        );
        let mut config = cairn_config::parse(CONFIG, Path::new("cairn.toml"))
            .unwrap()
            .for_locale("fr");
        translate_config(&mut config, site.path()).unwrap();
        assert_eq!(config.navbar.title.as_deref(), Some("Site FR"));
        assert_eq!(config.navbar.logo.as_ref().unwrap().alt, "Logo du site");
        assert_eq!(
            config.navbar.items[0].label.as_deref(),
            Some("Documentation")
        );
        assert_eq!(config.navbar.items[1].label.as_deref(), Some("More"));
        assert_eq!(config.navbar.items[1].items[0].label, "Le blog");
        assert_eq!(config.footer.links[0].title.as_deref(), Some("Communauté"));
        assert_eq!(
            config.footer.links[0].items[0].label.as_deref(),
            Some("Forum FR")
        );
        assert_eq!(config.footer.copyright.as_deref(), Some("Droits Site"));
        assert_eq!(config.blog[0].blog_title, "Le blog");
    }

    #[test]
    fn every_broken_translation_file_is_reported() {
        let site = tempfile::tempdir().unwrap();
        let theme = "i18n/fr/docusaurus-theme-classic";
        write(site.path(), &format!("{theme}/navbar.json"), "{ nope");
        write(site.path(), &format!("{theme}/footer.json"), "[1]");
        let mut config = cairn_config::parse(CONFIG, Path::new("cairn.toml"))
            .unwrap()
            .for_locale("fr");
        let ContentError::Many { errors, .. } =
            translate_config(&mut config, site.path()).unwrap_err()
        else {
            panic!("both files are reported");
        };
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert!(shown[0].contains("navbar.json:1:3"), "{shown:?}");
        assert!(shown[1].contains("footer.json:1:1"), "{shown:?}");
    }
}
