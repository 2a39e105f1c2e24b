//! Every message `cairn_config` shows to a user.

use std::ops::Range;
use std::path::{Path, PathBuf};

use miette::{Diagnostic, NamedSource, SourceSpan};

#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum ConfigError {
    #[error("site directory `{}` does not exist", path.display())]
    #[diagnostic(
        code(cairn::config::site_dir),
        help("pass the folder that holds `cairn.toml`, e.g. `cairn build website`")
    )]
    SiteDirMissing { path: PathBuf },

    #[error("no `cairn.toml` found at `{}`", path.display())]
    #[diagnostic(
        code(cairn::config::missing),
        help(
            "every Cairn site has a `cairn.toml` at its root; pass the site folder as the first argument"
        )
    )]
    ConfigMissing { path: PathBuf },

    #[error("cannot read `{}`", path.display())]
    #[diagnostic(code(cairn::config::unreadable))]
    Unreadable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("{}: {detail}", path.display())]
    #[diagnostic(code(cairn::config::not_utf8), help("{help}"))]
    NotUtf8 {
        path: PathBuf,
        detail: crate::text_file::NotUtf8,
        help: &'static str,
    },

    #[error("invalid TOML in {}:{line}:{column}: {message}", path.display())]
    #[diagnostic(
        code(cairn::config::syntax),
        help("see https://toml.io for the syntax; strings are quoted, tables are `[name]`")
    )]
    Syntax {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("here")]
        span: Option<SourceSpan>,
    },

    #[error("invalid configuration at `{key_path}` in {}:{line}:{column}: {message}", path.display())]
    #[diagnostic(code(cairn::config::invalid))]
    Invalid {
        path: PathBuf,
        key_path: String,
        line: usize,
        column: usize,
        message: String,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("{label}")]
        span: Option<SourceSpan>,
        label: String,
        #[help]
        help: Option<String>,
    },
}

impl ConfigError {
    pub(crate) fn invalid(
        path: &Path,
        source: &str,
        span: Option<Range<usize>>,
        key_path: String,
        message: String,
    ) -> Self {
        let (line, column) = span
            .as_ref()
            .map(|span| line_column(source, span.start))
            .unwrap_or((1, 1));
        let source_code = NamedSource::new(path.display().to_string(), source.to_owned());
        let span = span.map(|span| SourceSpan::from(span.start..span.end.max(span.start)));
        if key_path.is_empty() && !message.starts_with("missing field") {
            return ConfigError::Syntax {
                path: path.to_path_buf(),
                line,
                column,
                message,
                source_code,
                span,
            };
        }
        let help = hint_for(&message);
        let key_path = if key_path.is_empty() {
            "(top level)".to_owned()
        } else {
            key_path
        };
        ConfigError::Invalid {
            path: path.to_path_buf(),
            line,
            column,
            label: short_label(&message),
            message,
            key_path,
            source_code,
            span,
            help,
        }
    }
}

/// One-based line and column (in characters) of a byte offset.
pub(crate) fn line_column(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = source.get(..offset).unwrap_or(source);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |index| index + 1);
    let column = before
        .get(line_start..)
        .map_or(0, |text| text.chars().count())
        + 1;
    (line, column)
}

fn short_label(message: &str) -> String {
    if message.starts_with("unknown field") {
        "unknown key".to_owned()
    } else if message.starts_with("invalid type") {
        "wrong type".to_owned()
    } else if message.starts_with("missing field") {
        "missing key".to_owned()
    } else {
        "here".to_owned()
    }
}

fn hint_for(message: &str) -> Option<String> {
    if message.starts_with("unknown field") {
        Some("check the spelling; keys are camelCase, e.g. `baseUrl`, `trailingSlash`".to_owned())
    } else if message.starts_with("invalid type") {
        Some("strings need quotes in TOML; booleans are `true`/`false` without quotes".to_owned())
    } else if message.starts_with("missing field") {
        Some("add the key to `cairn.toml`".to_owned())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::line_column;

    #[test]
    fn line_and_column_are_one_based_and_count_characters() {
        let text = "a = 1\nbé = 2\n";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 6), (2, 1));
        assert_eq!(line_column(text, text.find('=').unwrap()), (1, 3));
        assert_eq!(line_column(text, "a = 1\nbé ".len()), (2, 4));
    }
}
