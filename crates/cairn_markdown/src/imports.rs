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
    /// `@docusaurus/Translate` or `@docusaurus/Interpolate`: a build holds one locale, so the
    /// element is its text, with `{name}` placeholders filled from `values`.
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

/// An import problem: message and hint.
pub(crate) type Problem = (String, String);

/// Reads the statements of one ESM block that starts at `line`/`column` of the file, for a
/// document at `site_path` (`docs/guides/a.mdx`). Anything but `import … from '…'` is a problem.
pub(crate) fn parse_esm(
    value: &str,
    site_path: &str,
    line: usize,
    column: usize,
) -> Result<Imports, (Problem, usize)> {
    let mut imports = Imports::new();
    for (offset, statement) in statements(value) {
        let before = &value[..offset];
        let statement_line = line + before.matches('\n').count();
        let statement_column = match before.rfind('\n') {
            Some(newline) => offset - newline,
            None => column + offset,
        };
        let fail = |message: String, help: &str| Err(((message, help.to_owned()), statement_line));
        if statement.starts_with("export") {
            return fail(
                format!(
                    "`{}` is not supported: MDX files cannot export code",
                    first_words(statement)
                ),
                "put page metadata in front matter, and code in a React page or a component under src/components/",
            );
        }
        let Some(rest) = statement.strip_prefix("import") else {
            return fail(
                format!("unexpected `{}`", first_words(statement)),
                "only `import` statements are allowed at the top level of an MDX file",
            );
        };
        let Some((bindings, module)) = rest.rsplit_once(" from ") else {
            return fail(
                format!("`{}` imports nothing", first_words(statement)),
                "side-effect imports (CSS, scripts) are not supported in MDX; import CSS from a component instead",
            );
        };
        let module = module.trim().trim_end_matches(';').trim();
        let Some(specifier) = module
            .strip_prefix(['\'', '"'])
            .and_then(|inner| inner.strip_suffix(['\'', '"']))
        else {
            return fail(
                format!(
                    "cannot read the module name in `{}`",
                    first_words(statement)
                ),
                "write it as a quoted string: import Tabs from '@theme/Tabs'",
            );
        };
        let bindings = bindings.trim();
        if bindings.starts_with("type ") {
            continue; // `import type {…}`: types only, nothing at run time.
        }
        let module = resolve(specifier, site_path);
        for (local, export) in binding_names(bindings) {
            imports.insert(
                local,
                Binding {
                    specifier: specifier.to_owned(),
                    module: module.clone(),
                    export,
                    line: statement_line,
                    column: statement_column,
                },
            );
        }
    }
    Ok(imports)
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
    if specifier.starts_with("@theme/") || specifier.starts_with("@theme-original/") {
        return Module::Unsupported(format!(
            "the theme components Markdown can use are {}",
            theme_component_list()
        ));
    }
    if specifier.starts_with("@docusaurus/") {
        return Module::Unsupported(
            "Cairn has an equivalent of @docusaurus/Link, Head, BrowserOnly, Translate, Interpolate and useBaseUrl in Markdown; \
             for anything else, write a component under src/components/ and import it"
                .to_owned(),
        );
    }
    if specifier.starts_with('/') || specifier.contains(':') {
        return Module::Unsupported(
            "import a relative path (`./Card`), `@site/…`, or a package name".to_owned(),
        );
    }
    Module::Component(specifier.to_owned())
}

/// The theme component modules, for messages.
fn theme_component_list() -> String {
    THEME_COMPONENTS
        .iter()
        .map(|(module, _)| *module)
        .collect::<Vec<_>>()
        .join(", ")
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

/// Splits ESM text into statements (with their byte offsets) at semicolons and at lines that
/// start a new statement.
fn statements(value: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut push = |from: usize, to: usize| {
        let raw = &value[from..to];
        let statement = raw.trim().trim_end_matches(';').trim();
        if !statement.is_empty() {
            let leading = raw.len() - raw.trim_start().len();
            out.push((from + leading, statement));
        }
    };
    for (index, _) in value.match_indices(['\n', ';']) {
        let next = value[index + 1..].trim_start();
        let ends_here = value.as_bytes()[index] == b';'
            || next.starts_with("import")
            || next.starts_with("export")
            || next.is_empty();
        if ends_here {
            push(start, index + 1);
            start = index + 1;
        }
    }
    push(start, value.len());
    out
}

/// `Tabs`, `{A, B as C}`, `Default, {A}`, `* as NS`, `{default as X}` → local names and the
/// exports they are bound to.
fn binding_names(bindings: &str) -> Vec<(String, Export)> {
    let (outside, braces) = match bindings.split_once('{') {
        Some((outside, inside)) => (outside, inside.split('}').next().unwrap_or("")),
        None => (bindings, ""),
    };
    let mut names = Vec::new();
    for part in outside
        .split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
    {
        match part.strip_prefix('*') {
            Some(rest) => {
                let local = rest.trim().trim_start_matches("as").trim();
                names.push((local.to_owned(), Export::Namespace));
            }
            None => names.push((part.to_owned(), Export::Default)),
        }
    }
    for part in braces
        .split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
    {
        let part = part.strip_prefix("type ").unwrap_or(part);
        let (exported, local) = part
            .split_once(" as ")
            .map_or((part, part), |(exported, local)| {
                (exported.trim(), local.trim())
            });
        let export = if exported == "default" {
            Export::Default
        } else {
            Export::Named(exported.to_owned())
        };
        names.push((local.to_owned(), export));
    }
    names
}

fn first_words(statement: &str) -> String {
    let line = statement.lines().next().unwrap_or(statement);
    if line.chars().count() > 60 {
        format!("{}…", line.chars().take(60).collect::<String>())
    } else {
        line.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(value: &str) -> Imports {
        parse_esm(value, "docs/guides/a.mdx", 1, 1).unwrap()
    }

    #[test]
    fn bindings_of_every_form() {
        let imports = parse(
            "import Tabs from '@theme/Tabs';\nimport TabItem from \"@theme/TabItem\"\nimport Card, {Grid as G, Row} from '@site/src/components/Card'\nimport * as Icons from 'icon-pack'\nimport {default as Chart} from '../../src/Chart'",
        );
        assert_eq!(imports["Tabs"].module, Module::Theme("Tabs"));
        assert_eq!(imports["TabItem"].line, 2);
        let card = &imports["Card"];
        assert_eq!(
            card.module,
            Module::Component("@site/src/components/Card".into())
        );
        assert_eq!((card.export.clone(), card.line), (Export::Default, 3));
        assert_eq!(imports["G"].export, Export::Named("Grid".into()));
        assert_eq!(imports["Row"].export, Export::Named("Row".into()));
        assert_eq!(imports["Icons"].export, Export::Namespace);
        assert_eq!(
            imports["Icons"].module,
            Module::Component("icon-pack".into())
        );
        assert_eq!(
            imports["Chart"].module,
            Module::Component("@site/src/Chart".into())
        );
        assert_eq!(imports["Chart"].export, Export::Default);
    }

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
        assert!(matches!(
            at("@docusaurus/ErrorBoundary"),
            Module::Unsupported(_)
        ));
        assert!(matches!(at("@theme/Layout"), Module::Unsupported(_)));
    }

    #[test]
    fn statement_problems_are_located() {
        let failure = |value| parse_esm(value, "a.mdx", 4, 1).unwrap_err();
        assert_eq!(failure("import A from 'a'\nexport const meta = {};").1, 5);
        assert!(
            failure("import './styles.css';")
                .0
                .0
                .contains("imports nothing")
        );
        assert!(failure("const x = 1;").0.0.contains("unexpected"));
        assert!(parse("import type {Props} from './types'").is_empty());
    }
}
