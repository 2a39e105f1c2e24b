//! `cairn migrate docusaurus --check [DIR]`: what of a Docusaurus site Cairn does not support,
//! found without writing anything. The config goes through the same translation as a
//! migration; the content through the same load and plan stages as `cairn build`; the site's
//! code is read for the modules it imports and the components it swizzles, each judged against
//! what the theme's bundler resolves. So an item is "supported" exactly when Cairn builds it.

mod code;
mod content;
mod render;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::evaluate;
use super::report::NoteKind;

/// One use of something Cairn does not support, where it is.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Finding {
    /// The file, relative to the site; `None` for what has no file (a config path is the
    /// place instead).
    pub file: Option<PathBuf>,
    /// `:line` or `:line:column` after the file, or a config path such as `plugins[2]`.
    pub place: String,
    pub message: String,
}

/// The groups of the report, in the order shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    Config,
    Plugins,
    Swizzles,
    Imports,
    Content,
}

impl Group {
    fn title(self) -> &'static str {
        match self {
            Group::Config => "Config options",
            Group::Plugins => "Plugins and themes",
            Group::Swizzles => "Swizzled components in src/theme/",
            Group::Imports => "Imports of Docusaurus and theme modules",
            Group::Content => "Markdown, MDX and front matter",
        }
    }
}

/// What the check found.
#[derive(Debug, Default)]
pub struct Report {
    pub findings: Vec<(Group, Finding)>,
    /// Every file read: the config, the Markdown files, the site's code.
    pub files_read: BTreeSet<PathBuf>,
}

impl Report {
    /// Whether something Cairn does not support was found.
    pub fn has_findings(&self) -> bool {
        !self.findings.is_empty()
    }
}

/// Checks the site and returns the report's text and whether anything unsupported was found.
pub fn run(site_dir: &Path) -> miette::Result<(String, bool)> {
    let report = check(site_dir)?;
    Ok((render::render(&report), report.has_findings()))
}

/// Checks the site in `site_dir`.
pub fn check(site_dir: &Path) -> miette::Result<Report> {
    let config_file = evaluate::find_config(site_dir)?;
    let site = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_owned());
    let mut report = Report::default();
    report
        .files_read
        .insert(relative(&config_file, site_dir).to_path_buf());
    let evaluated = evaluate::evaluate(&config_file, site_dir)?;
    let scope = super::carried::ConfigScope::read(&config_file);
    let translation = super::translate::translate_with_scope(&evaluated.config, &site, scope);
    for note in translation
        .notes
        .iter()
        .filter(|note| note.kind == NoteKind::Untranslated)
    {
        let group = if ["plugins", "themes", "presets"]
            .iter()
            .any(|prefix| note.path.starts_with(prefix))
        {
            Group::Plugins
        } else {
            Group::Config
        };
        report.findings.push((
            group,
            Finding {
                file: None,
                place: note.path.clone(),
                message: note.message.clone(),
            },
        ));
    }
    code::check(site_dir, &mut report);
    // The content is read with the config the migration would write.
    let text = translation.document.to_string();
    let config = cairn_config::parse(&text, &cairn_config::config_path(site_dir)).map_err(|error| {
        miette::miette!(
            "the cairn.toml translated from {} is not valid, which is a bug in `cairn migrate`; please report it\n{:?}",
            config_file.display(),
            miette::Report::new(*error)
        )
    })?;
    content::check(
        site_dir,
        &config,
        plugin_aliases(&evaluated.config),
        &mut report,
    );
    report.findings.sort();
    report.findings.dedup();
    Ok(report)
}

/// The module aliases plugins set with an `alias` option of names and paths, as
/// `docusaurus-plugin-module-alias` does (`{alias: {'@components': path.resolve(…)}}`): the
/// build gets them from the plugin's `configureWebpack`, which the check does not run.
fn plugin_aliases(config: &serde_json::Value) -> Vec<(String, String)> {
    let entries = config
        .get("plugins")
        .and_then(serde_json::Value::as_array)
        .into_iter()
        .flatten();
    let mut aliases = Vec::new();
    for entry in entries {
        let Some(alias) = entry
            .as_array()
            .and_then(|pair| pair.get(1))
            .and_then(|options| options.get("alias"))
            .and_then(serde_json::Value::as_object)
        else {
            continue;
        };
        for (name, target) in alias {
            if let Some(target) = target.as_str() {
                aliases.push((name.trim_end_matches('$').to_owned(), target.to_owned()));
            }
        }
    }
    aliases
}

/// `path` relative to the site folder, for the report.
fn relative<'a>(path: &'a Path, site_dir: &Path) -> &'a Path {
    path.strip_prefix(site_dir).unwrap_or(path)
}

#[cfg(test)]
mod tests;
