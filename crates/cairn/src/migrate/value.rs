//! Reading the evaluated config: JSON values, the markers `evaluate.mjs` puts where JSON has no
//! equivalent, and the paths the report names (`presets[0].docs.remarkPlugins[0]`).

use std::path::Path;

use serde_json::Value;

/// The key `evaluate.mjs` marks untranslatable values with.
pub const MARKER: &str = "__cairn_untranslatable";

/// `path.key`, or `key` at the root.
pub fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

/// `path[index]`.
pub fn index(path: &str, index: usize) -> String {
    format!("{path}[{index}]")
}

/// The marker's kind (`function`, `stub`, `regexp`, `instance`…) when `value` is one.
pub fn marker_kind(value: &Value) -> Option<&str> {
    value.get(MARKER).and_then(Value::as_str)
}

/// The module a stub stands for: a package that is not installed.
pub fn stub_module(value: &Value) -> Option<&str> {
    (marker_kind(value) == Some("stub"))
        .then(|| value.get("module").and_then(Value::as_str))
        .flatten()
}

/// A value that could not be read as data, in words: "a function `createConfig`",
/// "`remark-math` (not installed)".
pub fn describe(value: &Value) -> String {
    let text = |key: &str| value.get(key).and_then(Value::as_str).unwrap_or_default();
    match marker_kind(value) {
        Some("stub") => {
            let access = text("access");
            if access.is_empty() {
                format!("`{}` (not installed)", text("module"))
            } else {
                format!(
                    "`{}`{access} (`{}` is not installed)",
                    text("module"),
                    text("module")
                )
            }
        }
        Some("function") if !text("name").is_empty() => format!("a function `{}`", text("name")),
        Some("function") => "a function".to_owned(),
        Some("regexp") => format!("a RegExp `{}`", text("text")),
        Some("instance") if !text("name").is_empty() => format!("a `{}` object", text("name")),
        Some("circular") => "a circular reference".to_owned(),
        Some(kind) => format!("a JavaScript {kind}"),
        None => match value {
            Value::Null => "null".to_owned(),
            Value::Bool(flag) => flag.to_string(),
            Value::Number(number) => number.to_string(),
            Value::String(text) => format!("`{text}`"),
            Value::Array(_) => "a list".to_owned(),
            Value::Object(_) => "an object".to_owned(),
        },
    }
}

/// A short name for a plugin, preset or remark plugin entry: its package name, its function's
/// name, or its path.
pub fn plugin_name(value: &Value, site: &Path) -> Option<String> {
    match value {
        Value::String(name) => Some(normalise_module(name, site)),
        Value::Object(_) => match marker_kind(value) {
            Some("stub") => stub_module(value).map(|name| normalise_module(name, site)),
            // A function a module exports: named by the module, when the loader saw which.
            Some("function") => match value.get("module").and_then(Value::as_str) {
                Some(module) => Some(normalise_module(module, site)),
                None => value
                    .get("name")
                    .and_then(Value::as_str)
                    .map(|name| format!("function {name}")),
            },
            _ => None,
        },
        _ => None,
    }
}

/// `cairn-stub:x` (a `require.resolve` of a missing package) → `x`; a path inside
/// `node_modules` → the package's name; a path inside the site → `./relative`.
pub fn normalise_module(name: &str, site: &Path) -> String {
    if let Some(stubbed) = name.strip_prefix("cairn-stub:") {
        return stubbed.to_owned();
    }
    if let Some((_, inside)) = name.rsplit_once("node_modules/") {
        let mut parts = inside.split('/');
        let first = parts.next().unwrap_or_default();
        return if first.starts_with('@') {
            format!("{first}/{}", parts.next().unwrap_or_default())
        } else {
            first.to_owned()
        };
    }
    let path = Path::new(name);
    if path.is_absolute()
        && let Ok(relative) = path.strip_prefix(site)
    {
        return format!("./{}", relative.display());
    }
    name.to_owned()
}

/// A path the config gives (often `require.resolve('./sidebars.js')`, so absolute) as a path
/// relative to the site, as `cairn.toml` writes paths.
pub fn site_relative(text: &str, site: &Path) -> String {
    let path = Path::new(text);
    if path.is_absolute()
        && let Ok(relative) = path.strip_prefix(site)
    {
        return relative.display().to_string();
    }
    text.strip_prefix("./").unwrap_or(text).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_plugins_by_package_function_or_path() {
        let site = Path::new("/site");
        assert_eq!(
            plugin_name(&json!("cairn-stub:@docusaurus/preset-classic"), site).as_deref(),
            Some("@docusaurus/preset-classic")
        );
        assert_eq!(
            plugin_name(
                &json!("/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js"),
                site
            )
            .as_deref(),
            Some("@docusaurus/plugin-content-docs")
        );
        assert_eq!(
            plugin_name(&json!("/site/src/plugins/x.js"), site).as_deref(),
            Some("./src/plugins/x.js")
        );
        assert_eq!(
            plugin_name(&json!({MARKER: "function", "name": "myPlugin"}), site).as_deref(),
            Some("function myPlugin")
        );
        assert_eq!(
            plugin_name(
                &json!({MARKER: "stub", "module": "remark-math", "access": ""}),
                site
            )
            .as_deref(),
            Some("remark-math")
        );
    }

    #[test]
    fn describes_markers_in_words() {
        assert_eq!(
            describe(
                &json!({MARKER: "stub", "module": "prism-react-renderer", "access": ".themes.github"})
            ),
            "`prism-react-renderer`.themes.github (`prism-react-renderer` is not installed)"
        );
        assert_eq!(
            describe(&json!({MARKER: "regexp", "text": "/a/"})),
            "a RegExp `/a/`"
        );
        assert_eq!(
            describe(&json!({MARKER: "instance", "name": "Date"})),
            "a `Date` object"
        );
    }

    #[test]
    fn makes_paths_relative_to_the_site() {
        let site = Path::new("/site");
        assert_eq!(site_relative("/site/sidebars.js", site), "sidebars.js");
        assert_eq!(site_relative("./sidebars.js", site), "sidebars.js");
        assert_eq!(site_relative("../docs", site), "../docs");
    }
}
