//! Peak memory of a build for `cairn bench`: the resident memory of this process and of every
//! process it started (the render workers, the bundler), summed, sampled from `/proc` while the
//! build runs. A build's workers are separate processes, so the engine's own peak (what
//! `/usr/bin/time` reports) would leave most of the rendering out. Sampling can miss a spike
//! shorter than its interval, so the engine's own peak, which Linux keeps exactly (`VmHWM`),
//! is counted too: once the workers have exited (the search index is made then), the
//! engine's peak is the tree's. Linux only: elsewhere nothing is measured.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the process tree is sampled: often enough to catch the peak of a stage that
/// lasts a second, rarely enough that reading `/proc` costs nothing a build would notice.
const SAMPLE_EVERY: Duration = Duration::from_millis(100);

/// Samples the process tree's resident memory until [`PeakMemory::stop`].
pub struct PeakMemory {
    running: Arc<AtomicBool>,
    sampler: JoinHandle<u64>,
}

impl PeakMemory {
    /// Runs `work` and returns its result with the peak seen while it ran.
    pub fn during<T, E>(work: impl FnOnce() -> Result<T, E>) -> Result<(T, Option<u64>), E> {
        let own_peak_reset = reset_own_peak();
        let sampler = PeakMemory::start();
        let result = work();
        let sampled = sampler.stop();
        let own = own_peak_reset.then(own_peak).flatten();
        // `None` is less than any `Some`: the larger of the two that were measured.
        Ok((result?, sampled.max(own)))
    }

    fn start() -> PeakMemory {
        let running = Arc::new(AtomicBool::new(true));
        let flag = Arc::clone(&running);
        let root = std::process::id();
        let sampler = std::thread::spawn(move || {
            let mut peak = 0;
            loop {
                peak = peak.max(tree_resident_bytes(Path::new("/proc"), root).unwrap_or(0));
                if !flag.load(Ordering::Relaxed) {
                    return peak;
                }
                std::thread::sleep(SAMPLE_EVERY);
            }
        });
        PeakMemory { running, sampler }
    }

    /// The largest sum seen, in bytes; `None` where `/proc` cannot tell (not Linux).
    fn stop(self) -> Option<u64> {
        self.running.store(false, Ordering::Relaxed);
        let peak = self.sampler.join().unwrap_or(0);
        (peak > 0).then_some(peak)
    }
}

/// The resident memory of `root` and of all its descendants, from a `/proc`-like folder.
fn tree_resident_bytes(proc_dir: &Path, root: u32) -> Option<u64> {
    let total: u64 = crate::process_tree::with_descendants(proc_dir, root)
        .into_iter()
        .filter_map(|pid| {
            let status = std::fs::read_to_string(proc_dir.join(pid.to_string()).join("status"));
            status.ok().and_then(|status| resident_bytes(&status))
        })
        .sum();
    (total > 0).then_some(total)
}

/// Starts this process's peak resident size (`VmHWM`) afresh; false where Linux cannot.
fn reset_own_peak() -> bool {
    // "5" resets the peak resident size to the current one (see proc(5), clear_refs).
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// This process's peak resident size since [`reset_own_peak`], in bytes.
fn own_peak() -> Option<u64> {
    status_bytes(
        &std::fs::read_to_string("/proc/self/status").ok()?,
        "VmHWM:",
    )
}

/// `VmRSS` of a `/proc/<pid>/status`, in bytes.
fn resident_bytes(status: &str) -> Option<u64> {
    status_bytes(status, "VmRSS:")
}

/// A `/proc/<pid>/status` field given in kB, in bytes.
fn status_bytes(status: &str, field: &str) -> Option<u64> {
    let line = status.lines().find(|line| line.starts_with(field))?;
    let kilobytes: u64 = line
        .trim_start_matches(field)
        .split_whitespace()
        .next()?
        .parse()
        .ok()?;
    Some(kilobytes * 1024)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn reads_the_resident_size_in_bytes() {
        let status = "Name:\tcairn\nVmPeak:\t  900 kB\nVmRSS:\t  1536 kB\nThreads:\t4\n";
        assert_eq!(resident_bytes(status), Some(1536 * 1024));
        assert_eq!(resident_bytes("Name:\tkthreadd\n"), None);
    }

    #[test]
    fn sums_a_process_and_its_descendants_only() {
        let proc_dir = tempfile::tempdir().unwrap();
        let process = |pid: u32, parent: u32, kilobytes: u64| {
            let dir = proc_dir.path().join(pid.to_string());
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("stat"), format!("{pid} (p {pid}) S {parent} 0 0")).unwrap();
            std::fs::write(dir.join("status"), format!("VmRSS:\t{kilobytes} kB\n")).unwrap();
        };
        process(10, 1, 100);
        process(11, 10, 20);
        process(12, 11, 3);
        process(20, 1, 5000);
        std::fs::create_dir_all(proc_dir.path().join("self")).unwrap();
        assert_eq!(
            tree_resident_bytes(proc_dir.path(), 10),
            Some((100 + 20 + 3) * 1024)
        );
        assert_eq!(tree_resident_bytes(proc_dir.path(), 99), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    #[allow(unsafe_code)]
    fn counts_a_spike_shorter_than_the_sampling_interval() {
        use std::alloc::{GlobalAlloc, Layout, System};
        let spike = 64 * 1024 * 1024;
        let ((), peak) = PeakMemory::during(|| {
            // Between two samples: the block is resident for a few milliseconds only, and
            // the system allocator gives a block this large back to the system when freed.
            std::thread::sleep(SAMPLE_EVERY / 3);
            let layout = Layout::from_size_align(spike, 4096).unwrap();
            // SAFETY: a non-zero size; the block is written within its bounds, then freed
            // once with the layout it was allocated with.
            unsafe {
                let block = System.alloc(layout);
                assert!(!block.is_null());
                for page in (0..spike).step_by(4096) {
                    block.add(page).write_volatile(1);
                }
                System.dealloc(block, layout);
            }
            Ok::<(), ()>(())
        })
        .unwrap();
        assert!(peak.unwrap() >= spike as u64, "{peak:?}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn measures_this_process() {
        let sampler = PeakMemory::start();
        std::thread::sleep(Duration::from_millis(20));
        assert!(sampler.stop().unwrap() > 1024 * 1024);
    }
}
