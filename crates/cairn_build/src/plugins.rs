//! Every plugin of a site, in the order they run: Cairn's features and the site's own plugins
//! on one seam, ordered by what each declares it needs of the others
//! ([`cairn_content::Needs`]), the config's order among plugins that need the same.

use std::path::Path;

use cairn_config::SiteConfig;
use cairn_content::plugin::order_by_needs;
use cairn_content::{ContentError, Plugin};

/// What the site's plugins depend on besides its config.
pub struct PluginSetting<'a> {
    pub site_dir: &'a Path,
    pub out_dir: &'a Path,
    /// The theme's folder (the service worker's source is there).
    pub theme_dir: &'a Path,
    /// A dev server's session: no offline mode (a service worker would serve yesterday's
    /// pages while the author edits today's).
    pub live: bool,
}

/// The site's plugins, in the order they run.
pub fn site_plugins(
    config: &SiteConfig,
    setting: &PluginSetting<'_>,
) -> Result<Vec<Box<dyn Plugin>>, ContentError> {
    let mut plugins = cairn_content::builtin_plugins(setting.site_dir, config)?;
    // The site's own plugins: their routes and outputs are the plan's like the others'.
    plugins.extend(cairn_node_plugins::site_plugins(
        setting.site_dir,
        config,
        setting.out_dir,
    )?);
    plugins.push(Box::new(crate::math::MathPlugin::new(
        config,
        setting.theme_dir,
    )));
    plugins.push(Box::new(cairn_search::SearchPlugin::new(config)));
    if !setting.live {
        plugins.push(Box::new(cairn_pwa::PwaPlugin::new(
            config,
            setting.theme_dir.to_path_buf(),
        )));
    }
    order_by_needs(&mut plugins);
    Ok(plugins)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn names(config: &str, live: bool) -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let config = cairn_config::parse(config, Path::new("cairn.toml")).unwrap();
        let setting = PluginSetting {
            site_dir: dir.path(),
            out_dir: &dir.path().join("build"),
            theme_dir: dir.path(),
            live,
        };
        site_plugins(&config, &setting)
            .unwrap()
            .iter()
            .map(|plugin| plugin.name().to_owned())
            .collect()
    }

    #[test]
    fn search_plans_after_the_pages_it_indexes_and_offline_mode_runs_last() {
        let names = names("title = \"Site\"\nurl = \"https://example.com\"\n", false);
        assert_eq!(
            names.last().map(String::as_str),
            Some(cairn_pwa::PLUGIN_NAME)
        );
        let position = |wanted: &str| names.iter().position(|name| name == wanted).unwrap();
        for content in ["docs", "pages", "sitemap"] {
            assert!(position(content) < position("search"), "{names:?}");
        }
    }

    #[test]
    fn a_dev_server_has_no_offline_mode() {
        let names = names("title = \"Site\"\nurl = \"https://example.com\"\n", true);
        assert!(!names.iter().any(|name| name == cairn_pwa::PLUGIN_NAME));
    }
}
