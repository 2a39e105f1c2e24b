//! Embeds jiti, the module loader Docusaurus reads `docusaurus.config.*` and `sidebars.*` with,
//! so that Cairn loads them with the same semantics (TypeScript, ES modules turned into
//! CommonJS, JSON imports, extensionless paths) before the site has installed anything.
//!
//! jiti comes from the repository's npm install (`npm ci` at the root, which `make` runs first);
//! its two files are gzip-compressed into `OUT_DIR` and unpacked at run time by `lib.rs`.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The jiti line Docusaurus 3 depends on (`@docusaurus/utils`: `jiti ^1.20.0`).
const MAJOR: &str = "1.";
const FILES: [&str; 2] = ["dist/jiti.js", "dist/babel.js"];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let jiti = manifest.join("../../node_modules/jiti");
    let package = jiti.join("package.json");
    let text = std::fs::read_to_string(&package).unwrap_or_else(|_| {
        panic!(
            "{} is missing: run `npm ci` at the repository's root before building Cairn (`make` does it)",
            package.display()
        )
    });
    let version = version_of(&text);
    assert!(
        version.starts_with(MAJOR),
        "node_modules/jiti is {version}; Cairn embeds jiti {MAJOR}x, the line Docusaurus 3 uses: run `npm ci`"
    );
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    for file in FILES {
        let source = jiti.join(file);
        let bytes = std::fs::read(&source)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", source.display()));
        let name = Path::new(file).file_name().expect("a file name");
        let target = out.join(name).with_extension("js.gz");
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        encoder.write_all(&bytes).expect("writes to memory");
        std::fs::write(&target, encoder.finish().expect("writes to memory"))
            .unwrap_or_else(|error| panic!("cannot write {}: {error}", target.display()));
        println!("cargo:rerun-if-changed={}", source.display());
    }
    println!("cargo:rustc-env=CAIRN_JITI_VERSION={version}");
    println!("cargo:rerun-if-changed={}", package.display());
    println!("cargo:rerun-if-changed=build.rs");
}

/// The `"version"` of a package.json, read without a JSON parser (no build dependency for it).
fn version_of(package_json: &str) -> String {
    let key = "\"version\"";
    let start = package_json.find(key).expect("package.json has a version") + key.len();
    let rest = &package_json[start..];
    let open = rest.find('"').expect("a version string") + 1;
    let close = rest[open..].find('"').expect("a closed version string") + open;
    rest[open..close].to_owned()
}
