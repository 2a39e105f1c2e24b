//! Markdown or MDX text → mdast (markdown-rs), guarded against the parser's own panics.

use std::cell::Cell;
use std::path::Path;
use std::sync::Once;

use markdown::mdast;
use markdown::message::{Message, Place};
use markdown::{Constructs, ParseOptions};
use miette::NamedSource;

use crate::directives::Isolated;
use crate::error::{CompileError, offset_of};

/// `.mdx` files are MDX; anything else is CommonMark with HTML.
pub(crate) fn options_for(path: &Path) -> ParseOptions {
    if path.extension().is_some_and(|extension| extension == "mdx") {
        mdx_options()
    } else {
        markdown_options()
    }
}

fn markdown_options() -> ParseOptions {
    ParseOptions {
        constructs: Constructs {
            frontmatter: true,
            math_flow: true,
            math_text: true,
            ..Constructs::gfm()
        },
        ..ParseOptions::gfm()
    }
}

/// MDX: JSX, ESM and expressions instead of HTML, with the GFM extensions kept.
fn mdx_options() -> ParseOptions {
    ParseOptions {
        constructs: Constructs {
            frontmatter: true,
            gfm_autolink_literal: true,
            gfm_footnote_definition: true,
            gfm_label_start_footnote: true,
            gfm_strikethrough: true,
            gfm_table: true,
            gfm_task_list_item: true,
            math_flow: true,
            math_text: true,
            ..Constructs::mdx()
        },
        // markdown-rs only recognises `import`/`export` blocks when given a parser for
        // them; `mdx::parse_esm` checks the statements once the block is known.
        mdx_esm_parse: Some(Box::new(|_| markdown::MdxSignal::Ok)),
        ..ParseOptions::gfm()
    }
}

/// Parses `text` (the author's file `source`, possibly with directive lines set apart as
/// `isolated` says) into the root's children.
pub(crate) fn parse(
    text: &str,
    options: &ParseOptions,
    source: &str,
    path: &Path,
    isolated: Option<&Isolated>,
) -> Result<Vec<mdast::Node>, Box<CompileError>> {
    match parse_guarded(text, options) {
        Some(Ok(mdast::Node::Root(root))) => Ok(root.children),
        Some(Ok(other)) => Ok(vec![other]),
        Some(Err(message)) => Err(Box::new(syntax_error(source, path, &message, isolated))),
        None => Err(Box::new(CompileError::ParserFailure {
            path: path.to_path_buf(),
        })),
    }
}

thread_local! {
    /// Set while this thread runs the parser, so the panic hook knows a panic is the parser's.
    static PARSING: Cell<bool> = const { Cell::new(false) };
}

static QUIET_PARSER_PANICS: Once = Once::new();

/// Runs the parser, turning a panic inside it (a parser bug some inputs reach) into `None`:
/// one odd file must never bring the whole build down with a crash.
///
/// The panic is caught, but the process's panic hook would still print it, with a backtrace
/// notice, above the clear error the author gets. So the first parse installs a hook that
/// stays quiet about panics raised while this thread parses and hands every other panic to
/// the hook that was there before. The hook is process-wide by nature; which panics it
/// silences is decided per thread, so a panic elsewhere during a parse is still reported.
fn parse_guarded(text: &str, options: &ParseOptions) -> Option<Result<mdast::Node, Message>> {
    QUIET_PARSER_PANICS.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !PARSING.with(Cell::get) {
                previous(info);
            }
        }));
    });
    PARSING.with(|parsing| parsing.set(true));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        markdown::to_mdast(text, options)
    }));
    PARSING.with(|parsing| parsing.set(false));
    outcome.ok()
}

fn syntax_error(
    source: &str,
    path: &Path,
    message: &Message,
    isolated: Option<&Isolated>,
) -> CompileError {
    let (line, column) = match message.place.as_deref() {
        Some(Place::Point(point)) => (point.line, point.column),
        Some(Place::Position(position)) => (position.start.line, position.start.column),
        None => (1, 1),
    };
    let line = isolated.map_or(line, |isolated| isolated.original_line(line));
    CompileError::Syntax {
        path: path.to_path_buf(),
        line,
        column,
        message: message.reason.clone(),
        source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
        span: (offset_of(source, line, column), 0).into(),
    }
}

/// The text of a line of inline Markdown (an admonition title), without its markup; the line
/// as written when it does not parse.
pub(crate) fn inline_plain_text(markdown_text: &str) -> String {
    if markdown_text.is_empty() {
        return String::new();
    }
    match parse_guarded(markdown_text, &ParseOptions::gfm()) {
        Some(Ok(root)) => root.to_string().trim().to_owned(),
        _ => markdown_text.to_owned(),
    }
}
