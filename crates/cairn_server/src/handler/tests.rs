use std::fs;
use std::path::{Path, PathBuf};

use axum::body::{Body, to_bytes};
use axum::http::header::{
    ACCEPT_ENCODING, ALLOW, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LENGTH, CONTENT_TYPE,
    IF_MODIFIED_SINCE, LAST_MODIFIED, LOCATION,
};
use axum::http::{Method, Request, StatusCode};
use axum::response::Response;
use tempfile::TempDir;
use tower::ServiceExt;

use super::router;

const SECRET: &str = "TOP SECRET outside the site";
const NOT_FOUND_PAGE: &str = "<!doctype html><title>Custom 404</title>";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "public, max-age=0, must-revalidate";

/// A built site in `<tmp>/site` with secrets planted next to it in `<tmp>`.
struct Site {
    dir: TempDir,
}

impl Site {
    fn new() -> Self {
        let site = Self {
            dir: tempfile::tempdir().unwrap(),
        };
        site.write_outside("secret", SECRET);
        site.write_outside("Cargo.toml", SECRET);
        site.write("index.html", "<h1>home</h1>");
        site.write("404.html", NOT_FOUND_PAGE);
        site.write("docs/intro/index.html", "<h1>intro</h1>");
        site.write("docs/page.html", "<h1>plain page</h1>");
        site.write("docs/hello world/index.html", "<h1>spaced</h1>");
        site.write(
            "assets/js/app-abc123.js",
            &"console.log('cairn');\n".repeat(200),
        );
        site.write("assets/css/style-abc123.css", "body{color:red}");
        site
    }

    fn root(&self) -> PathBuf {
        self.dir.path().join("site")
    }

    fn write(&self, rel: &str, contents: &str) {
        write(&self.root().join(rel), contents);
    }

    fn write_outside(&self, rel: &str, contents: &str) {
        write(&self.dir.path().join(rel), contents);
    }

    async fn request(&self, method: Method, uri: &str) -> Response {
        let request = Request::builder()
            .method(method)
            .uri(uri)
            .body(Body::empty())
            .unwrap();
        self.send(request).await
    }

    async fn get(&self, uri: &str) -> Response {
        self.request(Method::GET, uri).await
    }

    async fn send(&self, request: Request<Body>) -> Response {
        router(self.root()).oneshot(request).await.unwrap()
    }
}

fn write(path: &Path, contents: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, contents).unwrap();
}

async fn body(response: Response) -> String {
    let bytes = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn header(response: &Response, name: impl axum::http::header::AsHeaderName) -> &str {
    response
        .headers()
        .get(name)
        .map_or("", |v| v.to_str().unwrap())
}

#[tokio::test]
async fn root_serves_index_html() {
    let site = Site::new();
    let response = site.get("/").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(header(&response, CONTENT_TYPE), "text/html; charset=utf-8");
    assert_eq!(body(response).await, "<h1>home</h1>");
}

#[tokio::test]
async fn directory_with_trailing_slash_serves_its_index() {
    let site = Site::new();
    let response = site.get("/docs/intro/").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(body(response).await, "<h1>intro</h1>");
}

#[tokio::test]
async fn percent_encoded_directory_is_decoded() {
    let site = Site::new();
    let response = site.get("/docs/hello%20world/").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(body(response).await, "<h1>spaced</h1>");
}

#[tokio::test]
async fn directory_without_trailing_slash_redirects() {
    let site = Site::new();
    let response = site.get("/docs/intro").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(header(&response, LOCATION), "/docs/intro/");

    let response = site.get("/docs/intro?tab=rust&x=1").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(header(&response, LOCATION), "/docs/intro/?tab=rust&x=1");

    let response = site.get("/docs/hello%20world").await;
    assert_eq!(header(&response, LOCATION), "/docs/hello%20world/");
}

#[tokio::test]
async fn index_html_redirects_to_its_directory() {
    let site = Site::new();
    let response = site.get("/docs/intro/index.html").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(header(&response, LOCATION), "/docs/intro/");

    let response = site.get("/index.html?q=1").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(header(&response, LOCATION), "/?q=1");

    let response = site.get("/docs/index.html").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn html_suffix_redirects_when_only_the_directory_exists() {
    let site = Site::new();
    let response = site.get("/docs/intro.html?a=b").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(header(&response, LOCATION), "/docs/intro/?a=b");

    assert_eq!(
        site.get("/docs/missing.html").await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(site.get("/.html").await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn existing_html_files_are_served_as_is() {
    let site = Site::new();
    let response = site.get("/docs/page.html").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(body(response).await, "<h1>plain page</h1>");

    let response = site.get("/404.html").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(body(response).await, NOT_FOUND_PAGE);
}

#[tokio::test]
async fn redirects_never_point_to_another_host() {
    let site = Site::new();
    site.write("example.com/index.html", "x");
    for uri in ["/%2F%2Fexample.com", "//example.com", "/%2fexample.com"] {
        let response = site.get(uri).await;
        assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY, "{uri}");
        assert_eq!(header(&response, LOCATION), "/example.com/", "{uri}");
    }
}

#[tokio::test]
async fn unknown_path_gets_the_404_page() {
    let site = Site::new();
    for uri in [
        "/nope",
        "/nope/",
        "/docs/intro/missing.js",
        "/docs/page.html/",
    ] {
        let response = site.get(uri).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{uri}");
        assert_eq!(header(&response, CONTENT_TYPE), "text/html; charset=utf-8");
        assert_eq!(header(&response, CACHE_CONTROL), REVALIDATE);
        assert_eq!(body(response).await, NOT_FOUND_PAGE, "{uri}");
    }
}

#[tokio::test]
async fn unknown_path_without_404_page_is_plain_text() {
    let site = Site::new();
    fs::remove_file(site.root().join("404.html")).unwrap();
    let response = site.get("/nope").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&response, CONTENT_TYPE), "text/plain; charset=utf-8");
    assert_eq!(body(response).await, "Not Found");
}

#[tokio::test]
async fn directory_without_index_is_not_listed() {
    let site = Site::new();
    let response = site.get("/assets/").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(site.get("/assets").await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn missing_site_directory_answers_404() {
    let dir = tempfile::tempdir().unwrap();
    let request = Request::get("/").body(Body::empty()).unwrap();
    let response = router(dir.path().join("absent"))
        .oneshot(request)
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn traversal_attempts_cannot_read_outside_root() {
    let site = Site::new();
    for uri in [
        "/../Cargo.toml",
        "/../secret",
        "/%2e%2e/secret",
        "/%2E%2E/Cargo.toml",
        "/.%2e/secret",
        "/assets/..%2f..%2fsecret",
        "/assets/..%2F..%2Fsecret",
        "/assets/../../secret",
        "/..%5csecret",
        "/assets/..%5c..%5csecret",
        "/docs/%2e%2e/%2e%2e/secret",
        "/secret%00.html",
        "/%c0%ae%c0%ae/secret",
    ] {
        let response = site.get(uri).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{uri}");
        let text = body(response).await;
        assert!(!text.contains(SECRET), "{uri} leaked the secret");
        assert_eq!(text, NOT_FOUND_PAGE, "{uri}");
    }
}

#[tokio::test]
async fn raw_backslash_traversal_cannot_read_outside_root() {
    let site = Site::new();
    // Not a legal URI character, but the `http` crate passes it through unchanged, so a
    // Windows-style separator really does reach the resolver.
    let request = Request::get("/..\\secret").body(Body::empty()).unwrap();
    assert_eq!(request.uri().path(), "/..\\secret");
    let response = site.send(request).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert!(!body(response).await.contains(SECRET));
}

#[cfg(unix)]
#[tokio::test]
async fn symlinks_escaping_root_are_refused() {
    use std::os::unix::fs::symlink;
    let site = Site::new();
    symlink(site.dir.path().join("secret"), site.root().join("leak.txt")).unwrap();
    symlink(site.dir.path(), site.root().join("outside")).unwrap();
    for uri in [
        "/leak.txt",
        "/outside/secret",
        "/outside/Cargo.toml",
        "/outside/",
    ] {
        let response = site.get(uri).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{uri}");
        assert!(!body(response).await.contains(SECRET), "{uri}");
    }
}

#[cfg(unix)]
#[tokio::test]
async fn symlinks_inside_root_are_followed() {
    use std::os::unix::fs::symlink;
    let site = Site::new();
    symlink(
        site.root().join("docs/page.html"),
        site.root().join("alias.html"),
    )
    .unwrap();
    let response = site.get("/alias.html").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(body(response).await, "<h1>plain page</h1>");
}

#[cfg(unix)]
#[tokio::test]
async fn symlinked_404_page_outside_root_is_not_used() {
    let site = Site::new();
    fs::remove_file(site.root().join("404.html")).unwrap();
    std::os::unix::fs::symlink(site.dir.path().join("secret"), site.root().join("404.html"))
        .unwrap();
    let response = site.get("/nope").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(body(response).await, "Not Found");
}

#[tokio::test]
async fn head_returns_headers_without_body() {
    let site = Site::new();
    let response = site.request(Method::HEAD, "/docs/intro/").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(header(&response, CONTENT_TYPE), "text/html; charset=utf-8");
    assert_eq!(header(&response, CONTENT_LENGTH), "14");
    assert_eq!(body(response).await, "");

    let response = site.request(Method::HEAD, "/nope").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        header(&response, CONTENT_LENGTH),
        NOT_FOUND_PAGE.len().to_string()
    );
    assert_eq!(body(response).await, "");

    let response = site.request(Method::HEAD, "/docs/intro").await;
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
}

#[tokio::test]
async fn other_methods_are_not_allowed() {
    let site = Site::new();
    for method in [
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::OPTIONS,
    ] {
        // A page, and a path a GET would be redirected from.
        for path in ["/", "/docs/intro"] {
            let response = site.request(method.clone(), path).await;
            assert_eq!(
                response.status(),
                StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path}"
            );
            assert_eq!(header(&response, ALLOW), "GET, HEAD");
        }
    }
    // The authority form of `CONNECT` has no path, which must not read as the site's root.
    let connect = Request::builder()
        .method(Method::CONNECT)
        .uri("example.com:443")
        .body(Body::empty())
        .unwrap();
    assert_eq!(
        site.send(connect).await.status(),
        StatusCode::METHOD_NOT_ALLOWED
    );
    // Under a base path, its spelling without the slash is no redirect for a POST either.
    let under_base = super::site_router(site.root(), "/docs-site/", true)
        .oneshot(Request::post("/docs-site").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(under_base.status(), StatusCode::METHOD_NOT_ALLOWED);
}

async fn get_encoded(site: &Site, uri: &str, encoding: &str) -> Response {
    let request = Request::get(uri)
        .header(ACCEPT_ENCODING, encoding)
        .body(Body::empty())
        .unwrap();
    site.send(request).await
}

#[tokio::test]
async fn responses_are_compressed_by_accept_encoding() {
    let site = Site::new();
    site.write(
        "docs/big/index.html",
        &"<p>lorem ipsum dolor</p>\n".repeat(200),
    );
    for uri in ["/assets/js/app-abc123.js", "/docs/big/"] {
        for (accept, expected) in [("br", "br"), ("gzip", "gzip"), ("gzip, br", "br")] {
            let response = get_encoded(&site, uri, accept).await;
            assert_eq!(response.status(), StatusCode::OK);
            assert_eq!(
                header(&response, CONTENT_ENCODING),
                expected,
                "{uri} {accept}"
            );
            let compressed = to_bytes(response.into_body(), usize::MAX).await.unwrap();
            assert!(
                compressed.len() < 1000,
                "{uri} {accept}: {}",
                compressed.len()
            );
        }
    }

    let response = site.get("/assets/js/app-abc123.js").await;
    assert_eq!(header(&response, CONTENT_ENCODING), "");
}

#[tokio::test]
async fn already_compressed_formats_are_left_alone() {
    let site = Site::new();
    let filler = "x".repeat(4096);
    site.write("assets/fonts/a.woff2", &filler);
    site.write("assets/img/a.png", &filler);
    for uri in ["/assets/fonts/a.woff2", "/assets/img/a.png"] {
        let response = get_encoded(&site, uri, "gzip, br").await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(header(&response, CONTENT_ENCODING), "", "{uri}");
    }
}

#[tokio::test]
async fn assets_are_immutable_and_pages_revalidate() {
    let site = Site::new();
    let response = site.get("/assets/js/app-abc123.js").await;
    assert_eq!(header(&response, CACHE_CONTROL), IMMUTABLE);
    let response = site.get("/assets/css/style-abc123.css").await;
    assert_eq!(header(&response, CACHE_CONTROL), IMMUTABLE);

    for uri in [
        "/",
        "/docs/intro/",
        "/docs/page.html",
        "/docs/intro",
        "/nope",
    ] {
        let response = site.get(uri).await;
        assert_eq!(header(&response, CACHE_CONTROL), REVALIDATE, "{uri}");
    }
    // A missing asset must not be cached forever: it may appear after the next build.
    let response = site.get("/assets/js/missing.js").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&response, CACHE_CONTROL), REVALIDATE);
}

#[tokio::test]
async fn content_types_follow_extensions() {
    let site = Site::new();
    let files = [
        ("assets/a.js", "text/javascript; charset=utf-8"),
        ("assets/a.mjs", "text/javascript; charset=utf-8"),
        ("assets/a.css", "text/css; charset=utf-8"),
        ("assets/a.json", "application/json"),
        ("assets/a.svg", "image/svg+xml"),
        ("assets/a.png", "image/png"),
        ("assets/a.jpg", "image/jpeg"),
        ("assets/a.webp", "image/webp"),
        ("assets/a.avif", "image/avif"),
        ("assets/a.gif", "image/gif"),
        ("favicon.ico", "image/x-icon"),
        ("assets/a.woff", "font/woff"),
        ("assets/a.woff2", "font/woff2"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("sitemap.xml", "application/xml"),
        ("site.webmanifest", "application/manifest+json"),
        ("assets/a.js.map", "application/json"),
        ("assets/a.wasm", "application/wasm"),
        ("assets/a.bin", "application/octet-stream"),
        ("CNAME", "application/octet-stream"),
    ];
    for (rel, _) in files {
        site.write(rel, "x");
    }
    for (rel, expected) in files {
        let response = site.get(&format!("/{rel}")).await;
        assert_eq!(response.status(), StatusCode::OK, "{rel}");
        assert_eq!(header(&response, CONTENT_TYPE), expected, "{rel}");
    }
}

#[tokio::test]
async fn conditional_get_answers_304() {
    let site = Site::new();
    let response = site.get("/assets/css/style-abc123.css").await;
    let last_modified = header(&response, LAST_MODIFIED).to_owned();
    assert!(!last_modified.is_empty());

    let request = Request::get("/assets/css/style-abc123.css")
        .header(IF_MODIFIED_SINCE, last_modified)
        .body(Body::empty())
        .unwrap();
    let response = site.send(request).await;
    assert_eq!(response.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(header(&response, CACHE_CONTROL), IMMUTABLE);
    assert_eq!(body(response).await, "");
}

#[tokio::test]
async fn a_single_range_is_served_partially_and_several_get_the_whole_file() {
    let site = Site::new();
    let ranged = |range: &'static str| {
        Request::builder()
            .uri("/docs/page.html")
            .header(axum::http::header::RANGE, range)
            .body(Body::empty())
            .unwrap()
    };
    let partial = site.send(ranged("bytes=0-3")).await;
    assert_eq!(partial.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(header(&partial, CONTENT_TYPE), "text/html; charset=utf-8");
    assert_eq!(body(partial).await, "<h1>");
    // Several ranges in one request: the whole file, as RFC 9110 allows, not a 416.
    let several = site.send(ranged("bytes=0-3,5-8")).await;
    assert_eq!(several.status(), StatusCode::OK);
    assert_eq!(body(several).await, "<h1>plain page</h1>");
    // A range past the end is refused, and the refusal is not labelled as the page.
    let past = site.send(ranged("bytes=9000-9999")).await;
    assert_eq!(past.status(), StatusCode::RANGE_NOT_SATISFIABLE);
    assert_ne!(header(&past, CONTENT_TYPE), "text/html; charset=utf-8");
}

#[tokio::test]
async fn the_search_index_files_named_by_their_hash_are_immutable() {
    let site = Site::new();
    site.write("pagefind/fragment/en_3f2a9c1.pf_fragment", "fragment");
    site.write("pagefind/index/en_77ab01e.pf_index", "index");
    site.write("pagefind/part-2/filter/en_1234abc.pf_filter", "filter");
    site.write("pagefind/pagefind.en_5e6f7a8b9c.pf_meta", "meta");
    site.write("pagefind/pagefind-entry.json", "{}");
    site.write("pagefind/pagefind.js", "export {}");
    for path in [
        "/pagefind/fragment/en_3f2a9c1.pf_fragment",
        "/pagefind/index/en_77ab01e.pf_index",
        "/pagefind/part-2/filter/en_1234abc.pf_filter",
        "/pagefind/pagefind.en_5e6f7a8b9c.pf_meta",
    ] {
        assert_eq!(
            header(&site.get(path).await, CACHE_CONTROL),
            IMMUTABLE,
            "{path}"
        );
    }
    // The entry file and the script name the others: fetched again when they change.
    for path in ["/pagefind/pagefind-entry.json", "/pagefind/pagefind.js"] {
        assert_eq!(
            header(&site.get(path).await, CACHE_CONTROL),
            REVALIDATE,
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_page_with_a_twin_answers_markdown_to_who_asks_for_it() {
    let site = Site::new();
    site.write("docs/intro/index.md", "# Intro\n");
    let ask = |accept: &'static str| {
        Request::get("/docs/intro/")
            .header(axum::http::header::ACCEPT, accept)
            .body(Body::empty())
            .unwrap()
    };
    let markdown = site.send(ask("text/markdown")).await;
    assert_eq!(markdown.status(), StatusCode::OK);
    assert_eq!(
        header(&markdown, CONTENT_TYPE),
        "text/markdown; charset=utf-8"
    );
    let varies: Vec<String> = markdown
        .headers()
        .get_all(axum::http::header::VARY)
        .iter()
        .map(|value| value.to_str().unwrap().to_owned())
        .collect();
    assert!(varies.iter().any(|value| value == "accept"), "{varies:?}");
    assert_eq!(body(markdown).await, "# Intro\n");

    // A browser gets the page, told that the answer depends on Accept.
    let html = site
        .send(ask("text/html,application/xhtml+xml,*/*;q=0.8"))
        .await;
    assert_eq!(header(&html, CONTENT_TYPE), "text/html; charset=utf-8");
    assert!(
        html.headers()
            .get_all(axum::http::header::VARY)
            .iter()
            .any(|value| value == "accept")
    );
    assert_eq!(body(html).await, "<h1>intro</h1>");

    // A page without a twin is the page, whatever is asked.
    let home = site
        .send(
            Request::get("/")
                .header(axum::http::header::ACCEPT, "text/markdown")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(body(home).await, "<h1>home</h1>");
}
