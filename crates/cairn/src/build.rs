//! `cairn build`: one build session, every stage, and a summary.

use std::path::{Path, PathBuf};

use cairn_build::{BuildOptions, BuildReport, Session, default_workers};

use crate::progress::Progress;

pub fn run(
    site_dir: &Path,
    out_dir: Option<PathBuf>,
    workers: Option<usize>,
    dev: bool,
) -> miette::Result<()> {
    let progress = Progress::new(true);
    progress.stage("config", "reading cairn.toml");
    let report = open_and_build(
        BuildOptions {
            site_dir: site_dir.to_path_buf(),
            out_dir,
            workers: workers.unwrap_or_else(default_workers),
            dev,
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
    Ok(())
}

/// Opens a session and builds once; the config stage (opening) is timed with the others.
pub fn open_and_build(
    options: BuildOptions,
    observer: &dyn cairn_build::Observer,
) -> miette::Result<BuildReport> {
    let started = std::time::Instant::now();
    let session = Session::open(options)?;
    let opened = started.elapsed();
    let mut report = session.build_once(observer)?;
    report.stages.insert(0, ("config", opened));
    report.total += opened;
    Ok(report)
}
