//! The messages the site's code and Markdown give `<Translate>` and `translate()`, and the
//! ids the theme's messages have: what `code.json` translates.

use std::collections::HashSet;
use std::path::Path;
use std::sync::LazyLock;

use cairn_markdown::CodeMessage;
use regex::Regex;

/// `<Translate …>text</Translate>` in Markdown, whose attributes are read by [`ATTRIBUTE`].
static MARKDOWN_TRANSLATE: LazyLock<Regex> = LazyLock::new(|| {
    #[allow(clippy::unwrap_used)] // A constant pattern: a test compiles it.
    Regex::new(r"<Translate\b([^>]*)>([^<]*)</Translate>").unwrap()
});

static ATTRIBUTE: LazyLock<Regex> = LazyLock::new(|| {
    #[allow(clippy::unwrap_used)] // A constant pattern: a test compiles it.
    Regex::new(r#"\b(id|description)\s*=\s*\{?\s*(?:"([^"]*)"|'([^']*)')"#).unwrap()
});

/// Folders of a site that hold no code or content of its own.
const SKIPPED: &[&str] = &["node_modules", "build", "i18n", "static", ".cairn", ".git"];

const CODE: &[&str] = &["js", "jsx", "ts", "tsx", "mjs", "cjs"];
const MARKDOWN: &[&str] = &["md", "mdx"];

/// Every message the site's code and Markdown give `<Translate>` or `translate()`, file by
/// file in path order.
pub fn site_messages(site_dir: &Path) -> Vec<CodeMessage> {
    let mut messages = Vec::new();
    let files = walkdir::WalkDir::new(site_dir)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| {
            entry.depth() == 0
                || !(entry.file_type().is_dir()
                    && SKIPPED.contains(&entry.file_name().to_string_lossy().as_ref()))
        })
        .flatten()
        .filter(|entry| entry.file_type().is_file());
    for file in files {
        let path = file.path();
        let extension = path
            .extension()
            .map(|extension| extension.to_string_lossy().into_owned())
            .unwrap_or_default();
        let is_code = CODE.contains(&extension.as_str());
        if !is_code && !MARKDOWN.contains(&extension.as_str()) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        // Most files have no message: the parse is skipped for them.
        if !text.contains("Translate") && !text.contains("translate(") {
            continue;
        }
        if is_code {
            messages.extend(cairn_markdown::code_messages(&text, path));
        } else {
            messages.extend(markdown_messages(&text));
        }
    }
    messages
}

/// Every id of the theme's messages (its English table, `locales/en.json`) and of the site's.
pub(super) fn known_ids(site_dir: &Path, theme_dir: &Path) -> HashSet<String> {
    let mut ids: HashSet<String> = super::theme_message_table(theme_dir).into_keys().collect();
    ids.extend(
        site_messages(site_dir)
            .into_iter()
            .map(|message| message.id),
    );
    ids
}

fn markdown_messages(text: &str) -> impl Iterator<Item = CodeMessage> + '_ {
    MARKDOWN_TRANSLATE.captures_iter(text).filter_map(|found| {
        let attributes = found.get(1)?.as_str();
        let message = found.get(2)?.as_str().trim().to_owned();
        let attribute = |wanted: &str| {
            ATTRIBUTE.captures_iter(attributes).find_map(|attribute| {
                (attribute.get(1)?.as_str() == wanted).then(|| {
                    attribute
                        .get(2)
                        .or_else(|| attribute.get(3))
                        .map(|value| value.as_str().to_owned())
                })?
            })
        };
        (!message.is_empty()).then(|| CodeMessage {
            id: attribute("id").unwrap_or_else(|| message.clone()),
            description: attribute("description"),
            message,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_translate_elements_give_their_messages() {
        let text = "Intro.\n\n<Translate id=\"docs.hello\" description=\"A greeting\">Hello there</Translate> and <Translate>Plain</Translate>\n";
        let found: Vec<CodeMessage> = markdown_messages(text).collect();
        assert_eq!(
            found,
            [
                CodeMessage {
                    id: "docs.hello".into(),
                    message: "Hello there".into(),
                    description: Some("A greeting".into()),
                },
                CodeMessage {
                    id: "Plain".into(),
                    message: "Plain".into(),
                    description: None,
                },
            ]
        );
    }
}
