#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! `plugins`: a site's own Docusaurus plugins, by module, with options.
use std::path::Path;

use cairn_config::{PluginEntry, parse};

mod support;
use support::{MINIMAL, render};

#[test]
fn a_plugin_is_a_module_or_a_table_with_its_options() {
    let config = parse(
        &format!(
            "plugins = [\n  \"./plugins/a.js\",\n  {{ module = \"docusaurus-plugin-sass\", options = {{ implementation = \"sass\", depth = 2 }} }},\n]\n{MINIMAL}"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    assert_eq!(config.plugins.len(), 2);
    assert_eq!(config.plugins[0].module(), "./plugins/a.js");
    assert!(config.plugins[0].options().is_empty());
    assert_eq!(config.plugins[1].module(), "docusaurus-plugin-sass");
    assert_eq!(
        serde_json::Value::Object(config.plugins[1].options()),
        serde_json::json!({ "implementation": "sass", "depth": 2 })
    );
}

#[test]
fn plugins_as_tables_of_an_array_take_multi_line_options() {
    let config = parse(
        &format!(
            "{MINIMAL}[[plugins]]\nmodule = \"./plugins/changelog.js\"\n[plugins.options]\npath = \"CHANGELOG.md\"\nrouteBasePath = \"/changelog\"\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap();
    let PluginEntry::WithOptions(entry) = &config.plugins[0] else {
        panic!("a table");
    };
    assert_eq!(entry.options["routeBasePath"], "/changelog");
}

#[test]
fn a_mistake_in_a_plugin_table_is_named_by_its_key() {
    let shown = render(
        &parse(
            &format!("{MINIMAL}[[plugins]]\nmodul = \"./plugins/a.js\"\n"),
            Path::new("site/cairn.toml"),
        )
        .expect_err("an unknown key"),
    );
    assert!(shown.contains("unknown field `modul`"), "{shown}");
    assert!(shown.contains("`module`"), "{shown}");
    assert!(shown.contains("cairn.toml:"), "{shown}");

    let shown = render(
        &parse(
            &format!("plugins = [3]\n{MINIMAL}"),
            Path::new("site/cairn.toml"),
        )
        .expect_err("a number"),
    );
    assert!(
        shown.contains("a module path or package name, or a table with `module` and `options`"),
        "{shown}"
    );
}
