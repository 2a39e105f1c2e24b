//! The site's own code: the Docusaurus and theme modules it imports, and the components it
//! swizzles, judged against what the theme's bundler resolves: the theme's component folders
//! (`build.rs` lists them) and its Docusaurus coverage list (`super::super::coverage`).

use std::path::Path;
use std::sync::LazyLock;

use regex::Regex;

use super::super::coverage::{COVERAGE, Status};
use super::{Finding, Group, Report, relative};

/// `@theme/X` the theme has: one folder of `packages/theme/src/theme` each.
const THEME_COMPONENTS: &str = env!("CAIRN_THEME_COMPONENTS");
const CODE_EXTENSIONS: [&str; 6] = ["js", "jsx", "ts", "tsx", "mjs", "cjs"];

/// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `require('x')`, `import('x')`; the
/// first group says whether the import is of types only.
static IMPORT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?m)(?:^|[;\s])(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s*['"]([^'"\n]+)['"]|(?:^|[;\s])import\s*['"]([^'"\n]+)['"]|\b(?:require|import)\s*\(\s*['"]([^'"\n]+)['"]\s*\)"#,
    )
    .expect("a valid pattern")
});

pub(super) fn check(site_dir: &Path, report: &mut Report) {
    let src = site_dir.join("src");
    if !src.is_dir() {
        return;
    }
    let theme = src.join("theme");
    for entry in walkdir::WalkDir::new(&src)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| entry.file_name() != "node_modules")
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
    {
        let path = entry.path();
        let name = path.to_string_lossy();
        let code = path
            .extension()
            .and_then(|extension| extension.to_str())
            .is_some_and(|extension| CODE_EXTENSIONS.contains(&extension));
        if !code || name.ends_with(".d.ts") {
            continue;
        }
        let shown = relative(path, site_dir).to_path_buf();
        report.files_read.insert(shown.clone());
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        if let Ok(inside) = path.strip_prefix(&theme)
            && let Some(component) = swizzled_component(inside)
            && let Some(message) = swizzle_finding(&component, &text)
        {
            report.findings.push((
                Group::Swizzles,
                Finding {
                    file: Some(shown.clone()),
                    place: String::new(),
                    message,
                },
            ));
        }
        for (line, specifier) in unsupported_imports(&text, site_dir) {
            report.findings.push((
                Group::Imports,
                Finding {
                    file: Some(shown.clone()),
                    place: format!(":{line}"),
                    message: format!("`{specifier}` has no Cairn equivalent"),
                },
            ));
        }
    }
}

/// `DocItem/Footer` for `DocItem/Footer/index.js` or `DocItem/Footer.tsx`; `None` for files
/// that are not a component's entry (styles, helpers next to `index.js`).
fn swizzled_component(inside: &Path) -> Option<String> {
    let stem = inside.file_stem()?.to_str()?;
    let parent = inside
        .parent()
        .map(|parent| parent.to_string_lossy().replace('\\', "/"));
    match (stem, parent.as_deref()) {
        ("index", Some(parent)) if !parent.is_empty() => Some(parent.to_owned()),
        (stem, Some("")) | (stem, None) => Some(stem.to_owned()),
        // `@theme/DocItem/Footer` may also be `DocItem/Footer.tsx`; lowercase files are
        // helpers of a component (`styles.js`, `utils.ts`).
        (stem, Some(parent)) if stem.starts_with(char::is_uppercase) => {
            Some(format!("{parent}/{stem}"))
        }
        _ => None,
    }
}

fn has_component(name: &str) -> bool {
    THEME_COMPONENTS.split(',').any(|known| known == name)
        || COVERAGE
            .component(name)
            .is_some_and(|entry| entry.status.resolves())
}

/// What a site's `src/theme/<component>` will do on Cairn, when it is not simply used.
fn swizzle_finding(component: &str, text: &str) -> Option<String> {
    let entry = COVERAGE.component(component);
    let note = entry
        .and_then(|entry| entry.note.as_deref())
        .map(|note| format!(". {}", note.trim_end_matches('.')))
        .unwrap_or_default();
    if !has_component(component) {
        return Some(format!(
            "Cairn's theme has no `{component}` component, so its pages never use this one{note}"
        ));
    }
    // A wrapper passes Cairn's props on; a copy ejected from Docusaurus expects Docusaurus's.
    let wraps = text.contains("@theme-original/") || text.contains("@theme-init/");
    (entry.is_some_and(|entry| entry.status == Status::CairnProps) && !wraps).then(|| {
        format!("Cairn renders `{component}` with Cairn's props, not Docusaurus's: a copy ejected from Docusaurus needs rewriting from Cairn's (see Swizzling){note}")
    })
}

/// Whether the bundler resolves `@docusaurus/<name>`, by the coverage list.
fn has_docusaurus_module(specifier: &str) -> bool {
    COVERAGE
        .module(specifier)
        .is_some_and(|entry| entry.status.resolves())
}

/// The line and specifier of each import of `text` that Cairn cannot resolve.
fn unsupported_imports(text: &str, site_dir: &Path) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for captures in IMPORT.captures_iter(text) {
        if captures.get(1).is_some() {
            continue;
        }
        let Some(specifier) = captures.get(2).or(captures.get(3)).or(captures.get(4)) else {
            continue;
        };
        if !is_supported(specifier.as_str(), site_dir) {
            let line = text[..specifier.start()].matches('\n').count() + 1;
            found.push((line, specifier.as_str().to_owned()));
        }
    }
    found
}

/// Whether the bundler resolves `specifier`; modules outside Docusaurus's and the theme's
/// names (packages, relative paths, `@site/…`) are the site's to install.
fn is_supported(specifier: &str, site_dir: &Path) -> bool {
    if specifier.starts_with("@docusaurus/") {
        return has_docusaurus_module(specifier);
    }
    if let Some(name) = specifier.strip_prefix("@theme/") {
        // A component of the site's own `src/theme/` shadows the theme's, or adds one.
        return has_component(name) || site_component(site_dir, name);
    }
    match specifier
        .strip_prefix("@theme-original/")
        .or_else(|| specifier.strip_prefix("@theme-init/"))
    {
        Some(name) => has_component(name),
        None => true,
    }
}

fn site_component(site_dir: &Path, name: &str) -> bool {
    let base = site_dir.join("src/theme").join(name);
    CODE_EXTENSIONS.iter().any(|extension| {
        base.with_extension(extension).is_file()
            || base.join(format!("index.{extension}")).is_file()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_every_kind_of_import_with_its_line() {
        let text = "import React from 'react';\nimport type {Props} from '@theme/DocItem/Footer';\nimport {\n  useColorMode,\n} from '@docusaurus/theme-common';\nimport Link from '@docusaurus/Link';\nimport '@theme-init/Layout';\nconst x = require('@docusaurus/useGlobalData');\nexport {default} from '@theme-original/DocItem/Paginator';\nconst lazy = () => import('@theme/Tabs');\nimport C from '@docusaurus/ComponentCreator';\n";
        let found = unsupported_imports(text, Path::new("/nowhere"));
        assert_eq!(
            found,
            [
                (9, "@theme-original/DocItem/Paginator".to_owned()),
                (11, "@docusaurus/ComponentCreator".to_owned()),
            ]
        );
    }

    #[test]
    fn swizzle_names() {
        assert_eq!(
            swizzled_component(Path::new("Footer/index.js")).as_deref(),
            Some("Footer")
        );
        assert_eq!(
            swizzled_component(Path::new("Footer.tsx")).as_deref(),
            Some("Footer")
        );
        assert_eq!(
            swizzled_component(Path::new("DocItem/Footer/index.tsx")).as_deref(),
            Some("DocItem/Footer")
        );
        assert_eq!(swizzled_component(Path::new("Footer/styles.js")), None);
    }
}
