//! Markdown → content tree.
//!
//! A document compiles to a compact JSON tree that the React theme renders with one component
//! map, identically on the server and in the browser. A document whose MDX holds code
//! (exports, expressions) also gets a JavaScript module, which its tree names (`code`).
//!
//! A document goes through `pipeline`: `parse` (markdown-rs, guarded against its panics) →
//! `convert` (mdast → content tree, with admonitions, highlighting, raw HTML and MDX) →
//! `passes` over the finished tree (inline tables of contents, excerpt, formulas, sections).

mod code;
mod code_block;
mod commonmark;
mod convert;
mod detect;
mod directives;
mod error;
mod escape;
mod front_matter;
mod hast;
mod highlight;
mod html;
mod imports;
mod inline_math;
mod mdx;
mod mdx_code;
mod mdx_code_blocks;
pub mod message;
mod npm2yarn;
mod parse;
mod passes;
mod pipeline;
mod prop_values;
pub mod slug;
mod toc_expression;
mod tree;
mod tree_transform;
mod twin;

use std::path::Path;

pub use code::{
    CODE_MODULE_PREFIX, CODE_PROP, CodeMessage, CodeModule, EXPRESSION_TAG, EXPRESSIONS_EXPORT,
    RUNTIME_SCOPE, SCOPE_TAG, code_messages, docusaurus_toc,
};
pub use error::{CompileError, MdxProblemReport, Warning};
pub use escape::{escape_attribute, escape_text_into};
pub use front_matter::{
    AuthorReference, Authors, FrontMatter, InlineAuthor, Keywords, LastUpdate, TagReference,
    yaml_error_reason,
};
pub use html::{HeadTag, push_hyphenated};
pub use imports::join_site_path;
pub use mdx::{IDEAL_IMAGE, PARTIAL_PROP_TAG, PARTIAL_TAG};
pub use npm2yarn::PackageManager;
pub use passes::sections::Section;
pub use slug::Slugger;
pub use tree::{Node, Props};
pub use tree_transform::{TransformMessage, Transformed, Transforms, TreeTransform};
pub use twin::{TwinOptions, capitalised, markdown_twin};

/// A heading listed in a table of contents.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, ts_rs::TS)]
pub struct TocItem {
    pub id: String,
    pub text: String,
    pub level: u8,
}

/// A link found in the document, kept for link resolution and checking.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LinkRef {
    pub url: String,
    pub line: usize,
    pub column: usize,
}

/// A JavaScript component the content uses: the export `export` of the module `module`
/// (`@site/src/components/Card` or a package name), imported at `line`:`column`. Its nodes in
/// the content are tagged [`ComponentImport::id`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ComponentImport {
    pub module: String,
    /// `default`, or the name of a named export.
    pub export: String,
    pub line: usize,
    pub column: usize,
}

impl ComponentImport {
    /// The tag of the component's nodes: `module#export`.
    pub fn id(&self) -> String {
        format!("{}#{}", self.module, self.export)
    }
}

/// A Markdown file the content includes (`import Warning from './_warning.mdx'`), by its path
/// inside the site, first used at `line`:`column`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PartialImport {
    pub path: String,
    pub line: usize,
    pub column: usize,
}

/// One compiled Markdown document. Serialisable so that a build can keep it in a compile
/// cache on disk.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Compiled {
    pub front_matter: FrontMatter,
    /// Text of a leading `# Heading`, which is lifted out of the content so the theme can
    /// render the title once.
    pub leading_heading: Option<String>,
    /// The document's top-level nodes.
    pub content: Vec<Node>,
    /// The top-level nodes before `<!-- truncate -->` / `{/* truncate */}`, for lists that
    /// show the start of a document; `None` when the document has no such marker.
    pub excerpt: Option<Vec<Node>>,
    /// The document's plain text, per heading section, for a search index.
    pub sections: Vec<Section>,
    /// JavaScript components the content uses (site components, packages).
    pub components: Vec<ComponentImport>,
    /// Markdown partials the content includes.
    pub partials: Vec<PartialImport>,
    /// Tags for the page's `<head>` from a `<head>` block in the document.
    pub head: Vec<HeadTag>,
    /// Every heading of level 2 to 6, in document order.
    pub headings: Vec<TocItem>,
    pub links: Vec<LinkRef>,
    pub warnings: Vec<Warning>,
    /// The document's JavaScript module, when its MDX holds code (see [`CodeModule`]).
    pub code: Option<CodeModule>,
    math: passes::math::Formulas,
}

impl Compiled {
    /// The TeX of every formula still waiting for its HTML, with its display flag.
    pub fn formulas(&self) -> Vec<(String, bool)> {
        self.math.waiting().to_vec()
    }

    /// Replaces the TeX of each formula (in the content and the excerpt) with the HTML
    /// `render` gives for it.
    pub fn set_math_html(&mut self, mut render: impl FnMut(&str, bool) -> String) {
        passes::math::set_html(self, &mut render);
    }

    /// True when the document draws a diagram (a `mermaid` code block or the `Mermaid`
    /// component): the site's bundle then needs the diagram library.
    pub fn has_diagrams(&self) -> bool {
        self.content.iter().any(|node| node.contains_tag("Mermaid"))
    }

    /// True when the document has formulas: its page needs KaTeX's stylesheet.
    pub fn has_math(&self) -> bool {
        self.math.any()
    }

    /// The headings a table of contents shows, between two levels inclusive.
    pub fn toc(&self, min_level: u8, max_level: u8) -> Vec<TocItem> {
        self.headings
            .iter()
            .filter(|heading| (min_level..=max_level).contains(&heading.level))
            .cloned()
            .collect()
    }
}

/// What a site asks of the compiler (its `[markdown]` settings). Start from the default and
/// set what differs (`options.math = false`); more fields may come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct CompileOptions {
    /// `$…$` and `$$…$$` are formulas (inline ones by Pandoc's rule, so `costs $5 and $10`
    /// stays text). When false, a dollar is always text; a ```` ```math ```` fence, which
    /// no one writes by accident, is still a formula.
    pub math: bool,
    /// How `.md` files are read; `.mdx` files are always MDX.
    pub format: Format,
    /// What an `npm2yarn` code block shows beside npm's commands.
    pub npm2yarn: Npm2Yarn,
    /// The site registers MDX components for every page (`src/theme/MDXComponents`), so a
    /// component used without an import is one of them rather than a mistake.
    pub global_components: bool,
    /// GitHub's alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`) are
    /// admonitions, as GitHub, VitePress and Starlight show them.
    pub github_alerts: bool,
}

impl Default for CompileOptions {
    fn default() -> Self {
        Self {
            math: true,
            format: Format::Detect,
            npm2yarn: Npm2Yarn::default(),
            global_components: false,
            github_alerts: true,
        }
    }
}

/// `npm2yarn` code blocks (```` ```bash npm2yarn ````), as Docusaurus's npm2yarn plugin
/// shows them: a tab for npm's commands, then one per package manager of `converters`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Npm2Yarn {
    /// The package managers after npm, in their tabs' order.
    pub converters: [Option<PackageManager>; 3],
    /// Every such block's tabs switch together (and the choice is remembered), as Tabs of one
    /// `groupId`, `npm2yarn`.
    pub sync: bool,
}

impl Default for Npm2Yarn {
    /// Docusaurus's defaults: Yarn and pnpm, each block on its own.
    fn default() -> Self {
        Npm2Yarn {
            converters: [Some(PackageManager::Yarn), Some(PackageManager::Pnpm), None],
            sync: false,
        }
    }
}

/// How `.md` files are read (`[markdown] format`). Docusaurus compiles `.md` as MDX.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Format {
    /// MDX when the file uses MDX (an `import`/`export` line, a capitalised component such as
    /// `<Tabs>`, a `{/* … */}` comment, outside code), else CommonMark with HTML.
    #[default]
    Detect,
    /// Every `.md` file is MDX.
    Mdx,
    /// Every `.md` file is CommonMark with HTML.
    Md,
}

/// Compiles documents; one per build, shared by the threads that compile in parallel, so
/// work that documents have in common (loading grammars, highlighting a repeated block) is
/// done once.
#[derive(Default)]
pub struct Compiler {
    highlighter: highlight::Highlighter,
    options: CompileOptions,
    /// The site's remark and rehype plugins, by the content plugin whose documents they
    /// change (`docs/default`).
    transforms: std::collections::HashMap<String, Transforms>,
}

impl Compiler {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with_options(options: CompileOptions) -> Self {
        Self {
            options,
            ..Self::default()
        }
    }

    pub fn options(&self) -> CompileOptions {
        self.options
    }

    /// Gives the documents of each content plugin (`docs/default`, `blog/news`) to its
    /// transform before the compiler reads them.
    pub fn set_transforms(&mut self, transforms: std::collections::HashMap<String, Transforms>) {
        self.transforms = transforms;
    }

    /// The transforms of a content plugin's documents (`docs/default`), if the site has any.
    pub fn transforms_for(&self, plugin: &str) -> Option<&Transforms> {
        self.transforms.get(plugin)
    }

    /// Compiles one document. `path` is used in messages, and (with `/` separators) as the
    /// document's place in the site, which relative imports are resolved against.
    pub fn compile(&self, source: &str, path: &Path) -> Result<Compiled, Box<CompileError>> {
        let site_path = path.to_string_lossy().replace('\\', "/");
        self.compile_file(source, path, &site_path)
    }

    /// Compiles the file at `site_path` inside the site (`docs/guides/a.mdx`; `../docs/a.md`
    /// for a folder beside the site), shown as `display_path` in messages.
    pub fn compile_file(
        &self,
        source: &str,
        display_path: &Path,
        site_path: &str,
    ) -> Result<Compiled, Box<CompileError>> {
        self.compile_transformed(source, display_path, site_path, None)
    }

    /// [`Compiler::compile_file`], with `transforms` (a site's remark and rehype plugins)
    /// given the document's trees.
    pub fn compile_transformed(
        &self,
        source: &str,
        display_path: &Path,
        site_path: &str,
        transform: Option<&Transforms>,
    ) -> Result<Compiled, Box<CompileError>> {
        pipeline::compile(
            source,
            display_path,
            site_path,
            &self.highlighter,
            self.options,
            transform,
        )
    }
}

/// Compiles one document with a compiler of its own.
pub fn compile(source: &str, path: &Path) -> Result<Compiled, Box<CompileError>> {
    Compiler::new().compile(source, path)
}

/// The stylesheet of the syntax-highlighting classes, for light and dark mode.
pub fn highlight_stylesheet() -> String {
    highlight::stylesheet()
}
