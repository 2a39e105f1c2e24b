//! How a build tells its caller what it is doing, without printing anything itself.

/// Receives progress: a terminal shows a spinner, a dev server an overlay, a benchmark nothing.
pub trait Observer: Sync {
    /// A stage starts.
    fn stage(&self, _name: &str, _detail: &str) {}

    /// Progress inside a stage: `done` of `total` items.
    fn count(&self, _stage: &str, _done: usize, _total: usize) {}
}

/// An observer that ignores everything.
pub struct Quiet;

impl Observer for Quiet {}
