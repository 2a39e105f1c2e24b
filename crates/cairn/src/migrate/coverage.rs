//! What Cairn gives code written for Docusaurus, read from the theme's list
//! (`packages/theme/src/compat/docusaurus/coverage.json`), which the bundler reads too: the
//! `--check` report judges a site's imports and swizzles by it, and the migration guide's
//! compatibility table is made from it (a test keeps the page in step).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::Deserialize;

const COVERAGE_JSON: &str = include_str!(env!("CAIRN_DOCUSAURUS_COVERAGE"));

/// The list, parsed once.
pub(super) static COVERAGE: LazyLock<Coverage> = LazyLock::new(|| {
    serde_json::from_str(COVERAGE_JSON)
        .expect("the theme's coverage.json is valid (a test reads it)")
});

// The statuses' words, the files and the exports are for the docs' table (made by a test) and
// the bundler; `--check` reads the statuses and notes.
#[cfg_attr(not(test), allow(dead_code))]
#[derive(Debug, Deserialize)]
pub(super) struct Coverage {
    /// Each status, in words, in the order the docs explain them.
    pub statuses: indexmap_like::Ordered,
    /// `@docusaurus/…` module → how Cairn answers it.
    pub modules: BTreeMap<String, Entry>,
    /// Component name (`DocItem/Footer`) → how Cairn answers `@theme/<name>`.
    pub components: BTreeMap<String, Entry>,
}

#[cfg_attr(not(test), allow(dead_code))]
#[derive(Debug, Deserialize)]
pub(super) struct Entry {
    pub status: Status,
    /// The file of the theme's Docusaurus layer that answers a module.
    #[serde(default)]
    pub file: Option<String>,
    /// The names a module exports.
    #[serde(default)]
    pub exports: Vec<String>,
    #[serde(default)]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(super) enum Status {
    Supported,
    Partial,
    CairnProps,
    Inert,
    Types,
    Unsupported,
}

#[cfg_attr(not(test), allow(dead_code))]
impl Status {
    fn key(self) -> &'static str {
        match self {
            Status::Supported => "supported",
            Status::Partial => "partial",
            Status::CairnProps => "cairn-props",
            Status::Inert => "inert",
            Status::Types => "types",
            Status::Unsupported => "unsupported",
        }
    }

    /// Whether an import of it builds.
    pub fn resolves(self) -> bool {
        !matches!(self, Status::Unsupported)
    }
}

/// A JSON object whose keys keep their order (serde_json's map sorts them).
mod indexmap_like {
    use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};

    #[cfg_attr(not(test), allow(dead_code))]
    #[derive(Debug)]
    pub struct Ordered(pub Vec<(String, String)>);

    impl<'de> Deserialize<'de> for Ordered {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            struct Pairs;
            impl<'de> Visitor<'de> for Pairs {
                type Value = Ordered;
                fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
                    formatter.write_str("an object of strings")
                }
                fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Ordered, A::Error> {
                    let mut pairs = Vec::new();
                    while let Some(pair) = map.next_entry::<String, String>()? {
                        pairs.push(pair);
                    }
                    Ok(Ordered(pairs))
                }
            }
            deserializer.deserialize_map(Pairs)
        }
    }
}

impl Coverage {
    pub fn module(&self, specifier: &str) -> Option<&Entry> {
        self.modules.get(specifier)
    }

    pub fn component(&self, name: &str) -> Option<&Entry> {
        self.components.get(name)
    }

    /// The compatibility table of the migration guide, in Markdown.
    #[cfg(test)]
    pub fn markdown(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let count = |entries: &BTreeMap<String, Entry>, status: Status| {
            entries
                .values()
                .filter(|entry| entry.status == status)
                .count()
        };
        let _ = writeln!(out, "| status | meaning | modules | components |");
        let _ = writeln!(out, "|---|---|---|---|");
        for (key, meaning) in &self.statuses.0 {
            let status = [
                Status::Supported,
                Status::Partial,
                Status::CairnProps,
                Status::Inert,
                Status::Types,
                Status::Unsupported,
            ]
            .into_iter()
            .find(|status| status.key() == key)
            .expect("coverage.json's statuses are the known ones");
            let _ = writeln!(
                out,
                "| `{key}` | {meaning} | {} | {} |",
                count(&self.modules, status),
                count(&self.components, status)
            );
        }
        let _ = writeln!(out, "\n### Modules\n");
        let _ = writeln!(out, "| module | status | notes |");
        let _ = writeln!(out, "|---|---|---|");
        for (name, entry) in &self.modules {
            let exports = if entry.exports.is_empty() || entry.exports == ["default"] {
                String::new()
            } else {
                let names: Vec<String> = entry
                    .exports
                    .iter()
                    .map(|name| format!("`{name}`"))
                    .collect();
                format!("Exports {}. ", names.join(", "))
            };
            let _ = writeln!(
                out,
                "| `{name}` | `{}` | {exports}{} |",
                entry.status.key(),
                entry.note.as_deref().unwrap_or("")
            );
        }
        let _ = writeln!(out, "\n### Theme components\n");
        let _ = writeln!(out, "| `@theme/…` | status | notes |");
        let _ = writeln!(out, "|---|---|---|");
        for (name, entry) in &self.components {
            let _ = writeln!(
                out,
                "| `{name}` | `{}` | {} |",
                entry.status.key(),
                entry.note.as_deref().unwrap_or("")
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    const START: &str = "<!-- docusaurus-coverage:start -->\n";
    const END: &str = "<!-- docusaurus-coverage:end -->";

    #[test]
    fn the_list_names_a_file_for_every_module_an_import_resolves() {
        let theme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../packages/theme/src");
        for (name, entry) in &COVERAGE.modules {
            let has_file = entry.file.is_some();
            let code = !matches!(entry.status, Status::Types | Status::Unsupported);
            assert_eq!(
                has_file, code,
                "{name}: a module that resolves has a file, and only it"
            );
            if let Some(file) = &entry.file {
                assert!(
                    theme.join("compat/docusaurus").join(file).is_file(),
                    "{name}: {file} is missing"
                );
            }
        }
        for (name, entry) in &COVERAGE.components {
            let exists = ["index.tsx", "index.ts"]
                .iter()
                .any(|index| theme.join("theme").join(name).join(index).is_file())
                || theme.join("theme").join(format!("{name}.ts")).is_file()
                || name == "MDXComponents";
            assert_eq!(
                exists,
                entry.status.resolves(),
                "@theme/{name}: the theme has it exactly when the list says an import resolves"
            );
        }
    }

    #[test]
    fn the_migration_guide_shows_the_list() {
        let page =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../website/docs/migration/index.md");
        let text = std::fs::read_to_string(&page).expect("the migration guide exists");
        let (Some(start), Some(end)) = (text.find(START), text.find(END)) else {
            panic!("{} has no {START:?}…{END:?} section", page.display());
        };
        let expected = format!(
            "{}{START}\n{}\n{}",
            &text[..start],
            COVERAGE.markdown(),
            &text[end..]
        );
        if std::env::var_os("CAIRN_UPDATE_DOCS").is_some() {
            std::fs::write(&page, &expected).expect("the migration guide is writable");
        }
        assert!(
            std::fs::read_to_string(&page).unwrap_or_default() == expected,
            "the compatibility table of {} is stale: run `CAIRN_UPDATE_DOCS=1 cargo test -p cairn coverage` and commit it",
            page.display()
        );
    }
}
