//! The route manifest: one file for a small site; for a larger one, an index of parts of
//! consecutive paths, so that what the browser fetches to follow a link stays the same size
//! however many pages the site has.

use std::collections::BTreeMap;

use cairn_content::contract::{RouteEntry, RouteManifest, RouteManifestPartData};
use cairn_content::key_parts::parts_as_chunks;
use cairn_content::{Chunk, UrlBuilder};

/// The most routes a manifest holds itself, and the most a part holds. At about 15 bytes of
/// gzip a route, a part is some 15 KB on the wire.
pub const ROUTES_PER_PART: usize = 1000;

/// The manifest and its parts' chunks (none for a site of at most `per_part` routes).
pub(crate) struct RouteManifestFiles {
    pub manifest: RouteManifest,
    pub parts: Vec<Chunk>,
}

/// Splits `routes` into parts of at most `per_part` routes when there are more, each part a
/// data chunk that the manifest names by its URL.
pub(crate) fn route_manifest(
    routes: Vec<(String, RouteEntry)>,
    not_found: RouteEntry,
    site: String,
    per_part: usize,
    urls: &UrlBuilder,
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
    let (entries, parts) =
        parts_as_chunks(routes, per_part, urls, |routes| RouteManifestPartData {
            routes: routes.into_iter().collect(),
        });
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

#[cfg(test)]
mod tests {
    use cairn_content::key_parts::part_for;

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
            &UrlBuilder::new("/", true),
        )
    }

    /// Each part's first path, in order.
    fn firsts(out: &RouteManifestFiles) -> Vec<&str> {
        out.manifest
            .parts
            .iter()
            .map(|part| part.first.as_str())
            .collect()
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
        let firsts = firsts(&out);
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
        for path in &paths {
            // The client's rule: the last part whose first path is not after the path.
            let part = part_for(&out.manifest.parts, path).unwrap();
            let at = out
                .manifest
                .parts
                .iter()
                .position(|candidate| candidate == part)
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
}
