//! A build session: one site, its warm parts, and the stages in order.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use cairn_config::SiteConfig;
use cairn_content::functions::SharedRunner;
use cairn_content::plugin::PluginOutputs;
use cairn_content::{LastUpdates, LoadedSite, Plan, PlanOptions, Plugin};
use cairn_markdown::Compiler;
use cairn_render::{BundleOutcome, Emitted, OutputWrites, ThemeLocation};
use miette::{IntoDiagnostic, WrapErr, miette};

use crate::links::PageLinks;
use crate::observer::Observer;
use crate::render::{RenderInput, WarmPool, pool_size, render};
use crate::render_cache::CacheFileIo;
use crate::staging::{Staging, check_out_dir, copy_dir, spare_folder};

mod link_check;
mod live;
pub(crate) mod locales;
mod outputs;
mod report;

pub use live::{LiveChange, LiveUpdate};
pub use locales::SiteBuild;
pub(crate) use report::split_last_stage;
pub use report::{BuildReport, TranslationCount};

pub struct BuildOptions {
    pub site_dir: PathBuf,
    /// Where the site is written; `<site_dir>/build` when `None`.
    pub out_dir: Option<PathBuf>,
    /// Server-rendering workers.
    pub workers: usize,
    /// A development build: drafts included.
    pub dev: bool,
    /// The one locale to build; every locale of the site when `None` (a dev server: the
    /// default locale).
    pub locale: Option<String>,
}

/// Where a session's stages write.
enum Output {
    /// Into the output folder itself (a dev server between builds).
    InPlace,
    /// Into a fresh folder that `commit` swaps in.
    Staged(Staging),
    /// Into a folder of another session's fresh output.
    Within { dir: PathBuf, writes: OutputWrites },
}

/// One site's build state. Stages run in order; each needs the ones before it in this session
/// (`plan` needs `compile`…) and says so when called too early.
pub struct Session {
    options: BuildOptions,
    site_dir: PathBuf,
    /// The locale's folder of the output.
    out_dir: PathBuf,
    /// The whole site's output folder, which holds every locale's folder.
    site_out_dir: PathBuf,
    config: SiteConfig,
    theme: ThemeLocation,
    plugins: Vec<Box<dyn Plugin>>,
    /// Runs the functions of the site's code its options name, when they name any.
    functions: Option<SharedRunner>,
    compiler: Compiler,
    loaded: Option<LoadedSite>,
    last_updates: LastUpdates,
    plan: Option<Plan>,
    /// The plugins' outputs for the last plan, which post-build and finish write.
    outputs: Vec<PluginOutputs>,
    /// Where stages write.
    output: Output,
    /// The base URL the bundle's files are served from: the session's own, or the site's
    /// when locales share one bundle.
    bundle_base: String,
    /// The interface's messages in the session's locale, for the site data.
    messages: std::collections::BTreeMap<String, String>,
    /// What the locale's translation files and `i18n/` folder call for, added to each
    /// build's warnings.
    locale_warnings: Vec<String>,
    /// The site's other locales: base URL, and output folder when this run builds them too
    /// (links into the others are not checked).
    other_locales: Vec<(String, Option<PathBuf>)>,
    emitted: Option<Emitted>,
    highlight_css: String,
    bundle: Option<BundleOutcome>,
    pool: Option<WarmPool>,
    /// Links and ids of every page of the last full render, for the link check.
    rendered_links: Option<Vec<PageLinks>>,
    /// Pages of the last render part of whose content the engine wrote.
    server_content_pages: usize,
    /// Pages the last render kept from the previous output (`render_cache`), and all it wrote.
    kept_pages: usize,
    written_pages: usize,
    /// The render cache's file: the last build's read and the next build's written on
    /// threads of their own.
    render_cache: CacheFileIo,
    /// The routes whose last render asked search engines not to index them (`<Head>`).
    rendered_no_index: HashSet<String>,
    warnings: Vec<String>,
    /// Each plugin's post-build time in the last build.
    post_build_timings: Vec<(String, Duration)>,
    /// A dev server's session (`open_live`): output written in place, no offline mode,
    /// broken links are warnings.
    live: bool,
    /// Whether a compile has run in this session.
    loaded_before: bool,
}

impl Session {
    /// Reads the site's config, checks Node.js and finds the theme: the config stage.
    pub fn open(options: BuildOptions) -> miette::Result<Session> {
        Self::open_with(options, false)
    }

    /// A session for a dev server: like [`Session::open`], but offline mode is left out (a
    /// service worker would serve yesterday's pages while the author edits today's), broken
    /// links and anchors warn instead of failing, and output is written in place.
    pub fn open_live(options: BuildOptions) -> miette::Result<Session> {
        Self::open_with(options, true)
    }

    fn open_with(options: BuildOptions, live: bool) -> miette::Result<Session> {
        let config =
            cairn_config::load(&options.site_dir).map_err(|error| miette::Report::new(*error))?;
        Self::open_one_locale(options, &config, live)
    }

    /// A session for the locale `options` names (the default one when none) of the site
    /// `config` describes, alone: links into the other locales are not checked.
    pub(crate) fn open_one_locale(
        options: BuildOptions,
        config: &SiteConfig,
        live: bool,
    ) -> miette::Result<Session> {
        let locale = match &options.locale {
            Some(locale) => {
                locales::check_locale(config, locale)?;
                locale.clone()
            }
            None => config.i18n.default_locale.clone(),
        };
        let others = locales::other_locale_bases(config, &locale)
            .into_iter()
            .map(|base| (base, None))
            .collect();
        Self::open_locale(options, config, &locale, others, live)
    }

    /// A session that builds `locale` of the site `config` describes: its pages under the
    /// locale's base URL, written into its folder of the output (`build/fr/`), with the
    /// locale's translations of the config and the interface.
    pub(crate) fn open_locale(
        options: BuildOptions,
        config: &SiteConfig,
        locale: &str,
        other_locales: Vec<(String, Option<PathBuf>)>,
        live: bool,
    ) -> miette::Result<Session> {
        let mut config = config.for_locale(locale);
        let site_dir = std::path::absolute(&options.site_dir).into_diagnostic()?;
        cairn_content::translate_config(&mut config, &site_dir)?;
        let site_out_dir = std::path::absolute(
            options
                .out_dir
                .clone()
                .unwrap_or_else(|| options.site_dir.join("build")),
        )
        .into_diagnostic()?;
        check_out_dir(&site_dir, &site_out_dir)?;
        // As Docusaurus decides: the locale's base URL less the site's (`build/fr/`).
        let out_dir = site_out_dir.join(
            config
                .i18n
                .locale_out_subdir(config.site_base_url(), locale),
        );
        cairn_render::check_node()?;
        let theme = cairn_render::find_theme(&site_dir)?;
        let (messages, mut locale_warnings) =
            cairn_content::ui_messages(&config, &site_dir, &theme.dir)?;
        locale_warnings.extend(cairn_content::undeclared_locale_folders(&config, &site_dir));
        let bundle_base = config.base_url.clone();
        let plugins = crate::plugins::site_plugins(
            &config,
            &crate::plugins::PluginSetting {
                site_dir: &site_dir,
                out_dir: &out_dir,
                theme_dir: &theme.dir,
                live,
            },
        )?;
        let functions = cairn_node_plugins::function_runner(&site_dir, &config);
        let mut compiler =
            Compiler::with_options(cairn_content::compile_options(&config, &site_dir));
        compiler.set_transforms(cairn_node_plugins::markdown_transforms(&site_dir, &config));
        let render_cache = CacheFileIo::new(
            site_dir.join(cairn_render::CAIRN_DIR),
            config.i18n.current().to_owned(),
            out_dir.clone(),
        );
        Ok(Session {
            options,
            site_dir,
            out_dir,
            site_out_dir,
            config,
            theme,
            plugins,
            functions,
            outputs: Vec::new(),
            compiler,
            loaded: None,
            last_updates: LastUpdates::default(),
            plan: None,
            output: Output::InPlace,
            bundle_base,
            messages,
            locale_warnings: locale_warnings.iter().map(ToString::to_string).collect(),
            other_locales,
            emitted: None,
            highlight_css: String::new(),
            bundle: None,
            pool: None,
            rendered_links: None,
            server_content_pages: 0,
            kept_pages: 0,
            render_cache,
            written_pages: 0,
            rendered_no_index: HashSet::new(),
            warnings: Vec::new(),
            post_build_timings: Vec::new(),
            live,
            loaded_before: false,
        })
    }

    pub fn config(&self) -> &SiteConfig {
        &self.config
    }

    pub fn site_dir(&self) -> &Path {
        &self.site_dir
    }

    pub fn out_dir(&self) -> &Path {
        &self.out_dir
    }

    /// The site's plugins, in planning order.
    pub fn plugins(&self) -> &[Box<dyn Plugin>] {
        &self.plugins
    }

    /// What the plugins read their content from besides their sources, for a dev server to
    /// watch.
    pub fn paths_to_watch(&self) -> Vec<std::path::PathBuf> {
        self.plugins
            .iter()
            .flat_map(|plugin| plugin.paths_to_watch())
            .collect()
    }

    /// Adds a plugin (a feature the caller provides), after the others that need what it
    /// needs.
    pub fn add_plugin(&mut self, plugin: Box<dyn Plugin>) {
        self.plugins.push(plugin);
        cairn_content::plugin::order_by_needs(&mut self.plugins);
    }

    pub fn loaded(&self) -> Option<&LoadedSite> {
        self.loaded.as_ref()
    }

    pub fn plan_ref(&self) -> Option<&Plan> {
        self.plan.as_ref()
    }

    /// Warnings of the stages run so far.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// Compiles every plugin's Markdown; a file whose text is unchanged since this session's
    /// last compile keeps its compiled document. Returns how many files were compiled.
    pub fn compile(&mut self) -> miette::Result<usize> {
        let previous = self.loaded.take();
        let load = |site_dir: &Path, plugins: &[Box<dyn Plugin>], compiler: &Compiler| {
            cairn_content::load(site_dir, plugins, compiler, previous)
        };
        // A dev server's later compiles keep the history read first: saving a file does not
        // commit it, and `git log` over the site would cost every save tens of milliseconds.
        let keeps_history = self.live && self.loaded_before;
        self.compile_with(load, keeps_history)
    }

    /// Compiles this locale's Markdown in a build of every locale, taking over the documents
    /// of `other_locale` (the session built before) whose file and text are the same, and
    /// Git's `history` when that session read it. The `last` locale prunes the compile cache.
    fn compile_locale(
        &mut self,
        other_locale: Option<LoadedSite>,
        last: bool,
        history: Option<LastUpdates>,
    ) -> miette::Result<usize> {
        let load = |site_dir: &Path, plugins: &[Box<dyn Plugin>], compiler: &Compiler| {
            cairn_content::load_locale(site_dir, plugins, compiler, other_locale, last)
        };
        let keeps_history = history.is_some();
        if let Some(history) = history {
            self.last_updates = history;
        }
        self.compile_with(load, keeps_history)
    }

    fn compile_with(
        &mut self,
        load: impl FnOnce(
            &Path,
            &[Box<dyn Plugin>],
            &Compiler,
        ) -> Result<LoadedSite, cairn_content::ContentError>,
        keeps_history: bool,
    ) -> miette::Result<usize> {
        // Git's history is read while the documents compile: it is another process.
        let shows_updates = cairn_content::needs_last_updates(&self.config);
        let wants_history =
            !keeps_history && (shows_updates || cairn_content::wants_git_dates(&self.config));
        let git_history = wants_history.then(|| {
            let site_dir = self.site_dir.clone();
            std::thread::spawn(move || cairn_content::read_last_updates(&site_dir))
        });
        let loaded = load(&self.site_dir, &self.plugins, &self.compiler)?;
        self.loaded_before = true;
        self.last_updates = match git_history.map(std::thread::JoinHandle::join) {
            None if keeps_history => std::mem::take(&mut self.last_updates),
            None => LastUpdates::default(),
            Some(Ok(Ok(updates))) => updates,
            Some(Ok(Err(reason))) => {
                if shows_updates {
                    self.warnings.push(format!(
                        "last update times need the site in a git repository ({reason}); pages show none"
                    ));
                }
                LastUpdates::default()
            }
            Some(Err(_)) => return Err(miette!("reading git history failed")),
        };
        let compiled = loaded.compiled_count;
        self.loaded = Some(loaded);
        Ok(compiled)
    }

    /// Lets every plugin change the compiled documents before planning (formulas get their
    /// HTML); every plugin's errors are reported together.
    pub fn process_documents(&mut self) -> miette::Result<()> {
        let loaded = self
            .loaded
            .as_mut()
            .ok_or_else(|| too_early("process documents", "compile"))?;
        let mut errors = Vec::new();
        for plugin in &self.plugins {
            match plugin.process_documents(loaded) {
                Ok(warnings) => self
                    .warnings
                    .extend(warnings.iter().map(ToString::to_string)),
                Err(error) => errors.push(error),
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(cairn_content::ContentError::many(errors).into())
        }
    }

    /// Plans the route table from the compiled documents.
    pub fn plan(&mut self) -> miette::Result<&Plan> {
        let loaded = self
            .loaded
            .as_ref()
            .ok_or_else(|| too_early("plan", "compile"))?;
        let options = PlanOptions {
            include_drafts: self.options.dev,
            dev: self.options.dev,
            last_updates: self.last_updates.clone(),
            functions: self.functions.clone(),
            messages: self.messages.clone(),
            // The plugins give theirs as they plan.
            aliases: Vec::new(),
        };
        let mut plan = cairn_content::plan(&self.config, loaded, &self.plugins, &options)?;
        // Before rendering: a redirect over a page would otherwise fail only at post-build.
        cairn_content::check_redirects(&self.config, &plan)?;
        self.outputs = plan.take_outputs();
        self.warnings.extend(self.locale_warnings.iter().cloned());
        self.warnings
            .extend(plan.warnings.iter().map(ToString::to_string));
        Ok(self.plan.insert(plan))
    }

    /// Starts a fresh output folder beside the real one; `commit` swaps it in. Without it,
    /// stages write into the output folder in place (what a dev server does between builds).
    pub fn start_output(&mut self) -> miette::Result<()> {
        let spare = spare_folder(&self.site_dir, &self.out_dir);
        self.output = Output::Staged(Staging::create(&self.out_dir, Some(&spare))?);
        Ok(())
    }

    /// Removes from a fresh output made over from an older one what this build did not write;
    /// see [`Staging::remove_unwritten`].
    pub(crate) fn remove_unwritten_output(&self) -> miette::Result<()> {
        match &self.output {
            Output::Staged(staging) => staging.remove_unwritten(&self.output_folders()),
            _ => Ok(()),
        }
    }

    /// The folders of the output that the plugins' outputs own (see
    /// [`cairn_content::plugin::SiteOutputs::own_folders`]).
    pub(crate) fn output_folders(&self) -> Vec<PathBuf> {
        self.outputs
            .iter()
            .flat_map(|outputs| outputs.outputs.own_folders())
            .map(|folder| self.output_dir().join(folder))
            .collect()
    }

    /// Writes into `dir` of another session's fresh output (a locale's folder of the build of
    /// every locale), which that session commits.
    pub(crate) fn write_within(&mut self, dir: PathBuf, writes: OutputWrites) {
        self.output = Output::Within { dir, writes };
    }

    /// The folder stages write into now.
    pub fn output_dir(&self) -> &Path {
        match &self.output {
            Output::InPlace => &self.out_dir,
            Output::Staged(staging) => staging.path(),
            Output::Within { dir, .. } => dir,
        }
    }

    /// How stages write into that folder.
    fn writes(&self) -> OutputWrites {
        match &self.output {
            Output::InPlace => OutputWrites::InPlace,
            Output::Staged(staging) => staging.writes(),
            Output::Within { writes, .. } => writes.clone(),
        }
    }

    /// Writes data chunks, the route manifest, copied assets, static files, the highlighting
    /// stylesheet and the component registry.
    pub fn emit(&mut self) -> miette::Result<()> {
        self.emit_content()?;
        self.emit_files()
    }

    /// What [`Session::emit`] writes but the component registry, which a build of every
    /// locale writes once for all of them.
    fn emit_locale(&mut self) -> miette::Result<()> {
        self.emit_data()?;
        self.emit_files()
    }

    /// Static files and the highlighting stylesheet.
    fn emit_files(&mut self) -> miette::Result<()> {
        let out = self.output_dir().to_path_buf();
        let writes = self.writes();
        for dir in self.config.static_dirs(&self.site_dir) {
            copy_dir(&dir, &out, &writes)?;
        }
        self.highlight_css = cairn_render::write_hashed_asset(
            &out,
            &writes,
            "assets/css",
            "highlight",
            "css",
            &cairn_markdown::highlight_stylesheet(),
        )?;
        Ok(())
    }

    /// What the plan decides of the output: data chunks, the route manifest, the files
    /// documents link to, KaTeX's files, the component registry. Returns whether the registry
    /// changed (the bundle must then be made again).
    fn emit_content(&mut self) -> miette::Result<bool> {
        self.emit_data()?;
        self.emit_registry()
    }

    /// The component registry the bundle is made from; whether it changed.
    fn emit_registry(&mut self) -> miette::Result<bool> {
        let plan = self
            .plan
            .as_ref()
            .ok_or_else(|| too_early("emit", "plan"))?;
        Ok(cairn_render::write_registry(&self.site_dir, &[plan])?)
    }

    /// Data chunks, the route manifest and the files documents link to.
    fn emit_data(&mut self) -> miette::Result<()> {
        let plan = self
            .plan
            .as_ref()
            .ok_or_else(|| too_early("emit", "plan"))?;
        let out = self.output_dir().to_path_buf();
        let writes = self.writes();
        // Written in place (a dev server), the folder already holds most files: data chunk
        // and asset names are content hashes, so only new ones need writing.
        self.emitted = Some(cairn_render::emit_data(&out, plan, &writes)?);
        for asset in &plan.assets {
            let target = out.join(&asset.output);
            if writes.holds(&target) {
                continue;
            }
            writes
                .copy(&asset.source, &target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot copy `{}`", asset.source.display()))?;
        }
        Ok(())
    }

    /// Gives the session the bundle another locale's session made for every locale: its
    /// files are already in the output, served from the site's base URL.
    pub(crate) fn share_bundle(&mut self, bundle: BundleOutcome, base: &str) {
        self.bundle = Some(bundle);
        base.clone_into(&mut self.bundle_base);
    }

    /// Bundles the React code with Vite (unless its inputs are unchanged) and copies the
    /// client bundle into the output. Returns whether the previous bundle was reused.
    pub fn bundle(&mut self) -> miette::Result<bool> {
        let bundle = cairn_render::bundle(&self.site_dir, &self.theme, &self.bundle_base)?;
        self.adopt_bundle(bundle)
    }

    /// Bundles as [`Session::bundle`] does, and runs `meanwhile` on this session while Vite
    /// works: Vite leaves most of a core idle (a 1,000-page site's bundle took 0.8 s of wall
    /// time for about 0.5 s of CPU on two cores), time the data chunks and static files can
    /// be written in. The registry must be written before. Returns whether the previous
    /// bundle was reused, and how long `meanwhile` took.
    pub(crate) fn bundle_while(
        &mut self,
        meanwhile: impl FnOnce(&mut Session) -> miette::Result<()>,
    ) -> miette::Result<(bool, Duration)> {
        let (site_dir, theme, base) = (
            self.site_dir.clone(),
            self.theme.clone(),
            self.bundle_base.clone(),
        );
        let (bundled, done) = std::thread::scope(|scope| {
            let bundling = scope.spawn(move || cairn_render::bundle(&site_dir, &theme, &base));
            let started = Instant::now();
            let done = meanwhile(self).map(|()| started.elapsed());
            (bundling.join(), done)
        });
        let took = done?;
        let bundle =
            bundled.map_err(|_| miette!("the bundler's thread stopped unexpectedly"))??;
        Ok((self.adopt_bundle(bundle)?, took))
    }

    /// Copies `bundle`'s client files into the output and keeps it for the render.
    fn adopt_bundle(&mut self, bundle: BundleOutcome) -> miette::Result<bool> {
        copy_dir(
            &bundle.client_dir.join("assets"),
            &self.output_dir().join("assets"),
            &self.writes(),
        )?;
        let reused = bundle.reused;
        self.bundle = Some(bundle);
        Ok(reused)
    }

    /// Server-renders the routes `only` names (every route with `None`) into the output.
    /// Returns how many pages were written. After rendering every route, `check_links` can
    /// check the links of the rendered pages.
    pub fn render(
        &mut self,
        only: Option<&HashSet<String>>,
        observer: &dyn Observer,
    ) -> miette::Result<usize> {
        let writes = self.writes();
        // A full render into a fresh folder keeps the previous output's unchanged pages. A dev
        // server writes elsewhere than `cairn build` and renders only what changed already.
        let cached = only.is_none() && !self.live && matches!(writes, OutputWrites::Fresh { .. });
        let cache = cached.then(|| self.render_cache.read());
        let input = RenderInput {
            config: &self.config,
            theme: &self.theme,
            plan: self
                .plan
                .as_ref()
                .ok_or_else(|| too_early("render", "plan"))?,
            bundle: self
                .bundle
                .as_ref()
                .ok_or_else(|| too_early("render", "bundle"))?,
            emitted: self
                .emitted
                .as_ref()
                .ok_or_else(|| too_early("render", "emit"))?,
            highlight_css: &self.highlight_css,
            bundle_base: &self.bundle_base,
            heading_link_label: self
                .messages
                .get("theme.common.headingLinkTitle")
                .map_or(cairn_render::HEADING_LINK_LABEL, String::as_str),
            out_dir: match &self.output {
                Output::InPlace => &self.out_dir,
                Output::Staged(staging) => staging.path(),
                Output::Within { dir, .. } => dir,
            },
            writes: &writes,
            workers: self.options.workers,
            versioned_manifest: self.live,
        };
        let pages = render(&input, &mut self.pool, only, cache.as_ref(), observer)?;
        drop(cache);
        self.kept_pages = pages.kept;
        if cached {
            self.render_cache.write(pages.cache);
        }
        let count = pages.links.len();
        self.written_pages = count;
        self.server_content_pages = pages.server_content_pages;
        // A page rendered again says afresh whether it asks not to be indexed; the others
        // keep what their last render said.
        match only {
            None => self.rendered_no_index.clear(),
            Some(paths) => self.rendered_no_index.retain(|path| !paths.contains(path)),
        }
        self.rendered_no_index.extend(pages.no_index);
        self.rendered_links = only.is_none().then_some(pages.links);
        Ok(count)
    }

    /// Swaps the fresh output in place of the previous one.
    pub fn commit(&mut self) -> miette::Result<()> {
        match std::mem::replace(&mut self.output, Output::InPlace) {
            Output::Staged(staging) => staging.commit(),
            _ => Ok(()),
        }
    }

    /// Every stage in order, into a fresh output folder that replaces the previous output only
    /// when all of them succeeded.
    pub fn build(&mut self, observer: &dyn Observer) -> miette::Result<BuildReport> {
        self.build_stages(observer, false)
    }

    /// Builds the site as [`Session::build`] does, for a session that will not build again
    /// (`cairn build`): the compiled documents are let go as soon as the route table is
    /// planned, instead of being kept for the next build. Their trees are the largest thing
    /// the engine holds (about 60 KB a page), and rendering a large site no longer holds
    /// them beside the route data and the search index.
    pub fn build_once(mut self, observer: &dyn Observer) -> miette::Result<BuildReport> {
        self.build_stages(observer, true)
    }

    fn build_stages(&mut self, observer: &dyn Observer, once: bool) -> miette::Result<BuildReport> {
        let started = Instant::now();
        let mut stages = Vec::new();
        let mut timer = Instant::now();
        let mut lap = |name: &'static str, stages: &mut Vec<(&'static str, Duration)>| {
            stages.push((name, timer.elapsed()));
            timer = Instant::now();
        };
        self.warnings.clear();
        if !self.live {
            self.render_cache.start_reading();
        }
        observer.stage("compile", "Markdown");
        let compiled_documents = self.compile()?;
        lap("compile", &mut stages);
        observer.stage("process", "documents");
        self.process_documents()?;
        lap("process", &mut stages);
        observer.stage("plan", "routes");
        self.plan()?;
        let markdown_bytes = self
            .loaded
            .as_ref()
            .map_or(0, |loaded| loaded.markdown_bytes);
        let translations: Vec<TranslationCount> = self
            .loaded
            .as_ref()
            .filter(|_| !self.config.i18n.is_default())
            .map(|loaded| TranslationCount::of(self.config.i18n.current(), loaded))
            .into_iter()
            .collect();
        if once && let Some(loaded) = self.loaded.take() {
            // Freeing millions of small allocations takes a while: not on the build's path.
            std::thread::spawn(move || drop(loaded));
        }
        lap("plan", &mut stages);
        observer.stage("emit", "data chunks, while Vite bundles");
        self.start_output()?;
        self.start_outputs()?;
        self.emit_registry()?;
        let (bundle_reused, emit_took) = self.bundle_while(Session::emit_locale)?;
        lap("bundle", &mut stages);
        split_last_stage(&mut stages, "emit", emit_took);
        self.render(None, observer)?;
        let workers = pool_size(&self.pool);
        if once {
            // The workers' memory is theirs until they exit.
            self.pool = None;
        }
        self.remove_unwritten_output()?;
        lap("render", &mut stages);
        observer.stage("post", "links, site-wide outputs");
        self.check_links_beside_post_build()?;
        let routes = self.plan.as_ref().map_or(0, |plan| plan.routes.len());
        if once {
            // The last step (the search index's largest part) then reuses the plan's memory
            // instead of adding to it.
            self.plan = None;
        }
        self.finish()?;
        lap("post", &mut stages);
        self.commit()?;
        lap("write", &mut stages);
        unique_in_order(&mut self.warnings);
        Ok(BuildReport {
            out_dir: self.out_dir.clone(),
            routes,
            markdown_bytes,
            compiled_documents,
            stages,
            total: started.elapsed(),
            bundle_reused,
            workers,
            warnings: self.warnings.clone(),
            post_build: self.post_build_timings.clone(),
            server_content_pages: self.server_content_pages,
            kept_pages: self.kept_pages,
            pages: self.written_pages,
            translations,
        })
    }
}

/// Keeps the first of each repeated message: a warning is printed once.
fn unique_in_order(messages: &mut Vec<String>) {
    let mut seen = std::collections::HashSet::new();
    messages.retain(|message| seen.insert(message.clone()));
}

fn too_early(stage: &str, needed: &str) -> miette::Report {
    miette!("the {stage} stage needs the {needed} stage to have run first in this session")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_warning_is_kept_once() {
        let mut warnings = vec!["a".to_owned(), "b".to_owned(), "a".to_owned()];
        unique_in_order(&mut warnings);
        assert_eq!(warnings, ["a", "b"]);
    }
}
