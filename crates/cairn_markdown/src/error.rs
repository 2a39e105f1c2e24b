//! Every message `cairn_markdown` shows to a user.

use std::fmt;
use std::path::PathBuf;

use miette::{Diagnostic, NamedSource, SourceSpan};

#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum CompileError {
    #[error("{}: the site's {kind} plugins: {message}", path.display())]
    #[diagnostic(
        code(cairn::markdown::tree_plugin),
        help(
            "the {kind} plugins listed in cairn.toml (`{kind}Plugins`, `beforeDefault…Plugins`, under [markdown] or the file's docs or blog instance) ran on this file; the message says which one failed and where"
        )
    )]
    TreePlugins {
        path: PathBuf,
        /// `remark` or `rehype`.
        kind: &'static str,
        message: String,
    },

    #[error("invalid front matter in {}:{line}:{column}: {message}", path.display())]
    #[diagnostic(
        code(cairn::markdown::front_matter),
        help("front matter is YAML between two `---` lines at the very top of the file")
    )]
    FrontMatter {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("{message}")]
        span: SourceSpan,
    },

    #[error("invalid MDX in {}:{line}:{column}: {message}", path.display())]
    #[diagnostic(code(cairn::markdown::mdx))]
    Mdx {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
        #[help]
        help: String,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("here")]
        span: SourceSpan,
        /// The file's other MDX problems, in order: an author fixes them all in one go.
        #[related]
        others: Vec<MdxProblemReport>,
    },

    /// A `.md` file read as MDX because it seemed to use MDX, which does not parse as MDX.
    #[error(
        "invalid MDX in {}:{line}:{column}: {message} (this `.md` file was read as MDX because of {construct} at {construct_line}:{construct_column})",
        path.display()
    )]
    #[diagnostic(code(cairn::markdown::detected_mdx))]
    DetectedMdx {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
        construct: String,
        construct_line: usize,
        construct_column: usize,
        #[help]
        help: String,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("here")]
        span: SourceSpan,
        /// Absent when the construct is where the error is.
        #[label("read as MDX because of this")]
        construct_span: Option<SourceSpan>,
    },

    #[error("the Markdown parser failed on {}", path.display())]
    #[diagnostic(
        code(cairn::markdown::parser_failure),
        help(
            "this is a bug in the parser, not in your file; it is known to happen with a code fence opened inside a list item followed by a list of another kind. Closing the fence, or adding a blank line or text between the lists, avoids it"
        )
    )]
    ParserFailure { path: PathBuf },

    #[error("{}:{line}:{column}: elements nest more than {limit} levels deep here", path.display())]
    #[diagnostic(
        code(cairn::markdown::too_deep),
        help(
            "a list in a list, a quote in a quote or a component in a component, {limit} times over, is more than a page can show; flatten the structure (a generated file may repeat one by mistake)"
        )
    )]
    TooDeep {
        path: PathBuf,
        line: usize,
        column: usize,
        limit: usize,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("more than {limit} levels deep")]
        span: SourceSpan,
    },

    /// An MDX element opened and not closed where it had to be.
    #[error("invalid MDX in {}:{line}:{column}: `<{tag}>` is never closed ({until})", path.display())]
    #[diagnostic(
        code(cairn::markdown::unclosed_element),
        help(
            "close it with `</{tag}>`, or write it self-closing as `<{tag} />`; in MDX an element opened inside a paragraph, list item or quote must also close inside it"
        )
    )]
    UnclosedElement {
        path: PathBuf,
        /// Where the element opens.
        line: usize,
        column: usize,
        tag: String,
        /// `the file ends at 16:1`, or `the paragraph ends at 9:12`.
        until: String,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("opened here")]
        span: SourceSpan,
        #[label("not closed by here")]
        end_span: SourceSpan,
    },

    #[error("cannot parse {}:{line}:{column}: {message}", path.display())]
    #[diagnostic(code(cairn::markdown::syntax))]
    Syntax {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
        #[source_code]
        source_code: NamedSource<String>,
        #[label("here")]
        span: SourceSpan,
    },
}

/// One more MDX problem of a file that has several (see [`CompileError::Mdx`]).
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("invalid MDX in {}:{line}:{column}: {message}", path.display())]
#[diagnostic(code(cairn::markdown::mdx))]
pub struct MdxProblemReport {
    pub path: PathBuf,
    pub line: usize,
    pub column: usize,
    pub message: String,
    #[help]
    pub help: String,
    #[source_code]
    pub source_code: NamedSource<String>,
    #[label("here")]
    pub span: SourceSpan,
}

/// A problem worth telling the author about that does not stop the build.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Warning {
    pub path: PathBuf,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "{}:{}:{}: {}",
            self.path.display(),
            self.line,
            self.column,
            self.message
        )
    }
}

/// Byte offset of a one-based line and column (in characters).
pub(crate) fn offset_of(source: &str, line: usize, column: usize) -> usize {
    let line_start: usize = source
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let rest = source.get(line_start..).unwrap_or("");
    let within: usize = rest
        .chars()
        .take(column.saturating_sub(1))
        .map(char::len_utf8)
        .sum();
    (line_start + within).min(source.len())
}
