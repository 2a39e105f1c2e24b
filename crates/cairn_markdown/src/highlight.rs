//! Build-time syntax highlighting.
//!
//! Each token gets one short class for its category (`hl-k` keyword, `hl-s` string…), found
//! from its scope stack. Spans never nest, so every line stands alone, and a block's HTML is
//! a fraction of what full scope names would weigh. Colours for both modes live in one small
//! stylesheet.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use syntect::parsing::{ParseState, Scope, ScopeStack, SyntaxReference, SyntaxSet};
use syntect::util::LinesWithEndings;

/// Languages that are deliberately plain text: no highlighting, no warning.
const PLAIN: &[&str] = &["text", "txt", "plain", "plaintext", "none", "output"];

/// Scope prefixes and the category class they map to, most specific first. A token takes the
/// category of its innermost scope that has one.
const CATEGORIES: &[(&str, &str)] = &[
    ("comment", "c"),
    ("constant.character.escape", "e"),
    ("string", "s"),
    ("markup.raw", "s"),
    ("constant.numeric", "n"),
    ("constant.language", "l"),
    ("variable.language", "l"),
    ("support.constant", "l"),
    ("constant", "l"),
    ("keyword.operator", "o"),
    ("entity.name.function", "f"),
    ("support.function", "f"),
    ("variable.function", "f"),
    ("entity.name.macro", "f"),
    ("support.macro", "f"),
    ("entity.name.tag", "g"),
    ("entity.other.attribute-name", "a"),
    ("entity.other.inherited-class", "t"),
    ("entity.name", "t"),
    ("support.type", "t"),
    ("support.class", "t"),
    ("storage.type", "k"),
    ("storage.modifier", "k"),
    ("keyword", "k"),
    ("variable.parameter", "p"),
    ("markup.heading", "h"),
    ("markup.inserted", "i"),
    ("markup.deleted", "d"),
    ("markup.bold", "b"),
    ("markup.italic", "m"),
    ("markup.underline.link", "u"),
];

/// Highlighted lines of one block, each an HTML fragment of flat spans.
pub type Lines = Arc<Vec<String>>;

/// The grammars, loaded once per process. Loading them takes tens of milliseconds, and
/// syntect compiles a grammar's regular expressions on first use and keeps them in the set:
/// a process that compiles several builds (a dev server, `cairn bench`) pays for both once.
/// Only sites with code load them.
static GRAMMARS: OnceLock<Grammars> = OnceLock::new();

fn grammars() -> &'static Grammars {
    GRAMMARS.get_or_init(|| Grammars {
        syntaxes: two_face::syntax::extra_newlines(),
        categories: CATEGORIES
            .iter()
            .filter_map(|(prefix, class)| Scope::new(prefix).ok().map(|scope| (scope, *class)))
            .collect(),
    })
}

/// Shared by every document of a build; highlights each distinct block once.
pub struct Highlighter {
    cache: Mutex<HashMap<(String, String), Option<Lines>>>,
    /// Names this highlighter's remembered lines (see [`LINE_MEMO`]).
    id: u64,
}

impl Default for Highlighter {
    fn default() -> Self {
        static NEXT_ID: AtomicU64 = AtomicU64::new(0);
        Highlighter {
            cache: Mutex::default(),
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }
}

thread_local! {
    /// Per thread, as a parser state may hold regex captures, which cannot cross threads;
    /// and per highlighter (a build's), so a build starts with nothing remembered.
    static LINE_MEMO: RefCell<LineMemo> = RefCell::default();
}

/// Lines already highlighted, by text: what each became from the parser state it started in.
/// Blocks that differ still share most lines (closing braces, imports, the same call with
/// another argument), and the grammar's regular expressions cost tens of microseconds a
/// line, a lookup a fraction of one.
#[derive(Default)]
struct LineMemo {
    highlighter: u64,
    outcomes: HashMap<String, Vec<LineOutcome>>,
    count: usize,
}

/// Longer lines are rarely repeated, and would make the memo heavy.
const MEMO_LINE_LIMIT: usize = 160;
/// Lines remembered before the memo starts afresh, so a long session's memory stays bounded.
const MEMO_CAPACITY: usize = 100_000;

struct LineOutcome {
    before: (ParseState, ScopeStack),
    html: String,
    after: (ParseState, ScopeStack),
}

impl LineMemo {
    /// The memo of `highlighter`'s lines: another highlighter's are forgotten.
    fn of(&mut self, highlighter: u64) -> &mut Self {
        if self.highlighter != highlighter {
            *self = LineMemo {
                highlighter,
                ..LineMemo::default()
            };
        }
        self
    }

    fn get(&self, line: &str, state: &ParseState, stack: &ScopeStack) -> Option<&LineOutcome> {
        self.outcomes
            .get(line)?
            .iter()
            .find(|outcome| outcome.before.0 == *state && outcome.before.1 == *stack)
    }

    fn insert(&mut self, line: &str, outcome: LineOutcome) {
        if self.count >= MEMO_CAPACITY {
            self.outcomes.clear();
            self.count = 0;
        }
        self.count += 1;
        self.outcomes
            .entry(line.to_owned())
            .or_default()
            .push(outcome);
    }
}

struct Grammars {
    syntaxes: SyntaxSet,
    categories: Vec<(Scope, &'static str)>,
}

/// What became of a code block's language.
pub enum Highlighted {
    Lines(Lines),
    /// A language with no grammar; the block is shown as plain text.
    UnknownLanguage,
    Plain,
}

impl Highlighter {
    pub fn highlight(&self, language: &str, code: &str) -> Highlighted {
        let language = language.to_ascii_lowercase();
        if PLAIN.contains(&language.as_str()) {
            return Highlighted::Plain;
        }
        let key = (language, code.to_owned());
        if let Some(cached) = self.lock_cache().get(&key) {
            return cached
                .clone()
                .map_or(Highlighted::UnknownLanguage, Highlighted::Lines);
        }
        let grammars = grammars();
        let result = syntax_for(grammars, &key.0)
            .and_then(|syntax| highlight_lines(grammars, syntax, code, self.id))
            .map(Arc::new);
        self.lock_cache().insert(key, result.clone());
        result.map_or(Highlighted::UnknownLanguage, Highlighted::Lines)
    }

    fn lock_cache(&self) -> std::sync::MutexGuard<'_, HashMap<(String, String), Option<Lines>>> {
        self.cache
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }
}

/// The grammar of a fence's language, looked up once per process: syntect finds it by
/// comparing the token with every grammar's extensions, for each distinct block.
fn syntax_for(grammars: &'static Grammars, language: &str) -> Option<&'static SyntaxReference> {
    static BY_LANGUAGE: Mutex<Option<HashMap<String, Option<&'static SyntaxReference>>>> =
        Mutex::new(None);
    let mut by_language = BY_LANGUAGE
        .lock()
        .unwrap_or_else(|poison| poison.into_inner());
    let by_language = by_language.get_or_insert_with(HashMap::new);
    if let Some(syntax) = by_language.get(language) {
        return *syntax;
    }
    let syntax = find_syntax(&grammars.syntaxes, language);
    by_language.insert(language.to_owned(), syntax);
    syntax
}

/// Common names people write after the fence, mapped to a grammar's token.
fn find_syntax<'a>(syntaxes: &'a SyntaxSet, language: &str) -> Option<&'a SyntaxReference> {
    let token = match language {
        "jsx" | "javascriptreact" | "typescriptreact" => "tsx",
        "shell" | "zsh" | "console" | "shellsession" => "bash",
        "mdx" => "md",
        "json5" | "jsonc" => "json",
        "yml" => "yaml",
        "py" => "python",
        "rs" => "rust",
        "csharp" | "c#" => "cs",
        "golang" => "go",
        "kotlin" => "kt",
        // Prism's names, which Docusaurus sites write.
        "objc" | "objectivec" | "objective-c" => "Objective-C",
        "docker" => "Dockerfile",
        "batch" => "bat",
        "fsharp" => "fs",
        "regex" => "re",
        "apacheconf" => "htaccess",
        other => other,
    };
    syntaxes
        .find_syntax_by_token(token)
        .or_else(|| syntaxes.find_syntax_by_name(token))
}

fn highlight_lines(
    grammars: &Grammars,
    syntax: &SyntaxReference,
    code: &str,
    highlighter: u64,
) -> Option<Vec<String>> {
    let mut state = ParseState::new(syntax);
    let mut stack = ScopeStack::new();
    let mut lines = Vec::new();
    for line in LinesWithEndings::from(code) {
        let remembered = line.len() <= MEMO_LINE_LIMIT;
        if remembered
            && let Some((html, after)) = LINE_MEMO.with_borrow_mut(|memo| {
                memo.of(highlighter)
                    .get(line, &state, &stack)
                    .map(|outcome| (outcome.html.clone(), outcome.after.clone()))
            })
        {
            lines.push(html);
            (state, stack) = after;
            continue;
        }
        let before = remembered.then(|| (state.clone(), stack.clone()));
        let html = highlight_line(grammars, &mut state, &mut stack, line)?;
        if let Some(before) = before {
            let outcome = LineOutcome {
                before,
                html: html.clone(),
                after: (state.clone(), stack.clone()),
            };
            LINE_MEMO.with_borrow_mut(|memo| memo.of(highlighter).insert(line, outcome));
        }
        lines.push(html);
    }
    if lines.is_empty() || code.ends_with('\n') {
        lines.push(String::new());
    }
    Some(lines)
}

/// One line's flat spans; `state` and `stack` move on to the next line.
fn highlight_line(
    grammars: &Grammars,
    state: &mut ParseState,
    stack: &mut ScopeStack,
    line: &str,
) -> Option<String> {
    let operations = state.parse_line(line, &grammars.syntaxes).ok()?;
    let text = line.strip_suffix('\n').unwrap_or(line);
    let text = text.strip_suffix('\r').unwrap_or(text);
    let mut html = String::with_capacity(text.len() * 2);
    let mut segment = Segment::default();
    let mut start = 0;
    for (offset, operation) in operations {
        let end = offset.min(text.len());
        if end > start {
            segment.push(&mut html, category(grammars, stack), &text[start..end]);
            start = end;
        }
        stack.apply(&operation).ok()?;
    }
    if text.len() > start {
        segment.push(&mut html, category(grammars, stack), &text[start..]);
    }
    segment.close(&mut html);
    Some(html)
}

/// The category class of the innermost scope that has one.
fn category(grammars: &Grammars, stack: &ScopeStack) -> Option<&'static str> {
    stack.as_slice().iter().rev().find_map(|scope| {
        grammars
            .categories
            .iter()
            .find(|(prefix, _)| prefix.is_prefix_of(*scope))
            .map(|(_, class)| *class)
    })
}

/// Writes runs of text, merging neighbours of the same category into one span.
#[derive(Default)]
struct Segment {
    open: Option<&'static str>,
}

impl Segment {
    fn push(&mut self, html: &mut String, class: Option<&'static str>, text: &str) {
        if self.open != class {
            self.close(html);
            if let Some(class) = class {
                html.push_str("<span class=\"hl-");
                html.push_str(class);
                html.push_str("\">");
            }
            self.open = class;
        }
        crate::escape::escape_text_into(html, text);
    }

    fn close(&mut self, html: &mut String) {
        if self.open.take().is_some() {
            html.push_str("</span>");
        }
    }
}

/// Colours of the category classes, for light and dark mode (the page's `data-theme`).
pub fn stylesheet() -> String {
    // Every colour reaches WCAG AA (4.5:1) on the code background and on a highlighted line,
    // in both modes (checked by `token_colours_pass_wcag_aa`).
    const LIGHT: &[(&str, &str)] = &[
        ("c", "color:#57606a;font-style:italic"),
        ("s", "color:#0a6b2c"),
        ("e", "color:#9e4a00"),
        ("n", "color:#9e4a00"),
        ("l", "color:#9e4a00"),
        ("o", "color:#b3196b"),
        ("f", "color:#6639ba"),
        ("g", "color:#0a6189"),
        ("a", "color:#7a5000"),
        ("t", "color:#0a6189"),
        ("k", "color:#a8154f"),
        ("p", "color:#9a4d00"),
        ("h", "color:#0b4f9c;font-weight:600"),
        ("i", "color:#116329;background:#dafbe1"),
        ("d", "color:#82071e;background:#ffebe9"),
        ("b", "font-weight:600"),
        ("m", "font-style:italic"),
        ("u", "text-decoration:underline"),
    ];
    const DARK: &[(&str, &str)] = &[
        ("c", "color:#a5aeb7;font-style:italic"),
        ("s", "color:#98c379"),
        ("e", "color:#dca478"),
        ("n", "color:#dca478"),
        ("l", "color:#dca478"),
        ("o", "color:#6cc0cc"),
        ("f", "color:#74baf2"),
        ("g", "color:#f29199"),
        ("a", "color:#dca478"),
        ("t", "color:#e5c07b"),
        ("k", "color:#d79ce9"),
        ("p", "color:#e5c07b"),
        ("h", "color:#74baf2;font-weight:600"),
        ("i", "color:#98c379;background:rgba(46,160,67,.15)"),
        ("d", "color:#f29199;background:rgba(248,81,73,.15)"),
        ("b", "font-weight:600"),
        ("m", "font-style:italic"),
        ("u", "text-decoration:underline"),
    ];
    let mut css = String::from("/* Cairn syntax highlighting: one class per token category. */\n");
    for (mode, palette) in [("light", LIGHT), ("dark", DARK)] {
        for (class, declarations) in palette {
            css.push_str(&format!(
                ":root[data-theme='{mode}'] .hl-{class}{{{declarations}}}\n"
            ));
        }
    }
    css
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_balanced_and_complete() {
        let highlighter = Highlighter::default();
        let Highlighted::Lines(lines) = highlighter.highlight("rust", "/* a\nb */\nfn main() {}")
        else {
            panic!("rust is known")
        };
        assert_eq!(lines.len(), 3);
        for line in lines.iter() {
            assert_eq!(
                line.matches("<span").count(),
                line.matches("</span>").count(),
                "{line}"
            );
            assert!(
                !line.contains("<span class=\"hl-c\"><span"),
                "spans never nest: {line}"
            );
        }
        let text = |html: &str| {
            let mut out = String::new();
            let mut in_tag = false;
            for character in html.chars() {
                match character {
                    '<' => in_tag = true,
                    '>' => in_tag = false,
                    _ if !in_tag => out.push(character),
                    _ => {}
                }
            }
            out
        };
        assert_eq!(text(&lines[1]), "b */");
        assert_eq!(text(&lines[2]), "fn main() {}");
        assert!(
            lines[2].contains("<span class=\"hl-k\">fn</span>"),
            "{}",
            lines[2]
        );
        assert!(
            lines[0].starts_with("<span class=\"hl-c\">"),
            "{}",
            lines[0]
        );
    }

    #[test]
    fn escapes_html_and_keeps_unicode() {
        let highlighter = Highlighter::default();
        let Highlighted::Lines(lines) = highlighter.highlight("html", "<p>é & ü</p>") else {
            panic!("html is known")
        };
        let text = lines.join("");
        assert!(
            text.contains("&lt;") && text.contains("&amp;") && text.contains('é'),
            "{text}"
        );
    }

    #[test]
    fn aliases_plain_and_unknown() {
        let highlighter = Highlighter::default();
        for language in [
            "jsx",
            "tsx",
            "ts",
            "js",
            "sh",
            "bash",
            "toml",
            "yaml",
            "json",
            "md",
            "py",
            "objc",
            "objectivec",
            "swift",
            "docker",
            "batch",
            "fsharp",
            "regex",
            "apacheconf",
        ] {
            assert!(
                matches!(highlighter.highlight(language, "x"), Highlighted::Lines(_)),
                "{language}"
            );
        }
        assert!(matches!(
            highlighter.highlight("text", "x"),
            Highlighted::Plain
        ));
        assert!(matches!(
            highlighter.highlight("klingon", "x"),
            Highlighted::UnknownLanguage
        ));
    }

    #[test]
    fn a_language_finds_the_same_grammar_every_time() {
        let grammars = grammars();
        for language in ["rust", "jsx", "yml", "klingon"] {
            let first = syntax_for(grammars, language).map(|syntax| syntax.name.clone());
            let again = syntax_for(grammars, language).map(|syntax| syntax.name.clone());
            let direct =
                find_syntax(&grammars.syntaxes, language).map(|syntax| syntax.name.clone());
            assert_eq!(first, direct, "{language}");
            assert_eq!(again, direct, "{language}");
        }
        assert!(syntax_for(grammars, "klingon").is_none());
    }

    #[test]
    fn identical_blocks_share_one_result() {
        let highlighter = Highlighter::default();
        let (Highlighted::Lines(a), Highlighted::Lines(b)) = (
            highlighter.highlight("rust", "let x = 1;"),
            highlighter.highlight("Rust", "let x = 1;"),
        ) else {
            panic!("rust is known")
        };
        assert!(Arc::ptr_eq(&a, &b));
    }

    #[test]
    fn a_remembered_line_is_highlighted_as_its_state_says() {
        let blocks = [
            "fn a() {\n    let x = 1; // one\n}\n",
            "/*\n    let x = 1; // one\n}\n*/",
            "fn b() {\n    let x = 1; // one\n}\n",
        ];
        let highlight =
            |highlighter: &Highlighter, block: &str| match highlighter.highlight("rust", block) {
                Highlighted::Lines(lines) => lines.as_ref().clone(),
                _ => panic!("rust is known"),
            };
        // The blocks highlighted by one highlighter (lines remembered) and each by a
        // highlighter of its own (nothing remembered) come out the same.
        let shared = Highlighter::default();
        let remembered: Vec<_> = blocks
            .iter()
            .map(|block| highlight(&shared, block))
            .collect();
        for (block, lines) in blocks.iter().zip(&remembered) {
            assert_eq!(&highlight(&Highlighter::default(), block), lines, "{block}");
        }
        assert!(remembered[0][1].contains("hl-k"), "{:?}", remembered[0]);
        assert!(
            remembered[1][1].starts_with("<span class=\"hl-c\">")
                && !remembered[1][1].contains("hl-k"),
            "inside a comment: {:?}",
            remembered[1]
        );
    }

    #[test]
    fn token_colours_pass_wcag_aa() {
        fn luminance(hex: &str) -> f64 {
            let channel = |index: usize| {
                let value =
                    f64::from(u8::from_str_radix(&hex[index..index + 2], 16).unwrap_or(0)) / 255.0;
                if value <= 0.039_28 {
                    value / 12.92
                } else {
                    ((value + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
        }
        fn contrast(a: &str, b: &str) -> f64 {
            let (a, b) = (luminance(a), luminance(b));
            (a.max(b) + 0.05) / (a.min(b) + 0.05)
        }
        // The theme's `--cairn-code-background` and a highlighted line over it (styles.css).
        let backgrounds = [
            ("light", ["f6f8fa", "dae8e3"]),
            ("dark", ["26272b", "26403e"]),
        ];
        let css = stylesheet();
        for line in css.lines().skip(1) {
            let Some(start) = line.find("color:#") else {
                continue;
            };
            let colour = &line[start + 7..start + 13];
            let mode = if line.contains("'light'") { 0 } else { 1 };
            // Inserted and deleted lines bring their own background instead of the highlight.
            let checked = if line.contains("background:") { 1 } else { 2 };
            for background in &backgrounds[mode].1[..checked] {
                let ratio = contrast(colour, background);
                assert!(ratio >= 4.5, "{line}: {ratio:.2}:1 on #{background}");
            }
        }
    }

    #[test]
    fn stylesheet_has_both_modes() {
        let css = stylesheet();
        assert!(css.contains(":root[data-theme='light'] .hl-k{"), "{css}");
        assert!(css.contains(":root[data-theme='dark'] .hl-k{"));
    }
}
