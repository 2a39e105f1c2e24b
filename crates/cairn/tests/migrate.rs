#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `cairn migrate docusaurus` on the Docusaurus sites of `tests/fixtures/migrate/`: the
//! `cairn.toml` it writes (which must load with `cairn_config`, as `cairn build` loads it), the
//! report, and the errors.
//!
//! Each fixture is copied under the workspace's `target/`, so that a TypeScript config finds the
//! `typescript` package installed at the repository's root.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/migrate")
}

/// A copy of fixture `name` as `<temporary folder>/site`.
fn copy_fixture(name: &str) -> tempfile::TempDir {
    let parent = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/migrate-fixtures");
    std::fs::create_dir_all(&parent).unwrap();
    let root = tempfile::tempdir_in(parent).unwrap();
    let source = fixtures().join(name);
    for entry in walkdir::WalkDir::new(&source) {
        let entry = entry.unwrap();
        let target = root
            .path()
            .join("site")
            .join(entry.path().strip_prefix(&source).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
    root
}

fn migrate(root: &Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(["migrate", "docusaurus", "site"])
        .args(extra)
        .current_dir(root)
        .env("NO_COLOR", "1")
        .output()
        .expect("cairn runs")
}

fn text(bytes: &[u8]) -> String {
    without_theme_hash(&String::from_utf8_lossy(bytes))
}

/// `text` with the hash left out of the theme tarball's name (`cairn-theme-3.4.0-0a1b2c3d4e.tgz`
/// becomes `cairn-theme-3.4.0.tgz`), so the snapshots do not change with every theme change.
fn without_theme_hash(text: &str) -> String {
    let prefix = format!("cairn-theme-{}-", env!("CARGO_PKG_VERSION"));
    let mut kept = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(&prefix) {
        kept.push_str(&rest[..at + prefix.len() - 1]);
        let after = &rest[at + prefix.len()..];
        let hashed = after.len() >= 14
            && after.as_bytes()[..10].iter().all(u8::is_ascii_hexdigit)
            && after[10..].starts_with(".tgz");
        if hashed {
            rest = &after[10..];
        } else {
            kept.push('-');
            rest = after;
        }
    }
    kept.push_str(rest);
    kept
}

/// Migrates fixture `name`, checks that it succeeded and that Cairn loads the result, and
/// returns the written `cairn.toml` and the report.
fn migrated(name: &str) -> (String, String) {
    let (config, report, _) = migrated_with_functions(name);
    (config, report)
}

/// The written config and report, and `cairn.functions.cjs` when one was written.
fn migrated_with_functions(name: &str) -> (String, String, Option<String>) {
    let root = copy_fixture(name);
    let output = migrate(root.path(), &[]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let site = root.path().join("site");
    let config = std::fs::read_to_string(site.join("cairn.toml")).unwrap();
    if let Err(error) = cairn_config::load(&site) {
        panic!("the written cairn.toml does not load: {error:?}\n{config}");
    }
    let functions = std::fs::read_to_string(site.join("cairn.functions.cjs")).ok();
    (config, text(&output.stdout), functions)
}

#[test]
fn classic_preset_in_commonjs_with_an_async_creator() {
    let (config, report) = migrated("classic");
    insta::assert_snapshot!("classic_config", config);
    insta::assert_snapshot!("classic_report", report);
}

#[test]
fn a_plugin_written_in_the_config_becomes_a_module_of_the_site() {
    let root = copy_fixture("classic");
    let output = migrate(root.path(), &[]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let module =
        std::fs::read_to_string(root.path().join("site/plugins/local-plugin.cjs")).unwrap();
    // With the config's declarations it reads, its relative module name rebased onto
    // `plugins/`, and none it does not read.
    assert!(
        module.contains(
            "\nconst names = require(\"../src/plugin-names.cjs\");\nconst PREFIX = 'local';\n\nmodule.exports = function localPlugin() {\n        return { name: `${PREFIX}-${names.plugin}` };"
        ),
        "{module}"
    );
    assert!(!module.contains("rehype-katex"), "{module}");
    // The module loads in Node as the plugin function it was.
    let check = Command::new("node")
        .args([
            "-e",
            "const plugin = require('./plugins/local-plugin.cjs'); if (plugin().name !== 'local-plugin') process.exit(1);",
        ])
        .current_dir(root.path().join("site"))
        .output()
        .unwrap();
    assert!(check.status.success(), "{}", text(&check.stderr));
    // A second run without --force leaves it alone.
    let again = migrate(root.path(), &[]);
    assert_eq!(again.status.code(), Some(1));
}

#[test]
fn several_docs_instances_with_versions() {
    let (config, report, functions) = migrated_with_functions("multi-instance");
    insta::assert_snapshot!("multi_instance_config", config);
    insta::assert_snapshot!("multi_instance_report", report);
    // The `community` instance's `editUrl`, a function, moved to a module the option names.
    insta::assert_snapshot!("multi_instance_functions", functions.unwrap());
}

#[test]
fn es_module_config() {
    let (config, report) = migrated("esm");
    insta::assert_snapshot!("esm_config", config);
    insta::assert_snapshot!("esm_report", report);
}

#[test]
fn typescript_config_through_the_typescript_package() {
    let (config, report) = migrated("typescript");
    insta::assert_snapshot!("typescript_config", config);
    insta::assert_snapshot!("typescript_report", report);
}

#[test]
fn a_folder_without_a_config_is_an_error() {
    let root = copy_fixture("no-config");
    let output = migrate(root.path(), &[]);
    assert_eq!(output.status.code(), Some(1));
    assert!(!root.path().join("site/cairn.toml").exists());
    insta::assert_snapshot!("no_config", text(&output.stderr));
}

#[test]
fn a_config_that_throws_is_reported_with_node_message_and_line() {
    let root = copy_fixture("throws");
    let output = migrate(root.path(), &[]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!root.path().join("site/cairn.toml").exists());
    insta::assert_snapshot!("throws", stderr);
}

#[test]
fn an_existing_cairn_toml_is_kept_unless_forced() {
    let root = copy_fixture("esm");
    let target = root.path().join("site/cairn.toml");
    std::fs::write(&target, "# mine\n").unwrap();
    let output = migrate(root.path(), &[]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output.stderr).contains("--force"),
        "{}",
        text(&output.stderr)
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "# mine\n");
    let forced = migrate(root.path(), &["--force"]);
    assert_eq!(forced.status.code(), Some(0), "{}", text(&forced.stderr));
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .contains("title = \"ESM Site\"")
    );
}

#[test]
fn a_typescript_config_loads_without_the_typescript_package() {
    // Outside the workspace, so no `typescript` package is found above the site: Cairn reads
    // TypeScript with the loader Docusaurus uses (jiti), on any Node.
    let root = tempfile::tempdir().unwrap();
    let site = root.path().join("site");
    std::fs::create_dir_all(&site).unwrap();
    for file in ["docusaurus.config.ts", "sidebars.ts", "package.json"] {
        std::fs::copy(fixtures().join("typescript").join(file), site.join(file)).unwrap();
    }
    let output = migrate(root.path(), &[]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(site.join("cairn.toml").is_file());
}

#[test]
fn pwa_plugin_with_its_manifest_in_static() {
    let (config, report) = migrated("pwa");
    insta::assert_snapshot!("pwa_config", config);
    insta::assert_snapshot!("pwa_report", report);
}

#[test]
fn google_plugins_and_the_debug_plugin() {
    let (config, report) = migrated("analytics");
    let site = cairn_config::parse(&config, Path::new("cairn.toml")).unwrap();
    assert!(site.debug);
    let gtag = site.gtag.unwrap();
    assert_eq!(gtag.tracking_id.as_slice(), ["G-ONE111", "G-TWO222"]);
    assert!(gtag.anonymize_ip);
    insta::assert_snapshot!("analytics_config", config);
    insta::assert_snapshot!("analytics_report", report);
}

#[test]
fn what_docusaurus_loader_accepts_and_the_package_json() {
    // JSON import without an attribute, `__dirname` and `require` in an ES module, an
    // extensionless `.ts` import, a missing package spread and read, `sidebars.ts`.
    let root = copy_fixture("jiti");
    let site = root.path().join("site");
    // A theme left from an earlier migration, and a file of the site's own.
    std::fs::create_dir_all(site.join("vendor")).unwrap();
    std::fs::write(site.join("vendor/cairn-theme-0.9.0.tgz"), "old").unwrap();
    std::fs::write(site.join("vendor/notes.txt"), "kept").unwrap();
    let output = migrate(root.path(), &[]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let config = std::fs::read_to_string(site.join("cairn.toml")).unwrap();
    cairn_config::load(&site).unwrap();
    insta::assert_snapshot!("jiti_config", config);
    insta::assert_snapshot!("jiti_report", text(&output.stdout));
    insta::assert_snapshot!(
        "jiti_package_json",
        without_theme_hash(&std::fs::read_to_string(site.join("package.json")).unwrap())
    );
    // The original is kept, and the theme it points at is there.
    assert_eq!(
        std::fs::read_to_string(site.join("package.docusaurus.json")).unwrap(),
        std::fs::read_to_string(fixtures().join("jiti/package.json")).unwrap()
    );
    let mut vendor: Vec<String> = std::fs::read_dir(site.join("vendor"))
        .unwrap()
        .map(|entry| without_theme_hash(&entry.unwrap().file_name().to_string_lossy()))
        .collect();
    vendor.sort();
    assert_eq!(
        vendor,
        [
            format!("cairn-theme-{}.tgz", env!("CARGO_PKG_VERSION")),
            "notes.txt".to_owned()
        ]
    );
}
