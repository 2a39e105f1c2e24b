//! Options whose value is a function (`editUrl`, `readingTime`): `cairn.toml` holds data only,
//! so each function's text moves into a module of the site's, `cairn.functions.cjs`, and the
//! option names it (`editUrl = { module = "./cairn.functions.cjs", export = "docsEditUrl" }`).
//! Cairn calls it in Node with the arguments Docusaurus gives it.

use serde_json::Value;
use toml_edit::InlineTable;

use super::carried::{Carried, ConfigScope, INTEROP_DEFAULT, rebase_module_names};
use super::value::{MARKER, describe};

/// The module the functions move to, in the site's folder.
pub const MODULE: &str = "cairn.functions.cjs";

/// The folder plugins written in the config move to, one module each.
pub const PLUGINS_DIR: &str = "plugins";

/// The functions moved so far, in the order the config gave them.
#[derive(Debug, Default)]
pub struct FunctionsModule {
    /// `(export name, the function's text, where the config had it)`.
    entries: Vec<(String, String, String)>,
    /// Plugins written in the config, each moved to a module of its own.
    plugins: Vec<MovedPlugin>,
    /// The config's top-level declarations, which a moved function takes along when it reads
    /// them; `None` when the config could not be parsed.
    scope: Option<ConfigScope>,
}

/// A plugin written in the config, as its module under `plugins/` holds it.
#[derive(Debug)]
struct MovedPlugin {
    /// The module's path from the site (`./plugins/…`).
    path: String,
    /// The function's text, its relative module names rebased for `plugins/`.
    source: String,
    /// The config's declarations it reads, rebased too; `None` without a parsed config.
    carried: Option<Carried>,
}

impl FunctionsModule {
    /// Functions moved from now on take along the declarations of the config they read.
    pub fn with_scope(scope: Option<ConfigScope>) -> Self {
        FunctionsModule {
            scope,
            ..FunctionsModule::default()
        }
    }

    /// Moves the function `option` (a marker of the evaluated config) into the module under
    /// a name made from `name` (`docsEditUrl`, then `docsEditUrl2`…), and gives the value its
    /// option takes, with what the note says of the names it reads; `Err` says why it cannot
    /// move: not a function, or its text is unknown.
    pub fn take(
        &mut self,
        name: &str,
        option: &Value,
        at: &str,
    ) -> Result<(InlineTable, String), String> {
        let is_function = option.get(MARKER).and_then(Value::as_str) == Some("function");
        let source = option.get("source").and_then(Value::as_str);
        let Some(source) = source.filter(|_| is_function) else {
            return Err(if is_function {
                format!("{}, whose text the loader could not read", describe(option))
            } else {
                describe(option)
            });
        };
        let export = self.unique(name);
        self.entries
            .push((export.clone(), source.to_owned(), at.to_owned()));
        let mut table = InlineTable::new();
        table.insert("module", format!("./{MODULE}").into());
        table.insert("export", export.into());
        let carried = self.carried(&[source], 0);
        Ok((table, names_note(carried.as_ref(), MODULE)))
    }

    /// The declarations of the config that `sources` read, for a module written `depth`
    /// folders below the config; `None` without a parsed config.
    fn carried(&self, sources: &[&str], depth: usize) -> Option<Carried> {
        self.scope
            .as_ref()
            .map(|scope| scope.carried_by(sources, depth))
    }

    /// Moves a plugin function written in the config into a module of its own,
    /// `plugins/<its name>.cjs`, and gives that module's path from the site (`./plugins/…`),
    /// with what the note says of the names it reads; `Err` says why it cannot move.
    pub fn take_plugin(&mut self, option: &Value) -> Result<(String, String), String> {
        let is_function = option.get(MARKER).and_then(Value::as_str) == Some("function");
        let source = option.get("source").and_then(Value::as_str);
        let Some(source) = source.filter(|_| is_function) else {
            return Err(if is_function {
                "the loader could not read its text".to_owned()
            } else {
                describe(option)
            });
        };
        let stem = option
            .get("name")
            .and_then(Value::as_str)
            .map(kebab_case)
            .filter(|name| !name.is_empty())
            .unwrap_or_else(|| "config-plugin".to_owned());
        let path = (1..)
            .map(|number| match number {
                1 => format!("./{PLUGINS_DIR}/{stem}.cjs"),
                _ => format!("./{PLUGINS_DIR}/{stem}-{number}.cjs"),
            })
            .find(|candidate| !self.plugins.iter().any(|plugin| &plugin.path == candidate))
            .unwrap_or_default();
        // One folder below the config: its relative module names are rebased.
        let wrapped = rebase_module_names(&format!("({source})"), 1);
        let source = wrapped[1..wrapped.len() - 1].to_owned();
        let carried = self.carried(&[&source], 1);
        let note = names_note(carried.as_ref(), path.trim_start_matches("./"));
        self.plugins.push(MovedPlugin {
            path: path.clone(),
            source,
            carried,
        });
        Ok((path, note))
    }

    /// Each moved plugin's module: its path from the site, and its text; `config_file` is the
    /// file they came from.
    pub fn plugin_files(&self, config_file: &str) -> Vec<(String, String)> {
        self.plugins
            .iter()
            .map(|MovedPlugin { path, source, carried }| {
                let preamble = preamble(carried.as_ref());
                (
                    path.clone(),
                    format!(
                        "// A plugin written in {config_file}, moved here by `cairn migrate` with the declarations\n// of {config_file} it reads: cairn.toml lists this file in `plugins`.\n'use strict';\n{preamble}\nmodule.exports = {source};\n"
                    ),
                )
            })
            .collect()
    }

    fn unique(&self, name: &str) -> String {
        (1..)
            .map(|number| {
                if number == 1 {
                    name.to_owned()
                } else {
                    format!("{name}{number}")
                }
            })
            .find(|candidate| !self.entries.iter().any(|(taken, ..)| taken == candidate))
            .unwrap_or_else(|| name.to_owned())
    }

    /// The module's text, when a function moved; `config_file` is the file they came from.
    pub fn text(&self, config_file: &str) -> Option<String> {
        if self.entries.is_empty() {
            return None;
        }
        let sources: Vec<&str> = self
            .entries
            .iter()
            .map(|(_, source, _)| source.as_str())
            .collect();
        let mut text = format!(
            "// The functions of {config_file} that cairn.toml names, moved here by `cairn migrate` with\n// the declarations of {config_file} they read. Cairn calls each in Node with the arguments\n// Docusaurus gives it.\n'use strict';\n{}",
            preamble(self.carried(&sources, 0).as_ref())
        );
        for (export, source, at) in &self.entries {
            text.push_str(&format!("\n// {at}\nexports.{export} = {source};\n"));
        }
        Some(text)
    }
}

/// What a note says of the names a moved function reads (`carried`), which moved to `file`
/// with it or must be defined there.
fn names_note(carried: Option<&Carried>, file: &str) -> String {
    let Some(carried) = carried else {
        return format!(
            "; a name it used from the config (a constant, an import) must be defined in {file} too"
        );
    };
    let list = |names: &[String]| {
        names
            .iter()
            .map(|name| format!("`{name}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut note = String::new();
    if !carried.names.is_empty() {
        note.push_str(&format!(
            ", with the declarations of the config it reads ({})",
            list(&carried.names)
        ));
    }
    if !carried.unknown.is_empty() {
        note.push_str(&format!(
            "; it also reads {}, which the config does not declare at its top level as JavaScript: define {} in {file}",
            list(&carried.unknown),
            if carried.unknown.len() == 1 { "it" } else { "them" }
        ));
    }
    note
}

/// The carried declarations as the start of a module.
fn preamble(carried: Option<&Carried>) -> String {
    let Some(carried) = carried else {
        return String::new();
    };
    let mut text = String::new();
    if carried.needs_interop {
        text.push_str(&format!("\n{INTEROP_DEFAULT}\n"));
    }
    if !carried.statements.is_empty() {
        text.push('\n');
    }
    for statement in &carried.statements {
        text.push_str(statement);
        text.push('\n');
    }
    text
}

/// Sets `key` of `table` to the function `option`, moved into the module under `name`, and
/// says so; what cannot move is reported as not translated.
pub fn move_function(
    table: &mut toml_edit::Table,
    key: &str,
    name: &str,
    option: &Value,
    at: &str,
    cx: &mut super::Context,
) {
    match cx.functions.take(name, option, at) {
        Ok((reference, names_note)) => {
            let export = reference
                .get("export")
                .and_then(|export| export.as_str())
                .unwrap_or(name)
                .to_owned();
            table.insert(key, toml_edit::value(reference));
            cx.notes.check(
                at,
                format!(
                    "a function: moved to {MODULE} as `{export}`{names_note}; Cairn calls it in Node with the arguments Docusaurus gives it"
                ),
            );
        }
        Err(what) => cx.notes.untranslated_hint(
            at,
            format!("{what}: not translated"),
            format!("give `{key}` a function of a module of the site's: `{key} = {{ module = \"./{MODULE}\", export = \"…\" }}`"),
        ),
    }
}

/// `adsPlugin` → `ads-plugin`, for a file name; characters a file name should not hold go.
fn kebab_case(name: &str) -> String {
    let mut kebab = String::with_capacity(name.len() + 4);
    for character in name.chars() {
        if character.is_ascii_uppercase() {
            if !kebab.is_empty() && !kebab.ends_with('-') {
                kebab.push('-');
            }
            kebab.push(character.to_ascii_lowercase());
        } else if character.is_ascii_alphanumeric() {
            kebab.push(character);
        } else if !kebab.is_empty() && !kebab.ends_with('-') {
            kebab.push('-');
        }
    }
    kebab.trim_end_matches('-').to_owned()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn functions_move_under_unique_names_and_the_option_names_them() {
        let mut module = FunctionsModule::default();
        let arrow =
            json!({MARKER: "function", "source": "({docPath}) => `https://e.dev/${docPath}`"});
        let (table, _) = module
            .take("docsEditUrl", &arrow, "presets[0][1].docs.editUrl")
            .unwrap();
        assert_eq!(
            table.to_string(),
            r#"{ module = "./cairn.functions.cjs", export = "docsEditUrl" }"#
        );
        let method = json!({MARKER: "function", "name": "editUrl", "source": "function editUrl() { return 'x'; }"});
        let (second, _) = module
            .take("docsEditUrl", &method, "plugins[1][1].editUrl")
            .unwrap();
        assert_eq!(second.get("export").unwrap().as_str(), Some("docsEditUrl2"));
        let text = module.text("docusaurus.config.js").unwrap();
        assert!(text.contains("// presets[0][1].docs.editUrl\nexports.docsEditUrl = ({docPath}) => `https://e.dev/${docPath}`;\n"), "{text}");
        assert!(
            text.contains("exports.docsEditUrl2 = function editUrl() { return 'x'; };"),
            "{text}"
        );
    }

    #[test]
    fn functions_take_the_declarations_they_read_once_and_in_the_configs_order() {
        let config = tempfile::Builder::new().suffix(".js").tempfile().unwrap();
        std::fs::write(
            config.path(),
            "const path = require('path');\nconst REPO = 'https://e.dev/edit';\nconst docsDir = require('./src/dirs.cjs').docs;\nmodule.exports = {};\n",
        )
        .unwrap();
        let mut module = FunctionsModule::with_scope(ConfigScope::read(config.path()));
        let reads_both =
            json!({MARKER: "function", "source": "({docPath}) => `${REPO}/${docsDir}/${docPath}`"});
        let (_, note) = module.take("docsEditUrl", &reads_both, "a").unwrap();
        assert_eq!(
            note,
            ", with the declarations of the config it reads (`REPO`, `docsDir`)"
        );
        let reads_one_and_more = json!({MARKER: "function", "source": "({blogPath}) => `${REPO}/${blogDir}/${blogPath}`"});
        let (_, note) = module
            .take("blogEditUrl", &reads_one_and_more, "b")
            .unwrap();
        assert!(
            note.ends_with("it also reads `blogDir`, which the config does not declare at its top level as JavaScript: define it in cairn.functions.cjs"),
            "{note}"
        );
        let text = module.text("docusaurus.config.js").unwrap();
        // In the site's folder: relative names stay; `path` is read by nobody.
        assert!(
            text.contains("'use strict';\n\nconst REPO = 'https://e.dev/edit';\nconst docsDir = require('./src/dirs.cjs').docs;\n\n// a\n"),
            "{text}"
        );
        assert!(!text.contains("require('path')"), "{text}");
    }

    #[test]
    fn what_is_not_a_function_with_known_text_stays_put() {
        let mut module = FunctionsModule::default();
        let unknown = json!({MARKER: "function", "name": "bound"});
        assert!(
            module
                .take("x", &unknown, "a")
                .unwrap_err()
                .contains("could not read")
        );
        assert!(module.take("x", &json!(3), "a").is_err());
        assert_eq!(module.text("docusaurus.config.js"), None);
    }

    #[test]
    fn plugin_file_names_are_kebab_case() {
        assert_eq!(super::kebab_case("adsPlugin"), "ads-plugin");
        assert_eq!(super::kebab_case("my_plugin2"), "my-plugin2");
        assert_eq!(super::kebab_case("$weird name!"), "weird-name");
    }
}
