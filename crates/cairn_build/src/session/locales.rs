//! Every locale of a site in one build: one session per locale, sharing what does not depend
//! on the locale. An untranslated document is compiled once (each session takes over the
//! documents of the one before it), the bundle is made once for every locale's pages and
//! served from the site's base URL, and one fresh output folder holds every locale, the
//! default one at its root and each other one in its folder (`build/fr/`), swapped in when
//! every locale succeeded.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use cairn_config::SiteConfig;
use cairn_render::LocaleAlternate;
use miette::{IntoDiagnostic, miette};

use super::{BuildOptions, BuildReport, Session, TranslationCount, split_last_stage};
use crate::observer::Observer;
use crate::render::pool_size;
use crate::staging::{Staging, spare_folder};

/// `locale` is one of the site's locales.
pub(crate) fn check_locale(config: &SiteConfig, locale: &str) -> miette::Result<()> {
    let locales = config.i18n.locales();
    if locales.iter().any(|known| known == locale) {
        Ok(())
    } else {
        Err(miette!(
            help =
                format!("build one of the locales `[i18n] locales` lists, or add `{locale}` to it"),
            "`{locale}` is not a locale of this site; its locales are {}",
            locales.join(", ")
        ))
    }
}

/// No two locales of one build write to the same folder, as two locales served from their own
/// domains under the same `baseUrl` would.
fn check_distinct_folders(sessions: &[Session]) -> miette::Result<()> {
    for (index, session) in sessions.iter().enumerate() {
        if let Some(other) = sessions[..index]
            .iter()
            .find(|other| other.out_dir == session.out_dir)
        {
            let (first, second) = (
                other.config().i18n.current(),
                session.config().i18n.current(),
            );
            return Err(miette!(
                help = format!(
                    "give one of them another `baseUrl` in `[i18n.localeConfigs]`, or build each on its own with `cairn build --locale {first}` and `cairn build --locale {second} --out-dir …`"
                ),
                "the locales `{first}` and `{second}` would both be written to {}: their base URLs lead to the same folder",
                session.out_dir.display()
            ));
        }
    }
    Ok(())
}

/// The base URLs of the site's locales other than `locale`.
pub(crate) fn other_locale_bases(config: &SiteConfig, locale: &str) -> Vec<String> {
    let site_base = config.site_base_url();
    config
        .i18n
        .locales()
        .iter()
        .filter(|other| *other != locale)
        .map(|other| config.i18n.locale_base_url(site_base, other))
        .collect()
}

/// Every locale's version of the pages, for `hreflang`; none for a site with one locale.
pub(crate) fn alternates(config: &SiteConfig) -> Vec<LocaleAlternate> {
    let i18n = &config.i18n;
    if !i18n.has_several() {
        return Vec::new();
    }
    i18n.locales()
        .iter()
        .map(|locale| LocaleAlternate {
            hreflang: i18n.locale_config(locale).html_lang,
            base_url: i18n.locale_base_url(config.site_base_url(), locale),
            url: i18n.locale_url(config.site_url(), locale),
            default: *locale == i18n.default_locale,
        })
        .collect()
}

/// A build of a site: of its one locale, of the locale `--locale` names, or of every locale.
pub struct SiteBuild {
    /// The default locale's session first: it owns the output folder.
    sessions: Vec<Session>,
}

impl SiteBuild {
    /// Reads the site's config and opens a session for each locale to build.
    pub fn open(options: BuildOptions) -> miette::Result<SiteBuild> {
        let config =
            cairn_config::load(&options.site_dir).map_err(|error| miette::Report::new(*error))?;
        if options.locale.is_some() || !config.i18n.has_several() {
            return Ok(SiteBuild {
                // The config read above serves the one session too.
                sessions: vec![Session::open_one_locale(options, &config, false)?],
            });
        }
        let i18n = &config.i18n;
        let mut locales = i18n.locales();
        // The default locale first: its session owns the output folder the others write in.
        locales.sort_by_key(|locale| *locale != i18n.default_locale);
        let sessions = locales
            .iter()
            .map(|locale| {
                // Set to the folders of the fresh output once it is made.
                let others = Vec::new();
                let own = BuildOptions {
                    site_dir: options.site_dir.clone(),
                    out_dir: options.out_dir.clone(),
                    workers: options.workers,
                    dev: options.dev,
                    locale: Some(locale.clone()),
                };
                Session::open_locale(own, &config, locale, others, false)
            })
            .collect::<miette::Result<Vec<_>>>()?;
        check_distinct_folders(&sessions)?;
        Ok(SiteBuild { sessions })
    }

    /// The locales this build makes, default first.
    pub fn locales(&self) -> Vec<&str> {
        self.sessions
            .iter()
            .map(|session| session.config().i18n.current())
            .collect()
    }

    /// Builds every locale, each stage for every locale before the next stage, as one build.
    pub fn build_once(mut self, observer: &dyn Observer) -> miette::Result<BuildReport> {
        if self.sessions.len() == 1 {
            let session = self.sessions.remove(0);
            return session.build_once(observer);
        }
        build_locales(self.sessions, observer)
    }
}

/// The stages of [`Session::build_once`], each run for every locale in turn.
fn build_locales(
    mut sessions: Vec<Session>,
    observer: &dyn Observer,
) -> miette::Result<BuildReport> {
    let started = Instant::now();
    let mut stages = Vec::new();
    let mut timer = Instant::now();
    let mut lap = |name: &'static str, stages: &mut Vec<(&'static str, Duration)>| {
        stages.push((name, timer.elapsed()));
        timer = Instant::now();
    };
    let count = sessions.len();
    let mut compiled_documents = 0;
    let mut markdown_bytes = 0;
    let mut handed_over = None;
    let mut history = None;
    let mut translations = Vec::new();
    for session in sessions.iter_mut() {
        session.render_cache.start_reading();
    }
    for (index, session) in sessions.iter_mut().enumerate() {
        let locale = session.config().i18n.current().to_owned();
        observer.stage("compile", &format!("Markdown ({locale})"));
        compiled_documents +=
            session.compile_locale(handed_over.take(), index + 1 == count, history.clone())?;
        // Git's history is read once, for every locale.
        history = Some(session.last_updates.clone());
        session.process_documents()?;
        observer.stage("plan", &format!("routes ({locale})"));
        session.plan()?;
        let loaded = session.loaded.take();
        markdown_bytes += loaded.as_ref().map_or(0, |loaded| loaded.markdown_bytes);
        if let Some(loaded) = loaded.as_ref().filter(|_| index > 0) {
            translations.push(TranslationCount::of(&locale, loaded));
        }
        handed_over = loaded;
    }
    // Freeing millions of small allocations takes a while: not on the build's path.
    std::thread::spawn(move || drop(handed_over));
    lap("plan", &mut stages);

    observer.stage("emit", "data chunks, while Vite bundles");
    // One fresh output folder for the whole site, each locale writing in its folder of it.
    let spare = spare_folder(&sessions[0].site_dir, &sessions[0].site_out_dir);
    let staging = Staging::create(&sessions[0].site_out_dir, Some(&spare))?;
    for session in sessions.iter_mut() {
        let folder: PathBuf = session
            .out_dir
            .strip_prefix(&session.site_out_dir)
            .map(|relative| staging.path().join(relative))
            .into_diagnostic()?;
        session.write_within(folder, staging.writes());
    }
    // Links into another locale are checked against its folder of the fresh output.
    let folders: Vec<(String, PathBuf)> = sessions
        .iter()
        .map(|session| {
            (
                session.config().base_url.clone(),
                session.output_dir().to_path_buf(),
            )
        })
        .collect();
    for session in sessions.iter_mut() {
        let own = session.config().base_url.clone();
        session.other_locales = folders
            .iter()
            .filter(|(base, _)| *base != own)
            .map(|(base, dir)| (base.clone(), Some(dir.clone())))
            .collect();
        session.start_outputs()?;
    }
    let plans: Vec<&cairn_content::Plan> = sessions
        .iter()
        .filter_map(|session| session.plan.as_ref())
        .collect();
    let site_dir = sessions[0].site_dir.clone();
    cairn_render::write_registry(&site_dir, &plans)?;
    // Every locale's data chunks and static files are written while Vite bundles.
    let (root, others) = sessions
        .split_first_mut()
        .ok_or_else(|| miette!("a build of several locales needs a locale"))?;
    let (bundle_reused, emit_took) = root.bundle_while(|root| {
        root.emit_locale()?;
        others.iter_mut().try_for_each(Session::emit_locale)
    })?;
    lap("bundle", &mut stages);
    split_last_stage(&mut stages, "emit", emit_took);
    let (root, others) = sessions
        .split_first_mut()
        .ok_or_else(|| miette!("a build of several locales needs a locale"))?;
    let bundle = root
        .bundle
        .clone()
        .ok_or_else(|| miette!("the bundle stage made no bundle"))?;
    for session in others {
        session.share_bundle(bundle.clone(), &root.bundle_base);
    }

    // One pool of workers renders every locale, each given the next locale's site data: they
    // stay warm.
    let mut workers = 0;
    let mut pool = None;
    for session in sessions.iter_mut() {
        session.pool = pool.take();
        session.render(None, observer)?;
        workers = workers.max(pool_size(&session.pool));
        pool = session.pool.take();
    }
    // The workers' memory is theirs until they exit.
    drop(pool);
    let later: Vec<PathBuf> = sessions.iter().flat_map(Session::output_folders).collect();
    staging.remove_unwritten(&later)?;
    lap("render", &mut stages);

    observer.stage("post", "links, site-wide outputs");
    // Every locale's pages are written before any link is checked: a page links to the same
    // page in the other locales.
    let mut routes = 0;
    for session in sessions.iter_mut() {
        session.check_links_beside_post_build()?;
        routes += session.plan.as_ref().map_or(0, |plan| plan.routes.len());
        session.plan = None;
    }
    // The default locale's last: the offline mode lists every file of the output.
    for session in sessions.iter_mut().skip(1) {
        session.finish()?;
    }
    sessions[0].finish()?;
    lap("post", &mut stages);
    staging.commit()?;
    lap("write", &mut stages);

    let warnings = locale_warnings(&sessions);
    let mut post_build: Vec<(String, Duration)> = Vec::new();
    let mut server_content_pages = 0;
    let mut kept_pages = 0;
    let mut pages = 0;
    for session in &sessions {
        for (plugin, took) in &session.post_build_timings {
            match post_build.iter_mut().find(|(name, _)| name == plugin) {
                Some((_, total)) => *total += *took,
                None => post_build.push((plugin.clone(), *took)),
            }
        }
        server_content_pages += session.server_content_pages;
        kept_pages += session.kept_pages;
        pages += session.written_pages;
    }
    Ok(BuildReport {
        out_dir: sessions[0].out_dir.clone(),
        routes,
        markdown_bytes,
        compiled_documents,
        stages,
        total: started.elapsed(),
        bundle_reused,
        workers,
        warnings,
        post_build,
        server_content_pages,
        kept_pages,
        pages,
        translations,
    })
}

/// Every locale's warnings, each once: a warning of every locale as it is, one of some
/// locales after the locales it concerns (`[fr, ar] …`).
fn locale_warnings(sessions: &[Session]) -> Vec<String> {
    let mut by_text: Vec<(&str, Vec<&str>)> = Vec::new();
    for session in sessions {
        let locale = session.config().i18n.current();
        for warning in &session.warnings {
            match by_text.iter_mut().find(|(text, _)| text == warning) {
                Some((_, locales)) if !locales.contains(&locale) => locales.push(locale),
                Some(_) => {}
                None => by_text.push((warning, vec![locale])),
            }
        }
    }
    by_text
        .into_iter()
        .map(|(text, locales)| {
            if locales.len() == sessions.len() {
                text.to_owned()
            } else {
                format!("[{}] {text}", locales.join(", "))
            }
        })
        .collect()
}
