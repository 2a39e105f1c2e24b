//! What a site adds to every page: `<head>` tags, scripts, stylesheets and client modules.
//! The keys and shapes are those Docusaurus sites use (`headTags`, `scripts`, `stylesheets`,
//! `clientModules`), so a migrated config keeps them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One tag for every page's `<head>`:
/// `{ tagName = "link", attributes = { rel = "preconnect", href = "https://example.com" } }`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct HeadTagConfig {
    pub tag_name: String,
    #[serde(default)]
    pub attributes: BTreeMap<String, AttributeValue>,
    /// Text inside the tag (a `<script>` or `<style>` body).
    #[serde(default)]
    pub inner_html: Option<String>,
}

/// A script or stylesheet: its URL alone, or its attributes (`src` or `href` among them).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum ExternalResource {
    Url(String),
    Attributes(BTreeMap<String, AttributeValue>),
}

/// An HTML attribute's value: text, or a flag (`async = true`; `false` leaves it out).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum AttributeValue {
    Text(String),
    Flag(bool),
}

impl ExternalResource {
    /// The tag's attributes, with the URL under `url_attribute` (`src` or `href`).
    pub fn attributes(&self, url_attribute: &str) -> BTreeMap<String, AttributeValue> {
        match self {
            ExternalResource::Url(url) => {
                BTreeMap::from([(url_attribute.to_owned(), AttributeValue::Text(url.clone()))])
            }
            ExternalResource::Attributes(attributes) => attributes.clone(),
        }
    }
}

/// HTML elements a `headTags` entry may create: those `<head>` allows.
pub const HEAD_TAG_NAMES: &[&str] = &[
    "base", "link", "meta", "noscript", "script", "style", "template", "title",
];
