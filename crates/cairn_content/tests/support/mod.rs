//! Helpers shared by the planning tests: small sites in temporary folders, planned.
#![allow(dead_code, clippy::unwrap_used)] // Each test file uses some of them; a panic is a failed test.

use std::path::Path;

use cairn_content::{ContentError, LoadedSite, Plan, Plugin, SiteOutputs, load};

pub fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let full = dir.path().join(path);
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(full, text).unwrap();
    }
    dir
}

pub fn config(base_url: &str, trailing_slash: bool) -> cairn_config::SiteConfig {
    cairn_config::parse(
        &format!(
            "title = \"Test\"\nurl = \"https://test.dev\"\nbaseUrl = \"{base_url}\"\ntrailingSlash = {trailing_slash}\n"
        ),
        Path::new("cairn.toml"),
    )
    .unwrap()
}

/// A site's plugins (as its config asks for them) and their compiled files.
pub struct Loaded {
    pub plugins: Vec<Box<dyn Plugin>>,
    pub site: LoadedSite,
}

/// Loads the site with the plugins its config describes.
pub fn load_with(dir: &Path, config: &cairn_config::SiteConfig) -> Result<Loaded, ContentError> {
    let plugins = cairn_content::builtin_plugins(dir, config)?;
    let site = load(dir, &plugins, &cairn_markdown::Compiler::new(), None)?;
    Ok(Loaded { plugins, site })
}

/// Plans a loaded site, possibly with another config than the one it was loaded with.
pub fn plan(
    config: &cairn_config::SiteConfig,
    loaded: &Loaded,
    options: &cairn_content::PlanOptions,
) -> Result<Plan, ContentError> {
    cairn_content::plan(config, &loaded.site, &loaded.plugins, options)
}

/// The outputs the plugin `name` made for `plan` (taken from it, so a test can run them with
/// the plan as context); none when the plugin made none.
pub fn outputs_of(plan: &mut Plan, name: &str) -> Option<Box<dyn SiteOutputs>> {
    let mut outputs = plan.take_outputs();
    let index = outputs.iter().position(|each| each.plugin == name)?;
    Some(outputs.swap_remove(index).outputs)
}

pub fn plan_site(dir: &Path) -> Result<Plan, ContentError> {
    let config = config("/", true);
    plan(&config, &load_with(dir, &config)?, &Default::default())
}

pub fn route_table(plan: &Plan) -> String {
    plan.routes
        .iter()
        .map(|route| {
            format!(
                "{} → {} [{}] {}",
                route.path,
                route.component,
                route
                    .data
                    .iter()
                    .map(|(key, _)| key.as_str())
                    .collect::<Vec<_>>()
                    .join(","),
                route.title.as_deref().unwrap_or("-")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn chunk_json(plan: &Plan, path: &str, key: &str) -> serde_json::Value {
    let route = plan.routes.iter().find(|route| route.path == path).unwrap();
    let (_, chunk) = route.data.iter().find(|(name, _)| name == key).unwrap();
    serde_json::from_str(chunk.json()).unwrap()
}

/// A page's `sidebar` chunk with the items of every collapsed category put back in place
/// of its `itemsUrl`, from the plan's other chunks: the whole sidebar as planned.
pub fn full_sidebar(plan: &Plan, path: &str) -> serde_json::Value {
    fn fill(plan: &Plan, items: &mut serde_json::Value) {
        for item in items.as_array_mut().into_iter().flatten() {
            if let Some(url) = item.get("itemsUrl").and_then(|url| url.as_str()) {
                let chunk = plan
                    .chunks
                    .iter()
                    .find(|chunk| chunk.url(&plan.urls) == url)
                    .unwrap();
                item["items"] = serde_json::from_str(chunk.json()).unwrap();
                item.as_object_mut().unwrap().remove("itemsUrl");
            }
            if let Some(nested) = item.get_mut("items") {
                fill(plan, nested);
            }
        }
    }
    let mut sidebar = chunk_json(plan, path, "sidebar");
    fill(plan, &mut sidebar["items"]);
    sidebar
}

pub fn plan_with(dir: &Path, extra_config: &str) -> Result<Plan, ContentError> {
    let config = cairn_config::parse(
        &format!("title = \"Test\"\nurl = \"https://test.dev\"\n{extra_config}"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    plan(&config, &load_with(dir, &config)?, &Default::default())
}

pub fn plan_with_options(
    dir: &Path,
    toml: &str,
    options: &cairn_content::PlanOptions,
) -> Result<Plan, ContentError> {
    let config = cairn_config::parse(
        &format!("title = \"Test\"\nurl = \"https://test.dev\"\n{toml}"),
        Path::new("cairn.toml"),
    )
    .unwrap();
    plan(&config, &load_with(dir, &config)?, options)
}

pub fn site_json(plan: &Plan) -> serde_json::Value {
    serde_json::from_str(plan.site.json()).unwrap()
}

/// The docs lists of a docs instance (version name → docs): the chunk its global data's
/// `docsUrl` names.
pub fn docs_lists(plan: &Plan, instance: &str) -> serde_json::Value {
    global_chunk(
        plan,
        &site_json(plan)["globalData"]["docs"][instance]["docsUrl"],
    )
}

/// The site data chunk at `url` (a JSON string).
pub fn global_chunk(plan: &Plan, url: &serde_json::Value) -> serde_json::Value {
    let chunk = plan
        .global_chunks
        .iter()
        .find(|chunk| *url == chunk.url(&plan.urls).as_str())
        .unwrap_or_else(|| panic!("no site data chunk at {url}"));
    serde_json::from_str(chunk.json()).unwrap()
}
