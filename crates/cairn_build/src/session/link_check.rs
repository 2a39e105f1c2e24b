//! The session's link check: the rendered pages' links and anchors, against the plan and the
//! output.

use cairn_config::ReportLevel;
use miette::miette;

use super::{Session, too_early};
use crate::links::{self, PageLinks};

impl Session {
    /// Checks the links and anchors of the pages the last full render wrote, as `onBrokenLinks`
    /// and `onBrokenAnchors` say: warnings, or an error listing them.
    pub fn check_links(&mut self) -> miette::Result<()> {
        let pages = self.pages_to_check()?;
        let report = links::check(
            &pages,
            &self.config.base_url,
            &self.other_locales,
            self.output_dir(),
        );
        self.enforce_links(report)
    }

    /// [`Session::check_links`] and [`Session::post_build`] at once, the link check on a
    /// thread of its own: both only read the rendered pages and the plan. A broken link is
    /// reported before a post-build error, as when they run one after the other.
    pub(super) fn check_links_beside_post_build(&mut self) -> miette::Result<()> {
        let pages = self.pages_to_check()?;
        let base_url = self.config.base_url.clone();
        let others = self.other_locales.clone();
        let out = self.output_dir().to_path_buf();
        let (report, written) = std::thread::scope(|scope| {
            let checking = scope.spawn(|| links::check(&pages, &base_url, &others, &out));
            let written = self.post_build();
            (checking.join(), written)
        });
        let mut report = report.map_err(|_| miette!("the link check stopped unexpectedly"))?;
        report.forget_files_written(&out);
        self.enforce_links(report)?;
        written.map(drop)
    }

    /// The links and ids of every rendered page, and of the redirect pages post-build writes.
    fn pages_to_check(&mut self) -> miette::Result<Vec<PageLinks>> {
        let mut pages = self
            .rendered_links
            .take()
            .ok_or_else(|| too_early("link check", "render (of every route)"))?;
        // Redirect pages are written at post-build; their one link is checked with the
        // rendered pages', so a redirect to nowhere is a broken link like any other.
        if let Some(plan) = &self.plan {
            pages.extend(links::redirect_links(&self.config, &plan.urls));
        }
        Ok(pages)
    }

    fn enforce_links(&mut self, report: links::LinkReport) -> miette::Result<()> {
        // While editing, a link to a page not written yet is normal: a dev server warns.
        let level = |configured: ReportLevel| match configured {
            ReportLevel::Throw if self.live => ReportLevel::Warn,
            other => other,
        };
        let (on_links, on_anchors) = (
            level(self.config.on_broken_links),
            level(self.config.on_broken_anchors),
        );
        links::enforce(report, on_links, on_anchors, &mut self.warnings)
    }
}
