//! Sidebar files written in JavaScript or TypeScript, as Docusaurus sites keep them:
//! `sidebars.js` (`module.exports = {…}` or `export default {…}`), `.cjs`, `.mjs`, `.ts`,
//! `.mts` and `.cts`. `cairn_js_loader` loads the file as Docusaurus does (jiti, in Node), so
//! what Docusaurus accepts loads here too — TypeScript on any Node, JSON imports, extensionless
//! imports — and its export is then read like a JSON sidebar file.

use std::path::Path;

use cairn_js_loader::{LoadError, Options};

use crate::error::ContentError;

use super::fields::invalid;
use super::source::{Origin, Position};

pub(crate) const POSITIONS_UNKNOWN: &str =
    "positions inside a JavaScript sidebar file are not known, so none is given";

/// Evaluates the sidebar file with Node and returns its export as JSON text.
pub(crate) fn evaluate(path: &Path) -> Result<String, ContentError> {
    let origin = Origin::file(path);
    let folder = path.parent().unwrap_or(Path::new("."));
    match cairn_js_loader::load(path, folder, Options::default()) {
        Ok(loaded) => Ok(loaded.json),
        Err(LoadError::NodeMissing(error)) => Err(invalid(
            &origin,
            format!("could not run `node` to read this sidebar file: {error}"),
            "install Node.js (20.19 or later) and put `node` on the PATH, or write the sidebars as JSON or YAML"
                .to_owned(),
        )),
        Err(LoadError::Module {
            message, location, ..
        }) => {
            // The place the error points at, when it is in this file (not in one it imports).
            let location = location.filter(|location| {
                std::path::absolute(path).is_ok_and(|file| file == location.file)
            });
            let (position, line) = match location {
                Some(cairn_js_loader::Location {
                    line,
                    column: Some(column),
                    ..
                }) => (
                    Some(Position {
                        line: line as usize,
                        column: column as usize,
                    }),
                    String::new(),
                ),
                Some(location) => (None, format!(" (line {})", location.line)),
                None => (None, String::new()),
            };
            let origin = Origin {
                file: path.to_owned(),
                position,
            };
            Err(invalid(
                &origin,
                format!("evaluating the file with Node failed{line}: {message}"),
                "fix the error Node reports: Docusaurus loads sidebar files the same way (jiti) and stops on it too"
                    .to_owned(),
            ))
        }
        Err(error) => Err(invalid(
            &origin,
            format!("evaluating the file with Node failed: {error}"),
            POSITIONS_UNKNOWN.to_owned(),
        )),
    }
}
