//! Doc tags: the optional tags file, each doc's tags, and the tag pages of a docs version
//! (`<version>/tags/` and `<version>/tags/<tag>/`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use cairn_config::ReportLevel;
use cairn_markdown::TagReference;
use cairn_markdown::slug::tag_segment;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::error::{ContentError, Warning};

/// The tags a docs version allows, by the key front matter writes.
#[derive(Debug, Default)]
pub(crate) struct TagsFile {
    path: PathBuf,
    tags: BTreeMap<String, TagDefinition>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct TagDefinition {
    label: Option<String>,
    permalink: Option<String>,
    description: Option<String>,
}

/// Reads a tags file: a YAML map from tag key to `{label, permalink, description}` (each
/// optional; `key:` alone is fine). `shown` is the path messages give.
pub(crate) fn read_tags_file(path: &Path, shown: &Path) -> Result<TagsFile, ContentError> {
    let text = ContentError::read_text(path, shown)?;
    if text.trim().is_empty() {
        return Ok(TagsFile {
            path: shown.to_owned(),
            tags: BTreeMap::new(),
        });
    }
    let tags = serde_saphyr::from_str::<BTreeMap<String, Option<TagDefinition>>>(&text).map_err(
        |error| ContentError::TagsFile {
            file: shown.to_owned(),
            location: error
                .location()
                .map(|location| format!(":{}:{}", location.line().max(1), location.column().max(1)))
                .unwrap_or_default(),
            message: cairn_markdown::yaml_error_reason(&error.to_string()),
        },
    )?;
    Ok(TagsFile {
        path: shown.to_owned(),
        tags: tags
            .into_iter()
            .map(|(key, definition)| (key, definition.unwrap_or_default()))
            .collect(),
    })
}

/// One tag of a doc, as pages show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[ts(rename = "DocTag")]
pub(crate) struct Tag {
    pub label: String,
    /// Full URL of the tag's page.
    pub permalink: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub description: Option<String>,
    /// The tag's URL segment below `tags/`, which identifies it.
    #[serde(skip)]
    pub slug: String,
}

/// What to do with tags the file does not list, and where tag pages live.
pub(crate) struct TagContext<'a> {
    /// The version's tags file, if the instance has one.
    pub file: Option<&'a TagsFile>,
    pub on_inline_tags: ReportLevel,
    /// URL of the version's tag list, e.g. `/docs/tags/`; tag pages are below it.
    pub tags_url: &'a dyn Fn(&str) -> String,
}

/// Resolves a doc's front matter tags. A tag the tags file does not list is an inline tag:
/// reported as the instance says, and kept (with a label from its key) unless that is `throw`.
pub(crate) fn resolve_tags(
    references: &[TagReference],
    context: &TagContext<'_>,
    doc: &Path,
    warnings: &mut Vec<Warning>,
) -> Result<Vec<Tag>, ContentError> {
    let mut tags: Vec<Tag> = Vec::new();
    for reference in references {
        let (label, slug, description, key) = match reference {
            TagReference::Key(key) => match context.file.and_then(|file| file.tags.get(key)) {
                Some(definition) => (
                    definition.label.clone().unwrap_or_else(|| key.clone()),
                    definition
                        .permalink
                        .as_deref()
                        .map(clean_permalink)
                        .unwrap_or_else(|| tag_segment(key)),
                    definition.description.clone(),
                    None,
                ),
                None => (key.clone(), tag_segment(key), None, Some(key.as_str())),
            },
            TagReference::Inline { label, permalink } => (
                label.clone(),
                permalink
                    .as_deref()
                    .map(clean_permalink)
                    .unwrap_or_else(|| tag_segment(label)),
                None,
                Some(label.as_str()),
            ),
        };
        if let (Some(file), Some(key)) = (context.file, key) {
            match context.on_inline_tags {
                ReportLevel::Ignore => {}
                ReportLevel::Warn => warnings.push(Warning {
                    location: doc.display().to_string(),
                    message: format!(
                        "tag `{key}` is not in the tags file {}; add it there, or set onInlineTags = \"ignore\"",
                        file.path.display()
                    ),
                }),
                ReportLevel::Throw => {
                    return Err(ContentError::InlineTag {
                        doc: doc.to_owned(),
                        tag: key.to_owned(),
                        tags_file: file.path.clone(),
                        known: known_keys(file),
                    });
                }
            }
        }
        if slug.is_empty() {
            return Err(ContentError::InvalidTag {
                doc: doc.to_owned(),
                tag: label,
            });
        }
        if !tags.iter().any(|tag| tag.slug == slug) {
            tags.push(Tag {
                permalink: (context.tags_url)(&slug),
                label,
                description,
                slug,
            });
        }
    }
    Ok(tags)
}

fn known_keys(file: &TagsFile) -> String {
    if file.tags.is_empty() {
        "the file lists no tags".to_owned()
    } else {
        format!(
            "the file lists: {}",
            file.tags.keys().cloned().collect::<Vec<_>>().join(", ")
        )
    }
}

fn clean_permalink(permalink: &str) -> String {
    permalink
        .split('/')
        .filter(|segment| !segment.is_empty() && *segment != "." && *segment != "..")
        .collect::<Vec<_>>()
        .join("/")
}

/// A doc as a tag page lists it.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "DocTaggedDoc")]
pub(crate) struct TaggedDoc {
    pub id: String,
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub description: Option<String>,
    pub permalink: String,
}

#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "DocTagWithCount")]
pub(crate) struct TagSummary {
    pub label: String,
    pub permalink: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub description: Option<String>,
    pub count: usize,
}

#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "DocTagsListPageData")]
pub(crate) struct TagsListPage {
    pub title: String,
    pub permalink: String,
    pub plugin_id: String,
    pub version_name: String,
    pub tags: Vec<TagSummary>,
}

#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "DocTagDocListPageData")]
pub(crate) struct TagDocListPage {
    pub title: String,
    pub permalink: String,
    pub plugin_id: String,
    pub version_name: String,
    pub all_tags_path: String,
    pub tag: TagSummary,
    pub docs: Vec<TaggedDoc>,
}

/// The tag pages of one version from its listed docs and their tags: the list (sorted by
/// label) and one page per tag (docs sorted by title).
pub(crate) fn tag_pages(
    tagged: &[(TaggedDoc, Vec<Tag>)],
    all_tags_path: &str,
    plugin_id: &str,
    version_name: &str,
    list_title: &str,
) -> Option<(TagsListPage, Vec<TagDocListPage>)> {
    let mut by_slug: BTreeMap<&str, (&Tag, Vec<&TaggedDoc>)> = BTreeMap::new();
    for (doc, tags) in tagged {
        for tag in tags {
            by_slug
                .entry(&tag.slug)
                .or_insert((tag, Vec::new()))
                .1
                .push(doc);
        }
    }
    if by_slug.is_empty() {
        return None;
    }
    let summary = |tag: &Tag, count: usize| TagSummary {
        label: tag.label.clone(),
        permalink: tag.permalink.clone(),
        description: tag.description.clone(),
        count,
    };
    let mut list: Vec<TagSummary> = by_slug
        .values()
        .map(|(tag, docs)| summary(tag, docs.len()))
        .collect();
    list.sort_by_key(|tag| tag.label.to_lowercase());
    let pages = by_slug
        .into_values()
        .map(|(tag, docs)| {
            let mut docs: Vec<TaggedDoc> = docs.into_iter().cloned().collect();
            docs.sort_by_key(|doc| doc.title.to_lowercase());
            let count = docs.len();
            TagDocListPage {
                title: format!(
                    "{count} doc{} tagged with \"{}\"",
                    if count == 1 { "" } else { "s" },
                    tag.label
                ),
                permalink: tag.permalink.clone(),
                plugin_id: plugin_id.to_owned(),
                version_name: version_name.to_owned(),
                all_tags_path: all_tags_path.to_owned(),
                tag: summary(tag, count),
                docs,
            }
        })
        .collect();
    Some((
        TagsListPage {
            title: list_title.to_owned(),
            permalink: all_tags_path.to_owned(),
            plugin_id: plugin_id.to_owned(),
            version_name: version_name.to_owned(),
            tags: list,
        },
        pages,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags_file(yaml: &str) -> TagsFile {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tags.yml");
        std::fs::write(&path, yaml).unwrap();
        read_tags_file(&path, Path::new("docs/tags.yml")).unwrap()
    }

    fn resolve(
        references: &[TagReference],
        file: Option<&TagsFile>,
        level: ReportLevel,
    ) -> (Result<Vec<Tag>, ContentError>, Vec<Warning>) {
        let url = |slug: &str| format!("/docs/tags/{slug}/");
        let context = TagContext {
            file,
            on_inline_tags: level,
            tags_url: &url,
        };
        let mut warnings = Vec::new();
        let result = resolve_tags(references, &context, Path::new("docs/a.md"), &mut warnings);
        (result, warnings)
    }

    fn key(text: &str) -> TagReference {
        TagReference::Key(text.to_owned())
    }

    #[test]
    fn tags_of_the_file_take_its_label_permalink_and_description() {
        let file = tags_file(
            "release:\n  label: Release\n  permalink: /releases/\n  description: About releases\nguide:\n",
        );
        let (tags, warnings) = resolve(
            &[key("release"), key("guide")],
            Some(&file),
            ReportLevel::Throw,
        );
        let tags = tags.unwrap();
        assert!(warnings.is_empty());
        assert_eq!(tags[0].label, "Release");
        assert_eq!(tags[0].permalink, "/docs/tags/releases/");
        assert_eq!(tags[0].description.as_deref(), Some("About releases"));
        assert_eq!(tags[1].label, "guide");
        assert_eq!(tags[1].permalink, "/docs/tags/guide/");
    }

    #[test]
    fn inline_tags_warn_throw_or_pass_as_configured() {
        let file = tags_file("release:\n");
        let inline = [key("Getting Started")];
        let (tags, warnings) = resolve(&inline, Some(&file), ReportLevel::Warn);
        assert_eq!(tags.unwrap()[0].slug, "getting-started");
        insta::assert_snapshot!(warnings[0].to_string(), @"docs/a.md: tag `Getting Started` is not in the tags file docs/tags.yml; add it there, or set onInlineTags = \"ignore\"");
        let (tags, warnings) = resolve(&inline, Some(&file), ReportLevel::Ignore);
        assert!(tags.is_ok() && warnings.is_empty());
        let (error, _) = resolve(&inline, Some(&file), ReportLevel::Throw);
        insta::assert_snapshot!(error.unwrap_err().to_string(), @"docs/a.md: tag `Getting Started` is not in the tags file docs/tags.yml");
        // Without a tags file every tag is inline, and nothing is reported.
        let (tags, warnings) = resolve(&inline, None, ReportLevel::Throw);
        assert!(tags.is_ok() && warnings.is_empty());
    }

    #[test]
    fn inline_objects_and_duplicates() {
        let references = [
            TagReference::Inline {
                label: "Édition & Co".to_owned(),
                permalink: None,
            },
            key("édition-co"),
            TagReference::Inline {
                label: "Other".to_owned(),
                permalink: Some("/a/../b".to_owned()),
            },
        ];
        let (tags, _) = resolve(&references, None, ReportLevel::Warn);
        let slugs: Vec<String> = tags.unwrap().into_iter().map(|tag| tag.slug).collect();
        assert_eq!(slugs, ["édition-co", "a/b"]);
    }

    #[test]
    fn a_tag_without_letters_or_digits_is_refused() {
        let (error, _) = resolve(&[key("!!!")], None, ReportLevel::Warn);
        insta::assert_snapshot!(error.unwrap_err().to_string(), @"docs/a.md: tag `!!!` has no letter or digit to make its URL from");
    }

    #[test]
    fn a_broken_tags_file_is_located() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tags.yml");
        std::fs::write(&path, "release:\n  labl: Release\n").unwrap();
        let message = read_tags_file(&path, &path).unwrap_err().to_string();
        assert!(message.contains("tags.yml:2:"), "{message}");
        assert!(message.contains("labl"), "{message}");
    }

    #[test]
    fn tag_pages_count_and_sort() {
        let tag = |label: &str| Tag {
            label: label.to_owned(),
            permalink: format!("/docs/tags/{}/", tag_segment(label)),
            description: None,
            slug: tag_segment(label),
        };
        let doc = |title: &str| TaggedDoc {
            id: title.to_lowercase(),
            title: title.to_owned(),
            description: None,
            permalink: format!("/docs/{}/", title.to_lowercase()),
        };
        let tagged = vec![
            (doc("Zeta"), vec![tag("b"), tag("A")]),
            (doc("alpha"), vec![tag("b")]),
        ];
        let (list, pages) =
            tag_pages(&tagged, "/docs/tags/", "default", "current", "Tags").unwrap();
        let labels: Vec<(&str, usize)> = list
            .tags
            .iter()
            .map(|tag| (tag.label.as_str(), tag.count))
            .collect();
        assert_eq!(labels, [("A", 1), ("b", 2)]);
        let b = pages.iter().find(|page| page.tag.label == "b").unwrap();
        assert_eq!(b.title, "2 docs tagged with \"b\"");
        let titles: Vec<&str> = b.docs.iter().map(|doc| doc.title.as_str()).collect();
        assert_eq!(titles, ["alpha", "Zeta"]);
        assert!(tag_pages(&[], "/docs/tags/", "default", "current", "Tags").is_none());
    }
}
