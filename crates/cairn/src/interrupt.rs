//! `cairn build` stopped by Ctrl-C, `kill`, `timeout` or a cancelled CI job: the build's Node
//! processes are stopped with it, the output it was writing is deleted, and the previous
//! output stays as it was. Without this, every interrupted build left a `.build.partial-<pid>`
//! folder in the site and a Node bundler running as an orphan.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};

/// Set from the signal handler itself, before any thread runs on: a stage that fails because
/// its Node child died of the same Ctrl-C reads it and leaves the report to the interrupt.
static REQUESTED: std::sync::OnceLock<Arc<AtomicBool>> = std::sync::OnceLock::new();

/// Set once the thread that cleans up and ends the process on a signal runs.
static CLEANS_UP: AtomicBool = AtomicBool::new(false);

/// Handles SIGINT, SIGTERM and SIGHUP for the rest of the process's life.
pub fn clean_up_on_signals() -> miette::Result<()> {
    let requested = REQUESTED.get_or_init(Arc::default);
    let signals = [SIGINT, SIGTERM, SIGHUP];
    for signal in signals {
        signal_hook::flag::register(signal, Arc::clone(requested))
            .map_err(|error| miette::miette!("cannot handle signal {signal}: {error}"))?;
    }
    let mut received = signal_hook::iterator::Signals::new(signals)
        .map_err(|error| miette::miette!("cannot handle signals: {error}"))?;
    std::thread::Builder::new()
        .name("interrupt".to_owned())
        .spawn(move || {
            if let Some(signal) = received.forever().next() {
                stop(signal);
            }
        })
        .map_err(|error| miette::miette!("cannot start the signal thread: {error}"))?;
    CLEANS_UP.store(true, Ordering::SeqCst);
    Ok(())
}

/// Only notes SIGINT and SIGTERM, for a command that stops on them by itself (`cairn start`,
/// whose server shuts down gracefully): a build the signal cuts short is then not reported
/// as a failure of the site's code.
pub fn note_signals() -> miette::Result<()> {
    let requested = REQUESTED.get_or_init(Arc::default);
    for signal in [SIGINT, SIGTERM] {
        signal_hook::flag::register(signal, Arc::clone(requested))
            .map_err(|error| miette::miette!("cannot handle signal {signal}: {error}"))?;
    }
    Ok(())
}

/// Whether a signal asked the process to stop.
pub fn requested() -> bool {
    REQUESTED
        .get()
        .is_some_and(|requested| requested.load(Ordering::SeqCst))
}

/// Whether a signal asked the process to stop and the signal thread is ending it.
pub fn exiting() -> bool {
    CLEANS_UP.load(Ordering::SeqCst) && requested()
}

/// Waits for the signal thread to end the process. For the main thread when a stage failed
/// only because of the interrupt: its error ("the bundler exited") would be noise.
pub fn wait_for_exit() -> ! {
    loop {
        std::thread::park();
    }
}

fn stop(signal: i32) -> ! {
    let name = match signal {
        SIGINT => "SIGINT",
        SIGTERM => "SIGTERM",
        _ => "SIGHUP",
    };
    eprintln!("\ninterrupted ({name}): the build stopped; the previous output is unchanged");
    stop_child_processes();
    cairn_build::remove_unfinished_output();
    // The shells' convention: 128 plus the signal's number.
    std::process::exit(128 + signal);
}

/// Asks every process this one started, and the ones they started, to end. The tree is read
/// before any is stopped: a stopped parent's children would be adopted and lost from view.
fn stop_child_processes() {
    let own = std::process::id();
    for pid in crate::process_tree::with_descendants(Path::new("/proc"), own) {
        if pid == own {
            continue;
        }
        let pid = i32::try_from(pid)
            .ok()
            .and_then(rustix::process::Pid::from_raw);
        if let Some(pid) = pid {
            // A process that has ended already is no error here.
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::TERM);
        }
    }
}
