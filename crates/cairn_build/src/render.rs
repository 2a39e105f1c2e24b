//! The render stage: each route through a server-rendering worker, wrapped in the HTML shell.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use cairn_config::SiteConfig;
use cairn_content::{Chunk, Plan, Route};
use cairn_render::{
    BundleOutcome, Emitted, OutputWrites, PageShell, RenderError, RenderJob, RenderPool,
    SERVER_CONTENT_VARIABLE, ServerContent, SharedChunks, ShellAssets, SiteInput, ThemeLocation,
};
use miette::{IntoDiagnostic, WrapErr};

use crate::links::{PageLinks, SharedLinks};
use crate::observer::Observer;

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
    pub out_dir: &'a Path,
    /// How pages are written: in place, each replaces one a server may be sending right now
    /// (a dev server's output); into a fresh folder, an unchanged page is the previous one.
    pub writes: &'a OutputWrites,
    pub workers: usize,
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
}

/// Renders the routes `only` names (every route with `None`) into `out_dir`.
pub(crate) fn render(
    input: &RenderInput<'_>,
    pool: &mut Option<WarmPool>,
    only: Option<&HashSet<String>>,
    observer: &dyn Observer,
) -> miette::Result<RenderedPages> {
    let plan = input.plan;
    let bundle = input.bundle;
    let shell = shell_assets(input)?;
    let component_preloads: HashMap<&str, Vec<String>> = bundle
        .manifest
        .components
        .iter()
        .map(|(id, chunks)| {
            (
                id.as_str(),
                chunks.iter().map(|chunk| plan.urls.asset(chunk)).collect(),
            )
        })
        .collect();
    let component_modules: HashMap<&str, String> = bundle
        .manifest
        .component_modules
        .iter()
        .map(|(id, chunk)| (id.as_str(), plan.urls.asset(chunk)))
        .collect();
    let routes: Vec<(&Route, bool)> = plan
        .routes
        .iter()
        .map(|route| (route, false))
        .chain([(&plan.not_found, true)])
        .filter(|(route, _)| only.is_none_or(|paths| paths.contains(&route.path)))
        .collect();
    // The engine writes the plain parts of content itself unless told to leave them to React.
    let shadowed = (std::env::var(SERVER_CONTENT_VARIABLE).as_deref() != Ok("react"))
        .then_some(bundle.manifest.shadowed.as_deref())
        .flatten();
    let jobs: Vec<RenderJob> = routes
        .iter()
        .map(|(route, _)| RenderJob {
            path: route.path.clone(),
            component: route.component.clone(),
            props: route.data.clone(),
            source: route.source.clone(),
            content: ServerContent::for_route(&route.component, shadowed),
        })
        .collect();

    observer.stage("render", "starting workers");
    let key = format!("{}:{}", bundle.inputs, plan.site.hash());
    if pool.as_ref().is_none_or(|warm| warm.key != key) {
        // Drop the old workers before starting new ones: they hold a core each.
        *pool = None;
        let global_chunks: Vec<(String, Chunk)> = plan
            .global_chunks
            .iter()
            .map(|chunk| (cairn_render::chunk_url(plan, chunk), chunk.clone()))
            .collect();
        let site = SiteInput {
            site: &plan.site,
            chunks: &global_chunks,
        };
        let started = RenderPool::start(input.theme, &bundle.ssr_entry, &site, input.workers)?;
        *pool = Some(WarmPool { key, pool: started });
    }
    let Some(warm) = pool.as_mut() else {
        return Ok(RenderedPages {
            links: Vec::new(),
            server_content_pages: 0,
            no_index: Vec::new(),
        });
    };
    // Imports are checked against what the bundle really exports before any page renders, so
    // a wrong named import is reported at its line instead of as a blank component.
    plan.check_component_exports(warm.pool.content_exports())
        .map_err(miette::Report::new)?;
    // A page preloads its component's chunks and those of the site components it uses.
    let preloads_for = |route: &Route| -> Vec<String> {
        let mut chunks: Vec<String> = Vec::new();
        for id in std::iter::once(&route.component).chain(&route.content_components) {
            for chunk in component_preloads.get(id.as_str()).into_iter().flatten() {
                if !chunks.contains(chunk) {
                    chunks.push(chunk.clone());
                }
            }
        }
        chunks
    };
    let done = AtomicUsize::new(0);
    let server_content_pages = AtomicUsize::new(0);
    let links = Mutex::new(Vec::with_capacity(routes.len()));
    let no_index = Mutex::new(Vec::new());
    let shared = SharedChunks::new(&jobs);
    let shared_links = SharedLinks::default();
    let result = warm.pool.render_all(&jobs, &shared, |index, page| {
        let (route, is_not_found) = routes[index];
        if page.server_content_runs > 0 {
            server_content_pages.fetch_add(1, Ordering::Relaxed);
        }
        let body = page.body.parts();
        let document = shell.document(&PageShell {
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
            component_preloads: &preloads_for(route),
            content_components: &route.content_components,
            modules: std::iter::once(&route.component)
                .chain(&route.content_components)
                .filter_map(|id| Some((id.as_str(), component_modules.get(id.as_str())?.as_str())))
                .collect(),
            head: &route.head,
            rendered_head: &page.head.tags,
            stylesheets: &route.stylesheets,
            reads: &page.reads,
            body: &body,
            canonical: !is_not_found,
        });
        let file = if is_not_found {
            input.out_dir.join("404.html")
        } else {
            input.out_dir.join(plan.urls.output_file(&route.path))
        };
        input.writes.write(&file, document.as_bytes())?;
        if !is_not_found && page.head.tags.iter().any(cairn_content::is_no_index) {
            no_index
                .lock()
                .unwrap_or_else(|poison| poison.into_inner())
                .push(route.path.clone());
        }
        let found = PageLinks::scan_body(&route.path, &page.body, &shared_links);
        links
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .push(found);
        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
        if finished.is_multiple_of(64) || finished == routes.len() {
            observer.count("render", finished, routes.len());
        }
        Ok(())
    });
    if let Err(error) = result {
        // A worker that failed may be in any state: start fresh next time.
        *pool = None;
        return Err(located_in_documents(error, plan).into());
    }
    Ok(RenderedPages {
        links: links
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner()),
        server_content_pages: server_content_pages.into_inner(),
        no_index: no_index
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner()),
    })
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
    let color_mode_script = std::fs::read_to_string(input.theme.color_mode_script())
        .into_diagnostic()
        .wrap_err("cannot read the theme's colour-mode script")?;
    let config = input.config;
    let locale = config.i18n.locale_config(&config.i18n.default_locale);
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
            .chain([&highlight_css])
            .map(asset)
            .collect(),
        entry_script: asset(&input.bundle.manifest.entry),
        entry_preloads: input
            .bundle
            .manifest
            .entry_imports
            .iter()
            .map(asset)
            .collect(),
        site_data_url: input.emitted.site_url.clone(),
        manifest_url: input.emitted.manifest_url.clone(),
        head_tags: plan.head_tags.clone(),
        html: plan.html.clone(),
    })
}
