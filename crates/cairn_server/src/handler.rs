//! The HTTP face of the server: method check, resolution, file responses, headers.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{ALLOW, CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE, LOCATION};
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
    // Fonts in woff/woff2 are already compressed; squeezing them again only costs CPU.
    let compress = DefaultPredicate::new().and(NotForContentType::const_new("font/woff"));
    Router::new()
        .fallback(handle)
        .with_state(Arc::new(root))
        .layer(CompressionLayer::new().compress_when(compress))
}

async fn handle(State(root): State<Arc<PathBuf>>, request: Request) -> Response {
    let method = request.method().clone();
    if method != Method::GET && method != Method::HEAD {
        let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed");
        response
            .headers_mut()
            .insert(ALLOW, HeaderValue::from_static("GET, HEAD"));
        return response;
    }
    let head = method == Method::HEAD;

    let Some(path) = SitePath::parse(request.uri().path()) else {
        return not_found(root, head).await;
    };
    let is_asset = path.is_asset();
    let resolution = {
        let root = Arc::clone(&root);
        // Resolution is a handful of stat/canonicalize calls; keep them off the reactor.
        tokio::task::spawn_blocking(move || resolve::resolve(&root, &path))
            .await
            .unwrap_or(Resolution::NotFound)
    };

    match resolution {
        Resolution::File(file) => serve_file(root, file, is_asset, head, request).await,
        Resolution::Redirect(location) => redirect(location, request.uri().query()),
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
    // ServeFile brings Last-Modified, conditional GET, Range and HEAD handling.
    let Ok(response) = ServeFile::new(&file).oneshot(request).await;
    let mut response = response.map(Body::new);

    let status = response.status();
    if status == StatusCode::NOT_FOUND {
        // The file vanished between resolution and opening (e.g. a rebuild).
        return not_found(root, head).await;
    }
    let headers = response.headers_mut();
    if headers.contains_key(CONTENT_TYPE) {
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
