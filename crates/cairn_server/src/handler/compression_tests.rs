//! Compressed responses come from the cache: a file is compressed once, never served stale,
//! and ranges, HEAD, conditional requests and refused codings behave as without it.

use std::fs;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::header::{
    ACCEPT_RANGES, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LENGTH, CONTENT_TYPE,
    IF_MODIFIED_SINCE, IF_UNMODIFIED_SINCE, LAST_MODIFIED, VARY,
};
use axum::http::{Method, Request, StatusCode};
use axum::response::Response;
use tempfile::TempDir;
use tower::ServiceExt;

use super::site_router_with;
use crate::compressed_cache::CompressedCache;
use crate::compressed_cache::tests::decompress;
use crate::encoding::Encoding;

const REVALIDATE: &str = "public, max-age=0, must-revalidate";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

fn page(words: &str) -> String {
    format!("<p>{words}</p>\n").repeat(300)
}

/// A built site and one router over it, whose cache the tests look into.
struct Served {
    dir: TempDir,
    cache: Arc<CompressedCache>,
    router: Router,
}

impl Served {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let cache = Arc::new(CompressedCache::new());
        let router = site_router_with(dir.path().join("site"), "/", true, Arc::clone(&cache));
        let served = Served { dir, cache, router };
        served.write("docs/index.html", &page("the docs"));
        served.write("404.html", &page("no such page"));
        served.write(
            "assets/js/app-abc123.js",
            &"console.log('cairn');\n".repeat(200),
        );
        served
    }

    fn root(&self) -> PathBuf {
        self.dir.path().join("site")
    }

    fn write(&self, rel: &str, contents: &str) {
        let path = self.root().join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, contents).unwrap();
    }

    async fn send(&self, method: Method, uri: &str, headers: &[(&str, &str)]) -> Response {
        let mut request = Request::builder().method(method).uri(uri);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let request = request.body(Body::empty()).unwrap();
        self.router.clone().oneshot(request).await.unwrap()
    }

    async fn get(&self, uri: &str, accept: &str) -> Response {
        self.send(Method::GET, uri, &[("accept-encoding", accept)])
            .await
    }
}

fn header(response: &Response, name: impl axum::http::header::AsHeaderName) -> &str {
    response
        .headers()
        .get(name)
        .map_or("", |value| value.to_str().unwrap())
}

async fn bytes(response: Response) -> Vec<u8> {
    to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap()
        .to_vec()
}

#[tokio::test]
async fn a_second_request_is_served_from_the_cache() {
    let served = Served::new();
    let plain = served.get("/docs/", "identity").await;
    let last_modified = header(&plain, LAST_MODIFIED).to_owned();
    assert!(!last_modified.is_empty());

    let mut bodies = Vec::new();
    for _ in 0..2 {
        let response = served.get("/docs/", "gzip, br").await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(header(&response, CONTENT_ENCODING), "br");
        assert_eq!(header(&response, CONTENT_TYPE), "text/html; charset=utf-8");
        assert_eq!(header(&response, CACHE_CONTROL), REVALIDATE);
        assert_eq!(header(&response, VARY), "accept-encoding");
        assert_eq!(header(&response, LAST_MODIFIED), last_modified);
        // A range of compressed bytes is not offered.
        assert_eq!(header(&response, ACCEPT_RANGES), "");
        let length = header(&response, CONTENT_LENGTH).to_owned();
        let body = bytes(response).await;
        assert_eq!(length, body.len().to_string());
        bodies.push(body);
    }
    assert_eq!(served.cache.compressions(), 1);
    assert_eq!(bodies[0], bodies[1]);
    let html = decompress(Encoding::Brotli, &bodies[0]).await;
    assert_eq!(html, page("the docs").as_bytes());

    let response = served.get("/assets/js/app-abc123.js", "gzip").await;
    assert_eq!(header(&response, CONTENT_ENCODING), "gzip");
    assert_eq!(header(&response, CACHE_CONTROL), IMMUTABLE);
    let js = decompress(Encoding::Gzip, &bytes(response).await).await;
    assert_eq!(js, "console.log('cairn');\n".repeat(200).as_bytes());
    served.get("/assets/js/app-abc123.js", "gzip").await;
    assert_eq!(served.cache.compressions(), 2);
}

#[tokio::test]
async fn a_changed_file_is_compressed_again() {
    let served = Served::new();
    let old = bytes(served.get("/docs/", "br").await).await;
    // The same length: only the content tells the versions apart.
    served.write("docs/index.html", &page("new words"));
    let new = bytes(served.get("/docs/", "br").await).await;
    assert_eq!(
        decompress(Encoding::Brotli, &new).await,
        page("new words").as_bytes()
    );
    assert_ne!(old, new);
    assert_eq!(served.cache.compressions(), 2);
}

#[tokio::test]
async fn a_rebuilt_site_swapped_in_is_not_served_stale() {
    let served = Served::new();
    bytes(served.get("/docs/", "br").await).await;
    // As a build commits its output: the new folder renamed into the old one's place.
    let next = served.dir.path().join("next");
    fs::create_dir_all(next.join("docs")).unwrap();
    fs::write(next.join("docs/index.html"), page("rebuilt")).unwrap();
    fs::rename(served.root(), served.dir.path().join("previous")).unwrap();
    fs::rename(&next, served.root()).unwrap();
    let body = bytes(served.get("/docs/", "br").await).await;
    assert_eq!(
        decompress(Encoding::Brotli, &body).await,
        page("rebuilt").as_bytes()
    );
}

#[tokio::test]
async fn ranges_and_head_are_right_for_compressible_files() {
    let served = Served::new();
    let accept = ("accept-encoding", "br, gzip");
    let partial = served
        .send(Method::GET, "/docs/", &[accept, ("range", "bytes=0-9")])
        .await;
    assert_eq!(partial.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(header(&partial, CONTENT_ENCODING), "");
    assert_eq!(bytes(partial).await, &page("the docs").as_bytes()[..10]);
    assert_eq!(served.cache.compressions(), 0);

    // Several ranges get the whole file, which may then be compressed.
    let several = served
        .send(Method::GET, "/docs/", &[accept, ("range", "bytes=0-3,5-8")])
        .await;
    assert_eq!(several.status(), StatusCode::OK);
    assert_eq!(header(&several, CONTENT_ENCODING), "br");
    let whole = bytes(several).await;

    let head = served.send(Method::HEAD, "/docs/", &[accept]).await;
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(header(&head, CONTENT_ENCODING), "br");
    assert_eq!(header(&head, CONTENT_LENGTH), whole.len().to_string());
    assert_eq!(bytes(head).await, b"");
    assert_eq!(served.cache.compressions(), 1);
}

#[tokio::test]
async fn an_unaccepted_encoding_gets_the_file_as_it_is() {
    let served = Served::new();
    let file = page("the docs");
    for accept in ["", "identity", "br;q=0, gzip;q=0", "deflate", "zstd", "*"] {
        let response = served.get("/docs/", accept).await;
        assert_eq!(response.status(), StatusCode::OK, "{accept}");
        assert_eq!(header(&response, CONTENT_ENCODING), "", "{accept}");
        assert_eq!(header(&response, VARY), "accept-encoding", "{accept}");
        assert_eq!(header(&response, ACCEPT_RANGES), "bytes", "{accept}");
        assert_eq!(bytes(response).await, file.as_bytes(), "{accept}");
    }
    assert_eq!(served.cache.compressions(), 0);
    let response = served.get("/docs/", "br;q=0.5, gzip").await;
    assert_eq!(header(&response, CONTENT_ENCODING), "gzip");
}

#[tokio::test]
async fn conditional_requests_for_compressed_files_are_answered_as_for_the_file() {
    let served = Served::new();
    let response = served.get("/assets/js/app-abc123.js", "br").await;
    let last_modified = header(&response, LAST_MODIFIED).to_owned();

    let accept = ("accept-encoding", "br");
    let uri = "/assets/js/app-abc123.js";
    let unchanged = [accept, (IF_MODIFIED_SINCE.as_str(), last_modified.as_str())];
    let response = served.send(Method::GET, uri, &unchanged).await;
    assert_eq!(response.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(header(&response, CACHE_CONTROL), IMMUTABLE);
    assert_eq!(header(&response, VARY), "accept-encoding");
    assert_eq!(bytes(response).await, b"");

    let long_ago = "Fri, 09 Aug 1996 14:21:40 GMT";
    let changed = [accept, (IF_MODIFIED_SINCE.as_str(), long_ago)];
    let response = served.send(Method::GET, uri, &changed).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(header(&response, CONTENT_ENCODING), "br");
    assert_eq!(header(&response, LAST_MODIFIED), last_modified);

    let precondition = [accept, (IF_UNMODIFIED_SINCE.as_str(), long_ago)];
    let response = served.send(Method::GET, uri, &precondition).await;
    assert_eq!(response.status(), StatusCode::PRECONDITION_FAILED);
    assert_eq!(header(&response, CACHE_CONTROL), REVALIDATE);
    assert_eq!(served.cache.compressions(), 1);
}

#[tokio::test]
async fn the_404_page_is_compressed_once() {
    let served = Served::new();
    for _ in 0..2 {
        let response = served.get("/nope", "gzip").await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        assert_eq!(header(&response, CONTENT_ENCODING), "gzip");
        assert_eq!(header(&response, CACHE_CONTROL), REVALIDATE);
        let body = decompress(Encoding::Gzip, &bytes(response).await).await;
        assert_eq!(body, page("no such page").as_bytes());
    }
    assert_eq!(served.cache.compressions(), 1);

    let head = served
        .send(Method::HEAD, "/nope", &[("accept-encoding", "gzip")])
        .await;
    assert_eq!(head.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&head, CONTENT_ENCODING), "gzip");
    assert_ne!(header(&head, CONTENT_LENGTH), "");
    assert_eq!(bytes(head).await, b"");

    let plain = served.get("/nope", "identity").await;
    assert_eq!(plain.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&plain, VARY), "accept-encoding");
    assert_eq!(bytes(plain).await, page("no such page").as_bytes());
}

#[tokio::test]
async fn small_and_already_compressed_files_are_served_as_they_are() {
    let served = Served::new();
    served.write("assets/css/small-abc123.css", "body{color:red}");
    let filler = "x".repeat(4096);
    served.write("assets/img/a.png", &filler);
    served.write("pagefind/fragment/en_3f2a9c1.pf_fragment", &filler);
    for uri in [
        "/assets/css/small-abc123.css",
        "/assets/img/a.png",
        "/pagefind/fragment/en_3f2a9c1.pf_fragment",
    ] {
        let response = served.get(uri, "br, gzip").await;
        assert_eq!(response.status(), StatusCode::OK, "{uri}");
        assert_eq!(header(&response, CONTENT_ENCODING), "", "{uri}");
        assert_eq!(header(&response, VARY), "", "{uri}");
    }
    assert_eq!(served.cache.compressions(), 0);
}
