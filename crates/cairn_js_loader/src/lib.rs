//! Loads a site's JavaScript or TypeScript module — a `docusaurus.config.*`, a `sidebars.*` —
//! the way Docusaurus does, and returns its export as JSON.
//!
//! Docusaurus reads these files with jiti (`loadFreshModule` in `@docusaurus/utils`), which
//! accepts more than Node alone: TypeScript on any Node, ES modules turned into CommonJS (so
//! `__dirname` and `require` work in a `.mjs` file), JSON imports without an import attribute,
//! and extensionless imports of `.ts` files. Cairn runs the same jiti, embedded in the binary
//! (`build.rs`), with Docusaurus's options, so a file loads in Cairn exactly when it loads in
//! Docusaurus. The embedded files are unpacked once into a folder of the system's temporary
//! directory named by their hash; Node then runs `load.cjs` from there.
//!
//! The same jiti loads a site's Docusaurus plugins in a long-lived process (`host`).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::Value;
use serde_json::value::RawValue;

const LOADER: &str = include_str!("load.cjs");
const SITE_JITI: &str = include_str!("site-jiti.cjs");
const PLUGIN_HOST: &str = include_str!("plugin-host.cjs");
const PROTOCOL: &str = include_str!("protocol.cjs");
const TREE_PLUGINS: &str = include_str!("tree-plugins.cjs");
const SITE_MODULES: &str = include_str!("site-modules.cjs");
const FUNCTIONS: &str = include_str!("functions.cjs");
const JITI: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/jiti.js.gz"));
const BABEL: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/babel.js.gz"));
/// The version of jiti embedded, for messages and the debug pages.
pub const JITI_VERSION: &str = env!("CAIRN_JITI_VERSION");
const MARKER: &str = "\n@@cairn-module-result@@\n";
/// How many lines of Node's own output are kept when it fails before the loader reports.
const MESSAGE_LINES: usize = 8;

/// What to do with the module besides loading it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// A package that is not installed becomes a stand-in recording its name, instead of an
    /// error: for a site that has not run `npm install` yet.
    pub stub_missing_packages: bool,
    /// An exported function is called and its result awaited, as Docusaurus does with a
    /// config creator (`export default async function createConfig() {…}`).
    pub call_exported_function: bool,
    /// Functions, RegExps, class instances and stand-ins become
    /// `{"__cairn_untranslatable": kind, …}` instead of being dropped as `JSON.stringify` does.
    pub mark_untranslatable: bool,
    /// The module is stopped after this long (a server it starts, a promise that never settles).
    pub timeout: Option<Duration>,
}

/// The module's export.
#[derive(Debug)]
pub struct Loaded {
    pub value: Value,
    /// The same export as JSON text, its keys in the order the module wrote them (`value`'s
    /// maps are sorted).
    pub json: String,
    /// Missing packages that were replaced by stand-ins, sorted.
    pub stubbed: Vec<String>,
}

/// Where in the site an error points.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Location {
    pub file: PathBuf,
    pub line: u32,
    pub column: Option<u32>,
}

#[derive(Debug)]
pub enum LoadError {
    /// `node` could not be started.
    NodeMissing(String),
    /// The loader's files could not be written to the temporary directory.
    Unpack(String),
    /// The module threw, or has a syntax error: jiti's message, with the place in the site.
    Module {
        message: String,
        location: Option<Location>,
        /// Packages replaced by stand-ins before the error: the error may come from using one
        /// in a way a stand-in cannot answer, which the real package would.
        stubbed: Vec<String>,
    },
    /// Node stopped before the loader could report (a crash, `process.exit` in the module).
    Node {
        status: Option<i32>,
        output: String,
    },
    TimedOut(Duration),
    /// What Node printed could not be read.
    Output(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::NodeMissing(error) => write!(formatter, "could not run `node`: {error}"),
            LoadError::Unpack(error) => {
                write!(formatter, "could not unpack the module loader: {error}")
            }
            LoadError::Module { message, .. } => formatter.write_str(message),
            LoadError::Node { status, output } => {
                let status = status.map_or_else(
                    || "was stopped".to_owned(),
                    |code| format!("exited with {code}"),
                );
                write!(formatter, "Node {status} before the module was read")?;
                if !output.is_empty() {
                    write!(formatter, ":\n{output}")?;
                }
                Ok(())
            }
            LoadError::TimedOut(limit) => {
                write!(
                    formatter,
                    "the module did not finish within {} s",
                    limit.as_secs()
                )
            }
            LoadError::Output(error) => {
                write!(formatter, "could not read what Node printed: {error}")
            }
        }
    }
}

impl std::error::Error for LoadError {}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
enum Outcome {
    Ok {
        value: Box<RawValue>,
        stubbed: Vec<String>,
    },
    Error {
        message: String,
        location: Option<Location>,
        stubbed: Vec<String>,
    },
}

/// Loads `file` from `site_dir` with Node and returns its export.
pub fn load(file: &Path, site_dir: &Path, options: Options) -> Result<Loaded, LoadError> {
    let file = std::path::absolute(file).unwrap_or_else(|_| file.to_owned());
    let site = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_owned());
    let loader = unpack()?;
    let arguments = serde_json::json!({
        "stubMissing": options.stub_missing_packages,
        "callFunction": options.call_exported_function,
        "markUntranslatable": options.mark_untranslatable,
    });
    let mut command = Command::new("node");
    command
        .arg("--no-warnings")
        .arg(loader.join("load.cjs"))
        .arg(&file)
        .arg(&site)
        .arg(arguments.to_string())
        .current_dir(&site)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let (status, stdout, stderr) =
        run(command, options.timeout).map_err(|error| LoadError::NodeMissing(error.to_string()))?;
    let Some(status) = status else {
        return Err(LoadError::TimedOut(options.timeout.unwrap_or_default()));
    };
    let Some((_, result)) = stdout.rsplit_once(MARKER) else {
        let output: Vec<&str> = stderr
            .lines()
            .map(str::trim_end)
            .filter(|line| !line.is_empty())
            .take(MESSAGE_LINES)
            .collect();
        return Err(LoadError::Node {
            status: Some(status),
            output: output.join("\n"),
        });
    };
    match serde_json::from_str(result.trim()) {
        Ok(Outcome::Ok { value, stubbed }) => Ok(Loaded {
            value: serde_json::from_str(value.get())
                .map_err(|error| LoadError::Output(error.to_string()))?,
            json: value.get().to_owned(),
            stubbed,
        }),
        Ok(Outcome::Error {
            message,
            location,
            stubbed,
        }) => Err(LoadError::Module {
            message,
            location,
            stubbed,
        }),
        Err(error) => Err(LoadError::Output(error.to_string())),
    }
}

/// The scripts beside `load.cjs`: the helpers and what they share.
const SCRIPTS: [(&str, &str); 6] = [
    ("site-jiti.cjs", SITE_JITI),
    ("site-modules.cjs", SITE_MODULES),
    ("protocol.cjs", PROTOCOL),
    (Helper::PluginHost.script(), PLUGIN_HOST),
    (Helper::TreePlugins.script(), TREE_PLUGINS),
    (Helper::Functions.script(), FUNCTIONS),
];

/// The folder holding `load.cjs` and jiti, written on first use. Its name is the hash of its
/// contents, so binaries of different versions never share one, and a folder found there is
/// complete: it is written under another name, then renamed.
pub(crate) fn unpack() -> Result<PathBuf, LoadError> {
    let mut hasher = blake3::Hasher::new();
    for part in [LOADER.as_bytes(), JITI, BABEL]
        .into_iter()
        .chain(SCRIPTS.iter().map(|(_, text)| text.as_bytes()))
    {
        hasher.update(part);
    }
    let hash = hasher.finalize().to_hex();
    let parent = std::env::temp_dir();
    let folder = parent.join(format!("cairn-js-loader-{}", &hash[..16]));
    if folder.join("load.cjs").is_file() {
        return Ok(folder);
    }
    let unpack_error =
        |error: std::io::Error| LoadError::Unpack(format!("{}: {error}", parent.display()));
    // Unique to this call: threads of one process may unpack at the same time.
    static UNPACKS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let staging = parent.join(format!(
        "cairn-js-loader-{}.{}-{}.tmp",
        &hash[..16],
        std::process::id(),
        UNPACKS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&staging).map_err(unpack_error)?;
    for (name, compressed) in [("jiti.js", JITI), ("babel.js", BABEL)] {
        let mut text = Vec::new();
        flate2::read::GzDecoder::new(compressed)
            .read_to_end(&mut text)
            .map_err(unpack_error)?;
        std::fs::write(staging.join(name), text).map_err(unpack_error)?;
    }
    for (name, text) in SCRIPTS {
        std::fs::write(staging.join(name), text).map_err(unpack_error)?;
    }
    // Written last: its presence is what says the folder is complete.
    let mut script = std::fs::File::create(staging.join("load.cjs")).map_err(unpack_error)?;
    script.write_all(LOADER.as_bytes()).map_err(unpack_error)?;
    drop(script);
    if let Err(error) = std::fs::rename(&staging, &folder) {
        let _ = std::fs::remove_dir_all(&staging);
        // Another process unpacked the same files in the meantime.
        if !folder.join("load.cjs").is_file() {
            return Err(unpack_error(error));
        }
    }
    Ok(folder)
}

/// Runs the command, draining both pipes while it runs (a chatty module cannot fill one and
/// block); `None` as status when it was stopped at the time limit.
fn run(
    mut command: Command,
    timeout: Option<Duration>,
) -> std::io::Result<(Option<i32>, String, String)> {
    let mut child = command.spawn()?;
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut text = String::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_string(&mut text);
            }
            text
        })
    };
    let out = drain(
        child
            .stdout
            .take()
            .map(|pipe| Box::new(pipe) as Box<dyn Read + Send>),
    );
    let err = drain(
        child
            .stderr
            .take()
            .map(|pipe| Box::new(pipe) as Box<dyn Read + Send>),
    );
    let Some(limit) = timeout else {
        let status = child.wait()?.code().unwrap_or(-1);
        return Ok((
            Some(status),
            out.join().unwrap_or_default(),
            err.join().unwrap_or_default(),
        ));
    };
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status.code().unwrap_or(-1));
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok((
        status,
        out.join().unwrap_or_default(),
        err.join().unwrap_or_default(),
    ))
}

mod host;
pub use host::{Helper, HostError, PluginHost};

#[cfg(test)]
mod tests;
