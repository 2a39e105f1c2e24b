//! The compile cache on disk: compiled documents under `<site>/.cairn/cache/compile/`, so a new
//! process (`cairn build`, a dev server starting) compiles only the files that changed since
//! any earlier build of the site.
//!
//! One file per document, named by its key. The key covers everything the compiled document
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
//! self-describing format (postcard and bincode cannot read them back). Each entry is written
//! under a temporary name and renamed, so a concurrent build never reads half an entry; an
//! entry also holds its key and the hash of its payload, and any entry that fails to read is a
//! miss, never an error. Deleting the folder is always safe.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use cairn_markdown::{CompileOptions, Compiled};

/// Bump when the stored types (`Compiled` and what it holds) or the entry layout change.
pub(crate) const FORMAT: u32 = 1;

/// The cache's folder inside a site.
pub const COMPILE_CACHE_DIR: &str = ".cairn/cache/compile";

/// Start of every entry, so a stray file is never decoded.
const MAGIC: &[u8; 8] = b"CAIRNCC\x01";

/// Temporary files older than this belong to a build that died; younger ones may be a
/// concurrent build's entry being written.
const STALE_TEMP: Duration = Duration::from_secs(3600);

/// A document's cache key.
pub(crate) type Key = blake3::Hash;

pub(crate) struct CompileCache {
    dir: PathBuf,
    /// What every key of this build shares: engine and options.
    salt: [u8; 32],
    created: OnceLock<bool>,
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
            created: OnceLock::new(),
        }
    }

    /// The key of a document: its text's hash, its path in the site (`docs/a.md`) and the path
    /// its messages show (`website/docs/a.md`).
    pub(crate) fn key(&self, source_hash: &blake3::Hash, site_path: &str, shown: &Path) -> Key {
        let mut key = blake3::Hasher::new();
        key.update(&self.salt);
        key.update(source_hash.as_bytes());
        field(&mut key, site_path.as_bytes());
        field(&mut key, shown.to_string_lossy().as_bytes());
        key.finalize()
    }

    fn entry_path(&self, key: &Key) -> PathBuf {
        self.dir.join(key.to_hex().as_str())
    }

    /// The document stored under `key`; `None` when there is none or it cannot be read.
    pub(crate) fn get(&self, key: &Key) -> Option<Compiled> {
        let bytes = std::fs::read(self.entry_path(key)).ok()?;
        decode(key, &bytes)
    }

    /// Stores `compiled` under `key`. A cache that cannot be written only costs a compile
    /// next time, so failures are ignored.
    pub(crate) fn put(&self, key: &Key, compiled: &Compiled) {
        let created = self
            .created
            .get_or_init(|| std::fs::create_dir_all(&self.dir).is_ok());
        let Some(bytes) = created.then(|| encode(key, compiled)).flatten() else {
            return;
        };
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let temporary = self.dir.join(format!(
            ".{}.{}-{}.tmp",
            key.to_hex(),
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        if std::fs::write(&temporary, bytes).is_err()
            || std::fs::rename(&temporary, self.entry_path(key)).is_err()
        {
            let _ = std::fs::remove_file(&temporary);
        }
    }

    /// Removes every entry whose key is not in `used` (documents deleted or changed since),
    /// so the cache does not grow forever. Returns how many were removed.
    pub(crate) fn prune(&self, used: &HashSet<Key>) -> usize {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return 0;
        };
        let now = SystemTime::now();
        let mut removed = 0;
        for entry in entries.flatten() {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            let keep = if name.starts_with('.') {
                // A temporary file: kept while a concurrent build may still rename it.
                entry
                    .metadata()
                    .and_then(|metadata| metadata.modified())
                    .is_ok_and(|modified| {
                        now.duration_since(modified).unwrap_or_default() < STALE_TEMP
                    })
            } else {
                Key::from_hex(name.as_bytes()).is_ok_and(|key| used.contains(&key))
            };
            if !keep && std::fs::remove_file(entry.path()).is_ok() {
                removed += 1;
            }
        }
        removed
    }
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
fn engine_identity() -> String {
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

/// `MAGIC`, the key, the payload's hash, the payload (MessagePack, structs as maps so that
/// the front matter's flattened unknown keys read back).
fn encode(key: &Key, compiled: &Compiled) -> Option<Vec<u8>> {
    let payload = rmp_serde::to_vec_named(compiled).ok()?;
    let mut bytes = Vec::with_capacity(MAGIC.len() + 64 + payload.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(key.as_bytes());
    bytes.extend_from_slice(blake3::hash(&payload).as_bytes());
    bytes.extend_from_slice(&payload);
    Some(bytes)
}

fn decode(key: &Key, bytes: &[u8]) -> Option<Compiled> {
    let rest = bytes.strip_prefix(MAGIC.as_slice())?;
    let (stored_key, rest) = rest.split_first_chunk::<32>()?;
    let (payload_hash, payload) = rest.split_first_chunk::<32>()?;
    if stored_key != key.as_bytes() || blake3::hash(payload) != blake3::Hash::from(*payload_hash) {
        return None;
    }
    rmp_serde::from_slice(payload).ok()
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
            let hit = cache.get(&key).expect("a hit");
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

    #[test]
    fn a_corrupt_entry_is_a_miss() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let compiled = compile(SOURCE, "docs/a.md");
        let key = cache.key(&blake3::hash(b"x"), "docs/a.md", Path::new("docs/a.md"));
        cache.put(&key, &compiled);
        let path = cache.entry_path(&key);
        let good = std::fs::read(&path).unwrap();

        let mut flipped = good.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 0xff;
        let mut wrong_key = good.clone();
        wrong_key[MAGIC.len()] ^= 1;
        let mut valid_but_wrong = good[..MAGIC.len() + 32].to_vec();
        let payload = rmp_serde::to_vec_named(&42u8).unwrap();
        valid_but_wrong.extend_from_slice(blake3::hash(&payload).as_bytes());
        valid_but_wrong.extend_from_slice(&payload);
        for bytes in [
            Vec::new(),
            good[..good.len() / 2].to_vec(),
            flipped,
            wrong_key,
            valid_but_wrong,
            b"not an entry at all".to_vec(),
        ] {
            std::fs::write(&path, bytes).unwrap();
            assert_eq!(cache.get(&key), None);
        }
        // A folder where the entry should be is a miss as well, and the put that follows
        // fails quietly.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        assert_eq!(cache.get(&key), None);
        cache.put(&key, &compiled);
    }

    #[test]
    fn pruning_keeps_only_used_entries_and_fresh_temporary_files() {
        let dir = tempfile::tempdir().unwrap();
        let cache = cache(dir.path());
        let compiled = compile("# A", "docs/a.md");
        let keys: Vec<Key> = (0..3)
            .map(|index| {
                let key = cache.key(&blake3::hash(&[index]), "docs/a.md", Path::new("a"));
                cache.put(&key, &compiled);
                key
            })
            .collect();
        let temporary = cache.dir.join(".partly-written.tmp");
        std::fs::write(&temporary, b"").unwrap();
        let used: HashSet<Key> = [keys[1]].into_iter().collect();
        assert_eq!(cache.prune(&used), 2);
        assert_eq!(cache.get(&keys[0]), None);
        assert_eq!(cache.get(&keys[1]), Some(compiled));
        assert_eq!(cache.get(&keys[2]), None);
        assert!(temporary.exists());
        // No cache folder yet: nothing to prune.
        assert_eq!(
            super::tests::cache(&dir.path().join("none")).prune(&used),
            0
        );
    }
}
