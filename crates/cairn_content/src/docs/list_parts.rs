//! A larger docs instance's lists in parts: the browser looks a doc up by path or by id, and
//! fetches the one part that holds that path, or that id in every version, instead of every
//! doc of the instance. A smaller instance's lists are one chunk, which is all the browser
//! loads.

use std::collections::BTreeMap;

use serde::Serialize;
use ts_rs::TS;

use super::global_data::{DocsVersionData, GlobalDoc};
use crate::key_parts::{KeyPart, parts_as_chunks};
use crate::{Chunk, UrlBuilder};

/// An instance with more docs than this (every version's together) has its lists in parts of
/// at most this many docs: at some 6 bytes of gzip a doc, a part is about 6 KB on the wire.
pub(crate) const DOCS_PER_PART: usize = 1000;

/// Where the parts of an instance's lists are.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DocsListParts {
    /// By each doc's path without its trailing slash (as active-path checks compare paths).
    pub by_path: Vec<KeyPart>,
    /// By each doc's id: a part holds an id's doc in every version.
    pub by_id: Vec<KeyPart>,
}

/// A part's data: version name → its docs whose keys are in the part.
type ListPart<'a> = BTreeMap<&'a str, Vec<&'a GlobalDoc>>;

/// The parts of the instance's lists and their chunks, when it has more than `per_part` docs.
pub(crate) fn list_parts(
    versions: &[DocsVersionData],
    per_part: usize,
    urls: &UrlBuilder,
) -> Option<(DocsListParts, Vec<Chunk>)> {
    let docs: Vec<(&str, &GlobalDoc)> = versions
        .iter()
        .flat_map(|version| version.docs.iter().map(|doc| (version.name.as_str(), doc)))
        .collect();
    if docs.len() <= per_part {
        return None;
    }
    let cut = |key: fn(&GlobalDoc) -> &str| {
        let keyed = docs
            .iter()
            .map(|&(version, doc)| (key(doc).to_owned(), (version, doc)))
            .collect();
        parts_as_chunks(keyed, per_part, urls, |entries| {
            let mut part = ListPart::new();
            for (_, (version, doc)) in entries {
                part.entry(version).or_default().push(doc);
            }
            part
        })
    };
    let (by_path, mut chunks) = cut(|doc| comparable_path(&doc.path));
    let (by_id, id_chunks) = cut(|doc| &doc.id);
    chunks.extend(id_chunks);
    Some((DocsListParts { by_path, by_id }, chunks))
}

/// A path as the theme's active-path checks compare it: without its trailing slash.
fn comparable_path(path: &str) -> &str {
    match path.strip_suffix('/') {
        Some(stripped) if !stripped.is_empty() => stripped,
        _ => path,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(name: &str, ids: &[&str]) -> DocsVersionData {
        let prefix = if name == "current" {
            String::new()
        } else {
            format!("/{name}")
        };
        DocsVersionData {
            name: name.to_owned(),
            label: name.to_owned(),
            is_last: name == "current",
            path: format!("/docs{prefix}"),
            main_doc_id: ids[0].to_owned(),
            docs: ids
                .iter()
                .map(|id| GlobalDoc {
                    id: (*id).to_owned(),
                    path: format!("/docs{prefix}/{id}/"),
                    sidebar: None,
                    unlisted: false,
                })
                .collect(),
            layout_docs: Vec::new(),
            draft_ids: Vec::new(),
            sidebars: BTreeMap::new(),
        }
    }

    fn part_json(chunks: &[Chunk], url: &str) -> serde_json::Value {
        let chunk = chunks
            .iter()
            .find(|chunk| url.ends_with(&chunk.file_name()))
            .unwrap();
        serde_json::from_str(chunk.json()).unwrap()
    }

    #[test]
    fn a_smaller_instance_has_no_parts() {
        let versions = [version("current", &["a", "b"])];
        assert!(list_parts(&versions, 2, &UrlBuilder::new("/", true)).is_none());
    }

    #[test]
    fn an_id_is_in_one_part_with_its_doc_in_every_version() {
        let ids = ["a/1", "a/2", "b/1", "b/2", "c/1"];
        let versions = [version("current", &ids), version("1.0", &ids)];
        let (parts, chunks) = list_parts(&versions, 4, &UrlBuilder::new("/", true)).unwrap();
        let firsts = |parts: &[KeyPart]| -> Vec<String> {
            parts.iter().map(|part| part.first.clone()).collect()
        };
        // Ten docs, two of each id: cut between ids, never between an id's versions.
        assert_eq!(firsts(&parts.by_id), ["a/1", "b/1", "c/1"]);
        let b = part_json(&chunks, &parts.by_id[1].url);
        assert_eq!(b["current"][0]["id"], "b/1");
        assert_eq!(b["1.0"][1]["path"], "/docs/1.0/b/2/");
        // By path, without the trailing slash: the released version's paths sort first.
        assert_eq!(parts.by_path[0].first, "/docs/1.0/a/1");
        for part in &parts.by_path {
            let value = part_json(&chunks, &part.url);
            let count: usize = value
                .as_object()
                .unwrap()
                .values()
                .map(|docs| docs.as_array().unwrap().len())
                .sum();
            assert!(count <= 4);
        }
        assert_eq!(chunks.len(), parts.by_id.len() + parts.by_path.len());
    }

    #[test]
    fn paths_lose_only_a_trailing_slash() {
        assert_eq!(comparable_path("/docs/a/"), "/docs/a");
        assert_eq!(comparable_path("/docs/a"), "/docs/a");
        assert_eq!(comparable_path("/"), "/");
    }
}
