//! `plugins`: a site's own plugins, written for Docusaurus (a local module or an npm package),
//! which the engine runs in Node with Docusaurus's lifecycle.

use serde::{Deserialize, Serialize};

use crate::string_or_table::string_or_table;

/// One entry of `plugins`: the module alone (`"./plugins/changelog.js"`,
/// `"docusaurus-plugin-sass"`), or a table with its options:
/// `{ module = "./plugins/changelog.js", options = { path = "CHANGELOG.md" } }`.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum PluginEntry {
    Module(String),
    WithOptions(PluginWithOptions),
}

impl<'de> Deserialize<'de> for PluginEntry {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        string_or_table(
            deserializer,
            "a module path or package name, or a table with `module` and `options`",
            |module| PluginEntry::Module(module.to_owned()),
            PluginEntry::WithOptions,
        )
    }
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PluginWithOptions {
    /// A path from the site (starting with `./`), or an npm package's name.
    pub module: String,
    /// What the plugin's function receives as its second argument.
    #[serde(default)]
    pub options: serde_json::Map<String, serde_json::Value>,
}

impl PluginEntry {
    pub fn module(&self) -> &str {
        match self {
            PluginEntry::Module(module) => module,
            PluginEntry::WithOptions(entry) => &entry.module,
        }
    }

    pub fn options(&self) -> serde_json::Map<String, serde_json::Value> {
        match self {
            PluginEntry::Module(_) => serde_json::Map::new(),
            PluginEntry::WithOptions(entry) => entry.options.clone(),
        }
    }
}

/// The remark and rehype plugins of one table (`[markdown]`, a `[[docs]]` or `[[blog]]` entry):
/// each kind's `beforeDefault…` list, then its other list.
#[derive(Debug, Clone, Copy)]
pub struct MarkdownPlugins<'a> {
    pub remark: [&'a [PluginEntry]; 2],
    pub rehype: [&'a [PluginEntry]; 2],
}

impl<'a> MarkdownPlugins<'a> {
    /// A table without any (the pages, which run the site's only).
    pub const NONE: MarkdownPlugins<'static> = MarkdownPlugins {
        remark: [&[], &[]],
        rehype: [&[], &[]],
    };

    /// Every entry, remark's then rehype's.
    pub fn entries(self) -> impl Iterator<Item = &'a PluginEntry> {
        self.remark.into_iter().chain(self.rehype).flatten()
    }
}

/// The remark and rehype plugin lists of a table that has them.
macro_rules! markdown_plugins {
    ($($table:ty),*) => {$(
        impl $table {
            pub fn markdown_plugins(&self) -> MarkdownPlugins<'_> {
                MarkdownPlugins {
                    remark: [&self.before_default_remark_plugins, &self.remark_plugins],
                    rehype: [&self.before_default_rehype_plugins, &self.rehype_plugins],
                }
            }
        }
    )*};
}

markdown_plugins!(
    crate::model::MarkdownOptions,
    crate::model::DocsInstance,
    crate::blog::BlogInstance
);

impl crate::model::SiteConfig {
    /// Every plugin the site runs in Node: `plugins`, and the remark and rehype lists of
    /// `[markdown]` and of each docs and blog instance it declares.
    pub fn plugin_entries(&self) -> Vec<&PluginEntry> {
        let mut entries: Vec<&PluginEntry> = self.plugins.iter().collect();
        entries.extend(self.markdown.markdown_plugins().entries());
        for docs in &self.docs {
            entries.extend(docs.markdown_plugins().entries());
        }
        for blog in &self.blog {
            entries.extend(blog.markdown_plugins().entries());
        }
        entries
    }
}
