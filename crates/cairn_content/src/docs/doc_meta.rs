//! A doc page's "Edit this page" link and its last update.

use cairn_config::DocsInstance;

use crate::docs::last_update::{LastUpdates, parse_date};
use crate::error::ContentError;
use crate::load::Document;

/// The edit link: front matter `custom_edit_url` (`null` hides it), else the instance's
/// `editUrl` base followed by the file's path inside the site, or inside the current version's
/// folder with `editCurrentVersion` (`current_dir`: that folder's path inside the site).
///
/// A docs folder outside the site (`path = "../docs"`) gives paths that start with `../`.
/// Docusaurus appends them as they are, and the browser then resolves the `..` against the
/// `editUrl`. The link is written already resolved, each leading `..` taking one folder off the
/// end of `editUrl` (`…/edit/main/website/` + `../docs/a.md` → `…/edit/main/docs/a.md`), so it
/// reads as the page it opens; it never takes off the host.
pub(crate) fn edit_url_of(
    document: &Document,
    instance: &DocsInstance,
    current_dir: &str,
) -> Option<String> {
    if let Some(custom) = &document.compiled.front_matter.custom_edit_url {
        return custom.clone();
    }
    let base = instance.edit_url.as_ref()?.base()?;
    let path = if instance.edit_current_version {
        format!(
            "{}/{}",
            current_dir.trim_matches('/'),
            document.relative_path
        )
    } else {
        document.site_path.clone()
    };
    let mut base = base.trim_end_matches('/');
    let mut path = path.as_str();
    // The path part of `editUrl` starts after `scheme://host`.
    let path_start = base
        .find("://")
        .map(|scheme| scheme + 3)
        .and_then(|host| base[host..].find('/').map(|slash| host + slash))
        .unwrap_or(base.len());
    while let Some(rest) = path.strip_prefix("../") {
        match base.rfind('/') {
            Some(slash) if slash >= path_start => {
                base = &base[..slash];
                path = rest;
            }
            _ => break,
        }
    }
    Some(format!("{base}/{}", encode_path(path)))
}

/// Percent-encodes what a URL path cannot hold as is (spaces, `#`, `?`, non-ASCII), keeping
/// the `/` separators.
fn encode_path(path: &str) -> String {
    let mut encoded = String::with_capacity(path.len());
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/!$&'()*+,;=:@".contains(&byte) {
            encoded.push(byte as char);
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

/// When the doc was last changed and by whom, as far as the instance shows them: front
/// matter `last_update` first, then git.
pub(crate) fn last_update_of(
    document: &Document,
    instance: &DocsInstance,
    updates: &LastUpdates,
) -> Result<(Option<i64>, Option<String>), ContentError> {
    if !instance.show_last_update_time && !instance.show_last_update_author {
        return Ok((None, None));
    }
    let from_front_matter = document.compiled.front_matter.last_update.as_ref();
    let from_git = updates.get(&document.site_path);
    let at = match from_front_matter.and_then(|update| update.date.as_deref()) {
        Some(text) => Some(parse_date(text).ok_or_else(|| ContentError::InvalidDate {
            file: document.display_path.clone(),
            value: text.to_owned(),
        })?),
        None => from_git.map(|update| update.at),
    };
    let by = from_front_matter
        .and_then(|update| update.author.clone())
        .or_else(|| from_git.map(|update| update.author.clone()));
    Ok((
        at.filter(|_| instance.show_last_update_time),
        by.filter(|_| instance.show_last_update_author),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_keep_slashes_and_lose_spaces() {
        assert_eq!(
            encode_path("tests/docs with space/Non ASCII été.md"),
            "tests/docs%20with%20space/Non%20ASCII%20%C3%A9t%C3%A9.md"
        );
        assert_eq!(encode_path("docs/a#b?.md"), "docs/a%23b%3F.md");
    }
}
