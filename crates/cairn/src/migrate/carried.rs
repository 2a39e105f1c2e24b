//! The declarations of a Docusaurus config that a moved function reads. A plugin written in
//! the config, or an `editUrl` function, often uses a name the config declares at its top
//! level (`const prismic = require('@prismicio/client')`, `import {themes} from …`). When the
//! function moves to a module of its own, those declarations go with it, in the config's
//! order, with the declarations they read in turn; ES imports become `require` calls, since
//! the modules are CommonJS, and relative module names are rebased onto the module's folder.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use oxc_allocator::Allocator;
use oxc_ast::ast::{
    Argument, CallExpression, Expression, ImportDeclaration, ImportDeclarationSpecifier, Statement,
};
use oxc_ast_visit::{Visit, walk};
use oxc_parser::Parser;
use oxc_semantic::SemanticBuilder;
use oxc_span::{GetSpan, SourceType, Span};
use oxc_syntax::identifier::is_identifier_name;

/// Names every CommonJS module in Node may read without declaring them.
const GLOBALS: &[&str] = &[
    "AbortController",
    "Array",
    "ArrayBuffer",
    "BigInt",
    "Boolean",
    "Buffer",
    "Date",
    "Error",
    "Function",
    "Infinity",
    "Intl",
    "JSON",
    "Map",
    "Math",
    "NaN",
    "Number",
    "Object",
    "Promise",
    "Proxy",
    "Reflect",
    "RegExp",
    "Set",
    "String",
    "Symbol",
    "TextDecoder",
    "TextEncoder",
    "TypeError",
    "URL",
    "URLSearchParams",
    "WeakMap",
    "WeakSet",
    "__dirname",
    "__filename",
    "atob",
    "btoa",
    "clearInterval",
    "clearTimeout",
    "console",
    "decodeURIComponent",
    "encodeURIComponent",
    "exports",
    "fetch",
    "globalThis",
    "isFinite",
    "isNaN",
    "module",
    "parseFloat",
    "parseInt",
    "process",
    "queueMicrotask",
    "require",
    "setInterval",
    "setTimeout",
    "structuredClone",
    "undefined",
];

/// One top-level statement of the config that declares names.
#[derive(Debug)]
struct Declaration {
    /// Its text as a CommonJS module holds it: an import already written as `require` calls.
    text: String,
    /// The names it reads without declaring them.
    reads: BTreeSet<String>,
    /// Whether it calls `interopDefault`, the helper a default import needs.
    needs_interop: bool,
}

/// The config's top-level declarations, by the names they declare.
#[derive(Debug, Default)]
pub struct ConfigScope {
    declarations: Vec<Declaration>,
    by_name: HashMap<String, usize>,
}

/// What a moved function takes along.
#[derive(Debug, Default, PartialEq)]
pub struct Carried {
    /// The declarations, in the config's order, each rebased for the module's folder.
    pub statements: Vec<String>,
    /// The names they declare that the function reads, sorted.
    pub names: Vec<String>,
    /// The names the function reads that the config does not declare at its top level (or
    /// declares in a way a CommonJS module cannot hold, such as TypeScript), sorted.
    pub unknown: Vec<String>,
    /// Whether one of the statements is a default import, which calls the helper
    /// [`INTEROP_DEFAULT`].
    pub needs_interop: bool,
}

/// The helper a default import becomes: an ES module's default export, or a CommonJS module's
/// `module.exports`, as Docusaurus's loader gives both.
pub const INTEROP_DEFAULT: &str = "const interopDefault = (module) =>\n  module && (module.__esModule || module[Symbol.toStringTag] === 'Module') && 'default' in module\n    ? module.default\n    : module;";

impl ConfigScope {
    /// Reads the config file's top-level declarations; `None` when it cannot be read or
    /// parsed, and then nothing is carried.
    pub fn read(config_file: &Path) -> Option<ConfigScope> {
        let source = std::fs::read_to_string(config_file).ok()?;
        ConfigScope::parse(&source, config_file)
    }

    fn parse(source: &str, path: &Path) -> Option<ConfigScope> {
        let source_type = SourceType::from_path(path).unwrap_or_else(|_| SourceType::mjs());
        let allocator = Allocator::default();
        let parsed = Parser::new(&allocator, source, source_type).parse();
        if parsed.panicked || !parsed.diagnostics.is_empty() {
            return None;
        }
        let semantic = SemanticBuilder::new().build(&parsed.program).semantic;
        let scoping = semantic.scoping();
        let mut scope = ConfigScope::default();
        let mut statement_of_span: Vec<(Span, usize)> = Vec::new();
        for statement in &parsed.program.body {
            let Some(declaration) = declaration(statement, source) else {
                continue;
            };
            statement_of_span.push((statement.span(), scope.declarations.len()));
            scope.declarations.push(declaration);
        }
        for symbol in scoping.get_bindings(scoping.root_scope_id()).values() {
            let span = scoping.symbol_span(*symbol);
            if let Some((_, index)) = statement_of_span
                .iter()
                .find(|(statement, _)| statement.start <= span.start && span.end <= statement.end)
            {
                scope
                    .by_name
                    .insert(scoping.symbol_name(*symbol).to_owned(), *index);
            }
        }
        Some(scope)
    }

    /// The declarations `functions` (functions' source texts, bound for one module) need, for
    /// a module written `depth` folders below the config's (0 for the site's folder, 1 for
    /// `plugins/`).
    pub fn carried_by(&self, functions: &[&str], depth: usize) -> Carried {
        let mut reads = BTreeSet::new();
        for function in functions {
            reads.extend(free_names(&format!("({function});")).unwrap_or_default());
        }
        let mut needed = BTreeSet::new();
        let mut names = BTreeSet::new();
        let mut unknown = BTreeSet::new();
        let mut pending: Vec<(String, bool)> = reads.into_iter().map(|name| (name, true)).collect();
        while let Some((name, read_by_function)) = pending.pop() {
            match self.by_name.get(&name) {
                Some(&index) => {
                    if read_by_function {
                        names.insert(name);
                    }
                    if needed.insert(index) {
                        let reads = &self.declarations[index].reads;
                        pending.extend(reads.iter().map(|read| (read.clone(), false)));
                    }
                }
                None if !GLOBALS.contains(&name.as_str()) && name != "interopDefault" => {
                    unknown.insert(name);
                }
                None => {}
            }
        }
        let declarations = needed.iter().map(|&index| &self.declarations[index]);
        Carried {
            needs_interop: declarations
                .clone()
                .any(|declaration| declaration.needs_interop),
            statements: declarations
                .map(|declaration| rebase_module_names(&declaration.text, depth))
                .collect(),
            names: names.into_iter().collect(),
            unknown: unknown.into_iter().collect(),
        }
    }
}

/// A top-level statement that declares names, as a CommonJS module can hold it; `None` for
/// the rest (expressions, `export default`) and for TypeScript that is not also JavaScript,
/// whose names then count as undeclared.
fn declaration(statement: &Statement<'_>, source: &str) -> Option<Declaration> {
    let (text, needs_interop) = match statement {
        Statement::ImportDeclaration(import) => import_as_require(import)?,
        Statement::ExportDeclaration(export) => (text_of(export.declaration.span(), source), false),
        Statement::VariableDeclaration(_)
        | Statement::FunctionDeclaration(_)
        | Statement::ClassDeclaration(_) => (text_of(statement.span(), source), false),
        _ => return None,
    };
    Some(Declaration {
        reads: free_names(&text)?,
        text,
        needs_interop,
    })
}

fn text_of(span: Span, source: &str) -> String {
    source[span.start as usize..span.end as usize].to_owned()
}

/// `import x, {a as b} from 'm'` as `const x = interopDefault(require('m'));` and
/// `const { a: b } = require('m');`; `None` for a type-only or side-effect import.
fn import_as_require(import: &ImportDeclaration<'_>) -> Option<(String, bool)> {
    if import.import_kind.is_type() {
        return None;
    }
    let module = serde_json::to_string(import.source.value.as_str()).ok()?;
    let mut lines = Vec::new();
    let mut named = Vec::new();
    let mut needs_interop = false;
    for specifier in import.specifiers.as_ref()? {
        match specifier {
            ImportDeclarationSpecifier::ImportDefaultSpecifier(default) => {
                needs_interop = true;
                lines.push(format!(
                    "const {} = interopDefault(require({module}));",
                    default.local.name
                ));
            }
            ImportDeclarationSpecifier::ImportNamespaceSpecifier(namespace) => {
                lines.push(format!(
                    "const {} = require({module});",
                    namespace.local.name
                ));
            }
            ImportDeclarationSpecifier::ImportSpecifier(specifier) => {
                if specifier.import_kind.is_type() {
                    continue;
                }
                let imported = specifier.imported.name();
                let local = specifier.local.name.as_str();
                named.push(if imported.as_str() == local {
                    local.to_owned()
                } else if is_identifier_name(imported.as_str()) {
                    format!("{imported}: {local}")
                } else {
                    format!(
                        "{}: {local}",
                        serde_json::to_string(imported.as_str()).ok()?
                    )
                });
            }
        }
    }
    if !named.is_empty() {
        lines.push(format!(
            "const {{ {} }} = require({module});",
            named.join(", ")
        ));
    }
    (!lines.is_empty()).then(|| (lines.join("\n"), needs_interop))
}

/// The names a piece of CommonJS code reads without declaring them; `None` when it is not
/// JavaScript (TypeScript annotations, a syntax error).
fn free_names(code: &str) -> Option<BTreeSet<String>> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, code, SourceType::cjs().with_jsx(true)).parse();
    if parsed.panicked || !parsed.diagnostics.is_empty() {
        return None;
    }
    let semantic = SemanticBuilder::new().build(&parsed.program).semantic;
    Some(
        semantic
            .scoping()
            .root_unresolved_references()
            .keys()
            .map(|name| name.to_string())
            .collect(),
    )
}

/// `code` with the relative module names of its `require(…)` and `require.resolve(…)` calls
/// rebased for a module `depth` folders below the config (`./x` → `../x`).
pub fn rebase_module_names(code: &str, depth: usize) -> String {
    if depth == 0 {
        return code.to_owned();
    }
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, code, SourceType::cjs().with_jsx(true)).parse();
    if parsed.panicked || !parsed.diagnostics.is_empty() {
        return code.to_owned();
    }
    let mut finder = RelativeRequires::default();
    finder.visit_program(&parsed.program);
    let mut text = code.to_owned();
    // From the end, so that earlier spans stay where they were.
    for (span, name) in finder.found.into_iter().rev() {
        let up = "../".repeat(depth);
        let rebased = format!("{up}{}", name.strip_prefix("./").unwrap_or(&name));
        if let Ok(literal) = serde_json::to_string(&rebased) {
            text.replace_range(span.start as usize..span.end as usize, &literal);
        }
    }
    text
}

/// The string literals naming a relative module in `require(…)` and `require.resolve(…)`.
#[derive(Default)]
struct RelativeRequires {
    found: Vec<(Span, String)>,
}

impl<'a> Visit<'a> for RelativeRequires {
    fn visit_call_expression(&mut self, call: &CallExpression<'a>) {
        let is_require = match &call.callee {
            Expression::Identifier(callee) => callee.name == "require",
            Expression::StaticMemberExpression(member) => {
                matches!(&member.object, Expression::Identifier(object) if object.name == "require")
                    && member.property.name == "resolve"
            }
            _ => false,
        };
        if is_require
            && let Some(Argument::StringLiteral(name)) = call.arguments.first()
            && (name.value.starts_with("./") || name.value.starts_with("../"))
        {
            self.found.push((name.span, name.value.to_string()));
        }
        walk::walk_call_expression(self, call);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope(source: &str, file: &str) -> ConfigScope {
        ConfigScope::parse(source, Path::new(file)).expect("the config parses")
    }

    #[test]
    fn a_plugin_takes_the_requires_and_constants_it_reads_in_the_configs_order() {
        let config = "const path = require('path');\nconst prismic = require('@prismicio/client');\nconst fetch = require('node-fetch');\nconst REPO = 'docs';\nconst ENDPOINT = prismic.getEndpoint(REPO);\nconst unused = require('./unused');\nmodule.exports = { plugins: [] };\n";
        let carried = scope(config, "docusaurus.config.js").carried_by(
            &["function (context) { return { name: 'ads', async loadContent() { return prismic.createClient(ENDPOINT, { fetch }); } }; }"],
            1,
        );
        assert_eq!(
            carried.statements,
            [
                "const prismic = require('@prismicio/client');",
                "const fetch = require('node-fetch');",
                "const REPO = 'docs';",
                "const ENDPOINT = prismic.getEndpoint(REPO);",
            ]
        );
        assert_eq!(carried.names, ["ENDPOINT", "fetch", "prismic"]);
        assert!(carried.unknown.is_empty());
    }

    #[test]
    fn es_imports_become_requires_and_relative_names_are_rebased() {
        let config = "import type {Config} from '@docusaurus/types';\nimport remark, {themes as prism, plugin} from 'prism';\nimport * as data from './data/site.js';\nexport const helper = (x) => require.resolve('./src/x.js') + x;\nexport default {} satisfies Config;\n";
        let carried = scope(config, "docusaurus.config.ts").carried_by(
            &["function p() { return [remark, prism, plugin, data, helper(1)]; }"],
            1,
        );
        assert_eq!(
            carried.statements,
            [
                "const remark = interopDefault(require(\"prism\"));\nconst { themes: prism, plugin } = require(\"prism\");",
                "const data = require(\"../data/site.js\");",
                "const helper = (x) => require.resolve(\"../src/x.js\") + x;",
            ]
        );
        assert!(carried.needs_interop);
        assert!(carried.unknown.is_empty(), "{:?}", carried.unknown);
    }

    #[test]
    fn names_the_config_does_not_declare_at_its_top_level_are_told() {
        let config = "const typed: string = 'x';\nmodule.exports = { a: 1 };\n";
        let carried = scope(config, "docusaurus.config.ts").carried_by(
            &["function () { return [typed, inner, process.env.X, console]; }"],
            0,
        );
        // TypeScript a CommonJS module cannot hold, and a name declared nowhere.
        assert_eq!(carried.unknown, ["inner", "typed"]);
        assert!(carried.statements.is_empty());
    }

    #[test]
    fn a_module_in_the_sites_folder_keeps_its_relative_names() {
        assert_eq!(
            rebase_module_names("require('./a.js'); require('../b'); require('c')", 0),
            "require('./a.js'); require('../b'); require('c')"
        );
        assert_eq!(
            rebase_module_names("require('./a.js'); require('../b'); require('c')", 1),
            "require(\"../a.js\"); require(\"../../b\"); require('c')"
        );
    }
}
