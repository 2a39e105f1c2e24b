//! One document through the compiler: parse → front matter → convert → passes.

use std::path::Path;

use markdown::mdast;
use miette::NamedSource;

use crate::convert::Converter;
use crate::error::{CompileError, Warning, offset_of};
use crate::front_matter::{self, FrontMatter};
use crate::highlight::Highlighter;
use crate::{CompileOptions, Compiled, directives, parse, passes};

pub(crate) fn compile(
    source: &str,
    path: &Path,
    highlighter: &Highlighter,
    options: CompileOptions,
) -> Result<Compiled, Box<CompileError>> {
    // CommonMark would read a `:::note` line and the text after it as one paragraph.
    let isolated = directives::isolate(source);
    let parsed = isolated
        .as_ref()
        .map_or(source, |isolated| isolated.text.as_str());
    let parsed = parse::parse(
        parsed,
        &parse::options_for(path, options.math),
        source,
        path,
        isolated.as_ref(),
    )?;
    let (yaml, blocks) = match parsed.blocks.split_first() {
        Some((mdast::Node::Yaml(yaml), rest)) => (Some(yaml), rest),
        _ => (None, parsed.blocks.as_slice()),
    };
    let (front_matter, mut warnings) = match yaml {
        Some(yaml) => read_front_matter(yaml, source, path)?,
        None => (FrontMatter::default(), Vec::new()),
    };
    let converted = Converter::new(
        &parsed.text,
        path,
        highlighter,
        isolated.as_ref(),
        &parsed.inserted,
    )
    .document(blocks, source)?;
    warnings.extend(converted.warnings);
    let mut compiled = Compiled {
        front_matter,
        leading_heading: converted.leading_heading,
        content: converted.content,
        excerpt: None,
        sections: Vec::new(),
        site_components: converted.site_components,
        head: converted.head,
        headings: converted.headings,
        links: converted.links,
        warnings,
        math: Default::default(),
    };
    passes::run(&mut compiled);
    Ok(compiled)
}

/// The front matter, and warnings about its unknown keys.
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
    let warnings = front_matter
        .unknown_keys()
        .map(|key| {
            let line_in_yaml = yaml
                .value
                .lines()
                .position(|line| {
                    line.strip_prefix(key)
                        .is_some_and(|rest| rest.starts_with(':'))
                })
                .unwrap_or(0);
            Warning {
                path: path.to_path_buf(),
                line: first_line + line_in_yaml,
                column: 1,
                message: format!("unknown front matter key `{key}` is ignored"),
            }
        })
        .collect();
    Ok((front_matter, warnings))
}
