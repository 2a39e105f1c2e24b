//! The route manifest: one file for a small site; for a larger one, an index of parts of
//! consecutive paths, so that what the browser fetches to follow a link stays the same size
//! however many pages the site has.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use cairn_content::Chunk;
use cairn_content::contract::{
    RouteEntry, RouteManifest, RouteManifestPart, RouteManifestPartData,
};

/// The most routes a manifest holds itself, and the most a part holds. At about 15 bytes of
/// gzip a route, a part is some 15 KB on the wire.
pub const ROUTES_PER_PART: usize = 1000;

/// The manifest and its parts' chunks (none for a site of at most `per_part` routes).
pub(crate) struct RouteManifestFiles {
    pub manifest: RouteManifest,
    pub parts: Vec<Chunk>,
}

/// Splits `routes` into parts of at most `per_part` routes when there are more, each part a
/// chunk that the manifest names by `chunk_url`.
pub(crate) fn route_manifest(
    mut routes: Vec<(String, RouteEntry)>,
    not_found: RouteEntry,
    site: String,
    per_part: usize,
    chunk_url: impl Fn(&Chunk) -> String,
) -> RouteManifestFiles {
    if routes.len() <= per_part {
        return RouteManifestFiles {
            manifest: RouteManifest {
                routes: routes.into_iter().collect(),
                parts: Vec::new(),
                not_found,
                site,
            },
            parts: Vec::new(),
        };
    }
    // The browser finds a path's part by comparing strings with `<`, which compares UTF-16
    // code units: the parts follow that order, not Rust's (code points), which differs for
    // characters beyond the Basic Multilingual Plane.
    routes.sort_by(|(a, _), (b, _)| utf16_order(a, b));
    let paths: Vec<&str> = routes.iter().map(|(path, _)| path.as_str()).collect();
    let starts = part_starts(&paths, per_part);
    let firsts: Vec<String> = starts.iter().map(|&at| paths[at].to_owned()).collect();

    let total = routes.len();
    let mut parts = Vec::with_capacity(starts.len());
    let mut entries = Vec::with_capacity(starts.len());
    let mut rest = routes.into_iter();
    for (index, first) in firsts.into_iter().enumerate() {
        let end = starts.get(index + 1).copied().unwrap_or(total);
        let chunk = Chunk::new(&RouteManifestPartData {
            routes: rest.by_ref().take(end - starts[index]).collect(),
        });
        entries.push(RouteManifestPart {
            first,
            url: chunk_url(&chunk),
        });
        parts.push(chunk);
    }
    RouteManifestFiles {
        manifest: RouteManifest {
            routes: BTreeMap::new(),
            parts: entries,
            not_found,
            site,
        },
        parts,
    }
}

fn utf16_order(a: &str, b: &str) -> Ordering {
    a.encode_utf16().cmp(b.encode_utf16())
}

/// Where each part begins in `paths` (sorted): parts of at most `per_part` paths, cut where
/// neighbouring paths share the fewest segments, so a section's pages stay together and a
/// visitor reading one section fetches one part. A part is never under half the size unless
/// it is the last.
fn part_starts(paths: &[&str], per_part: usize) -> Vec<usize> {
    let per_part = per_part.max(2);
    let mut starts = vec![0];
    let mut start = 0;
    while paths.len() - start > per_part {
        let earliest = start + per_part / 2;
        let latest = start + per_part;
        // The latest of the cuts between the least related neighbours.
        let cut = (earliest..=latest)
            .min_by_key(|&at| (shared_segments(paths[at - 1], paths[at]), usize::MAX - at))
            .unwrap_or(latest);
        starts.push(cut);
        start = cut;
    }
    starts
}

/// How many leading `/`-separated segments two paths share.
fn shared_segments(a: &str, b: &str) -> usize {
    a.split('/')
        .zip(b.split('/'))
        .take_while(|(x, y)| x == y)
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(component: &str) -> RouteEntry {
        RouteEntry {
            component: component.to_owned(),
            data: BTreeMap::new(),
            content_components: Vec::new(),
        }
    }

    fn files(paths: &[String], per_part: usize) -> RouteManifestFiles {
        let routes = paths
            .iter()
            .map(|path| (path.clone(), entry("doc")))
            .collect();
        route_manifest(
            routes,
            entry("404"),
            "/site.json".into(),
            per_part,
            |chunk| format!("/assets/data/{}", chunk.file_name()),
        )
    }

    fn sections(sections: usize, pages: usize) -> Vec<String> {
        (0..sections)
            .flat_map(|s| (0..pages).map(move |p| format!("/docs/s{s:02}/p{p:02}/")))
            .collect()
    }

    #[test]
    fn a_small_site_keeps_every_route_in_the_manifest() {
        let out = files(&sections(2, 3), 6);
        assert!(out.parts.is_empty());
        assert!(out.manifest.parts.is_empty());
        assert_eq!(out.manifest.routes.len(), 6);
    }

    #[test]
    fn a_larger_site_is_cut_between_sections() {
        // Sections of 4 with parts of up to 10: cuts after 8 pages, at a section's start.
        let out = files(&sections(5, 4), 10);
        assert!(out.manifest.routes.is_empty());
        let firsts: Vec<&str> = out
            .manifest
            .parts
            .iter()
            .map(|p| p.first.as_str())
            .collect();
        assert_eq!(
            firsts,
            ["/docs/s00/p00/", "/docs/s02/p00/", "/docs/s04/p00/"]
        );
        let sizes: Vec<usize> = out
            .parts
            .iter()
            .map(|chunk| {
                let value: serde_json::Value = serde_json::from_str(chunk.json()).unwrap();
                value["routes"].as_object().unwrap().len()
            })
            .collect();
        assert_eq!(sizes, [8, 8, 4]);
        for (part, chunk) in out.manifest.parts.iter().zip(&out.parts) {
            assert_eq!(part.url, format!("/assets/data/{}", chunk.file_name()));
        }
    }

    #[test]
    fn every_route_is_in_the_part_its_path_sorts_into() {
        let mut paths = sections(7, 13);
        paths.extend([
            "/".into(),
            "/blog/".into(),
            "/docs/".into(),
            "/𝒳/".into(),
            "/\u{fb01}/".into(),
        ]);
        let out = files(&paths, 16);
        let firsts: Vec<&str> = out
            .manifest
            .parts
            .iter()
            .map(|p| p.first.as_str())
            .collect();
        for path in &paths {
            // The client's rule: the last part whose first path is not after the path.
            let at = firsts
                .iter()
                .rposition(|first| utf16_order(first, path) != Ordering::Greater)
                .unwrap();
            assert!(
                out.parts[at].json().contains(&format!("\"{path}\"")),
                "{path} is not in part {at}"
            );
        }
        assert!(
            out.parts
                .iter()
                .all(|chunk| chunk.json().matches("\"component\"").count() <= 16)
        );
    }

    #[test]
    fn paths_sort_as_javascript_compares_them() {
        // U+1D4B3 is a surrogate pair in UTF-16 (0xD835…), which sorts before U+FB01; as code
        // points it sorts after.
        assert_eq!(utf16_order("/𝒳", "/\u{fb01}"), Ordering::Less);
        assert_eq!("/𝒳".cmp("/\u{fb01}"), Ordering::Greater);
    }

    #[test]
    fn a_long_section_is_cut_at_the_part_size() {
        let paths: Vec<String> = (0..25).map(|p| format!("/blog/{p:02}/")).collect();
        let refs: Vec<&str> = paths.iter().map(String::as_str).collect();
        assert_eq!(part_starts(&refs, 10), [0, 10, 20]);
    }
}
