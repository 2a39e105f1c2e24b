//! Compressed copies of the site's files, kept in memory so that a file is compressed once
//! rather than on every request.
//!
//! A copy is keyed by the file's canonical path and coding, and stamped with the version of
//! the file it was made from (length, modification and change times, inode): a request that
//! finds the file at another version compresses it again, so a rebuilt site is never served
//! stale. The copies share a byte budget; past it, the least recently used are dropped.

use std::collections::HashMap;
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::SystemTime;

use async_compression::Level;
use async_compression::tokio::bufread::{BrotliEncoder, GzipEncoder};
use axum::body::Bytes;
use futures_util::FutureExt;
use tokio::io::AsyncReadExt;
use tokio::sync::OnceCell;

use crate::encoding::{self, Encoding};

/// Smaller files are served as they are: a few hundred bytes saved are not worth a
/// `Content-Encoding`, and a full TCP packet holds them anyway.
const MIN_LEN: u64 = 1024;

/// The memory the compressed copies of one server may take.
const BUDGET: usize = 64 * 1024 * 1024;

/// What tells one content of a file from another. A build writes a changed file anew (a new
/// inode) and links an unchanged one from the previous output (the same inode, times and
/// length); the change time also catches a file rewritten in place with its old
/// modification time restored (`cp -p`, `touch -r`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Version {
    len: u64,
    modified: Option<SystemTime>,
    #[cfg(unix)]
    changed: (i64, i64),
    #[cfg(unix)]
    inode: (u64, u64),
}

impl Version {
    pub(crate) fn of(meta: &Metadata) -> Self {
        #[cfg(unix)]
        use std::os::unix::fs::MetadataExt;
        Version {
            len: meta.len(),
            modified: meta.modified().ok(),
            #[cfg(unix)]
            changed: (meta.ctime(), meta.ctime_nsec()),
            #[cfg(unix)]
            inode: (meta.dev(), meta.ino()),
        }
    }

    pub(crate) fn modified(&self) -> Option<SystemTime> {
        self.modified
    }
}

/// Brotli's quality (0–11). A file is compressed once and then served many times, but its
/// first request waits for it, on a rebuilt page of the dev server too. Measured on this
/// repository's website: 5 is 6–8% smaller than the 4 that per-response compression used,
/// for about 1.4 times its time (2 ms for a 45 KB page, 45 ms for a 650 KB script); 6 saves
/// under 1% more, 7 to 9 up to 3% more for 3 to 10 times the time, and 11 about 10% more
/// for seconds per script.
const BROTLI_QUALITY: i32 = 5;

/// gzip's level (0–9), the usual 6: 9 saved under 1% on the same files.
const GZIP_LEVEL: i32 = 6;

pub(crate) struct CompressedCache {
    budget: usize,
    state: Mutex<State>,
    /// Files compressed so far, for tests to tell a cached response from a fresh one.
    compressions: AtomicU64,
}

#[derive(Default)]
struct State {
    files: HashMap<PathBuf, [Option<Slot>; Encoding::ALL.len()]>,
    /// The sum of the slots' `counted`.
    bytes: usize,
    /// Ticks once per lookup; a slot's `last_used` is the tick of its last lookup.
    clock: u64,
}

struct Slot {
    version: Version,
    /// Filled once, by the first request; the ones arriving meanwhile wait for it rather
    /// than compress the same file again.
    cell: Arc<OnceCell<Option<Bytes>>>,
    /// The bytes counted against the budget: none until filled.
    counted: usize,
    last_used: u64,
}

impl CompressedCache {
    pub(crate) fn new() -> Self {
        Self::with_budget(BUDGET)
    }

    /// A cache that takes no file: every file is served as it is. The dev server's, where the
    /// browser is on the same machine and compressing a file that a save just changed would
    /// only delay it (some 9 ms for the website's route manifest).
    pub(crate) fn disabled() -> Self {
        Self::with_budget(0)
    }

    pub(crate) fn with_budget(budget: usize) -> Self {
        CompressedCache {
            budget,
            state: Mutex::default(),
            compressions: AtomicU64::new(0),
        }
    }

    /// Whether a file of `len` bytes and this Content-Type is served compressed, from here.
    /// A file above a quarter of the budget is not: it would push out most of the rest.
    pub(crate) fn admits(&self, len: u64, content_type: &str) -> bool {
        let max = u64::try_from(self.budget / 4).unwrap_or(u64::MAX);
        (MIN_LEN..=max).contains(&len) && encoding::compressible(content_type)
    }

    /// The file at `path`, at `version`, compressed with `encoding`: from memory, or
    /// compressed now (off the async threads) and kept. `None` when the file cannot be read
    /// at that version (it changed or vanished meanwhile): the caller serves it otherwise.
    pub(crate) async fn get(
        &self,
        path: &Path,
        version: Version,
        encoding: Encoding,
    ) -> Option<Bytes> {
        let cell = self.slot(path, version, encoding);
        if let Some(done) = cell.get() {
            return done.clone();
        }
        let compressed = cell
            .get_or_init(|| {
                self.compressions.fetch_add(1, Ordering::Relaxed);
                let path = path.to_owned();
                async move {
                    tokio::task::spawn_blocking(move || read_and_compress(&path, version, encoding))
                        .await
                        .ok()
                        .flatten()
                }
            })
            .await
            .clone();
        self.settle(path, encoding, &cell, compressed.as_ref().map(Bytes::len));
        compressed
    }

    /// The slot for `path` and `encoding` at `version`, a new one if it holds another version.
    fn slot(
        &self,
        path: &Path,
        version: Version,
        encoding: Encoding,
    ) -> Arc<OnceCell<Option<Bytes>>> {
        let mut state = self.lock();
        state.clock += 1;
        let clock = state.clock;
        let State { files, bytes, .. } = &mut *state;
        if let Some(slots) = files.get_mut(path) {
            let slot = &mut slots[encoding.index()];
            if let Some(slot) = slot.as_mut().filter(|slot| slot.version == version) {
                slot.last_used = clock;
                return Arc::clone(&slot.cell);
            }
            let cell = Arc::new(OnceCell::new());
            if let Some(stale) = slot.replace(Slot::new(version, &cell, clock)) {
                *bytes -= stale.counted;
            }
            return cell;
        }
        let cell = Arc::new(OnceCell::new());
        let mut slots: [Option<Slot>; Encoding::ALL.len()] = Default::default();
        slots[encoding.index()] = Some(Slot::new(version, &cell, clock));
        files.insert(path.to_owned(), slots);
        cell
    }

    /// Once `cell` is filled: counts its bytes against the budget, or drops it if the file
    /// could not be compressed, so that the next request tries again.
    fn settle(
        &self,
        path: &Path,
        encoding: Encoding,
        cell: &Arc<OnceCell<Option<Bytes>>>,
        len: Option<usize>,
    ) {
        let mut state = self.lock();
        let State { files, bytes, .. } = &mut *state;
        let Some(slots) = files.get_mut(path) else {
            return;
        };
        let slot = &mut slots[encoding.index()];
        // Replaced or dropped meanwhile, or already counted by another request.
        let Some(current) = slot.as_mut().filter(|slot| Arc::ptr_eq(&slot.cell, cell)) else {
            return;
        };
        match len {
            Some(len) if current.counted == 0 => {
                current.counted = len;
                *bytes += len;
            }
            Some(_) => return,
            None => *slot = None,
        }
        if slots.iter().all(Option::is_none) {
            files.remove(path);
        }
        if state.bytes > self.budget {
            state.evict(self.budget / 4 * 3);
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // The state stays consistent between statements, so a panic elsewhere leaves it usable.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    #[cfg(test)]
    pub(crate) fn compressions(&self) -> u64 {
        self.compressions.load(Ordering::Relaxed)
    }

    #[cfg(test)]
    pub(crate) fn cached_bytes(&self) -> usize {
        self.lock().bytes
    }
}

impl Slot {
    fn new(version: Version, cell: &Arc<OnceCell<Option<Bytes>>>, clock: u64) -> Self {
        Slot {
            version,
            cell: Arc::clone(cell),
            counted: 0,
            last_used: clock,
        }
    }
}

impl State {
    /// Drops the least recently used copies until at most `target` bytes are left. Down to
    /// three quarters of the budget rather than just under it, so that a full cache sorts its
    /// copies now and then, not on every new one.
    fn evict(&mut self, target: usize) {
        let mut filled: Vec<(u64, PathBuf, usize)> = self
            .files
            .iter()
            .flat_map(|(path, slots)| {
                slots.iter().enumerate().filter_map(move |(index, slot)| {
                    let slot = slot.as_ref().filter(|slot| slot.counted > 0)?;
                    Some((slot.last_used, path.clone(), index))
                })
            })
            .collect();
        filled.sort_unstable_by_key(|(last_used, _, _)| *last_used);
        for (_, path, index) in filled {
            if self.bytes <= target {
                break;
            }
            let Some(slots) = self.files.get_mut(&path) else {
                continue;
            };
            if let Some(slot) = slots[index].take() {
                self.bytes -= slot.counted;
            }
            if slots.iter().all(Option::is_none) {
                self.files.remove(&path);
            }
        }
    }
}

/// The file's bytes compressed, if it is still at `version`: the bytes of a file rewritten
/// since it was looked up must not be kept under the old version.
fn read_and_compress(path: &Path, version: Version, encoding: Encoding) -> Option<Bytes> {
    let mut file = File::open(path).ok()?;
    if Version::of(&file.metadata().ok()?) != version {
        return None;
    }
    let mut data = Vec::with_capacity(usize::try_from(version.len).ok()?);
    file.read_to_end(&mut data).ok()?;
    if u64::try_from(data.len()).ok()? != version.len {
        return None;
    }
    compress(&data, encoding).map(Bytes::from)
}

/// `data` compressed with `encoding`.
fn compress(data: &[u8], encoding: Encoding) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(data.len() / 3);
    // The encoders are async, but with their input and output in memory they never wait:
    // one poll runs them to the end.
    let done = match encoding {
        Encoding::Brotli => BrotliEncoder::with_quality(data, Level::Precise(BROTLI_QUALITY))
            .read_to_end(&mut out)
            .now_or_never(),
        Encoding::Gzip => GzipEncoder::with_quality(data, Level::Precise(GZIP_LEVEL))
            .read_to_end(&mut out)
            .now_or_never(),
    };
    done?.ok()?;
    // Kept for long: without the room reserved for a worse ratio.
    out.shrink_to_fit();
    Some(out)
}

#[cfg(test)]
pub(crate) mod tests;
