//! The site-wide data every page gets: what the navbar and footer show.

use cairn_config::SiteConfig;
use serde_json::{Value, json};

use crate::UrlBuilder;

/// Site data as the theme reads it; internal paths (`to`, logo, favicon) include `baseUrl`.
pub fn site_data(config: &SiteConfig) -> Value {
    let urls = UrlBuilder::new(&config.base_url, config.trailing_slash);
    let internal = |path: &str| urls.asset(path);
    // A logo may link to another site; only paths of this site get the base URL.
    let link = |target: &str| {
        if target.contains("://") || target.starts_with("//") || target.starts_with("mailto:") {
            target.to_owned()
        } else {
            urls.asset(target)
        }
    };
    let navbar_items: Vec<Value> = config
        .navbar
        .items
        .iter()
        .map(|item| {
            json!({
                "label": item.label,
                "to": item.to.as_deref().map(internal),
                "href": item.href,
                "position": item.position,
            })
        })
        .collect();
    let footer_links: Vec<Value> = config
        .footer
        .links
        .iter()
        .map(|column| {
            let items: Vec<Value> = column
                .items
                .iter()
                .map(|item| {
                    json!({
                        "label": item.label,
                        "to": item.to.as_deref().map(internal),
                        "href": item.href,
                    })
                })
                .collect();
            json!({ "title": column.title, "items": items })
        })
        .collect();
    let logo = config.navbar.logo.as_ref().map(|logo| {
        json!({
            "src": internal(&logo.src),
            "srcDark": logo.src_dark.as_deref().map(internal),
            "alt": logo.alt,
            "href": logo.href.as_deref().map_or_else(|| urls.base_url().to_owned(), link),
        })
    });
    json!({
        "title": config.title,
        "tagline": config.tagline,
        "url": config.url,
        "baseUrl": config.base_url,
        "trailingSlash": config.trailing_slash,
        "favicon": config.favicon.as_deref().map(internal),
        "lang": "en",
        "navbar": {
            "title": config.navbar.title.as_deref().unwrap_or(&config.title),
            "logo": logo,
            "items": navbar_items,
        },
        "footer": {
            "style": config.footer.style,
            "links": footer_links,
            "copyright": config.footer.copyright,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logo_links_keep_external_urls() {
        let config = cairn_config::parse(
            "title = \"T\"\nurl = \"https://t.dev\"\nbaseUrl = \"/b/\"\n[navbar]\nlogo = { src = \"logo.svg\", href = \"https://elsewhere.dev\" }\n[[navbar.items]]\nlabel = \"Docs\"\nto = \"/docs/\"\n",
            std::path::Path::new("cairn.toml"),
        )
        .unwrap();
        let data = site_data(&config);
        assert_eq!(data["navbar"]["logo"]["href"], "https://elsewhere.dev");
        assert_eq!(data["navbar"]["logo"]["src"], "/b/logo.svg");
        assert_eq!(data["navbar"]["items"][0]["to"], "/b/docs/");
    }
}
