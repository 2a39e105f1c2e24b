//! The plugin lifecycle, modelled on the one Docusaurus users know.
//!
//! 1. `sources`: the files a plugin builds pages from. The engine compiles every plugin's
//!    Markdown in one parallel pass (and keeps the results between builds).
//! 2. `load_content`: the plugin turns its compiled documents into its own model (docs with
//!    their versions and sidebars, blog posts…).
//! 3. `permalinks`: every plugin says which page each of its Markdown files became, so a
//!    relative link in any document resolves to a page of any plugin.
//! 4. `plan`: routes with their props chunks, and the plugin's global data, keyed by plugin
//!    name and id (`docs` → `default`).
//! 5. `post_build`: whole-site outputs, once every page is rendered. A step that needs only
//!    the plan may start earlier, in `plan_ready`, and run while the pages render.
//! 6. `finish`: outputs made last, from the output folder and what the plugin kept, once a
//!    single build has let go of its plan and render workers (the search index, the PWA's
//!    list of every output file).
//!
//! Besides content, a plugin may add tags to every page's `<head>` and client modules to the
//! browser's entry, so features never edit the HTML shell or the client entry themselves.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use cairn_config::SiteConfig;
use cairn_markdown::HeadTag;

use crate::Chunk;
use crate::error::ContentError;
use crate::load::{ComponentFile, Document};
use crate::plan::{Plan, PlanContext, PlanOptions, Route};
use crate::url::UrlBuilder;

/// A source of routes or of site-wide output.
pub trait Plugin: Send + Sync {
    /// The plugin's name, as global data is keyed: `docs`, `pages`.
    fn name(&self) -> &str;

    /// The instance id: `default`, or the id a site gives a second instance.
    fn id(&self) -> &str {
        "default"
    }

    /// The files this plugin builds pages from.
    fn sources(&self) -> Result<Vec<Source>, ContentError> {
        Ok(Vec::new())
    }

    /// Turns the plugin's compiled documents into its content.
    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(NoContent))
    }

    /// Tags for the `<head>` of every page.
    fn head_tags(&self) -> Vec<HeadTag> {
        Vec::new()
    }

    /// Modules (import specifiers, e.g. `@site/src/analytics.ts`) the browser's entry loads
    /// before the first render; a module may export `onRouteDidUpdate({location, previousLocation})`.
    fn client_modules(&self) -> Vec<String> {
        Vec::new()
    }

    /// Folders of theme components (`@theme/X`) the plugin provides, as Docusaurus's
    /// `getThemePath`: below the site's own `src/theme/`, above Cairn's theme.
    fn theme_paths(&self) -> Vec<PathBuf> {
        Vec::new()
    }

    /// Files and folders the plugin's content is read from besides its `sources` (Docusaurus's
    /// `getPathsToWatch`): a dev server plans again when one changes.
    fn paths_to_watch(&self) -> Vec<PathBuf> {
        Vec::new()
    }

    /// Called by a full build once its plan is made, before its pages render: a post-build
    /// step that needs only the plan can start here on a thread of its own, and `post_build`
    /// takes its result. `post_build` must not rely on it: it is not called in every build
    /// (a dev server's), nor always with the plan `post_build` gets.
    fn plan_ready(&self, _context: &PostBuildContext<'_>) {}

    /// Called by a full build once every page is rendered and the render workers are gone,
    /// before the link check and `post_build`: a step started in `plan_ready` may go on to
    /// its last part here, on its thread, while the rest of post-build runs beside it.
    fn pages_rendered(&self) {}

    /// Whole-site outputs (sitemap, feeds, search index…), written once every page is rendered.
    fn post_build(&self, _context: &PostBuildContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        Ok(Vec::new())
    }

    /// Outputs made after every `post_build` output is written. A build that will not run
    /// again (`cairn build`) has let go of its plan and its render workers by then, so the
    /// memory this step needs no longer adds to theirs: the end of a step `plan_ready`
    /// started (the search index) belongs here, and so does a list of the whole output.
    fn finish(&self, _context: &FinishContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        Ok(Vec::new())
    }
}

/// A file a plugin builds pages from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    pub path: PathBuf,
    /// Path inside the plugin's content folder, `/`-separated: `guides/setup.md`.
    pub relative_path: String,
    /// The plugin's own grouping of its files, e.g. the index of a docs version.
    pub group: usize,
    pub kind: SourceKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceKind {
    /// Markdown or MDX, compiled by the engine.
    Markdown,
    /// A React component (a page under `src/pages/`), bundled rather than compiled.
    Component,
}

/// What a plugin's `load_content` receives.
pub struct LoadInput<'a> {
    pub site: &'a SiteContext<'a>,
    /// The plugin's compiled Markdown files, in the order of its sources.
    pub documents: Vec<&'a Document>,
    /// The plugin's component files.
    pub components: Vec<&'a ComponentFile>,
}

/// What every plugin may read about the site while it plans.
pub struct SiteContext<'a> {
    pub config: &'a SiteConfig,
    pub site_dir: &'a Path,
    pub urls: &'a UrlBuilder,
    pub options: &'a PlanOptions,
}

/// A plugin's loaded content.
pub trait PluginContent {
    /// `(file's path inside the site, page URL)` for each Markdown file that became a page.
    fn permalinks(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// The plugin's routes and global data.
    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError>;
}

/// What a plugin's `plan` gives the route table.
#[derive(Debug, Default)]
pub struct PluginRoutes {
    pub routes: Vec<Route>,
    /// Data every page can read (`useGlobalData()[name][id]`); none when absent.
    pub global_data: Option<serde_json::Value>,
    /// Data chunks the routes' data refers to without naming them as props: written to the
    /// output like route data, fetched by the theme on demand.
    pub chunks: Vec<Chunk>,
    /// Data chunks the global data refers to by URL (a docs instance's lists of docs): written
    /// to the output, handed to the server renderer up front, and fetched by the browser when
    /// a page needs them.
    pub global_chunks: Vec<Chunk>,
    /// HTML for every page, from the plugin's content (Docusaurus's `injectHtmlTags`).
    pub html: HtmlTags,
    /// Module names the bundler resolves to files (`resolve.alias` of a Docusaurus plugin's
    /// `configureWebpack`): `(name, path)`.
    pub aliases: Vec<(String, String)>,
}

/// HTML a plugin puts in every page, as written: in `<head>`, first in `<body>`, last in it.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct HtmlTags {
    pub head: Vec<String>,
    pub body_start: Vec<String>,
    pub body_end: Vec<String>,
}

impl HtmlTags {
    pub fn extend(&mut self, other: HtmlTags) {
        self.head.extend(other.head);
        self.body_start.extend(other.body_start);
        self.body_end.extend(other.body_end);
    }
}

struct NoContent;

impl PluginContent for NoContent {
    fn plan(&self, _context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        Ok(PluginRoutes::default())
    }
}

/// What a post-build step can read: the plan, and the folder the build is written to.
pub struct PostBuildContext<'a> {
    pub config: &'a SiteConfig,
    pub plan: &'a Plan,
    /// The site's folder, for what the build keeps beside the output (`.cairn/`).
    pub site_dir: &'a Path,
    /// The output folder being written (it replaces the previous output when the build succeeds).
    pub out_dir: &'a Path,
    /// The routes whose render asked search engines not to index them (a robots `noindex`
    /// from a React page's `<Head>`), by path: known once the pages are rendered, empty before.
    pub rendered_no_index: &'a HashSet<String>,
}

/// What the last step can read: the folder the build is written to, with every page and
/// post-build output in it, but no plan.
pub struct FinishContext<'a> {
    pub config: &'a SiteConfig,
    pub site_dir: &'a Path,
    pub out_dir: &'a Path,
}

/// A file a post-build step adds to the output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutputFile {
    /// Path inside the output folder, `/`-separated: `sitemap.xml`.
    pub path: String,
    pub bytes: Vec<u8>,
}
