//! `cairn build`: one build session, every stage, and a summary.

use std::path::PathBuf;

use cairn_build::{BuildOptions, BuildReport, SiteBuild, default_workers};

use crate::progress::Progress;

/// What `cairn build` is asked.
pub struct BuildArgs {
    pub site_dir: PathBuf,
    pub out_dir: Option<PathBuf>,
    pub workers: Option<usize>,
    pub dev: bool,
    pub locale: Option<String>,
    /// Print each stage's time after the summary.
    pub timings: bool,
}

pub fn run(args: BuildArgs) -> miette::Result<()> {
    let progress = Progress::new(true);
    progress.stage("config", "reading cairn.toml");
    let report = open_and_build(
        BuildOptions {
            site_dir: args.site_dir.clone(),
            out_dir: args.out_dir.clone(),
            workers: args.workers.unwrap_or_else(default_workers),
            dev: args.dev,
            locale: args.locale.clone(),
        },
        &progress,
    )?;
    progress.finish();
    for warning in &report.warnings {
        eprintln!("warning: {warning}");
    }
    println!(
        "Built {} routes in {:.2} s → {}",
        report.routes,
        report.total.as_secs_f64(),
        report.out_dir.display()
    );
    if args.timings {
        print!("{}", stage_timings(&report));
    }
    if report.kept_pages > 0 {
        println!(
            "Rendered {} of {} pages; the others were unchanged since the last build and kept",
            report.pages.saturating_sub(report.kept_pages),
            report.pages
        );
    }
    if !report.translations.is_empty() {
        let counts: Vec<String> = report
            .translations
            .iter()
            .map(|count| format!("{} {}/{}", count.locale, count.translated, count.pages))
            .collect();
        println!(
            "Translated pages: {} (`cairn i18n status` lists the missing and out-of-date ones)",
            counts.join(", ")
        );
    }
    Ok(())
}

/// `--timings`: one line a stage, with its share of the whole build.
fn stage_timings(report: &BuildReport) -> String {
    let total = report.total.as_secs_f64().max(f64::EPSILON);
    report
        .stages
        .iter()
        .map(|(stage, duration)| {
            let seconds = duration.as_secs_f64();
            format!(
                "  {stage:<8} {:>8.2} s  {:>3.0} %\n",
                seconds,
                seconds / total * 100.0
            )
        })
        .collect()
}

/// Opens a session and builds once; the config stage (opening) is timed with the others.
pub fn open_and_build(
    options: BuildOptions,
    observer: &dyn cairn_build::Observer,
) -> miette::Result<BuildReport> {
    let started = std::time::Instant::now();
    let build = SiteBuild::open(options)?;
    let opened = started.elapsed();
    let mut report = build.build_once(observer)?;
    report.stages.insert(0, ("config", opened));
    report.total += opened;
    Ok(report)
}
