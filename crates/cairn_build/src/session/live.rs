//! What a dev server asks of a session: a first build written in place, then updates after
//! file changes that say which routes changed, so the open pages can swap their data in at
//! once and only those routes are rendered again.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use cairn_content::{Plan, Route};
use cairn_markdown::HeadTag;

use super::Session;
use crate::observer::{Observer, Quiet};
use crate::staging::copy_dir;

/// A kind of file that changed; a dev server sorts what its watcher reports into these.
/// (A changed `cairn.toml` is not one: the server opens a new session.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LiveChange {
    /// Markdown, sidebars, authors, tags files, images documents link to: compile and plan.
    Content,
    /// The site's React code or styles: the bundle may need making again.
    Code,
    /// A file under `static/`: copied as is.
    Static,
}

/// What an update did.
#[derive(Debug, Clone, Default)]
pub struct LiveUpdate {
    /// Documents compiled (the others were unchanged).
    pub compiled: usize,
    /// Routes whose page must be rendered again, in plan order.
    pub changed_routes: Vec<String>,
    /// Routes the plan no longer has; their pages were deleted.
    pub removed_routes: Vec<String>,
    /// Open pages must load again (a new bundle, new static files) rather than swap data in.
    pub reload: bool,
    /// The URLs open pages swap in: the route manifest (with its version) and the site data.
    pub manifest_url: String,
    pub site_url: String,
    /// Time of each step, for the server's log.
    pub stages: Vec<(&'static str, Duration)>,
}

/// Everything of a route that its page's HTML depends on besides the site data and the bundle.
#[derive(PartialEq)]
struct RoutePrint {
    component: String,
    data: Vec<(String, String)>,
    title: Option<String>,
    description: Option<String>,
    content_components: Vec<String>,
    head: Vec<HeadTag>,
    stylesheets: Vec<String>,
}

impl RoutePrint {
    fn of(route: &Route) -> Self {
        RoutePrint {
            component: route.component.clone(),
            data: route
                .data
                .iter()
                .map(|(key, chunk)| (key.clone(), chunk.hash().to_owned()))
                .collect(),
            title: route.title.clone(),
            description: route.description.clone(),
            content_components: route.content_components.clone(),
            head: route.head.clone(),
            stylesheets: route.stylesheets.clone(),
        }
    }
}

/// A plan's routes (the not-found page included) by path, with what their pages depend on.
fn prints(plan: &Plan) -> HashMap<String, RoutePrint> {
    plan.routes
        .iter()
        .chain([&plan.not_found])
        .map(|route| (route.path.clone(), RoutePrint::of(route)))
        .collect()
}

impl Session {
    /// A dev server's first build (and its build after a config change): every stage, into a
    /// fresh folder that replaces the served one when done, so pages keep loading meanwhile.
    /// Updates then write into it in place.
    pub fn live_build(&mut self, observer: &dyn Observer) -> miette::Result<LiveUpdate> {
        let started = Instant::now();
        self.warnings.clear();
        observer.stage("compile", "Markdown");
        let compiled = self.compile()?;
        self.process_documents()?;
        observer.stage("plan", "routes");
        self.plan()?;
        observer.stage("emit", "data chunks");
        self.start_output()?;
        self.emit()?;
        observer.stage("bundle", "Vite");
        self.bundle()?;
        self.render(None, observer)?;
        self.remove_unwritten_output()?;
        observer.stage("post", "links, site-wide outputs");
        self.check_links()?;
        self.post_build()?;
        self.finish()?;
        self.commit()?;
        super::unique_in_order(&mut self.warnings);
        let plan = self
            .plan
            .as_ref()
            .ok_or_else(|| super::too_early("update", "plan"))?;
        Ok(LiveUpdate {
            compiled,
            changed_routes: plan.routes.iter().map(|route| route.path.clone()).collect(),
            reload: true,
            stages: vec![("build", started.elapsed())],
            ..self.urls_update()
        })
    }

    /// Brings the output up to date after `changes`, up to the data open pages read; the pages
    /// of `changed_routes` are still the old ones until [`Session::live_render`].
    pub fn live_update(&mut self, changes: &HashSet<LiveChange>) -> miette::Result<LiveUpdate> {
        self.warnings.clear();
        let mut stages = Vec::new();
        let mut timer = Instant::now();
        let mut lap = |name: &'static str, stages: &mut Vec<(&'static str, Duration)>| {
            stages.push((name, timer.elapsed()));
            timer = Instant::now();
        };
        let before_plan = self.plan.as_ref().map(prints).unwrap_or_default();
        let before_site = self.plan.as_ref().map(|plan| plan.site.hash().to_owned());
        let before_files: HashMap<String, String> = self
            .plan
            .as_ref()
            .map(|plan| {
                plan.routes
                    .iter()
                    .map(|route| (route.path.clone(), plan.urls.output_file(&route.path)))
                    .collect()
            })
            .unwrap_or_default();

        let mut compiled = 0;
        let mut registry_changed = false;
        if changes.contains(&LiveChange::Content) {
            compiled = self.compile()?;
            self.process_documents()?;
            lap("compile", &mut stages);
            self.plan()?;
            lap("plan", &mut stages);
            registry_changed = self.emit_content()?;
            lap("emit", &mut stages);
        }
        let mut reload = false;
        if changes.contains(&LiveChange::Code) || registry_changed {
            reload |= !self.bundle()?;
            lap("bundle", &mut stages);
        }
        if changes.contains(&LiveChange::Static) {
            for dir in self.config.static_dirs(&self.site_dir) {
                copy_dir(&dir, &self.out_dir, &cairn_render::OutputWrites::InPlace)?;
            }
            reload = true;
            lap("static", &mut stages);
        }

        let plan = self
            .plan
            .as_ref()
            .ok_or_else(|| super::too_early("update", "plan"))?;
        let site_changed = before_site.as_deref() != Some(plan.site.hash());
        let after_plan = prints(plan);
        // A new bundle or new site data (navbar, footer…) changes every page's HTML.
        let everything = reload || site_changed;
        let changed_routes: Vec<String> = plan
            .routes
            .iter()
            .chain([&plan.not_found])
            .filter(|route| {
                everything || before_plan.get(&route.path) != after_plan.get(&route.path)
            })
            .map(|route| route.path.clone())
            .collect();
        let mut removed_routes = Vec::new();
        for (path, file) in &before_files {
            if !after_plan.contains_key(path) {
                let _ = std::fs::remove_file(self.out_dir.join(file));
                removed_routes.push(path.clone());
            }
        }
        removed_routes.sort();
        super::unique_in_order(&mut self.warnings);
        Ok(LiveUpdate {
            compiled,
            changed_routes,
            removed_routes,
            reload,
            stages,
            ..self.urls_update()
        })
    }

    /// Renders the pages an update changed.
    pub fn live_render(&mut self, update: &LiveUpdate) -> miette::Result<usize> {
        if update.changed_routes.is_empty() {
            return Ok(0);
        }
        let only: HashSet<String> = update.changed_routes.iter().cloned().collect();
        self.render(Some(&only), &Quiet)
    }

    /// An update holding only the URLs of the data last emitted.
    fn urls_update(&self) -> LiveUpdate {
        let (manifest_url, site_url) = self
            .emitted
            .as_ref()
            .map_or_else(Default::default, |emitted| {
                (emitted.versioned_manifest_url(), emitted.site_url.clone())
            });
        LiveUpdate {
            manifest_url,
            site_url,
            ..LiveUpdate::default()
        }
    }
}
