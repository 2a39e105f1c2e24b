//! `[socialCards]`: a picture for each page, drawn at build time, that sites and chat apps show
//! when the page is shared (`og:image`, `twitter:image`).

use serde::{Deserialize, Serialize};

use crate::defaults::default_true;

/// `[socialCards]`: off unless enabled. A page whose front matter sets `image` keeps it.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SocialCardsConfig {
    #[serde(default)]
    pub enabled: bool,
    /// An SVG template of 1200×630 inside the site (`social-card.svg`), with the boxes where the
    /// texts go; Cairn's own without it.
    #[serde(default)]
    pub template: Option<String>,
    /// The colours of Cairn's own template.
    #[serde(default = "default_background")]
    pub background: String,
    #[serde(default = "default_color")]
    pub color: String,
    #[serde(default = "default_accent")]
    pub accent: String,
    /// Whether the navbar's logo is drawn on Cairn's own template.
    #[serde(default = "default_true")]
    pub logo: bool,
}

impl Default for SocialCardsConfig {
    fn default() -> Self {
        SocialCardsConfig {
            enabled: false,
            template: None,
            background: default_background(),
            color: default_color(),
            accent: default_accent(),
            logo: true,
        }
    }
}

fn default_background() -> String {
    "#ffffff".to_owned()
}

fn default_color() -> String {
    "#1c1e21".to_owned()
}

fn default_accent() -> String {
    "#2e8555".to_owned()
}

/// Checks what types cannot say; an error is `(key path, message)`.
pub(crate) fn check(cards: &SocialCardsConfig) -> Result<(), (String, String)> {
    for (key, value) in [
        ("background", &cards.background),
        ("color", &cards.color),
        ("accent", &cards.accent),
    ] {
        let hex = value.strip_prefix('#').unwrap_or("");
        if !(matches!(hex.len(), 3 | 6 | 8) && hex.chars().all(|c| c.is_ascii_hexdigit())) {
            return Err((
                format!("socialCards.{key}"),
                format!("expected a colour such as \"#2e8555\", found \"{value}\""),
            ));
        }
    }
    if let Some(template) = &cards.template
        && (template.is_empty()
            || template.starts_with('/')
            || template.split(['/', '\\']).any(|part| part == ".."))
    {
        return Err((
            "socialCards.template".to_owned(),
            format!(
                "expected the path of an SVG file inside the site, such as \"social-card.svg\", found \"{template}\""
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_and_the_template_path_are_checked() {
        let cards: SocialCardsConfig = toml::from_str("accent = \"green\"").unwrap();
        assert_eq!(
            check(&cards),
            Err((
                "socialCards.accent".to_owned(),
                "expected a colour such as \"#2e8555\", found \"green\"".to_owned()
            ))
        );
        let cards: SocialCardsConfig = toml::from_str("template = \"../card.svg\"").unwrap();
        assert_eq!(check(&cards).unwrap_err().0, "socialCards.template");
        let cards: SocialCardsConfig =
            toml::from_str("enabled = true\ntemplate = \"social/card.svg\"").unwrap();
        assert_eq!(check(&cards), Ok(()));
    }
}
