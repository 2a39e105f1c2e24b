//! Static file server for a site built by `cairn build`, and the dev server of `cairn start`
//! (`dev`).
//!
//! The server understands the layout the build writes (one `index.html` per route
//! directory, a `404.html`, content-hashed files under `assets/`) so that URLs behave
//! the same locally as on a typical static host.

mod compressed_cache;
mod content_type;
pub mod dev;
mod encoding;
mod error;
mod handler;
mod http_date;
mod markdown_twin;
mod resolve;
mod server;

use std::path::PathBuf;

pub use error::ServeError;
pub use handler::{router, site_router};
pub use server::{bind, serve, shutdown_signal};

/// Where and what to serve.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The built site directory (the output of `cairn build`).
    pub root: PathBuf,
    /// Host name or IP address to listen on, e.g. `127.0.0.1` or `localhost`.
    pub host: String,
    /// Port to listen on; `0` lets the OS pick a free one.
    pub port: u16,
    /// The site's `baseUrl`: the site is served below it, e.g. `/` or `/docs-site/`.
    pub base_url: String,
    /// The site's `trailingSlash`: whether page URLs end with `/`.
    pub trailing_slash: bool,
}
