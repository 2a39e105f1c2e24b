//! What a build did, for the summary line and the benchmark.

use std::path::PathBuf;
use std::time::Duration;

use cairn_content::LoadedSite;

/// What a build did, for the summary line and the benchmark.
pub struct BuildReport {
    pub out_dir: PathBuf,
    pub routes: usize,
    pub markdown_bytes: usize,
    /// Documents compiled by this build (the others were unchanged since the session's last).
    pub compiled_documents: usize,
    pub stages: Vec<(&'static str, Duration)>,
    pub total: Duration,
    pub bundle_reused: bool,
    pub workers: usize,
    pub warnings: Vec<String>,
    /// Time each plugin's post-build step took (the search index, feeds, sitemap…), part of
    /// the `post` stage.
    pub post_build: Vec<(String, Duration)>,
    /// Rendered pages part of whose content the engine wrote instead of a render worker.
    pub server_content_pages: usize,
    /// Pages kept from the previous output, whose inputs had not changed, instead of rendered.
    pub kept_pages: usize,
    /// Pages written, kept ones included (the not-found page is one).
    pub pages: usize,
    /// For each locale built besides the default one: its Markdown pages with a translation,
    /// and all of them.
    pub translations: Vec<TranslationCount>,
}

/// How many of a locale's Markdown pages are translated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranslationCount {
    pub locale: String,
    pub translated: usize,
    pub pages: usize,
}

impl TranslationCount {
    /// Counts the documents `site` built for `locale`.
    pub(super) fn of(locale: &str, site: &LoadedSite) -> Self {
        let mut count = TranslationCount {
            locale: locale.to_owned(),
            translated: 0,
            pages: 0,
        };
        for document in &site.documents {
            match document.translation {
                cairn_content::Translation::Translated => {
                    count.translated += 1;
                    count.pages += 1;
                }
                cairn_content::Translation::Missing => count.pages += 1,
                cairn_content::Translation::Original => {}
            }
        }
        count
    }
}

/// Splits the last stage's time in two: `first` took `took` of it, the last stage the rest
/// (two stages that ran at the same time, reported as the one that ran alone and the wait
/// for the other).
pub(crate) fn split_last_stage(
    stages: &mut Vec<(&'static str, Duration)>,
    first: &'static str,
    took: Duration,
) {
    if let Some((name, total)) = stages.pop() {
        stages.push((first, took.min(total)));
        stages.push((name, total.saturating_sub(took)));
    }
}
