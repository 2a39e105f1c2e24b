//! Checks that types alone cannot express.

use std::ops::Range;

use crate::head::{AttributeValue, ExternalResource, HEAD_TAG_NAMES};
use crate::model::{
    CUSTOM_NAVBAR_ITEM_KEYS, Failure, FooterLink, NAVBAR_ITEM_TYPES, NavbarItem, NavbarLink,
    SiteConfig,
};

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
    check_docs(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    check_blogs(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    if let Some(gtag) = &config.gtag {
        crate::analytics::check(gtag).map_err(|(key_path, message)| fail(&key_path, message))?;
    }
    let instance_ids: Vec<String> = config
        .docs_instances()
        .into_iter()
        .map(|instance| instance.id)
        .collect();
    for (index, item) in config.navbar.items.iter().enumerate() {
        check_navbar_item(item, &format!("navbar.items[{index}]"), &instance_ids)
            .map_err(|(key_path, message)| fail(&key_path, message))?;
    }
    check_footer(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    check_i18n(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    check_head(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    crate::chrome::check(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    crate::site_outputs::check(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    crate::llms::check(&config.llms).map_err(|(key_path, message)| fail(&key_path, message))?;
    crate::social_cards::check(&config.social_cards)
        .map_err(|(key_path, message)| fail(&key_path, message))?;
    crate::search::check(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    crate::ideal_image::check(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    crate::pwa::check(config).map_err(|(key_path, message)| fail(&key_path, message))?;
    Ok(())
}

/// Docs ids are unique and readable, routes are not another instance's, a folder is named,
/// heading levels are sensible.
fn check_docs(config: &SiteConfig) -> Result<(), (String, String)> {
    for (index, instance) in config.docs.iter().enumerate() {
        let key = |field: &str| format!("docs[{index}].{field}");
        if instance.id.is_empty()
            || !instance
                .id
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || "-_".contains(character))
        {
            return Err((
                key("id"),
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
            return Err((
                key("id"),
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
            return Err((
                key("routeBasePath"),
                format!("route `/{route}` is already served by docs[{first}]"),
            ));
        }
        // Like Docusaurus, `path` may leave the site (`../docs` in a monorepo) or be absolute.
        if instance.path.trim().is_empty() {
            return Err((
                key("path"),
                "expected the docs folder, e.g. `docs` or `../docs`".to_owned(),
            ));
        }
        if let Some(toc) = instance.table_of_contents
            && (!(2..=6).contains(&toc.min_heading_level)
                || !(2..=6).contains(&toc.max_heading_level)
                || toc.min_heading_level > toc.max_heading_level)
        {
            return Err((
                key("tableOfContents"),
                "heading levels must be between 2 and 6 with minHeadingLevel ≤ maxHeadingLevel"
                    .to_owned(),
            ));
        }
    }
    Ok(())
}

/// Blog ids are unique and readable, routes are not another instance's, counts are sensible.
fn check_blogs(config: &SiteConfig) -> Result<(), (String, String)> {
    let docs_routes: Vec<String> = config
        .docs_instances()
        .iter()
        .map(|docs| docs.route_base_path.trim_matches('/').to_owned())
        .collect();
    for (index, blog) in config.blog.iter().enumerate() {
        let key = |field: &str| format!("blog[{index}].{field}");
        if blog.id.is_empty()
            || !blog
                .id
                .chars()
                .all(|character| character.is_ascii_alphanumeric() || "-_".contains(character))
        {
            return Err((
                key("id"),
                format!(
                    "a blog id is letters, digits, `-` or `_`; found `{}`",
                    blog.id
                ),
            ));
        }
        if let Some(first) = config.blog[..index]
            .iter()
            .position(|other| other.id == blog.id)
        {
            return Err((
                key("id"),
                format!(
                    "blog id `{}` is already used by blog[{first}]; give each blog its own id",
                    blog.id
                ),
            ));
        }
        let route = blog.route_base_path.trim_matches('/');
        if let Some(first) = config.blog[..index]
            .iter()
            .position(|other| other.route_base_path.trim_matches('/') == route)
        {
            return Err((
                key("routeBasePath"),
                format!("route `/{route}` is already served by blog[{first}]"),
            ));
        }
        if docs_routes.iter().any(|docs| docs == route) {
            return Err((
                key("routeBasePath"),
                format!("route `/{route}` is already served by a docs instance"),
            ));
        }
        if blog.posts_per_page.limit() == Some(0) {
            return Err((
                key("postsPerPage"),
                "expected a number of posts above 0, or \"ALL\"".to_owned(),
            ));
        }
        if blog.archive_base_path == crate::Segment::Off(true) {
            return Err((
                key("archiveBasePath"),
                "expected a URL segment such as \"archive\", or false for no archive page"
                    .to_owned(),
            ));
        }
        if blog.feed_options.limit == 0 {
            return Err((
                key("feedOptions.limit"),
                "expected a number of posts above 0; to have no feeds, set `type = []`".to_owned(),
            ));
        }
        if blog.path.trim().is_empty() {
            return Err((
                key("path"),
                "expected the posts folder, e.g. `blog`".to_owned(),
            ));
        }
    }
    Ok(())
}

/// Footer entries are all columns or all links, and each link is a link or HTML.
fn check_footer(config: &SiteConfig) -> Result<(), (String, String)> {
    let entries = &config.footer.links;
    let columns = entries.iter().filter(|entry| entry.is_column()).count();
    for (index, entry) in entries.iter().enumerate() {
        let at = format!("footer.links[{index}]");
        if columns > 0 && columns < entries.len() {
            let what = if entry.is_column() {
                "a column"
            } else {
                "a link"
            };
            return Err((
                at,
                format!(
                    "footer.links mixes columns (`title` and `items`) and links (`label` with `to`/`href`, or `html`); this entry is {what}. Use columns only, or links only"
                ),
            ));
        }
        if entry.is_column() {
            if entry.title.is_none() {
                return Err((at, "a footer column needs a `title`".to_owned()));
            }
            if let Some(key) = [
                ("label", entry.label.is_some()),
                ("to", entry.to.is_some()),
                ("href", entry.href.is_some()),
                ("html", entry.html.is_some()),
            ]
            .iter()
            .find_map(|(key, set)| set.then_some(key))
            {
                return Err((
                    format!("{at}.{key}"),
                    format!(
                        "`{key}` does not apply to a footer column; put the link in its `items`"
                    ),
                ));
            }
            for (item_index, item) in entry.items.iter().enumerate() {
                check_footer_link(item, format!("{at}.items[{item_index}]"))?;
            }
        } else {
            check_footer_link(&entry.link(), at)?;
        }
    }
    Ok(())
}

fn check_footer_link(link: &FooterLink, at: String) -> Result<(), (String, String)> {
    if link.html.is_some() {
        if link.label.is_some() || link.to.is_some() || link.href.is_some() {
            return Err((
                at,
                "a footer item with `html` shows that HTML alone; remove `label`, `to` and `href`"
                    .to_owned(),
            ));
        }
        return Ok(());
    }
    let Some(label) = &link.label else {
        return Err((
            at,
            "a footer link needs a `label` (or `html` for raw HTML)".to_owned(),
        ));
    };
    if link.to.is_some() == link.href.is_some() {
        return Err((
            at,
            format!(
                "footer link `{label}` needs exactly one of `to` (a page of this site) or `href` (an external URL)"
            ),
        ));
    }
    Ok(())
}

/// The default locale is one of the locales, each listed once; a locale's own `url` is absolute.
fn check_i18n(config: &SiteConfig) -> Result<(), (String, String)> {
    let i18n = &config.i18n;
    if !i18n.locales.is_empty() && !i18n.locales.contains(&i18n.default_locale) {
        return Err((
            "i18n.locales".to_owned(),
            format!(
                "the default locale `{}` is not among the locales {}; add it to `locales`",
                i18n.default_locale,
                i18n.locales.join(", ")
            ),
        ));
    }
    let mut seen = std::collections::BTreeSet::new();
    if let Some(twice) = i18n.locales.iter().find(|locale| !seen.insert(*locale)) {
        return Err((
            "i18n.locales".to_owned(),
            format!("`{twice}` is listed twice; list each locale once"),
        ));
    }
    if let Some(locale) = i18n
        .locale_configs
        .keys()
        .find(|locale| !i18n.locales().contains(locale))
    {
        return Err((
            format!("i18n.localeConfigs.{locale}"),
            format!(
                "`{locale}` is not among the locales {}",
                i18n.locales().join(", ")
            ),
        ));
    }
    for (locale, own) in &i18n.locale_configs {
        if let Some(url) = &own.url
            && !(url.starts_with("http://") || url.starts_with("https://"))
        {
            return Err((
                format!("i18n.localeConfigs.{locale}.url"),
                format!(
                    "expected an absolute URL starting with http:// or https://, found `{url}`"
                ),
            ));
        }
    }
    Ok(())
}

/// `headTags` name elements `<head>` allows; scripts have a `src`, stylesheets an `href`.
fn check_head(config: &SiteConfig) -> Result<(), (String, String)> {
    for (index, tag) in config.head_tags.iter().enumerate() {
        if !HEAD_TAG_NAMES.contains(&tag.tag_name.as_str()) {
            return Err((
                format!("headTags[{index}].tagName"),
                format!(
                    "`{}` is not an element of `<head>`; expected one of {}",
                    tag.tag_name,
                    HEAD_TAG_NAMES.join(", ")
                ),
            ));
        }
    }
    for (key, list, url_attribute) in [
        ("scripts", &config.scripts, "src"),
        ("stylesheets", &config.stylesheets, "href"),
    ] {
        for (index, resource) in list.iter().enumerate() {
            if let ExternalResource::Attributes(attributes) = resource
                && !matches!(attributes.get(url_attribute), Some(AttributeValue::Text(_)))
            {
                return Err((
                    format!("{key}[{index}]"),
                    format!(
                        "expected a URL, or a table with `{url_attribute}` (e.g. {{ {url_attribute} = \"https://…\" }})"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Checks one navbar item against its type; the error is the key path to point at and why.
fn check_navbar_item(
    item: &NavbarItem,
    key_path: &str,
    instance_ids: &[String],
) -> Result<(), (String, String)> {
    let at = |key: &str| format!("{key_path}.{key}");
    let (kind, keys) = navbar_item_type(item, key_path)?;
    check_navbar_item_keys(item, kind, keys, key_path)?;
    check_navbar_item_needs(item, kind, key_path)?;
    for (list, links) in [
        ("items", &item.items),
        ("dropdownItemsBefore", &item.dropdown_items_before),
        ("dropdownItemsAfter", &item.dropdown_items_after),
    ] {
        for (index, link) in links.iter().enumerate() {
            check_dropdown_entry(link, at(&format!("{list}[{index}]")))?;
        }
    }

    if item.reads("docsPluginId") && !instance_ids.contains(&item.docs_plugin_id) {
        return Err((
            at("docsPluginId"),
            format!(
                "no docs instance has the id `{}`; the instances are {}",
                item.docs_plugin_id,
                instance_ids.join(", ")
            ),
        ));
    }
    Ok(())
}

/// The item's type and the keys it reads: a type of Cairn's, or a `custom-` one the site's
/// theme renders.
fn navbar_item_type<'a>(
    item: &'a NavbarItem,
    key_path: &str,
) -> Result<(&'a str, &'static [&'static str]), (String, String)> {
    let custom = item.is_custom();
    NAVBAR_ITEM_TYPES
        .iter()
        .copied()
        .find(|(kind, _)| *kind == item.kind)
        .or_else(|| custom.then_some((item.kind.as_str(), CUSTOM_NAVBAR_ITEM_KEYS)))
        .ok_or_else(|| {
            let known: Vec<&str> = NAVBAR_ITEM_TYPES.iter().map(|(kind, _)| *kind).collect();
            (
                format!("{key_path}.type"),
                format!(
                    "no navbar item component found for type `{}`; the types are {}, or `custom-<name>` for a component of the site's theme (see NavbarItem/ComponentTypes)",
                    item.kind,
                    known.join(", ")
                ),
            )
        })
}

/// Every key the item sets is one its type reads.
fn check_navbar_item_keys(
    item: &NavbarItem,
    kind: &str,
    keys: &[&str],
    key_path: &str,
) -> Result<(), (String, String)> {
    let set = [
        ("label", item.label.is_some()),
        ("to", item.to.is_some()),
        ("href", item.href.is_some()),
        ("items", !item.items.is_empty()),
        ("value", item.value.is_some()),
        ("docId", item.doc_id.is_some()),
        ("sidebarId", item.sidebar_id.is_some()),
        ("docsPluginId", item.docs_plugin_id != "default"),
        (
            "dropdownItemsBefore",
            !item.dropdown_items_before.is_empty(),
        ),
        ("dropdownItemsAfter", !item.dropdown_items_after.is_empty()),
        ("activeBasePath", item.active_base_path.is_some()),
        ("activeBaseRegex", item.active_base_regex.is_some()),
        ("prependBaseUrlToHref", item.prepend_base_url_to_href),
        ("props", !item.props.is_empty()),
    ];
    if let Some((key, _)) = set
        .iter()
        .find(|(key, is_set)| *is_set && !keys.contains(key))
    {
        return Err((
            format!("{key_path}.{key}"),
            format!(
                "`{key}` does not apply to a `{kind}` navbar item; it reads {}",
                keys.join(", ")
            ),
        ));
    }
    Ok(())
}

/// The item sets what its type cannot do without: a label, a link, a value… A custom item's
/// component decides what it needs.
fn check_navbar_item_needs(
    item: &NavbarItem,
    kind: &str,
    key_path: &str,
) -> Result<(), (String, String)> {
    let custom = item.is_custom();
    let require = |present: bool, key: &str| {
        if present {
            Ok(())
        } else {
            Err((
                key_path.to_owned(),
                format!("a `{kind}` navbar item needs `{key}`"),
            ))
        }
    };
    let one_link = |to: &Option<String>, href: &Option<String>, label: &str, path: String| {
        if custom {
            return Ok(());
        }
        if to.is_some() == href.is_some() {
            Err((
                path,
                format!(
                    "navbar link `{label}` needs exactly one of `to` (a page of this site) or `href` (an external URL)"
                ),
            ))
        } else {
            Ok(())
        }
    };
    let label = item.label.as_deref().unwrap_or_default();
    match kind {
        "default" => {
            require(item.label.is_some(), "label")?;
            one_link(&item.to, &item.href, label, key_path.to_owned())?;
        }
        "dropdown" => {
            require(item.label.is_some(), "label")?;
            require(!item.items.is_empty(), "items")?;
        }
        "html" => require(item.value.is_some(), "value")?,
        "doc" => require(item.doc_id.is_some(), "docId")?,
        "docSidebar" => require(item.sidebar_id.is_some(), "sidebarId")?,
        _ => {}
    }
    Ok(())
}

/// A dropdown entry is a link with a label and one target, or `type = "html"` with `value`.
fn check_dropdown_entry(link: &NavbarLink, at: String) -> Result<(), (String, String)> {
    match link.kind.as_str() {
        "html" => {
            if link.value.is_none() {
                return Err((at, "an `html` dropdown entry needs `value`".to_owned()));
            }
            if link.to.is_some() || link.href.is_some() {
                return Err((
                    at,
                    "an `html` dropdown entry shows its `value` only; remove `to` and `href`"
                        .to_owned(),
                ));
            }
        }
        "default" => {
            if link.label.is_empty() {
                return Err((at, "a dropdown link needs a `label`".to_owned()));
            }
            if link.value.is_some() {
                return Err((
                    at,
                    "`value` is for `type = \"html\"` dropdown entries".to_owned(),
                ));
            }
            if link.to.is_some() == link.href.is_some() {
                return Err((
                    at,
                    format!(
                        "navbar link `{}` needs exactly one of `to` (a page of this site) or `href` (an external URL)",
                        link.label
                    ),
                ));
            }
        }
        other => {
            return Err((
                at,
                format!("a dropdown entry is a link or `type = \"html\"`, found type `{other}`"),
            ));
        }
    }
    Ok(())
}

/// `cairn.toml:12:8`, where the value at `key_path` (`docs[1].sidebarPath`) is written in the
/// site's config file, or where the nearest enclosing value is (`docs[1]`) when the key is not
/// written. For messages about a value that parsed but names something missing: the file is
/// read again, as such an error is rare and the config's text is not kept.
pub fn config_location(site_dir: &std::path::Path, key_path: &str) -> Option<String> {
    let file = crate::config_path(site_dir);
    let source = std::fs::read_to_string(&file).ok()?;
    let mut path = key_path;
    let span = loop {
        if let Some(span) = span_of_key(&source, path) {
            break span;
        }
        path = &path[..path.rfind(['.', '['])?];
    };
    let (line, column) = crate::error::line_column(&source, span.start);
    let name = file.file_name()?.to_string_lossy().into_owned();
    Some(format!("{name}:{line}:{column}"))
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
