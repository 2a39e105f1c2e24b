use axum::body::Body;
use axum::http::{Request, StatusCode};
use futures_util::StreamExt;
use tower::ServiceExt;

use super::*;

fn options(root: &std::path::Path) -> ServeOptions {
    ServeOptions {
        root: root.to_path_buf(),
        host: "127.0.0.1".to_owned(),
        port: 0,
        base_url: "/site/".to_owned(),
        trailing_slash: true,
    }
}

async fn get(router: Router, path: &str, accept: &str) -> (StatusCode, String) {
    let response = router
        .oneshot(
            Request::get(path)
                .header("accept", accept)
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .unwrap();
    (status, String::from_utf8_lossy(&body).into_owned())
}

#[tokio::test]
async fn before_the_first_build_pages_follow_it_and_show_its_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "home").unwrap();
    let hub = DevHub::new();
    let router = dev_router(&options(dir.path()), hub.clone());
    let (status, body) = get(router.clone(), "/site/", "text/html").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(body.contains("Building the site"), "{body}");
    assert!(body.contains(EVENTS_PATH), "{body}");

    hub.failed("docs/intro.md:4:7: unclosed <Tabs>\n  hint: close it".to_owned());
    let (status, body) = get(router.clone(), "/site/", "text/html").await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
    assert!(
        body.contains("docs/intro.md:4:7: unclosed &lt;Tabs&gt;"),
        "{body}"
    );
    let (_, text) = get(router.clone(), "/site/assets/x.js", "*/*").await;
    assert!(text.starts_with("docs/intro.md:4:7"), "{text}");

    hub.built("/site/m.json", "/site/s.json", false);
    assert_eq!(
        get(router, "/site/", "text/html").await,
        (StatusCode::OK, "home".to_owned())
    );
}

#[tokio::test]
async fn the_event_stream_starts_with_the_current_state_and_ends_on_close() {
    let dir = tempfile::tempdir().unwrap();
    let hub = DevHub::new();
    hub.built("/site/m1.json", "/site/s.json", false);
    let router = dev_router(&options(dir.path()), hub.clone());
    let response = router
        .oneshot(Request::get(EVENTS_PATH).body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "text/event-stream");
    let mut body = response.into_body().into_data_stream();
    let first = String::from_utf8(body.next().await.unwrap().unwrap().to_vec()).unwrap();
    assert!(first.contains(r#""manifest":"/site/m1.json""#), "{first}");

    hub.built("/site/m2.json", "/site/s.json", true);
    let second = String::from_utf8(body.next().await.unwrap().unwrap().to_vec()).unwrap();
    assert!(second.contains(r#""build":2,"reload":1"#), "{second}");

    hub.close();
    let end = tokio::time::timeout(std::time::Duration::from_secs(5), body.next())
        .await
        .unwrap();
    assert!(end.is_none(), "the stream must end: {end:?}");
}

#[tokio::test]
async fn files_are_served_uncompressed_to_the_browser_on_the_same_machine() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "<p>home</p>".repeat(500)).unwrap();
    let hub = DevHub::new();
    hub.built("/site/m.json", "/site/s.json", false);
    let response = dev_router(&options(dir.path()), hub)
        .oneshot(
            Request::get("/site/")
                .header("accept-encoding", "br, gzip")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers().get("content-encoding").is_none());
    let body = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .unwrap();
    assert_eq!(body.len(), "<p>home</p>".len() * 500);
}
