//! `cairn init`: writes a new site that installs and builds outside this repository.
//!
//! `@cairn/theme` is on no registry, so the binary carries it: `build.rs` packs
//! `packages/theme` into an npm tarball, which is written into the site as
//! `vendor/cairn-theme-<version>-<hash>.tgz` and installed from there (`"file:vendor/…"` in
//! the site's `package.json`). The site commits the tarball, so a fresh clone installs the
//! same theme without the binary that made it.
//!
//! Templates are layers of files under `crates/cairn/templates/`: `_common` (every site),
//! `_docs` and `_blog` (shared by the templates with docs or a blog), then the template's
//! own folder, whose files replace those of earlier layers. In files, `{{title}}` is the
//! site's title (from the folder name) and `{{date}}` today's date, in file names too.

use std::collections::BTreeMap;
use std::path::Path;

use miette::{IntoDiagnostic, WrapErr, miette};

mod archive;

pub use archive::run as run_archive;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/templates.rs"));
}

/// The theme as an npm package tarball, made by `build.rs`.
const THEME_TARBALL: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/cairn-theme.tgz"));
/// The version in the tarball's package.json.
pub(crate) const THEME_VERSION: &str = env!("CAIRN_THEME_VERSION");
/// The exact React versions the tarball depends on: the site depends on the same ones, so
/// npm installs one React that the site's pages and the theme share.
pub(crate) const REACT_VERSION: &str = env!("CAIRN_THEME_REACT_VERSION");
pub(crate) const REACT_DOM_VERSION: &str = env!("CAIRN_THEME_REACT_DOM_VERSION");

/// Where the tarball goes in a site. Not under `.cairn/` (generated, ignored by git): the
/// site's `package.json` installs from it, so it belongs in version control.
pub(crate) const VENDOR_DIR: &str = "vendor";

/// Entries of a non-empty folder shown in the refusal.
const SHOWN_ENTRIES: usize = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Template {
    /// Docs, a blog and a React home page.
    Classic,
    /// Only docs, served at the root of the site.
    DocsOnly,
    /// Only a blog, served at the root of the site.
    BlogOnly,
}

impl Template {
    fn layers(self) -> &'static [&'static str] {
        match self {
            Template::Classic => &["_common", "_docs", "_blog", "classic"],
            Template::DocsOnly => &["_common", "_docs", "docs-only"],
            Template::BlogOnly => &["_common", "_blog", "blog-only"],
        }
    }
}

/// `cairn init DIR`: writes the template's files, the theme tarball and `package.json`.
pub fn run(dir: &Path, template: Template, force: bool) -> miette::Result<()> {
    check_target(dir, force)?;
    let title = site_title(dir);
    for (path, bytes) in site_files(template, &title, &today()) {
        write(&dir.join(path), &bytes)?;
    }

    let shown = dir.display();
    println!("Created a {} site in {shown}.", template_name(template));
    println!();
    println!("Next:");
    if dir != Path::new(".") {
        println!("  cd {shown}");
    }
    println!("  npm install     # the theme, from {VENDOR_DIR}/, and its dependencies");
    println!("  cairn start     # build and serve with live reload while you edit");
    println!("  cairn build     # write the site into build/");
    println!("  cairn serve     # serve build/ as a static host would");
    println!();
    println!("Commit {VENDOR_DIR}/ with the rest: package.json installs the theme from it.");
    Ok(())
}

/// `cairn init --update-theme DIR`: replaces the site's theme tarball with this binary's and
/// points `package.json` at it, keeping the rest of the file as it is.
pub fn update_theme(dir: &Path) -> miette::Result<()> {
    let manifest_path = dir.join("package.json");
    let text = std::fs::read_to_string(&manifest_path).map_err(|error| {
        miette!(
            code = "cairn::init::no_package_json",
            help = "run it in a site made with `cairn init`, or pass that folder: `cairn init --update-theme my-site`",
            "cannot read `{}`: {error}",
            manifest_path.display()
        )
    })?;
    let mut updated =
        set_dependency(&text, "@cairn/theme", &theme_dependency()).ok_or_else(|| {
            miette!(
                code = "cairn::init::no_theme_dependency",
                help = format!(
                    "add `\"@cairn/theme\": \"{}\"` to its dependencies",
                    theme_dependency()
                ),
                "`{}` has no `@cairn/theme` dependency to update",
                manifest_path.display()
            )
        })?;
    // The site's React must stay the theme's, or npm installs two Reacts.
    for (name, version) in [("react", REACT_VERSION), ("react-dom", REACT_DOM_VERSION)] {
        if let Some(text) = set_dependency(&updated, name, version) {
            updated = text;
        }
    }
    write_theme(dir)?;
    write(&manifest_path, updated.as_bytes())?;
    println!(
        "Wrote {VENDOR_DIR}/{} and pointed package.json at it; run `npm install` in {}.",
        theme_file_name(),
        dir.display()
    );
    Ok(())
}

fn template_name(template: Template) -> &'static str {
    match template {
        Template::Classic => "classic",
        Template::DocsOnly => "docs-only",
        Template::BlogOnly => "blog-only",
    }
}

/// Refuses a file, or a folder with anything in it unless `force`.
fn check_target(dir: &Path, force: bool) -> miette::Result<()> {
    if dir.exists() && !dir.is_dir() {
        return Err(miette!(
            code = "cairn::init::not_a_folder",
            help = "pass the path of a new or empty folder, e.g. `cairn init my-site`",
            "`{}` is a file, not a folder",
            dir.display()
        ));
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    if names.is_empty() || force {
        return Ok(());
    }
    names.sort();
    let more = names.len().saturating_sub(SHOWN_ENTRIES);
    names.truncate(SHOWN_ENTRIES);
    let mut listing = names
        .iter()
        .map(|name| format!("`{name}`"))
        .collect::<Vec<_>>()
        .join(", ");
    if more > 0 {
        listing.push_str(&format!(" and {more} more"));
    }
    Err(miette!(
        code = "cairn::init::not_empty",
        help = "choose a new folder (`cairn init my-site`), or pass `--force` to write the site's files over what is there (other files are kept)",
        "`{}` is not empty: it holds {listing}",
        dir.display()
    ))
}

/// The template's files by path in the site, later layers replacing earlier ones, with
/// their placeholders filled in.
fn template_files(template: Template, title: &str, date: &str) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for layer in template.layers() {
        for (file_layer, path, bytes) in embedded::FILES {
            if file_layer != layer {
                continue;
            }
            // A `.gitignore` in the repository would apply to the templates folder itself.
            let path = if *path == "gitignore" {
                ".gitignore".to_owned()
            } else {
                path.replace("{{date}}", date)
            };
            let bytes = match std::str::from_utf8(bytes) {
                Ok(text) if text.contains("{{") => text
                    .replace("{{title}}", &escape_string(title))
                    .replace("{{date}}", date)
                    .into_bytes(),
                _ => bytes.to_vec(),
            };
            files.insert(path, bytes);
        }
    }
    files
}

/// Every file of a new site by path: the template's, the theme tarball and `package.json`.
fn site_files(template: Template, title: &str, date: &str) -> BTreeMap<String, Vec<u8>> {
    let mut files = template_files(template, title, date);
    files.insert(
        format!("{VENDOR_DIR}/{}", theme_file_name()),
        THEME_TARBALL.to_vec(),
    );
    files.insert(
        "package.json".to_owned(),
        package_json(&package_name(title)).into_bytes(),
    );
    files
}

/// The inside of a double-quoted string, valid in TOML and in JavaScript alike: the only
/// files with a `{{title}}` are `cairn.toml` and the home page.
fn escape_string(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '\\' => escaped.push_str("\\\\"),
            '"' => escaped.push_str("\\\""),
            character if character.is_control() => {
                escaped.push_str(&format!("\\u{:04x}", u32::from(character)));
            }
            character => escaped.push(character),
        }
    }
    escaped
}

/// "my-docs" → "My docs": a readable title from the folder's name.
pub(crate) fn site_title(dir: &Path) -> String {
    let name = std::path::absolute(dir)
        .ok()
        .and_then(|path| {
            path.file_name()
                .map(|name| name.to_string_lossy().into_owned())
        })
        .unwrap_or_default();
    let words = name.replace(['-', '_', '.'], " ");
    let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut characters = words.chars();
    match characters.next() {
        Some(first) => first.to_uppercase().chain(characters).collect(),
        None => "My site".to_owned(),
    }
}

/// A valid npm package name from the title: lowercase letters, digits and `-`.
pub(crate) fn package_name(title: &str) -> String {
    let mut name = String::new();
    for character in title.chars().flat_map(char::to_lowercase) {
        if character.is_ascii_alphanumeric() {
            name.push(character);
        } else if !name.is_empty() && !name.ends_with('-') {
            name.push('-');
        }
    }
    let name = name.trim_end_matches('-');
    if name.is_empty() {
        "my-site".to_owned()
    } else {
        name.to_owned()
    }
}

/// The tarball's name: its version, and a hash of its bytes. npm's lock file pins the bytes of
/// a `file:` dependency, and npm installs what its cache holds for them: a new theme under the
/// old name would leave the old one installed (or fail the install where the cache is empty),
/// so a theme that changed within one version gets a name of its own.
pub(crate) fn theme_file_name() -> String {
    let hash = blake3::hash(THEME_TARBALL).to_hex();
    format!("cairn-theme-{THEME_VERSION}-{}.tgz", &hash[..10])
}

pub(crate) fn theme_dependency() -> String {
    format!("file:{VENDOR_DIR}/{}", theme_file_name())
}

/// Writes this version's theme tarball into `vendor/`, in place of any other version's: a
/// tarball left from before would be installed by a `package.json` that still names it, or
/// sit in the repository unused.
pub(crate) fn write_theme(dir: &Path) -> miette::Result<()> {
    let vendor = dir.join(VENDOR_DIR);
    if let Ok(entries) = std::fs::read_dir(&vendor) {
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with("cairn-theme-") && name.ends_with(".tgz") {
                std::fs::remove_file(entry.path())
                    .into_diagnostic()
                    .wrap_err_with(|| format!("cannot remove `{}`", entry.path().display()))?;
            }
        }
    }
    write(&vendor.join(theme_file_name()), THEME_TARBALL)
}

/// The site's package.json, written by hand to keep npm's usual key order.
pub(crate) fn package_json(name: &str) -> String {
    let quote = |text: &str| serde_json::Value::from(text).to_string();
    format!(
        r#"{{
  "name": {name},
  "version": "0.0.0",
  "private": true,
  "type": "module",
  "scripts": {{
    "build": "cairn build",
    "serve": "cairn serve",
    "start": "cairn start"
  }},
  "dependencies": {{
    "@cairn/theme": {theme},
    "react": {react},
    "react-dom": {react_dom}
  }},
  "engines": {{
    "node": ">=20.19"
  }}
}}
"#,
        name = quote(name),
        theme = quote(&theme_dependency()),
        react = quote(REACT_VERSION),
        react_dom = quote(REACT_DOM_VERSION),
    )
}

/// `text` with the string value of the first `"name": "…"` replaced by `value`; `None` when
/// there is no such entry. Editing the text keeps the file's formatting and key order.
fn set_dependency(text: &str, name: &str, value: &str) -> Option<String> {
    let key = format!("\"{name}\"");
    let mut from = 0;
    while let Some(found) = text[from..].find(&key) {
        let after_key = from + found + key.len();
        let rest = &text[after_key..];
        let colon = rest.len() - rest.trim_start().len();
        if rest[colon..].starts_with(':') {
            let after_colon = after_key + colon + 1;
            let rest = &text[after_colon..];
            let start = after_colon + (rest.len() - rest.trim_start().len());
            if text[start..].starts_with('"') {
                let end = start + 1 + closing_quote(&text[start + 1..])?;
                let replacement = serde_json::Value::from(value).to_string();
                return Some(format!(
                    "{}{replacement}{}",
                    &text[..start],
                    &text[end + 1..]
                ));
            }
        }
        from = after_key;
    }
    None
}

/// The index of the quote that ends a JSON string whose opening quote was just before `text`.
fn closing_quote(text: &str) -> Option<usize> {
    let mut escaped = false;
    for (index, character) in text.char_indices() {
        match character {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return Some(index),
            _ => {}
        }
    }
    None
}

fn write(path: &Path, bytes: &[u8]) -> miette::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot create `{}`", parent.display()))?;
    }
    std::fs::write(path, bytes)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot write `{}`", path.display()))
}

/// Today's date (UTC) as `YYYY-MM-DD`, for the first blog post: the date part of the ISO
/// timestamp the blog plugin writes.
fn today() -> String {
    let milliseconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| i64::try_from(elapsed.as_millis()).unwrap_or(0));
    cairn_content::iso_date(milliseconds)[..10].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_is_a_plain_date() {
        let date = today();
        assert_eq!(date.len(), 10, "{date}");
        assert!(date.starts_with("20") && date.as_bytes()[4] == b'-' && date.as_bytes()[7] == b'-');
    }

    #[test]
    fn titles_and_package_names() {
        assert_eq!(site_title(Path::new("/tmp/my-docs_site")), "My docs site");
        assert_eq!(package_name("My docs site"), "my-docs-site");
        assert_eq!(package_name("Ünïcode!"), "n-code");
        assert_eq!(package_name("…"), "my-site");
    }

    #[test]
    fn escaping_for_toml_and_javascript() {
        assert_eq!(
            escape_string(r#"A "quoted" \ title"#),
            r#"A \"quoted\" \\ title"#
        );
    }

    #[test]
    fn dependencies_are_replaced_in_place() {
        let text = "{\n  \"dependencies\": {\n    \"@cairn/theme\": \"file:vendor/cairn-theme-3.3.0.tgz\",\n    \"react\" : \"19.0.0\"\n  }\n}\n";
        let updated = set_dependency(text, "@cairn/theme", "file:vendor/x.tgz").unwrap();
        let updated = set_dependency(&updated, "react", "19.3.1").unwrap();
        assert_eq!(
            updated,
            "{\n  \"dependencies\": {\n    \"@cairn/theme\": \"file:vendor/x.tgz\",\n    \"react\" : \"19.3.1\"\n  }\n}\n"
        );
        assert_eq!(set_dependency(text, "vite", "8.0.0"), None);
    }

    #[test]
    fn every_template_has_a_config_and_the_theme_is_packed() {
        for template in [Template::Classic, Template::DocsOnly, Template::BlogOnly] {
            let files = template_files(template, "Site", "2026-01-02");
            assert!(files.contains_key("cairn.toml"), "{template:?}");
            assert!(files.contains_key(".gitignore"), "{template:?}");
            assert!(
                files
                    .values()
                    .all(|bytes| !String::from_utf8_lossy(bytes).contains("{{")),
                "{template:?}: a placeholder is left"
            );
        }
        assert!(
            template_files(Template::Classic, "Site", "2026-01-02")
                .contains_key("blog/2026-01-02-welcome.md")
        );
        // gzip's magic number.
        assert_eq!(&THEME_TARBALL[..2], &[0x1f, 0x8b]);
    }
}
