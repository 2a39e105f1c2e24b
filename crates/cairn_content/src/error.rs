//! Every message `cairn_content` shows to a user.

use std::fmt;
use std::path::PathBuf;

use miette::Diagnostic;

#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum ContentError {
    #[error("cannot read `{}`", path.display())]
    #[diagnostic(code(cairn::content::unreadable))]
    Unreadable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("{}: {detail}", path.display())]
    #[diagnostic(code(cairn::content::not_utf8), help("{help}"))]
    NotUtf8 {
        path: PathBuf,
        detail: cairn_config::text_file::NotUtf8,
        help: &'static str,
    },

    #[error(transparent)]
    #[diagnostic(transparent)]
    Markdown(#[from] Box<cairn_markdown::CompileError>),

    #[error("{count} errors{}", listed_below(*count, *shown))]
    #[diagnostic(code(cairn::content::many_errors))]
    Many {
        /// Every problem, counting each one an error lists with it (a file's other MDX
        /// problems), so that the count matches what is shown.
        count: usize,
        /// How many of them are shown.
        shown: usize,
        #[related]
        errors: Vec<ContentError>,
        /// The errors past the ones shown, for tools that list them all (`migrate --check`).
        hidden: Vec<ContentError>,
    },

    #[error("{location}: {message}")]
    #[diagnostic(code(cairn::content::ideal_image), help("{help}"))]
    IdealImage {
        /// `file:line:column` of the use, or the file under `static/`.
        location: String,
        message: String,
        help: String,
    },

    #[error("{location}: {message}")]
    #[diagnostic(code(cairn::content::social_cards), help("{help}"))]
    SocialCards {
        /// The template file, with its line and column when known, or the config key.
        location: String,
        message: String,
        help: String,
    },

    #[error("cannot build the search index: {message}")]
    #[diagnostic(
        code(cairn::search::index),
        help(
            "turn the local index off with `[search] enabled = false` to build without it, and report the problem"
        )
    )]
    SearchIndex { message: String },

    #[error("{message}")]
    #[diagnostic(code(cairn::plugin), help("{help}"))]
    Plugin {
        /// The plugin, its hook, the error and its stack: `plugin changelog
        /// (./plugins/changelog.js), in `loadContent`: Error: …` then `    at …` lines.
        message: String,
        help: String,
    },

    #[error("offline mode: {message}")]
    #[diagnostic(code(cairn::pwa))]
    Pwa { message: String },

    #[error("duplicate route `{path}`: both `{}` and `{}` want it", first.display(), second.display())]
    #[diagnostic(
        code(cairn::content::duplicate_route),
        help("give one of them another `slug` in its front matter, or rename the file")
    )]
    DuplicateRoute {
        path: String,
        first: PathBuf,
        second: PathBuf,
    },

    #[error("{}:{line}:{column}: the component module `{module}` does not exist", file.display())]
    #[diagnostic(code(cairn::content::missing_component), help("{help}"))]
    MissingComponent {
        module: String,
        file: PathBuf,
        line: usize,
        column: usize,
        help: String,
    },

    #[error("{location}: `{module}` {problem}")]
    #[diagnostic(code(cairn::content::missing_export), help("{help}"))]
    MissingExport {
        /// `file:line:column` of the import.
        location: String,
        module: String,
        /// What is missing, and what the module exports instead.
        problem: String,
        help: String,
    },

    #[error("{}{location}: the authors file is not valid: {message}", file.display())]
    #[diagnostic(
        code(cairn::content::authors_file),
        help(
            "an authors file maps keys to `{{name, title, url, image_url, email, socials, page}}`, e.g. `ada:` then `  name: Ada Lovelace` on the next line"
        )
    )]
    AuthorsFile {
        file: PathBuf,
        location: String,
        message: String,
    },

    #[error("{}: unknown author `{key}`; {known}", post.display())]
    #[diagnostic(
        code(cairn::content::unknown_author),
        help(
            "use a key of the authors file, add the author there, or write the author inline: `authors: {{name: …, url: …}}`"
        )
    )]
    UnknownAuthor {
        post: PathBuf,
        key: String,
        known: String,
    },

    #[error("{}: {name} is written in the post rather than in {}", post.display(), authors_file.display())]
    #[diagnostic(
        code(cairn::content::inline_author),
        help(
            "add the author to the authors file and name them by key, or set onInlineAuthors = \"warn\""
        )
    )]
    InlineAuthor {
        post: PathBuf,
        name: String,
        authors_file: PathBuf,
    },

    #[error("{}: `date: {value}` is not a date", post.display())]
    #[diagnostic(
        code(cairn::content::bad_post_date),
        help("write a date as `2024-05-01`, or a date and time as `2024-05-01T10:30:00Z`")
    )]
    BadPostDate { post: PathBuf, value: String },

    #[error("{}: the file name's date `{value}` is not a date", post.display())]
    #[diagnostic(
        code(cairn::content::bad_post_file_date),
        help(
            "a post's file name starts with its date as `2024-05-01-title.md`; fix the month or day, or give the post a `date` in its front matter"
        )
    )]
    BadPostFileDate { post: PathBuf, value: String },

    #[error("{count} long post(s) have no truncate marker: {list}")]
    #[diagnostic(
        code(cairn::content::untruncated_posts),
        help(
            "add `<!-- truncate -->` (or `{{/* truncate */}}` in MDX) where the excerpt should end, or set onUntruncatedBlogPosts = \"warn\""
        )
    )]
    UntruncatedPosts { count: usize, list: String },

    #[error("{}:{line}:{column}: cannot read the partial `{partial}`: {reason}", file.display())]
    #[diagnostic(
        code(cairn::content::missing_partial),
        help(
            "the path is resolved from the importing file's folder; check its spelling and extension (`.md` or `.mdx`)"
        )
    )]
    MissingPartial {
        file: PathBuf,
        line: usize,
        column: usize,
        partial: String,
        reason: String,
    },

    #[error("{}: partials include each other in a circle: {chain}", file.display())]
    #[diagnostic(
        code(cairn::content::circular_partial),
        help("a partial cannot include itself, directly or through another partial")
    )]
    CircularPartial { file: PathBuf, chain: String },

    #[error("{count} broken Markdown link(s):\n{list}")]
    #[diagnostic(
        code(cairn::content::broken_markdown_links),
        help(
            "fix the paths, or set `onBrokenMarkdownLinks = \"warn\"` in cairn.toml to build anyway"
        )
    )]
    BrokenMarkdownLinks { list: String, count: usize },

    #[error("cairn.toml: {option} calls the function {function}, which failed: {message}")]
    #[diagnostic(
        code(cairn::content::site_function),
        help(
            "the function runs in Node with the arguments Docusaurus gives it; a name it uses from the file it was written in must be defined in its own module too"
        )
    )]
    SiteFunction {
        option: String,
        function: String,
        message: String,
    },

    #[error("{}{location}: `{target}` links to a file that does not exist (looked for `{}`)", file.display(), resolved.display())]
    #[diagnostic(
        code(cairn::content::missing_asset),
        help("paths are relative to the Markdown file; put the file there, or fix the path")
    )]
    MissingAsset {
        file: PathBuf,
        /// `:line:column` when known.
        location: String,
        target: String,
        resolved: PathBuf,
    },

    #[error("cannot read `{}`: {message}", path.display())]
    #[diagnostic(
        code(cairn::content::versions_file),
        help("it lists released version names, newest first: [\"3.4.0\", \"3.3.2\"]")
    )]
    VersionsFile { path: PathBuf, message: String },

    #[error("docs `{instance}`: `{setting}` names version `{name}`, which does not exist")]
    #[diagnostic(
        code(cairn::content::unknown_version),
        help("the versions are: {available}")
    )]
    UnknownVersion {
        instance: String,
        name: String,
        setting: String,
        available: String,
    },

    #[error(
        "docs `{instance}`: `{setting}` has the glob `{glob}`, which cannot be read: {message}"
    )]
    #[diagnostic(
        code(cairn::content::invalid_glob),
        help("globs are relative to the docs folder, e.g. `**/*.{{md,mdx}}` or `**/_*/**`")
    )]
    InvalidGlob {
        instance: String,
        setting: &'static str,
        glob: String,
        message: String,
    },

    #[error("docs `{instance}` has no version to build")]
    #[diagnostic(
        code(cairn::content::no_versions),
        help(
            "keep includeCurrentVersion = true, or release a version with `cairn docs version <name>`"
        )
    )]
    NoVersions { instance: String },

    #[error("docs `{instance}`: the docs folder `{}` does not exist{}", folder.display(), set_at("path", at))]
    #[diagnostic(
        code(cairn::content::missing_docs_folder),
        help(
            "create the folder, or set `path` of this `[[docs]]` entry to the folder that holds the docs, relative to the site"
        )
    )]
    MissingDocsFolder {
        instance: String,
        folder: PathBuf,
        /// `cairn.toml:12:8`, where `path` is set; filled in where the config is at hand.
        at: Option<String>,
    },

    #[error("docs `{instance}`: the sidebar file `{}` does not exist{}", file.display(), set_at("sidebarPath", at))]
    #[diagnostic(
        code(cairn::content::missing_sidebar_file),
        help(
            "create it, or correct `sidebarPath` (relative to the site); without `sidebarPath`, the sidebar is made from the docs folder"
        )
    )]
    MissingSidebarFile {
        instance: String,
        file: PathBuf,
        at: Option<String>,
    },

    #[error("{}the client module `{module}` does not exist", at.as_ref().map(|at| format!("{at}: ")).unwrap_or_default())]
    #[diagnostic(
        code(cairn::content::missing_client_module),
        help(
            "`clientModules` paths are relative to the site (`./src/analytics.js`); correct the path or create the file"
        )
    )]
    MissingClientModule { module: String, at: Option<String> },

    #[error("docs `{instance}`: version `{name}` has no folder `{}`", folder.display())]
    #[diagnostic(
        code(cairn::content::missing_version_folder),
        help("restore the snapshot, or remove the version from versions.json")
    )]
    MissingVersionFolder {
        instance: String,
        name: String,
        folder: PathBuf,
    },

    #[error("invalid slug `{slug}` in {}", file.display())]
    #[diagnostic(
        code(cairn::content::slug),
        help(
            "a slug is a URL path such as `/` or `getting-started`; it cannot contain `..`, `?` or `#`"
        )
    )]
    InvalidSlug { slug: String, file: PathBuf },

    #[error("invalid {format} in {}{location}: {message}", file.display())]
    #[diagnostic(
        code(cairn::content::sidebar_syntax),
        help("fix the file at that position; check indentation, quotes and brackets")
    )]
    SidebarSyntax {
        file: PathBuf,
        /// `:line:column` when known.
        location: String,
        format: &'static str,
        message: String,
    },

    #[error("{}{location}: {message}", file.display())]
    #[diagnostic(code(cairn::content::sidebar))]
    InvalidSidebar {
        file: PathBuf,
        /// `:line:column` when known.
        location: String,
        message: String,
        #[help]
        hint: String,
    },

    #[error("{}{location}: no doc has the id `{id}`", file.display())]
    #[diagnostic(code(cairn::content::sidebar_unknown_doc))]
    UnknownSidebarDoc {
        file: PathBuf,
        /// `:line:column` when known.
        location: String,
        id: String,
        /// Close matches, or the ids there are.
        #[help]
        hint: String,
    },

    #[error("invalid tags file {}{location}: {message}", file.display())]
    #[diagnostic(
        code(cairn::content::tags_file),
        help(
            "a tags file maps each tag to its options: `release: {{label: Release, permalink: releases, description: …}}`"
        )
    )]
    TagsFile {
        file: PathBuf,
        /// `:line:column` when known.
        location: String,
        message: String,
    },

    #[error("{}{location}: the translation file is not valid: {message}", file.display())]
    #[diagnostic(
        code(cairn::content::translation_file),
        help(
            "a translation file maps each id to its message: `{{\"theme.docs.paginator.next\": {{\"message\": \"Suivant\", \"description\": \"…\"}}}}`; `cairn write-translations` writes one with every id"
        )
    )]
    TranslationFile {
        file: PathBuf,
        /// `:line:column` when known.
        location: String,
        message: String,
    },

    #[error("{}: tag `{tag}` is not in the tags file {}", doc.display(), tags_file.display())]
    #[diagnostic(
        code(cairn::content::inline_tag),
        help(
            "{known}; add the tag to the file, or set onInlineTags = \"warn\" on the docs instance"
        )
    )]
    InlineTag {
        doc: PathBuf,
        tag: String,
        tags_file: PathBuf,
        known: String,
    },

    #[error("{}: tag `{tag}` has no letter or digit to make its URL from", doc.display())]
    #[diagnostic(
        code(cairn::content::invalid_tag),
        help("give it a `permalink` in the tags file, or use a tag with letters or digits")
    )]
    InvalidTag { doc: PathBuf, tag: String },

    #[error("{}: `last_update.date` is `{value}`, which is not a date", file.display())]
    #[diagnostic(
        code(cairn::content::invalid_date),
        help("write a date such as 2024-05-01, or a date and time such as 2024-05-01T10:30:00Z")
    )]
    InvalidDate { file: PathBuf, value: String },

    #[error("cairn.toml: redirects[{index}] redirects from `{from}`, which is already {existing}")]
    #[diagnostic(
        code(cairn::content::redirect_collision),
        help(
            "a path is either a page or a redirect: remove `{from}` from the redirect, or move the page"
        )
    )]
    RedirectCollision {
        index: usize,
        from: String,
        existing: String,
    },

    #[error(
        "cairn.toml: navbar.items[{index}] links to sidebar `{sidebar}`, which docs `{instance}` does not have"
    )]
    #[diagnostic(code(cairn::content::navbar_sidebar), help("{available}"))]
    UnknownNavbarSidebar {
        index: usize,
        sidebar: String,
        instance: String,
        available: String,
    },

    #[error(
        "cairn.toml: navbar.items[{index}]: sidebar `{sidebar}` of docs `{instance}` has nothing to link to"
    )]
    #[diagnostic(
        code(cairn::content::navbar_empty_sidebar),
        help("add a doc or a category page to the sidebar, or remove the navbar item")
    )]
    EmptyNavbarSidebar {
        index: usize,
        sidebar: String,
        instance: String,
    },
}

/// Most errors a build shows at once: enough to fix a batch, not a wall of text.
const SHOWN_ERRORS: usize = 50;

impl ContentError {
    /// Reads one of the site's text files, as UTF-8, with a located message when it is not;
    /// messages name the file as `shown`.
    pub fn read_text(path: &std::path::Path, shown: &std::path::Path) -> Result<String, Self> {
        use cairn_config::text_file::{self, ReadTextError};
        text_file::read(path).map_err(|error| match error {
            ReadTextError::Io(source) => ContentError::Unreadable {
                path: shown.to_path_buf(),
                source,
            },
            ReadTextError::NotUtf8(detail) => ContentError::NotUtf8 {
                path: shown.to_path_buf(),
                help: detail.hint(),
                detail,
            },
        })
    }

    /// One error as is; several as one report that lists each (the first `SHOWN_ERRORS`).
    pub fn many(errors: Vec<ContentError>) -> ContentError {
        // Reports of several errors are opened, so that one list holds them all.
        let mut flat = Vec::with_capacity(errors.len());
        for error in errors {
            match error {
                ContentError::Many { errors, hidden, .. } => {
                    flat.extend(errors);
                    flat.extend(hidden);
                }
                other => flat.push(other),
            }
        }
        if flat.len() == 1
            && let Some(error) = flat.pop()
        {
            return error;
        }
        let mut count = 0;
        let mut shown = 0;
        let mut kept = Vec::with_capacity(flat.len().min(SHOWN_ERRORS));
        let mut hidden = Vec::new();
        for error in flat {
            let problems = 1 + miette::Diagnostic::related(&error).map_or(0, Iterator::count);
            count += problems;
            if shown < SHOWN_ERRORS {
                shown += problems;
                kept.push(error);
            } else {
                hidden.push(error);
            }
        }
        ContentError::Many {
            count,
            shown,
            errors: kept,
            hidden,
        }
    }

    /// Every error of a list, the ones not shown included; the error itself otherwise.
    pub fn each(&self) -> Vec<&ContentError> {
        match self {
            ContentError::Many { errors, hidden, .. } => errors.iter().chain(hidden).collect(),
            other => vec![other],
        }
    }
}

/// The end of the heading of a list of errors: whether all of them are shown.
/// ` (`sidebarPath` set at cairn.toml:12:8)`, or nothing when the place is not known.
fn set_at(key: &str, at: &Option<String>) -> String {
    at.as_ref()
        .map(|at| format!(" (`{key}` set at {at})"))
        .unwrap_or_default()
}

fn listed_below(count: usize, shown: usize) -> String {
    if shown >= count {
        "; each is listed below".to_owned()
    } else {
        format!("; the first {shown} are listed below")
    }
}

/// A problem worth telling the author about that does not stop the build.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub location: String,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}: {}", self.location, self.message)
    }
}

impl From<cairn_markdown::Warning> for Warning {
    fn from(warning: cairn_markdown::Warning) -> Self {
        Warning {
            location: format!(
                "{}:{}:{}",
                warning.path.display(),
                warning.line,
                warning.column
            ),
            message: warning.message,
        }
    }
}
