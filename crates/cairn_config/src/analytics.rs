//! `[gtag]`: Google Analytics through gtag.js, with the option names of Docusaurus's gtag
//! plugin (`trackingID`, `anonymizeIP`).

use serde::{Deserialize, Serialize};

use crate::site_outputs::OneOrMany;

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct GtagConfig {
    /// One measurement id (`G-XXXXXXX`) or several; the first loads gtag.js.
    #[serde(rename = "trackingID")]
    pub tracking_id: OneOrMany,
    /// Ask Google to anonymise visitors' IP addresses.
    #[serde(default, rename = "anonymizeIP")]
    pub anonymize_ip: bool,
}

/// A measurement id: letters, digits and dashes, so it can go into a URL and a script as is.
pub(crate) fn check(gtag: &GtagConfig) -> Result<(), (String, String)> {
    let ids = gtag.tracking_id.as_slice();
    if ids.is_empty() {
        return Err((
            "gtag.trackingID".to_owned(),
            "expected a measurement id such as \"G-XXXXXXXXXX\"".to_owned(),
        ));
    }
    for id in ids {
        if id.is_empty()
            || !id
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || character == '-')
        {
            return Err((
                "gtag.trackingID".to_owned(),
                format!(
                    "`{id}` is not a measurement id: expected letters, digits and dashes, such as \"G-XXXXXXXXXX\""
                ),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    #[test]
    fn ids_are_checked() {
        let parse = |toml: &str| {
            crate::parse(
                &format!("title = \"T\"\nurl = \"https://t.dev\"\n{toml}"),
                Path::new("cairn.toml"),
            )
        };
        let config = parse("[gtag]\ntrackingID = \"G-ABC123\"\nanonymizeIP = true\n").unwrap();
        let gtag = config.gtag.unwrap();
        assert_eq!(gtag.tracking_id.as_slice(), ["G-ABC123"]);
        assert!(gtag.anonymize_ip);
        assert!(parse("[gtag]\ntrackingID = [\"G-A\", \"G-B\"]\n").is_ok());
        let error = parse("[gtag]\ntrackingID = \"G-A'); alert(1); ('\"\n")
            .unwrap_err()
            .to_string();
        assert!(error.contains("gtag.trackingID"), "{error}");
    }
}
