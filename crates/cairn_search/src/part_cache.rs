//! The files of each part of the local index, kept between builds: a part whose pages did not
//! change is read back instead of indexed again.
//!
//! Indexing is the longest step after rendering (about 2.5 s of CPU time at 10,000 pages), and
//! an edit to one page changes the records of one part (parts are runs of consecutive pages,
//! of at most `[search] pagesPerIndexPart`). A part is named by a hash of what its files are
//! made from: the engine (Pagefind is part of it), the language, the part's number and every
//! record it holds. Each part is one file, `<name>.part`, in the locale's folder of
//! `.cairn/cache/search/`; a build deletes the parts it did not use. A file that cannot be
//! read is a miss, never an error.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use cairn_content::plugin::OutputFile;

/// What a part file starts with; a file of another format (or another version of it) is a miss.
const MAGIC: &[u8; 8] = b"CAIRNPF1";

/// The extension of part files.
const EXTENSION: &str = "part";

/// The folder of one locale's kept parts.
#[derive(Debug, Clone)]
pub(crate) struct PartCache {
    folder: PathBuf,
}

impl PartCache {
    pub(crate) fn new(folder: PathBuf) -> PartCache {
        PartCache { folder }
    }

    /// The name of part `number`, holding `records` (URL and HTML), in `language`.
    pub(crate) fn name(number: usize, records: &[(String, String)], language: &str) -> String {
        let mut hasher = blake3::Hasher::new();
        for part in [
            cairn_content::engine_identity().as_str(),
            language,
            &number.to_string(),
        ]
        .into_iter()
        .chain(records.iter().flat_map(|(url, html)| [url.as_str(), html]))
        {
            hasher.update(&(part.len() as u64).to_le_bytes());
            hasher.update(part.as_bytes());
        }
        hasher.finalize().to_hex()[..32].to_owned()
    }

    fn file(&self, name: &str) -> PathBuf {
        self.folder.join(format!("{name}.{EXTENSION}"))
    }

    /// The files of the part `name`, if kept and readable.
    pub(crate) fn read(&self, name: &str) -> Option<Vec<OutputFile>> {
        let mut bytes = Vec::new();
        std::fs::File::open(self.file(name))
            .ok()?
            .read_to_end(&mut bytes)
            .ok()?;
        decode(&bytes)
    }

    /// Keeps the files of the part `name`, under a temporary name then renamed. A part that
    /// cannot be kept is indexed again next time: failures are ignored.
    pub(crate) fn write(&self, name: &str, files: &[OutputFile]) {
        let file = self.file(name);
        let partial = file.with_extension(format!("partial-{}", std::process::id()));
        let written = std::fs::create_dir_all(&self.folder)
            .and_then(|()| std::fs::File::create(&partial))
            .and_then(|mut out| out.write_all(&encode(files)))
            .and_then(|()| std::fs::rename(&partial, &file));
        if written.is_err() {
            let _ = std::fs::remove_file(&partial);
        }
    }

    /// Deletes the kept parts not in `used`.
    pub(crate) fn keep_only(&self, used: &[String]) {
        let Ok(entries) = std::fs::read_dir(&self.folder) else {
            return;
        };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let unused = path.extension().is_some_and(|ext| ext == EXTENSION)
                && path
                    .file_stem()
                    .and_then(|stem| stem.to_str())
                    .is_some_and(|stem| !used.iter().any(|name| name == stem));
            if unused {
                let _ = std::fs::remove_file(path);
            }
        }
    }
}

/// `MAGIC`, then for each file its path's length (u32), path, length (u64) and bytes.
fn encode(files: &[OutputFile]) -> Vec<u8> {
    let size: usize = files
        .iter()
        .map(|file| 12 + file.path.len() + file.bytes.len())
        .sum();
    let mut out = Vec::with_capacity(MAGIC.len() + size);
    out.extend_from_slice(MAGIC);
    for file in files {
        out.extend_from_slice(&(file.path.len() as u32).to_le_bytes());
        out.extend_from_slice(file.path.as_bytes());
        out.extend_from_slice(&(file.bytes.len() as u64).to_le_bytes());
        out.extend_from_slice(&file.bytes);
    }
    out
}

fn decode(bytes: &[u8]) -> Option<Vec<OutputFile>> {
    let mut rest = bytes.strip_prefix(MAGIC.as_slice())?;
    let mut files = Vec::new();
    while !rest.is_empty() {
        let (path_len, after) = take::<4>(rest)?;
        let path_len = usize::try_from(u32::from_le_bytes(path_len)).ok()?;
        let path = std::str::from_utf8(after.get(..path_len)?).ok()?.to_owned();
        let (len, after) = take::<8>(after.get(path_len..)?)?;
        let len = usize::try_from(u64::from_le_bytes(len)).ok()?;
        let contents = after.get(..len)?.to_vec();
        rest = after.get(len..)?;
        files.push(OutputFile {
            path,
            bytes: contents,
        });
    }
    Some(files)
}

fn take<const N: usize>(bytes: &[u8]) -> Option<([u8; N], &[u8])> {
    let head: [u8; N] = bytes.get(..N)?.try_into().ok()?;
    Some((head, &bytes[N..]))
}

/// Where the kept parts are, inside the site.
pub const SEARCH_CACHE_DIR: &str = ".cairn/cache/search";

/// The folder of `locale`'s kept parts in a site.
pub(crate) fn folder(site_dir: &Path, locale: &str) -> PathBuf {
    site_dir.join(SEARCH_CACHE_DIR).join(locale)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn files() -> Vec<OutputFile> {
        vec![
            OutputFile {
                path: "pagefind/pagefind-entry.json".into(),
                bytes: b"{}".to_vec(),
            },
            OutputFile {
                path: "pagefind/index/en_1.pf_index".into(),
                bytes: vec![0, 255, 7],
            },
        ]
    }

    #[test]
    fn a_kept_part_reads_back_whole_and_a_damaged_one_is_a_miss() {
        let dir = tempfile::tempdir().unwrap();
        let cache = PartCache::new(dir.path().join("en"));
        assert!(cache.read("a").is_none());
        cache.write("a", &files());
        let read = cache.read("a").unwrap();
        assert_eq!(read.len(), 2);
        assert_eq!(read[1].path, "pagefind/index/en_1.pf_index");
        assert_eq!(read[1].bytes, [0, 255, 7]);
        let file = dir.path().join("en/a.part");
        let bytes = std::fs::read(&file).unwrap();
        std::fs::write(&file, &bytes[..bytes.len() - 1]).unwrap();
        assert!(cache.read("a").is_none(), "a cut file is a miss");
    }

    #[test]
    fn parts_are_named_by_their_records_and_unused_ones_deleted() {
        let records = vec![("/a/".to_owned(), "<p>alpha</p>".to_owned())];
        let edited = vec![("/a/".to_owned(), "<p>alpha, edited</p>".to_owned())];
        let name = PartCache::name(0, &records, "en");
        assert_eq!(name, PartCache::name(0, &records, "en"));
        assert_ne!(name, PartCache::name(0, &edited, "en"));
        assert_ne!(name, PartCache::name(1, &records, "en"));
        assert_ne!(name, PartCache::name(0, &records, "fr"));

        let dir = tempfile::tempdir().unwrap();
        let cache = PartCache::new(dir.path().to_path_buf());
        cache.write("kept", &files());
        cache.write("old", &files());
        cache.keep_only(&["kept".to_owned()]);
        assert!(cache.read("kept").is_some());
        assert!(cache.read("old").is_none());
    }
}
