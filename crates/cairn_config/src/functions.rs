//! Options whose value is code: a function of the site's own JavaScript, named by its module
//! and export, where Docusaurus's config holds the function itself (`editUrl`, `readingTime`).
//! `cairn.toml` holds data only; the engine calls the function in Node when it needs its
//! answers, for every page at once.

use serde::{Deserialize, Serialize};

use crate::string_or_table::string_or_table;

/// A function of the site's code: `{ module = "./cairn.functions.cjs", export = "editUrl" }`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct SiteFunction {
    /// A path from the site's folder (`./cairn.functions.cjs`), or an installed package.
    pub module: String,
    /// The export that is the function; `default` (or the module's whole export) unless set.
    #[serde(default = "default_export")]
    pub export: String,
}

fn default_export() -> String {
    "default".to_owned()
}

impl std::fmt::Display for SiteFunction {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(formatter, "`{}` of {}", self.export, self.module)
    }
}

/// `editUrl`: a base URL each page's path is added to, or a function that gives each page's
/// link, as Docusaurus allows.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum EditUrl {
    Base(String),
    Function(SiteFunction),
}

impl<'de> Deserialize<'de> for EditUrl {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        string_or_table(
            deserializer,
            "a base URL, or a function of the site's code as `{ module = \"…\", export = \"…\" }`",
            |base| EditUrl::Base(base.to_owned()),
            EditUrl::Function,
        )
    }
}

impl EditUrl {
    /// The base URL, when it is one.
    pub fn base(&self) -> Option<&str> {
        match self {
            EditUrl::Base(base) => Some(base),
            EditUrl::Function(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[derive(Debug, Deserialize)]
    struct Holder {
        #[serde(rename = "editUrl")]
        edit_url: EditUrl,
    }

    #[test]
    fn an_edit_url_is_a_base_or_a_function() {
        let base: Holder = toml::from_str("editUrl = \"https://e.dev/edit/\"").unwrap();
        assert_eq!(base.edit_url.base(), Some("https://e.dev/edit/"));
        let function: Holder =
            toml::from_str("editUrl = { module = \"./f.cjs\", export = \"docsEditUrl\" }").unwrap();
        assert_eq!(
            function.edit_url,
            EditUrl::Function(SiteFunction {
                module: "./f.cjs".to_owned(),
                export: "docsEditUrl".to_owned()
            })
        );
        let default: Holder = toml::from_str("editUrl = { module = \"./edit-url.mjs\" }").unwrap();
        assert!(matches!(default.edit_url, EditUrl::Function(f) if f.export == "default"));
    }

    #[test]
    fn a_mistake_in_the_table_is_named_by_its_key() {
        let error = toml::from_str::<Holder>("editUrl = { modul = \"./f.cjs\" }").unwrap_err();
        assert!(
            error.to_string().contains("unknown field `modul`"),
            "{error}"
        );
        let error = toml::from_str::<Holder>("editUrl = 3").unwrap_err();
        assert!(
            error.to_string().contains("a base URL, or a function"),
            "{error}"
        );
    }
}
