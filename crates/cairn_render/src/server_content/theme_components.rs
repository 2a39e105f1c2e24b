//! The theme's content components as its server render writes them: plain elements, and
//! `a`, `h2`–`h6`, `table` and `img` (`content/components.tsx`, `theme/Link`).

use std::fmt::Write as _;

use serde_json::Value;

use super::react_html::{attributes, escape_into, string_attribute, url_attribute};
use super::tree::Item;
use super::{TEXT_SEPARATOR, Writer};

/// Whether React writes `tag` with no special case, so that the element's children may be
/// placeholders. Components replace `a`, `h2`–`h6`, `table`, `img` and `details` in content
/// trees; React has cases of its own for `pre`, form controls, `img` and the void elements.
pub(super) fn is_plain(tag: &str) -> bool {
    matches!(
        tag,
        "abbr"
            | "address"
            | "article"
            | "aside"
            | "b"
            | "bdi"
            | "bdo"
            | "blockquote"
            | "caption"
            | "cite"
            | "code"
            | "dd"
            | "del"
            | "dfn"
            | "div"
            | "dl"
            | "dt"
            | "em"
            | "figcaption"
            | "figure"
            | "footer"
            | "h1"
            | "header"
            | "i"
            | "ins"
            | "kbd"
            | "li"
            | "mark"
            | "nav"
            | "ol"
            | "p"
            | "q"
            | "rp"
            | "rt"
            | "ruby"
            | "s"
            | "samp"
            | "section"
            | "small"
            | "span"
            | "strong"
            | "sub"
            | "summary"
            | "sup"
            | "tbody"
            | "td"
            | "tfoot"
            | "th"
            | "thead"
            | "time"
            | "tr"
            | "u"
            | "ul"
            | "var"
    )
}

/// Elements without children, which React writes as `<br/>`.
const VOID_TAGS: &[&str] = &["br", "hr"];

impl Writer<'_> {
    /// Writes `node` as React would, after a text when `text_last`; false (with part of it
    /// written) when it is React's to render.
    pub(super) fn node(&self, node: &Item<'_>, out: &mut String, text_last: &mut bool) -> bool {
        let element = match node {
            Item::Text { text, .. } => {
                // An empty text writes nothing, not even a separator.
                if !text.is_empty() {
                    if *text_last {
                        out.push_str(TEXT_SEPARATOR);
                    }
                    escape_into(out, text);
                    *text_last = true;
                }
                return true;
            }
            Item::Element(element) => element,
        };
        *text_last = false;
        let tag = element.tag.as_ref();
        let children = element.children.as_slice();
        let heading = matches!(tag, "h2" | "h3" | "h4" | "h5" | "h6");
        let void = VOID_TAGS.contains(&tag);
        let known = ((tag == "a" || heading) && self.rules.links)
            || matches!(tag, "table" | "img")
            || void
            || is_plain(tag);
        // Props are read only for elements that may be written here (not a code block's).
        let Some(props) = known.then(|| element.props()).flatten() else {
            return false;
        };
        match tag {
            "a" => self.link(&props, children, out),
            _ if heading => self.heading(tag, &props, children, out),
            "table" => {
                out.push_str("<div class=\"table-wrapper\">");
                self.element("table", named(&props), children, out) && {
                    out.push_str("</div>");
                    true
                }
            }
            "img" => image(&props, children, out),
            _ if void => {
                children.is_empty() && {
                    out.push('<');
                    out.push_str(tag);
                    let written = attributes(named(&props), out);
                    out.push_str("/>");
                    written
                }
            }
            _ => self.element(tag, named(&props), children, out),
        }
    }

    /// `<tag attributes>children</tag>`.
    fn element<'p>(
        &self,
        tag: &str,
        props: impl Iterator<Item = (&'p str, &'p Value)>,
        children: &[Item<'_>],
        out: &mut String,
    ) -> bool {
        out.push('<');
        out.push_str(tag);
        self.attributes_and_children(props, children, out) && {
            let _ = write!(out, "</{tag}>");
            true
        }
    }

    /// ` attributes>children`: the rest of an element whose `<tag`, and the attributes a
    /// component puts first, are written; its end tag is the caller's.
    fn attributes_and_children<'p>(
        &self,
        props: impl Iterator<Item = (&'p str, &'p Value)>,
        children: &[Item<'_>],
        out: &mut String,
    ) -> bool {
        attributes(props, out) && {
            out.push('>');
            self.children(children, out)
        }
    }

    fn children(&self, children: &[Item<'_>], out: &mut String) -> bool {
        let mut text_last = false;
        children
            .iter()
            .all(|child| self.node(child, out, &mut text_last))
    }

    /// The theme's `a`: `@theme/Link` as the server renders it (`theme/Link/index.tsx`). A site
    /// path or same-page anchor is routed, and an anchor is made absolute with the route's
    /// path; an `http(s)` URL not routed opens in a new tab.
    fn link(
        &self,
        props: &serde_json::Map<String, Value>,
        children: &[Item<'_>],
        out: &mut String,
    ) -> bool {
        let Some(Value::String(href)) = props.get("href") else {
            return false;
        };
        let target = match props.get("target") {
            None => None,
            Some(Value::String(target)) => Some(target.as_str()),
            Some(_) => return false,
        };
        let rel = match props.get("rel") {
            None => None,
            Some(Value::String(rel)) => Some(rel.as_str()),
            Some(_) => return false,
        };
        let routed = is_internal_href(href)
            && target.is_none()
            && !is_static_file_path(without_query_and_hash(href));
        let opens_elsewhere = !routed && target.is_none() && is_http_url(href);
        let target = if opens_elsewhere {
            Some("_blank")
        } else {
            target
        };
        let rel = rel.or((target == Some("_blank")).then_some("noopener noreferrer"));
        out.push_str("<a");
        if routed && href.starts_with('#') && !self.route_path.is_empty() {
            let absolute = format!("{}{href}", self.route_path);
            if !url_attribute("href", &absolute, out) {
                return false;
            }
        } else if href.is_empty() {
            out.push_str(" href=\"\"");
        } else if !url_attribute("href", href, out) {
            return false;
        }
        for (name, value) in [("target", target), ("rel", rel)] {
            if let Some(value) = value {
                string_attribute(name, value, out);
            }
        }
        let rest = named(props).filter(|(name, _)| !matches!(*name, "href" | "target" | "rel"));
        self.attributes_and_children(rest, children, out) && {
            out.push_str("</a>");
            true
        }
    }

    /// The theme's `h2`–`h6` (`content/components.tsx`): with an id, the `anchor` class and a
    /// hash link labelled with the heading's text.
    fn heading(
        &self,
        tag: &str,
        props: &serde_json::Map<String, Value>,
        children: &[Item<'_>],
        out: &mut String,
    ) -> bool {
        let (id_value, id) = match props.get("id") {
            Some(value @ Value::String(id)) if !id.is_empty() => (value, id),
            None | Some(Value::String(_)) => {
                let rest = named(props).filter(|(name, _)| *name != "id");
                return self.element(tag, rest, children, out);
            }
            Some(_) => return false,
        };
        let class_name = match props.get("className") {
            None => "anchor".to_owned(),
            Some(Value::String(class)) if class.is_empty() => "anchor".to_owned(),
            Some(Value::String(class)) => format!("anchor {class}"),
            Some(_) => return false,
        };
        let class_name = Value::String(class_name);
        // `id`, the other props in their order (`className` where it was, else last).
        let mut ordered: Vec<(&str, &Value)> = vec![("id", id_value)];
        for (name, value) in named(props) {
            match name {
                "id" => {}
                "className" => ordered.push(("className", &class_name)),
                _ => ordered.push((name, value)),
            }
        }
        if !props.contains_key("className") {
            ordered.push(("className", &class_name));
        }
        out.push('<');
        out.push_str(tag);
        if !self.attributes_and_children(ordered.into_iter(), children, out) {
            return false;
        }
        let mut heading = String::new();
        for child in children {
            child.plain_text_into(&mut heading);
        }
        let label = self.heading_link_label.replace("{heading}", &heading);
        let href = format!("{}#{id}", self.route_path);
        out.push_str("<a");
        if !url_attribute("href", &href, out) {
            return false;
        }
        string_attribute("class", "hash-link", out);
        string_attribute("aria-label", &label, out);
        let _ = write!(out, ">#</a></{tag}>");
        true
    }
}

/// The theme's `img`: lazily loaded (React hoists a preload for any other image) and with an
/// `alt`, empty by default.
fn image(props: &serde_json::Map<String, Value>, children: &[Item<'_>], out: &mut String) -> bool {
    if !children.is_empty() {
        return false;
    }
    match props.get("loading") {
        None => {}
        Some(Value::String(loading)) if loading == "lazy" => {}
        Some(_) => return false,
    }
    let alt = match props.get("alt") {
        None => "",
        Some(Value::String(alt)) => alt.as_str(),
        Some(_) => return false,
    };
    out.push_str("<img loading=\"lazy\"");
    string_attribute("alt", alt, out);
    let rest = named(props).filter(|(name, _)| !matches!(*name, "loading" | "alt"));
    if !attributes(rest, out) {
        return false;
    }
    out.push_str("/>");
    true
}

/// Props by name, in their order.
fn named(props: &serde_json::Map<String, Value>) -> impl Iterator<Item = (&str, &Value)> {
    props.iter().map(|(name, value)| (name.as_str(), value))
}

/// `isInternalHref` of `theme/Link`.
fn is_internal_href(href: &str) -> bool {
    (href.starts_with('/') && !href.starts_with("//"))
        || href.starts_with('#')
        || href.starts_with('?')
}

/// `isHttpUrl` of `theme/Link`: `http://`, `https://` or `//`, in any case.
fn is_http_url(href: &str) -> bool {
    let lower = href.get(..8).unwrap_or(href).to_ascii_lowercase();
    lower.starts_with("//") || lower.starts_with("http://") || lower.starts_with("https://")
}

/// `withoutQueryAndHash` of the theme.
fn without_query_and_hash(href: &str) -> &str {
    href.find(['?', '#']).map_or(href, |end| &href[..end])
}

/// `isStaticFilePath` of the theme: the last segment has an extension other than `.htm(l)`.
pub(super) fn is_static_file_path(pathname: &str) -> bool {
    let segment = pathname.rsplit('/').next().unwrap_or(pathname);
    let Some((_, extension)) = segment.rsplit_once('.') else {
        return false;
    };
    !extension.is_empty()
        && extension.bytes().all(|byte| byte.is_ascii_alphanumeric())
        && !extension.eq_ignore_ascii_case("html")
        && !extension.eq_ignore_ascii_case("htm")
}
