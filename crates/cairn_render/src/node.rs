//! Finding Node.js and the theme package the engine drives.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::RenderError;

/// The theme version this engine was released with. Engine and theme speak a contract
/// (props, site data, the bundle and worker protocols) that changes between releases.
const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Oldest Node.js release the theme's toolchain (Vite 8) supports.
const MIN_NODE: (u32, u32) = (20, 19);

/// The installed `@cairn/theme` package.
#[derive(Debug, Clone)]
pub struct ThemeLocation {
    pub dir: PathBuf,
}

impl ThemeLocation {
    pub fn bundle_script(&self) -> PathBuf {
        self.dir.join("bin/bundle.mjs")
    }

    pub fn worker_script(&self) -> PathBuf {
        self.dir.join("bin/ssr-worker.mjs")
    }

    pub fn color_mode_script(&self) -> PathBuf {
        self.dir.join("bin/color-mode.js")
    }
}

/// Looks for `node_modules/@cairn/theme` in the site folder and its parents, the way Node
/// resolves packages.
pub fn find_theme(site_dir: &Path) -> Result<ThemeLocation, RenderError> {
    for dir in site_dir.ancestors() {
        let candidate = dir.join("node_modules/@cairn/theme");
        if candidate.join("package.json").is_file() {
            let dir = candidate.canonicalize().unwrap_or(candidate);
            // A warning, not an error: releases often keep the contract, and a site can
            // still build while its owner updates the theme.
            if let Some(warning) = version_mismatch(&dir) {
                eprintln!("{:?}", miette::Report::new(warning));
            }
            return Ok(ThemeLocation { dir });
        }
    }
    Err(RenderError::ThemeMissing {
        site_dir: site_dir.to_path_buf(),
    })
}

/// A warning when the theme's package.json names another version than the engine's; `None`
/// when they agree or the theme has no readable version.
fn version_mismatch(theme_dir: &Path) -> Option<RenderError> {
    let manifest = theme_dir.join("package.json");
    let text = std::fs::read_to_string(&manifest).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    let found = json["version"].as_str()?;
    (found != ENGINE_VERSION).then(|| RenderError::ThemeVersion {
        found: found.to_owned(),
        engine: ENGINE_VERSION.to_owned(),
        manifest,
    })
}

/// Checks that `node` runs and is recent enough; returns its version.
pub fn check_node() -> Result<String, RenderError> {
    let output = Command::new("node")
        .arg("--version")
        .output()
        .map_err(|error| RenderError::NodeMissing {
            reason: error.to_string(),
        })?;
    if !output.status.success() {
        return Err(RenderError::NodeMissing {
            reason: format!("exit status {}", output.status),
        });
    }
    let version = String::from_utf8_lossy(&output.stdout).trim().to_owned();
    match parse_version(&version) {
        Some(found) if found >= MIN_NODE => Ok(version),
        _ => Err(RenderError::NodeTooOld { found: version }),
    }
}

fn parse_version(text: &str) -> Option<(u32, u32)> {
    let mut parts = text.trim().trim_start_matches('v').split('.');
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    Some((major, minor))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_versions() {
        assert_eq!(parse_version("v20.20.2"), Some((20, 20)));
        assert_eq!(parse_version("v22.1.0\n"), Some((22, 1)));
        assert_eq!(parse_version("garbage"), None);
        assert!(parse_version("v18.19.0").unwrap() < MIN_NODE);
    }

    #[test]
    fn theme_is_found_in_a_parent_folder() {
        let root = tempfile::tempdir().unwrap();
        let theme = root.path().join("node_modules/@cairn/theme");
        std::fs::create_dir_all(&theme).unwrap();
        std::fs::write(theme.join("package.json"), "{}").unwrap();
        let site = root.path().join("sites/docs");
        std::fs::create_dir_all(&site).unwrap();
        let found = find_theme(&site).unwrap();
        assert!(found.dir.ends_with("node_modules/@cairn/theme"));
        assert!(
            version_mismatch(&found.dir).is_none(),
            "no version, no warning"
        );
        let elsewhere = tempfile::tempdir().unwrap();
        assert!(matches!(
            find_theme(elsewhere.path()),
            Err(RenderError::ThemeMissing { .. })
        ));
    }

    #[test]
    fn a_theme_of_another_version_is_reported() {
        let theme = tempfile::tempdir().unwrap();
        let manifest = theme.path().join("package.json");
        std::fs::write(&manifest, r#"{"version": "0.1.0"}"#).unwrap();
        let warning = version_mismatch(theme.path()).unwrap();
        assert!(matches!(
            &warning,
            RenderError::ThemeVersion { found, engine, .. } if found == "0.1.0" && engine == ENGINE_VERSION
        ));
        std::fs::write(&manifest, format!(r#"{{"version": "{ENGINE_VERSION}"}}"#)).unwrap();
        assert!(version_mismatch(theme.path()).is_none());
    }
}
