//! The stages of a Cairn build as a library.
//!
//! A [`Session`] owns what stays warm between builds of one site (the Markdown compiler, the
//! compiled documents, the plugins, the server-rendering workers) and exposes the stages one
//! by one: open the site, compile (only files whose text changed since the last compile), plan,
//! emit, bundle, render (every route, or a given set), post-build, commit. `cairn build` and
//! `cairn bench` run them in order with [`Session::build`]; a dev server drives them itself.

mod links;
mod math;
mod observer;
mod render;
mod session;
mod staging;

pub use observer::{Observer, Quiet};
pub use session::{BuildOptions, BuildReport, LiveChange, LiveUpdate, Session};
pub use staging::{Staging, check_out_dir, copy_dir};

/// The number of server-rendering workers when none is asked for: one per core.
pub fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from)
}
