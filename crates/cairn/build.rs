//! Packs the theme (`packages/theme`) into an npm package tarball that the `cairn` binary
//! embeds, and lists the site templates (`templates/`) for `include_bytes!`.
//!
//! `@cairn/theme` is on no registry: `cairn init` writes this tarball into a new site, whose
//! `package.json` installs it with `file:`. Its dependencies are pinned to the versions the
//! repository's lockfile resolved, the versions the theme is tested with; a site's install
//! then cannot pick a newer Vite or React Router that the theme has never met.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// npm's own fixed date for entries of packed tarballs (1985-10-26T08:15:00Z): with it, and
/// with sorted entries, the tarball and so the binary are the same on every build.
const NPM_MTIME: u64 = 499_162_500;

fn main() {
    let crate_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    let root = crate_dir.join("../..");
    let theme_dir = root.join("packages/theme");
    let lockfile = root.join("package-lock.json");

    // The folders, not `packages/theme` itself: its `node_modules`, if any, is not packed
    // and must not make every build scan it.
    for path in [
        theme_dir.join("package.json"),
        theme_dir.join("src"),
        theme_dir.join("bin"),
        lockfile.clone(),
        root.join("LICENSE"),
        crate_dir.join("templates"),
    ] {
        println!("cargo:rerun-if-changed={}", path.display());
    }

    let manifest = package_manifest(&theme_dir, &lockfile);
    let version = manifest["version"]
        .as_str()
        .expect("packages/theme/package.json has a version")
        .to_owned();
    for name in ["react", "react-dom"] {
        let pinned = manifest["dependencies"][name]
            .as_str()
            .unwrap_or_else(|| panic!("the theme depends on {name}"));
        let key = name.to_uppercase().replace('-', "_");
        println!("cargo:rustc-env=CAIRN_THEME_{key}_VERSION={pinned}");
    }
    println!("cargo:rustc-env=CAIRN_THEME_VERSION={version}");
    // What `cairn migrate docusaurus --check` calls supported is what the bundler resolves
    // (`packages/theme/bin/bundle.mjs`): `@theme/X` for each folder of the theme's components,
    // and what the Docusaurus coverage list (`src/compat/docusaurus/coverage.json`, which the
    // bundler reads too) says of Docusaurus's modules and components.
    // `MDXComponents` is not a folder of components but a map, which the bundler also resolves.
    let mut components = component_names(&theme_dir.join("src/theme"), "");
    components.push("MDXComponents".to_owned());
    components.sort();
    println!(
        "cargo:rustc-env=CAIRN_THEME_COMPONENTS={}",
        components.join(",")
    );
    println!(
        "cargo:rustc-env=CAIRN_DOCUSAURUS_COVERAGE={}",
        theme_dir
            .join("src/compat/docusaurus/coverage.json")
            .canonicalize()
            .expect("packages/theme/src/compat/docusaurus/coverage.json exists")
            .display()
    );

    let tarball = pack(&theme_dir, &manifest, &root.join("LICENSE"));
    std::fs::write(out_dir.join("cairn-theme.tgz"), tarball).expect("write the theme tarball");
    std::fs::write(
        out_dir.join("templates.rs"),
        template_listing(&crate_dir.join("templates")),
    )
    .expect("write the template listing");
}

/// The components under `dir`, by their `@theme/` name: each folder, at any depth, that holds an
/// `index.tsx` (`Footer`, `DocItem/Footer`).
fn component_names(dir: &Path, prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", dir.display()))
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_dir()))
    {
        let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
        if entry.path().join("index.tsx").is_file() {
            names.push(name.clone());
        }
        names.extend(component_names(&entry.path(), &format!("{name}/")));
    }
    names
}

/// The theme's package.json as published: dependencies pinned to the lockfile's versions,
/// without what only the repository uses (scripts, devDependencies).
fn package_manifest(theme_dir: &Path, lockfile: &Path) -> serde_json::Value {
    let mut manifest: serde_json::Value = read_json(&theme_dir.join("package.json"));
    let lock: serde_json::Value = read_json(lockfile);
    let object = manifest.as_object_mut().expect("package.json is an object");
    object.remove("scripts");
    object.remove("devDependencies");
    if let Some(serde_json::Value::Object(dependencies)) = object.get_mut("dependencies") {
        for (name, range) in dependencies.iter_mut() {
            // Workspaces hoist every dependency to the root `node_modules`, so that is where
            // the lockfile records the version the theme runs with.
            let resolved = lock["packages"][format!("node_modules/{name}")]["version"]
                .as_str()
                .unwrap_or_else(|| {
                    panic!(
                        "package-lock.json has no `node_modules/{name}` entry for the theme's \
                         dependency {name}@{range}; run `npm install` at the repository root"
                    )
                });
            *range = serde_json::Value::String(resolved.to_owned());
        }
    }
    manifest
}

fn read_json(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    serde_json::from_str(&text)
        .unwrap_or_else(|error| panic!("{} is not valid JSON: {error}", path.display()))
}

/// Whether a file of `src/` or `bin/` is only there for the theme's own tests.
fn is_test_file(relative: &str) -> bool {
    let name = relative.rsplit('/').next().unwrap_or(relative);
    relative.split('/').any(|segment| {
        segment == "__tests__" || segment == "__fixtures__" || segment == "__snapshots__"
    }) || name.contains(".test.")
        || name.contains(".spec.")
        || name.starts_with("test-setup.")
        || name.starts_with("test-utils.")
        || name.starts_with("vitest.")
}

/// A gzipped tar in npm's layout (`package/…`), entries sorted, times and owners fixed.
fn pack(theme_dir: &Path, manifest: &serde_json::Value, license: &Path) -> Vec<u8> {
    let mut files: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut json = serde_json::to_string_pretty(manifest).expect("serialise package.json");
    json.push('\n');
    files.insert("package.json".to_owned(), json.into_bytes());
    // The package says `"license": "MIT"`; a copy that leaves the repository carries the text.
    if let Ok(text) = std::fs::read(license) {
        files.insert("LICENSE".to_owned(), text);
    }
    for folder in ["src", "bin"] {
        collect(theme_dir, &theme_dir.join(folder), &mut files);
    }

    let encoder = flate2::GzBuilder::new()
        .mtime(0)
        .write(Vec::new(), flate2::Compression::best());
    let mut archive = tar::Builder::new(encoder);
    for (relative, bytes) in &files {
        let mut header = tar::Header::new_ustar();
        header.set_size(bytes.len() as u64);
        // Scripts under bin/ are run as `node bin/x.mjs`, never executed directly.
        header.set_mode(0o644);
        header.set_mtime(NPM_MTIME);
        header.set_uid(0);
        header.set_gid(0);
        header.set_entry_type(tar::EntryType::Regular);
        archive
            .append_data(&mut header, format!("package/{relative}"), bytes.as_slice())
            .expect("add a file to the theme tarball");
    }
    let mut encoder = archive.into_inner().expect("finish the theme tarball");
    encoder.flush().expect("flush the theme tarball");
    encoder.finish().expect("finish the gzip stream")
}

fn collect(theme_dir: &Path, dir: &Path, files: &mut BTreeMap<String, Vec<u8>>) {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", dir.display()));
    for entry in entries {
        let path = entry.expect("read a theme folder entry").path();
        let relative = path
            .strip_prefix(theme_dir)
            .expect("inside the theme")
            .components()
            .map(|part| part.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        if is_test_file(&relative) {
            continue;
        }
        if path.is_dir() {
            collect(theme_dir, &path, files);
        } else {
            let bytes = std::fs::read(&path)
                .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
            files.insert(relative, bytes);
        }
    }
}

/// `templates.rs`: every file under `templates/` as `(layer, path, bytes)`, sorted, with
/// `include_bytes!` so that rustc itself tracks each file.
fn template_listing(templates_dir: &Path) -> String {
    let mut files = BTreeMap::new();
    collect_templates(templates_dir, templates_dir, &mut files);
    let mut code = String::from("pub static FILES: &[(&str, &str, &[u8])] = &[\n");
    for (relative, path) in files {
        let (layer, inner) = relative
            .split_once('/')
            .expect("template files are inside a layer folder");
        writeln!(
            code,
            "    ({layer:?}, {inner:?}, include_bytes!({:?})),",
            path.display().to_string()
        )
        .expect("write to a string");
    }
    code.push_str("];\n");
    code
}

fn collect_templates(root: &Path, dir: &Path, files: &mut BTreeMap<String, PathBuf>) {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", dir.display()));
    for entry in entries {
        let path = entry.expect("read a template folder entry").path();
        if path.is_dir() {
            collect_templates(root, &path, files);
        } else {
            let relative = path
                .strip_prefix(root)
                .expect("inside templates/")
                .components()
                .map(|part| part.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            let absolute = path.canonicalize().unwrap_or(path);
            files.insert(relative, absolute);
        }
    }
}
