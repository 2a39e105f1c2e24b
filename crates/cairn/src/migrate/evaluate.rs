//! Reading a Docusaurus config: Node evaluates it (`evaluate.mjs`) and prints the exported
//! object as JSON, with missing packages stubbed and functions, RegExps and class instances
//! replaced by `{"__cairn_untranslatable": kind}` markers. Same approach as the JavaScript
//! sidebar files of `cairn_content`, with a loader of its own because a config, unlike a
//! sidebar, imports packages the site being migrated may not have installed.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use miette::miette;
use serde::Deserialize;
use serde_json::Value;

const EVALUATE: &str = include_str!("evaluate.mjs");
const MARKER: &str = "\n@@cairn-migrate-result@@\n";
/// A config that never finishes (a server it starts, a promise that never settles) is stopped.
const TIMEOUT: Duration = Duration::from_secs(60);
/// How many lines of Node's own output are shown when it fails before the script reports.
const MESSAGE_LINES: usize = 8;

/// The config file names Docusaurus looks for, in its order.
pub const CONFIG_NAMES: &[&str] = &[
    "docusaurus.config.ts",
    "docusaurus.config.mts",
    "docusaurus.config.cts",
    "docusaurus.config.js",
    "docusaurus.config.mjs",
    "docusaurus.config.cjs",
];

/// The evaluated config.
#[derive(Debug)]
pub struct Evaluated {
    pub config: Value,
    /// Packages that were not installed and were stubbed.
    pub stubbed: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
enum Outcome {
    Ok {
        config: Value,
        stubbed: Vec<String>,
    },
    Error {
        message: String,
        location: Option<Location>,
    },
}

#[derive(Deserialize)]
struct Location {
    file: String,
    line: u32,
    column: Option<u32>,
}

/// The site's config file, or an error listing the names looked for.
pub fn find_config(site_dir: &Path) -> miette::Result<PathBuf> {
    if !site_dir.is_dir() {
        return Err(miette!(
            help =
                "give the folder of the Docusaurus site: `cairn migrate docusaurus path/to/site`",
            "{} is not a folder",
            site_dir.display()
        ));
    }
    CONFIG_NAMES
        .iter()
        .map(|name| site_dir.join(name))
        .find(|path| path.is_file())
        .ok_or_else(|| {
            miette!(
                help = "run the command in the Docusaurus site's folder, or give that folder: `cairn migrate docusaurus path/to/site`",
                "no Docusaurus config in {}: looked for {}",
                site_dir.display(),
                CONFIG_NAMES.join(", ")
            )
        })
}

/// How a TypeScript config is run; plain JavaScript is always `Plain`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Plain,
    StripTypes,
    Typescript,
}

impl Mode {
    fn as_arg(self) -> &'static str {
        match self {
            Mode::Plain => "plain",
            Mode::StripTypes => "strip-types",
            Mode::Typescript => "typescript",
        }
    }
}

/// Evaluates `file` with Node, from `site_dir`.
pub fn evaluate(file: &Path, site_dir: &Path) -> miette::Result<Evaluated> {
    let absolute = std::path::absolute(file).unwrap_or_else(|_| file.to_owned());
    let site = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_owned());
    let shown = file.display().to_string();
    let typescript = matches!(
        absolute.extension().and_then(|e| e.to_str()),
        Some("ts" | "mts" | "cts")
    );
    let mode = if !typescript {
        Mode::Plain
    } else if node_version().is_some_and(|version| version >= (22, 6)) {
        Mode::StripTypes
    } else if typescript_installed(&site) {
        Mode::Typescript
    } else {
        let found = node_version().map_or_else(
            || "could not be run".to_owned(),
            |(major, minor)| format!("is {major}.{minor}"),
        );
        return Err(miette!(
            help = "install TypeScript in the site (`npm install --save-dev typescript`), use Node 22.6 or later, or convert the config to JavaScript (`docusaurus.config.js`)",
            "{shown} is TypeScript: reading it needs Node 22.6 or later (the `node` here {found}) or the `typescript` package, which the site does not have"
        ));
    };
    let mut command = Command::new("node");
    command.arg("--no-warnings");
    match mode {
        Mode::StripTypes => {
            command.arg("--experimental-strip-types");
        }
        // Stack traces point into the .ts file rather than its transpiled text.
        Mode::Typescript => {
            command.arg("--enable-source-maps");
        }
        Mode::Plain => {}
    }
    command
        .args(["--input-type=module", "-e", EVALUATE])
        .arg(&absolute)
        .arg(&site)
        .arg(mode.as_arg())
        .current_dir(&site)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let (status, stdout, stderr) = run(command).map_err(|error| {
        miette!(
            help = "install Node.js and put `node` on the PATH",
            "could not run `node` to read {shown}: {error}"
        )
    })?;
    let Some((_, result)) = stdout.rsplit_once(MARKER) else {
        let lines: Vec<&str> = stderr
            .lines()
            .map(str::trim_end)
            .filter(|line| !line.is_empty())
            .take(MESSAGE_LINES)
            .collect();
        let status = status.map_or_else(
            || format!("did not finish within {} s", TIMEOUT.as_secs()),
            |code| format!("exited with {code}"),
        );
        return Err(miette!(
            "evaluating {shown} with Node failed: Node {status}\n{}",
            lines.join("\n")
        ));
    };
    let outcome: Outcome = serde_json::from_str(result.trim())
        .map_err(|error| miette!("could not read what Node printed for {shown}: {error}"))?;
    match outcome {
        Outcome::Ok { config, stubbed } => Ok(Evaluated { config, stubbed }),
        Outcome::Error { message, location } => {
            let at = location.map_or_else(
                || shown.clone(),
                |location| {
                    let file = site_dir
                        .join(relative_to(Path::new(&location.file), &site))
                        .display()
                        .to_string();
                    match location.column {
                        Some(column) => format!("{file}:{}:{column}", location.line),
                        None => format!("{file}:{}", location.line),
                    }
                },
            );
            Err(miette!(
                help = "fix the error in the config (Docusaurus would fail on it too), then run the command again",
                "evaluating {shown} with Node failed: {message}\n  at {at}"
            ))
        }
    }
}

/// Runs the command with a time limit; `None` as status when it was stopped.
fn run(mut command: Command) -> std::io::Result<(Option<i32>, String, String)> {
    let mut child = command.spawn()?;
    let mut stdout = child.stdout.take();
    let mut stderr = child.stderr.take();
    // Both pipes are drained while Node runs, so a chatty config cannot fill one and block.
    let out = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(pipe) = stdout.as_mut() {
            let _ = pipe.read_to_string(&mut text);
        }
        text
    });
    let err = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(pipe) = stderr.as_mut() {
            let _ = pipe.read_to_string(&mut text);
        }
        text
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status.code().unwrap_or(-1));
        }
        if started.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    Ok((status, stdout, stderr))
}

/// `path` relative to `base` when inside it, for messages.
pub fn relative_to(path: &Path, base: &Path) -> String {
    path.strip_prefix(base)
        .map(|relative| relative.display().to_string())
        .unwrap_or_else(|_| path.display().to_string())
}

/// Whether `typescript` resolves from the site folder (Node's lookup walks up the folders).
fn typescript_installed(site: &Path) -> bool {
    site.ancestors()
        .any(|dir| dir.join("node_modules/typescript/package.json").is_file())
}

/// The major and minor version of the `node` on the PATH.
fn node_version() -> Option<(u32, u32)> {
    let output = Command::new("node").arg("--version").output().ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    let mut parts = text.trim().trim_start_matches('v').split('.');
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    Some((major, minor))
}
