//! One document through the compiler: parse → front matter → convert → passes.

use std::path::Path;

use markdown::mdast;
use miette::NamedSource;

use crate::convert::{Converted, Converter};
use crate::detect::{self, Detected};
use crate::directives::Isolated;
use crate::error::{CompileError, Warning, offset_of};
use crate::front_matter::{self, FrontMatter};
use crate::hast;
use crate::highlight::Highlighter;
use crate::parse::Parsed;
use crate::tree_transform::{self, Transforms, TreeTransform};
use crate::{CompileOptions, Compiled, Format, directives, mdx_code_blocks, parse, passes, tree};

pub(crate) fn compile(
    source: &str,
    path: &Path,
    site_path: &str,
    highlighter: &Highlighter,
    options: CompileOptions,
    transform: Option<&Transforms>,
) -> Result<Compiled, Box<CompileError>> {
    let is_mdx_file = path.extension().is_some_and(|extension| extension == "mdx");
    let detected = match options.format {
        _ if is_mdx_file => None,
        Format::Detect => detect::mdx_construct(source),
        Format::Mdx | Format::Md => None,
    };
    let mdx = is_mdx_file || options.format == Format::Mdx || detected.is_some();
    // CommonMark replaces NUL characters with U+FFFD: written as they are, they would end up
    // raw in the page.
    let source: std::borrow::Cow<'_, str> = if source.contains('\0') {
        source.replace('\0', "\u{FFFD}").into()
    } else {
        source.into()
    };
    let source = source.as_ref();
    compile_as(
        source,
        path,
        site_path,
        highlighter,
        options,
        mdx,
        transform,
    )
    .map_err(|error| match detected {
        Some(detected) => read_as_mdx(error, &detected, source),
        None => error,
    })
}

fn compile_as(
    source: &str,
    path: &Path,
    site_path: &str,
    highlighter: &Highlighter,
    options: CompileOptions,
    mdx: bool,
    transform: Option<&Transforms>,
) -> Result<Compiled, Box<CompileError>> {
    // The content of an `mdx-code-block` fence is read as the document's own MDX: only its
    // fence lines change, to blank ones of the same length, so positions stay the file's.
    let unwrapped = if mdx {
        mdx_code_blocks::unwrap(source)
    } else {
        None
    };
    let text = unwrapped.as_deref().unwrap_or(source);
    // CommonMark would read a `:::note` line and the text after it as one paragraph.
    let isolated = directives::isolate(text);
    let parsed = isolated
        .as_ref()
        .map_or(text, |isolated| isolated.text.as_str());
    let parsed = parse::parse(
        parsed,
        &parse::options_for(mdx, options.math),
        source,
        path,
        isolated.as_ref(),
    )?;
    let mut parsed = parsed;
    let mut plugin_warnings = Vec::new();
    if let Some(remark) = transform.and_then(|transforms| transforms.remark.as_deref()) {
        plugin_warnings.extend(run_remark(
            remark,
            &mut parsed,
            site_path,
            source,
            path,
            isolated.as_ref(),
        )?);
    }
    let (yaml, blocks) = match parsed.blocks.split_first() {
        Some((mdast::Node::Yaml(yaml), rest)) => (Some(yaml), rest),
        _ => (None, parsed.blocks.as_slice()),
    };
    let (front_matter, warnings) = match yaml {
        Some(yaml) => read_front_matter(yaml, source, path)?,
        None => {
            check_unclosed_front_matter(source, path)?;
            (FrontMatter::default(), Vec::new())
        }
    };
    let mut converter = Converter::new(
        &parsed.text,
        path,
        site_path,
        highlighter,
        isolated.as_ref(),
        &parsed.inserted,
    );
    converter.npm2yarn = options.npm2yarn;
    converter.global_components = options.global_components;
    converter.github_alerts = options.github_alerts;
    let mut converted = converter.document(blocks, source, yaml.map(|yaml| yaml.value.as_str()))?;
    if let Some(rehype) = transform.and_then(|transforms| transforms.rehype.as_deref()) {
        plugin_warnings.extend(run_rehype(
            rehype,
            &mut converted.content,
            site_path,
            source,
            path,
        )?);
    }
    Ok(finish(
        source,
        path,
        front_matter,
        warnings,
        plugin_warnings,
        converted,
    ))
}

/// The error of a tree plugin of `kind` (`remark` or `rehype`) that failed with a message.
fn plugin_failed(path: &Path, kind: &'static str) -> impl Fn(String) -> Box<CompileError> {
    move |message: String| {
        Box::new(CompileError::TreePlugins {
            path: path.to_path_buf(),
            kind,
            message,
        })
    }
}

/// Runs the site's remark plugins over the parsed tree; their warnings are at the file's lines.
fn run_remark(
    remark: &dyn TreeTransform,
    parsed: &mut Parsed<'_>,
    site_path: &str,
    source: &str,
    path: &Path,
    isolated: Option<&Isolated>,
) -> Result<Vec<Warning>, Box<CompileError>> {
    let transformed = remark
        .transform(
            tree_transform::to_json(&parsed.blocks, &parsed.text),
            site_path,
            source,
        )
        .map_err(plugin_failed(path, "remark"))?;
    parsed.blocks =
        tree_transform::from_json(transformed.tree.get()).map_err(plugin_failed(path, "remark"))?;
    // The tree's lines are those of the text the parser read, where directive lines were
    // set apart by blank ones: a message's line is the file's.
    let mut warnings = transformed.warnings(path);
    if let Some(isolated) = isolated {
        for warning in &mut warnings {
            warning.line = isolated.original_line(warning.line);
        }
    }
    Ok(warnings)
}

/// Runs the site's rehype plugins over the converted content; their warnings.
fn run_rehype(
    rehype: &dyn TreeTransform,
    content: &mut Vec<tree::Node>,
    site_path: &str,
    source: &str,
    path: &Path,
) -> Result<Vec<Warning>, Box<CompileError>> {
    let transformed = rehype
        .transform(hast::to_json(content), site_path, source)
        .map_err(plugin_failed(path, "rehype"))?;
    *content = hast::from_json(transformed.tree.get()).map_err(plugin_failed(path, "rehype"))?;
    Ok(transformed.warnings(path))
}

/// The compiled document from its converted content, with every warning about it, once the
/// passes have run.
fn finish(
    source: &str,
    path: &Path,
    front_matter: FrontMatter,
    mut warnings: Vec<Warning>,
    plugin_warnings: Vec<Warning>,
    converted: Converted,
) -> Compiled {
    // The warnings so far are about front matter keys Cairn does not know: a page whose code
    // reads `frontMatter` may have them for that code, as Docusaurus pages do.
    if converted
        .code
        .as_ref()
        .is_some_and(|code| code.reads_front_matter)
    {
        warnings.clear();
    }
    warnings.extend(converted.warnings);
    warnings.extend(plugin_warnings);
    if front_matter.title.is_none()
        && let Some(heading) = &converted.leading_heading
        && let Some(warning) = long_title(path, "the page's title (its first heading)", heading)
    {
        let line = source
            .lines()
            .position(|line| line.trim_start().starts_with("# "))
            .map_or(1, |index| index + 1);
        warnings.push(Warning { line, ..warning });
    }
    let mut compiled = Compiled {
        front_matter,
        leading_heading: converted.leading_heading,
        content: converted.content,
        excerpt: None,
        sections: Vec::new(),
        components: converted.components,
        partials: converted.partials,
        head: converted.head,
        headings: converted.headings,
        links: converted.links,
        warnings,
        code: converted.code,
        math: Default::default(),
    };
    passes::run(&mut compiled);
    tree::fit_to_size(&mut compiled.content);
    if let Some(excerpt) = &mut compiled.excerpt {
        tree::fit_to_size(excerpt);
    }
    compiled
}

/// The error of a `.md` file that was read as MDX because of `detected`: it names the
/// construct, and says how to have the file read as CommonMark instead.
fn read_as_mdx(error: Box<CompileError>, detected: &Detected, source: &str) -> Box<CompileError> {
    let (path, line, column, message, source_code, span, help) = match *error {
        CompileError::Syntax {
            path,
            line,
            column,
            message,
            source_code,
            span,
        } => (path, line, column, message, source_code, span, None),
        // A file that is not MDX at all: its first problem says so, the rest would only repeat it.
        CompileError::Mdx {
            path,
            line,
            column,
            message,
            help,
            source_code,
            span,
            others: _,
        } => (path, line, column, message, source_code, span, Some(help)),
        other => return Box::new(other),
    };
    // Reading as CommonMark helps a file whose MDX look-alike is text (`a <T> type`); a file
    // that imports or exports, or has an `mdx-code-block` fence, would then show those lines
    // as text, so it is not offered.
    let advice = if detected.written_for_mdx {
        "Docusaurus compiles `.md` files as MDX, and this one is written for MDX: fix the MDX \
         where it points"
    } else {
        "Docusaurus compiles `.md` files as MDX, so a `.md` file that uses MDX is read as MDX. \
         To read it as CommonMark with HTML, set `format = \"md\"` in the `[markdown]` table of \
         cairn.toml, or escape what looks like MDX: `\\<` or `&lt;` for the `<` of a tag, or a \
         code span around it"
    };
    let help = match help {
        Some(help) if !help.is_empty() => format!("{help}\n{advice}"),
        _ => advice.to_owned(),
    };
    let construct_offset = offset_of(source, detected.line, detected.column);
    Box::new(CompileError::DetectedMdx {
        path,
        line,
        column,
        message,
        construct: detected.construct.clone(),
        construct_line: detected.line,
        construct_column: detected.column,
        help,
        source_code,
        construct_span: (construct_offset != span.offset()).then(|| (construct_offset, 0).into()),
        span,
    })
}

/// The front matter, and warnings about its unknown keys.
/// A file that opens front matter (`---` on its first line) and never closes it would be read
/// as a rule followed by the YAML as text: refused, since the author meant front matter.
fn check_unclosed_front_matter(source: &str, path: &Path) -> Result<(), Box<CompileError>> {
    let mut lines = source.lines();
    if lines.next().map(str::trim_end) != Some("---") || lines.any(|line| line.trim_end() == "---")
    {
        return Ok(());
    }
    Err(Box::new(CompileError::FrontMatter {
        path: path.to_path_buf(),
        line: 1,
        column: 1,
        message: "the front matter opened here is never closed: no `---` line ends it".to_owned(),
        source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
        span: (0, 3).into(),
    }))
}

fn read_front_matter(
    yaml: &mdast::Yaml,
    source: &str,
    path: &Path,
) -> Result<(FrontMatter, Vec<Warning>), Box<CompileError>> {
    // The YAML starts on the line after the opening `---`.
    let first_line = yaml
        .position
        .as_ref()
        .map_or(1, |position| position.start.line)
        + 1;
    let front_matter = front_matter::parse(&yaml.value).map_err(|failure| {
        let line = first_line + failure.line - 1;
        let offset = offset_of(source, line, failure.column);
        CompileError::FrontMatter {
            path: path.to_path_buf(),
            line,
            column: failure.column,
            message: failure.message,
            source_code: NamedSource::new(path.display().to_string(), source.to_owned()),
            span: (offset, 0).into(),
        }
    })?;
    // The line of the file where `key:` starts a line of the YAML; its first line if none does.
    let line_of = |key: &str| {
        yaml.value
            .lines()
            .position(|line| {
                line.strip_prefix(key)
                    .is_some_and(|rest| rest.starts_with(':'))
            })
            .map_or(first_line, |index| first_line + index)
    };
    // A key Cairn does not read goes to the page's components as it is, as in Docusaurus;
    // only one that looks like a key Cairn reads, misspelt, is worth a word.
    let mut warnings: Vec<Warning> = front_matter
        .unknown_keys()
        .filter_map(|key| {
            let meant = FrontMatter::likely_meant(key)?;
            Some(Warning {
                path: path.to_path_buf(),
                line: line_of(key),
                column: 1,
                message: format!(
                    "front matter key `{key}` is not one Cairn reads: did you mean `{meant}`? The page's components get it as written"
                ),
            })
        })
        .collect();
    for (key, value) in [
        ("title", &front_matter.title),
        ("sidebar_label", &front_matter.sidebar_label),
    ] {
        if let Some(warning) = value
            .as_deref()
            .and_then(|value| long_title(path, &format!("`{key}`"), value))
        {
            warnings.push(Warning {
                line: line_of(key),
                ..warning
            });
        }
    }
    Ok((front_matter, warnings))
}

/// Longer than any title written for readers; a page's title is repeated in every page's
/// sidebar, in feeds and in the search index, so a runaway one (a file pasted into the front
/// matter) multiplies through the whole output.
const LONGEST_TITLE: usize = 500;

/// A warning (at line 1; the caller sets the line) when `title` is longer than [`LONGEST_TITLE`]
/// characters.
fn long_title(path: &Path, what: &str, title: &str) -> Option<Warning> {
    let length = title.chars().count();
    (length > LONGEST_TITLE).then(|| Warning {
        path: path.to_path_buf(),
        line: 1,
        column: 1,
        message: format!(
            "{what} is {length} characters long: it is shown in the sidebar of every page, in feeds and in search; keep it under {LONGEST_TITLE} (set a shorter `sidebar_label` or `title`)"
        ),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::path::Path;

    use crate::tree::assert_fitted;

    #[test]
    fn a_runaway_title_is_a_located_warning() {
        let long = "x".repeat(600);
        let source = format!("---\nid: a\ntitle: {long}\n---\n\nText.\n");
        let compiled = crate::compile(&source, Path::new("docs/a.md")).unwrap();
        let warnings: Vec<String> = compiled.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(
            warnings[0].starts_with("docs/a.md:3:1: `title` is 600 characters long"),
            "{warnings:?}"
        );
        let source = format!("---\nid: b\n---\n\n# {long}\n\nText.\n");
        let compiled = crate::compile(&source, Path::new("docs/b.md")).unwrap();
        let warnings: Vec<String> = compiled.warnings.iter().map(ToString::to_string).collect();
        assert!(
            warnings.iter().any(|warning| warning
                .starts_with("docs/b.md:5:1: the page's title (its first heading) is 600")),
            "{warnings:?}"
        );
        // A long title written for readers is nothing to say.
        let source = format!("# {}\n", "word ".repeat(40));
        assert!(
            crate::compile(&source, Path::new("docs/c.md"))
                .unwrap()
                .warnings
                .is_empty()
        );
    }

    #[test]
    fn compiled_trees_and_excerpts_keep_no_empty_room() {
        let source = "Some *text*, a [link](/docs/a/) and `code`.\n\n<!-- truncate -->\n\n\
                      - one\n- two **bold**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n\
                      :::note\n\nA note with a [link](https://example.com).\n\n:::\n";
        let compiled = crate::compile(source, Path::new("docs/a.md")).unwrap();
        assert_fitted(&compiled.content, compiled.content.capacity());
        let excerpt = compiled.excerpt.unwrap();
        assert_fitted(&excerpt, excerpt.capacity());
    }
}
