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
pub mod plugins;
mod render;
mod render_cache;
mod session;
mod staging;

/// For commands that plan without a session (`cairn migrate --check`).
pub use cairn_node_plugins::function_runner;
pub use observer::{Observer, Quiet};
pub use session::{
    BuildOptions, BuildReport, LiveChange, LiveUpdate, Session, SiteBuild, TranslationCount,
};
pub use staging::{Staging, check_out_dir, copy_dir, remove_unfinished_output};

/// The number of server-rendering workers when none is asked for: one per core but one.
pub fn default_workers() -> usize {
    workers_for(std::thread::available_parallelism().map_or(2, usize::from))
}

/// While the workers render, the engine has as much to do beside them: each page's request
/// (with the content it renders itself), each rendered page put together, checked and written,
/// and the search index. A core is left to it. A worker also costs more than its pages: each
/// one warms up on its own, running the theme's code slowly until V8 has optimised it (its
/// first 2,000 pages cost about three times the next ones). On 2 cores one worker built a
/// 10,000-page site in 6 % less time than two, with 10 % less CPU time; a 1,000-page site
/// took the same time.
fn workers_for(cores: usize) -> usize {
    cores.saturating_sub(1).max(1)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_core_is_left_to_the_engine_but_there_is_always_a_worker() {
        assert_eq!(super::workers_for(1), 1);
        assert_eq!(super::workers_for(2), 1);
        assert_eq!(super::workers_for(8), 7);
    }
}
