//! A doc as its version sees it: id, URL, title, sidebar label.

use crate::docs::sidebars::{is_index_doc, parse_name};
use crate::docs::versions::DocsVersion;
use crate::error::ContentError;
use crate::load::Document;
use crate::names::{join, split_path};
use crate::plan::document_title_or;
use crate::url::UrlBuilder;

pub(crate) struct DocEntry<'a> {
    pub document: &'a Document,
    /// What sidebar files call the doc: its path without extension (and, with the number
    /// prefix parser, without `01-` prefixes), or its front matter `id` in that folder.
    pub id: String,
    pub permalink: String,
    pub title: String,
    /// Front matter `sidebar_label`, else its title.
    pub sidebar_label: String,
    /// What other docs' previous/next links call it: front matter `pagination_label`, else
    /// its sidebar label (front matter `sidebar_label`, else its title).
    pub pagination_label: String,
    pub draft: bool,
}

impl<'a> DocEntry<'a> {
    pub fn new(
        document: &'a Document,
        urls: &UrlBuilder,
        version: &DocsVersion,
    ) -> Result<Self, ContentError> {
        let under_base = |parts: &[&str]| version.page_url(urls, parts);
        let front_matter = &document.compiled.front_matter;
        let (raw_dir, raw_stem) = split_path(&document.relative_path);
        let unprefixed = |name: &'a str| parse_name(name, version.number_prefix_parser).name;
        let dir_segments: Vec<&str> = raw_dir
            .split('/')
            .filter(|s| !s.is_empty())
            .map(unprefixed)
            .collect();
        let dir_owned = dir_segments.join("/");
        let dir = dir_owned.as_str();
        // `parse_number_prefixes: false` keeps the prefix of the doc's own file name.
        let stem = if front_matter.parse_number_prefixes == Some(false) {
            raw_stem
        } else {
            unprefixed(raw_stem)
        };
        let id = join(dir, front_matter.id.as_deref().unwrap_or(stem));
        let permalink = match front_matter.slug.as_deref() {
            Some(slug) => {
                if slug.contains("..") || slug.contains(['?', '#', '\\']) {
                    return Err(ContentError::InvalidSlug {
                        slug: slug.to_owned(),
                        file: document.source_path.clone(),
                    });
                }
                if slug.starts_with('/') {
                    under_base(&[slug])
                } else {
                    under_base(&[dir, slug])
                }
            }
            // As in Docusaurus, the file name decides, whatever the front matter `id`: `index`,
            // `README` or a file named like its folder is served at the folder's URL.
            None if is_index_doc(stem, dir_segments.last().copied().unwrap_or_default()) => {
                under_base(&[dir])
            }
            None => under_base(&[&id]),
        };
        // `04-notes.md` is titled "Notes", like its id and URL.
        let title = document_title_or(document, stem);
        let sidebar_label = front_matter
            .sidebar_label
            .clone()
            .unwrap_or_else(|| title.clone());
        Ok(DocEntry {
            document,
            id: id.clone(),
            permalink,
            pagination_label: front_matter
                .pagination_label
                .clone()
                .unwrap_or_else(|| sidebar_label.clone()),
            sidebar_label,
            title,
            draft: front_matter.draft == Some(true),
        })
    }
}
