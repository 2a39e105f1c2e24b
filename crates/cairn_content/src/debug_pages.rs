//! Debug pages (`debug = true`): static pages under `/__cairn/debug/` that show what the build
//! saw — the config, each plugin's routes, the global data, versions, the component registry
//! and the route table.
//!
//! Like redirect pages they are written after rendering rather than planned as routes: they
//! must not be in the route manifest (client navigation would render them as React pages),
//! the sitemap or `llms.txt`, and they must show the build's data even when the theme is what
//! is broken, so they are plain HTML with an inline stylesheet and no script.

use std::path::Path;
use std::process::Command;

use cairn_markdown::{escape_attribute, escape_text_into};
use serde_json::Value;

use crate::error::ContentError;
use crate::plugin::{
    LoadInput, OutputFile, OutputsOnly, Plugin, PluginContent, PostBuildContext, SiteOutputs,
};
use crate::url::UrlBuilder;

pub const PLUGIN_NAME: &str = "debug";

/// Where the pages are, under the base URL.
const ROOT: &str = "__cairn/debug";

/// The sub-pages, in navigation order: URL segment and title.
const PAGES: [(&str, &str); 6] = [
    ("config", "Config"),
    ("content", "Content"),
    ("globalData", "Global data"),
    ("metadata", "Metadata"),
    ("registry", "Registry"),
    ("routes", "Routes"),
];

/// Where the bundler's manifest is, relative to the site.
const BUNDLE_MANIFEST: &str = ".cairn/client/cairn-manifest.json";

/// Writes the debug pages when the config says `debug = true`.
#[derive(Debug, Clone, Default)]
pub struct DebugPagesPlugin;

impl Plugin for DebugPagesPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(OutputsOnly(|| DebugPages)))
    }
}

/// DebugPagesPlugin's outputs: made from the plan once every page is rendered.
struct DebugPages;

impl SiteOutputs for DebugPages {
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        if !context.config.debug {
            return Ok(Vec::new());
        }
        let urls = &context.plan.urls;
        let data = DebugData::collect(context);
        let mut files = vec![OutputFile {
            path: urls.output_file(&page_url(urls, None)),
            bytes: layout(urls, None, "Debug pages", &index_body(urls, &data)).into_bytes(),
        }];
        for (name, title) in PAGES {
            let body = match name {
                "config" => json_section(
                    "The site's configuration, with every default filled in.",
                    &data.config,
                ),
                "content" => content_body(context),
                "globalData" => json_section(
                    "Each plugin's global data (<code>useGlobalData()[name][id]</code>), from the site data chunk.",
                    &data.global_data,
                ),
                "metadata" => metadata_body(context),
                "registry" => registry_body(urls, &data.registry),
                _ => routes_body(context),
            };
            files.push(OutputFile {
                path: urls.output_file(&page_url(urls, Some(name))),
                bytes: layout(urls, Some(name), title, &body).into_bytes(),
            });
        }
        Ok(files)
    }
}

/// What several pages (and the index's counts) read.
struct DebugData {
    config: Value,
    global_data: Value,
    /// Component id → chunk files, or why they are unknown.
    registry: Result<serde_json::Map<String, Value>, String>,
    route_count: usize,
    plugin_count: usize,
}

impl DebugData {
    fn collect(context: &PostBuildContext<'_>) -> Self {
        let config = serde_json::to_value(context.config).unwrap_or(Value::Null);
        let global_data = serde_json::from_str::<Value>(context.plan.site.json())
            .ok()
            .and_then(|mut site| site.get_mut("globalData").map(Value::take))
            .unwrap_or(Value::Null);
        DebugData {
            config,
            global_data,
            registry: read_registry(context.site_dir),
            route_count: context.plan.routes.len(),
            plugin_count: context.plan.plugin_routes.len(),
        }
    }
}

/// The `components` of the bundler's manifest.
fn read_registry(site_dir: &Path) -> Result<serde_json::Map<String, Value>, String> {
    let path = site_dir.join(BUNDLE_MANIFEST);
    let text = std::fs::read_to_string(&path)
        .map_err(|error| format!("cannot read {BUNDLE_MANIFEST}: {error}"))?;
    let manifest: Value = serde_json::from_str(&text)
        .map_err(|error| format!("{BUNDLE_MANIFEST} is not valid JSON: {error}"))?;
    match manifest.get("components") {
        Some(Value::Object(components)) => Ok(components.clone()),
        _ => Err(format!("{BUNDLE_MANIFEST} has no `components` object")),
    }
}

/// URL of the index (`None`) or of a sub-page, following the base URL and `trailingSlash`.
fn page_url(urls: &UrlBuilder, name: Option<&str>) -> String {
    match name {
        Some(name) => urls.page([ROOT, name]),
        None => urls.page([ROOT]),
    }
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_text_into(&mut out, text);
    out
}

fn link(href: &str, text: &str) -> String {
    format!(
        "<a href=\"{}\">{}</a>",
        escape_attribute(href),
        escape(text)
    )
}

const STYLE: &str = "\
:root{color-scheme:light dark;--bg:#fff;--fg:#1c1e21;--muted:#5f6368;--line:#dadde1;--link:#1b6e45}
@media (prefers-color-scheme:dark){:root{--bg:#18191a;--fg:#e3e3e3;--muted:#a8acb2;--line:#3e4042;--link:#7fd6a4}}
body{margin:0 auto;max-width:76rem;padding:1rem 1.5rem 3rem;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,sans-serif}
a{color:var(--link)}
nav{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;padding-bottom:.5rem;border-bottom:1px solid var(--line)}
nav a[aria-current=page]{font-weight:700;text-decoration:none}
table{border-collapse:collapse;width:100%}
th,td{padding:.3rem .6rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
code,.json{font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace}
.json ul{margin:0;padding-left:1.25rem;list-style:none;border-left:1px dotted var(--line)}
summary{cursor:pointer}
.muted{color:var(--muted)}
td ul{margin:0;padding-left:1rem}
";

/// A whole page: the nav (the current page marked), the title and the body.
fn layout(urls: &UrlBuilder, current: Option<&str>, title: &str, body: &str) -> String {
    let mut nav = String::new();
    let marked = |here: bool| if here { " aria-current=\"page\"" } else { "" };
    nav.push_str(&format!(
        "<a href=\"{}\"{}>Index</a>",
        escape_attribute(&page_url(urls, None)),
        marked(current.is_none())
    ));
    for (name, label) in PAGES {
        nav.push_str(&format!(
            "<a href=\"{}\"{}>{}</a>",
            escape_attribute(&page_url(urls, Some(name))),
            marked(current == Some(name)),
            escape(label)
        ));
    }
    let title = escape(title);
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"robots\" content=\"noindex, nofollow\">\n\
         <link rel=\"icon\" href=\"data:,\">\n\
         <title>{title} · Cairn debug</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
         <nav aria-label=\"Debug pages\">{nav}</nav>\n<main>\n<h1>{title}</h1>\n{body}</main>\n\
         </body>\n</html>\n"
    )
}

fn index_body(urls: &UrlBuilder, data: &DebugData) -> String {
    let count = |value: &Value| match value {
        Value::Object(map) => map.len(),
        Value::Array(items) => items.len(),
        _ => 0,
    };
    let registry = match &data.registry {
        Ok(components) => format!("{} components", components.len()),
        Err(_) => "not available".to_owned(),
    };
    let rows = [
        (
            "config",
            "The site config as JSON, defaults included.",
            format!("{} top-level keys", count(&data.config)),
        ),
        (
            "content",
            "Each plugin: name, id and the routes it planned.",
            format!("{} plugins", data.plugin_count),
        ),
        (
            "globalData",
            "The global data of each plugin, as pages read it.",
            format!("{} plugins with global data", count(&data.global_data)),
        ),
        (
            "metadata",
            "Cairn, Node.js and Rust versions; the plugins; the site URL.",
            format!("{} plugins", data.plugin_count),
        ),
        (
            "registry",
            "Component ids and the chunk files that load them.",
            registry,
        ),
        (
            "routes",
            "Every route: path, component, data chunks and title.",
            format!("{} routes", data.route_count),
        ),
    ];
    let mut out = String::from(
        "<p>What this build of the site saw. These pages are written because the config says \
         <code>debug = true</code>; they are not routes, so the sitemap does not list them.</p>\n\
         <table>\n<thead><tr><th>Page</th><th>Shows</th><th>Count</th></tr></thead>\n<tbody>\n",
    );
    for (name, what, count) in rows {
        let label = PAGES
            .iter()
            .find(|(page, _)| *page == name)
            .map_or(name, |(_, label)| label);
        out.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            link(&page_url(urls, Some(name)), label),
            escape(what),
            escape(&count)
        ));
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

/// `intro` (trusted HTML) above the collapsible tree of `value`.
fn json_section(intro: &str, value: &Value) -> String {
    let mut out = format!("<p>{intro}</p>\n<div class=\"json\">\n");
    json_tree(&mut out, None, value, 0);
    out.push_str("</div>\n");
    out
}

/// A JSON value as nested `<details>`: objects and arrays collapse (the first two levels
/// start open), scalars are shown inline as JSON. Every key and value is escaped.
pub fn json_tree(out: &mut String, key: Option<&str>, value: &Value, depth: usize) {
    let label = key
        .map(|key| {
            format!(
                "<span class=\"key\">{}</span>: ",
                escape(&serde_json::to_string(key).unwrap_or_default())
            )
        })
        .unwrap_or_default();
    let (open_mark, close_mark, len) = match value {
        Value::Object(map) => ('{', '}', map.len()),
        Value::Array(items) => ('[', ']', items.len()),
        scalar => {
            let text = serde_json::to_string(scalar).unwrap_or_default();
            out.push_str(&format!(
                "<div>{label}<span class=\"value\">{}</span></div>\n",
                escape(&text)
            ));
            return;
        }
    };
    if len == 0 {
        out.push_str(&format!("<div>{label}{open_mark}{close_mark}</div>\n"));
        return;
    }
    let open = if depth < 2 { " open" } else { "" };
    let size = match (value, len) {
        (Value::Object(_), 1) => "1 key".to_owned(),
        (Value::Object(_), _) => format!("{len} keys"),
        (_, 1) => "1 item".to_owned(),
        _ => format!("{len} items"),
    };
    out.push_str(&format!(
        "<details{open}><summary>{label}{open_mark} <span class=\"muted\">{size}</span> {close_mark}</summary>\n<ul>\n"
    ));
    match value {
        Value::Object(map) => {
            for (child_key, child) in map {
                out.push_str("<li>");
                json_tree(out, Some(child_key), child, depth + 1);
                out.push_str("</li>\n");
            }
        }
        Value::Array(items) => {
            for child in items {
                out.push_str("<li>");
                json_tree(out, None, child, depth + 1);
                out.push_str("</li>\n");
            }
        }
        _ => {}
    }
    out.push_str("</ul>\n</details>\n");
}

fn content_body(context: &PostBuildContext<'_>) -> String {
    let mut out = String::from(
        "<p>Each plugin in planning order, with the routes it planned.</p>\n<table>\n\
         <thead><tr><th>Plugin</th><th>Id</th><th>Routes</th></tr></thead>\n<tbody>\n",
    );
    for plugin in &context.plan.plugin_routes {
        let routes = if plugin.paths.is_empty() {
            "0".to_owned()
        } else {
            let mut list = format!("<details><summary>{}</summary>\n<ul>\n", plugin.paths.len());
            for path in &plugin.paths {
                list.push_str(&format!("<li>{}</li>\n", link(path, path)));
            }
            list.push_str("</ul>\n</details>");
            list
        };
        out.push_str(&format!(
            "<tr><td><code>{}</code></td><td><code>{}</code></td><td>{routes}</td></tr>\n",
            escape(&plugin.name),
            escape(&plugin.id)
        ));
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

/// `node --version`, or `unknown` when Node.js cannot be run.
fn node_version() -> String {
    Command::new("node")
        .arg("--version")
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_owned())
        .filter(|version| !version.is_empty())
        .unwrap_or_else(|| "unknown".to_owned())
}

fn metadata_body(context: &PostBuildContext<'_>) -> String {
    let rows = [
        ("Cairn", env!("CARGO_PKG_VERSION").to_owned()),
        ("Node.js", node_version()),
        ("Rust compiler", env!("CAIRN_RUSTC_VERSION").to_owned()),
        ("Site URL", context.config.url.clone()),
        ("Base URL", context.config.base_url.clone()),
        ("Trailing slash", context.config.trailing_slash.to_string()),
    ];
    let mut out = String::from("<table>\n<tbody>\n");
    for (name, value) in rows {
        out.push_str(&format!(
            "<tr><th>{}</th><td><code>{}</code></td></tr>\n",
            escape(name),
            escape(&value)
        ));
    }
    out.push_str(
        "</tbody>\n</table>\n<h2>Plugins</h2>\n<table>\n\
         <thead><tr><th>Name</th><th>Id</th></tr></thead>\n<tbody>\n",
    );
    for plugin in &context.plan.plugin_routes {
        out.push_str(&format!(
            "<tr><td><code>{}</code></td><td><code>{}</code></td></tr>\n",
            escape(&plugin.name),
            escape(&plugin.id)
        ));
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

fn registry_body(
    urls: &UrlBuilder,
    registry: &Result<serde_json::Map<String, Value>, String>,
) -> String {
    let components = match registry {
        Ok(components) => components,
        Err(reason) => {
            return format!(
                "<p>The registry is not available: {}.</p>\n",
                escape(reason)
            );
        }
    };
    let mut out = format!(
        "<p>{} components, from <code>{BUNDLE_MANIFEST}</code>: each id with the chunk files \
         the browser loads for it.</p>\n<table>\n\
         <thead><tr><th>Component</th><th>Chunks</th></tr></thead>\n<tbody>\n",
        components.len()
    );
    for (id, files) in components {
        let mut chunks = String::from("<ul>");
        for file in files.as_array().into_iter().flatten() {
            let file = file.as_str().unwrap_or_default();
            chunks.push_str(&format!("<li>{}</li>", link(&urls.asset(file), file)));
        }
        chunks.push_str("</ul>");
        out.push_str(&format!(
            "<tr><td><code>{}</code></td><td>{chunks}</td></tr>\n",
            escape(id)
        ));
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

fn routes_body(context: &PostBuildContext<'_>) -> String {
    let urls = &context.plan.urls;
    let mut out = format!(
        "<p>{} routes, sorted by path.</p>\n<table>\n<thead><tr><th>Path</th>\
         <th>Component</th><th>Data</th><th>Title</th></tr></thead>\n<tbody>\n",
        context.plan.routes.len()
    );
    for route in &context.plan.routes {
        let mut data = String::from("<ul>");
        for (key, chunk) in &route.data {
            // The same URL the emit stage gives the chunk.
            let url = urls.asset(&format!("assets/data/{}", chunk.file_name()));
            data.push_str(&format!(
                "<li><code>{}</code>: {}</li>",
                escape(key),
                link(&url, &url)
            ));
        }
        data.push_str("</ul>");
        out.push_str(&format!(
            "<tr><td>{}</td><td><code>{}</code></td><td>{data}</td><td>{}</td></tr>\n",
            link(&route.path, &route.path),
            escape(&route.component),
            escape(route.title.as_deref().unwrap_or(""))
        ));
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_trees_collapse_containers_and_escape_everything() {
        let value = serde_json::json!({
            "title": "<script>alert(1)</script>",
            "nested": {"deep": {"deeper": [1, true, null]}},
            "empty": [],
            "a\"<b": "x & y"
        });
        let mut out = String::new();
        json_tree(&mut out, None, &value, 0);
        assert!(!out.contains("<script>"));
        assert!(out.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assert!(out.contains("<span class=\"key\">\"a\\\"&lt;b\"</span>"));
        assert!(out.contains("\"x &amp; y\""));
        assert!(out.contains("<span class=\"key\">\"empty\"</span>: []"));
        // The root and the first level start open, deeper ones closed.
        assert!(out.starts_with("<details open>"));
        assert!(out.contains("<details><summary><span class=\"key\">\"deeper\"</span>"));
        assert_eq!(
            out.matches("<details").count(),
            out.matches("</details>").count()
        );
    }

    #[test]
    fn pages_follow_the_base_url_and_trailing_slash() {
        let urls = UrlBuilder::new("/base/", true);
        assert_eq!(page_url(&urls, None), "/base/__cairn/debug/");
        assert_eq!(
            urls.output_file(&page_url(&urls, Some("routes"))),
            "__cairn/debug/routes/index.html"
        );
        let urls = UrlBuilder::new("/", false);
        assert_eq!(
            page_url(&urls, Some("globalData")),
            "/__cairn/debug/globalData"
        );
    }
}
