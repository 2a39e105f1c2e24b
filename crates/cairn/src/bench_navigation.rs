//! What a visitor's first in-place navigation fetches besides the next page's own data: the
//! route manifest, the part of it that holds the next page (a larger site's), and the site
//! data chunks that load with it (the docs lists, the static images' data). None of it should
//! grow with the number of pages.

use std::path::Path;

use miette::{IntoDiagnostic, WrapErr};
use serde_json::Value;

/// Gzipped bytes of each file the first navigation fetches, by what it is.
pub(crate) struct NavigationData {
    pub manifest: usize,
    pub part: usize,
    pub site_chunks: usize,
}

impl NavigationData {
    pub fn total(&self) -> usize {
        self.manifest + self.part + self.site_chunks
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
    // The client's rule: the last part whose first path is not after the path (the generated
    // paths are ASCII, where byte order is JavaScript's order).
    let part = manifest["parts"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|part| part["first"].as_str().is_some_and(|first| first <= to))
        .filter_map(|part| part["url"].as_str())
        .next_back()
        .map(read)
        .transpose()?;
    let site_url = manifest["site"]
        .as_str()
        .ok_or_else(|| miette::miette!("the route manifest names no site data"))?;
    let site: Value = serde_json::from_slice(&read(site_url)?).into_diagnostic()?;
    let mut site_chunks = 0;
    for url in site_chunk_urls(&site["globalData"]) {
        site_chunks += gzip_size(&read(&url)?);
    }
    Ok(NavigationData {
        manifest: gzip_size(&manifest_bytes),
        part: part.map_or(0, |bytes| gzip_size(&bytes)),
        site_chunks,
    })
}

/// The chunks the site data names that the client loads with the route manifest: each docs
/// instance's lists (`docsUrl`) and the static images' data (`imagesUrl`).
fn site_chunk_urls(global_data: &Value) -> Vec<String> {
    let mut urls = Vec::new();
    let instances = |plugin: &str| {
        global_data[plugin]
            .as_object()
            .into_iter()
            .flat_map(|instances| instances.values())
    };
    for (plugin, key) in [("docs", "docsUrl"), ("ideal-image", "imagesUrl")] {
        urls.extend(
            instances(plugin)
                .filter_map(|data| data[key].as_str())
                .map(str::to_owned),
        );
    }
    urls
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_site_chunks_are_the_docs_lists_and_the_images_data() {
        let global = serde_json::json!({
            "docs": {"default": {"docsUrl": "/a.json"}, "api": {"docsUrl": "/b.json"}},
            "ideal-image": {"default": {"imagesUrl": "/c.json"}},
            "blog": {"default": {"docsUrl": "/not-a-list.json"}}
        });
        let mut urls = site_chunk_urls(&global);
        urls.sort();
        assert_eq!(urls, ["/a.json", "/b.json", "/c.json"]);
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
        assert_eq!((data.part, data.site_chunks), (2, 4));
        assert_eq!(data.total(), data.manifest + 6);
    }
}
