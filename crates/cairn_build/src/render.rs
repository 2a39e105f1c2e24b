//! The render stage: each route through a server-rendering worker, wrapped in the HTML shell.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use cairn_config::SiteConfig;
use cairn_content::{Chunk, Plan, Route};
use cairn_render::{
    BundleOutcome, Emitted, OutputWrites, PageShell, RenderError, RenderJob, RenderPool,
    RenderedPage, SERVER_CONTENT_VARIABLE, ServerContent, SharedChunks, ShellAssets, SiteInput,
    ThemeLocation,
};
use miette::{IntoDiagnostic, WrapErr};

use crate::links::{FastMap, PageLinks, SharedLinks};
use crate::observer::Observer;
use crate::render_cache::{CachedPage, NextRenderCache, PageKeys, RenderCache, RenderedEntry};
use rayon::prelude::*;

/// Server-rendering workers, kept between builds of a session while the code they run (the
/// SSR bundle) and the site data they were started with stay the same.
pub(crate) struct WarmPool {
    key: String,
    pool: RenderPool,
}

/// What the render stage needs from the stages before it.
pub(crate) struct RenderInput<'a> {
    pub config: &'a SiteConfig,
    pub theme: &'a ThemeLocation,
    pub plan: &'a Plan,
    pub bundle: &'a BundleOutcome,
    pub emitted: &'a Emitted,
    pub highlight_css: &'a str,
    /// Where the bundle's files are served from (the site's base URL when locales share it).
    pub bundle_base: &'a str,
    /// The label of a heading's `#` link in the locale (see `RenderJob`).
    pub heading_link_label: &'a str,
    pub out_dir: &'a Path,
    /// How pages are written: in place, each replaces one a server may be sending right now
    /// (a dev server's output); into a fresh folder, an unchanged page is the previous one.
    pub writes: &'a OutputWrites,
    pub workers: usize,
    /// A dev server's pages name the route manifest with its version, as its events do, so a
    /// page rendered by the build an event names finds its manifest up to date.
    pub versioned_manifest: bool,
}

/// The pages a render wrote.
pub(crate) struct RenderedPages {
    /// The links and ids of each page.
    pub links: Vec<PageLinks>,
    /// Pages part of whose content the engine wrote instead of a worker.
    pub server_content_pages: usize,
    /// The paths of the pages whose render asked search engines not to index them (a robots
    /// `noindex` from `<Head>`), for the sitemap.
    pub no_index: Vec<String>,
    /// Pages kept from the previous output instead of rendered (see `render_cache`).
    pub kept: usize,
    /// What the next build may keep of this one's pages.
    pub cache: NextRenderCache,
}

/// Renders the routes `only` names (every route with `None`) into `out_dir`. With the
/// previous build's `cache`, a page whose inputs did not change since is kept from the
/// previous output instead.
pub(crate) fn render(
    input: &RenderInput<'_>,
    pool: &mut Option<WarmPool>,
    only: Option<&HashSet<String>>,
    cache: Option<&RenderCache>,
    observer: &dyn Observer,
) -> miette::Result<RenderedPages> {
    let plan = input.plan;
    let shell = shell_assets(input)?;
    let components = ComponentAssets::new(input.bundle_base, input.bundle);
    let routes = routes_to_render(plan, only);
    let keys = PageKeys::new(
        plan,
        &shell,
        &input.bundle.inputs,
        &[
            input.bundle_base,
            input.heading_link_label,
            &std::env::var(SERVER_CONTENT_VARIABLE).unwrap_or_default(),
        ],
    );
    let page_keys: Vec<String> = routes
        .par_iter()
        .map(|(route, is_not_found)| keys.of(route, *is_not_found))
        .collect();
    let next = NextRenderCache::default();
    // A page the cache does not know is rendered whatever its file: the workers then start
    // (a Node.js process loading the server bundle, a fifth of a second) while the other
    // pages are kept, instead of after.
    let known: Vec<Option<&CachedPage>> = match cache {
        Some(cache) => routes
            .par_iter()
            .zip(&page_keys)
            .map(|((route, _), key)| cache.page(&route.path, key))
            .collect(),
        None => vec![None; routes.len()],
    };
    let will_render = known.iter().any(Option::is_none);
    let (kept, early_start) = if will_render {
        observer.stage("render", "starting workers");
        std::thread::scope(|scope| {
            let starting = scope.spawn(|| start_workers(input, pool));
            let kept = keep_unchanged(input, &routes, &known, cache, &next);
            let started = starting
                .join()
                .unwrap_or_else(|_| Err(miette::miette!("starting the render workers failed")));
            (kept, Some(started))
        })
    } else {
        (keep_unchanged(input, &routes, &known, cache, &next), None)
    };
    let (to_render, to_render_keys): (Vec<(&Route, bool)>, Vec<String>) = routes
        .iter()
        .zip(page_keys)
        .zip(&kept.pages)
        .filter(|(_, kept)| !**kept)
        .map(|((route, key), _)| (*route, key))
        .unzip();
    if to_render.is_empty() {
        return Ok(kept.into_rendered(next));
    }
    let jobs = render_jobs(&to_render, input.bundle, input.heading_link_label);

    match early_start {
        Some(started) => started?,
        None => {
            observer.stage("render", "starting workers");
            start_workers(input, pool)?;
        }
    }
    let Some(warm) = pool.as_mut() else {
        return Ok(kept.into_rendered(next));
    };
    // Imports are checked against what the bundle really exports before any page renders, so
    // a wrong named import is reported at its line instead of as a blank component.
    plan.check_component_exports(warm.pool.content_exports())
        .map_err(miette::Report::new)?;
    let pages = PageWriter::new(
        input,
        &shell,
        &components,
        (&to_render, &to_render_keys),
        next,
        observer,
    );
    let shared = SharedChunks::new(&jobs);
    let result = warm
        .pool
        .render_all(&jobs, &shared, |index, page| pages.write(index, page));
    if let Err(error) = result {
        // A worker that failed may be in any state: start fresh next time.
        *pool = None;
        return Err(located_in_documents(error, plan).into());
    }
    Ok(pages.finish(kept))
}

/// The pages kept from the previous output, and what the stages after the render need of
/// them.
struct KeptPages {
    /// For each route, whether its page was kept.
    pages: Vec<bool>,
    links: Vec<PageLinks>,
    no_index: Vec<String>,
    server_content_pages: usize,
}

impl KeptPages {
    /// What a render that wrote no page besides the kept ones gives.
    fn into_rendered(self, cache: NextRenderCache) -> RenderedPages {
        RenderedPages {
            kept: self.links.len(),
            links: self.links,
            server_content_pages: self.server_content_pages,
            no_index: self.no_index,
            cache,
        }
    }
}

/// Hard-links from the previous output each page whose key the cache holds (`known`, by
/// route) and whose file is still the one the cached build wrote.
fn keep_unchanged(
    input: &RenderInput<'_>,
    routes: &[(&Route, bool)],
    known: &[Option<&CachedPage>],
    cache: Option<&RenderCache>,
    next: &NextRenderCache,
) -> KeptPages {
    let mut kept = KeptPages {
        pages: vec![false; routes.len()],
        links: Vec::new(),
        no_index: Vec::new(),
        server_content_pages: 0,
    };
    let Some(cache) = cache else {
        return kept;
    };
    let found: Vec<_> = routes
        .par_iter()
        .zip(known)
        .map(|((route, is_not_found), page)| {
            let page = (*page)?;
            let file = page_file(input, route, *is_not_found);
            input
                .writes
                .keep_previous(&file, page.stamp())
                .then_some(page)
        })
        .collect();
    let mut markups = FastMap::default();
    for (index, ((route, is_not_found), page)) in routes.iter().zip(found).enumerate() {
        let Some(page) = page else {
            continue;
        };
        kept.pages[index] = true;
        next.keep(&route.path, page, cache);
        kept.links
            .push(cache.links(&route.path, page, &mut markups));
        if page.no_index() && !is_not_found {
            kept.no_index.push(route.path.clone());
        }
        kept.server_content_pages += usize::from(page.server_content());
    }
    kept
}

/// The file of a route's page in the output.
fn page_file(input: &RenderInput<'_>, route: &Route, is_not_found: bool) -> std::path::PathBuf {
    if is_not_found {
        input.out_dir.join("404.html")
    } else {
        input.out_dir.join(input.plan.urls.output_file(&route.path))
    }
}

/// The routes `only` names (every route with `None`), each with whether it is the not-found
/// page, which comes last.
fn routes_to_render<'a>(plan: &'a Plan, only: Option<&HashSet<String>>) -> Vec<(&'a Route, bool)> {
    plan.routes
        .iter()
        .map(|route| (route, false))
        .chain([(&plan.not_found, true)])
        .filter(|(route, _)| only.is_none_or(|paths| paths.contains(&route.path)))
        .collect()
}

/// What the workers render for each route, in the same order.
fn render_jobs(
    routes: &[(&Route, bool)],
    bundle: &BundleOutcome,
    heading_link_label: &str,
) -> Vec<RenderJob> {
    let heading_link_label: std::sync::Arc<str> = heading_link_label.into();
    // The engine writes the plain parts of content itself unless told to leave them to React.
    let shadowed = (std::env::var(SERVER_CONTENT_VARIABLE).as_deref() != Ok("react"))
        .then_some(bundle.manifest.shadowed.as_deref())
        .flatten();
    routes
        .iter()
        .map(|(route, _)| RenderJob {
            path: route.path.clone(),
            component: route.component.clone(),
            props: route.data.clone(),
            source: route.source.clone(),
            content: ServerContent::for_route(&route.component, shadowed),
            heading_link_label: heading_link_label.clone(),
        })
        .collect()
}

/// Starts the workers unless the warm ones run the same bundle with the same site data; warm
/// workers of the same bundle are given the new site data (another locale's) instead.
fn start_workers(input: &RenderInput<'_>, pool: &mut Option<WarmPool>) -> miette::Result<()> {
    let (plan, bundle) = (input.plan, input.bundle);
    let key = format!("{}:{}", bundle.inputs, plan.site.hash());
    if pool.as_ref().is_some_and(|warm| warm.key == key) {
        return Ok(());
    }
    let global_chunks: Vec<(String, Chunk)> = plan
        .global_chunks
        .iter()
        .map(|chunk| (cairn_render::chunk_url(plan, chunk), chunk.clone()))
        .collect();
    let site = SiteInput {
        site: &plan.site,
        chunks: &global_chunks,
    };
    if let Some(warm) = pool
        .as_mut()
        .filter(|warm| warm.key.starts_with(&format!("{}:", bundle.inputs)))
    {
        warm.pool.switch_site(&bundle.ssr_entry, &site)?;
        warm.key = key;
        return Ok(());
    }
    // Drop the old workers before starting new ones: they hold a core each.
    *pool = None;
    let started = RenderPool::start(input.theme, &bundle.ssr_entry, &site, input.workers)?;
    *pool = Some(WarmPool { key, pool: started });
    Ok(())
}

/// The URLs of the bundle's files for each component, by component id.
struct ComponentAssets<'a> {
    /// The chunks a page of the component preloads (JavaScript and CSS).
    preloads: HashMap<&'a str, Vec<String>>,
    /// The module the browser imports.
    modules: HashMap<&'a str, String>,
}

impl<'a> ComponentAssets<'a> {
    fn new(bundle_base: &str, bundle: &'a BundleOutcome) -> Self {
        let asset =
            |relative: &String| format!("{bundle_base}{}", relative.trim_start_matches('/'));
        let preloads = bundle
            .manifest
            .components
            .iter()
            .map(|(id, chunks)| (id.as_str(), chunks.iter().map(asset).collect()))
            .collect();
        let modules = bundle
            .manifest
            .component_modules
            .iter()
            .map(|(id, chunk)| (id.as_str(), asset(chunk)))
            .collect();
        ComponentAssets { preloads, modules }
    }

    /// A page preloads its component's chunks and those of the site components it uses.
    fn preloads_for(&self, route: &Route) -> Vec<String> {
        let mut chunks: Vec<String> = Vec::new();
        for id in std::iter::once(&route.component).chain(&route.content_components) {
            for chunk in self.preloads.get(id.as_str()).into_iter().flatten() {
                if !chunks.contains(chunk) {
                    chunks.push(chunk.clone());
                }
            }
        }
        chunks
    }

    /// `(component id, module URL)` of the page's component and of its content components.
    fn modules_for<'r>(&'r self, route: &'r Route) -> Vec<(&'r str, &'r str)> {
        std::iter::once(&route.component)
            .chain(&route.content_components)
            .filter_map(|id| Some((id.as_str(), self.modules.get(id.as_str())?.as_str())))
            .collect()
    }
}

/// Writes each page as a worker renders it, from the thread that read it, and keeps what the
/// stages after the render need of it.
struct PageWriter<'a> {
    input: &'a RenderInput<'a>,
    shell: &'a ShellAssets,
    components: &'a ComponentAssets<'a>,
    /// The routes, in the jobs' order, each with whether it is the not-found page.
    routes: &'a [(&'a Route, bool)],
    /// The key of each route's page, in the same order.
    keys: &'a [String],
    /// What the next build may keep of the pages written.
    cache: NextRenderCache,
    observer: &'a dyn Observer,
    done: AtomicUsize,
    server_content_pages: AtomicUsize,
    links: Mutex<Vec<PageLinks>>,
    no_index: Mutex<Vec<String>>,
    shared_links: SharedLinks,
}

impl<'a> PageWriter<'a> {
    fn new(
        input: &'a RenderInput<'a>,
        shell: &'a ShellAssets,
        components: &'a ComponentAssets<'a>,
        (routes, keys): (&'a [(&'a Route, bool)], &'a [String]),
        cache: NextRenderCache,
        observer: &'a dyn Observer,
    ) -> Self {
        PageWriter {
            input,
            shell,
            components,
            routes,
            keys,
            cache,
            observer,
            done: AtomicUsize::new(0),
            server_content_pages: AtomicUsize::new(0),
            links: Mutex::new(Vec::with_capacity(routes.len())),
            no_index: Mutex::new(Vec::new()),
            shared_links: SharedLinks::default(),
        }
    }

    /// Writes the page of job `index` and notes its links, whether it may be indexed and
    /// the progress.
    fn write(&self, index: usize, page: RenderedPage) -> Result<(), RenderError> {
        let (route, is_not_found) = self.routes[index];
        let server_content = page.server_content_runs > 0;
        if server_content {
            self.server_content_pages.fetch_add(1, Ordering::Relaxed);
        }
        let document = self.document(route, is_not_found, &page);
        let file = page_file(self.input, route, is_not_found);
        self.input.writes.write(&file, document.as_bytes())?;
        let no_index = !is_not_found && page.head.tags.iter().any(cairn_content::is_no_index);
        if no_index {
            self.no_index
                .lock()
                .unwrap_or_else(|poison| poison.into_inner())
                .push(route.path.clone());
        }
        let found = PageLinks::scan_body(&route.path, &page.body, &self.shared_links);
        self.cache.rendered(
            &route.path,
            RenderedEntry {
                key: self.keys[index].clone(),
                file: &file,
                links: crate::links::StoredLinks::of(&found),
                markups: self.shared_links.names(&page.body),
                no_index,
                server_content,
            },
        );
        self.links
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .push(found);
        let finished = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        let total = self.routes.len();
        if finished.is_multiple_of(64) || finished == total {
            self.observer.count("render", finished, total);
        }
        Ok(())
    }

    /// The page's HTML: the worker's render in the shell, with what the route adds.
    fn document(&self, route: &Route, is_not_found: bool, page: &RenderedPage) -> String {
        let plan = self.input.plan;
        let body = page.body.parts();
        self.shell.document(&PageShell {
            path: &route.path,
            component: &route.component,
            title: page.head.title.as_deref().or(route.title.as_deref()),
            description: page
                .head
                .description
                .as_deref()
                .or(route.description.as_deref()),
            data: route
                .data
                .iter()
                .map(|(key, chunk)| (key.as_str(), cairn_render::chunk_url(plan, chunk)))
                .collect(),
            component_preloads: &self.components.preloads_for(route),
            content_components: &route.content_components,
            modules: self.components.modules_for(route),
            head: &route.head,
            rendered_head: &page.head.tags,
            stylesheets: &route.stylesheets,
            reads: &page.reads,
            body: &body,
            canonical: !is_not_found,
        })
    }

    /// What the render wrote, once every page is written, with the pages it `kept`.
    fn finish(self, kept: KeptPages) -> RenderedPages {
        self.cache.add_markups(self.shared_links.into_stored());
        let mut links = self
            .links
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner());
        let mut no_index = self
            .no_index
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner());
        let kept_count = kept.links.len();
        links.extend(kept.links);
        no_index.extend(kept.no_index);
        RenderedPages {
            links,
            server_content_pages: self.server_content_pages.into_inner()
                + kept.server_content_pages,
            no_index,
            kept: kept_count,
            cache: self.cache,
        }
    }
}

/// `error` with each failure of a document's MDX code (the theme names the expression, see
/// `content/code.ts`) located in the document.
fn located_in_documents(error: RenderError, plan: &Plan) -> RenderError {
    match error {
        RenderError::Many { count, errors } => RenderError::Many {
            count,
            errors: errors
                .into_iter()
                .map(|error| located_in_documents(error, plan))
                .collect(),
        },
        RenderError::RenderFailed {
            route,
            source_file,
            message,
            stack,
        } => match code_expression(&message)
            .and_then(|(text, module, index)| Some((text, plan.code_location(module, index)?)))
        {
            Some((text, location)) => RenderError::CodeFailed {
                route,
                location,
                message: text.to_owned(),
                stack,
            },
            None => RenderError::RenderFailed {
                route,
                source_file,
                message,
                stack,
            },
        },
        other => other,
    }
}

/// `"boom (in MDX code: @generated/mdx/3f…, expression 2)"` → the message, module and index.
fn code_expression(message: &str) -> Option<(&str, &str, usize)> {
    let (text, rest) = message.rsplit_once(" (in MDX code: ")?;
    let (module, index) = rest.strip_suffix(')')?.split_once(", expression ")?;
    Some((text, module, index.parse().ok()?))
}

/// The number of workers a warm pool has.
pub(crate) fn pool_size(pool: &Option<WarmPool>) -> usize {
    pool.as_ref().map_or(0, |warm| warm.pool.size())
}

/// What every page's HTML shell shares.
fn shell_assets(input: &RenderInput<'_>) -> miette::Result<ShellAssets> {
    let plan = input.plan;
    let asset = |relative: &String| plan.urls.asset(relative);
    let bundle_asset =
        |relative: &String| format!("{}{}", input.bundle_base, relative.trim_start_matches('/'));
    let color_mode_script = std::fs::read_to_string(input.theme.color_mode_script())
        .into_diagnostic()
        .wrap_err("cannot read the theme's colour-mode script")?;
    let config = input.config;
    let locale = config.i18n.locale_config(config.i18n.current());
    let highlight_css = input.highlight_css.to_owned();
    Ok(ShellAssets {
        lang: locale.html_lang,
        dir: locale.direction.as_str().to_owned(),
        site_title: config.title.clone(),
        site_url: config.url.clone(),
        tagline: config.tagline.clone(),
        favicon: config
            .favicon
            .as_deref()
            .map(|favicon| plan.urls.asset(favicon)),
        color_mode_script,
        html_attributes: cairn_config::html_attributes(config),
        base_url: config.base_url.clone(),
        // The theme's CSS first: the highlighting colours build on its variables.
        stylesheets: input
            .bundle
            .manifest
            .css
            .iter()
            .map(bundle_asset)
            .chain([asset(&highlight_css)])
            .collect(),
        entry_script: bundle_asset(&input.bundle.manifest.entry),
        entry_preloads: input
            .bundle
            .manifest
            .entry_imports
            .iter()
            .map(bundle_asset)
            .collect(),
        alternates: crate::session::locales::alternates(config),
        site_data_url: input.emitted.site_url.clone(),
        manifest_url: if input.versioned_manifest {
            input.emitted.versioned_manifest_url()
        } else {
            input.emitted.manifest_url.clone()
        },
        head_tags: plan.head_tags.clone(),
        html: plan.html.clone(),
    })
}
