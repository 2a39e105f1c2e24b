//! From a planned site to files: data chunks, the Vite bundle, server-rendered HTML.

mod bundle;
mod emit;
mod error;
mod node;
mod output;
mod rendered_head;
mod reused_output;
mod route_manifest;
mod server_content;
mod shared_markup;
mod shell;
mod ssr;
#[cfg(test)]
mod test_files;

pub use bundle::{BundleManifest, BundleOutcome, bundle};
pub use emit::{Emitted, chunk_url, emit_data, write_hashed_asset, write_registry};
pub use error::RenderError;
pub use node::{ThemeLocation, check_node, find_theme};
pub use output::{FileStamp, OutputWrites, replace_file};
pub use rendered_head::RenderedHead;
pub use reused_output::{ReusedOutput, make_writable, remove_tree};
pub use server_content::{ContentPlace, SERVER_CONTENT_VARIABLE, ServerContent};
pub use shared_markup::PageBody;
pub use shell::{LocaleAlternate, PageShell, ShellAssets};
pub use ssr::{
    ContentExports, HEADING_LINK_LABEL, PageReads, RenderJob, RenderPool, RenderedMath,
    RenderedPage, SharedChunks, SiteInput, render_math,
};

/// Where the engine keeps generated files and caches inside a site.
pub const CAIRN_DIR: &str = ".cairn";
