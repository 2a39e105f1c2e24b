//! A site's remark and rehype plugins (`remarkPlugins`, `rehypePlugins` and their
//! `beforeDefault…` lists), run unchanged in Node: remark plugins on each document's mdast
//! before the compiler reads it, rehype plugins on the hast of the content it made.
//!
//! Each docs or blog instance runs the site's `[markdown]` plugins and its own; pages run the
//! site's. A chain of plugins is run by a few Node processes (one per compiling thread, at
//! most), started when a document first needs one: a build whose documents all come from the
//! compile cache starts none. Only documents of an instance with plugins pay for them.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex, PoisonError};

use cairn_config::{MarkdownPlugins, PluginEntry, SiteConfig};
use cairn_js_loader::{Helper, PluginHost};
use cairn_markdown::{Transformed, Transforms, TreeTransform};
use serde_json::{Value, json};

/// The transforms of a site's content plugins, keyed as the compiler looks them up
/// (`docs/default`, `blog/news`, `pages/default`); instances without plugins have none.
pub fn markdown_transforms(site_dir: &Path, config: &SiteConfig) -> HashMap<String, Transforms> {
    let site = config.markdown.markdown_plugins();
    let mut instances: Vec<(String, MarkdownPlugins<'_>)> = Vec::new();
    let docs_instances = config.docs_instances();
    for docs in &docs_instances {
        instances.push((format!("docs/{}", docs.id), docs.markdown_plugins()));
    }
    for blog in &config.blog {
        instances.push((format!("blog/{}", blog.id), blog.markdown_plugins()));
    }
    instances.push(("pages/default".to_owned(), MarkdownPlugins::NONE));
    // Instances with the same plugins share their processes.
    let mut chains: HashMap<String, Arc<dyn TreeTransform>> = HashMap::new();
    let mut chain =
        |site: [&[PluginEntry]; 2], own: [&[PluginEntry]; 2]| -> Option<Arc<dyn TreeTransform>> {
            // The site's `beforeDefault…` first, then the instance's; the same for the others.
            let entries: Vec<Value> = site[0]
                .iter()
                .chain(own[0])
                .chain(site[1])
                .chain(own[1])
                .filter(|entry| !is_built_in(entry.module()))
                .map(|entry| json!({ "module": entry.module(), "options": entry.options() }))
                .collect();
            if entries.is_empty() {
                return None;
            }
            let text = Value::Array(entries.clone()).to_string();
            Some(
                chains
                    .entry(text)
                    .or_insert_with(|| Arc::new(PluginChain::new(site_dir, entries)))
                    .clone(),
            )
        };
    let mut transforms = HashMap::new();
    for (key, own) in instances {
        let made = Transforms {
            remark: chain(site.remark, own.remark),
            rehype: chain(site.rehype, own.rehype),
        };
        if made.remark.is_some() || made.rehype.is_some() {
            transforms.insert(key, made);
        }
    }
    transforms
}

/// Plugins whose work the compiler does itself, left out of the chains: remark-math and
/// rehype-katex (formulas are read and rendered with KaTeX by the engine, `[markdown] math`),
/// listed as Docusaurus sites list them for math.
const BUILT_IN: &[&str] = &["remark-math", "rehype-katex"];

fn is_built_in(module: &str) -> bool {
    BUILT_IN.contains(&module)
}

/// One list of remark or rehype plugins and the Node processes that run it.
struct PluginChain {
    site_dir: std::path::PathBuf,
    plugins: Vec<Value>,
    id: u64,
    runners: Mutex<Runners>,
    returned: Condvar,
    most: usize,
}

#[derive(Default)]
struct Runners {
    idle: Vec<PluginHost>,
    started: usize,
    /// Why the first runner could not start: every later document gets the same answer.
    failed: Option<String>,
}

impl PluginChain {
    fn new(site_dir: &Path, plugins: Vec<Value>) -> Self {
        let id = chain_id(site_dir, &plugins);
        PluginChain {
            site_dir: site_dir.to_path_buf(),
            plugins,
            id,
            runners: Mutex::new(Runners::default()),
            returned: Condvar::new(),
            most: std::thread::available_parallelism().map_or(2, |cores| cores.get().min(4)),
        }
    }

    /// An idle runner, a new one while fewer than `most` run, or the next one given back.
    fn take(&self) -> Result<PluginHost, String> {
        let mut runners = self.runners.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if let Some(failed) = &runners.failed {
                return Err(failed.clone());
            }
            if let Some(runner) = runners.idle.pop() {
                return Ok(runner);
            }
            if runners.started < self.most {
                runners.started += 1;
                drop(runners);
                let started = self.start();
                if let Err(message) = &started {
                    let mut runners = self.runners.lock().unwrap_or_else(PoisonError::into_inner);
                    runners.failed = Some(message.clone());
                    self.returned.notify_all();
                }
                return started;
            }
            runners = self
                .returned
                .wait(runners)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    fn start(&self) -> Result<PluginHost, String> {
        let runner = PluginHost::start(&self.site_dir, Helper::TreePlugins)
            .map_err(|error| error.with_stack())?;
        runner
            .request(&json!({ "type": "init", "plugins": self.plugins }))
            .map_err(|error| error.with_stack())?;
        Ok(runner)
    }

    fn give_back(&self, runner: PluginHost) {
        self.runners
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .idle
            .push(runner);
        self.returned.notify_one();
    }
}

impl TreeTransform for PluginChain {
    fn id(&self) -> u64 {
        self.id
    }

    fn transform(
        &self,
        tree: String,
        site_path: &str,
        source: &str,
    ) -> Result<Transformed, String> {
        let runner = self.take()?;
        let request = format!(
            "{{\"type\":\"transform\",\"path\":{},\"source\":{},\"tree\":{tree}}}",
            Value::from(site_path),
            Value::from(source)
        );
        let reply = runner.request_text(request);
        self.give_back(runner);
        let reply = reply.map_err(|error| error.with_stack())?;
        serde_json::from_str(&reply).map_err(|error| format!("the plugins' reply: {error}"))
    }
}

/// What identifies a chain's behaviour for the compile cache: the entries with their options,
/// and the code they run (a local module's text, an installed package's version).
fn chain_id(site_dir: &Path, plugins: &[Value]) -> u64 {
    let mut hasher = blake3::Hasher::new();
    hasher.update(Value::Array(plugins.to_vec()).to_string().as_bytes());
    for plugin in plugins {
        let module = plugin["module"].as_str().unwrap_or_default();
        let code = if module.starts_with('.') || Path::new(module).is_absolute() {
            local_module_text(&site_dir.join(module))
        } else {
            package_manifest(site_dir, module)
        };
        hasher.update(&code.unwrap_or_default());
    }
    let hash = hasher.finalize();
    u64::from_le_bytes(hash.as_bytes()[..8].try_into().unwrap_or_default())
}

/// A local module's text, found as Node would (the path, with an extension, or a folder's index).
fn local_module_text(path: &Path) -> Option<Vec<u8>> {
    let candidates = ["", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"]
        .iter()
        .map(|extension| {
            let mut file = path.as_os_str().to_owned();
            file.push(extension);
            std::path::PathBuf::from(file)
        })
        .chain(["index.js", "index.mjs", "index.cjs", "index.ts"].map(|index| path.join(index)));
    candidates
        .filter(|candidate| candidate.is_file())
        .find_map(|candidate| std::fs::read(candidate).ok())
}

/// The package.json of an installed package, looked for from the site's folder upwards.
fn package_manifest(site_dir: &Path, module: &str) -> Option<Vec<u8>> {
    let parts: Vec<&str> = module.split('/').collect();
    let name = if module.starts_with('@') {
        parts.get(..2)?.join("/")
    } else {
        parts.first()?.to_string()
    };
    site_dir
        .ancestors()
        .map(|dir| dir.join("node_modules").join(&name).join("package.json"))
        .find_map(|manifest| std::fs::read(manifest).ok())
}
