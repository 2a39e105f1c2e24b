//! One ESM block of an MDX document (`import …`, `export …`), read with oxc: what it imports and
//! exports, and where each module name is written, so the block can go into the page's module
//! with its specifiers resolved.

use oxc_allocator::Allocator;
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType};
use oxc_syntax::module_record::{ExportExportName, ImportImportName};

use crate::imports::Export;

/// What one ESM block holds.
#[derive(Debug, Default)]
pub(crate) struct EsmBlock {
    /// Each name an `import` binds.
    pub imports: Vec<ImportedName>,
    /// Each module name written in the block (imports, re-exports), in the order written.
    pub requests: Vec<Request>,
    /// The names the block exports (`export const A`, `export {b as B}`, `export {C} from 'x'`).
    pub exports: Vec<String>,
    /// `export default …`: the component MDX wraps the document's content in (its layout).
    pub default_export: bool,
    /// `export * from '…'`: names not known without reading the module.
    pub star_export: bool,
}

#[derive(Debug)]
pub(crate) struct ImportedName {
    pub local: String,
    pub export: Export,
    pub specifier: String,
    /// Offset of its statement in the block.
    pub offset: usize,
}

/// A module name in the block.
#[derive(Debug)]
pub(crate) struct Request {
    pub specifier: String,
    /// Byte range of the string literal (quotes included) in the block.
    pub span: (usize, usize),
    /// Byte range of its whole statement.
    pub statement: (usize, usize),
    /// `import './styles.css'`: nothing bound, run for what it does.
    pub side_effect: bool,
    /// `import type …`: nothing at run time.
    pub type_only: bool,
}

/// A syntax problem at a byte offset of the block.
#[derive(Debug)]
pub(crate) struct SyntaxProblem {
    pub offset: usize,
    pub message: String,
}

/// Reads one ESM block. MDX allows only `import` and `export` statements at the top level.
pub(crate) fn read(value: &str) -> Result<EsmBlock, Vec<SyntaxProblem>> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, value, SourceType::jsx()).parse();
    if parsed.panicked || !parsed.diagnostics.is_empty() {
        return Err(syntax_problems(&parsed.diagnostics, value));
    }
    let mut problems = Vec::new();
    for statement in &parsed.program.body {
        if !statement.is_module_declaration() {
            let span = statement.span();
            let text = &value[span.start as usize..span.end as usize];
            problems.push(SyntaxProblem {
                offset: span.start as usize,
                message: format!(
                    "unexpected `{}`: only `import` and `export` statements may stand at the top level of MDX",
                    first_line(text)
                ),
            });
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    let record = &parsed.module_record;
    let mut block = EsmBlock::default();
    let bound: Vec<u32> = record
        .import_entries
        .iter()
        .map(|entry| entry.statement_span.start)
        .collect();
    for entry in &record.import_entries {
        if entry.is_type {
            continue;
        }
        let export = match &entry.import_name {
            ImportImportName::Name(name) if name.name.as_str() == "default" => Export::Default,
            ImportImportName::Name(name) => Export::Named(name.name.to_string()),
            ImportImportName::NamespaceObject => Export::Namespace,
            ImportImportName::Default(_) => Export::Default,
        };
        block.imports.push(ImportedName {
            local: entry.local_name.name.to_string(),
            export,
            specifier: entry.module_request.name.to_string(),
            offset: entry.statement_span.start as usize,
        });
    }
    for (specifier, requests) in &record.requested_modules {
        for request in requests {
            block.requests.push(Request {
                specifier: specifier.to_string(),
                span: (request.span.start as usize, request.span.end as usize),
                statement: (
                    request.statement_span.start as usize,
                    request.statement_span.end as usize,
                ),
                side_effect: request.is_import && !bound.contains(&request.statement_span.start),
                type_only: request.is_type,
            });
        }
    }
    block.requests.sort_by_key(|request| request.span.0);
    for entry in record
        .local_export_entries
        .iter()
        .chain(&record.indirect_export_entries)
        .chain(&record.star_export_entries)
    {
        if entry.is_type {
            continue;
        }
        match &entry.export_name {
            ExportExportName::Name(name) if name.name.as_str() == "default" => {
                block.default_export = true
            }
            ExportExportName::Name(name) => block.exports.push(name.name.to_string()),
            ExportExportName::Default(_) => block.default_export = true,
            ExportExportName::Null => block.star_export = true,
        }
    }
    Ok(block)
}

/// Each diagnostic oxc gave, at its first label.
pub(crate) fn syntax_problems(
    diagnostics: &[oxc_diagnostics::OxcDiagnostic],
    text: &str,
) -> Vec<SyntaxProblem> {
    let mut problems: Vec<SyntaxProblem> = diagnostics
        .iter()
        .map(|diagnostic| SyntaxProblem {
            offset: diagnostic
                .labels
                .first()
                .map_or(0, |label| label.offset() as usize)
                .min(text.len()),
            message: diagnostic.message.to_string(),
        })
        .collect();
    if problems.is_empty() {
        problems.push(SyntaxProblem {
            offset: 0,
            message: "the JavaScript cannot be read".to_owned(),
        });
    }
    problems
}

fn first_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or(text);
    if line.chars().count() > 60 {
        format!("{}…", line.chars().take(60).collect::<String>())
    } else {
        line.to_owned()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn imports_exports_and_side_effects() {
        let block = read(
            "import pkg from '../package.json';\nimport './x.css';\nimport A, {B as C, default as D} from 'm';\nimport * as NS from 'ns';\nexport const E = () => <b>{pkg.name}</b>;\nexport function F() { return null; }\nexport {G as H} from './g';",
        )
        .unwrap();
        let names: Vec<(&str, &Export)> = block
            .imports
            .iter()
            .map(|import| (import.local.as_str(), &import.export))
            .collect();
        assert!(names.contains(&("pkg", &Export::Default)));
        assert!(names.contains(&("C", &Export::Named("B".into()))));
        assert!(names.contains(&("D", &Export::Default)));
        assert!(names.contains(&("NS", &Export::Namespace)));
        let css = block
            .requests
            .iter()
            .find(|request| request.specifier == "./x.css")
            .unwrap();
        assert!(css.side_effect);
        assert_eq!(
            &"import pkg from '../package.json';\nimport './x.css';"[css.span.0..css.span.1],
            "'./x.css'"
        );
        assert!(
            !block
                .requests
                .iter()
                .find(|request| request.specifier == "m")
                .unwrap()
                .side_effect
        );
        assert_eq!(block.exports, ["E", "F", "H"]);
        assert!(!block.default_export);
    }

    #[test]
    fn statements_that_are_not_imports_or_exports_and_syntax_errors() {
        let problems = read("import a from 'a';\nconst x = 1;").unwrap_err();
        assert_eq!(problems[0].offset, 19);
        assert!(problems[0].message.contains("`const x = 1;`"));
        let problems = read("export const = 1;").unwrap_err();
        assert!(problems[0].offset > 0);
        assert!(
            read("export default function Layout({children}) { return children; }")
                .unwrap()
                .default_export
        );
    }
}
