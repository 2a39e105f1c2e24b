//! The site's content, read as `cairn build` reads it: every Markdown file compiled and the
//! routes planned with the config the migration would write, the compile cache read but not
//! written. Each error and warning of those stages is a finding, at the place it names.

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use cairn_config::SiteConfig;
use cairn_content::plugin::SourceKind;
use miette::Diagnostic;
use regex::Regex;

use super::{Finding, Group, Report};

/// `[invalid MDX in ]docs/a.md:3:5: message`: the file and place a message starts with.
static LOCATED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:invalid (?:MDX|front matter) in )?(?P<file>[^\s:]+\.(?:mdx?|ya?ml|json|[cm]?[jt]s|toml))(?P<place>(?::\d+){0,2}):?\s*(?P<message>.*)$",
    )
    .expect("a valid pattern")
});

/// Checks the content as the build would plan it; `aliases` are the module aliases the site's
/// plugins would give the bundler (see [`super::plugin_aliases`]).
pub(super) fn check(
    site_dir: &Path,
    config: &SiteConfig,
    aliases: Vec<(String, String)>,
    report: &mut Report,
) {
    let result = cairn_content::builtin_plugins(site_dir, config).and_then(|plugins| {
        // The files the build reads: every plugin's Markdown sources. A plugin that cannot
        // list them (a version folder missing) reads none; `load` reports why.
        for plugin in &plugins {
            for source in plugin.sources().unwrap_or_default() {
                if source.kind == SourceKind::Markdown {
                    let path = source.path.strip_prefix(site_dir).unwrap_or(&source.path);
                    report.files_read.insert(path.to_path_buf());
                }
            }
        }
        // As the build compiles: the site's `[markdown]` table and its MDX components.
        let compiler = cairn_markdown::Compiler::with_options(cairn_content::compile_options(
            config, site_dir,
        ));
        let site = cairn_content::load_read_only(site_dir, &plugins, &compiler)?;
        cairn_content::plan(
            config,
            &site,
            &plugins,
            &cairn_content::PlanOptions {
                // As the build calls them: the functions of the site's code its options name.
                functions: Some(std::sync::Arc::new(UnwrittenModules {
                    site_dir: site_dir.to_path_buf(),
                    runner: cairn_build::function_runner(site_dir, config),
                })),
                aliases,
                ..cairn_content::PlanOptions::default()
            },
        )
    });
    match result {
        Ok(plan) => {
            for warning in &plan.warnings {
                report
                    .findings
                    .push((Group::Content, located(site_dir, &warning.to_string())));
            }
        }
        Err(error) => {
            for each in error.each() {
                add_error(site_dir, each, report);
            }
        }
    }
}

/// The functions the migration would move into modules of the site (`cairn.functions.cjs`,
/// `plugins/…`) cannot run in a check, which writes nothing: each call answers nothing (no
/// edit link, for one), as an option left out would. Functions of the site's own modules run
/// as in the build.
struct UnwrittenModules {
    site_dir: PathBuf,
    runner: Option<cairn_content::functions::SharedRunner>,
}

impl cairn_content::functions::FunctionRunner for UnwrittenModules {
    fn call_each(
        &self,
        function: &cairn_config::SiteFunction,
        arguments: &[serde_json::Value],
    ) -> Result<Vec<serde_json::Value>, String> {
        let written =
            !function.module.starts_with('.') || self.site_dir.join(&function.module).exists();
        match &self.runner {
            Some(runner) if written => runner.call_each(function, arguments),
            _ => Ok(vec![serde_json::Value::Null; arguments.len()]),
        }
    }
}

/// An error, and the ones it lists beside it (a file's other MDX problems).
fn add_error(site_dir: &Path, error: &dyn Diagnostic, report: &mut Report) {
    report
        .findings
        .push((Group::Content, located(site_dir, &error.to_string())));
    for other in error.related().into_iter().flatten() {
        add_error(site_dir, other, report);
    }
}

/// A message as a finding: its leading `file:line:column` as the place, the site folder's
/// name taken off the file when messages show it.
fn located(site_dir: &Path, message: &str) -> Finding {
    let first_line = message.lines().next().unwrap_or_default();
    let site_name = std::path::absolute(site_dir)
        .ok()
        .and_then(|dir| {
            dir.file_name()
                .map(|name| name.to_string_lossy().into_owned())
        })
        .unwrap_or_default();
    match LOCATED.captures(first_line) {
        Some(captures) => {
            let file = &captures["file"];
            let file = file.strip_prefix(&format!("{site_name}/")).unwrap_or(file);
            Finding {
                file: Some(PathBuf::from(file)),
                place: captures["place"].to_owned(),
                message: captures["message"].to_owned(),
            }
        }
        None => Finding {
            file: None,
            place: String::new(),
            message: first_line.to_owned(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_become_located_findings() {
        let dir = Path::new("/sites/acme");
        let finding = located(
            dir,
            "invalid MDX in acme/docs/a.md:14:3: `<DocCard>` comes from `@theme/DocCard`\nmore",
        );
        assert_eq!(finding.file.as_deref(), Some(Path::new("docs/a.md")));
        assert_eq!(finding.place, ":14:3");
        assert_eq!(finding.message, "`<DocCard>` comes from `@theme/DocCard`");
        let finding = located(dir, "blog/authors.yml:3: unknown key `twitter`");
        assert_eq!(finding.file.as_deref(), Some(Path::new("blog/authors.yml")));
        assert_eq!(finding.place, ":3");
        let finding = located(dir, "2 broken links");
        assert_eq!(
            (finding.file, finding.message.as_str()),
            (None, "2 broken links")
        );
    }
}
