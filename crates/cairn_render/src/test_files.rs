//! Files for the tests of the output writers.
#![allow(clippy::unwrap_used)]

use std::path::Path;

/// Writes `text` at `path`, creating its folders.
pub(crate) fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}
