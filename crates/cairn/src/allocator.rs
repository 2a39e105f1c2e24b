//! How this process allocates: mimalloc, tuned for a build whose heap grows and shrinks by
//! hundreds of megabytes from stage to stage.

// The build allocates many small strings and trees on every core (Markdown trees, route
// data, the search index); mimalloc measured faster than the system allocator there. The
// `system-allocator` feature keeps the system's, which heap profilers such as heaptrack see.
#[cfg(not(feature = "system-allocator"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `mi_option_purge_delay` in mimalloc 3's `mi_option_e` (mimalloc.h), which the Rust
/// bindings do not name; a test checks it against the option's default.
#[cfg(not(feature = "system-allocator"))]
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// How long freed memory stays with the allocator before it goes back to the system, in
/// milliseconds. mimalloc's default, one second, spans whole build stages: a 10,000-page
/// build frees its compiled documents (about 650 MB) just as the bundler starts, and its
/// route table just before the search index is made, and kept both while the next stage
/// grew. With 300 ms the build's peak fell from about 1,020 to 890 MiB (`cairn bench`).
#[cfg(not(feature = "system-allocator"))]
const PURGE_DELAY_MS: std::ffi::c_long = 300;

/// Sets the allocator's options; call first thing in `main`, before other threads start.
pub fn configure() {
    without_transparent_huge_pages();
    #[cfg(not(feature = "system-allocator"))]
    set_purge_delay(PURGE_DELAY_MS);
}

#[cfg(not(feature = "system-allocator"))]
#[allow(unsafe_code)]
fn set_purge_delay(milliseconds: std::ffi::c_long) {
    // SAFETY: `mi_option_set` takes plain integers and stores the option atomically; the
    // option index is mimalloc's own (checked by a test).
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, milliseconds) }
}

/// Turns transparent huge pages off for this process and the ones it starts (render workers,
/// the bundler). The allocator asks for them, and a build's heap grows and shrinks from stage
/// to stage: every fault on a huge page zeroes 2 MiB, which was 8.5 % of the CPU time of a
/// 10,000-page build (`perf`). Without them a cold build of that site took 8 % less time.
fn without_transparent_huge_pages() {
    #[cfg(target_os = "linux")]
    let _ = rustix::thread::disable_transparent_huge_pages(true);
}

#[cfg(test)]
mod tests {
    #[cfg(target_os = "linux")]
    #[test]
    fn transparent_huge_pages_end_up_off() {
        super::without_transparent_huge_pages();
        assert_eq!(
            rustix::thread::transparent_huge_pages_are_disabled().ok(),
            Some(true)
        );
    }

    #[cfg(not(feature = "system-allocator"))]
    #[allow(unsafe_code)]
    #[test]
    fn the_purge_delay_is_the_option_mimalloc_gives_a_one_second_default() {
        // SAFETY: reads an integer option.
        let read = || unsafe { libmimalloc_sys::mi_option_get(super::MI_OPTION_PURGE_DELAY) };
        // Unless the environment overrides it, the option reads mimalloc's documented default.
        if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
            assert_eq!(read(), 1000);
        }
        super::set_purge_delay(super::PURGE_DELAY_MS);
        assert_eq!(read(), super::PURGE_DELAY_MS);
    }
}
