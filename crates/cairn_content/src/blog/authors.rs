//! Blog authors: the authors file (`authors.yml`, Docusaurus's format) and the authors each
//! post names — by key, inline, or with Docusaurus 2's `author_*` fields.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use cairn_config::ReportLevel;
use cairn_markdown::{AuthorReference, FrontMatter, InlineAuthor};
use serde::Deserialize;

use crate::blog::props::BlogAuthor;
use crate::error::{ContentError, Warning};

/// An entry of the authors file. Keys Cairn does not know are kept aside and reported, never
/// a reason to refuse the file: Docusaurus accepts any key there (themes show custom ones).
#[derive(Debug, Clone, Default, Deserialize)]
struct AuthorEntry {
    name: Option<String>,
    title: Option<String>,
    url: Option<String>,
    #[serde(alias = "imageURL")]
    image_url: Option<String>,
    email: Option<String>,
    socials: Option<BTreeMap<String, String>>,
    /// `true`, or `{permalink: …}`: the author gets a page listing their posts.
    page: Option<AuthorPage>,
    description: Option<String>,
    #[serde(flatten)]
    unknown: BTreeMap<String, serde::de::IgnoredAny>,
}

/// The keys an entry of the authors file takes, for messages.
const AUTHOR_KEYS: [&str; 8] = [
    "name",
    "title",
    "url",
    "image_url",
    "email",
    "socials",
    "page",
    "description",
];

/// The line of `key:` inside the entry `author:` of an authors file, by its text.
fn key_line(text: &str, author: &str, key: &str) -> Option<usize> {
    let mut lines = text.lines().enumerate();
    let is_key = |line: &str, name: &str| {
        let line = line.trim_start_matches([' ', '-']);
        let unquoted = line.trim_start_matches(['"', '\'']);
        unquoted.starts_with(name)
            && unquoted[name.len()..]
                .trim_start_matches(['"', '\''])
                .starts_with(':')
    };
    lines.find(|(_, line)| !line.starts_with([' ', '\t']) && is_key(line, author))?;
    lines
        .take_while(|(_, line)| line.is_empty() || line.starts_with([' ', '\t', '#']))
        .find(|(_, line)| is_key(line, key))
        .map(|(index, _)| index + 1)
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum AuthorPage {
    Enabled(bool),
    Permalink { permalink: String },
}

/// The authors file of a blog, by key.
#[derive(Debug, Default)]
pub(crate) struct AuthorsMap {
    path: PathBuf,
    authors: BTreeMap<String, AuthorEntry>,
    /// Keys of entries that Cairn does not know, as warnings.
    pub warnings: Vec<Warning>,
}

/// An author of the map with the URL segment of their page, when they have one.
#[derive(Debug, Clone)]
pub(crate) struct MapAuthor {
    pub key: String,
    pub page_segment: Option<String>,
}

impl AuthorsMap {
    /// Reads the authors file at `path` (shown as `shown`); a blog without one has an empty map.
    pub fn read(path: &Path, shown: &Path) -> Result<AuthorsMap, ContentError> {
        if !path.is_file() {
            return Ok(AuthorsMap {
                path: shown.to_owned(),
                ..AuthorsMap::default()
            });
        }
        let text = ContentError::read_text(path, shown)?;
        if text.trim().is_empty() {
            return Ok(AuthorsMap {
                path: shown.to_owned(),
                ..AuthorsMap::default()
            });
        }
        let authors =
            serde_saphyr::from_str::<BTreeMap<String, AuthorEntry>>(&text).map_err(|error| {
                ContentError::AuthorsFile {
                    file: shown.to_owned(),
                    location: error
                        .location()
                        .map(|location| {
                            format!(":{}:{}", location.line().max(1), location.column().max(1))
                        })
                        .unwrap_or_default(),
                    message: cairn_markdown::yaml_error_reason(&error.to_string()),
                }
            })?;
        let text = text.as_str();
        let warnings = authors
            .iter()
            .flat_map(|(key, entry)| {
                entry.unknown.keys().map(move |unknown| Warning {
                    location: format!(
                        "{}{}",
                        shown.display(),
                        key_line(text, key, unknown)
                            .map(|line| format!(":{line}"))
                            .unwrap_or_default()
                    ),
                    message: format!(
                        "unknown key `{unknown}` of author `{key}`, left out; an author takes {}",
                        AUTHOR_KEYS.join(", ")
                    ),
                })
            })
            .collect();
        Ok(AuthorsMap {
            path: shown.to_owned(),
            authors,
            warnings,
        })
    }

    /// Authors who have a page, with its URL segment below the authors path.
    pub fn with_pages(&self) -> Vec<MapAuthor> {
        self.authors
            .iter()
            .filter_map(|(key, entry)| {
                let segment = match &entry.page {
                    Some(AuthorPage::Enabled(true)) => key.clone(),
                    Some(AuthorPage::Permalink { permalink }) => {
                        permalink.trim_matches('/').to_owned()
                    }
                    _ => return None,
                };
                Some(MapAuthor {
                    key: key.clone(),
                    page_segment: Some(segment),
                })
            })
            .collect()
    }

    /// The author of the map with this key, as pages show them (`page` is filled in later).
    pub fn get(&self, key: &str) -> Option<BlogAuthor> {
        let entry = self.authors.get(key)?;
        Some(BlogAuthor {
            key: Some(key.to_owned()),
            name: entry.name.clone(),
            title: entry.title.clone().or_else(|| entry.description.clone()),
            url: entry.url.clone(),
            image_url: entry.image_url.clone(),
            email: entry.email.clone(),
            socials: social_urls(entry.socials.as_ref()),
            page: None,
        })
    }

    fn known_keys(&self) -> String {
        if self.authors.is_empty() {
            format!("{} lists no authors", self.path.display())
        } else {
            format!(
                "{} lists: {}",
                self.path.display(),
                self.authors.keys().cloned().collect::<Vec<_>>().join(", ")
            )
        }
    }
}

/// The authors a post names, resolved against the map. An unknown key is an error that lists
/// the known ones; an author written in the post is reported as `on_inline_authors` says.
pub(crate) fn post_authors(
    front_matter: &FrontMatter,
    map: &AuthorsMap,
    on_inline_authors: ReportLevel,
    post: &Path,
    warnings: &mut Vec<Warning>,
) -> Result<Vec<BlogAuthor>, ContentError> {
    let mut references = front_matter
        .authors
        .as_ref()
        .map(|authors| authors.to_list())
        .unwrap_or_default();
    if front_matter.author.is_some() || front_matter.author_url.is_some() {
        references.push(AuthorReference::Inline(InlineAuthor {
            name: front_matter.author.clone(),
            title: front_matter.author_title.clone(),
            url: front_matter.author_url.clone(),
            image_url: front_matter.author_image_url.clone(),
            ..InlineAuthor::default()
        }));
    }
    let mut authors = Vec::with_capacity(references.len());
    for reference in references {
        let author = match reference {
            AuthorReference::Key(key) => map.get(&key).ok_or_else(|| unknown(map, &key, post))?,
            AuthorReference::Inline(inline) => {
                let base = match &inline.key {
                    Some(key) => map.get(key).ok_or_else(|| unknown(map, key, post))?,
                    None => {
                        report_inline(&inline, map, on_inline_authors, post, warnings)?;
                        BlogAuthor::default()
                    }
                };
                BlogAuthor {
                    name: inline.name.or(base.name),
                    title: inline.title.or(base.title),
                    url: inline.url.or(base.url),
                    image_url: inline.image_url.or(base.image_url),
                    email: inline.email.or(base.email),
                    socials: match inline.socials {
                        Some(socials) => social_urls(Some(&socials)),
                        None => base.socials,
                    },
                    ..base
                }
            }
        };
        authors.push(author);
    }
    Ok(authors)
}

/// An author's `image_url` as pages link it: a site path (`/img/ada.png`) gets the base URL,
/// as Docusaurus's blog gives it; a URL of another site stays.
pub(crate) fn with_base_url(mut author: BlogAuthor, base_url: &str) -> BlogAuthor {
    if let Some(image) = &author.image_url
        && image.starts_with('/')
        && !image.starts_with("//")
        && !image.starts_with(base_url)
    {
        author.image_url = Some(format!("{base_url}{}", image.trim_start_matches('/')));
    }
    author
}

fn unknown(map: &AuthorsMap, key: &str, post: &Path) -> ContentError {
    ContentError::UnknownAuthor {
        post: post.to_owned(),
        key: key.to_owned(),
        known: map.known_keys(),
    }
}

fn report_inline(
    inline: &InlineAuthor,
    map: &AuthorsMap,
    level: ReportLevel,
    post: &Path,
    warnings: &mut Vec<Warning>,
) -> Result<(), ContentError> {
    // As in Docusaurus, inline authors are only a problem for a blog that has an authors file.
    if map.authors.is_empty() {
        return Ok(());
    }
    let name = inline
        .name
        .clone()
        .unwrap_or_else(|| "an author".to_owned());
    match level {
        ReportLevel::Ignore => Ok(()),
        ReportLevel::Warn => {
            warnings.push(Warning {
                location: post.display().to_string(),
                message: format!(
                    "{name} is written in the post rather than in {}; add them there, or set onInlineAuthors = \"ignore\"",
                    map.path.display()
                ),
            });
            Ok(())
        }
        ReportLevel::Throw => Err(ContentError::InlineAuthor {
            post: post.to_owned(),
            name,
            authors_file: map.path.clone(),
        }),
    }
}

/// Social handles as profile URLs (`github: ada` → `https://github.com/ada`); a URL stays.
fn social_urls(socials: Option<&BTreeMap<String, String>>) -> BTreeMap<String, String> {
    let Some(socials) = socials else {
        return BTreeMap::new();
    };
    socials
        .iter()
        .map(|(platform, handle)| {
            let url = if handle.starts_with("https://") || handle.starts_with("http://") {
                handle.clone()
            } else {
                let handle = handle.trim_start_matches('@');
                match platform.as_str() {
                    "github" => format!("https://github.com/{handle}"),
                    "x" => format!("https://x.com/{handle}"),
                    "twitter" => format!("https://twitter.com/{handle}"),
                    "linkedin" => format!("https://www.linkedin.com/in/{handle}/"),
                    "stackoverflow" => format!("https://stackoverflow.com/users/{handle}"),
                    "bluesky" => format!("https://bsky.app/profile/{handle}"),
                    "instagram" => format!("https://www.instagram.com/{handle}"),
                    "threads" => format!("https://www.threads.net/@{handle}"),
                    "mastodon" => format!("https://mastodon.social/@{handle}"),
                    "youtube" => format!("https://www.youtube.com/@{handle}"),
                    "twitch" => format!("https://www.twitch.tv/{handle}"),
                    _ => handle.to_owned(),
                }
            };
            (platform.clone(), url)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_become_profile_urls() {
        let socials: BTreeMap<String, String> = [
            ("github", "ada"),
            ("x", "@ada"),
            ("linkedin", "https://www.linkedin.com/in/ada-l/"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
        .collect();
        let urls = social_urls(Some(&socials));
        assert_eq!(urls["github"], "https://github.com/ada");
        assert_eq!(urls["x"], "https://x.com/ada");
        assert_eq!(urls["linkedin"], "https://www.linkedin.com/in/ada-l/");
    }
}
