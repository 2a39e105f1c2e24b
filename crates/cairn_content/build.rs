//! Records the compiler's version for the debug pages (`/__cairn/debug/metadata/`): it is
//! known only while building, so it is embedded as `CAIRN_RUSTC_VERSION`.

use std::process::Command;

fn main() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_owned())
        .unwrap_or_else(|| "unknown".to_owned());
    println!("cargo:rustc-env=CAIRN_RUSTC_VERSION={version}");
    // A new compiler rebuilds everything anyway; nothing else here changes the version.
    println!("cargo:rerun-if-env-changed=RUSTC");
    println!("cargo:rerun-if-changed=build.rs");
}
