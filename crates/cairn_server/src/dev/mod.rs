//! `cairn start`'s server: the site being edited, served from the folder the dev session
//! writes, plus an event stream that tells open pages about each build (Server-Sent Events:
//! one-way, plain HTTP, reconnects by itself), and a status page until the first build is done.

mod hub;
mod status_page;
mod watch;

use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::Stream;
use tokio::net::TcpListener;

pub use hub::{DevHub, DevState};
pub use watch::{FileWatcher, WatchEvent};

use crate::compressed_cache::CompressedCache;
use crate::handler::site_router_with;
use crate::{ServeError, ServeOptions};

/// Where open pages listen for builds; outside any `baseUrl`, so one path serves every site.
pub const EVENTS_PATH: &str = "/__cairn/dev/events";

/// The dev server's router: the event stream, then the site (or the status page while there
/// is no build to serve).
pub fn dev_router(options: &ServeOptions, hub: DevHub) -> Router {
    let site = site_router_with(
        options.root.clone(),
        &options.base_url,
        options.trailing_slash,
        Arc::new(CompressedCache::disabled()),
    )
    .layer(middleware::from_fn_with_state(
        hub.clone(),
        until_first_build,
    ));
    Router::new()
        .route(EVENTS_PATH, get(events))
        .with_state(hub)
        .merge(site)
}

/// Serves the dev router on `listener` (bound first, so a port in use fails before any
/// build) until `shutdown` resolves; open event streams are ended then.
pub async fn serve_dev(
    listener: TcpListener,
    options: &ServeOptions,
    hub: DevHub,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let router = dev_router(options, hub.clone());
    crate::server::run(listener, router, async move {
        shutdown.await;
        hub.close();
    })
    .await
}

async fn events(State(hub): State<DevHub>) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let states = hub.subscribe();
    let closing = hub.closing();
    // The first event is the current state, so a page that opens mid-way knows where it is.
    let stream = futures_util::stream::unfold(
        (states, closing, true),
        |(mut states, mut closing, first)| async move {
            if !first {
                tokio::select! {
                    changed = states.changed() => changed.ok()?,
                    _ = closing.wait_for(|closing| *closing) => return None,
                }
            }
            if *closing.borrow() {
                return None;
            }
            let state = states.borrow_and_update().clone();
            let event = Event::default()
                .json_data(&state)
                .unwrap_or_else(|_| Event::default().data("{}"));
            Some((Ok(event), (states, closing, false)))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::default())
}

/// Until a build succeeds there is nothing to serve: a page request gets a status page that
/// shows the build's error (or that it is running) and loads the site once it is there.
async fn until_first_build(State(hub): State<DevHub>, request: Request, next: Next) -> Response {
    let state = hub.state();
    if state.build > 0 {
        return next.run(request).await;
    }
    status_page::response(&state, request.headers()).into_response()
}

#[cfg(test)]
mod tests;
