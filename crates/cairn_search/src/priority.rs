//! The local index is made beside the render, on threads that give way to it.
//!
//! While the pages render, the cores are shared by the render workers, the engine's threads that
//! feed them and finish their pages, and the index: Pagefind reads the pages on rayon's global
//! pool, and the indexing thread makes each part's files. The rendered pages are the build's
//! longest path; the index can use a core whenever a page waits. With every thread at the same
//! priority, a 10,000-page build on 2 cores gave the index half of the CPU in the middle of the
//! render, and then rendered its last 2,500 or so pages with a core idle: the index was done,
//! the one worker was not.

/// How far below the build's own priority these threads run: a nice value, so 10 gives them
/// about a tenth of a core wherever a thread at the build's priority wants it.
#[cfg(target_os = "linux")]
const NICENESS: i32 = 10;

/// The lowest priority a nice value can name.
#[cfg(target_os = "linux")]
const LOWEST: i32 = 19;

/// Lowers the calling thread's priority by [`NICENESS`] (Linux; elsewhere, nothing). A thread
/// keeps its priority if the system refuses: it then only competes as before.
pub fn give_way_to_the_render() {
    #[cfg(target_os = "linux")]
    {
        use rustix::process::{getpriority_process, setpriority_process};
        // On Linux a priority set for a thread id is that thread's alone.
        let thread = Some(rustix::thread::gettid());
        if let Ok(current) = getpriority_process(thread) {
            let _ = setpriority_process(thread, (current + NICENESS).min(LOWEST));
        }
    }
}

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

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use rustix::process::getpriority_process;

    use super::*;

    #[test]
    fn a_thread_that_gives_way_runs_below_the_thread_that_started_it() {
        let own = getpriority_process(None).expect("the priority is readable");
        let lowered = std::thread::spawn(|| {
            give_way_to_the_render();
            getpriority_process(Some(rustix::thread::gettid())).expect("the priority is readable")
        })
        .join()
        .expect("the thread ran");
        assert_eq!(lowered, (own + NICENESS).min(LOWEST));
        // The thread that started it keeps its own.
        assert_eq!(getpriority_process(None).ok(), Some(own));
    }
}
