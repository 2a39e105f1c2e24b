//! The HTTP face of the server: method check, resolution, file responses, headers.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::header::{
    ACCEPT, ACCEPT_ENCODING, ALLOW, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LENGTH, CONTENT_TYPE,
    IF_MODIFIED_SINCE, IF_UNMODIFIED_SINCE, LAST_MODIFIED, LOCATION, RANGE, VARY,
};
use axum::http::request::Parts;
use axum::http::{HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::ServeFile;

use crate::compressed_cache::{CompressedCache, Version};
use crate::encoding::{self, Encoding};
use crate::resolve::{self, Found, Resolution, SitePath};
use crate::{content_type, http_date, markdown_twin};

/// Files under `/assets/` have content hashes in their names, so they never change.
const IMMUTABLE: HeaderValue = HeaderValue::from_static("public, max-age=31536000, immutable");
/// Pages keep their URL across builds, so browsers must check back every time.
const REVALIDATE: HeaderValue = HeaderValue::from_static("public, max-age=0, must-revalidate");
const HTML: &str = "text/html; charset=utf-8";

/// The router serving the built site in `root`.
///
/// Every path goes through one fallback handler: a static site has no routes to
/// declare, only files to find.
pub fn router(root: PathBuf) -> Router {
    site_router(root, "/", true)
}

/// The router for a site as its config describes it: served under `base_url`
/// (`/docs-site/`), as it will be on its host, with nothing served outside it; page URLs end
/// with `/` when `trailing_slash` is set and without it otherwise.
pub fn site_router(root: PathBuf, base_url: &str, trailing_slash: bool) -> Router {
    let compressed = Arc::new(CompressedCache::new());
    site_router_with(root, base_url, trailing_slash, compressed)
}

/// [`site_router`] keeping its compressed files in `compressed`.
pub(crate) fn site_router_with(
    root: PathBuf,
    base_url: &str,
    trailing_slash: bool,
    compressed: Arc<CompressedCache>,
) -> Router {
    let base = format!("/{}", base_url.trim_matches('/'));
    let base = if base == "/" { String::new() } else { base };
    Router::new().fallback(handle).with_state(Arc::new(Site {
        root: root.into(),
        base,
        trailing_slash,
        compressed,
    }))
}

struct Site {
    root: Arc<Path>,
    /// The base path without its trailing slash; empty for `/`.
    base: String,
    trailing_slash: bool,
    compressed: Arc<CompressedCache>,
}

async fn handle(State(site): State<Arc<Site>>, request: Request) -> Response {
    // Before any path rule: a `CONNECT host:port` (whose path is empty) or a `POST` to the
    // base path without its slash would otherwise get a redirect.
    let method = request.method();
    if method != Method::GET && method != Method::HEAD {
        let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed");
        response
            .headers_mut()
            .insert(ALLOW, HeaderValue::from_static("GET, HEAD"));
        return response;
    }
    let head = method == Method::HEAD;
    let encoding = encoding::negotiate(request.headers());
    let raw_path = request.uri().path();
    let Some(site_path) = raw_path.strip_prefix(site.base.as_str()) else {
        return not_found(&site, head, encoding).await;
    };
    if site_path.is_empty() {
        // `/docs-site` → `/docs-site/`, like any folder.
        return redirect(format!("{}/", site.base), request.uri().query());
    }
    if !site_path.starts_with('/') {
        return not_found(&site, head, encoding).await;
    }
    let Some(path) = SitePath::parse(site_path) else {
        return not_found(&site, head, encoding).await;
    };
    let is_asset = path.is_asset();
    let resolution = {
        let root = Arc::clone(&site.root);
        // Resolution is a handful of stat/canonicalize calls; keep them off the reactor.
        let trailing_slash = site.trailing_slash;
        tokio::task::spawn_blocking(move || resolve::resolve(&root, &path, trailing_slash))
            .await
            .unwrap_or(Resolution::NotFound)
    };

    match resolution {
        Resolution::File(file) => {
            serve_page_or_twin(&site, file, is_asset, encoding, request).await
        }
        Resolution::Redirect(location) => {
            redirect(format!("{}{location}", site.base), request.uri().query())
        }
        Resolution::NotFound => not_found(&site, head, encoding).await,
    }
}

/// The file, or the Markdown twin of a page to a request that prefers Markdown; either way
/// with `Vary: Accept` when the page has a twin.
async fn serve_page_or_twin(
    site: &Site,
    file: Found,
    is_asset: bool,
    encoding: Option<Encoding>,
    request: Request,
) -> Response {
    if is_asset {
        return serve_file(site, file, is_asset, encoding, request).await;
    }
    let wants_markdown = markdown_twin::wants_markdown(request.headers());
    // One look for the twin: it is served to who prefers Markdown, and its existence alone
    // makes the answer depend on `Accept`.
    let (file, negotiated) =
        tokio::task::spawn_blocking(move || match markdown_twin::twin_of(&file.path) {
            Some(twin) if wants_markdown => (twin, true),
            Some(_) => (file, true),
            None => (file, false),
        })
        .await
        .unwrap_or_else(|error| std::panic::resume_unwind(error.into_panic()));
    let mut response = serve_file(site, file, is_asset, encoding, request).await;
    if negotiated {
        response
            .headers_mut()
            .append(VARY, HeaderValue::from(ACCEPT));
    }
    response
}

async fn serve_file(
    site: &Site,
    file: Found,
    is_asset: bool,
    encoding: Option<Encoding>,
    request: Request,
) -> Response {
    let head = request.method() == Method::HEAD;
    let content_type = content_type::for_path(&file.path);
    // Several ranges in one request would be refused (416): the whole file is the answer
    // RFC 9110 allows, and what browsers and download tools expect.
    let mut request = request;
    if request
        .headers()
        .get(RANGE)
        .is_some_and(|range| range.as_bytes().contains(&b','))
    {
        request.headers_mut().remove(RANGE);
    }
    let compressible = site.compressed.admits(file.meta.len(), content_type);
    let (parts, body) = request.into_parts();
    // A range is of the file's own bytes, so it is served from the file.
    if let Some(encoding) = encoding
        && compressible
        && !parts.headers.contains_key(RANGE)
        && let Some(response) = serve_compressed(site, &file, encoding, is_asset, &parts).await
    {
        return response;
    }
    // ServeFile brings Last-Modified, conditional GET, Range and HEAD handling.
    let request = Request::from_parts(parts, body);
    let Ok(response) = ServeFile::new(&file.path).oneshot(request).await;
    let response = response.map(Body::new);
    if response.status() == StatusCode::NOT_FOUND {
        // The file vanished between resolution and opening (e.g. a rebuild).
        return not_found(site, head, encoding).await;
    }
    file_headers(response, content_type, is_asset, compressible)
}

/// The headers a file response gets whether it is compressed or not.
fn file_headers(
    mut response: Response,
    content_type: &'static str,
    is_asset: bool,
    compressible: bool,
) -> Response {
    let status = response.status();
    let headers = response.headers_mut();
    // The file's type labels the file's bytes, not a refusal (416) carrying none of them.
    if status.is_success() && headers.contains_key(CONTENT_TYPE) {
        headers.insert(CONTENT_TYPE, HeaderValue::from_static(content_type));
    }
    let cacheable = status.is_success() || status == StatusCode::NOT_MODIFIED;
    let cache = if is_asset && cacheable {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    headers.insert(CACHE_CONTROL, cache);
    // The same URL is answered compressed or not depending on Accept-Encoding: caches must
    // tell the two apart. A range is always of the file's own bytes.
    if compressible && (status == StatusCode::OK || status == StatusCode::NOT_MODIFIED) {
        headers.insert(VARY, HeaderValue::from(ACCEPT_ENCODING));
    }
    response
}

/// The file compressed with `encoding`, from the cache; `None` when it is to be served
/// from the file after all (it changed or vanished since it was resolved).
async fn serve_compressed(
    site: &Site,
    file: &Found,
    encoding: Encoding,
    is_asset: bool,
    request: &Parts,
) -> Option<Response> {
    let headers = &request.headers;
    let version = Version::of(&file.meta);
    let content_type = content_type::for_path(&file.path);
    let mut last_modified = version
        .modified()
        .and_then(http_date::format)
        .and_then(|date| HeaderValue::try_from(date).ok());
    if headers.contains_key(IF_MODIFIED_SINCE) || headers.contains_key(IF_UNMODIFIED_SINCE) {
        // ServeFile judges the dates, as it does for the uncompressed response; asked with
        // HEAD, it opens the file without reading it.
        let mut probe = Request::new(Body::empty());
        *probe.method_mut() = Method::HEAD;
        *probe.uri_mut() = request.uri.clone();
        *probe.headers_mut() = headers.clone();
        let Ok(answer) = ServeFile::new(&file.path).oneshot(probe).await;
        match answer.status() {
            StatusCode::OK => last_modified = answer.headers().get(LAST_MODIFIED).cloned(),
            StatusCode::NOT_MODIFIED | StatusCode::PRECONDITION_FAILED => {
                let answer = answer.map(|_| Body::empty());
                return Some(file_headers(answer, content_type, is_asset, true));
            }
            _ => return None,
        }
    }
    let bytes = site.compressed.get(&file.path, version, encoding).await?;
    let head = request.method == Method::HEAD;
    let mut response = compressed(StatusCode::OK, content_type, encoding, bytes, head);
    let headers = response.headers_mut();
    headers.insert(CACHE_CONTROL, if is_asset { IMMUTABLE } else { REVALIDATE });
    if let Some(last_modified) = last_modified {
        headers.insert(LAST_MODIFIED, last_modified);
    }
    Some(response)
}

/// A response of compressed `bytes`; a HEAD request gets its headers only.
fn compressed(
    status: StatusCode,
    content_type: &'static str,
    encoding: Encoding,
    bytes: Bytes,
    head: bool,
) -> Response {
    let length = bytes.len();
    let body = if head {
        Body::empty()
    } else {
        Body::from(bytes)
    };
    let mut response = Response::new(body);
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(CONTENT_ENCODING, HeaderValue::from_static(encoding.token()));
    headers.insert(CONTENT_LENGTH, HeaderValue::from(length));
    headers.insert(VARY, HeaderValue::from(ACCEPT_ENCODING));
    response
}

fn redirect(location: String, query: Option<&str>) -> Response {
    let with_query = match query {
        Some(query) => format!("{location}?{query}"),
        None => location.clone(),
    };
    // The query comes from an already-parsed URI, so it is valid header text; falling
    // back to the bare location keeps this panic-free regardless.
    let value = HeaderValue::try_from(with_query)
        .or_else(|_| HeaderValue::try_from(location))
        .unwrap_or_else(|_| HeaderValue::from_static("/"));
    let mut response = StatusCode::MOVED_PERMANENTLY.into_response();
    let headers = response.headers_mut();
    headers.insert(LOCATION, value);
    headers.insert(CACHE_CONTROL, REVALIDATE);
    response
}

/// The site's own `404.html` with status 404 (compressed as its file would be), or plain
/// text when the site has none.
async fn not_found(site: &Site, head: bool, encoding: Option<Encoding>) -> Response {
    let mut response = not_found_page(site, head, encoding)
        .await
        .unwrap_or_else(|| plain(StatusCode::NOT_FOUND, "Not Found"));
    if head {
        // Keep the headers a GET would get, drop the body.
        *response.body_mut() = Body::empty();
    }
    response
}

async fn not_found_page(site: &Site, head: bool, encoding: Option<Encoding>) -> Option<Response> {
    let root = Arc::clone(&site.root);
    let cache = Arc::clone(&site.compressed);
    // The page is read at once unless it is to come compressed from the cache.
    let (found, compressible, bytes) = tokio::task::spawn_blocking(move || {
        let found = find_404(&root)?;
        let compressible = cache.admits(found.meta.len(), HTML);
        let bytes = if compressible && encoding.is_some() {
            None
        } else {
            Some(std::fs::read(&found.path).ok()?)
        };
        Some((found, compressible, bytes))
    })
    .await
    .ok()??;
    let bytes = match bytes {
        Some(bytes) => bytes,
        None => {
            if let Some(encoding) = encoding {
                let version = Version::of(&found.meta);
                if let Some(bytes) = site.compressed.get(&found.path, version, encoding).await {
                    let mut response =
                        compressed(StatusCode::NOT_FOUND, HTML, encoding, bytes, head);
                    response.headers_mut().insert(CACHE_CONTROL, REVALIDATE);
                    return Some(response);
                }
            }
            // The page changed since it was found: read it as it is now.
            let path = found.path;
            tokio::task::spawn_blocking(move || std::fs::read(path))
                .await
                .ok()?
                .ok()?
        }
    };
    let mut response = with_type(StatusCode::NOT_FOUND, HTML, bytes);
    if compressible {
        response
            .headers_mut()
            .insert(VARY, HeaderValue::from(ACCEPT_ENCODING));
    }
    Some(response)
}

fn find_404(root: &Path) -> Option<Found> {
    let root = root.canonicalize().ok()?;
    resolve::file_in(&root, &root.join("404.html"))
}

fn plain(status: StatusCode, text: &'static str) -> Response {
    with_type(
        status,
        "text/plain; charset=utf-8",
        text.as_bytes().to_vec(),
    )
}

fn with_type(status: StatusCode, content_type: &'static str, body: Vec<u8>) -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(CONTENT_LENGTH, HeaderValue::from(body.len()));
    headers.insert(CACHE_CONTROL, REVALIDATE);
    *response.body_mut() = Body::from(body);
    response
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod compression_tests;

#[cfg(test)]
mod base_url_tests {
    use axum::body::Body;
    use axum::http::{Request, StatusCode};
    use tower::ServiceExt;

    use super::site_router;

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("docs/intro")).unwrap();
        std::fs::write(dir.path().join("index.html"), "home").unwrap();
        std::fs::write(dir.path().join("docs/intro/index.html"), "intro").unwrap();
        std::fs::write(dir.path().join("404.html"), "missing").unwrap();
        dir
    }

    async fn get(dir: &tempfile::TempDir, path: &str) -> (StatusCode, Option<String>, String) {
        let response = site_router(dir.path().to_path_buf(), "/site/", true)
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        let status = response.status();
        let location = response
            .headers()
            .get("location")
            .map(|value| value.to_str().unwrap().to_owned());
        let body = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        (
            status,
            location,
            String::from_utf8_lossy(&body).into_owned(),
        )
    }

    #[tokio::test]
    async fn serves_below_the_base_url_only() {
        let dir = site();
        assert_eq!(get(&dir, "/site/").await.2, "home");
        assert_eq!(get(&dir, "/site/docs/intro/").await.2, "intro");
        let (status, location, _) = get(&dir, "/site/docs/intro").await;
        assert_eq!(status, StatusCode::MOVED_PERMANENTLY);
        assert_eq!(location.as_deref(), Some("/site/docs/intro/"));
        let (status, location, _) = get(&dir, "/site").await;
        assert_eq!(status, StatusCode::MOVED_PERMANENTLY);
        assert_eq!(location.as_deref(), Some("/site/"));
        let (status, _, body) = get(&dir, "/docs/intro/").await;
        assert_eq!((status, body.as_str()), (StatusCode::NOT_FOUND, "missing"));
        assert_eq!(get(&dir, "/sitemap/").await.0, StatusCode::NOT_FOUND);
    }
}

#[cfg(test)]
mod no_trailing_slash_tests {
    use axum::body::Body;
    use axum::http::{Request, StatusCode};
    use tower::ServiceExt;

    use super::site_router;

    #[tokio::test]
    async fn pages_are_served_without_a_trailing_slash() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("docs/intro")).unwrap();
        std::fs::write(dir.path().join("index.html"), "home").unwrap();
        std::fs::write(dir.path().join("docs/intro/index.html"), "intro").unwrap();
        let get = |path: &'static str| {
            let router = site_router(dir.path().to_path_buf(), "/", false);
            async move {
                let response = router
                    .oneshot(Request::get(path).body(Body::empty()).unwrap())
                    .await
                    .unwrap();
                let location = response
                    .headers()
                    .get("location")
                    .map(|value| value.to_str().unwrap().to_owned());
                (response.status(), location)
            }
        };
        assert_eq!(get("/docs/intro").await, (StatusCode::OK, None));
        assert_eq!(get("/").await, (StatusCode::OK, None));
        for path in ["/docs/intro/", "/docs/intro/index.html", "/docs/intro.html"] {
            assert_eq!(
                get(path).await,
                (
                    StatusCode::MOVED_PERMANENTLY,
                    Some("/docs/intro".to_owned())
                ),
                "{path}"
            );
        }
    }
}
