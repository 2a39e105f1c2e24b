//! Markdown or MDX text → mdast (markdown-rs), guarded against the parser's own panics.

use std::borrow::Cow;
use std::cell::Cell;
use std::path::Path;
use std::sync::Once;

use markdown::mdast;
use markdown::message::{Message, Place};
use markdown::{Constructs, ParseOptions};
use miette::NamedSource;

use crate::commonmark;
use crate::directives::Isolated;
use crate::error::{CompileError, offset_of};
use crate::inline_math;

/// MDX, or CommonMark with HTML. `math` keeps `$…$` and `$$…$$` formulas; without it, a
/// dollar is always text.
pub(crate) fn options_for(mdx: bool, math: bool) -> ParseOptions {
    let mut options = if mdx {
        mdx_options()
    } else {
        markdown_options()
    };
    options.constructs.math_flow = math;
    options.constructs.math_text = math;
    options
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

/// A parsed document.
pub(crate) struct Parsed<'t> {
    /// The root's children.
    pub blocks: Vec<mdast::Node>,
    /// The text their positions refer to: the text given, or a copy in which MDX's HTML
    /// comments were rewritten (`mdx_comment`) or dollars escaped (`crate::inline_math`).
    pub text: Cow<'t, str>,
    /// Offsets in `text` of the backslashes added before dollars, which the author's columns
    /// do not count.
    pub inserted: Vec<usize>,
}

/// How deep a document's elements may nest (a list in a list item in a quote, a component in
/// a component). Far more than a page shows, and few enough that every later stage, which
/// walks the tree recursively on a thread's stack, never runs out of it: 1,000 nested list
/// items used to abort the process.
pub const MAX_NESTING: usize = 100;

/// Parses `text` (the author's file `source`, possibly with directive lines set apart as
/// `isolated` says).
pub(crate) fn parse<'t>(
    text: &'t str,
    options: &ParseOptions,
    source: &str,
    path: &Path,
    isolated: Option<&Isolated>,
) -> Result<Parsed<'t>, Box<CompileError>> {
    let parsed = parse_unchecked(text, options, source, path, isolated)?;
    check_nesting(&parsed.blocks, source, path, isolated)?;
    Ok(parsed)
}

/// Refuses a tree whose nodes nest more than [`MAX_NESTING`] levels deep, at the first node
/// too deep. A list and its item are one level, as the author wrote one; the tree is then at
/// most about twice as deep as the levels. The walk keeps its own stack, so that the check
/// itself cannot overflow.
fn check_nesting(
    blocks: &[mdast::Node],
    source: &str,
    path: &Path,
    isolated: Option<&Isolated>,
) -> Result<(), Box<CompileError>> {
    let mut pending: Vec<(&mdast::Node, usize)> =
        blocks.iter().rev().map(|node| (node, 1)).collect();
    while let Some((node, depth)) = pending.pop() {
        if depth > MAX_NESTING {
            let (line, column) = node.position().map_or((1, 1), |position| {
                (position.start.line, position.start.column)
            });
            let line = isolated.map_or(line, |isolated| isolated.original_line(line));
            return Err(Box::new(CompileError::TooDeep {
                path: path.to_path_buf(),
                line,
                column,
                limit: MAX_NESTING,
                source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
                span: (offset_of(source, line, column), 0).into(),
            }));
        }
        if let Some(children) = node.children() {
            let below = if matches!(node, mdast::Node::List(_)) {
                depth
            } else {
                depth + 1
            };
            pending.extend(children.iter().rev().map(|child| (child, below)));
        }
    }
    Ok(())
}

fn parse_unchecked<'t>(
    text: &'t str,
    options: &ParseOptions,
    source: &str,
    path: &Path,
    isolated: Option<&Isolated>,
) -> Result<Parsed<'t>, Box<CompileError>> {
    if !options.constructs.mdx_jsx_flow
        && fast_reader_enabled()
        && let Some(Some(blocks)) =
            guarded(|| commonmark::parse(text, options.constructs.math_text))
    {
        return Ok(Parsed {
            blocks,
            text: Cow::Borrowed(text),
            inserted: Vec::new(),
        });
    }
    let (blocks, text) = parse_with_comments(text, options, source, path, isolated)?;
    let mut parsed = Parsed {
        blocks,
        text,
        inserted: Vec::new(),
    };
    if options.constructs.math_text && parsed.text.contains('$') {
        keep_formulas_to_rule(&mut parsed, options);
    }
    Ok(parsed)
}

/// Parses again, with a dollar escaped, until every inline formula keeps Pandoc's rule (see
/// `crate::inline_math`). Should a new parse fail, the last good one stays.
fn keep_formulas_to_rule(parsed: &mut Parsed<'_>, options: &ParseOptions) {
    loop {
        let mut openers = Vec::new();
        inline_math::misread_openers(&parsed.text, &parsed.blocks, &mut openers);
        if openers.is_empty() {
            return;
        }
        let mut inserted = parsed.inserted.clone();
        let text = inline_math::escape_openers(&parsed.text, &mut openers, &mut inserted);
        let blocks = match parse_guarded(&text, options) {
            Some(Ok(mdast::Node::Root(root))) => root.children,
            _ => return,
        };
        *parsed = Parsed {
            blocks,
            text: Cow::Owned(text),
            inserted,
        };
    }
}

/// Parses `text`, rewriting the HTML comments of MDX on the way.
fn parse_with_comments<'t>(
    text: &'t str,
    options: &ParseOptions,
    source: &str,
    path: &Path,
    isolated: Option<&Isolated>,
) -> Result<(Vec<mdast::Node>, Cow<'t, str>), Box<CompileError>> {
    let mdx = options.constructs.mdx_jsx_flow;
    let mut text = Cow::Borrowed(text);
    loop {
        let message = match parse_guarded(&text, options) {
            Some(Ok(mdast::Node::Root(root))) => return Ok((root.children, text)),
            Some(Ok(other)) => return Ok((vec![other], text)),
            Some(Err(message)) => message,
            None => {
                return Err(Box::new(CompileError::ParserFailure {
                    path: path.to_path_buf(),
                }));
            }
        };
        let comment = mdx.then(|| mdx_comment(&text, &message)).flatten();
        match comment {
            Some(MdxComment::Rewritten(rewritten)) => text = Cow::Owned(rewritten),
            Some(MdxComment::Unclosed) => {
                let message = Message {
                    reason: "this HTML comment is never closed; end it with `-->`".to_owned(),
                    ..message
                };
                return Err(Box::new(syntax_error(source, path, &message, -1, isolated)));
            }
            None => return Err(Box::new(syntax_error(source, path, &message, 0, isolated))),
        }
    }
}

/// What became of an HTML comment the MDX parser stopped at.
enum MdxComment {
    /// The text with the comment written as an MDX comment expression.
    Rewritten(String),
    /// `<!--` without `-->`.
    Unclosed,
}

/// MDX has no HTML comments (it reads `<!` as a broken JSX tag and stops), but Docusaurus
/// sites write `<!-- prettier-ignore -->` or `<!-- truncate -->` in `.mdx` files too. When the
/// parser stops at the `!` of a `<!--`, the comment is written as `{/* … */}` in place and the
/// text is parsed again; conversion drops comment expressions (and marks the excerpt at
/// `truncate`), exactly as for an author's own `{/* … */}`.
///
/// Rewriting where the parser stopped, rather than every `<!--` in the text up front, leaves
/// alone what was never going to be a comment: a comment in a code fence, inline code, a
/// formula or an attribute string is not read as JSX, so the parser never stops there. The
/// price is one more parse per comment, in MDX files that have comments only.
///
/// The rewrite keeps every line break and (but for `<!-->`) the length, so positions in the
/// parsed text still lead to the author's lines and columns. Inside the comment, braces become
/// spaces (markdown-rs finds the end of an expression by counting braces) and so does the `/`
/// of a `*/`, which would end the JavaScript comment early.
fn mdx_comment(text: &str, message: &Message) -> Option<MdxComment> {
    let Some(Place::Point(point)) = message.place.as_deref() else {
        return None;
    };
    let start = point.offset.checked_sub(1)?;
    if !text.get(start..)?.starts_with("<!--") {
        return None;
    }
    let body_start = start + 4;
    let after = &text[body_start..];
    // `<!-->` and `<!--->` are whole (empty) comments in HTML.
    let (body_end, end) = if after.starts_with('>') {
        (body_start, body_start + 1)
    } else if after.starts_with("->") {
        (body_start, body_start + 2)
    } else {
        let Some(close) = after.find("-->") else {
            return Some(MdxComment::Unclosed);
        };
        (body_start + close, body_start + close + 3)
    };
    let mut rewritten = String::with_capacity(text.len() + 1);
    rewritten.push_str(&text[..start]);
    rewritten.push_str("{/*");
    let mut previous = '\0';
    for character in text[body_start..body_end].chars() {
        let kept = match character {
            '{' | '}' => ' ',
            '/' if previous == '*' => ' ',
            other => other,
        };
        rewritten.push(kept);
        previous = character;
    }
    rewritten.push_str("*/}");
    rewritten.push_str(&text[end..]);
    Some(MdxComment::Rewritten(rewritten))
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
    guarded(|| markdown::to_mdast(text, options))
}

/// Runs a parser (markdown-rs, or the fast reader, which declines to markdown-rs), turning
/// a panic into `None` as [`parse_guarded`] says.
fn guarded<T>(parser: impl FnOnce() -> T) -> Option<T> {
    QUIET_PARSER_PANICS.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !PARSING.with(Cell::get) {
                previous(info);
            }
        }));
    });
    PARSING.with(|parsing| parsing.set(true));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(parser));
    PARSING.with(|parsing| parsing.set(false));
    outcome.ok()
}

/// The error for a parser `message`; `shift` moves its column (to the `<` of a comment when
/// the parser points at the `!`).
fn syntax_error(
    source: &str,
    path: &Path,
    message: &Message,
    shift: isize,
    isolated: Option<&Isolated>,
) -> CompileError {
    let (line, column) = match message.place.as_deref() {
        Some(Place::Point(point)) => (point.line, point.column),
        Some(Place::Position(position)) => (position.start.line, position.start.column),
        None => (1, 1),
    };
    let column = column.saturating_add_signed(shift).max(1);
    let line = isolated.map_or(line, |isolated| isolated.original_line(line));
    if let Some(unclosed) = UnclosedTag::read(&message.reason) {
        let open_line = isolated.map_or(unclosed.line, |isolated| {
            isolated.original_line(unclosed.line)
        });
        let until = match unclosed.inside {
            None => format!("the file ends at {line}:{column}"),
            Some(inside) => format!("the {inside} it is in ends at {line}:{column}"),
        };
        return CompileError::UnclosedElement {
            path: path.to_path_buf(),
            line: open_line,
            column: unclosed.column,
            tag: unclosed.tag,
            until,
            source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
            span: (offset_of(source, open_line, unclosed.column), 1).into(),
            end_span: (offset_of(source, line, column), 0).into(),
        };
    }
    CompileError::Syntax {
        path: path.to_path_buf(),
        line,
        column,
        message: message.reason.clone(),
        source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
        span: (offset_of(source, line, column), 0).into(),
    }
}

/// markdown-rs's "Expected a closing tag for `<div>` (7:1) before the end of `Paragraph`",
/// read back into its parts, to say it with the opening tag's place and a hint.
struct UnclosedTag {
    tag: String,
    line: usize,
    column: usize,
    /// `paragraph`, `list item`…: what ended first; `None` when the file did.
    inside: Option<String>,
}

impl UnclosedTag {
    fn read(reason: &str) -> Option<UnclosedTag> {
        let rest = reason.strip_prefix("Expected a closing tag for `<")?;
        let (tag, rest) = rest.split_once(">` (")?;
        let (place, rest) = rest.split_once(')')?;
        let (line, column) = place.split_once(':')?;
        // The parser names what ended by its Rust name: `Paragraph`, `ListItem`.
        let inside = rest
            .strip_prefix(" before the end of `")
            .and_then(|name| name.strip_suffix('`'))
            .map(|name| {
                let mut words = String::new();
                for character in name.chars() {
                    if character.is_uppercase() && !words.is_empty() {
                        words.push(' ');
                    }
                    words.push(character.to_ascii_lowercase());
                }
                words
            });
        Some(UnclosedTag {
            // Attributes are abbreviated as `<div …>` by the parser: the name is enough.
            tag: tag.split_whitespace().next()?.to_owned(),
            line: line.parse().ok()?,
            column: column.parse().ok()?,
            inside,
        })
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

#[cfg(test)]
thread_local! {
    /// Set by tests that compare the two readers.
    static MARKDOWN_RS_ONLY: Cell<bool> = const { Cell::new(false) };
}

#[cfg(not(test))]
fn fast_reader_enabled() -> bool {
    true
}

#[cfg(test)]
fn fast_reader_enabled() -> bool {
    !MARKDOWN_RS_ONLY.with(Cell::get)
}

/// Runs `work` with every document read by markdown-rs, as before the fast reader.
#[cfg(test)]
pub(crate) fn with_markdown_rs_only<T>(work: impl FnOnce() -> T) -> T {
    MARKDOWN_RS_ONLY.with(|only| only.set(true));
    let result = work();
    MARKDOWN_RS_ONLY.with(|only| only.set(false));
    result
}
