//! A blog's options that are functions of the site's code (`editUrl`, `readingTime`), called
//! once per post with the arguments Docusaurus gives them.

use cairn_config::EditUrl;
use serde_json::{Value, json};

use super::{BlogPlugin, Post};
use crate::error::ContentError;
use crate::functions::call_each;
use crate::load::site_path;
use crate::plugin::SiteContext;

/// Replaces the posts' edit links and reading times with the answers of the functions the
/// instance names, if it names any.
pub(super) fn apply(
    posts: &mut [Post<'_>],
    plugin: &BlogPlugin,
    site: &SiteContext<'_>,
) -> Result<(), ContentError> {
    let instance = &plugin.instance;
    let locale = site.config.i18n.current();
    let runner = site.options.functions.as_ref();
    if let Some(EditUrl::Function(function)) = &instance.edit_url {
        let blog_dir = site_path(&plugin.site_dir, &plugin.posts_dir());
        let arguments: Vec<Value> = posts
            .iter()
            .map(|post| {
                json!({
                    "blogDirPath": blog_dir,
                    "blogPath": post.document.relative_path,
                    "permalink": post.permalink,
                    "locale": locale,
                })
            })
            .collect();
        let option = format!("[[blog]] `{}` editUrl", instance.id);
        let answers = call_each(runner, function, &option, &arguments)?;
        for (post, answer) in posts.iter_mut().zip(answers) {
            post.edit_url = answer
                .as_str()
                .filter(|url| !url.is_empty())
                .map(str::to_owned);
        }
    }
    if let Some(function) = &instance.reading_time
        && instance.show_reading_time
        && !plugin.is_changelog()
    {
        let arguments = posts
            .iter()
            .map(|post| reading_time_arguments(post, locale))
            .collect::<Result<Vec<Value>, ContentError>>()?;
        let option = format!("[[blog]] `{}` readingTime", instance.id);
        let answers = call_each(runner, function, &option, &arguments)?;
        for (post, answer) in posts.iter_mut().zip(answers) {
            // As in Docusaurus, `undefined` shows no reading time.
            post.reading_time = answer.as_f64().filter(|minutes| minutes.is_finite());
        }
    }
    Ok(())
}

/// `{ content, frontMatter, locale, defaultReadingTime }`: the post's Markdown without its
/// front matter, and Cairn's own count as `defaultReadingTime`, which the runner makes a
/// function (see `functions.cjs`).
fn reading_time_arguments(post: &Post<'_>, locale: &str) -> Result<Value, ContentError> {
    let document = post.document;
    let text = ContentError::read_text(&document.source_path, &document.display_path)?;
    Ok(json!({
        "content": crate::llms::strip_front_matter(&text),
        "frontMatter": document.compiled.front_matter,
        "locale": locale,
        "defaultReadingTime": {
            crate::functions::STAND_IN: "defaultReadingTime",
            "minutes": post.reading_time,
        },
    }))
}
