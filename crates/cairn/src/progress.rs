//! Build progress on a terminal; silence elsewhere (CI logs want the summary only).

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

pub struct Progress {
    bar: Option<ProgressBar>,
    started: Instant,
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
        Progress {
            bar,
            started: Instant::now(),
        }
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

    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}
