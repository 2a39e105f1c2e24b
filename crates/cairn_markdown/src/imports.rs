//! `import` statements of MDX documents: what each local name is bound to.
//!
//! Modules are resolved by path arithmetic only (no file system), so a compiled document
//! depends on its text and its place in the site and nothing else: relative paths become
//! `@site/…` specifiers the bundler resolves, `.md`/`.mdx` files are partials the engine
//! inlines, and the Docusaurus module names that have a Cairn equivalent map to it.

use std::collections::HashMap;

/// Theme components a document may import, and the node each becomes.
pub(crate) const THEME_COMPONENTS: &[(&str, &str)] = &[
    ("@theme/Admonition", "Admonition"),
    ("@theme/CodeBlock", "CodeBlock"),
    ("@theme/Details", "details"),
    ("@theme/DocCardList", "DocCardList"),
    ("@theme/IdealImage", "IdealImage"),
    ("@theme/Mermaid", "Mermaid"),
    ("@theme/TOCInline", "TOCInline"),
    ("@theme/TabItem", "TabItem"),
    ("@theme/Tabs", "Tabs"),
    ("@theme/ThemedImage", "ThemedImage"),
];

/// Docusaurus modules that are hooks or helpers: importing them is fine, and the calls Cairn
/// understands (`useBaseUrl('/img/a.png')`) are read where they appear.
const DOCUSAURUS_HOOKS: &[&str] = &[
    "@docusaurus/useBaseUrl",
    "@docusaurus/useDocusaurusContext",
    "@docusaurus/useIsBrowser",
];

/// What an imported module is to the compiler.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Module {
    /// A theme component the compiler turns into a content node (`Tabs`, `details`…).
    Theme(&'static str),
    /// `@docusaurus/Link`: its elements become links, checked like Markdown links.
    Link,
    /// `@docusaurus/Head`: its children are tags for the page's `<head>`.
    Head,
    /// `@docusaurus/BrowserOnly`: children rendered only in the browser.
    BrowserOnly,
    /// `@docusaurus/Translate` or `@docusaurus/Interpolate`: the element is a message, which
    /// each locale's text replaces (`crate::message`), with `{name}` placeholders filled from
    /// `values`.
    Message,
    /// A hook or helper module; it renders nothing.
    Hook,
    /// A Markdown file (`./_warning.mdx`), by its path inside the site: the engine inlines it.
    Partial(String),
    /// A JavaScript module the bundler loads: `@site/src/components/Card`, `react-player`.
    Component(String),
    /// A file that is not code (`./img/banner.png`, `./report.pdf`), by its specifier: as in
    /// Docusaurus, the import is the file's URL, for props such as `src={banner}`.
    Asset(String),
    /// A module Cairn cannot load in Markdown, with the reason.
    Unsupported(String),
}

/// Which export of a module a local name is bound to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Export {
    Default,
    Named(String),
    /// `import * as Icons from '…'`: `<Icons.Star />` is the export `Star`.
    Namespace,
}

/// A local name bound by an `import`, and where the statement is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Binding {
    /// The module as written.
    pub specifier: String,
    pub module: Module,
    pub export: Export,
    pub line: usize,
    pub column: usize,
}

/// Local names to what they are bound to.
pub(crate) type Imports = HashMap<String, Binding>;

/// How the module names of an ESM block change when the block goes into the document's
/// module, which the engine writes elsewhere: a relative path becomes `@site/…`; the statement
/// of a partial (content, not code) or of types only is left out. Byte range → replacement.
pub(crate) fn module_edits(
    requests: &[crate::code::Request],
    site_path: &str,
) -> Vec<((usize, usize), String)> {
    let mut edits = Vec::new();
    for request in requests {
        let module = resolve(&request.specifier, site_path);
        if request.type_only || matches!(module, Module::Partial(_)) {
            edits.push((request.statement, String::new()));
            continue;
        }
        let site_file = match &module {
            Module::Component(specifier) if specifier.starts_with("@site/") => {
                Some(specifier.clone())
            }
            Module::Asset(specifier) if specifier.starts_with('.') => {
                let dir = site_path.rsplit_once('/').map_or("", |(dir, _)| dir);
                Some(format!("@site/{}", join_site_path(dir, specifier)))
            }
            _ => None,
        };
        if let Some(site_file) = site_file.filter(|file| *file != request.specifier) {
            edits.push((request.span, serde_json::Value::from(site_file).to_string()));
        }
    }
    edits
}

/// Whether a file is one a page links to or shows rather than code: an image, a video or a
/// sound, a document, an archive or a font. (An SVG is code here: the bundler makes it a
/// component, as Docusaurus does.)
fn is_asset(path: &str) -> bool {
    const ASSETS: &[&str] = &[
        "png", "jpg", "jpeg", "gif", "webp", "avif", "apng", "ico", "bmp", "tif", "tiff", "mp4",
        "webm", "ogg", "ogv", "mov", "mp3", "wav", "flac", "m4a", "pdf", "doc", "docx", "xls",
        "xlsx", "ppt", "pptx", "odt", "ods", "odp", "txt", "csv", "zip", "tar", "gz", "tgz", "7z",
        "epub", "woff", "woff2", "ttf", "otf", "eot",
    ];
    let name = path.rsplit('/').next().unwrap_or(path);
    name.rsplit_once('.').is_some_and(|(stem, extension)| {
        !stem.is_empty() && ASSETS.contains(&extension.to_ascii_lowercase().as_str())
    })
}

/// What `specifier`, imported by the document at `site_path`, is.
pub(crate) fn resolve(specifier: &str, site_path: &str) -> Module {
    if let Some((_, tag)) = THEME_COMPONENTS
        .iter()
        .find(|(known, _)| *known == specifier)
    {
        return Module::Theme(tag);
    }
    match specifier {
        "@docusaurus/Link" => return Module::Link,
        "@docusaurus/Head" => return Module::Head,
        "@docusaurus/BrowserOnly" => return Module::BrowserOnly,
        "@docusaurus/Translate" | "@docusaurus/Interpolate" => return Module::Message,
        hook if DOCUSAURUS_HOOKS.contains(&hook) => return Module::Hook,
        _ => {}
    }
    let site_file = if specifier.starts_with("./") || specifier.starts_with("../") {
        let dir = site_path.rsplit_once('/').map_or("", |(dir, _)| dir);
        Some(join_site_path(dir, specifier))
    } else {
        specifier
            .strip_prefix("@site/")
            .map(|path| join_site_path("", path))
    };
    if let Some(path) = site_file {
        return if path.ends_with(".md") || path.ends_with(".mdx") {
            Module::Partial(path)
        } else if is_asset(&path) {
            Module::Asset(specifier.to_owned())
        } else {
            Module::Component(format!("@site/{path}"))
        };
    }
    // Other theme components (`@theme/DocCard`) and Docusaurus modules are the bundler's to
    // resolve, as for the site's code: it names the document when one does not exist.
    if specifier.starts_with('/') || specifier.contains(':') {
        return Module::Unsupported(
            "import a relative path (`./Card`), `@site/…`, or a package name".to_owned(),
        );
    }
    Module::Component(specifier.to_owned())
}

/// `dir` joined with a `/`-separated relative path, `.` and `..` resolved. A path that leaves
/// the site (`../docs` beside it) keeps its leading `..`.
pub fn join_site_path(dir: &str, relative: &str) -> String {
    let mut segments: Vec<&str> = dir.split('/').filter(|s| !s.is_empty()).collect();
    for segment in relative.split('/') {
        match segment {
            "" | "." => {}
            ".." if segments.last().is_some_and(|last| *last != "..") => {
                segments.pop();
            }
            other => segments.push(other),
        }
    }
    segments.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_partials_and_docusaurus_modules() {
        let at = |specifier| resolve(specifier, "docs/guides/a.mdx");
        assert_eq!(
            at("../../components/DetailedExplanation"),
            Module::Component("@site/components/DetailedExplanation".into())
        );
        assert_eq!(
            at("./_warning.mdx"),
            Module::Partial("docs/guides/_warning.mdx".into())
        );
        assert_eq!(
            at("@site/src/partials/_x.md"),
            Module::Partial("src/partials/_x.md".into())
        );
        assert_eq!(
            resolve("../src/components/X", "../docs/a.md"),
            Module::Component("@site/../src/components/X".into())
        );
        assert_eq!(at("@docusaurus/Link"), Module::Link);
        assert_eq!(at("@docusaurus/Translate"), Module::Message);
        assert_eq!(at("@docusaurus/Interpolate"), Module::Message);
        assert_eq!(at("@docusaurus/useBaseUrl"), Module::Hook);
        assert_eq!(
            at("./img/banner.PNG"),
            Module::Asset("./img/banner.PNG".to_owned())
        );
        assert_eq!(
            at("@site/static/files/report.pdf"),
            Module::Asset("@site/static/files/report.pdf".to_owned())
        );
        assert!(matches!(
            at("@site/static/img/logo.svg"),
            Module::Component(_)
        ));
        assert!(matches!(at("./Card.v2"), Module::Component(_)));
        assert!(matches!(at("./Card"), Module::Component(_)));
        assert_eq!(at("@org/widgets"), Module::Component("@org/widgets".into()));
        // The bundler resolves the rest of Docusaurus's modules and theme components.
        assert_eq!(
            at("@docusaurus/ErrorBoundary"),
            Module::Component("@docusaurus/ErrorBoundary".into())
        );
        assert_eq!(
            at("@theme/DocCard"),
            Module::Component("@theme/DocCard".into())
        );
    }

    #[test]
    fn module_names_are_resolved_for_the_module_and_partials_left_out() {
        let text = "import pkg from '../package.json';\nimport P from './_p.mdx';\nimport 'x/y.css';\nimport B from './img/b.png';";
        let block = crate::code::read_esm(text).unwrap();
        let edits = module_edits(&block.requests, "docs/guides/a.mdx");
        let replaced: Vec<&str> = edits.iter().map(|(_, text)| text.as_str()).collect();
        assert_eq!(
            replaced,
            [
                "\"@site/docs/package.json\"",
                "",
                "\"@site/docs/guides/img/b.png\""
            ]
        );
        let ((start, end), _) = &edits[1];
        assert_eq!(&text[*start..*end], "import P from './_p.mdx';");
    }
}
