//! `/sw.js`: the theme's worker source and the site's `swCustom` module bundled by the theme's
//! script, then the precache list put where Workbox's injectManifest contract says.

use std::path::Path;
use std::process::Command;

use crate::precache::{PrecacheEntry, to_json};

/// What the worker source reads its precache list from; replaced by the list itself.
pub const MANIFEST_PLACEHOLDER: &str = "self.__WB_MANIFEST";

/// Bundles the worker with Node and injects `entries`.
pub fn service_worker(
    theme_dir: &Path,
    site_dir: &Path,
    custom: Option<&Path>,
    entries: &[PrecacheEntry],
) -> Result<String, String> {
    let mut command = Command::new("node");
    command
        .arg(theme_dir.join("bin/bundle-sw.mjs"))
        .arg("--site")
        .arg(site_dir)
        .env("NODE_ENV", "production");
    if let Some(custom) = custom {
        if !custom.is_file() {
            return Err(format!(
                "`pwa.swCustom` names `{}`, which does not exist",
                custom.display()
            ));
        }
        command.arg("--custom").arg(custom);
    }
    let output = command
        .output()
        .map_err(|error| format!("cannot run Node.js to bundle the service worker: {error}"))?;
    if !output.status.success() {
        return Err(format!(
            "bundling the service worker failed:\n{}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let script = String::from_utf8(output.stdout)
        .map_err(|_| "the service worker bundle is not UTF-8".to_owned())?;
    inject(&script, entries)
}

/// Replaces the one placeholder with the list; a bundle without it would precache nothing
/// without saying so.
pub fn inject(script: &str, entries: &[PrecacheEntry]) -> Result<String, String> {
    match script.matches(MANIFEST_PLACEHOLDER).count() {
        1 => Ok(script.replacen(MANIFEST_PLACEHOLDER, &to_json(entries), 1)),
        count => Err(format!(
            "the service worker bundle holds `{MANIFEST_PLACEHOLDER}` {count} times; expected once"
        )),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_placeholder_becomes_the_list() {
        let entries = [PrecacheEntry {
            url: "/index.html".to_owned(),
            revision: Some("abc".to_owned()),
        }];
        let script = inject("const m = self.__WB_MANIFEST;", &entries).unwrap();
        assert_eq!(
            script,
            r#"const m = [{"revision":"abc","url":"/index.html"}];"#
        );
        assert!(inject("const m = [];", &entries).is_err());
    }
}
