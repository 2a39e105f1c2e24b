//! Offline mode (`[pwa]`): the web app manifest with icons resized from one image, the tags
//! every page needs to find it, the registration client module, and at post-build the service
//! worker `/sw.js` with the list of files it precaches.

mod manifest;
mod precache;
mod worker;

use std::path::PathBuf;

use cairn_config::{PwaConfig, SiteConfig};
use cairn_content::plugin::{
    FinishContext, LoadInput, Needs, OutputFile, OutputsOnly, PluginContent, SiteOutputs,
};
use cairn_content::{ContentError, Plugin};
use cairn_markdown::HeadTag;

pub use manifest::{ICON_SIZES, icons, web_app_manifest};
pub use precache::{PrecacheEntry, precache_entries};

pub const PLUGIN_NAME: &str = "pwa";

/// The browser module that registers the worker.
pub const CLIENT_MODULE: &str = "@cairn/theme/pwa";

/// Name of the `<meta>` the registration module reads its options from: plain data in the
/// page, so the module needs no site data fetch before it can decide.
pub const OPTIONS_META: &str = "cairn-pwa";

/// Offline mode as `[pwa]` configures it; it does nothing without the table.
#[derive(Debug, Clone)]
pub struct PwaPlugin {
    pwa: Option<PwaConfig>,
    base_url: String,
    /// The theme's folder, where the worker's source and its bundle script are.
    theme_dir: PathBuf,
}

impl PwaPlugin {
    pub fn new(config: &SiteConfig, theme_dir: PathBuf) -> Self {
        PwaPlugin {
            pwa: config.pwa.clone(),
            base_url: config.base_url.clone(),
            theme_dir,
        }
    }
}

fn tag(name: &str, attributes: &[(&str, &str)]) -> HeadTag {
    HeadTag {
        tag: name.to_owned(),
        attributes: attributes
            .iter()
            .map(|(key, value)| ((*key).to_owned(), (*value).to_owned()))
            .collect(),
        text: None,
    }
}

/// What the registration module needs to know, as the JSON of the options `<meta>`.
pub fn registration_options(pwa: &PwaConfig, base_url: &str) -> serde_json::Value {
    serde_json::json!({
        "sw": format!("{base_url}sw.js"),
        "scope": base_url,
        "debug": pwa.debug,
        "strategies": pwa
            .offline_mode_activation_strategies
            .iter()
            .map(|strategy| strategy.as_str())
            .collect::<Vec<_>>(),
    })
}

impl Plugin for PwaPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn head_tags(&self) -> Vec<HeadTag> {
        let Some(pwa) = &self.pwa else {
            return Vec::new();
        };
        let manifest = format!("{}manifest.json", self.base_url);
        let mut tags = vec![tag("link", &[("rel", "manifest"), ("href", &manifest)])];
        if let Some(colour) = &pwa.theme_color {
            tags.push(tag("meta", &[("name", "theme-color"), ("content", colour)]));
        }
        if pwa.sw_register {
            let options = registration_options(pwa, &self.base_url).to_string();
            tags.push(tag(
                "meta",
                &[("name", OPTIONS_META), ("content", &options)],
            ));
        }
        for entry in &pwa.pwa_head {
            tags.push(HeadTag {
                tag: entry.tag_name.clone(),
                attributes: entry
                    .attributes
                    .iter()
                    .filter_map(|(key, value)| match value {
                        cairn_config::AttributeValue::Text(text) => {
                            Some((key.clone(), text.clone()))
                        }
                        cairn_config::AttributeValue::Flag(true) => {
                            Some((key.clone(), String::new()))
                        }
                        cairn_config::AttributeValue::Flag(false) => None,
                    })
                    .collect(),
                text: None,
            });
        }
        tags
    }

    fn client_modules(&self) -> Vec<String> {
        match &self.pwa {
            Some(pwa) if pwa.sw_register => vec![CLIENT_MODULE.to_owned()],
            _ => Vec::new(),
        }
    }

    /// The precache list names every file of the output: the other plugins' outputs (the
    /// search index among them) come first.
    fn needs(&self) -> Needs {
        Needs::EveryOutput
    }

    fn load_content<'a>(
        &'a self,
        _input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        Ok(Box::new(OutputsOnly(|| ServiceWorker {
            pwa: self.pwa.clone(),
            base_url: self.base_url.clone(),
            theme_dir: self.theme_dir.clone(),
        })))
    }
}

/// The web app manifest, its icons and the service worker with its precache list.
struct ServiceWorker {
    pwa: Option<PwaConfig>,
    base_url: String,
    theme_dir: PathBuf,
}

impl SiteOutputs for ServiceWorker {
    /// Made last, once every other output is written.
    fn finish(&mut self, context: &FinishContext<'_>) -> Result<Vec<OutputFile>, ContentError> {
        let Some(pwa) = &self.pwa else {
            return Ok(Vec::new());
        };
        let fail = |message: String| ContentError::Pwa { message };
        let mut files = Vec::new();
        // A site that keeps its own `static/manifest.json` (as plugin-pwa sites do) keeps it,
        // with the icons it names: Cairn then writes neither.
        let own_manifest = context
            .config
            .static_file(context.site_dir, "manifest.json")
            .is_some();
        let icons = match &pwa.icon {
            Some(_) if own_manifest => Vec::new(),
            Some(icon) => {
                let source = context
                    .config
                    .static_file(context.site_dir, icon)
                    .unwrap_or_else(|| context.site_dir.join("static").join(icon));
                let bytes = std::fs::read(&source).map_err(|error| {
                    fail(format!(
                        "cannot read `pwa.icon` `{}`: {error}",
                        source.display()
                    ))
                })?;
                manifest::icons(&bytes)
                    .map_err(|error| fail(format!("`pwa.icon` `{icon}`: {error}")))?
            }
            None => Vec::new(),
        };
        if !own_manifest {
            let manifest = manifest::web_app_manifest(context.config, pwa, &icons);
            files.push(OutputFile {
                path: "manifest.json".to_owned(),
                bytes: serde_json::to_vec_pretty(&manifest)
                    .map_err(|error| fail(error.to_string()))?,
            });
        }
        files.extend(icons.into_iter().map(|icon| OutputFile {
            path: icon.path,
            bytes: icon.bytes,
        }));
        let entries = precache::precache_entries(context.out_dir, &self.base_url, &files)
            .map_err(|error| fail(format!("cannot list the output: {error}")))?;
        let custom = pwa
            .sw_custom
            .as_ref()
            .map(|module| context.site_dir.join(module));
        let script = worker::service_worker(
            &self.theme_dir,
            context.site_dir,
            custom.as_deref(),
            &entries,
        )
        .map_err(fail)?;
        files.push(OutputFile {
            path: "sw.js".to_owned(),
            bytes: script.into_bytes(),
        });
        Ok(files)
    }
}
