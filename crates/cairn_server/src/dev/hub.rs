//! The state a dev server tells open pages about, and the channel it goes through.

use std::sync::Arc;

use serde::Serialize;
use tokio::sync::watch;

/// What open pages are told after each build: the data to swap in, whether to load again,
/// or the error to show over the page. Pages only ever need the latest state, so it is a
/// value, not a queue of messages: a page that missed two updates catches up with one.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct DevState {
    /// Successful builds so far; `0` while the first one runs or has failed.
    pub build: u64,
    /// Bumped by a change that pages cannot swap in (a new bundle, static files, the config):
    /// a page that saw another value loads again.
    pub reload: u64,
    /// URL of the route manifest and of the site data of the last successful build.
    pub manifest: String,
    pub site: String,
    /// The last build's error, as the terminal shows it (file:line:column, hint); `None` when
    /// it succeeded.
    pub error: Option<String>,
}

/// The dev server's side of the channel; cheap to clone.
#[derive(Clone)]
pub struct DevHub {
    state: Arc<watch::Sender<DevState>>,
    closing: Arc<watch::Sender<bool>>,
}

impl Default for DevHub {
    fn default() -> Self {
        Self::new()
    }
}

impl DevHub {
    pub fn new() -> Self {
        DevHub {
            state: Arc::new(watch::Sender::new(DevState::default())),
            closing: Arc::new(watch::Sender::new(false)),
        }
    }

    /// A build succeeded: pages swap in its data, or load again when `reload`.
    pub fn built(&self, manifest: &str, site: &str, reload: bool) {
        self.state.send_modify(|state| {
            state.build += 1;
            if reload {
                state.reload += 1;
            }
            manifest.clone_into(&mut state.manifest);
            site.clone_into(&mut state.site);
            state.error = None;
        });
    }

    /// A build failed: pages show `message` until the next success.
    pub fn failed(&self, message: String) {
        self.state.send_modify(|state| state.error = Some(message));
    }

    pub fn state(&self) -> DevState {
        self.state.borrow().clone()
    }

    pub(crate) fn subscribe(&self) -> watch::Receiver<DevState> {
        self.state.subscribe()
    }

    /// Ends every event stream, so the server can stop: an open page keeps its stream
    /// forever otherwise, and a graceful shutdown waits for every response to end.
    pub fn close(&self) {
        self.closing.send_replace(true);
    }

    pub(crate) fn closing(&self) -> watch::Receiver<bool> {
        self.closing.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_keeps_the_last_good_data_and_a_success_clears_it() {
        let hub = DevHub::new();
        hub.built("/m1.json", "/s1.json", false);
        hub.failed("docs/a.md:3:1 broken".to_owned());
        let state = hub.state();
        assert_eq!((state.build, state.manifest.as_str()), (1, "/m1.json"));
        assert_eq!(state.error.as_deref(), Some("docs/a.md:3:1 broken"));
        hub.built("/m2.json", "/s1.json", true);
        let state = hub.state();
        assert_eq!((state.build, state.reload, state.error), (2, 1, None));
    }
}
