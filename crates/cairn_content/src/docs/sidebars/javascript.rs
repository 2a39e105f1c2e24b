//! Sidebar files written in JavaScript, as Docusaurus sites keep them: `sidebars.js`
//! (`module.exports = {…}`, or `export default {…}` in a package whose `type` is `module`),
//! `sidebars.cjs` and `sidebars.mjs`. Node evaluates the file and prints its export as JSON,
//! which is then read like a JSON sidebar file. `sidebars.ts` needs Node's type stripping
//! (Node 22.6 and later); older Node gets a message saying to convert the file.

use std::path::Path;
use std::process::Command;

use crate::error::ContentError;

use super::fields::invalid;
use super::source::Origin;

/// Imports the file given as the first argument and prints its default export (or, without
/// one, its named exports) as JSON. A throw is reported on stderr, without the stack.
const EVALUATE: &str = r#"
import { pathToFileURL } from 'node:url';
try {
  const module = await import(pathToFileURL(process.argv[1]).href);
  const value = module.default ?? module;
  const json = JSON.stringify(value);
  process.stdout.write(json === undefined ? 'null' : json);
} catch (error) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  process.stderr.write(text);
  process.exit(1);
}
"#;

/// How many lines of Node's message are kept.
const MESSAGE_LINES: usize = 5;

pub(crate) const POSITIONS_UNKNOWN: &str =
    "positions inside a JavaScript sidebar file are not known, so none is given";

/// Evaluates the sidebar file with Node and returns its export as JSON text.
pub(crate) fn evaluate(path: &Path, typescript: bool) -> Result<String, ContentError> {
    let origin = Origin::file(path);
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_owned());
    let mut command = Command::new("node");
    if typescript {
        match node_version() {
            Some(version) if version >= (22, 6) => {
                command.args(["--experimental-strip-types", "--no-warnings"]);
            }
            found => {
                let found = found.map_or_else(
                    || "could not be run".to_owned(),
                    |(major, minor)| format!("is {major}.{minor}"),
                );
                return Err(invalid(
                    &origin,
                    format!(
                        "a TypeScript sidebar file needs Node 22.6 or later to strip its types; the `node` here {found}"
                    ),
                    "convert it to JavaScript (`sidebars.js`), or write the sidebars as JSON or YAML"
                        .to_owned(),
                ));
            }
        }
    }
    command
        .args(["--input-type=module", "-e", EVALUATE])
        .arg(&absolute);
    if let Some(parent) = absolute.parent() {
        command.current_dir(parent);
    }
    let output = command.output().map_err(|error| {
        invalid(
            &origin,
            format!("could not run `node` to read this JavaScript sidebar file: {error}"),
            "install Node.js and put `node` on the PATH, or write the sidebars as JSON or YAML"
                .to_owned(),
        )
    })?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let message: Vec<&str> = stderr
            .lines()
            .map(str::trim_end)
            .filter(|line| !line.is_empty())
            .take(MESSAGE_LINES)
            .collect();
        let message = if message.is_empty() {
            format!("Node exited with {}", output.status)
        } else {
            message.join("\n")
        };
        return Err(invalid(
            &origin,
            format!("evaluating the file with Node failed: {message}"),
            format!("fix the error Node reports; {POSITIONS_UNKNOWN}"),
        ));
    }
    String::from_utf8(output.stdout).map_err(|_| {
        invalid(
            &origin,
            "Node printed something that is not UTF-8 for this sidebar file".to_owned(),
            POSITIONS_UNKNOWN.to_owned(),
        )
    })
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
