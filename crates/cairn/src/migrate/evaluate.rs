//! Reading a Docusaurus config: `cairn_js_loader` loads it as Docusaurus does (jiti, in Node)
//! and returns the exported object as JSON, with missing packages replaced by stand-ins and
//! functions, RegExps and class instances by `{"__cairn_untranslatable": kind}` markers. The
//! JavaScript sidebar files of `cairn_content` go through the same loader, without stand-ins:
//! a config, unlike a sidebar, names packages the site being migrated may not have installed.

use std::path::{Path, PathBuf};
use std::time::Duration;

use cairn_js_loader::{LoadError, Options};
use miette::miette;
use serde_json::Value;

/// A config that never finishes (a server it starts, a promise that never settles) is stopped.
const TIMEOUT: Duration = Duration::from_secs(60);

/// The config file names Docusaurus looks for, in its order.
pub const CONFIG_NAMES: &[&str] = &[
    "docusaurus.config.ts",
    "docusaurus.config.mts",
    "docusaurus.config.cts",
    "docusaurus.config.js",
    "docusaurus.config.mjs",
    "docusaurus.config.cjs",
];

/// The evaluated config.
#[derive(Debug)]
pub struct Evaluated {
    pub config: Value,
    /// Packages that were not installed and were stubbed.
    pub stubbed: Vec<String>,
}

/// The site's config file, or an error listing the names looked for.
pub fn find_config(site_dir: &Path) -> miette::Result<PathBuf> {
    if !site_dir.is_dir() {
        return Err(miette!(
            help =
                "give the folder of the Docusaurus site: `cairn migrate docusaurus path/to/site`",
            "{} is not a folder",
            site_dir.display()
        ));
    }
    CONFIG_NAMES
        .iter()
        .map(|name| site_dir.join(name))
        .find(|path| path.is_file())
        .ok_or_else(|| {
            miette!(
                help = "run the command in the Docusaurus site's folder, or give that folder: `cairn migrate docusaurus path/to/site`",
                "no Docusaurus config in {}: looked for {}",
                site_dir.display(),
                CONFIG_NAMES.join(", ")
            )
        })
}

/// Evaluates `file` with Node, from `site_dir`, as Docusaurus loads it (jiti, through
/// `cairn_js_loader`), missing packages replaced by stand-ins.
pub fn evaluate(file: &Path, site_dir: &Path) -> miette::Result<Evaluated> {
    let site = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_owned());
    let shown = file.display().to_string();
    let options = Options {
        stub_missing_packages: true,
        call_exported_function: true,
        mark_untranslatable: true,
        timeout: Some(TIMEOUT),
    };
    match cairn_js_loader::load(file, site_dir, options) {
        Ok(loaded) => Ok(Evaluated {
            config: loaded.value,
            stubbed: loaded.stubbed,
        }),
        Err(LoadError::Module {
            message,
            location,
            stubbed,
        }) => {
            let at = location.map_or_else(
                || shown.clone(),
                |location| {
                    let file = site_dir
                        .join(relative_to(&location.file, &site))
                        .display()
                        .to_string();
                    match location.column {
                        Some(column) => format!("{file}:{}:{column}", location.line),
                        None => format!("{file}:{}", location.line),
                    }
                },
            );
            // With every package it needs installed, the error is the config's own and
            // Docusaurus, which loads configs the same way, would stop on it too. Otherwise
            // it may come from a stand-in, which cannot answer everything the package would.
            let help = if stubbed.is_empty() {
                "fix the error in the config, then run the command again: Docusaurus loads configs with the same loader (jiti) and stops on it too".to_owned()
            } else {
                format!(
                    "these packages are not installed and stood in for while the config was read: {}; the error may come from one of them, so install the site's packages (`npm install`) and run the command again",
                    stubbed.join(", ")
                )
            };
            Err(miette!(
                help = help,
                "evaluating {shown} with Node failed: {message}\n  at {at}"
            ))
        }
        Err(LoadError::NodeMissing(error)) => Err(miette!(
            help = "install Node.js (20.19 or later) and put `node` on the PATH",
            "could not run `node` to read {shown}: {error}"
        )),
        Err(error) => Err(miette!("evaluating {shown} with Node failed: {error}")),
    }
}

/// `path` relative to `base` when inside it, for messages.
pub fn relative_to(path: &Path, base: &Path) -> String {
    path.strip_prefix(base)
        .map(|relative| relative.display().to_string())
        .unwrap_or_else(|_| path.display().to_string())
}
