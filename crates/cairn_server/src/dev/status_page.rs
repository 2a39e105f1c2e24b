//! The page a dev server answers with before its first build has succeeded.

use axum::http::header::{ACCEPT, CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use super::{DevState, EVENTS_PATH};

/// 500 with the error when the build failed, 503 while it runs; a page request (one that
/// accepts HTML) gets a page that follows the build and loads the site when it is ready.
pub(super) fn response(state: &DevState, request_headers: &HeaderMap) -> Response {
    let status = if state.error.is_some() {
        StatusCode::INTERNAL_SERVER_ERROR
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let wants_page = request_headers
        .get(ACCEPT)
        .and_then(|accept| accept.to_str().ok())
        .is_some_and(|accept| accept.contains("text/html"));
    let (content_type, body) = if wants_page {
        ("text/html; charset=utf-8", page(state))
    } else {
        (
            "text/plain; charset=utf-8",
            state
                .error
                .clone()
                .unwrap_or_else(|| "The site is being built.".to_owned()),
        )
    };
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn page(state: &DevState) -> String {
    let (title, text) = match &state.error {
        Some(error) => ("The site could not be built", error.as_str()),
        None => (
            "Building the site…",
            "This page loads the site once it is built.",
        ),
    };
    format!(
        r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · Cairn</title>
<style>
body {{ font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem; background: #1b1b1d; color: #e3e3e3; }}
h1 {{ font-size: 1.4rem; color: {colour}; }}
pre {{ white-space: pre-wrap; background: #242526; padding: 1rem; border-radius: 6px; overflow: auto; }}
</style>
</head>
<body>
<main>
<h1>{title}</h1>
<pre id="cairn-dev-status">{text}</pre>
<p>Fix the file and save it: this page follows the build.</p>
</main>
<script>
new EventSource({events}).onmessage = (event) => {{
  const state = JSON.parse(event.data);
  if (state.build > 0) location.reload();
  else if (state.error) document.getElementById('cairn-dev-status').textContent = state.error;
}};
</script>
</body>
</html>
"#,
        colour = if state.error.is_some() {
            "#ff7b72"
        } else {
            "#7ee787"
        },
        text = escape(text),
        events = serde_json::Value::from(EVENTS_PATH),
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
