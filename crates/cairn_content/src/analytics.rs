//! Google Analytics (`[gtag]`): gtag.js in every page's head, the first page view from it, and
//! one page view per client-side navigation from the theme's `@cairn/theme/gtag` client module.

use cairn_config::SiteConfig;
use cairn_markdown::HeadTag;

use crate::plugin::Plugin;

pub const PLUGIN_NAME: &str = "gtag";

/// The theme module that reports page views after client-side navigations.
pub const GTAG_CLIENT_MODULE: &str = "@cairn/theme/gtag";

#[derive(Debug, Clone)]
pub struct GtagPlugin {
    head_tags: Vec<HeadTag>,
}

impl GtagPlugin {
    /// The plugin of a site whose config has `[gtag]`.
    pub fn for_site(config: &SiteConfig) -> Option<Self> {
        let gtag = config.gtag.as_ref()?;
        let ids = gtag.tracking_id.as_slice();
        let first = ids.first()?;
        let tag = |name: &str, attributes: &[(&str, &str)], text: Option<String>| HeadTag {
            tag: name.to_owned(),
            attributes: attributes
                .iter()
                .map(|(key, value)| ((*key).to_owned(), (*value).to_owned()))
                .collect(),
            text,
        };
        // Ids are letters, digits and dashes (checked with the config): safe in a URL and a
        // script as they are.
        let settings = if gtag.anonymize_ip {
            "{anonymize_ip: true}"
        } else {
            "{}"
        };
        let configs: String = ids
            .iter()
            .map(|id| format!("gtag('config','{id}',{settings});"))
            .collect();
        let head_tags = vec![
            tag(
                "link",
                &[
                    ("rel", "preconnect"),
                    ("href", "https://www.google-analytics.com"),
                ],
                None,
            ),
            tag(
                "link",
                &[
                    ("rel", "preconnect"),
                    ("href", "https://www.googletagmanager.com"),
                ],
                None,
            ),
            tag(
                "script",
                &[
                    ("async", ""),
                    (
                        "src",
                        &format!("https://www.googletagmanager.com/gtag/js?id={first}"),
                    ),
                ],
                Some(String::new()),
            ),
            tag(
                "script",
                &[],
                Some(format!(
                    "window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());{configs}"
                )),
            ),
        ];
        Some(GtagPlugin { head_tags })
    }
}

impl Plugin for GtagPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn head_tags(&self) -> Vec<HeadTag> {
        self.head_tags.clone()
    }

    fn client_modules(&self) -> Vec<String> {
        vec![GTAG_CLIENT_MODULE.to_owned()]
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    #[test]
    fn head_tags_load_gtag_and_configure_every_id() {
        let config = cairn_config::parse(
            "title = \"T\"\nurl = \"https://t.dev\"\n[gtag]\ntrackingID = [\"G-ONE\", \"G-TWO\"]\nanonymizeIP = true\n",
            Path::new("cairn.toml"),
        )
        .unwrap();
        let plugin = GtagPlugin::for_site(&config).unwrap();
        let tags = plugin.head_tags();
        assert!(tags[2].attributes.contains(&(
            "src".to_owned(),
            "https://www.googletagmanager.com/gtag/js?id=G-ONE".to_owned()
        )));
        let script = tags[3].text.as_deref().unwrap();
        assert!(script.contains("gtag('config','G-ONE',{anonymize_ip: true});gtag('config','G-TWO',{anonymize_ip: true});"), "{script}");
        assert_eq!(plugin.client_modules(), [GTAG_CLIENT_MODULE]);
        let none = cairn_config::parse(
            "title = \"T\"\nurl = \"https://t.dev\"\n",
            Path::new("cairn.toml"),
        )
        .unwrap();
        assert!(GtagPlugin::for_site(&none).is_none());
    }
}
