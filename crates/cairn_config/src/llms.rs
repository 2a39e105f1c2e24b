//! `[llms]`: what the site offers language models and the readers who use them: `llms.txt`,
//! a Markdown twin of each listed page, `llms-full.txt`, and the page-actions menu that copies
//! a page's twin or opens it in an assistant.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::defaults::default_true;

/// `[llms]`: an `llms.txt` index of the docs and posts, a Markdown twin of each next to its
/// HTML, and `llms-full.txt` holding every twin. Off unless asked for.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LlmsConfig {
    #[serde(default)]
    pub enabled: bool,
    /// Globs of site paths (without the base URL) left out of `llms.txt`: `/tests/**`.
    #[serde(default)]
    pub ignore_patterns: Vec<String>,
    /// Whether `llms-full.txt` is written too: every listed page's twin in one file, in the
    /// order of `llms.txt` (each docs instance's in sidebar order).
    #[serde(default = "default_true")]
    pub full: bool,
    /// The docs versions whose pages are listed, by name (`current`, `2.x`), in every docs
    /// instance; without it, every version without a banner (neither unreleased nor
    /// unmaintained).
    #[serde(default)]
    pub docs_versions: Option<Vec<String>>,
    /// The menu beside the title of each listed page.
    #[serde(default)]
    pub page_actions: PageActionsConfig,
    /// The text of components in the twins, by name (`[llms.components]`): a template where
    /// `{children}` is the component's content and `{prop}` one of its props; `""` leaves the
    /// component out. A component not listed gives the text of its content.
    #[serde(default)]
    pub components: std::collections::BTreeMap<String, String>,
}

impl Default for LlmsConfig {
    fn default() -> Self {
        LlmsConfig {
            enabled: false,
            ignore_patterns: Vec::new(),
            full: true,
            docs_versions: None,
            page_actions: PageActionsConfig::default(),
            components: std::collections::BTreeMap::new(),
        }
    }
}

/// `[llms.pageActions]`: a menu beside the title of every page `llms.txt` lists, to copy the
/// page as Markdown, open its twin, or ask an assistant about it. On with `[llms]` unless
/// `enabled = false`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PageActionsConfig {
    #[serde(default = "default_true")]
    pub enabled: bool,
    /// "Copy page": the twin onto the clipboard.
    #[serde(default = "default_true")]
    pub copy: bool,
    /// "View as Markdown": the twin in a new tab.
    #[serde(default = "default_true")]
    pub view: bool,
    /// The assistants the menu opens the page in, in its order (`[[llms.pageActions.assistants]]`).
    #[serde(default = "default_assistants")]
    pub assistants: Vec<Assistant>,
    /// What the assistant is asked; `{url}` stands for the absolute URL of the page's twin,
    /// `{title}` for its title.
    #[serde(default = "default_prompt")]
    pub prompt: String,
}

impl Default for PageActionsConfig {
    fn default() -> Self {
        PageActionsConfig {
            enabled: true,
            copy: true,
            view: true,
            assistants: default_assistants(),
            prompt: default_prompt(),
        }
    }
}

/// One "Open in …" item of the menu.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq, TS)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Assistant {
    /// Its name, shown as "Open in <label>".
    pub label: String,
    /// The address that starts a conversation; `{prompt}` stands for the prompt, URL-encoded.
    pub url: String,
}

/// The placeholder an assistant's URL must hold.
pub const PROMPT_PLACEHOLDER: &str = "{prompt}";

fn default_assistants() -> Vec<Assistant> {
    [
        ("ChatGPT", "https://chatgpt.com/?hints=search&q={prompt}"),
        ("Claude", "https://claude.ai/new?q={prompt}"),
    ]
    .into_iter()
    .map(|(label, url)| Assistant {
        label: label.to_owned(),
        url: url.to_owned(),
    })
    .collect()
}

fn default_prompt() -> String {
    "Read {url} so I can ask questions about it.".to_owned()
}

/// Checks what types cannot say; an error is `(key path, message)`.
pub(crate) fn check(llms: &LlmsConfig) -> Result<(), (String, String)> {
    crate::site_outputs::check_globs("llms", &llms.ignore_patterns)?;
    for name in llms.components.keys() {
        let mut chars = name.chars();
        let is_component = chars.next().is_some_and(|first| first.is_ascii_uppercase())
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        if !is_component {
            return Err((
                format!("llms.components.{name}"),
                format!(
                    "`{name}` is not a component's name: expected the name a page gives a React component, such as `YouTube` or `Api.Table`"
                ),
            ));
        }
    }
    for (index, assistant) in llms.page_actions.assistants.iter().enumerate() {
        let at = format!("llms.pageActions.assistants[{index}]");
        if assistant.label.trim().is_empty() {
            return Err((
                format!("{at}.label"),
                "expected a name such as `Claude`".to_owned(),
            ));
        }
        let url = &assistant.url;
        if !(url.starts_with("https://") || url.starts_with("http://")) {
            return Err((
                format!("{at}.url"),
                format!("expected an absolute URL starting with https://, found `{url}`"),
            ));
        }
        if !url.contains(PROMPT_PLACEHOLDER) {
            return Err((
                format!("{at}.url"),
                format!(
                    "`{url}` has no `{PROMPT_PLACEHOLDER}`: the assistant would not learn which page to read; write it where the question goes, as in `https://claude.ai/new?q={PROMPT_PLACEHOLDER}`"
                ),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_actions_default_to_copy_view_and_two_assistants() {
        let llms: LlmsConfig = toml::from_str("enabled = true").unwrap();
        let actions = &llms.page_actions;
        assert!(actions.enabled && actions.copy && actions.view);
        let labels: Vec<_> = actions
            .assistants
            .iter()
            .map(|a| a.label.as_str())
            .collect();
        assert_eq!(labels, ["ChatGPT", "Claude"]);
        assert!(actions.prompt.contains("{url}"));
        assert_eq!(check(&llms), Ok(()));
    }

    #[test]
    fn component_texts_are_keyed_by_component_names() {
        let llms: LlmsConfig = toml::from_str(
            "[components]\nYouTube = \"[Video: {title}]({url})\"\n\"Api.Table\" = \"\"",
        )
        .unwrap();
        assert_eq!(check(&llms), Ok(()));
        let llms: LlmsConfig = toml::from_str("[components]\nyoutube = \"x\"").unwrap();
        assert_eq!(check(&llms).unwrap_err().0, "llms.components.youtube");
    }

    #[test]
    fn an_assistant_without_the_prompt_placeholder_is_refused() {
        let llms: LlmsConfig = toml::from_str(
            "[[pageActions.assistants]]\nlabel = \"Chat\"\nurl = \"https://chat.example/\"",
        )
        .unwrap();
        let (key, message) = check(&llms).unwrap_err();
        assert_eq!(key, "llms.pageActions.assistants[0].url");
        assert!(message.contains("{prompt}"), "{message}");
    }
}
