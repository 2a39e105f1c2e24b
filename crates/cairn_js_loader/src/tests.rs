#![allow(clippy::unwrap_used)] // Test helpers may panic: a panic is a failed test.
//! Each case is a small site written into a temporary folder, loaded with real Node and the
//! embedded jiti: the forms Docusaurus accepts and Node alone refuses.

use std::path::Path;

use serde_json::json;

use super::*;

fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

fn load_value(dir: &Path, file: &str, options: Options) -> Value {
    match load(&dir.join(file), dir, options) {
        Ok(loaded) => loaded.value,
        Err(error) => panic!("{file} did not load: {error} ({error:?})"),
    }
}

const CONFIG: Options = Options {
    stub_missing_packages: true,
    call_exported_function: true,
    mark_untranslatable: true,
    timeout: Some(Duration::from_secs(60)),
};

#[test]
fn json_import_without_an_attribute_in_an_es_module() {
    let dir = site(&[
        ("versions.json", r#"["2.0", "1.0"]"#),
        (
            "config.mjs",
            "import versions from './versions.json';\nexport default { versions };\n",
        ),
    ]);
    assert_eq!(
        load_value(dir.path(), "config.mjs", Options::default()),
        json!({ "versions": ["2.0", "1.0"] })
    );
}

#[test]
fn dirname_and_require_in_an_es_module() {
    let dir = site(&[
        ("data.json", r#"{ "name": "data" }"#),
        (
            "config.mjs",
            "import path from 'node:path';\nconst data = require('./data.json');\nexport default { folder: path.basename(__dirname), file: path.basename(__filename), name: data.name };\n",
        ),
    ]);
    let folder = dir.path().file_name().unwrap().to_str().unwrap().to_owned();
    assert_eq!(
        load_value(dir.path(), "config.mjs", Options::default()),
        json!({ "folder": folder, "file": "config.mjs", "name": "data" })
    );
}

#[test]
fn a_module_that_defines_its_own_dirname() {
    // The usual way to get `__dirname` in an ES module must keep working once jiti provides one.
    let dir = site(&[(
        "config.mjs",
        "import { fileURLToPath } from 'node:url';\nimport path from 'node:path';\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\nexport default { same: __dirname === path.dirname(fileURLToPath(import.meta.url)) };\n",
    )]);
    assert_eq!(
        load_value(dir.path(), "config.mjs", Options::default()),
        json!({ "same": true })
    );
}

#[test]
fn extensionless_import_of_a_typescript_file() {
    let dir = site(&[
        (
            "plugins/blog-footer.ts",
            "export default function footer(): string { return 'footer'; }\n",
        ),
        (
            "docusaurus.config.ts",
            "import footer from './plugins/blog-footer';\nimport type { Config } from '@docusaurus/types';\nconst config: Config = { title: footer() } as Config;\nexport default config;\n",
        ),
    ]);
    assert_eq!(
        load_value(dir.path(), "docusaurus.config.ts", CONFIG),
        json!({ "title": "footer" })
    );
}

#[test]
fn mts_config_with_missing_packages() {
    let dir = site(&[(
        "docusaurus.config.mts",
        "import { themes as prismThemes } from 'prism-react-renderer';\nimport remarkMath from 'remark-math';\nexport default { title: 'M', theme: prismThemes.github, remark: [remarkMath] };\n",
    )]);
    let loaded = load(
        &dir.path().join("docusaurus.config.mts"),
        dir.path(),
        CONFIG,
    )
    .unwrap();
    assert_eq!(loaded.value["title"], json!("M"));
    assert_eq!(
        loaded.value["theme"]["__cairn_untranslatable"],
        json!("stub")
    );
    assert_eq!(
        loaded.value["theme"]["module"],
        json!("prism-react-renderer")
    );
    assert_eq!(
        loaded.stubbed,
        vec!["prism-react-renderer".to_owned(), "remark-math".to_owned()]
    );
}

#[test]
fn stand_ins_are_spread_iterated_called_and_read() {
    let dir = site(&[(
        "docusaurus.config.js",
        r#"const base = require('@acme/docs-theme');
const plugins = [];
for (const plugin of base.plugins) plugins.push(plugin);
module.exports = {
  styles: { ...base.styles, extra: true },
  list: [...base.list, 'own'],
  plugins,
  called: base.configure({ a: 1 }),
  made: new base.Plugin(),
  text: `${base.name}`,
  entries: Object.entries(base.options).length,
};
"#,
    )]);
    let value = load_value(dir.path(), "docusaurus.config.js", CONFIG);
    assert_eq!(value["styles"], json!({ "extra": true }));
    assert_eq!(value["list"], json!(["own"]));
    assert_eq!(value["plugins"], json!([]));
    assert_eq!(value["called"]["access"], json!(".configure()"));
    assert_eq!(value["made"]["access"], json!("new .Plugin"));
    assert_eq!(value["text"], json!("[@acme/docs-theme.name]"));
    assert_eq!(value["entries"], json!(0));
}

#[test]
fn typescript_sidebars_on_any_node() {
    let dir = site(&[(
        "sidebars.ts",
        "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nenum Kind { Doc = 'doc' }\nconst sidebars = { docs: [{ type: Kind.Doc, id: 'intro' }] } satisfies SidebarsConfig;\nexport default sidebars;\n",
    )]);
    assert_eq!(
        load_value(dir.path(), "sidebars.ts", Options::default()),
        json!({ "docs": [{ "type": "doc", "id": "intro" }] })
    );
}

#[test]
fn an_async_config_creator_is_called() {
    let dir = site(&[(
        "docusaurus.config.js",
        "module.exports = async function createConfig() { return { title: await Promise.resolve('Async'), plugins: [function local() {}, /x/] }; };\n",
    )]);
    assert_eq!(
        load_value(dir.path(), "docusaurus.config.js", CONFIG),
        json!({
            "title": "Async",
            "plugins": [
                // With its text, which `cairn migrate` moves into a module of the site's.
                { "__cairn_untranslatable": "function", "name": "local", "source": "function local() {}" },
                { "__cairn_untranslatable": "regexp", "text": "/x/" }
            ]
        })
    );
}

#[test]
fn a_syntax_error_has_its_place() {
    let dir = site(&[(
        "sidebars.ts",
        "const a = {\n  b: ,\n};\nexport default a;\n",
    )]);
    let Err(LoadError::Module {
        message, location, ..
    }) = load(
        &dir.path().join("sidebars.ts"),
        dir.path(),
        Options::default(),
    )
    else {
        panic!("a syntax error must be reported");
    };
    assert!(message.contains("Unexpected token"), "{message}");
    let location = location.expect("a location");
    assert!(location.file.ends_with("sidebars.ts"), "{location:?}");
    assert_eq!((location.line, location.column), (2, Some(6)));
}

#[test]
fn a_throw_has_its_place() {
    let dir = site(&[(
        "docusaurus.config.js",
        "const x = 1;\nthrow new Error('no config here');\n",
    )]);
    let Err(LoadError::Module {
        message, location, ..
    }) = load(&dir.path().join("docusaurus.config.js"), dir.path(), CONFIG)
    else {
        panic!("a throw must be reported");
    };
    assert_eq!(message, "Error: no config here");
    assert_eq!(location.unwrap().line, 2);
}

#[test]
fn a_missing_package_is_an_error_without_stand_ins() {
    let dir = site(&[(
        "sidebars.js",
        "module.exports = require('not-installed-anywhere');\n",
    )]);
    let result = load(
        &dir.path().join("sidebars.js"),
        dir.path(),
        Options::default(),
    );
    let Err(LoadError::Module { message, .. }) = result else {
        panic!("a missing package must be reported: {result:?}");
    };
    assert!(message.contains("not-installed-anywhere"), "{message}");
}

#[test]
fn output_of_the_module_does_not_mix_with_the_result() {
    let dir = site(&[(
        "sidebars.js",
        "console.log('hello'); process.stdout.write('raw\\n');\nmodule.exports = { a: 1 };\n",
    )]);
    assert_eq!(
        load_value(dir.path(), "sidebars.js", Options::default()),
        json!({ "a": 1 })
    );
}

#[test]
fn a_module_that_never_finishes_is_stopped() {
    let dir = site(&[(
        "docusaurus.config.js",
        "module.exports = new Promise(() => setInterval(() => {}, 1000));\n",
    )]);
    let options = Options {
        timeout: Some(Duration::from_millis(1500)),
        ..CONFIG
    };
    assert!(matches!(
        load(
            &dir.path().join("docusaurus.config.js"),
            dir.path(),
            options
        ),
        Err(LoadError::TimedOut(_))
    ));
}

#[test]
fn a_function_a_module_exports_is_marked_with_its_file() {
    let dir = site(&[
        (
            "node_modules/remark-shout/package.json",
            r#"{"name": "remark-shout", "main": "index.js"}"#,
        ),
        (
            "node_modules/remark-shout/index.js",
            "module.exports = function remarkShout() { return () => {}; };\n",
        ),
        (
            "plugins/tabs.mjs",
            "export default function tabs() { return () => {}; }\n",
        ),
        (
            "config.mjs",
            "import shout from 'remark-shout';\nimport tabs from './plugins/tabs.mjs';\nexport default { remarkPlugins: [shout, [tabs, {}]], inline: [function inline() {}] };\n",
        ),
    ]);
    let value = load_value(dir.path(), "config.mjs", CONFIG);
    let module = |pointer: &str| {
        value
            .pointer(pointer)
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    // A package's entry is named by the package.
    assert_eq!(
        module("/remarkPlugins/0/module").as_deref(),
        Some("remark-shout"),
        "{value}"
    );
    assert!(
        module("/remarkPlugins/1/0/module").is_some_and(|file| file.ends_with("plugins/tabs.mjs")),
        "{value}"
    );
    assert_eq!(module("/inline/0/module"), None, "{value}");
}
