//! What a visitor's first in-place navigation fetches besides the next page's own data: the
//! route manifest, the part of it that holds the next page (a larger site's), and the site
//! data chunks that load with it: the static images' data, and each docs instance's lists, or
//! for a larger instance the parts of them holding the next page's path and its doc's id.
//! None of it should grow with the number of pages.

use std::path::Path;

use cairn_content::key_parts::{KeyPart, part_for};
use miette::{IntoDiagnostic, WrapErr};
use serde::Deserialize;
use serde_json::Value;

/// Gzipped bytes of each file the first navigation fetches, by what it is.
pub(crate) struct NavigationData {
    pub manifest: usize,
    /// The manifest's part holding the next page; none when the manifest holds every route.
    pub part: Option<usize>,
    pub site_chunks: usize,
}

impl NavigationData {
    pub fn total(&self) -> usize {
        self.manifest + self.part.unwrap_or(0) + self.site_chunks
    }
}

/// Measures the navigation to `to` (a route path) in the build at `out_dir`.
pub(crate) fn navigation_data(
    out_dir: &Path,
    to: &str,
    gzip_size: impl Fn(&[u8]) -> usize,
) -> miette::Result<NavigationData> {
    let read = |url: &str| -> miette::Result<Vec<u8>> {
        let file = out_dir.join(url.trim_start_matches('/'));
        std::fs::read(&file)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot read {}", file.display()))
    };
    let manifest_bytes = read(cairn_content::ROUTE_MANIFEST_FILE)?;
    let manifest: Value = serde_json::from_slice(&manifest_bytes).into_diagnostic()?;
    let part = part_url(&manifest["parts"], to)
        .map(|url| read(&url))
        .transpose()?;
    let site_url = manifest["site"]
        .as_str()
        .ok_or_else(|| miette::miette!("the route manifest names no site data"))?;
    let site: Value = serde_json::from_slice(&read(site_url)?).into_diagnostic()?;
    let mut site_chunks = 0;
    for url in site_chunk_urls(&site["globalData"], to, |url| {
        read(url).and_then(|bytes| serde_json::from_slice(&bytes).into_diagnostic())
    })? {
        site_chunks += gzip_size(&read(&url)?);
    }
    Ok(NavigationData {
        manifest: gzip_size(&manifest_bytes),
        part: part.map(|bytes| gzip_size(&bytes)),
        site_chunks,
    })
}

/// The URL of the part of a table's index (`parts`, as JSON) that holds `key`, by the
/// client's rule ([`part_for`]).
fn part_url(parts: &Value, key: &str) -> Option<String> {
    let parts = Vec::<KeyPart>::deserialize(parts).ok()?;
    part_for(&parts, key).map(|part| part.url.clone())
}

/// The chunks the site data names that the client loads before the page at `to`: the static
/// images' data (`imagesUrl`), and each docs instance's lists (`docsUrl`), or for a larger one
/// (`docsParts`) the part holding the path and the part holding its doc's id.
fn site_chunk_urls(
    global_data: &Value,
    to: &str,
    read_json: impl Fn(&str) -> miette::Result<Value>,
) -> miette::Result<Vec<String>> {
    let instances = |plugin: &str| {
        global_data[plugin]
            .as_object()
            .into_iter()
            .flat_map(|instances| instances.values())
    };
    let mut urls: Vec<String> = instances("ideal-image")
        .filter_map(|data| data["imagesUrl"].as_str())
        .map(str::to_owned)
        .collect();
    let key = to
        .strip_suffix('/')
        .filter(|key| !key.is_empty())
        .unwrap_or(to);
    for instance in instances("docs") {
        let parts = &instance["docsParts"];
        if parts.is_null() {
            urls.extend(instance["docsUrl"].as_str().map(str::to_owned));
            continue;
        }
        let Some(by_path) = part_url(&parts["byPath"], key) else {
            continue;
        };
        // The doc at the path, whose id's part the client loads too.
        let lists = read_json(&by_path)?;
        urls.push(by_path);
        let id = lists
            .as_object()
            .into_iter()
            .flat_map(|versions| versions.values())
            .filter_map(Value::as_array)
            .flatten()
            .find(|doc| {
                doc["path"]
                    .as_str()
                    .is_some_and(|path| path.trim_end_matches('/') == key)
            })
            .and_then(|doc| doc["id"].as_str());
        urls.extend(id.and_then(|id| part_url(&parts["byId"], id)));
    }
    Ok(urls)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_site_chunks_are_the_lists_or_the_parts_of_the_page_and_the_images_data() {
        let global = serde_json::json!({
            "docs": {
                "default": {"docsUrl": "/a.json"},
                "api": {"docsUrl": "/all-api.json", "docsParts": {
                    "byPath": [{"first": "/api/a", "url": "/path-1.json"}, {"first": "/api/m", "url": "/path-2.json"}],
                    "byId": [{"first": "a", "url": "/id-1.json"}, {"first": "q", "url": "/id-2.json"}]
                }}
            },
            "ideal-image": {"default": {"imagesUrl": "/c.json"}},
            "blog": {"default": {"docsUrl": "/not-a-list.json"}}
        });
        let read = |url: &str| {
            assert_eq!(url, "/path-2.json");
            Ok(serde_json::json!({"current": [{"id": "r/x", "path": "/api/r/x/"}]}))
        };
        let mut urls = site_chunk_urls(&global, "/api/r/x/", read).unwrap();
        urls.sort();
        assert_eq!(urls, ["/a.json", "/c.json", "/id-2.json", "/path-2.json"]);
    }

    #[test]
    fn a_navigation_counts_the_manifest_its_part_and_the_lists() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| {
            let path = dir.path().join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write(
            "cairn-routes.json",
            r#"{"routes":{},"parts":[{"first":"/a/","url":"/p1.json"},{"first":"/m/","url":"/p2.json"}],"site":"/site.json"}"#,
        );
        write("p1.json", "1");
        write("p2.json", "22");
        write(
            "site.json",
            r#"{"globalData":{"docs":{"default":{"docsUrl":"/lists.json"}}}}"#,
        );
        write("lists.json", "4444");
        let data = navigation_data(dir.path(), "/n/", |bytes| bytes.len()).unwrap();
        assert_eq!((data.part, data.site_chunks), (Some(2), 4));
        assert_eq!(data.total(), data.manifest + 6);
    }
}
