//! Checks that types alone cannot express.

use std::ops::Range;

use crate::model::{Failure, SiteConfig};

pub(crate) fn check(config: &SiteConfig, source: &str) -> Result<(), Failure> {
    let fail = |key_path: &str, message: String| Failure {
        span: span_of_key(source, key_path),
        key_path: key_path.to_owned(),
        message,
    };
    if !(config.url.starts_with("http://") || config.url.starts_with("https://")) {
        return Err(fail(
            "url",
            format!(
                "expected an absolute URL starting with http:// or https://, found `{}`",
                config.url
            ),
        ));
    }
    if !config.base_url.starts_with('/') || !config.base_url.ends_with('/') {
        return Err(fail(
            "baseUrl",
            format!(
                "expected a path that starts and ends with `/`, found `{}`",
                config.base_url
            ),
        ));
    }
    let toc = config.table_of_contents;
    if !(2..=6).contains(&toc.min_heading_level)
        || !(2..=6).contains(&toc.max_heading_level)
        || toc.min_heading_level > toc.max_heading_level
    {
        return Err(fail(
            "tableOfContents",
            format!(
                "heading levels must be between 2 and 6 with minHeadingLevel ≤ maxHeadingLevel, found {} and {}",
                toc.min_heading_level, toc.max_heading_level
            ),
        ));
    }
    for (index, instance) in config.docs.iter().enumerate() {
        let key = |field: &str| format!("docs[{index}].{field}");
        if instance.id.is_empty()
            || !instance
                .id
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || "-_".contains(character))
        {
            return Err(fail(
                &key("id"),
                format!(
                    "a docs id is letters, digits, `-` or `_`; found `{}`",
                    instance.id
                ),
            ));
        }
        if let Some(first) = config.docs[..index]
            .iter()
            .position(|other| other.id == instance.id)
        {
            return Err(fail(
                &key("id"),
                format!(
                    "docs id `{}` is already used by docs[{first}]; give each instance its own id",
                    instance.id
                ),
            ));
        }
        let route = instance.route_base_path.trim_matches('/');
        if let Some(first) = config.docs[..index]
            .iter()
            .position(|other| other.route_base_path.trim_matches('/') == route)
        {
            return Err(fail(
                &key("routeBasePath"),
                format!("route `/{route}` is already served by docs[{first}]"),
            ));
        }
        if instance.path.contains("..") || instance.path.starts_with('/') {
            return Err(fail(
                &key("path"),
                format!(
                    "expected a folder inside the site, found `{}`",
                    instance.path
                ),
            ));
        }
        if let Some(toc) = instance.table_of_contents
            && (!(2..=6).contains(&toc.min_heading_level)
                || !(2..=6).contains(&toc.max_heading_level)
                || toc.min_heading_level > toc.max_heading_level)
        {
            return Err(fail(
                &key("tableOfContents"),
                "heading levels must be between 2 and 6 with minHeadingLevel ≤ maxHeadingLevel"
                    .to_owned(),
            ));
        }
    }
    for (index, item) in config.navbar.items.iter().enumerate() {
        if item.to.is_some() == item.href.is_some() {
            return Err(fail(
                &format!("navbar.items[{index}]"),
                format!(
                    "navbar item `{}` needs exactly one of `to` (a page of this site) or `href` (an external URL)",
                    item.label
                ),
            ));
        }
    }
    for (column_index, column) in config.footer.links.iter().enumerate() {
        for (index, item) in column.items.iter().enumerate() {
            if item.to.is_some() == item.href.is_some() {
                return Err(fail(
                    &format!("footer.links[{column_index}].items[{index}]"),
                    format!(
                        "footer link `{}` needs exactly one of `to` (a page of this site) or `href` (an external URL)",
                        item.label
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Span of the value at `key_path` (`navbar.items[0]`), for messages about values that
/// parsed but are not valid.
fn span_of_key(source: &str, key_path: &str) -> Option<Range<usize>> {
    let table = toml::de::DeTable::parse(source).ok()?;
    let mut span = table.span();
    let mut current: Option<&toml::de::DeValue<'_>> = None;
    for segment in key_path.split('.') {
        let (key, indices) = match segment.find('[') {
            Some(bracket) => (&segment[..bracket], &segment[bracket..]),
            None => (segment, ""),
        };
        if !key.is_empty() {
            let value = match current {
                None => table.get_ref().get(key)?,
                Some(value) => value.get(key)?,
            };
            span = value.span();
            current = Some(value.get_ref());
        }
        for index in indices.split(['[', ']']).filter(|index| !index.is_empty()) {
            let value = current?.get(index.parse::<usize>().ok()?)?;
            span = value.span();
            current = Some(value.get_ref());
        }
    }
    Some(span)
}
