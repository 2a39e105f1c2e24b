//! Tables that grow with the site (the routes, a docs instance's lists), cut into parts of
//! consecutive keys, so that the browser fetches the part a key is in rather than the whole
//! table. A key is in the last part whose first key is not after it.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::{Chunk, UrlBuilder};

/// Where a part of a table is, in the table's index.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct KeyPart {
    /// The part's first key: it holds the entries from it up to the next part's first.
    pub first: String,
    /// The URL of the part's data chunk.
    pub url: String,
}

/// The order of keys, which the browser compares with `<`: by UTF-16 code units. It differs
/// from Rust's order of strings (by code points) for characters beyond the Basic Multilingual
/// Plane.
pub fn key_order(a: &str, b: &str) -> Ordering {
    a.encode_utf16().cmp(b.encode_utf16())
}

/// Where each part begins in `keys` (sorted by [`key_order`]): parts of at most `per_part`
/// keys, cut where neighbouring keys share the fewest `/`-separated segments, so that a
/// section's entries stay together and a visitor reading one section fetches one part. A part
/// is never under half the size unless it is the last. Equal keys are never parted.
fn part_starts(keys: &[&str], per_part: usize) -> Vec<usize> {
    let per_part = per_part.max(2);
    let mut starts = vec![0];
    let mut start = 0;
    while keys.len() - start > per_part {
        let earliest = start + per_part / 2;
        let latest = start + per_part;
        // The latest of the cuts between the least related neighbours; never between equal
        // keys, which must be in one part (a part may then be larger).
        let differ = |at: &usize| keys[at - 1] != keys[*at];
        let cut = (earliest..=latest)
            .filter(differ)
            .min_by_key(|&at| (shared_segments(keys[at - 1], keys[at]), usize::MAX - at))
            .or_else(|| (latest + 1..keys.len()).find(differ));
        let Some(cut) = cut else { break };
        starts.push(cut);
        start = cut;
    }
    starts
}

/// How many leading `/`-separated segments two keys share.
fn shared_segments(a: &str, b: &str) -> usize {
    a.split('/')
        .zip(b.split('/'))
        .take_while(|(x, y)| x == y)
        .count()
}

/// Sorts `entries` by key and cuts them into parts of at most `per_part`: each part's first
/// key and entries, in order.
fn into_parts<T>(
    mut entries: Vec<(String, T)>,
    per_part: usize,
) -> Vec<(String, Vec<(String, T)>)> {
    entries.sort_by(|(a, _), (b, _)| key_order(a, b));
    let keys: Vec<&str> = entries.iter().map(|(key, _)| key.as_str()).collect();
    let starts = part_starts(&keys, per_part);
    let total = entries.len();
    let mut rest = entries.into_iter();
    let mut parts = Vec::with_capacity(starts.len());
    for (index, &start) in starts.iter().enumerate() {
        let end = starts.get(index + 1).copied().unwrap_or(total);
        let part: Vec<(String, T)> = rest.by_ref().take(end - start).collect();
        if let Some((first, _)) = part.first() {
            parts.push((first.clone(), part));
        }
    }
    parts
}

/// `entries` cut as [`into_parts`] cuts them, each part a chunk of what `data` makes of its
/// entries: the parts' index (each part's first key and its chunk's URL) and their chunks.
pub fn parts_as_chunks<T, D: Serialize>(
    entries: Vec<(String, T)>,
    per_part: usize,
    urls: &UrlBuilder,
    mut data: impl FnMut(Vec<(String, T)>) -> D,
) -> (Vec<KeyPart>, Vec<Chunk>) {
    into_parts(entries, per_part)
        .into_iter()
        .map(|(first, entries)| {
            let chunk = Chunk::new(&data(entries));
            let url = chunk.url(urls);
            (KeyPart { first, url }, chunk)
        })
        .unzip()
}

/// The part that holds `key` if any entry does: the last whose first key is not after it,
/// as the browser finds it (`client/keyParts.ts`).
pub fn part_for<'a>(parts: &'a [KeyPart], key: &str) -> Option<&'a KeyPart> {
    let after = parts.partition_point(|part| key_order(&part.first, key) != Ordering::Greater);
    after.checked_sub(1).map(|at| &parts[at])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_sort_as_javascript_compares_them() {
        // U+1D4B3 is a surrogate pair in UTF-16 (0xD835…), which sorts before U+FB01; as code
        // points it sorts after.
        assert_eq!(key_order("/𝒳", "/\u{fb01}"), Ordering::Less);
        assert_eq!("/𝒳".cmp("/\u{fb01}"), Ordering::Greater);
    }

    #[test]
    fn parts_are_cut_between_sections() {
        let keys: Vec<String> = (0..5)
            .flat_map(|s| (0..4).map(move |p| format!("/docs/s{s}/p{p}/")))
            .collect();
        let refs: Vec<&str> = keys.iter().map(String::as_str).collect();
        // Sections of 4 with parts of up to 10: each cut after 8 keys, at a section's start.
        assert_eq!(part_starts(&refs, 10), [0, 8, 16]);
    }

    #[test]
    fn a_long_section_is_cut_at_the_part_size() {
        let keys: Vec<String> = (0..25).map(|p| format!("/blog/{p:02}/")).collect();
        let refs: Vec<&str> = keys.iter().map(String::as_str).collect();
        assert_eq!(part_starts(&refs, 10), [0, 10, 20]);
    }

    #[test]
    fn equal_keys_stay_in_one_part() {
        let keys = ["a", "b", "b", "b", "b", "b", "c", "d"];
        assert_eq!(part_starts(&keys, 2), [0, 1, 6]);
        assert_eq!(part_starts(&["a", "a", "a"], 2), [0]);
    }

    #[test]
    fn a_key_is_in_the_last_part_whose_first_key_is_not_after_it() {
        let parts: Vec<KeyPart> = ["/a/", "/m/", "/t/"]
            .iter()
            .map(|first| KeyPart {
                first: (*first).to_owned(),
                url: (*first).to_owned(),
            })
            .collect();
        let url = |key: &str| part_for(&parts, key).map(|part| part.url.as_str());
        assert_eq!(url("/"), None);
        assert_eq!(url("/a/"), Some("/a/"));
        assert_eq!(url("/l/zzz/"), Some("/a/"));
        assert_eq!(url("/m/"), Some("/m/"));
        assert_eq!(url("/zz/"), Some("/t/"));
        assert_eq!(part_for(&[], "/a/"), None);
    }

    #[test]
    fn into_parts_sorts_then_cuts() {
        let entries = vec![
            ("b".to_owned(), 2),
            ("a".to_owned(), 1),
            ("c".to_owned(), 3),
        ];
        let parts = into_parts(entries, 2);
        assert_eq!(
            parts,
            [
                (
                    "a".to_owned(),
                    vec![("a".to_owned(), 1), ("b".to_owned(), 2)]
                ),
                ("c".to_owned(), vec![("c".to_owned(), 3)]),
            ]
        );
        assert!(into_parts(Vec::<(String, ())>::new(), 2).is_empty());
    }
}
