//! Forms Docusaurus accepts that Cairn's model writes another way, rewritten once after
//! parsing so that everything downstream (the theme, the link check) sees one form.

use crate::model::{FooterEntry, FooterLink, NavbarLink, SiteConfig};

/// Applies every rewrite to a parsed config.
pub(crate) fn normalise(config: &mut SiteConfig) {
    absolute_to_as_href(config);
}

/// A navbar or footer link whose `to` is a full URL (`to: 'https://electronforge.io'`) is a
/// link to another site, as Docusaurus's `Link` treats it: it becomes `href`, instead of a
/// site path that would be prefixed with the base URL.
fn absolute_to_as_href(config: &mut SiteConfig) {
    let move_to = |to: &mut Option<String>, href: &mut Option<String>| {
        if href.is_none() && to.as_deref().is_some_and(is_absolute_url) {
            *href = to.take();
        }
    };
    for item in &mut config.navbar.items {
        move_to(&mut item.to, &mut item.href);
        for link in item
            .items
            .iter_mut()
            .chain(&mut item.dropdown_items_before)
            .chain(&mut item.dropdown_items_after)
        {
            let NavbarLink { to, href, .. } = link;
            move_to(to, href);
        }
    }
    for entry in &mut config.footer.links {
        let FooterEntry {
            to, href, items, ..
        } = entry;
        move_to(to, href);
        for FooterLink { to, href, .. } in items {
            move_to(to, href);
        }
    }
}

/// `https://…`, `http://…`, `//host/…` and other URLs with a scheme (`mailto:`, `tel:`).
fn is_absolute_url(target: &str) -> bool {
    if target.starts_with("//") {
        return true;
    }
    let Some((scheme, _)) = target.split_once(':') else {
        return false;
    };
    let mut characters = scheme.chars();
    characters.next().is_some_and(|c| c.is_ascii_alphabetic())
        && characters.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absolute_urls() {
        for url in [
            "https://a.dev",
            "http://a.dev/x",
            "//cdn.a.dev/x",
            "mailto:me@a.dev",
            "tel:+1",
        ] {
            assert!(is_absolute_url(url), "{url}");
        }
        for path in ["/docs/", "docs/intro", "./x", "#top", "/a:b"] {
            assert!(!is_absolute_url(path), "{path}");
        }
    }
}
