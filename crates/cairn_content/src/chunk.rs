//! A piece of route data, serialised once and named by the hash of its bytes.

use std::sync::Arc;

use serde::Serialize;

use crate::UrlBuilder;

/// Where data chunks are written, relative to the output folder.
pub const DATA_DIR: &str = "assets/data";

/// The route manifest's file, relative to the output folder. Its name stays the same from
/// build to build, unlike a data chunk's: every page names it, so a name that changed with
/// any route's data would change every page when one page is edited. It lives outside
/// `assets/`, whose files hosts may cache for good, and the browser revalidates it.
pub const ROUTE_MANIFEST_FILE: &str = "cairn-routes.json";

/// Cheap to clone: a sidebar shared by a thousand docs is serialised and hashed once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk(Arc<ChunkData>);

#[derive(Debug, PartialEq, Eq)]
struct ChunkData {
    json: String,
    hash: String,
}

impl Chunk {
    pub fn new(value: &impl Serialize) -> Self {
        let json = serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned());
        Self::from_json(json)
    }

    pub fn from_json(json: String) -> Self {
        let hash = blake3::hash(json.as_bytes()).to_hex()[..16].to_owned();
        Chunk(Arc::new(ChunkData { json, hash }))
    }

    pub fn json(&self) -> &str {
        &self.0.json
    }

    /// 16 hex digits of the BLAKE3 hash of the JSON text.
    pub fn hash(&self) -> &str {
        &self.0.hash
    }

    /// File name under `assets/data/`.
    pub fn file_name(&self) -> String {
        format!("{}.json", self.0.hash)
    }

    /// The URL the chunk is fetched from.
    pub fn url(&self, urls: &UrlBuilder) -> String {
        urls.asset(&format!("{DATA_DIR}/{}", self.file_name()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_share_a_name() {
        let a = Chunk::new(&serde_json::json!({"items": [1, 2]}));
        let b = Chunk::new(&serde_json::json!({"items": [1, 2]}));
        let c = Chunk::new(&serde_json::json!({"items": [2, 1]}));
        assert_eq!(a.file_name(), b.file_name());
        assert_ne!(a.hash(), c.hash());
        assert_eq!(a.json(), r#"{"items":[1,2]}"#);
        assert_eq!(a.hash().len(), 16);
    }
}
