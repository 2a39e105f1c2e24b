//! Mermaid diagrams: the bundle carries the diagram library only when a page draws a diagram
//! or the config asks for it (`[markdown] mermaid`). The library is most of a bundle's build
//! time, and of its size.

use std::collections::BTreeMap;

use cairn_config::SiteConfig;

use crate::error::ContentError;
use crate::plugin::{FlagsOnly, LoadInput, Plugin, PluginContent};

pub const PLUGIN_NAME: &str = "mermaid";

/// The bundle flag the theme's Mermaid component is compiled with (`bundle.mjs`).
pub const DIAGRAMS_FLAG: &str = "diagrams";

#[derive(Debug, Clone)]
pub struct DiagramsPlugin {
    /// `[markdown] mermaid`: the library is bundled even when no Markdown draws a diagram
    /// (a site's own component may).
    always: bool,
}

impl DiagramsPlugin {
    pub fn new(config: &SiteConfig) -> Self {
        DiagramsPlugin {
            always: config.markdown.mermaid,
        }
    }
}

impl Plugin for DiagramsPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    /// Reads every compiled file of the site, partials included: a diagram may be in any.
    fn load_content<'a>(
        &'a self,
        input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        let draws = self.always
            || input
                .site
                .loaded
                .markdown_files()
                .any(|document| document.compiled.has_diagrams());
        Ok(Box::new(FlagsOnly(BTreeMap::from([(
            DIAGRAMS_FLAG.to_owned(),
            serde_json::Value::Bool(draws),
        )]))))
    }
}
