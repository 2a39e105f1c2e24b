//! Every message `cairn_render` shows to a user.

use std::path::PathBuf;

use miette::Diagnostic;

#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum RenderError {
    #[error("Node.js was not found: `node --version` failed ({reason})")]
    #[diagnostic(
        code(cairn::render::node_missing),
        help(
            "Cairn uses Node.js (20.19 or newer) to bundle and server-render the theme; install it and make sure `node` is on PATH"
        )
    )]
    NodeMissing { reason: String },

    #[error("Node.js {found} is too old; Cairn needs Node.js 20.19 or newer")]
    #[diagnostic(
        code(cairn::render::node_version),
        help("install a current Node.js LTS release")
    )]
    NodeTooOld { found: String },

    #[error("the Cairn theme (`@cairn/theme`) is not installed for the site at `{}`", site_dir.display())]
    #[diagnostic(
        code(cairn::render::theme_missing),
        help(
            "run `npm install` (or `npm ci`) in the site folder or the workspace that contains it; Cairn looks for `node_modules/@cairn/theme` in the site folder and its parents"
        )
    )]
    ThemeMissing { site_dir: PathBuf },

    #[error("the Cairn theme is version {found} (`{}`), but this `cairn` is version {engine}", manifest.display())]
    #[diagnostic(
        code(cairn::render::theme_version),
        severity(Warning),
        help(
            "engine and theme are released together, and a theme of another release may not understand what this engine sends it; in a site made with `cairn init`, run `cairn init --update-theme` in the site folder, then `npm install`"
        )
    )]
    ThemeVersion {
        found: String,
        engine: String,
        manifest: PathBuf,
    },

    #[error("cannot write `{}`", path.display())]
    #[diagnostic(code(cairn::render::write))]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("cannot read `{}`", path.display())]
    #[diagnostic(code(cairn::render::read))]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("bundling with Vite failed\n{output}")]
    #[diagnostic(
        code(cairn::render::bundle),
        help(
            "the message above comes from Vite; it usually names the file of your `src/` folder to fix"
        )
    )]
    BundleFailed { output: String },

    /// The bundler's Node process ended on a signal: Ctrl-C, which reaches it with Cairn, or
    /// a `kill`. Not a mistake in the site's code.
    #[error("the bundler (Node.js) was stopped by signal {signal}")]
    #[diagnostic(code(cairn::render::bundle_stopped))]
    BundleStopped { signal: i32 },

    #[error("the bundler wrote an unreadable manifest `{}`: {reason}", path.display())]
    #[diagnostic(
        code(cairn::render::bundle_manifest),
        help("delete the `.cairn` folder and build again")
    )]
    BundleManifest { path: PathBuf, reason: String },

    #[error("could not start the server-rendering worker: {reason}")]
    #[diagnostic(code(cairn::render::worker_start))]
    WorkerStart { reason: String },

    #[error("server rendering failed for route `{route}`{}: {message}", source_file.as_ref().map(|file| format!(" (from `{}`)", file.display())).unwrap_or_default())]
    #[diagnostic(
        code(cairn::render::ssr),
        help(
            "the component threw while rendering on the server; the stack below shows where\n{stack}"
        )
    )]
    RenderFailed {
        route: String,
        source_file: Option<PathBuf>,
        message: String,
        stack: String,
    },

    #[error("{location}: the MDX code there threw while rendering `{route}`: {message}")]
    #[diagnostic(
        code(cairn::render::mdx_code),
        help(
            "an expression or a component of the document failed at build time; the stack below shows where\n{stack}"
        )
    )]
    CodeFailed {
        route: String,
        /// `file:line:column` of the expression.
        location: String,
        message: String,
        stack: String,
    },

    #[error("the server-rendering worker stopped unexpectedly while rendering `{route}`: {reason}")]
    #[diagnostic(
        code(cairn::render::worker_crash),
        help("the Node.js output above may say why (out of memory, a crash in a native module…)")
    )]
    WorkerCrashed { route: String, reason: String },

    #[error("{count} routes failed to render; each error is listed below")]
    #[diagnostic(code(cairn::render::many))]
    Many {
        count: usize,
        #[related]
        errors: Vec<RenderError>,
    },
}
