//! The HTTP face of the server: method check, resolution, file responses, headers.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{ALLOW, CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE, LOCATION, RANGE};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::compression::predicate::{NotForContentType, Predicate};
use tower_http::compression::{CompressionLayer, DefaultPredicate};
use tower_http::services::ServeFile;

use crate::content_type;
use crate::resolve::{self, Resolution, SitePath};

/// Files under `/assets/` have content hashes in their names, so they never change.
const IMMUTABLE: HeaderValue = HeaderValue::from_static("public, max-age=31536000, immutable");
/// Pages keep their URL across builds, so browsers must check back every time.
const REVALIDATE: HeaderValue = HeaderValue::from_static("public, max-age=0, must-revalidate");

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
    // Fonts in woff/woff2 are already compressed; squeezing them again only costs CPU.
    let compress = DefaultPredicate::new().and(NotForContentType::const_new("font/woff"));
    let base = format!("/{}", base_url.trim_matches('/'));
    let base = if base == "/" { String::new() } else { base };
    Router::new()
        .fallback(handle)
        .with_state(Arc::new(Site {
            root,
            base,
            trailing_slash,
        }))
        .layer(CompressionLayer::new().compress_when(compress))
}

struct Site {
    root: PathBuf,
    /// The base path without its trailing slash; empty for `/`.
    base: String,
    trailing_slash: bool,
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
    let root = Arc::new(site.root.clone());
    let raw_path = request.uri().path();
    let Some(site_path) = raw_path.strip_prefix(site.base.as_str()) else {
        return not_found(root, request.method() == Method::HEAD).await;
    };
    if site_path.is_empty() {
        // `/docs-site` → `/docs-site/`, like any folder.
        return redirect(format!("{}/", site.base), request.uri().query());
    }
    if !site_path.starts_with('/') {
        return not_found(root, request.method() == Method::HEAD).await;
    }
    let site_path = site_path.to_owned();
    handle_site_path(root, &site, &site_path, request).await
}

async fn handle_site_path(
    root: Arc<PathBuf>,
    site: &Site,
    site_path: &str,
    request: Request,
) -> Response {
    let head = request.method() == Method::HEAD;

    let Some(path) = SitePath::parse(site_path) else {
        return not_found(root, head).await;
    };
    let is_asset = path.is_asset();
    let resolution = {
        let root = Arc::clone(&root);
        // Resolution is a handful of stat/canonicalize calls; keep them off the reactor.
        let trailing_slash = site.trailing_slash;
        tokio::task::spawn_blocking(move || resolve::resolve(&root, &path, trailing_slash))
            .await
            .unwrap_or(Resolution::NotFound)
    };

    match resolution {
        Resolution::File(file) => serve_file(root, file, is_asset, head, request).await,
        Resolution::Redirect(location) => {
            redirect(format!("{}{location}", site.base), request.uri().query())
        }
        Resolution::NotFound => not_found(root, head).await,
    }
}

async fn serve_file(
    root: Arc<PathBuf>,
    file: PathBuf,
    is_asset: bool,
    head: bool,
    request: Request,
) -> Response {
    let content_type = content_type::for_path(&file);
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
    // ServeFile brings Last-Modified, conditional GET, Range and HEAD handling.
    let Ok(response) = ServeFile::new(&file).oneshot(request).await;
    let mut response = response.map(Body::new);

    let status = response.status();
    if status == StatusCode::NOT_FOUND {
        // The file vanished between resolution and opening (e.g. a rebuild).
        return not_found(root, head).await;
    }
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

/// The site's own `404.html` with status 404, or plain text when the site has none.
async fn not_found(root: Arc<PathBuf>, head: bool) -> Response {
    let page = tokio::task::spawn_blocking(move || read_404(&root))
        .await
        .ok()
        .flatten();
    let mut response = match page {
        Some(body) => with_type(StatusCode::NOT_FOUND, "text/html; charset=utf-8", body),
        None => plain(StatusCode::NOT_FOUND, "Not Found"),
    };
    if head {
        // Keep the headers a GET would get, drop the body.
        *response.body_mut() = Body::empty();
    }
    response
}

fn read_404(root: &Path) -> Option<Vec<u8>> {
    let root = root.canonicalize().ok()?;
    let page = resolve::file_in(&root, &root.join("404.html"))?;
    std::fs::read(page).ok()
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
