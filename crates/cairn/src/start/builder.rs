//! The dev server's build loop: one session, a first build, then an update per batch of
//! changed files; every outcome goes to open pages through the hub.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use cairn_build::{BuildOptions, LiveChange, LiveUpdate, Quiet, Session, default_workers};
use cairn_content::plugin::Plugin;
use cairn_markdown::HeadTag;
use cairn_server::dev::{DevHub, EVENTS_PATH, FileWatcher, WatchEvent};

use super::changes::SiteFiles;

/// What the build loop hears.
pub enum Message {
    Watch(WatchEvent),
    /// The server stopped: end the loop (the session's workers stop with it).
    Stop,
}

pub struct Builder {
    pub site_dir: PathBuf,
    pub out_dir: PathBuf,
    pub files: SiteFiles,
    pub hub: DevHub,
    pub watcher: FileWatcher,
    /// The locale served; the default one when `None`.
    pub locale: Option<String>,
}

impl Builder {
    pub fn run(mut self, messages: &Receiver<Message>) {
        let mut session = self.open_and_build();
        // Changes an update failed on: the next update does them again with the new ones, so
        // a later code-only edit cannot hide a content error it did not fix.
        let mut unfinished: HashSet<LiveChange> = HashSet::new();
        while let Some(paths) = next_batch(messages) {
            let changes = self.files.sort(&paths);
            for folder in &changes.new_folders {
                if let Err(error) = self.watcher.watch(folder, true) {
                    eprintln!("warning: {error}");
                }
            }
            if changes.config || session.is_none() {
                if changes.config {
                    println!("cairn.toml or a plugin changed: building the site again");
                }
                // The old session's render workers stop before the new session starts its own.
                drop(session.take());
                session = self.open_and_build();
                unfinished.clear();
                continue;
            }
            if changes.live.is_empty() {
                continue;
            }
            unfinished.extend(changes.live);
            let Some(open) = session.as_mut() else {
                continue;
            };
            match update(open, &unfinished, &self.hub, &paths) {
                Ok(()) => unfinished.clear(),
                Err(report) => self.report_failure(&report),
            }
        }
    }

    fn open_and_build(&mut self) -> Option<Session> {
        let started = Instant::now();
        let built = Session::open_live(BuildOptions {
            site_dir: self.site_dir.clone(),
            out_dir: Some(self.out_dir.clone()),
            workers: default_workers(),
            dev: true,
            locale: self.locale.clone(),
        })
        .and_then(|mut session| {
            session.add_plugin(Box::new(DevClientPlugin));
            let update = session.live_build(&Quiet)?;
            Ok((session, update))
        });
        match built {
            Ok((session, update)) => {
                self.watch_plugin_inputs(&session);
                print_warnings(session.warnings());
                println!(
                    "Built {} routes in {:.2} s",
                    update.changed_routes.len(),
                    started.elapsed().as_secs_f64()
                );
                self.hub
                    .built(&update.manifest_url, &update.site_url, update.reload);
                Some(session)
            }
            Err(report) => {
                self.report_failure(&report);
                None
            }
        }
    }

    /// Watches what the plugins read their content from; inside the site it is watched already.
    fn watch_plugin_inputs(&mut self, session: &Session) {
        let inputs = session.paths_to_watch();
        let shared = std::sync::Arc::clone(&self.files.plugin_inputs);
        // The watcher's filter reads the list: it is not held while watching.
        let known = shared
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone();
        *shared
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = inputs.clone();
        for input in &inputs {
            let watched = input.starts_with(&self.site_dir) || known.contains(input);
            if !watched && let Err(error) = self.watcher.watch(input, true) {
                eprintln!("warning: a plugin's watched path: {error}");
            }
        }
    }

    fn report_failure(&self, report: &miette::Report) {
        // Ctrl-C reaches the bundler's Node process too, which then fails: the server is
        // stopping, not the site's code failing. The bundler may see the signal before this
        // process has: a bundler stopped by a signal is given a moment for it to arrive.
        if crate::interrupt::requested()
            || (bundler_stopped(report) && {
                std::thread::sleep(std::time::Duration::from_millis(200));
                crate::interrupt::requested()
            })
        {
            return;
        }
        eprintln!("{report:?}");
        eprintln!("The dev server keeps running: fix the file and save it.");
        self.hub.failed(plain_text(report));
    }
}

/// Whether the failure is the bundler's Node process ending on a signal.
fn bundler_stopped(report: &miette::Report) -> bool {
    report.chain().any(|cause| {
        matches!(
            cause.downcast_ref::<cairn_render::RenderError>(),
            Some(cairn_render::RenderError::BundleStopped { .. })
        )
    })
}

/// Waits for changed files, then takes every batch already queued with them: one update for
/// a burst of saves (a `git checkout`, a search-and-replace).
fn next_batch(messages: &Receiver<Message>) -> Option<Vec<PathBuf>> {
    let mut paths = Vec::new();
    let take = |message: Message, paths: &mut Vec<PathBuf>| -> bool {
        match message {
            Message::Stop => false,
            Message::Watch(WatchEvent::Changed(changed)) => {
                paths.extend(changed);
                true
            }
            Message::Watch(WatchEvent::Error(error)) => {
                eprintln!("warning: watching files: {error}");
                true
            }
        }
    };
    loop {
        if !take(messages.recv().ok()?, &mut paths) {
            return None;
        }
        while let Ok(message) = messages.try_recv() {
            if !take(message, &mut paths) {
                return None;
            }
        }
        if !paths.is_empty() {
            return Some(paths);
        }
    }
}

/// One update: the data open pages swap in first, then the pages that changed.
fn update(
    session: &mut Session,
    changes: &HashSet<LiveChange>,
    hub: &DevHub,
    paths: &[PathBuf],
) -> miette::Result<()> {
    let started = Instant::now();
    let update = session.live_update(changes)?;
    // Data is swapped into open pages at once and their HTML follows. A reload must wait
    // for the HTML instead: the pages it loads must already hold the new code.
    if !update.reload {
        hub.built(&update.manifest_url, &update.site_url, false);
    }
    let mut told = started.elapsed();
    let rendered_started = Instant::now();
    let rendered = session.live_render(&update)?;
    if update.reload {
        hub.built(&update.manifest_url, &update.site_url, true);
        told = started.elapsed();
    }
    print_warnings(session.warnings());
    println!(
        "{}",
        summary(
            &update,
            paths,
            session.site_dir(),
            told,
            rendered,
            rendered_started.elapsed()
        )
    );
    Ok(())
}

fn summary(
    update: &LiveUpdate,
    paths: &[PathBuf],
    site_dir: &std::path::Path,
    told: Duration,
    rendered: usize,
    render_time: Duration,
) -> String {
    let names: Vec<String> = paths
        .iter()
        .take(3)
        .map(|path| {
            path.strip_prefix(site_dir)
                .unwrap_or(path)
                .display()
                .to_string()
        })
        .collect();
    let more = paths.len().saturating_sub(names.len());
    let stages: Vec<String> = update
        .stages
        .iter()
        .map(|(name, time)| format!("{name} {} ms", time.as_millis()))
        .collect();
    format!(
        "{}{} → {} in {} ms ({}), {} page{} rendered in {} ms{}",
        names.join(", "),
        if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        },
        if update.reload { "reload" } else { "update" },
        told.as_millis(),
        stages.join(", "),
        rendered,
        if rendered == 1 { "" } else { "s" },
        render_time.as_millis(),
        if update.removed_routes.is_empty() {
            String::new()
        } else {
            format!(", {} removed", update.removed_routes.len())
        }
    )
}

fn print_warnings(warnings: &[String]) {
    for warning in warnings {
        eprintln!("warning: {warning}");
    }
}

/// The report as the terminal shows it, without colours: what the page overlay prints.
fn plain_text(report: &miette::Report) -> String {
    let mut text = String::new();
    let handler =
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor());
    if handler.render_report(&mut text, report.as_ref()).is_err() {
        text = format!("{report}");
    }
    text
}

/// Tells pages where the dev server's events are; the theme's entry connects when it finds
/// this tag, so a production page never loads the dev client.
struct DevClientPlugin;

impl Plugin for DevClientPlugin {
    fn name(&self) -> &str {
        "dev-server"
    }

    fn head_tags(&self) -> Vec<HeadTag> {
        vec![HeadTag {
            tag: "meta".to_owned(),
            attributes: vec![
                ("name".to_owned(), "cairn-dev-server".to_owned()),
                ("content".to_owned(), EVENTS_PATH.to_owned()),
            ],
            text: None,
        }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bundler_stopped_by_a_signal_is_told_from_a_failing_bundle() {
        use miette::WrapErr;
        let stopped: miette::Result<()> =
            Err(cairn_render::RenderError::BundleStopped { signal: 2 }.into());
        assert!(bundler_stopped(&stopped.wrap_err("building").unwrap_err()));
        let failed = miette::Report::new(cairn_render::RenderError::BundleFailed {
            output: "stopped by signal".to_owned(),
        });
        assert!(!bundler_stopped(&failed));
    }
}
