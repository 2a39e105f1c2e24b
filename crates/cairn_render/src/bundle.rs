//! Runs the theme's Vite build, unless nothing it reads has changed since the last one.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Deserialize;

use crate::emit::write_if_changed;
use crate::node::ThemeLocation;
use crate::{CAIRN_DIR, RenderError};

/// What the bundle script reports (`.cairn/client/cairn-manifest.json`); paths are relative
/// to the client output folder.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BundleManifest {
    pub entry: String,
    #[serde(default)]
    pub entry_imports: Vec<String>,
    /// The site-wide stylesheet, which every page links first.
    #[serde(default)]
    pub css: Vec<String>,
    /// Per registry component: its chunk and the chunks it imports, then its own stylesheet,
    /// if it has one (a single file holding every sheet no other component needs).
    #[serde(default)]
    pub components: HashMap<String, Vec<String>>,
    /// Per registry component with a chunk of its own: that chunk, which a page's entry
    /// imports by URL (the chunk's exports are the module's).
    #[serde(default)]
    pub component_modules: HashMap<String, String>,
    /// The theme components (`Link`, `DocItem/Layout`…) the site replaces with its own files;
    /// `None` from a bundler that did not say.
    #[serde(default)]
    pub shadowed: Option<Vec<String>>,
}

#[derive(Debug, Clone)]
pub struct BundleOutcome {
    pub manifest: BundleManifest,
    /// Folder holding the client build (`assets/…`), to copy into the output.
    pub client_dir: PathBuf,
    pub ssr_entry: PathBuf,
    /// True when the previous bundle was reused.
    pub reused: bool,
    /// Hash of everything the bundle was built from: the same hash, the same code.
    pub inputs: String,
}

/// Bundles the theme and the site's React code with Vite, or reuses the previous bundle when
/// the hash of every input is unchanged.
pub fn bundle(
    site_dir: &Path,
    theme: &ThemeLocation,
    base_url: &str,
) -> Result<BundleOutcome, RenderError> {
    let cairn_dir = site_dir.join(CAIRN_DIR);
    let client_dir = cairn_dir.join("client");
    let ssr_entry = cairn_dir.join("ssr/server.mjs");
    let manifest_path = client_dir.join("cairn-manifest.json");
    let stamp_path = cairn_dir.join("cache/bundle-inputs");
    let inputs = hash_inputs(site_dir, theme, base_url);

    let up_to_date = std::fs::read_to_string(&stamp_path).is_ok_and(|stamp| stamp == inputs)
        && manifest_path.is_file()
        && ssr_entry.is_file();
    if !up_to_date {
        // A stale stamp must not survive a failed bundle.
        let _ = std::fs::remove_file(&stamp_path);
        run_bundler(site_dir, theme, base_url)?;
        write_if_changed(&stamp_path, &inputs)?;
    }
    let text = std::fs::read_to_string(&manifest_path).map_err(|source| RenderError::Read {
        path: manifest_path.clone(),
        source,
    })?;
    let manifest = serde_json::from_str(&text).map_err(|error| RenderError::BundleManifest {
        path: manifest_path.clone(),
        reason: error.to_string(),
    })?;
    Ok(BundleOutcome {
        manifest,
        client_dir,
        ssr_entry,
        reused: up_to_date,
        inputs,
    })
}

fn run_bundler(site_dir: &Path, theme: &ThemeLocation, base_url: &str) -> Result<(), RenderError> {
    let output = Command::new("node")
        .arg(theme.bundle_script())
        .arg("--site")
        .arg(site_dir)
        .arg("--base")
        .arg(base_url)
        .env("NODE_ENV", "production")
        .output()
        .map_err(|error| RenderError::NodeMissing {
            reason: error.to_string(),
        })?;
    if output.status.success() {
        return Ok(());
    }
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&output.status) {
        return Err(RenderError::BundleStopped { signal });
    }
    let mut text = String::from_utf8_lossy(&output.stderr).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stdout));
    Err(RenderError::BundleFailed {
        output: last_lines(without_colours(&text).trim(), 40),
    })
}

/// `text` without terminal colour codes: Rolldown colours its code frames whatever the
/// environment says, and they are shown inside Cairn's own message, where they would print as
/// text.
fn without_colours(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("\x1b[") {
        plain.push_str(&rest[..start]);
        let code = &rest[start + 2..];
        let end = code
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .unwrap_or(code.len());
        // `ESC [ … m` is a colour; keep anything else as it was.
        if code[end..].starts_with('m') {
            rest = &code[end + 1..];
        } else {
            plain.push_str(&rest[start..start + 2]);
            rest = code;
        }
    }
    plain.push_str(rest);
    plain
}

/// The environment variable that marks a deploy preview: its builds log each route change
/// in the browser's console, to follow a reviewer's path through the preview.
pub const DEPLOY_PREVIEW_VARIABLE: &str = "CAIRN_DEPLOY_PREVIEW";

/// The PostCSS configuration files of a site's folder, as `bundle.mjs` looks for them.
const POSTCSS_CONFIG_FILES: [&str; 14] = [
    "postcss.config.js",
    "postcss.config.cjs",
    "postcss.config.mjs",
    "postcss.config.ts",
    "postcss.config.cts",
    "postcss.config.mts",
    ".postcssrc",
    ".postcssrc.json",
    ".postcssrc.yaml",
    ".postcssrc.yml",
    ".postcssrc.js",
    ".postcssrc.cjs",
    ".postcssrc.mjs",
    ".postcssrc.ts",
];

/// Hash of everything the bundle depends on: the theme's code, the site's `src/` (minus
/// Markdown, which never reaches the bundle), the generated registry, a PostCSS configuration,
/// the base URL, whether this is a deploy preview, and the installed dependency versions.
fn hash_inputs(site_dir: &Path, theme: &ThemeLocation, base_url: &str) -> String {
    let mut hasher = blake3::Hasher::new();
    hasher.update(base_url.as_bytes());
    hasher.update(
        std::env::var(DEPLOY_PREVIEW_VARIABLE)
            .unwrap_or_default()
            .as_bytes(),
    );
    hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
    let registry = site_dir.join(CAIRN_DIR).join("generated/registry.js");
    let code_modules = site_dir
        .join(CAIRN_DIR)
        .join("generated")
        .join(crate::emit::CODE_MODULES_DIR);
    let roots = [
        theme.dir.join("src"),
        theme.dir.join("bin"),
        theme.dir.join("package.json"),
        site_dir.join("src"),
        site_dir.join("package.json"),
        registry,
        code_modules.clone(),
    ]
    .into_iter()
    // A PostCSS configuration decides how the site's CSS is compiled (`bundle.mjs`).
    .chain(POSTCSS_CONFIG_FILES.iter().map(|name| site_dir.join(name)))
    .chain(plugin_inputs(site_dir));
    for root in roots {
        for entry in walkdir::WalkDir::new(&root)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|entry| entry.file_name() != "node_modules")
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_file())
        {
            let path = entry.path();
            if path.extension().is_some_and(|extension| extension == "md") {
                continue;
            }
            hasher.update(path.to_string_lossy().as_bytes());
            if let Ok(bytes) = std::fs::read(path) {
                hasher.update(&(bytes.len() as u64).to_le_bytes());
                hasher.update(&bytes);
            }
        }
    }
    // What the code of MDX documents imports from the site (`import pkg from '../package.json'`,
    // a stylesheet beside the document) is bundled too, wherever it is.
    for file in site_files_imported_by(&code_modules, site_dir) {
        hasher.update(file.to_string_lossy().as_bytes());
        if let Ok(bytes) = std::fs::read(&file) {
            hasher.update(&bytes);
        }
    }
    // Dependency upgrades change the bundle without touching any file above.
    for lockfile in site_dir
        .ancestors()
        .map(|dir| dir.join("package-lock.json"))
        .filter(|path| path.is_file())
        .take(1)
    {
        if let Ok(bytes) = std::fs::read(&lockfile) {
            hasher.update(&bytes);
        }
    }
    hasher.finalize().to_hex().to_string()
}

/// What the site's plugins add to the bundle from outside `src/` (`registry.json` lists it):
/// their theme folders, client modules and route components given by path.
fn plugin_inputs(site_dir: &Path) -> Vec<std::path::PathBuf> {
    let Ok(text) = std::fs::read_to_string(listing_path(site_dir)) else {
        return Vec::new();
    };
    let Ok(listing) = serde_json::from_str::<serde_json::Value>(&text) else {
        return Vec::new();
    };
    let strings = |key: &str| -> Vec<String> {
        listing[key]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|item| item.as_str().map(str::to_owned))
            .collect()
    };
    let mut inputs = vec![listing_path(site_dir)];
    for path in strings("themePaths") {
        inputs.push(path.into());
    }
    for module in strings("clientModules")
        .into_iter()
        .chain(strings("routeComponents"))
    {
        if Path::new(&module).is_absolute() {
            inputs.push(module.into());
        } else if let Some(inside) = module.strip_prefix("@site/")
            && !inside.starts_with("src/")
        {
            // `walkdir` reads a folder or one file; a component named without its extension
            // is found by the folder holding it.
            let file = site_dir.join(inside);
            inputs.push(match file.parent() {
                Some(parent) if !file.exists() => parent.to_path_buf(),
                _ => file,
            });
        }
    }
    inputs
}

fn listing_path(site_dir: &Path) -> std::path::PathBuf {
    site_dir.join(CAIRN_DIR).join("generated/registry.json")
}

/// The site files the code modules in `dir` import by `@site/…` (as the engine writes them:
/// each in a JSON string after `from` or `import`), with the extension the bundler would try.
fn site_files_imported_by(dir: &Path, site_dir: &Path) -> Vec<std::path::PathBuf> {
    const EXTENSIONS: &[&str] = &["", ".tsx", ".ts", ".jsx", ".js", ".mjs", ".json"];
    let mut files = std::collections::BTreeSet::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    for entry in entries.flatten() {
        let Ok(text) = std::fs::read_to_string(entry.path()) else {
            continue;
        };
        for (index, _) in text.match_indices("\"@site/") {
            let rest = &text[index + 7..];
            let Some(end) = rest.find('"') else { continue };
            let relative = &rest[..end];
            if let Some(file) = EXTENSIONS
                .iter()
                .map(|extension| site_dir.join(format!("{relative}{extension}")))
                .find(|path| path.is_file())
            {
                files.insert(file);
            }
        }
    }
    files.into_iter().collect()
}

fn last_lines(text: &str, count: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(count)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_codes_are_taken_out() {
        assert_eq!(
            without_colours("\x1b[31m[builtin]\x1b[0m x\x1b[38;5;246m│\x1b[0m \x1b[2K"),
            "[builtin] x│ \x1b[2K"
        );
    }
}
