//! The functions of the site's code that its options name (`editUrl = { module, export }`,
//! `readingTime`), called in one Node process (`functions.cjs`), started at the first call.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use cairn_config::{EditUrl, SiteConfig, SiteFunction};
use cairn_content::functions::{FunctionRunner, SharedRunner};
use cairn_js_loader::{Helper, PluginHost};
use serde_json::{Value, json};

/// A runner for the site in `site_dir`, when its config names a function; none otherwise, so a
/// site without any starts no process.
pub fn function_runner(site_dir: &Path, config: &SiteConfig) -> Option<SharedRunner> {
    names_functions(config).then(|| {
        Arc::new(NodeFunctions {
            site_dir: site_dir.to_path_buf(),
            host: OnceLock::new(),
        }) as SharedRunner
    })
}

/// Whether an option of the config is a function of the site's code.
fn names_functions(config: &SiteConfig) -> bool {
    let is_function = |url: &Option<EditUrl>| matches!(url, Some(EditUrl::Function(_)));
    config.create_redirects.is_some()
        || config.sitemap.create_sitemap_items.is_some()
        || config
            .docs
            .iter()
            .any(|docs| is_function(&docs.edit_url) || docs.sidebar_items_generator.is_some())
        || config.blog.iter().any(|blog| {
            is_function(&blog.edit_url)
                || blog.reading_time.is_some()
                || blog.feed_options.create_feed_items.is_some()
        })
}

struct NodeFunctions {
    site_dir: PathBuf,
    /// The process, or why it could not start.
    host: OnceLock<Result<PluginHost, String>>,
}

impl FunctionRunner for NodeFunctions {
    fn call_each(
        &self,
        function: &SiteFunction,
        arguments: &[Value],
    ) -> Result<Vec<Value>, String> {
        let host = self
            .host
            .get_or_init(|| {
                PluginHost::start(&self.site_dir, Helper::Functions)
                    .map_err(|error| error.to_string())
            })
            .as_ref()
            .map_err(Clone::clone)?;
        let reply = host
            .request(&json!({
                "type": "call",
                "module": function.module,
                "export": function.export,
                "arguments": arguments,
            }))
            .map_err(|error| error.thrown_with_stack())?;
        match reply.get("answers") {
            Some(Value::Array(answers)) => Ok(answers.clone()),
            _ => Err("the functions' Node process replied without answers".to_owned()),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn names(extra: &str) -> bool {
        let text = format!("title = \"Site\"\nurl = \"https://example.com\"\n{extra}");
        names_functions(&cairn_config::parse(&text, Path::new("cairn.toml")).unwrap())
    }

    #[test]
    fn every_option_that_takes_a_function_starts_the_runner() {
        let function = "{ module = \"./cairn.functions.cjs\", export = \"f\" }";
        assert!(!names(""));
        for option in [
            format!("createRedirects = {function}"),
            format!("[sitemap]\ncreateSitemapItems = {function}"),
            format!("[[docs]]\neditUrl = {function}"),
            format!("[[docs]]\nsidebarItemsGenerator = {function}"),
            format!("[[blog]]\neditUrl = {function}"),
            format!("[[blog]]\nreadingTime = {function}"),
            format!("[[blog]]\nfeedOptions = {{ createFeedItems = {function} }}"),
        ] {
            assert!(names(&option), "{option}");
        }
        assert!(!names("[[docs]]\neditUrl = \"https://example.com/edit/\""));
    }
}
