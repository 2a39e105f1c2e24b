//! MDX that holds code.
//!
//! Content stays data unless it needs code: a document whose MDX needs JavaScript at render
//! time (`export` statements, expressions that are not literals, JSX or code in props, a
//! side-effect import) also gets a JavaScript module of its own, which the bundler makes a
//! lazily loaded chunk of the pages that show the document. Its content is still a tree: an
//! expression is a node naming the module and the expression's index (`EXPRESSION_TAG`), props
//! computed by code name the expression that computes them (`CODE_PROP`), a component the
//! document exports is `module#Name` like any imported one. Everything the engine does to a
//! tree (heading ids, links, assets, highlighting, search text) still happens.
//!
//! The module holds the document's ESM blocks (with relative module names made `@site/…`,
//! since the module is written elsewhere) and one function per expression, which receives the
//! page's scope: the names an expression reads that nothing in the module defines come from it
//! (`toc`, `metadata`, `assets`, a partial's `props`), or, for capitalised names, from the MDX
//! components the site registers (`Details`, `Tabs`, its own `MDXComponents`), falling back to
//! globals such as `Math`.

mod esm;
mod messages;
mod module;

use serde::{Deserialize, Serialize};

pub(crate) use esm::{Request, read as read_esm};
pub use messages::{CodeMessage, code_messages};
pub(crate) use module::ModuleContext;
pub use module::docusaurus_toc;

/// The tag of a node whose content an expression of a document's module gives; its one prop,
/// `code`, is `[module, index]`.
pub const EXPRESSION_TAG: &str = "{}";

/// The prop of an element whose other props (some or all) an expression computes:
/// `[module, index]`; the expression's object is spread over the element's literal props.
pub const CODE_PROP: &str = "$code";

/// The tag of a node whose children read names from the page's scope: its props are those
/// names' values (`toc`, `metadata`, `assets`; `props` for a partial's content, which may
/// itself hold a `$code` prop computed in the including document's scope).
pub const SCOPE_TAG: &str = "{scope}";

/// Where the engine writes code modules, as the bundler resolves them: `@generated/mdx/<id>`.
pub const CODE_MODULE_PREFIX: &str = "@generated/mdx/";

/// The export of a code module that holds its expressions' functions.
pub const EXPRESSIONS_EXPORT: &str = "__expressions";

/// Names an expression may read from the page at render time.
pub const RUNTIME_SCOPE: &[&str] = &["toc", "metadata", "assets", "props"];

/// The JavaScript module of a document that holds code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CodeModule {
    /// Its specifier (`@generated/mdx/3f9c…`), from the document's place in the site.
    pub id: String,
    /// JavaScript with JSX.
    pub source: String,
    /// Where each expression starts in the document, by index: (line, column).
    pub expressions: Vec<(usize, usize)>,
    /// The names of [`RUNTIME_SCOPE`] its expressions read.
    pub scope: Vec<String>,
    /// Its code reads `frontMatter`: any key of the front matter may be meant for it.
    pub reads_front_matter: bool,
}

impl CodeModule {
    /// The file name the engine writes the module under, in its folder of generated files.
    pub fn file_name(&self) -> String {
        format!("{}.jsx", self.id.trim_start_matches(CODE_MODULE_PREFIX))
    }
}

/// The specifier of the code module of the document at `site_path`.
pub(crate) fn module_id(site_path: &str) -> String {
    let hash = blake3::hash(site_path.as_bytes()).to_hex();
    format!("{CODE_MODULE_PREFIX}{}", &hash[..16])
}

/// Where a piece of JavaScript lies in the document: positions are counted from the last
/// anchor at or before an offset of the piece (an anchor per line the parser gave, since
/// container prefixes such as `> ` are not part of the piece).
#[derive(Debug, Clone, Default)]
pub(crate) struct Anchors(Vec<(usize, usize, usize)>);

impl Anchors {
    /// An anchor: the piece's byte `offset` is at `line`:`column` of the document.
    pub(crate) fn push(&mut self, offset: usize, line: usize, column: usize) {
        self.0.push((offset, line, column));
    }

    /// Each anchor: (offset, line, column).
    pub(crate) fn entries(&self) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        self.0.iter().copied()
    }

    /// The document position of the piece's byte `offset`.
    pub(crate) fn position(&self, text: &str, offset: usize) -> (usize, usize) {
        let offset = offset.min(text.len());
        let (start, line, column) = self
            .0
            .iter()
            .rev()
            .find(|(start, ..)| *start <= offset)
            .copied()
            .unwrap_or((0, 1, 1));
        let between = text.get(start..offset).unwrap_or("");
        match between.rfind('\n') {
            None => (line, column + between.chars().count()),
            Some(newline) => (
                line + between.matches('\n').count(),
                between[newline + 1..].chars().count() + 1,
            ),
        }
    }
}

/// A piece of JavaScript and where it is in the document.
#[derive(Debug, Clone)]
pub(crate) struct Piece {
    pub text: String,
    pub anchors: Anchors,
}

impl Piece {
    pub(crate) fn start(&self) -> (usize, usize) {
        self.anchors.position(&self.text, 0)
    }
}

/// A problem in a document's code, located.
#[derive(Debug, Clone)]
pub(crate) struct CodeProblem {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Gathers a document's code while it converts, then makes its module.
#[derive(Debug)]
pub(crate) struct CodeBuilder {
    id: String,
    /// ESM blocks, with their module names already resolved.
    esm: Vec<Piece>,
    expressions: Vec<Piece>,
    /// An ESM block exports something or imports for its side effects: the module is needed
    /// even without expressions.
    esm_needs_module: bool,
}

impl CodeBuilder {
    pub(crate) fn new(site_path: &str) -> Self {
        CodeBuilder {
            id: module_id(site_path),
            esm: Vec::new(),
            expressions: Vec::new(),
            esm_needs_module: false,
        }
    }

    pub(crate) fn id(&self) -> &str {
        &self.id
    }

    /// An ESM block for the module, its module names resolved by `edits` (byte range of the
    /// block → replacement). `needed` when it exports or imports for side effects.
    pub(crate) fn add_esm(
        &mut self,
        text: &str,
        anchors: Anchors,
        mut edits: Vec<((usize, usize), String)>,
        needed: bool,
    ) {
        edits.sort_by_key(|((start, _), _)| *start);
        let mut edited = String::with_capacity(text.len() + 32);
        let mut at = 0;
        for ((start, end), replacement) in edits {
            if start < at {
                continue; // inside a statement already removed
            }
            edited.push_str(&text[at..start]);
            edited.push_str(&replacement);
            at = end;
        }
        edited.push_str(&text[at..]);
        self.esm.push(Piece {
            text: edited,
            anchors,
        });
        self.esm_needs_module |= needed;
    }

    /// An expression for the module; returns the `[module, index]` that names it.
    pub(crate) fn add_expression(&mut self, text: String, anchors: Anchors) -> serde_json::Value {
        self.expressions.push(Piece { text, anchors });
        serde_json::json!([self.id, self.expressions.len() - 1])
    }

    /// Whether the document needs a module so far.
    pub(crate) fn is_needed(&self) -> bool {
        self.esm_needs_module || !self.expressions.is_empty()
    }

    /// The module, `None` when the document needs none; or the problems of its code.
    pub(crate) fn finish(
        self,
        context: ModuleContext<'_>,
    ) -> Result<Option<CodeModule>, Vec<CodeProblem>> {
        if !self.is_needed() {
            return Ok(None);
        }
        module::generate(self.id, &self.esm, &self.expressions, context).map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_from_the_last_anchor() {
        let mut anchors = Anchors::default();
        anchors.push(0, 3, 5);
        anchors.push(6, 4, 3);
        let text = "a + b\nc + é\nd";
        assert_eq!(anchors.position(text, 0), (3, 5));
        assert_eq!(anchors.position(text, 4), (3, 9));
        assert_eq!(anchors.position(text, 6), (4, 3));
        assert_eq!(anchors.position(text, 10), (4, 7));
        assert_eq!(anchors.position(text, 13), (5, 1));
    }

    #[test]
    fn module_ids_are_short_and_stable() {
        let id = module_id("docs/a.mdx");
        assert!(id.starts_with(CODE_MODULE_PREFIX));
        assert_eq!(id.len(), CODE_MODULE_PREFIX.len() + 16);
        assert_eq!(id, module_id("docs/a.mdx"));
        assert_ne!(id, module_id("docs/b.mdx"));
    }
}
