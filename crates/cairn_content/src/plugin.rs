//! The plugin lifecycle, modelled on the one Docusaurus users know.
//!
//! 1. `sources`: the files a plugin builds pages from. The engine compiles every plugin's
//!    Markdown in one parallel pass (and keeps the results between builds).
//! 2. `process_documents`: a feature that works on every plugin's pages rather than on its
//!    own changes the compiled documents (formulas get their HTML, a page with one its
//!    stylesheet).
//! 3. `load_content`: the plugin turns its compiled documents into its own model (docs with
//!    their versions and sidebars, blog posts…).
//! 4. `permalinks`: every plugin says which page each of its Markdown files became, so a
//!    relative link in any document resolves to a page of any plugin.
//! 5. `plan`: routes with their props chunks, and the plugin's global data, keyed by plugin
//!    name and id (`docs` → `default`).
//! 6. Outputs: with its routes, `plan` may give a [`SiteOutputs`], which holds what the plugin's
//!    whole-site files are made from (the posts a feed lists) and makes them once every page is
//!    rendered (`post_build`), or last (`finish`, once a single build has let go of its plan
//!    and render workers: the search index, the PWA's list of every output file). A step that
//!    needs only the plan may start earlier (`start`) and run while the pages render. Being
//!    made by each plan, it never keeps state from one plan for another.
//!
//! Besides content, a plugin may add tags to every page's `<head>`, client modules to the
//! browser's entry, and inputs to the bundle, so features never edit the HTML shell, the
//! client entry or the bundle script themselves. Plugins run in the order of what they
//! declare they need ([`Needs`]), the site's order within each kind.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use cairn_config::SiteConfig;
use cairn_markdown::HeadTag;

use crate::Chunk;
use crate::assets::AssetCopy;
use crate::error::{ContentError, Warning};
use crate::i18n::{LocaleFile, Translation};
use crate::load::{ComponentFile, Document, LoadedSite};
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

    /// Changes the compiled documents of every plugin before any plugin loads its content,
    /// for a feature that works on all pages rather than on its own (formulas get their HTML
    /// and their pages a stylesheet). A build calls it after every compile, on documents kept
    /// from an earlier one too, so it must give the same documents when run twice. Returns
    /// warnings about the documents.
    fn process_documents(&self, _site: &mut LoadedSite) -> Result<Vec<Warning>, ContentError> {
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

    /// What the plugin reads of the other plugins', which decides where it runs among them.
    fn needs(&self) -> Needs {
        Needs::Nothing
    }
}

/// What a plugin reads of the others' work. The session runs plugins in this order (the
/// site's order among plugins of one kind): each step of a plugin then sees what the plugins
/// it needs made in the same step (routes when planning, files when writing outputs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Needs {
    /// Nothing, and other plugins' pages read what it prepares (the processed images that
    /// pages point at): it plans before every other plugin.
    NothingAndPrepares,
    /// Nothing of another plugin's: content plugins, head tags.
    Nothing,
    /// Every other plugin's routes, when it plans (site search counts the pages it indexes).
    EveryRoute,
    /// Every other plugin's output files, search index included (the offline mode's list of
    /// what to precache).
    EveryOutput,
}

/// `plugins` in the order they run: by what they need, the given order within each kind.
pub fn order_by_needs(plugins: &mut [Box<dyn Plugin>]) {
    // A stable sort: plugins that need the same keep the site's order.
    plugins.sort_by_key(|plugin| plugin.needs());
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
    /// Whether the file is in the locale being built.
    pub translation: Translation,
    /// The same file in the other folder of its locale (see [`crate::i18n`]): the original of
    /// a translation, or where an original's translation would be.
    pub counterpart: Option<PathBuf>,
}

impl Source {
    pub(crate) fn in_locale(file: LocaleFile, group: usize, kind: SourceKind) -> Self {
        Source {
            path: file.path,
            relative_path: file.relative,
            group,
            kind,
            translation: file.translation,
            counterpart: Some(file.counterpart),
        }
    }
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
    /// Every compiled file of the site, for features that read them all (whether any page
    /// draws a diagram).
    pub loaded: &'a LoadedSite,
    pub site_dir: &'a Path,
    pub urls: &'a UrlBuilder,
    pub options: &'a PlanOptions,
}

impl SiteContext<'_> {
    /// The interface's message `id` in the locale being built, else `default` (the English
    /// text, for a title the engine writes itself).
    pub fn message(&self, id: &str, default: &str) -> String {
        self.options
            .messages
            .get(id)
            .map_or(default, String::as_str)
            .to_owned()
    }
}

/// A plugin's loaded content.
pub trait PluginContent {
    /// `(file's path inside the site, page URL)` for each Markdown file that became a page.
    fn permalinks(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// The plugin's routes and global data.
    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError>;

    /// The translation files the plugin's content reads in a locale, with the default
    /// locale's messages (Docusaurus's `getTranslationFiles`), for `cairn write-translations`.
    fn translation_sources(&self) -> Vec<crate::i18n::TranslationSource> {
        Vec::new()
    }
}

/// What a plugin's `plan` gives the route table.
#[derive(Default)]
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
    /// What the bundle is made from besides the site's code.
    pub bundle: BundleInputs,
    /// Files copied into the output as they are, with the documents' own (KaTeX's stylesheet
    /// and fonts); a dev server copies them when they first appear.
    pub assets: Vec<AssetCopy>,
    /// What the plugin writes once the pages are rendered.
    pub outputs: Option<Box<dyn SiteOutputs>>,
}

/// What plugins add to the bundle: module aliases, and flags the bundle script reads (the
/// parts of the theme a site has no use for are left out of its bundle).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct BundleInputs {
    /// Module names the bundler resolves to files (`resolve.alias` of a Docusaurus plugin's
    /// `configureWebpack`): `(name, path)`.
    pub aliases: Vec<(String, String)>,
    /// Named values for the bundle script (`registry.json`), e.g. `diagrams`: each flag is
    /// set by one plugin; a flag given twice keeps the later plugin's value.
    pub flags: BTreeMap<String, serde_json::Value>,
}

impl BundleInputs {
    pub fn extend(&mut self, other: BundleInputs) {
        self.aliases.extend(other.aliases);
        self.flags.extend(other.flags);
    }
}

/// What a plugin writes once pages are rendered, made by its `plan` from its content. What a
/// step needs lives here, for one plan, rather than in the plugin between hooks: the posts a
/// feed lists, the search index started while the pages render.
pub trait SiteOutputs: Send + Sync {
    /// Called by a full build once the plan is made, before the pages render: a step that
    /// needs only the plan can start here on a thread of its own, for `post_build` or
    /// `finish` to take. Not every build calls it (a dev server's does not).
    fn start(&mut self, _context: &PostBuildContext<'_>) {}

    /// Whole-site outputs (sitemap, feeds, redirect pages…), once every page is rendered.
    fn post_build(
        &mut self,
        _context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        Ok(Vec::new())
    }

    /// Outputs made after every `post_build` output is written. A build that will not run
    /// again (`cairn build`) has let go of its plan and its render workers by then, so the
    /// memory this step needs no longer adds to theirs: the end of a step `start` began (the
    /// search index) belongs here, and so does a list of the whole output.
    fn finish(&mut self, _context: &FinishContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        Ok(Vec::new())
    }

    /// Folders of the output (`/`-separated, inside it) that only these outputs write into,
    /// every file of which they write at each build, in `finish` at the latest (the search
    /// index's `pagefind/`). A rebuild that makes an older output over leaves the files such
    /// a folder held until the outputs' own are written, and then removes those they did not
    /// write: otherwise thousands of index files are removed and put back at each build.
    fn own_folders(&self) -> Vec<String> {
        Vec::new()
    }
}

/// The outputs of a plugin that plans no routes: its content is only its outputs, made anew
/// for each plan by the function it holds.
pub struct OutputsOnly<F>(pub F);

impl<F, O> PluginContent for OutputsOnly<F>
where
    F: Fn() -> O,
    O: SiteOutputs + 'static,
{
    fn plan(&self, _context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        Ok(PluginRoutes {
            outputs: Some(Box::new((self.0)())),
            ..PluginRoutes::default()
        })
    }
}

/// The content of a plugin that only tells the bundle script something: its flags.
pub struct FlagsOnly(pub BTreeMap<String, serde_json::Value>);

impl PluginContent for FlagsOnly {
    fn plan(&self, _context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        Ok(PluginRoutes {
            bundle: BundleInputs {
                flags: self.0.clone(),
                ..BundleInputs::default()
            },
            ..PluginRoutes::default()
        })
    }
}

/// One plugin's outputs for the plan being built.
pub struct PluginOutputs {
    /// The plugin's name, for timings and messages.
    pub plugin: String,
    pub outputs: Box<dyn SiteOutputs>,
}

impl std::fmt::Debug for PluginOutputs {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("PluginOutputs")
            .field("plugin", &self.plugin)
            .finish_non_exhaustive()
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    struct Named(&'static str, Needs);

    impl Plugin for Named {
        fn name(&self) -> &str {
            self.0
        }

        fn needs(&self) -> Needs {
            self.1
        }
    }

    #[test]
    fn plugins_run_after_those_whose_work_they_need_and_in_the_sites_order_otherwise() {
        let mut plugins: Vec<Box<dyn Plugin>> = vec![
            Box::new(Named("precache", Needs::EveryOutput)),
            Box::new(Named("docs", Needs::Nothing)),
            Box::new(Named("index", Needs::EveryRoute)),
            Box::new(Named("blog", Needs::Nothing)),
            Box::new(Named("archive", Needs::EveryOutput)),
        ];
        order_by_needs(&mut plugins);
        let names: Vec<&str> = plugins.iter().map(|plugin| plugin.name()).collect();
        assert_eq!(names, ["docs", "blog", "index", "precache", "archive"]);
    }
}
