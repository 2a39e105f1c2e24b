//! Build progress on a terminal; silence elsewhere (CI logs want the summary only).

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    pub fn new(show: bool) -> Self {
        let bar = (show && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} {prefix:>9} {msg} [{elapsed}]")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            bar.enable_steady_tick(Duration::from_millis(100));
            bar
        });
        Progress { bar }
    }

    pub fn stage(&self, name: &str, message: impl Into<String>) {
        if let Some(bar) = &self.bar {
            bar.set_prefix(name.to_owned());
            bar.set_message(message.into());
        }
    }

    pub fn count(&self, name: &str, done: usize, total: usize) {
        if let Some(bar) = &self.bar {
            bar.set_prefix(name.to_owned());
            bar.set_message(format!("{done}/{total}"));
        }
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl cairn_build::Observer for Progress {
    fn stage(&self, name: &str, detail: &str) {
        Progress::stage(self, name, detail);
    }

    fn count(&self, stage: &str, done: usize, total: usize) {
        Progress::count(self, stage, done, total);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}
