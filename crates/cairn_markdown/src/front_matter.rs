//! YAML front matter: the fields docs authors already know from other frameworks.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct FrontMatter {
    /// Overrides the id derived from the file path.
    pub id: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
    /// Overrides the URL path: absolute (`/`), or relative to the file's folder.
    pub slug: Option<String>,
    pub sidebar_position: Option<f64>,
    pub sidebar_label: Option<String>,
    /// Words for `<meta name="keywords">`.
    pub keywords: Option<Keywords>,
    /// Image for social cards (`og:image`), a URL or a site path.
    pub image: Option<String>,
    pub hide_table_of_contents: Option<bool>,
    /// The page does not show its title as a heading (the document `<title>` keeps it).
    pub hide_title: Option<bool>,
    pub toc_min_heading_level: Option<u8>,
    pub toc_max_heading_level: Option<u8>,
    /// A draft is left out of production builds.
    pub draft: Option<bool>,
    /// An unlisted doc is built but left out of sidebars and previous/next links, and asks
    /// search engines not to index it.
    pub unlisted: Option<bool>,
    /// The doc the "previous" link leads to, by id; `null` hides the link.
    #[serde(
        default,
        deserialize_with = "present",
        skip_serializing_if = "Option::is_none"
    )]
    pub pagination_prev: Option<Option<String>>,
    /// The doc the "next" link leads to, by id; `null` hides the link.
    #[serde(
        default,
        deserialize_with = "present",
        skip_serializing_if = "Option::is_none"
    )]
    pub pagination_next: Option<Option<String>>,
    /// What other docs' previous/next links call this doc (instead of its sidebar label).
    pub pagination_label: Option<String>,
    /// The sidebar (by name) the doc's page shows, even when the doc is not in it; `null`
    /// shows none (and no previous/next links), as in Docusaurus.
    #[serde(
        default,
        deserialize_with = "present",
        skip_serializing_if = "Option::is_none"
    )]
    pub displayed_sidebar: Option<Option<String>>,
    /// `false` keeps the number prefix of the doc's file name in its id and URL.
    pub parse_number_prefixes: Option<bool>,
    /// Extra class on the doc's sidebar link.
    pub sidebar_class_name: Option<String>,
    /// Anything, handed to the sidebar link as `customProps`.
    pub sidebar_custom_props: Option<serde_json::Value>,
    /// Tags: keys of the instance's tags file, or inline tags.
    pub tags: Option<Vec<TagReference>>,
    /// "Edit this page" link for this doc; `null` hides it.
    #[serde(
        default,
        deserialize_with = "present",
        skip_serializing_if = "Option::is_none"
    )]
    pub custom_edit_url: Option<Option<String>>,
    /// Overrides the last update git reports.
    pub last_update: Option<LastUpdate>,
    /// Blog posts: who wrote it — keys of the authors file, inline authors, or a mix.
    pub authors: Option<Authors>,
    /// Blog posts: the date (`2024-05-01`, or a date and time); else the file name's.
    pub date: Option<String>,
    /// Docusaurus 2's single-author fields, read as one inline author.
    pub author: Option<String>,
    pub author_title: Option<String>,
    pub author_url: Option<String>,
    pub author_image_url: Option<String>,
    /// Keys Cairn does not read itself, with their values: the page's components get them
    /// (`useDoc().frontMatter`), as Docusaurus passes a site's own keys on.
    #[serde(flatten)]
    pub(crate) unknown: BTreeMap<String, serde_json::Value>,
}

/// Tells `key: null` (`Some(None)`) from a missing key (`None`).
fn present<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(deserializer).map(Some)
}

/// A tag as front matter writes it: `release`, or `{label: Release, permalink: releases}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TagReference {
    Key(String),
    Inline {
        label: String,
        permalink: Option<String>,
    },
}

/// `authors: ada`, `authors: [ada, sam]`, `authors: {name: Ada, …}`, or a list mixing both.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Authors {
    Many(Vec<AuthorReference>),
    One(AuthorReference),
}

impl Authors {
    pub fn to_list(&self) -> Vec<AuthorReference> {
        match self {
            Authors::Many(list) => list.clone(),
            Authors::One(one) => vec![one.clone()],
        }
    }
}

/// An author as a post names it: a key of the authors file, or the author written inline
/// (with a `key`, it is that author with fields overridden).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AuthorReference {
    Key(String),
    Inline(InlineAuthor),
}

/// An author's fields, as in an authors file.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct InlineAuthor {
    pub key: Option<String>,
    pub name: Option<String>,
    pub title: Option<String>,
    pub url: Option<String>,
    #[serde(alias = "imageURL")]
    pub image_url: Option<String>,
    pub email: Option<String>,
    /// Platform → handle or URL: `github: ada`, `x: https://x.com/ada`.
    pub socials: Option<BTreeMap<String, String>>,
}

/// `last_update: {date: 2024-05-01, author: Ada}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastUpdate {
    /// A date (`2024-05-01`) or date and time (RFC 3339).
    pub date: Option<String>,
    pub author: Option<String>,
}

/// `keywords: [a, b]` or `keywords: a, b`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Keywords {
    List(Vec<String>),
    Text(String),
}

impl Keywords {
    pub fn to_list(&self) -> Vec<String> {
        match self {
            Keywords::List(list) => list.clone(),
            Keywords::Text(text) => text
                .split(',')
                .map(|word| word.trim().to_owned())
                .filter(|word| !word.is_empty())
                .collect(),
        }
    }
}

impl FrontMatter {
    pub fn unknown_keys(&self) -> impl Iterator<Item = &str> {
        self.unknown.keys().map(String::as_str)
    }

    /// The key Cairn reads that `key`, which it does not, was most likely meant to be: the same
    /// words written another way (`sidebarPosition`), or a typo (`sidebar_lable`).
    pub fn likely_meant(key: &str) -> Option<&'static str> {
        let words = |text: &str| -> String {
            text.chars()
                .filter(|character| *character != '_' && *character != '-')
                .flat_map(char::to_lowercase)
                .collect()
        };
        let written = words(key);
        KNOWN_KEYS.iter().copied().find(|known| {
            let known_words = words(known);
            known_words == written
                || (written.len() > 4 && edit_distance(&written, &known_words) <= 2)
        })
    }

    /// The keys Cairn does not read itself, with their values, for the page's components;
    /// none when there are none.
    pub fn custom(&self) -> Option<serde_json::Map<String, serde_json::Value>> {
        (!self.unknown.is_empty()).then(|| {
            self.unknown
                .iter()
                .map(|(key, value)| (key.clone(), value.clone()))
                .collect()
        })
    }
}

/// The keys Cairn reads, as they are written.
const KNOWN_KEYS: &[&str] = &[
    "id",
    "title",
    "description",
    "slug",
    "sidebar_position",
    "sidebar_label",
    "keywords",
    "image",
    "hide_table_of_contents",
    "hide_title",
    "toc_min_heading_level",
    "toc_max_heading_level",
    "draft",
    "unlisted",
    "pagination_prev",
    "pagination_next",
    "pagination_label",
    "displayed_sidebar",
    "parse_number_prefixes",
    "sidebar_class_name",
    "sidebar_custom_props",
    "tags",
    "custom_edit_url",
    "last_update",
    "authors",
    "date",
    "author",
    "author_title",
    "author_url",
    "author_image_url",
];

/// How many characters must change to turn `a` into `b` (Levenshtein).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, from) in a.chars().enumerate() {
        let mut current = vec![i + 1; b.len() + 1];
        for (j, to) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(from != *to);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        previous = current;
    }
    previous[b.len()]
}

/// Where a front matter parse failed, relative to the YAML text.
pub(crate) struct YamlFailure {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

pub(crate) fn parse(yaml: &str) -> Result<FrontMatter, YamlFailure> {
    if yaml.trim().is_empty() {
        return Ok(FrontMatter::default());
    }
    serde_saphyr::from_str::<Option<FrontMatter>>(yaml)
        .map(Option::unwrap_or_default)
        .map_err(|error| {
            let (line, column) = error
                .location()
                .map(|location| (location.line() as usize, location.column() as usize))
                .unwrap_or((1, 1));
            YamlFailure {
                line: line.max(1),
                column: column.max(1),
                message: yaml_error_reason(&error.to_string()),
            }
        })
}

/// saphyr wraps its message in `error: line N column M: … at line N, column M` and a snippet;
/// Cairn's messages show the location and snippet already, so only the reason is kept.
pub fn yaml_error_reason(message: &str) -> String {
    let mut line = message.lines().next().unwrap_or(message).trim();
    line = line.strip_prefix("error:").unwrap_or(line).trim_start();
    if let Some(rest) = line.strip_prefix("line ")
        && let Some(colon) = rest.find(": ")
        && rest[..colon].contains("column")
    {
        line = &rest[colon + 2..];
    }
    let reason = match line.find(" at line ") {
        Some(index) => &line[..index],
        None => line,
    };
    match reason.strip_prefix("budget breached: ") {
        Some(breach) => budget_reason(breach),
        None => reason.to_owned(),
    }
}

/// The parser stops at limits that guard against documents made to exhaust memory (aliases of
/// aliases grow exponentially); its message names the limit as Rust code (`Nodes { nodes:
/// 250001 }`), which says what happened only to the one who wrote the parser.
fn budget_reason(breach: &str) -> String {
    let limit: String = breach
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    let kind = breach.split([' ', '{']).next().unwrap_or_default();
    match kind {
        "Nodes" | "Aliases" | "Anchors" | "Events" => format!(
            "the YAML is too large once its aliases are expanded (past {limit} {}); anchors used inside anchors grow exponentially, so the file is refused",
            kind.to_ascii_lowercase()
        ),
        "Depth" => format!("the YAML nests deeper than {limit} levels"),
        "ScalarBytes" => format!("the YAML's text adds up to more than {limit} bytes"),
        _ => format!("the YAML is larger than Cairn reads ({breach})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_alias_bomb_is_refused_in_words_not_rust_debug_text() {
        let mut yaml = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
        for (name, previous) in ["b", "c", "d", "e", "f", "g", "h", "i"]
            .iter()
            .zip(["a", "b", "c", "d", "e", "f", "g", "h"])
        {
            let refs = vec![format!("*{previous}"); 9].join(", ");
            yaml.push_str(&format!("{name}: &{name} [{refs}]\n"));
        }
        let Err(failure) = parse(&yaml) else {
            panic!("an alias bomb must be refused");
        };
        assert!(
            failure
                .message
                .starts_with("the YAML is too large once its aliases are expanded (past "),
            "{}",
            failure.message
        );
        assert!(!failure.message.contains('{'), "{}", failure.message);
        assert!(failure.line > 1);
    }

    #[test]
    fn reads_known_fields_and_collects_unknown_ones() {
        let front_matter =
            parse("id: intro\ntitle: Welcome\nsidebar_position: 2\nsidebar_lable: Oops\n")
                .ok()
                .unwrap();
        assert_eq!(front_matter.id.as_deref(), Some("intro"));
        assert_eq!(front_matter.sidebar_position, Some(2.0));
        assert_eq!(
            front_matter.unknown_keys().collect::<Vec<_>>(),
            ["sidebar_lable"]
        );
    }

    #[test]
    fn pagination_null_hides_and_missing_keeps() {
        let front_matter =
            parse("pagination_prev: null\npagination_next: guides/setup\ndraft: true\n")
                .ok()
                .unwrap();
        assert_eq!(front_matter.pagination_prev, Some(None));
        assert_eq!(
            front_matter.pagination_next,
            Some(Some("guides/setup".to_owned()))
        );
        assert_eq!(front_matter.draft, Some(true));
        assert_eq!(parse("title: x\n").ok().unwrap().pagination_prev, None);
    }

    #[test]
    fn reads_page_and_sidebar_fields() {
        let front_matter = parse(
            "hide_title: true\npagination_label: Setup\ndisplayed_sidebar: api\nparse_number_prefixes: false\n",
        )
        .ok()
        .unwrap();
        assert_eq!(front_matter.hide_title, Some(true));
        assert_eq!(front_matter.pagination_label.as_deref(), Some("Setup"));
        assert_eq!(front_matter.displayed_sidebar, Some(Some("api".to_owned())));
        assert_eq!(front_matter.parse_number_prefixes, Some(false));
        let null_sidebar = parse("displayed_sidebar: null\n").ok().unwrap();
        assert_eq!(null_sidebar.displayed_sidebar, Some(None));
        assert_eq!(null_sidebar.unknown_keys().count(), 0);
    }

    #[test]
    fn reads_blog_fields() {
        let front_matter = parse(
            "date: 2021-08-26\nauthors:\n  - ada\n  - name: Sam\n    image_url: /img/sam.png\n    socials: {github: sam}\n",
        )
        .ok()
        .unwrap();
        assert_eq!(front_matter.date.as_deref(), Some("2021-08-26"));
        let authors = front_matter.authors.unwrap().to_list();
        assert_eq!(authors[0], AuthorReference::Key("ada".to_owned()));
        let AuthorReference::Inline(sam) = &authors[1] else {
            panic!("inline author expected");
        };
        assert_eq!(sam.image_url.as_deref(), Some("/img/sam.png"));
        assert_eq!(sam.socials.as_ref().unwrap()["github"], "sam");
        let one = parse("authors: ada\n").ok().unwrap();
        assert_eq!(one.authors.unwrap().to_list().len(), 1);
    }

    #[test]
    fn empty_front_matter_is_fine() {
        assert_eq!(parse("").ok().unwrap(), FrontMatter::default());
        assert_eq!(
            parse("# only a comment\n").ok().unwrap(),
            FrontMatter::default()
        );
    }

    #[test]
    fn wrong_type_has_a_location() {
        let failure = parse("title: Fine\nsidebar_position: [1, 2]\n")
            .err()
            .unwrap();
        assert_eq!(failure.line, 2);
        assert!(failure.message.contains("sidebar_position") || !failure.message.is_empty());
    }
}
