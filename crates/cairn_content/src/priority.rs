//! Threads that work beside the render give way to it: the rendered pages are the build's
//! longest path, and work that can wait (the search index, social cards) should take a core
//! only when a page does not need it.

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
