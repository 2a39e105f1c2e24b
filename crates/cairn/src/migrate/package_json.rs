//! The site's `package.json` after a migration: the `@docusaurus/*` packages Cairn replaces are
//! dropped, the theme is added the way `cairn init` adds it (a tarball in `vendor/`), React
//! moves to the theme's version, the Docusaurus commands of `scripts` become Cairn's, and every
//! other line stays as written (the file is edited, not rewritten). The original is kept beside
//! it as `package.docusaurus.json`.

use std::path::Path;

use jsonc_parser::ParseOptions;
use jsonc_parser::cst::{CstInputValue, CstObject, CstRootNode};
use miette::miette;

use super::report::Notes;

/// Where the original `package.json` is kept.
pub const BACKUP: &str = "package.docusaurus.json";
const DEPENDENCY_FIELDS: [&str; 4] = [
    "dependencies",
    "devDependencies",
    "peerDependencies",
    "optionalDependencies",
];
/// The Docusaurus CLI commands Cairn has, by the same name.
const COMMANDS: [&str; 5] = ["start", "build", "serve", "clear", "write-translations"];

/// What the migration of `package.json` changed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Migrated {
    /// The new text of `package.json`.
    pub text: String,
    /// The packages removed, sorted.
    pub removed: Vec<String>,
    /// Scripts whose Docusaurus command was replaced: name, old and new command.
    pub scripts: Vec<(String, String, String)>,
    /// The version of Docusaurus's plugin libraries kept for the site's plugins, if any.
    pub plugin_libraries: Option<String>,
    /// Whether `sass` was added, for the site's Sass stylesheets.
    pub added_sass: bool,
}

/// The theme's dependency and the React versions it is built with.
pub struct Theme<'a> {
    pub dependency: &'a str,
    pub react: &'a str,
    pub react_dom: &'a str,
    /// The packages of the config's presets, plugins and themes, which Cairn does not run.
    pub plugin_packages: &'a [String],
    /// The site keeps plugins Cairn runs (`plugins`, remark or rehype lists): the Docusaurus
    /// libraries plugins call at build time stay, at Docusaurus's version.
    pub keeps_plugins: bool,
    /// The site's code has Sass stylesheets (`.scss`, `.sass`), which Vite compiles with the
    /// `sass` package.
    pub uses_sass: bool,
}

/// The Sass compiler the migration adds for a site with Sass stylesheets and no Sass compiler
/// among its packages (Docusaurus sites often get it through a preset of their own, which
/// goes): the embedded one, which Vite prefers, and which took 0.3 s off a real site's cold
/// build against `sass` (its compiler runs natively instead of as JavaScript).
pub const SASS_PACKAGE: &str = "sass-embedded";
pub const SASS_VERSION: &str = "^1.83.0";

/// Packages that give Vite a Sass compiler: itself, its embedded build, or the Docusaurus
/// plugin that depends on it.
const SASS_PACKAGES: [&str; 3] = ["sass", "sass-embedded", "docusaurus-plugin-sass"];

/// What plugins written for Docusaurus import while they run (`normalizeUrl`, `docuHash`,
/// the logger, Joi for their options): Node libraries, with no React or webpack build of
/// their own to run, which a plugin gets from Docusaurus's core as its peer otherwise.
pub const PLUGIN_LIBRARIES: [&str; 3] = [
    "@docusaurus/utils",
    "@docusaurus/logger",
    "@docusaurus/utils-validation",
];

/// Edits the text of a `package.json`; scripts running Docusaurus commands Cairn lacks are
/// reported in `notes`.
pub fn migrate(text: &str, theme: &Theme, notes: &mut Notes) -> Result<Migrated, String> {
    let root =
        CstRootNode::parse(text, &ParseOptions::default()).map_err(|error| error.to_string())?;
    let Some(manifest) = root.object_value() else {
        return Err("the file does not hold a JSON object".to_owned());
    };
    let mut removed = Vec::new();
    let mut docusaurus_version = None;
    for field in DEPENDENCY_FIELDS {
        let Some(dependencies) = manifest.object_value(field) else {
            continue;
        };
        for property in dependencies.properties() {
            let Some(name) = property.decoded_name() else {
                continue;
            };
            if name == "@docusaurus/core" {
                docusaurus_version = property
                    .value()
                    .and_then(|value| value.as_string_lit())
                    .and_then(|text| text.decoded_value().ok());
            }
            let library = theme.keeps_plugins && PLUGIN_LIBRARIES.contains(&name.as_str());
            if !library && (is_replaced(&name) || theme.plugin_packages.contains(&name)) {
                removed.push(name);
                property.remove();
            }
        }
    }
    removed.sort();
    removed.dedup();
    let dependencies = manifest.object_value_or_set("dependencies");
    set(&dependencies, "@cairn/theme", theme.dependency);
    set(&dependencies, "react", theme.react);
    set(&dependencies, "react-dom", theme.react_dom);
    let plugin_libraries = docusaurus_version.filter(|_| theme.keeps_plugins);
    if let Some(version) = &plugin_libraries {
        for library in PLUGIN_LIBRARIES {
            if dependencies.get(library).is_none() {
                set(&dependencies, library, version);
            }
        }
    }
    let has_sass = DEPENDENCY_FIELDS.iter().any(|field| {
        manifest.object_value(field).is_some_and(|packages| {
            SASS_PACKAGES
                .iter()
                .any(|name| packages.get(name).is_some())
        })
    });
    let added_sass = theme.uses_sass && !has_sass;
    if added_sass {
        set(&dependencies, SASS_PACKAGE, SASS_VERSION);
    }
    // React must be the theme's alone, or npm installs two Reacts.
    for field in ["devDependencies", "peerDependencies"] {
        if let Some(other) = manifest.object_value(field) {
            for name in ["react", "react-dom"] {
                if let Some(property) = other.get(name) {
                    property.remove();
                }
            }
        }
    }
    let scripts = manifest
        .object_value("scripts")
        .map(|scripts| migrate_scripts(&scripts, notes))
        .unwrap_or_default();
    Ok(Migrated {
        text: root.to_string(),
        removed,
        scripts,
        plugin_libraries,
        added_sass,
    })
}

/// The packages of Docusaurus itself (core, presets, plugins, themes and their types) and its
/// MDX runtime, `@mdx-js/react`: Cairn does their work. Keeping them would install webpack and
/// a second React, and their peer ranges (React 18, or 16–17 for MDX 1) make npm refuse the
/// theme's React. `@docusaurus/tsconfig` stays: it is one JSON file, with no dependencies,
/// that the site's `tsconfig.json` extends.
fn is_replaced(name: &str) -> bool {
    (name.starts_with("@docusaurus/") && name != "@docusaurus/tsconfig") || name == "@mdx-js/react"
}

fn set(object: &CstObject, name: &str, value: &str) {
    match object.get(name) {
        Some(property) => property.set_value(CstInputValue::from(value)),
        None => {
            object.append(name, CstInputValue::from(value));
        }
    }
}

fn migrate_scripts(scripts: &CstObject, notes: &mut Notes) -> Vec<(String, String, String)> {
    let mut changed = Vec::new();
    for property in scripts.properties() {
        let (Some(name), Some(value)) = (
            property.decoded_name(),
            property
                .value()
                .and_then(|value| value.as_string_lit())
                .and_then(|value| value.decoded_value().ok()),
        ) else {
            continue;
        };
        let (command, unknown) = translate_command(&value);
        for word in unknown {
            notes.untranslated_hint(
                format!("package.json: scripts.{name}"),
                format!("`docusaurus {word}` has no Cairn command"),
                "see `cairn --help` for the commands Cairn has",
            );
        }
        if command != value {
            property.set_value(CstInputValue::from(command.as_str()));
            changed.push((name, value, command));
        }
    }
    changed
}

/// The command with each `docusaurus <start|build|serve|clear>` made `cairn <…>`, and the
/// Docusaurus subcommands Cairn lacks.
fn translate_command(command: &str) -> (String, Vec<String>) {
    let mut unknown = Vec::new();
    let mut output = String::with_capacity(command.len());
    let mut rest = command;
    while let Some(found) = find_word(rest, "docusaurus") {
        output.push_str(&rest[..found]);
        let after = &rest[found + "docusaurus".len()..];
        let subcommand: String = after
            .trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        if COMMANDS.contains(&subcommand.as_str()) {
            output.push_str("cairn");
        } else {
            output.push_str("docusaurus");
            if !subcommand.is_empty() {
                unknown.push(subcommand);
            }
        }
        rest = after;
    }
    output.push_str(rest);
    (output, unknown)
}

/// The byte offset of `word` in `text` where it stands as a command word (not inside a path or
/// another name such as `@docusaurus/core` or `docusaurus-plugin-x`).
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = text[from..].find(word) {
        let start = from + found;
        let end = start + word.len();
        let before = text[..start].chars().next_back();
        let after = text[end..].chars().next();
        let boundary_before =
            before.is_none_or(|c| c.is_whitespace() || matches!(c, '&' | ';' | '|' | '('));
        let boundary_after = after.is_none_or(char::is_whitespace);
        if boundary_before && boundary_after {
            return Some(start);
        }
        from = end;
    }
    None
}

/// Migrates the site's `package.json` in place, keeping the original as [`BACKUP`] (the first
/// one: a second migration does not replace it).
pub fn migrate_file(site: &Path, theme: &Theme, notes: &mut Notes) -> miette::Result<Migrated> {
    let path = site.join("package.json");
    let text = std::fs::read_to_string(&path)
        .map_err(|error| miette!("could not read {}: {error}", path.display()))?;
    let migrated = migrate(&text, theme, notes).map_err(|error| {
        miette!(
            help = "fix the file so that npm can read it, then run the command again",
            "{} is not valid JSON: {error}",
            path.display()
        )
    })?;
    let backup = site.join(BACKUP);
    if !backup.exists() {
        std::fs::write(&backup, &text)
            .map_err(|error| miette!("could not write {}: {error}", backup.display()))?;
    }
    std::fs::write(&path, &migrated.text)
        .map_err(|error| miette!("could not write {}: {error}", path.display()))?;
    Ok(migrated)
}

#[cfg(test)]
mod tests {
    use super::*;

    const THEME: Theme = Theme {
        dependency: "file:vendor/cairn-theme-3.4.0.tgz",
        react: "19.2.0",
        react_dom: "19.2.0",
        plugin_packages: &[],
        keeps_plugins: false,
        uses_sass: false,
    };

    #[test]
    fn a_site_whose_plugins_cairn_runs_keeps_docusaurus_s_plugin_libraries() {
        let text = r#"{"dependencies": {"@docusaurus/core": "^3.8.1", "@docusaurus/logger": "^3.8.1", "docusaurus-plugin-x": "1.0.0"}}"#;
        let theme = Theme {
            keeps_plugins: true,
            ..THEME
        };
        let migrated = migrate(text, &theme, &mut Notes::default()).unwrap();
        let manifest: serde_json::Value = serde_json::from_str(&migrated.text).unwrap();
        let dependencies = &manifest["dependencies"];
        assert!(dependencies.get("@docusaurus/core").is_none());
        assert_eq!(dependencies["@docusaurus/utils"], "^3.8.1");
        assert_eq!(dependencies["@docusaurus/utils-validation"], "^3.8.1");
        assert_eq!(dependencies["@docusaurus/logger"], "^3.8.1");
        assert_eq!(dependencies["docusaurus-plugin-x"], "1.0.0");
        assert_eq!(migrated.removed, ["@docusaurus/core"]);
        assert_eq!(migrated.plugin_libraries.as_deref(), Some("^3.8.1"));

        // Without such plugins, all of Docusaurus goes.
        let migrated = migrate(text, &THEME, &mut Notes::default()).unwrap();
        assert!(!migrated.text.contains("@docusaurus/"), "{}", migrated.text);
    }

    #[test]
    fn replaces_docusaurus_packages_and_keeps_the_rest() {
        let text = r#"{
  "name": "my-site",
  "private": true,
  "scripts": {
    "docusaurus": "docusaurus",
    "start": "docusaurus start --port 4000",
    "build": "npm run gen && docusaurus build",
    "swizzle": "docusaurus swizzle",
    "typecheck": "tsc"
  },
  "dependencies": {
    "@docusaurus/core": "3.6.0",
    "@docusaurus/preset-classic": "3.6.0",
    "@mdx-js/react": "^3.0.0",
    "clsx": "^2.0.0",
    "react": "^18.0.0",
    "react-dom": "^18.0.0"
  },
  "devDependencies": {
    "@docusaurus/module-type-aliases": "3.6.0",
    "@docusaurus/types": "3.6.0",
    "typescript": "~5.5.2"
  }
}
"#;
        let mut notes = Notes::default();
        let migrated = migrate(text, &THEME, &mut notes).unwrap();
        insta::assert_snapshot!(migrated.text, @r#"
        {
          "name": "my-site",
          "private": true,
          "scripts": {
            "docusaurus": "docusaurus",
            "start": "cairn start --port 4000",
            "build": "npm run gen && cairn build",
            "swizzle": "docusaurus swizzle",
            "typecheck": "tsc"
          },
          "dependencies": {
            "clsx": "^2.0.0",
            "react": "19.2.0",
            "react-dom": "19.2.0",
            "@cairn/theme": "file:vendor/cairn-theme-3.4.0.tgz"
          },
          "devDependencies": {
            "typescript": "~5.5.2"
          }
        }
        "#);
        assert_eq!(
            migrated.removed,
            [
                "@docusaurus/core",
                "@docusaurus/module-type-aliases",
                "@docusaurus/preset-classic",
                "@docusaurus/types",
                "@mdx-js/react"
            ]
        );
        assert_eq!(migrated.scripts.len(), 2);
        let reported: Vec<&str> = notes
            .list
            .iter()
            .map(|note| note.message.as_str())
            .collect();
        assert_eq!(reported, ["`docusaurus swizzle` has no Cairn command"]);
    }

    #[test]
    fn adds_dependencies_to_a_manifest_without_any() {
        let mut notes = Notes::default();
        let migrated = migrate("{\n  \"name\": \"x\"\n}\n", &THEME, &mut notes).unwrap();
        let value: serde_json::Value = serde_json::from_str(&migrated.text).unwrap();
        assert_eq!(value["dependencies"]["@cairn/theme"], THEME.dependency);
        assert_eq!(value["dependencies"]["react"], "19.2.0");
    }

    #[test]
    fn the_packages_of_the_config_plugins_are_removed() {
        let text = "{\n  \"dependencies\": {\n    \"@acme/docs-preset\": \"^1.0.0\",\n    \"docusaurus-plugin-sass\": \"^0.2.6\",\n    \"sass\": \"^1.77.0\"\n  }\n}\n";
        let plugins = [
            "@acme/docs-preset".to_owned(),
            "docusaurus-plugin-sass".to_owned(),
        ];
        let theme = Theme {
            plugin_packages: &plugins,
            ..THEME
        };
        let migrated = migrate(text, &theme, &mut Notes::default()).unwrap();
        assert_eq!(migrated.removed, plugins);
        assert!(
            migrated.text.contains("\"sass\": \"^1.77.0\""),
            "{}",
            migrated.text
        );
    }

    #[test]
    fn commands_are_words_not_parts_of_names() {
        assert_eq!(
            translate_command("docusaurus-plugin-x build && docusaurus build"),
            (
                "docusaurus-plugin-x build && cairn build".to_owned(),
                vec![]
            )
        );
        assert_eq!(
            translate_command("docusaurus write-translations --locale fr"),
            ("cairn write-translations --locale fr".to_owned(), vec![])
        );
        assert_eq!(
            translate_command("docusaurus write-heading-ids"),
            (
                "docusaurus write-heading-ids".to_owned(),
                vec!["write-heading-ids".to_owned()]
            )
        );
    }

    #[test]
    fn sass_is_added_for_sass_stylesheets_unless_a_sass_compiler_is_there() {
        let sassy = Theme {
            uses_sass: true,
            ..THEME
        };
        let bare =
            "{\n  \"dependencies\": {\n    \"@ionic-docs/preset-classic\": \"^1.0.0\"\n  }\n}\n";
        let migrated = migrate(bare, &sassy, &mut Notes::default()).unwrap();
        assert!(migrated.added_sass);
        assert!(
            migrated
                .text
                .contains(&format!("\"sass-embedded\": \"{SASS_VERSION}\"")),
            "{}",
            migrated.text
        );
        // Without Sass stylesheets, or with a compiler already listed, nothing is added.
        let migrated = migrate(bare, &THEME, &mut Notes::default()).unwrap();
        assert!(!migrated.added_sass && !migrated.text.contains("sass\""));
        for listed in ["sass", "sass-embedded", "docusaurus-plugin-sass"] {
            let text =
                format!("{{\n  \"devDependencies\": {{\n    \"{listed}\": \"^1.0.0\"\n  }}\n}}\n");
            let migrated = migrate(&text, &sassy, &mut Notes::default()).unwrap();
            assert!(!migrated.added_sass, "{listed}: {}", migrated.text);
        }
    }

    #[test]
    fn invalid_json_is_an_error() {
        let mut notes = Notes::default();
        assert!(migrate("{ \"name\": ", &THEME, &mut notes).is_err());
    }
}
