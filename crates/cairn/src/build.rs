//! `cairn build`: the stages of the pipeline, in order, with their timings.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use cairn_content::Route;
use cairn_render::{PageShell, RenderJob, RenderPool, SharedChunks, ShellAssets};
use miette::{IntoDiagnostic, WrapErr, miette};

use crate::progress::Progress;

pub struct BuildOptions {
    pub site_dir: PathBuf,
    pub out_dir: PathBuf,
    pub workers: usize,
    pub show_progress: bool,
    /// A development build: drafts included.
    pub dev: bool,
}

/// What a build did, for the summary line and the benchmark.
pub struct BuildReport {
    pub out_dir: PathBuf,
    pub routes: usize,
    pub markdown_bytes: usize,
    pub stages: Vec<(&'static str, Duration)>,
    pub total: Duration,
    pub bundle_reused: bool,
    pub workers: usize,
    pub warnings: Vec<String>,
}

/// `cairn build` as the command line runs it.
pub fn run(
    site_dir: &Path,
    out_dir: Option<PathBuf>,
    workers: Option<usize>,
    dev: bool,
) -> miette::Result<()> {
    let out_dir = out_dir.unwrap_or_else(|| site_dir.join("build"));
    let report = build(&BuildOptions {
        site_dir: site_dir.to_path_buf(),
        out_dir,
        workers: workers.unwrap_or_else(default_workers),
        show_progress: true,
        dev,
    })?;
    for warning in &report.warnings {
        eprintln!("warning: {warning}");
    }
    println!(
        "Built {} routes in {:.2} s → {}",
        report.routes,
        report.total.as_secs_f64(),
        report.out_dir.display()
    );
    Ok(())
}

pub fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from)
}

pub fn build(options: &BuildOptions) -> miette::Result<BuildReport> {
    let progress = Progress::new(options.show_progress);
    let mut stages = Vec::new();
    let mut timer = Instant::now();
    let mut lap = |name: &'static str, stages: &mut Vec<(&'static str, Duration)>| {
        stages.push((name, timer.elapsed()));
        timer = Instant::now();
    };

    progress.stage("config", "reading cairn.toml");
    let config =
        cairn_config::load(&options.site_dir).map_err(|error| miette::Report::new(*error))?;
    let site_dir = std::path::absolute(&options.site_dir).into_diagnostic()?;
    let out_dir = std::path::absolute(&options.out_dir).into_diagnostic()?;
    check_out_dir(&site_dir, &out_dir)?;
    cairn_render::check_node()?;
    let theme = cairn_render::find_theme(&site_dir)?;
    lap("config", &mut stages);

    progress.stage("compile", "Markdown");
    // Git's history is read while the documents compile: it is another process.
    let git_history = cairn_content::needs_last_updates(&config).then(|| {
        let site_dir = site_dir.clone();
        std::thread::spawn(move || cairn_content::read_last_updates(&site_dir))
    });
    let versions = cairn_content::docs_versions(&site_dir, &config)?;
    let loaded = cairn_content::load(&site_dir, &versions)?;
    lap("compile", &mut stages);
    let mut git_warnings = Vec::new();
    let last_updates = match git_history.map(std::thread::JoinHandle::join) {
        None => cairn_content::LastUpdates::default(),
        Some(Ok(Ok(updates))) => updates,
        Some(Ok(Err(reason))) => {
            git_warnings.push(format!(
                "last update times need the site in a git repository ({reason}); pages show none"
            ));
            cairn_content::LastUpdates::default()
        }
        Some(Err(_)) => return Err(miette!("reading git history failed")),
    };

    progress.stage("math", "KaTeX");
    let mut loaded = loaded;
    let mut math_warnings = Vec::new();
    let math = render_formulas(&mut loaded, &theme, &mut math_warnings)?;
    lap("math", &mut stages);

    progress.stage("plan", "routes");
    let plan_options = cairn_content::PlanOptions {
        math_stylesheet: math
            .as_ref()
            .map(|assets| format!("{}{}/katex.min.css", config.base_url, assets.folder)),
        include_drafts: options.dev,
        last_updates,
    };
    let plan = cairn_content::plan(&config, &loaded, &plan_options)?;
    lap("plan", &mut stages);

    let staging = Staging::create(&out_dir)?;
    progress.stage("emit", "data chunks");
    copy_dir(&site_dir.join("static"), staging.path())?;
    if let Some(math) = &math {
        let target = staging.path().join(&math.folder);
        std::fs::create_dir_all(&target).into_diagnostic()?;
        std::fs::copy(
            math.dist.join("katex.min.css"),
            target.join("katex.min.css"),
        )
        .into_diagnostic()
        .wrap_err("cannot copy KaTeX's stylesheet")?;
        copy_dir(&math.dist.join("fonts"), &target.join("fonts"))?;
    }
    let emitted = cairn_render::emit_data(staging.path(), &plan)?;
    for asset in &plan.assets {
        let target = staging.path().join(&asset.output);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).into_diagnostic()?;
        }
        std::fs::copy(&asset.source, &target)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot copy `{}`", asset.source.display()))?;
    }
    let highlight_css = cairn_render::write_hashed_asset(
        staging.path(),
        "assets/css",
        "highlight",
        "css",
        &cairn_markdown::highlight_stylesheet(),
    )?;
    cairn_render::write_registry(&site_dir, &plan)?;
    lap("emit", &mut stages);

    progress.stage("bundle", "Vite");
    let bundle = cairn_render::bundle(&site_dir, &theme, &config.base_url)?;
    copy_dir(
        &bundle.client_dir.join("assets"),
        &staging.path().join("assets"),
    )?;
    lap("bundle", &mut stages);

    let asset = |relative: &String| plan.urls.asset(relative);
    let color_mode_script = std::fs::read_to_string(theme.color_mode_script())
        .into_diagnostic()
        .wrap_err("cannot read the theme's colour-mode script")?;
    let site_json = plan.site.json().to_owned();
    let shell = ShellAssets {
        lang: "en".to_owned(),
        site_title: config.title.clone(),
        site_url: config.url.clone(),
        tagline: config.tagline.clone(),
        favicon: config
            .favicon
            .as_deref()
            .map(|favicon| plan.urls.asset(favicon)),
        color_mode_script,
        // The theme's CSS first: the highlighting colours build on its variables.
        stylesheets: bundle
            .manifest
            .css
            .iter()
            .chain([&highlight_css])
            .map(asset)
            .collect(),
        entry_script: asset(&bundle.manifest.entry),
        entry_preloads: bundle.manifest.entry_imports.iter().map(asset).collect(),
        site_data_url: emitted.site_url.clone(),
        manifest_url: emitted.manifest_url.clone(),
    };
    let component_preloads: std::collections::HashMap<&str, Vec<String>> = bundle
        .manifest
        .components
        .iter()
        .map(|(id, chunks)| (id.as_str(), chunks.iter().map(asset).collect()))
        .collect();

    let routes: Vec<&Route> = plan.routes.iter().chain([&plan.not_found]).collect();
    let jobs: Vec<RenderJob> = routes
        .iter()
        .map(|route| RenderJob {
            path: route.path.clone(),
            component: route.component.clone(),
            props: route.data.clone(),
            source: route.source.clone(),
        })
        .collect();
    progress.stage("render", "starting workers");
    let mut pool = RenderPool::start(&theme, &bundle.ssr_entry, &site_json, options.workers)?;
    let done = AtomicUsize::new(0);
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
    let shared = SharedChunks::new(&jobs);
    pool.render_all(&jobs, &shared, |index, page| {
        let route = routes[index];
        let is_not_found = index == routes.len() - 1;
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
                .map(|(key, chunk)| (key.as_str(), cairn_render::chunk_url(&plan, chunk)))
                .collect(),
            component_preloads: &preloads_for(route),
            content_components: &route.content_components,
            head: &route.head,
            stylesheets: &route.stylesheets,
            body: &page.html,
            canonical: !is_not_found,
        });
        let file = if is_not_found {
            staging.path().join("404.html")
        } else {
            staging.path().join(plan.urls.output_file(&route.path))
        };
        write_file(&file, &document)?;
        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
        if finished.is_multiple_of(64) || finished == routes.len() {
            progress.count("render", finished, routes.len());
        }
        Ok(())
    })?;
    let workers = pool.size();
    drop(pool);
    lap("render", &mut stages);

    staging.commit()?;
    lap("write", &mut stages);
    progress.finish();

    Ok(BuildReport {
        out_dir,
        routes: plan.routes.len(),
        markdown_bytes: loaded.markdown_bytes,
        stages,
        total: progress.elapsed(),
        bundle_reused: bundle.reused,
        workers,
        warnings: git_warnings
            .into_iter()
            .chain(math_warnings)
            .chain(plan.warnings.iter().map(ToString::to_string))
            .collect(),
    })
}

/// KaTeX's stylesheet and fonts, copied into the output for pages with formulas.
struct MathAssets {
    /// `node_modules/katex/dist`.
    dist: PathBuf,
    /// Output folder, versioned so it can be cached forever: `assets/katex-0.16.22`.
    folder: String,
}

/// Renders every distinct formula of the site once, with KaTeX, into the documents' trees.
/// Returns the stylesheet to copy, or `None` when the site has no formulas.
fn render_formulas(
    loaded: &mut cairn_content::LoadedSite,
    theme: &cairn_render::ThemeLocation,
    warnings: &mut Vec<String>,
) -> miette::Result<Option<MathAssets>> {
    let mut distinct: Vec<(String, bool)> = loaded
        .documents
        .iter()
        .flat_map(|document| document.compiled.formulas())
        .collect();
    if distinct.is_empty() {
        return Ok(None);
    }
    distinct.sort();
    distinct.dedup();
    let rendered = cairn_render::render_math(theme, &distinct)?;
    let by_formula: std::collections::HashMap<&(String, bool), &cairn_render::RenderedMath> =
        distinct.iter().zip(&rendered).collect();
    for document in &mut loaded.documents {
        for formula in document.compiled.formulas() {
            if let Some(error) = by_formula
                .get(&formula)
                .and_then(|math| math.error.as_ref())
            {
                warnings.push(format!(
                    "{}: invalid formula `{}`: {error}",
                    document.display_path.display(),
                    formula.0
                ));
            }
        }
        document.compiled.set_math_html(|tex, display| {
            by_formula
                .get(&(tex.to_owned(), display))
                .map(|math| math.html.clone())
                .unwrap_or_default()
        });
    }
    let dist = theme
        .dir
        .ancestors()
        .map(|dir| dir.join("node_modules/katex"))
        .find(|dir| dir.join("package.json").is_file())
        .ok_or_else(|| miette!(help = "run `npm install`", "KaTeX is not installed"))?;
    let version = std::fs::read_to_string(dist.join("package.json"))
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
        .and_then(|json| json["version"].as_str().map(str::to_owned))
        .unwrap_or_else(|| "current".to_owned());
    Ok(Some(MathAssets {
        dist: dist.join("dist"),
        folder: format!("assets/katex-{version}"),
    }))
}

/// Output is written next to its final place and swapped in only when the whole build
/// succeeded; a failed build leaves the previous output untouched and no partial one.
struct Staging {
    path: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl Staging {
    fn create(target: &Path) -> miette::Result<Self> {
        let name = target
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_else(|| "build".to_owned());
        // Per process: two builds of one site at once must not write into each other's.
        let path = target.with_file_name(format!(".{name}.partial-{}", std::process::id()));
        if path.exists() {
            std::fs::remove_dir_all(&path)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot remove a stale `{}`", path.display()))?;
        }
        std::fs::create_dir_all(&path)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot create `{}`", path.display()))?;
        Ok(Staging {
            path,
            target: target.to_path_buf(),
            committed: false,
        })
    }

    fn path(&self) -> &Path {
        &self.path
    }

    fn commit(mut self) -> miette::Result<()> {
        if self.target.exists() {
            std::fs::remove_dir_all(&self.target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot replace `{}`", self.target.display()))?;
        }
        std::fs::rename(&self.path, &self.target)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot move the build into `{}`", self.target.display()))?;
        self.committed = true;
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// The output folder is replaced on every build, so it must never be the site itself, one of
/// its parents, or a folder of something else.
fn check_out_dir(site_dir: &Path, out_dir: &Path) -> miette::Result<()> {
    if site_dir.starts_with(out_dir) {
        return Err(miette!(
            help = "pick a folder of its own, e.g. `--out-dir build`",
            "the output folder `{}` contains the site itself; it would be deleted",
            out_dir.display()
        ));
    }
    let is_empty = std::fs::read_dir(out_dir).map_or(true, |mut entries| entries.next().is_none());
    let looks_built = out_dir.join("404.html").is_file() && out_dir.join("assets").is_dir();
    if out_dir.is_dir() && !is_empty && !looks_built {
        return Err(miette!(
            help = "remove it yourself, or pass another `--out-dir`",
            "refusing to replace `{}`: it is not empty and is not the output of a Cairn build",
            out_dir.display()
        ));
    }
    Ok(())
}

fn write_file(path: &Path, text: &str) -> Result<(), cairn_render::RenderError> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|source| cairn_render::RenderError::Write {
            path: parent.to_path_buf(),
            source,
        })?;
    }
    std::fs::write(path, text).map_err(|source| cairn_render::RenderError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Copies a folder's files into another, keeping relative paths; a missing source is fine.
fn copy_dir(from: &Path, to: &Path) -> miette::Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.into_diagnostic()?;
        let relative = entry.path().strip_prefix(from).into_diagnostic()?;
        let target = to.join(relative);
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot create `{}`", target.display()))?;
        } else {
            std::fs::copy(entry.path(), &target)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot copy `{}`", entry.path().display()))?;
        }
    }
    Ok(())
}
