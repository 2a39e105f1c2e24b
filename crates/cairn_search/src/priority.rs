//! The local index is made beside the render, on threads that give way to it.
//!
//! While the pages render, the cores are shared by the render workers, the engine's threads that
//! feed them and finish their pages, and the index: Pagefind reads the pages on rayon's global
//! pool, and the indexing thread makes each part's files. The rendered pages are the build's
//! longest path; the index can use a core whenever a page waits. With every thread at the same
//! priority, a 10,000-page build on 2 cores gave the index half of the CPU in the middle of the
//! render, and then rendered its last 2,500 or so pages with a core idle: the index was done,
//! the one worker was not.

pub use cairn_content::give_way_to_the_render;

/// Has rayon's global pool, where Pagefind reads pages, make its threads with the lower
/// priority. That pool also runs the build's other parallel stages (compile, plan, the output
/// of `post_build`), which compete with nothing at the build's priority but the bundler. Call
/// it before any parallel work: the pool is made once per process. `false` if it was already
/// made, with the priority it had.
pub fn index_on_a_pool_that_gives_way() -> bool {
    rayon::ThreadPoolBuilder::new()
        .thread_name(|index| format!("cairn-parallel-{index}"))
        .start_handler(|_| give_way_to_the_render())
        .build_global()
        .is_ok()
}
