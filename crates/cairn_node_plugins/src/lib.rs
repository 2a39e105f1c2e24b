//! A site's own plugins, written for Docusaurus (`plugins` in `cairn.toml`), on Cairn's plugin
//! seam. Their modules run unchanged in one Node process (`cairn_js_loader::PluginHost`), with
//! Docusaurus's lifecycle; each plugin instance is a [`Plugin`] of its own here, so its routes,
//! global data (`useGlobalData()[name][id]`), tags and client modules are the plan's like any
//! built-in plugin's.
//!
//! Docusaurus runs every plugin's `loadContent` before any `contentLoaded`, and
//! `allContentLoaded` once all content is there, so the first plugin of the list asks the host
//! to run the whole lifecycle when its content is loaded (planning loads every plugin's content,
//! in list order, before any plans); each plugin then takes what its own actions made.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use cairn_config::SiteConfig;
use cairn_content::plugin::{
    BundleInputs, HtmlTags, LoadInput, OutputFile, PluginContent, PluginRoutes, PostBuildContext,
    SiteOutputs,
};
use cairn_content::{
    Chunk, ContentError, Plan, PlanContext, Plugin, Route, RouteMetadata, Warning,
};
use cairn_js_loader::{Helper, HostError, PluginHost};
use serde::Deserialize;
use serde_json::{Value, json};

mod functions;
mod site_config;
mod tree_plugins;

pub use functions::function_runner;
pub use tree_plugins::markdown_transforms;

/// The site's plugins, started in Node; none (and no Node process) when it lists none.
pub fn site_plugins(
    site_dir: &Path,
    config: &SiteConfig,
    out_dir: &Path,
) -> Result<Vec<Box<dyn Plugin>>, ContentError> {
    if config.plugins.is_empty() {
        return Ok(Vec::new());
    }
    let host = Arc::new(PluginHost::start(site_dir, Helper::PluginHost).map_err(plugin_error)?);
    let entries: Vec<Value> = config
        .plugins
        .iter()
        .map(|entry| json!({ "module": entry.module(), "options": entry.options() }))
        .collect();
    let ready = host
        .request(&json!({
            "type": "init",
            "siteConfig": site_config::for_plugins(config),
            "siteConfigPath": site_dir.join(cairn_config::CONFIG_FILE_NAME),
            "outDir": out_dir,
            "generatedFilesDir": site_dir.join(".cairn/generated"),
            "currentLocale": config.i18n.current(),
            "localizationDir": config.i18n.translations_dir(site_dir),
            "plugins": entries,
        }))
        .map_err(plugin_error)?;
    let ready: Ready = serde_json::from_value(ready).map_err(protocol_error)?;
    Ok(ready
        .plugins
        .into_iter()
        .enumerate()
        .map(|(index, described)| {
            Box::new(DocusaurusPlugin {
                host: Arc::clone(&host),
                site_dir: site_dir.to_path_buf(),
                index,
                described,
            }) as Box<dyn Plugin>
        })
        .collect())
}

#[derive(Deserialize)]
struct Ready {
    plugins: Vec<Described>,
}

/// What the host says of a plugin once it is created.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Described {
    name: String,
    id: String,
    client_modules: Vec<String>,
    /// Folders of theme components (`getThemePath`).
    theme_paths: Vec<PathBuf>,
    /// Files and globs the plugin's content comes from (`getPathsToWatch`).
    watch: Vec<String>,
    /// Hooks of Docusaurus's webpack build that Cairn does not run.
    unused: Vec<String>,
}

/// One plugin instance of the site's list.
pub struct DocusaurusPlugin {
    host: Arc<PluginHost>,
    site_dir: PathBuf,
    index: usize,
    described: Described,
}

impl DocusaurusPlugin {
    /// Hooks the plugin has that Cairn does not run (`configureWebpack`, `configurePostCss`).
    pub fn unused_hooks(&self) -> &[String] {
        &self.described.unused
    }
}

impl Plugin for DocusaurusPlugin {
    fn name(&self) -> &str {
        &self.described.name
    }

    fn id(&self) -> &str {
        &self.described.id
    }

    fn client_modules(&self) -> Vec<String> {
        self.described.client_modules.clone()
    }

    fn theme_paths(&self) -> Vec<PathBuf> {
        self.described.theme_paths.clone()
    }

    fn paths_to_watch(&self) -> Vec<PathBuf> {
        self.described
            .watch
            .iter()
            .map(|path| watched_root(path, &self.site_dir))
            .collect()
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        if self.index == 0 {
            self.host
                .request(&json!({ "type": "load" }))
                .map_err(plugin_error)?;
        }
        let made = self
            .host
            .request(&json!({ "type": "loaded", "plugin": self.index }))
            .map_err(plugin_error)?;
        let made: Made = serde_json::from_value(made).map_err(protocol_error)?;
        Ok(Box::new(Loaded {
            made,
            described: &self.described,
            host: &self.host,
            index: self.index,
        }))
    }
}

/// A plugin's `postBuild`, run by the host, which keeps the plugin's content.
struct PostBuild {
    host: Arc<PluginHost>,
    index: usize,
}

impl SiteOutputs for PostBuild {
    fn post_build(
        &mut self,
        context: &PostBuildContext<'_>,
    ) -> Result<Vec<OutputFile>, ContentError> {
        let routes_paths: Vec<&str> = routes_paths(context.plan);
        self.host
            .request(&json!({
                "type": "postBuild",
                "plugin": self.index,
                "outDir": context.out_dir,
                "routesPaths": routes_paths,
            }))
            .map_err(plugin_error)?;
        Ok(Vec::new())
    }
}

/// What to watch for a path or glob of `getPathsToWatch` (`docs/**/*.md` → `<site>/docs`):
/// the part before the first pattern character, from the site's folder.
fn watched_root(path: &str, site_dir: &Path) -> PathBuf {
    let fixed: Vec<&str> = path
        .split('/')
        .take_while(|part| !part.contains(['*', '?', '[', '{', '!']))
        .collect();
    let fixed = fixed.join("/");
    site_dir.join(if fixed.is_empty() { "." } else { &fixed })
}

/// Every page's path, the not-found page's too, as Docusaurus lists them to `postBuild`.
fn routes_paths(plan: &Plan) -> Vec<&str> {
    plan.routes
        .iter()
        .map(|route| route.path.as_str())
        .chain([plan.not_found.path.as_str()])
        .collect()
}

/// What a plugin's actions made while its content loaded.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Made {
    routes: Vec<MadeRoute>,
    global_data: Option<Value>,
    tags: MadeTags,
    /// `configureWebpack`'s `resolve.alias`.
    aliases: std::collections::BTreeMap<String, String>,
    /// What else `configureWebpack` set, which is not applied.
    ignored_webpack: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct MadeRoute {
    path: String,
    component: String,
    props: serde_json::Map<String, Value>,
    #[serde(default)]
    metadata: MadeMetadata,
}

/// `addRoute`'s `metadata`: the file the page comes from (made absolute by the host) and when
/// it last changed, in Unix milliseconds.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct MadeMetadata {
    source_file_path: Option<PathBuf>,
    last_updated_at: Option<i64>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct MadeTags {
    head_tags: Vec<String>,
    pre_body_tags: Vec<String>,
    post_body_tags: Vec<String>,
}

/// A plugin's content, as the plan reads it.
struct Loaded<'a> {
    made: Made,
    described: &'a Described,
    host: &'a Arc<PluginHost>,
    index: usize,
}

impl PluginContent for Loaded<'_> {
    fn plan(&self, context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        for hook in &self.described.unused {
            context.warnings.push(Warning {
                location: format!("plugin {}", self.described.name),
                message: format!(
                    "`{hook}` is not applied: Cairn bundles with Vite, not webpack (Sass, CSS modules, PostCSS configs and SVG imports work without it)"
                ),
            });
        }
        let made = &self.made;
        if !made.ignored_webpack.is_empty() {
            context.warnings.push(Warning {
                location: format!("plugin {}", self.described.name),
                message: format!(
                    "of what `configureWebpack` sets, Cairn applies `resolve.alias` only (it bundles with Vite, which reads Sass, CSS modules, PostCSS configs and SVG imports itself); not applied: {}",
                    made.ignored_webpack.join(", ")
                ),
            });
        }
        let trailing_slash = context.urls().trailing_slash();
        let routes = made
            .routes
            .iter()
            .map(|made| Route {
                // Messages about the route (a path another page has) name the plugin.
                source: Some(PathBuf::from(format!(
                    "the plugin {} ({})",
                    self.described.name, made.component
                ))),
                data: made
                    .props
                    .iter()
                    .map(|(name, value)| (name.clone(), Chunk::new(value)))
                    .collect(),
                metadata: RouteMetadata {
                    source_file_path: made.metadata.source_file_path.clone(),
                    last_updated_at: made.metadata.last_updated_at,
                },
                ..Route::new(
                    route_path(&made.path, trailing_slash),
                    made.component.clone(),
                )
            })
            .collect();
        Ok(PluginRoutes {
            routes,
            global_data: made.global_data.clone(),
            html: HtmlTags {
                head: made.tags.head_tags.clone(),
                body_start: made.tags.pre_body_tags.clone(),
                body_end: made.tags.post_body_tags.clone(),
            },
            bundle: BundleInputs {
                aliases: made
                    .aliases
                    .iter()
                    .map(|(name, path)| (name.clone(), path.clone()))
                    .collect(),
                ..BundleInputs::default()
            },
            outputs: Some(Box::new(PostBuild {
                host: Arc::clone(self.host),
                index: self.index,
            })),
            ..PluginRoutes::default()
        })
    }
}

/// A route's path as the site's other pages are written, as Docusaurus applies `trailingSlash`
/// to plugins' routes: `/changelog` → `/changelog/` (and `/v1.0` → `/v1.0/`) when the site
/// wants one, without it otherwise; `/` stays.
fn route_path(path: &str, trailing_slash: bool) -> String {
    if trailing_slash && !path.ends_with('/') {
        format!("{path}/")
    } else if !trailing_slash && path.len() > 1 && path.ends_with('/') {
        path.trim_end_matches('/').to_owned()
    } else {
        path.to_owned()
    }
}

fn plugin_error(error: HostError) -> ContentError {
    match error {
        HostError::Plugin { ref hook, .. } => {
            let message = error.with_stack();
            let help = match hook.as_deref() {
                Some("load") => {
                    "`plugins` in cairn.toml names each plugin by a path from the site's folder (`./plugins/x.js`) or an installed npm package"
                }
                Some("validateOptions" | "plugin") => {
                    "check the plugin's options in `plugins` in cairn.toml against what the plugin expects"
                }
                _ => "the error comes from the plugin's own code, at the place its stack names",
            };
            ContentError::Plugin {
                message,
                help: help.to_owned(),
            }
        }
        HostError::Process(message) => ContentError::Plugin {
            message: format!("the site's plugins could not run: {message}"),
            help: "the site's plugins run in Node.js, which must be installed (`node --version`)"
                .to_owned(),
        },
    }
}

fn protocol_error(error: serde_json::Error) -> ContentError {
    plugin_error(HostError::Process(format!(
        "the plugins' Node process replied with something unexpected: {error}"
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watched_glob_is_watched_from_its_fixed_part() {
        let site = Path::new("/site");
        assert_eq!(
            watched_root("/site/changelog/**/*.md", site),
            Path::new("/site/changelog")
        );
        assert_eq!(
            watched_root("data/releases.json", site),
            Path::new("/site/data/releases.json")
        );
        assert_eq!(
            watched_root("/elsewhere/x.yml", site),
            Path::new("/elsewhere/x.yml")
        );
    }

    #[test]
    fn route_paths_follow_the_site_trailing_slash() {
        assert_eq!(route_path("/changelog", true), "/changelog/");
        assert_eq!(route_path("/changelog/", true), "/changelog/");
        assert_eq!(route_path("/releases/1.0", true), "/releases/1.0/");
        assert_eq!(route_path("/changelog/", false), "/changelog");
        assert_eq!(route_path("/", false), "/");
    }

    #[test]
    fn a_plugin_error_names_the_plugin_and_hook_and_keeps_only_the_stack_frames() {
        let error = plugin_error(HostError::Plugin {
            plugin: Some("changelog (./plugins/changelog.js)".into()),
            hook: Some("loadContent".into()),
            message: "Error: no CHANGELOG.md".into(),
            stack: "Error: no CHANGELOG.md\n    at loadContent (/site/plugins/changelog.js:4:11)"
                .into(),
        });
        assert_eq!(
            error.to_string(),
            "plugin changelog (./plugins/changelog.js), in `loadContent`: Error: no CHANGELOG.md\n    at loadContent (/site/plugins/changelog.js:4:11)"
        );
    }
}
