//! The compile cache on disk: compiled documents under `<site>/.cairn/cache/compile/`, so a new
//! process (`cairn build`, a dev server starting) compiles only the files that changed since
//! any earlier build of the site.
//!
//! Each document's entry is found by its key, which covers everything the compiled document
//! depends on: the source text's hash, the file's place in the site (relative links and
//! imports resolve against it; warnings name it), the compile options, and the engine (its
//! version, [`FORMAT`] and the executable's identity). A document's compiled form depends on
//! nothing else: the compiler reads no other file. An `import` of a partial compiles to a
//! `Partial` node naming its path, and the partial is read, hashed and compiled on its own
//! when the site is loaded; a component import is path arithmetic. So a document that
//! includes a partial is cached like any other and is never stale when the partial changes.
//!
//! Entries are MessagePack: the compiled types read their front matter with untagged enums and
//! flattened unknown keys, and the content tree's props are JSON values, all of which need a
//! self-describing format (postcard and bincode cannot read them back).
//!
//! Entries are stored in pack files (`<name>.pack`), not one file per document: creating ten
//! thousand small files measured 0.4 to 2 s on the machine the cache was built on (and up to
//! twice the compile time while other work used the disk), one pack of the same entries
//! 0.07 s, and reading is as fast either way. A load appends the entries it compiled as one
//! new pack, written under a temporary name and renamed, so a concurrent build never reads
//! half a pack, and two builds at once never overwrite each other's entries. A process's first
//! load rewrites the packs as one when more than a quarter of their bytes are entries no
//! document used (older texts of edited files, deleted files) or when there are many packs.
//! Every record holds its key and its payload's hash; a record that fails to read is a miss,
//! never an error, and a damaged pack is read up to the damage. Deleting the folder is
//! always safe.

use std::collections::{HashMap, HashSet};
use std::io::Write as _;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use cairn_markdown::{CompileOptions, Compiled};

/// Bump when the stored types (`Compiled` and what it holds) or the pack layout change.
pub(crate) const FORMAT: u32 = 3;

/// The cache's folder inside a site.
pub const COMPILE_CACHE_DIR: &str = ".cairn/cache/compile";

/// Start of every pack, so a stray file is never read as one.
const MAGIC: &[u8; 8] = b"CAIRNCP\x01";

/// A record: key, payload hash, payload length (u32, little-endian), payload.
const RECORD_HEADER: usize = 32 + 32 + 4;

/// Temporary files older than this belong to a build that died; younger ones may be a
/// concurrent build's pack being written.
const STALE_TEMP: Duration = Duration::from_secs(3600);

/// Packs are merged into one when there are more than this many (a dev server adds one per
/// save that changed Markdown).
const MAX_PACKS: usize = 16;

/// A document's cache key.
pub(crate) type Key = blake3::Hash;

pub(crate) struct CompileCache {
    dir: PathBuf,
    /// What every key of this build shares: engine and options.
    salt: [u8; 32],
    /// The packs, read on the first lookup.
    packs: OnceLock<Packs>,
    /// Whether new entries are written and stale ones pruned; a read-only cache (for a look at
    /// a site that must leave it unchanged) only reads what is there.
    writable: bool,
}

/// Packs read into memory, and where each key's latest record is.
#[derive(Default)]
struct Packs {
    files: Vec<(PathBuf, Vec<u8>)>,
    /// Key → pack index and the record's range in it.
    records: HashMap<Key, (usize, Range<usize>)>,
}

impl Packs {
    fn read(dir: &Path) -> Self {
        let mut packs = Packs::default();
        for path in pack_paths(dir) {
            packs.add(path);
        }
        packs
    }

    fn add(&mut self, path: PathBuf) {
        let Ok(bytes) = std::fs::read(&path) else {
            return;
        };
        let index = self.files.len();
        for (key, range) in records(&bytes) {
            self.records.insert(key, (index, range));
        }
        self.files.push((path, bytes));
    }

    /// These packs with those written since added, or `None` when one of them is gone (a
    /// concurrent build merged them).
    fn refresh(mut self, dir: &Path) -> Option<Self> {
        let now = pack_paths(dir);
        if !self
            .paths()
            .iter()
            .all(|path| now.iter().any(|other| other == path))
        {
            return None;
        }
        for path in now {
            if !self.paths().contains(&path.as_path()) {
                self.add(path);
            }
        }
        Some(self)
    }

    fn paths(&self) -> Vec<&Path> {
        self.files.iter().map(|(path, _)| path.as_path()).collect()
    }

    fn record(&self, key: &Key) -> Option<&[u8]> {
        let (index, range) = self.records.get(key)?;
        Some(&self.files[*index].1[range.clone()])
    }
}

/// The packs in `dir`, oldest first (their names start with their creation time, so later
/// records win).
fn pack_paths(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension()
                .is_some_and(|extension| extension == "pack")
        })
        .collect();
    paths.sort();
    paths
}

/// The records of a pack, as (key, range of the whole record); reading stops at the first
/// record that does not fit.
fn records(bytes: &[u8]) -> Vec<(Key, Range<usize>)> {
    let mut found = Vec::new();
    let Some(mut rest) = bytes.strip_prefix(MAGIC.as_slice()) else {
        return found;
    };
    let mut offset = MAGIC.len();
    while let Some((header, after)) = rest.split_first_chunk::<RECORD_HEADER>() {
        let length = u32::from_le_bytes([header[64], header[65], header[66], header[67]]) as usize;
        if after.len() < length {
            break;
        }
        let key = Key::from_slice(&header[..32]).unwrap_or(Key::from([0; 32]));
        let end = offset + RECORD_HEADER + length;
        found.push((key, offset..end));
        rest = &after[length..];
        offset = end;
    }
    found
}

/// The payload of a record whose hash is right.
fn payload(record: &[u8]) -> Option<&[u8]> {
    let (header, payload) = record.split_first_chunk::<RECORD_HEADER>()?;
    let hash: [u8; 32] = header[32..64].try_into().ok()?;
    (blake3::hash(payload) == blake3::Hash::from(hash)).then_some(payload)
}

impl CompileCache {
    /// The cache of `site_dir`, for documents compiled with `options` by this engine.
    pub(crate) fn open(site_dir: &Path, options: CompileOptions) -> Self {
        Self::with_engine(
            site_dir.join(COMPILE_CACHE_DIR),
            options,
            &engine_identity(),
        )
    }

    /// A cache in `dir` for an engine identified by `engine` (tests change it).
    pub(crate) fn with_engine(dir: PathBuf, options: CompileOptions, engine: &str) -> Self {
        let mut salt = blake3::Hasher::new();
        salt.update(&FORMAT.to_le_bytes());
        field(&mut salt, engine.as_bytes());
        // `Debug` lists every field, so an option added later is in the key without an edit.
        field(&mut salt, format!("{options:?}").as_bytes());
        Self {
            dir,
            salt: *salt.finalize().as_bytes(),
            packs: OnceLock::new(),
            writable: true,
        }
    }

    /// The same cache, read but never written to.
    pub(crate) fn read_only(self) -> Self {
        Self {
            writable: false,
            ..self
        }
    }

    /// The key of a document: its text's hash, its path in the site (`docs/a.md`) and the path
    /// its messages show (`website/docs/a.md`).
    #[cfg(test)]
    pub(crate) fn key(&self, source_hash: &blake3::Hash, site_path: &str, shown: &Path) -> Key {
        self.key_transformed(source_hash, site_path, shown, None)
    }

    /// [`CompileCache::key`] of a document that the site's remark plugins change first:
    /// `transform` identifies the plugins, their options and their code.
    pub(crate) fn key_transformed(
        &self,
        source_hash: &blake3::Hash,
        site_path: &str,
        shown: &Path,
        transform: Option<u64>,
    ) -> Key {
        let mut key = blake3::Hasher::new();
        key.update(&self.salt);
        key.update(source_hash.as_bytes());
        field(&mut key, site_path.as_bytes());
        field(&mut key, shown.to_string_lossy().as_bytes());
        if let Some(transform) = transform {
            key.update(&transform.to_le_bytes());
        }
        key.finalize()
    }

    /// The document stored under `key`; `None` when there is none or it cannot be read.
    pub(crate) fn get(&self, key: &Key) -> Option<Compiled> {
        let packs = self.packs.get_or_init(|| Packs::read(&self.dir));
        let payload = payload(packs.record(key)?)?;
        rmp_serde::from_slice(payload).ok()
    }

    /// The stored form of `compiled` (structs as maps, so that the front matter's flattened
    /// unknown keys read back).
    pub(crate) fn entry(compiled: &Compiled) -> Option<Vec<u8>> {
        rmp_serde::to_vec_named(compiled).ok()
    }

    /// A new pack, to which entries made by [`CompileCache::entry`] are added.
    pub(crate) fn writer(&self) -> PackWriter<'_> {
        PackWriter {
            dir: &self.dir,
            file: None,
            // A writer that cannot write adds nothing and creates no file.
            failed: !self.writable,
        }
    }

    /// Stores `compiled` under `key`, in a pack of its own.
    #[cfg(test)]
    pub(crate) fn put(&self, key: &Key, compiled: &Compiled) {
        let mut writer = self.writer();
        if let Some(entry) = Self::entry(compiled) {
            writer.add(key, &entry);
        }
        writer.finish();
    }

    /// When more than a quarter of the packs' bytes are records of keys not in `used` (or
    /// repeated), or there are many packs, writes the records of `used` keys as one pack and
    /// removes the packs read. Returns how many records were dropped.
    pub(crate) fn prune(&mut self, used: &HashSet<Key>) -> usize {
        if !self.writable {
            return 0;
        }
        remove_stale_temporary_files(&self.dir);
        // The packs the lookups read, with those written since (this load's own, a concurrent
        // build's) added: reading all of them again could cost more than the whole load when
        // the disk cache has dropped them.
        let packs = match self.packs.take().and_then(|read| read.refresh(&self.dir)) {
            Some(packs) => packs,
            None => Packs::read(&self.dir),
        };
        let total: usize = packs.files.iter().map(|(_, bytes)| bytes.len()).sum();
        let all: Vec<(Key, &[u8])> = packs
            .files
            .iter()
            .flat_map(|(_, bytes)| {
                records(bytes)
                    .into_iter()
                    .map(move |(key, range)| (key, &bytes[range]))
            })
            .collect();
        let mut used_once = HashSet::new();
        let kept_bytes: usize = all
            .iter()
            .filter(|(key, _)| used.contains(key) && used_once.insert(*key))
            .map(|(_, record)| record.len())
            .sum();
        let headers = packs
            .files
            .iter()
            .filter(|(_, bytes)| bytes.starts_with(MAGIC))
            .count()
            * MAGIC.len();
        let garbage = total.saturating_sub(kept_bytes + headers);
        if garbage * 4 <= total && packs.files.len() <= MAX_PACKS {
            return 0;
        }
        // Payloads are checked only now, when they are copied: hashing every record at each
        // build would cost more than the check saves.
        let mut writer = self.writer();
        let mut written = HashSet::new();
        for (key, record) in &all {
            if used.contains(key) && !written.contains(key) && payload(record).is_some() {
                written.insert(*key);
                writer.add_record(record);
            }
        }
        let dropped = all.len() - written.len();
        // Nothing to keep writes no pack; the old ones go all the same.
        if !writer.finish() && !written.is_empty() {
            return 0;
        }
        for (path, _) in &packs.files {
            let _ = std::fs::remove_file(path);
        }
        dropped
    }
}

/// How much of a pack is written at once: a document's entry is about 9 KB, so a smaller
/// buffer made about one write per document.
const PACK_BUFFER: usize = 1 << 20;

/// Writes one pack under a temporary name; [`PackWriter::finish`] renames it into place.
/// Failures are ignored: a cache that cannot be written only costs compiles next time.
pub(crate) struct PackWriter<'a> {
    dir: &'a Path,
    file: Option<(PathBuf, std::io::BufWriter<std::fs::File>)>,
    failed: bool,
}

impl PackWriter<'_> {
    /// Adds the entry `payload` under `key`.
    pub(crate) fn add(&mut self, key: &Key, payload: &[u8]) {
        let Ok(length) = u32::try_from(payload.len()) else {
            return;
        };
        let mut header = [0; RECORD_HEADER];
        header[..32].copy_from_slice(key.as_bytes());
        header[32..64].copy_from_slice(blake3::hash(payload).as_bytes());
        header[64..].copy_from_slice(&length.to_le_bytes());
        self.write(&header);
        self.write(payload);
    }

    fn add_record(&mut self, record: &[u8]) {
        self.write(record);
    }

    fn write(&mut self, bytes: &[u8]) {
        if self.failed {
            return;
        }
        if self.file.is_none() {
            static NEXT: AtomicU64 = AtomicU64::new(0);
            let temporary = self.dir.join(format!(
                ".{}-{}.tmp",
                std::process::id(),
                NEXT.fetch_add(1, Ordering::Relaxed)
            ));
            let created = std::fs::create_dir_all(self.dir)
                .and_then(|()| std::fs::File::create(&temporary))
                .map(|file| std::io::BufWriter::with_capacity(PACK_BUFFER, file))
                .and_then(|mut file| file.write_all(MAGIC).map(|()| file));
            match created {
                Ok(file) => self.file = Some((temporary, file)),
                Err(_) => {
                    self.failed = true;
                    let _ = std::fs::remove_file(&temporary);
                    return;
                }
            }
        }
        if let Some((_, file)) = &mut self.file
            && file.write_all(bytes).is_err()
        {
            self.failed = true;
        }
    }

    /// Puts the pack in place; false when nothing was written.
    pub(crate) fn finish(mut self) -> bool {
        let Some((temporary, file)) = self.file.take() else {
            return false;
        };
        let flushed = file.into_inner().is_ok();
        // Named by creation time (then process and a counter), so packs sort oldest first.
        let now = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default();
        let name = temporary
            .file_name()
            .map(|name| name.to_string_lossy().trim_matches('.').replace(".tmp", ""))
            .unwrap_or_default();
        let path = self.dir.join(format!("{:020}-{name}.pack", now.as_nanos()));
        if !self.failed && flushed && std::fs::rename(&temporary, path).is_ok() {
            return true;
        }
        let _ = std::fs::remove_file(&temporary);
        false
    }
}

/// Temporary files of builds that died.
fn remove_stale_temporary_files(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let is_temporary = entry.file_name().to_string_lossy().starts_with('.');
        let is_stale = entry
            .metadata()
            .and_then(|metadata| metadata.modified())
            .is_ok_and(|modified| now.duration_since(modified).unwrap_or_default() >= STALE_TEMP);
        if is_temporary && is_stale {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Entries in the compile cache of `site_dir` (records of every pack), and its size in bytes.
pub fn compile_cache_size(site_dir: &Path) -> (usize, u64) {
    let packs = Packs::read(&site_dir.join(COMPILE_CACHE_DIR));
    let entries = packs
        .files
        .iter()
        .map(|(_, bytes)| records(bytes).len())
        .sum();
    let bytes = packs
        .files
        .iter()
        .map(|(_, bytes)| bytes.len() as u64)
        .sum();
    (entries, bytes)
}

/// A length-prefixed field, so that two fields can never run into each other.
fn field(hasher: &mut blake3::Hasher, bytes: &[u8]) {
    hasher.update(&(bytes.len() as u64).to_le_bytes());
    hasher.update(bytes);
}

/// The engine that compiled an entry. The version alone would let a rebuilt engine of the
/// same version (any change while developing Cairn) read documents compiled by the old code,
/// so the executable's size and modification time are part of it. Worked out once: the
/// executable file can be replaced while the process runs, and keys must not change then.
pub fn engine_identity() -> String {
    static IDENTITY: OnceLock<String> = OnceLock::new();
    IDENTITY
        .get_or_init(|| {
            // On Linux `/proc/self/exe` is the running file even when the path now holds
            // another build; elsewhere, the path it was started from.
            let executable = std::fs::metadata("/proc/self/exe")
                .or_else(|_| std::env::current_exe().and_then(std::fs::metadata))
                .map(|metadata| {
                    let modified = metadata
                        .modified()
                        .ok()
                        .and_then(|time| time.duration_since(SystemTime::UNIX_EPOCH).ok())
                        .unwrap_or_default();
                    format!("{} {}", metadata.len(), modified.as_nanos())
                })
                .unwrap_or_default();
            format!("{} {executable}", env!("CARGO_PKG_VERSION"))
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use cairn_markdown::{Compiler, Format};

    use super::*;

    const SOURCE: &str = "---\ntitle: T\ntags: [a, {label: B, permalink: b}]\nauthors: [ada, {name: Sam, imageURL: /s.png}]\npagination_next: null\nsidebar_custom_props: {x: [1, 2.5, true]}\nsidebar_position: 2\nmystery: 1\n---\n\n# Title\n\nText with [a link](./b.md) and `code` and $x^2$.\n\n<!-- truncate -->\n\n## Part\n\n```rust\nfn main() {}\n```\n\n:::note[Heads up]\n\n<details><summary>More</summary>\n\nHidden.\n\n</details>\n\n:::\n\n<head><meta name=\"x\" content=\"y\" /></head>\n";

    const MDX: &str = "import Card from '@site/src/components/Card';\nimport Warning from './_warning.mdx';\n\n<Card title=\"A\" n={3} />\n\n<Warning product=\"Cairn\" />\n";

    fn cache(dir: &Path) -> CompileCache {
        CompileCache::with_engine(dir.join("compile"), CompileOptions::default(), "test")
    }

    fn compile(source: &str, path: &str) -> Compiled {
        Compiler::new()
            .compile_file(source, Path::new(path), path)
            .unwrap()
    }

    #[test]
    fn a_hit_is_the_document_a_compile_gives() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        for (source, path) in [(SOURCE, "docs/a.md"), (MDX, "docs/b.mdx")] {
            let compiled = compile(source, path);
            let key = cache.key(&blake3::hash(source.as_bytes()), path, Path::new(path));
            assert_eq!(cache.get(&key), None);
            cache.put(&key, &compiled);
            let hit = reopen(&cache).get(&key).expect("a hit");
            assert_eq!(hit, compiled);
            // What later stages ask of it is the same too.
            assert!(
                hit.front_matter
                    .unknown_keys()
                    .eq(compiled.front_matter.unknown_keys())
            );
            assert_eq!(hit.formulas(), compiled.formulas());
            assert_eq!(
                serde_json::to_string(&hit.content).unwrap(),
                serde_json::to_string(&compiled.content).unwrap()
            );
        }
        // The source exercises what a self-describing format must carry: an unknown key, a
        // `null` that differs from a missing key, formulas.
        let compiled = compile(SOURCE, "docs/a.md");
        assert_eq!(compiled.front_matter.unknown_keys().count(), 1);
        assert_eq!(compiled.front_matter.pagination_next, Some(None));
        assert!(compiled.has_math());
    }

    #[test]
    fn the_key_changes_with_text_path_options_and_engine() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let text = blake3::hash(b"# A");
        let key = cache.key(&text, "docs/a.md", Path::new("site/docs/a.md"));
        assert_eq!(
            key,
            cache.key(&text, "docs/a.md", Path::new("site/docs/a.md"))
        );
        let others = [
            cache.key(
                &blake3::hash(b"# B"),
                "docs/a.md",
                Path::new("site/docs/a.md"),
            ),
            cache.key(&text, "docs/b.md", Path::new("site/docs/a.md")),
            cache.key(&text, "docs/a.md", Path::new("other/docs/a.md")),
        ];
        let mut options = CompileOptions::default();
        options.math = false;
        let mut mdx = CompileOptions::default();
        mdx.format = Format::Mdx;
        let engines = [
            CompileCache::with_engine(dir.path().into(), options, "test"),
            CompileCache::with_engine(dir.path().into(), mdx, "test"),
            CompileCache::with_engine(dir.path().into(), CompileOptions::default(), "test 2"),
        ];
        let mut keys: HashSet<Key> = others.into_iter().collect();
        keys.extend(
            engines
                .iter()
                .map(|other| other.key(&text, "docs/a.md", Path::new("site/docs/a.md"))),
        );
        keys.insert(key);
        assert_eq!(keys.len(), 7);
        assert!(engine_identity().starts_with(env!("CARGO_PKG_VERSION")));
    }

    fn packs(cache: &CompileCache) -> Vec<PathBuf> {
        pack_paths(&cache.dir)
    }

    /// A new cache over the same folder: what the next process sees.
    fn reopen(cache: &CompileCache) -> CompileCache {
        CompileCache::with_engine(cache.dir.clone(), CompileOptions::default(), "test")
    }

    #[test]
    fn a_read_only_cache_reads_and_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let compiled = compile(SOURCE, "docs/a.md");
        let key = cache(dir.path()).key(&blake3::hash(b"x"), "docs/a.md", Path::new("docs/a.md"));
        let read_only = cache(dir.path()).read_only();
        read_only.put(&key, &compiled);
        assert!(!dir.path().join("compile").exists(), "nothing written");
        cache(dir.path()).put(&key, &compiled);
        let mut read_only = reopen(&read_only).read_only();
        assert_eq!(read_only.get(&key), Some(compiled));
        assert_eq!(read_only.prune(&HashSet::new()), 0);
        assert_eq!(packs(&read_only).len(), 1, "nothing pruned");
    }

    #[test]
    fn a_corrupt_entry_is_a_miss() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let compiled = compile(SOURCE, "docs/a.md");
        let key = cache.key(&blake3::hash(b"x"), "docs/a.md", Path::new("docs/a.md"));
        cache.put(&key, &compiled);
        let path = packs(&cache).remove(0);
        let good = std::fs::read(&path).unwrap();
        assert_eq!(reopen(&cache).get(&key), Some(compiled.clone()));

        let mut flipped = good.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 0xff;
        let mut wrong_key = good.clone();
        wrong_key[MAGIC.len()] ^= 1;
        let mut too_long = good.clone();
        too_long[MAGIC.len() + 64] ^= 0x40;
        let mut valid_but_wrong = good[..MAGIC.len() + 32].to_vec();
        let payload = rmp_serde::to_vec_named(&42u8).unwrap();
        valid_but_wrong.extend_from_slice(blake3::hash(&payload).as_bytes());
        valid_but_wrong.extend_from_slice(&(payload.len() as u32).to_le_bytes());
        valid_but_wrong.extend_from_slice(&payload);
        for bytes in [
            Vec::new(),
            good[..good.len() / 2].to_vec(),
            flipped,
            wrong_key,
            too_long,
            valid_but_wrong,
            b"not a pack at all".to_vec(),
        ] {
            std::fs::write(&path, bytes).unwrap();
            assert_eq!(reopen(&cache).get(&key), None);
        }
        // A folder where a pack should be is skipped as well, and a pack that cannot be
        // written fails quietly.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        assert_eq!(reopen(&cache).get(&key), None);
        let blocked =
            CompileCache::with_engine(path.join("x").join("y"), CompileOptions::default(), "test");
        std::fs::write(path.join("x"), b"").unwrap();
        blocked.put(&key, &compiled);
        assert_eq!(blocked.get(&key), None);
    }

    #[test]
    fn damage_loses_only_the_records_after_it() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let keys: Vec<Key> = (0..3u8)
            .map(|index| cache.key(&blake3::hash(&[index]), "docs/a.md", Path::new("a")))
            .collect();
        let documents: Vec<Compiled> = ["# A", "# B", "# C"]
            .iter()
            .map(|source| compile(source, "docs/a.md"))
            .collect();
        let mut writer = cache.writer();
        for (key, document) in keys.iter().zip(&documents) {
            writer.add(key, &CompileCache::entry(document).unwrap());
        }
        assert!(writer.finish());
        let path = packs(&cache).remove(0);
        let bytes = std::fs::read(&path).unwrap();
        std::fs::write(&path, &bytes[..bytes.len() - 3]).unwrap();
        let read = reopen(&cache);
        assert_eq!(read.get(&keys[0]).as_ref(), Some(&documents[0]));
        assert_eq!(read.get(&keys[1]).as_ref(), Some(&documents[1]));
        assert_eq!(read.get(&keys[2]), None);
    }

    #[test]
    fn pruning_rewrites_the_packs_once_a_quarter_is_unused() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let compiled = compile("# A", "docs/a.md");
        let keys: Vec<Key> = (0..8u8)
            .map(|index| {
                let key = cache.key(&blake3::hash(&[index]), "docs/a.md", Path::new("a"));
                cache.put(&key, &compiled);
                key
            })
            .collect();
        assert_eq!(packs(&cache).len(), 8);
        let temporary = cache.dir.join(".partly-written.tmp");
        std::fs::write(&temporary, b"").unwrap();

        // One unused entry of eight: under a quarter, nothing is rewritten.
        let used: HashSet<Key> = keys[1..].iter().copied().collect();
        assert_eq!(reopen(&cache).prune(&used), 0);
        assert_eq!(packs(&cache).len(), 8);

        // Half unused: one pack with the used entries.
        let used: HashSet<Key> = keys[..4].iter().copied().collect();
        assert_eq!(reopen(&cache).prune(&used), 4);
        assert_eq!(packs(&cache).len(), 1);
        assert_eq!(compile_cache_size(dir.path()).0, 0, "not the site's folder");
        let read = reopen(&cache);
        for (index, key) in keys.iter().enumerate() {
            assert_eq!(read.get(key).is_some(), index < 4, "entry {index}");
        }
        // A fresh temporary file may be a concurrent build's pack: it stays.
        assert!(temporary.exists());

        // Many packs are merged even when all are used.
        for key in &keys[4..] {
            cache.put(key, &compiled);
        }
        for _ in 0..MAX_PACKS {
            cache.put(&keys[0], &compiled);
        }
        let used: HashSet<Key> = keys.iter().copied().collect();
        assert_eq!(reopen(&cache).prune(&used), MAX_PACKS);
        assert_eq!(packs(&cache).len(), 1);
        let read = reopen(&cache);
        assert!(keys.iter().all(|key| read.get(key).is_some()));

        // No document left: every pack goes.
        assert_eq!(reopen(&cache).prune(&HashSet::new()), 8);
        assert!(packs(&cache).is_empty());

        // No cache folder yet: nothing to prune.
        assert_eq!(
            super::tests::cache(&dir.path().join("none")).prune(&used),
            0
        );
    }
}
