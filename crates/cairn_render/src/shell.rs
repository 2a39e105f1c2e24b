//! The HTML document around server-rendered markup.

use std::fmt::Write as _;

use cairn_content::contract::RouteBoot;
use cairn_markdown::escape_attribute as escape;

/// Asset URLs shared by every page, resolved once per build.
#[derive(Debug, Clone)]
pub struct ShellAssets {
    /// `<html lang>`: the locale's `htmlLang`.
    pub lang: String,
    /// `<html dir>`: `ltr` or `rtl`, the locale's direction.
    pub dir: String,
    pub site_title: String,
    pub site_url: String,
    pub tagline: String,
    pub favicon: Option<String>,
    pub color_mode_script: String,
    /// Attributes of `<html>` the colour-mode script reads (`cairn_config::html_attributes`):
    /// storage rules, colour mode defaults, the announcement's id.
    pub html_attributes: Vec<(&'static str, String)>,
    /// The site's `baseUrl`: a page opened under another path shows a banner saying so.
    pub base_url: String,
    pub stylesheets: Vec<String>,
    pub entry_script: String,
    /// Chunks every page needs (the entry's static imports).
    pub entry_preloads: Vec<String>,
    pub site_data_url: String,
    pub manifest_url: String,
    /// Tags every page's `<head>` gets from plugins (the site's `headTags`, `scripts`…).
    pub head_tags: Vec<cairn_markdown::HeadTag>,
    /// HTML plugins add to every page as written (Docusaurus plugins' `injectHtmlTags`).
    pub html: cairn_content::HtmlTags,
    /// Every locale of a site with several, for each page's `hreflang` alternates; empty
    /// for a site with one.
    pub alternates: Vec<LocaleAlternate>,
}

/// One locale's version of every page, for `<link rel="alternate" hreflang>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocaleAlternate {
    /// The locale's `htmlLang`.
    pub hreflang: String,
    /// Where its pages start (`/fr/`).
    pub base_url: String,
    /// The origin its pages are served from, without a trailing `/`.
    pub url: String,
    /// The default locale, which also stands for `x-default`.
    pub default: bool,
}

/// What varies per page.
#[derive(Debug, Clone)]
pub struct PageShell<'a> {
    pub path: &'a str,
    pub component: &'a str,
    pub title: Option<&'a str>,
    pub description: Option<&'a str>,
    /// `(prop name, chunk URL)`.
    pub data: Vec<(&'a str, String)>,
    pub component_preloads: &'a [String],
    /// Site components the content uses (ids), loaded before the page hydrates.
    pub content_components: &'a [String],
    /// `(component id, URL of its module)` for the page's component and content components.
    pub modules: Vec<(&'a str, &'a str)>,
    /// Extra head tags (keywords, social image, a `<head>` block in the document).
    pub head: &'a [cairn_markdown::HeadTag],
    /// Head tags the page's render gave (`<Head>`), after [`PageShell::head`].
    pub rendered_head: &'a [cairn_markdown::HeadTag],
    /// Stylesheets only this page needs.
    pub stylesheets: &'a [String],
    /// What the page read of the site data's chunks while it rendered.
    pub reads: &'a crate::PageReads,
    /// The server-rendered HTML, in pieces written one after the other (a page's own HTML
    /// and the markup it shares with other pages: see `PageBody::parts`).
    pub body: &'a [&'a str],
    /// The not-found page has no canonical URL.
    pub canonical: bool,
}

impl ShellAssets {
    pub fn document(&self, page: &PageShell<'_>) -> String {
        let body_length: usize = page.body.iter().map(|part| part.len()).sum();
        let mut html = String::with_capacity(body_length + 2048);
        let title = self.page_title(page);
        self.push_document_start(&mut html, &title);
        self.push_page_meta(&mut html, page, &title);
        self.push_head_tags(&mut html, page);
        self.push_stylesheets_and_preloads(&mut html, page);
        let _ = writeln!(
            html,
            "<script type=\"module\" src=\"{}\"></script>\n</head>\n<body>",
            escape(&self.entry_script)
        );
        self.push_body(&mut html, page);
        html
    }

    /// The page's `<title>`: the page's title followed by the site's, or the site's alone.
    fn page_title(&self, page: &PageShell<'_>) -> String {
        // A `<title>` in the document's `<head>` block is used as written.
        let own_title = page
            .head
            .iter()
            .find(|tag| tag.tag == "title")
            .and_then(|tag| tag.text.clone());
        match (own_title, page.title) {
            (Some(own), _) => own,
            (None, Some(title)) if title != self.site_title => {
                format!("{title} | {}", self.site_title)
            }
            _ => self.site_title.clone(),
        }
    }

    /// From the doctype to the `<title>`: `<html>` with the attributes the colour-mode script
    /// reads, and the tags that must come first in `<head>`.
    fn push_document_start(&self, html: &mut String, title: &str) {
        // The default mode is right for most visitors even before the script runs.
        let default_mode = self
            .html_attributes
            .iter()
            .find(|(name, _)| *name == "data-default-mode")
            .map_or("light", |(_, value)| value.as_str());
        let _ = write!(
            html,
            "<!doctype html>\n<html lang=\"{}\" dir=\"{}\" data-theme=\"{}\"",
            escape(&self.lang),
            escape(&self.dir),
            escape(default_mode)
        );
        for (name, value) in &self.html_attributes {
            if value.is_empty() {
                let _ = write!(html, " {name}");
            } else {
                let _ = write!(html, " {name}=\"{}\"", escape(value));
            }
        }
        let _ = write!(
            html,
            ">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n",
            escape(title)
        );
    }

    /// The description, the social card's title and URL and the canonical URL, each unless
    /// the page sets its own; `noindex` for a page without a canonical URL.
    fn push_page_meta(&self, html: &mut String, page: &PageShell<'_>, title: &str) {
        let description = page
            .description
            .filter(|text| !text.is_empty())
            .unwrap_or(&self.tagline);
        if !description.is_empty() {
            let description = escape(description);
            let _ = writeln!(
                html,
                "<meta name=\"description\" content=\"{description}\">"
            );
            if !page.sets_property("og:description") {
                let _ = writeln!(
                    html,
                    "<meta property=\"og:description\" content=\"{description}\">"
                );
            }
        }
        if !page.sets_property("og:title") {
            let _ = writeln!(
                html,
                "<meta property=\"og:title\" content=\"{}\">",
                escape(title)
            );
        }
        if page.canonical {
            let url = format!("{}{}", self.site_url.trim_end_matches('/'), page.path);
            let own_canonical = page.own_head_tags().any(|tag| {
                tag.tag == "link"
                    && attribute(tag, "rel")
                        .is_some_and(|rel| rel.eq_ignore_ascii_case("canonical"))
            });
            if !own_canonical {
                let _ = writeln!(html, "<link rel=\"canonical\" href=\"{}\">", escape(&url));
            }
            self.push_alternates(html, page.path);
            if !page.sets_property("og:url") {
                let _ = writeln!(
                    html,
                    "<meta property=\"og:url\" content=\"{}\">",
                    escape(&url)
                );
            }
        } else {
            html.push_str("<meta name=\"robots\" content=\"noindex\">\n");
        }
    }

    /// The same page in every locale (Docusaurus builds every page in every locale: an
    /// untranslated one shows the default locale's text), and `x-default` for the default
    /// locale's.
    fn push_alternates(&self, html: &mut String, path: &str) {
        let Some(below) = path.strip_prefix(&self.base_url) else {
            return;
        };
        for alternate in &self.alternates {
            let url = escape(&format!("{}{}{below}", alternate.url, alternate.base_url));
            let _ = writeln!(
                html,
                "<link rel=\"alternate\" href=\"{url}\" hreflang=\"{}\">",
                escape(&alternate.hreflang)
            );
            if alternate.default {
                let _ = writeln!(
                    html,
                    "<link rel=\"alternate\" href=\"{url}\" hreflang=\"x-default\">"
                );
            }
        }
    }

    /// The page's head tags, then the site-wide ones it does not replace, the plugins' HTML,
    /// the favicon and the colour-mode script.
    fn push_head_tags(&self, html: &mut String, page: &PageShell<'_>) {
        // A page's own `<meta name>` or `<meta property>` wins over a site-wide one of the same
        // name (a page's `theme-color` over `[pwa] themeColor`, its social card over the
        // site's), as a page's `<Head>` does in the browser.
        let page_meta_names: Vec<&str> = page.own_head_tags().filter_map(meta_name).collect();
        for tag in
            page.own_head_tags()
                .filter(|tag| tag.tag != "title")
                .chain(self.head_tags.iter().filter(|tag| {
                    meta_name(tag).is_none_or(|name| !page_meta_names.contains(&name))
                }))
                // The page declares UTF-8 first thing; HTML allows one `<meta charset>`, and
                // pages written for Docusaurus often repeat it in their `<head>` block.
                .filter(|tag| !declares_charset(tag))
        {
            push_head_tag(html, tag);
        }
        for fragment in &self.html.head {
            html.push_str(fragment);
            html.push('\n');
        }
        if let Some(favicon) = &self.favicon {
            let _ = writeln!(html, "<link rel=\"icon\" href=\"{}\">", escape(favicon));
        }
        // Runs before first paint so a dark-mode visitor never sees a light flash.
        let _ = writeln!(
            html,
            "<script>{}</script>",
            self.color_mode_script.trim().replace("</", "<\\/")
        );
    }

    /// The stylesheets, then preloads of the JavaScript chunks and data the page hydrates
    /// with.
    fn push_stylesheets_and_preloads(&self, html: &mut String, page: &PageShell<'_>) {
        // The route component's own stylesheet (one file, from the bundle's manifest), after the
        // site-wide ones: its rules come after those of the components it renders.
        let (component_stylesheets, component_chunks): (Vec<&String>, Vec<&String>) = page
            .component_preloads
            .iter()
            .partition(|file| file.ends_with(".css"));
        for stylesheet in self
            .stylesheets
            .iter()
            .chain(component_stylesheets)
            .chain(page.stylesheets)
        {
            let _ = writeln!(
                html,
                "<link rel=\"stylesheet\" href=\"{}\">",
                escape(stylesheet)
            );
        }
        // At low priority: the server-rendered page paints without its JavaScript, which only
        // hydrates it, so the browser fetches the stylesheets and the page's images first. On
        // a simulated slow phone (Lighthouse) a docs page's first paint came 0.8 s sooner.
        for chunk in self.entry_preloads.iter().chain(component_chunks) {
            let _ = writeln!(
                html,
                "<link rel=\"modulepreload\" href=\"{}\" fetchpriority=\"low\">",
                escape(chunk)
            );
        }
        for url in std::iter::once(&self.site_data_url)
            .chain(page.data.iter().map(|(_, url)| url))
            .chain(&page.reads.chunks)
        {
            let _ = writeln!(
                html,
                "<link rel=\"preload\" as=\"fetch\" crossorigin=\"anonymous\" href=\"{}\">",
                escape(url)
            );
        }
    }

    /// `<body>`'s content: the base URL check, the server-rendered HTML between the plugins'
    /// HTML, and the data the browser hydrates the page with.
    fn push_body(&self, html: &mut String, page: &PageShell<'_>) {
        // Every path starts with `/`: a site at the root needs no check.
        if self.base_url != "/" {
            let _ = writeln!(
                html,
                "<script>{}</script>",
                base_url_check(&self.base_url, page.path).replace("</", "<\\/")
            );
        }
        for fragment in &self.html.body_start {
            html.push_str(fragment);
            html.push('\n');
        }
        html.push_str("<div id=\"__cairn\">");
        for part in page.body {
            html.push_str(part);
        }
        html.push_str("</div>\n");
        let boot = serde_json::to_string(&self.route_boot(page)).unwrap_or_default();
        let _ = writeln!(
            html,
            "<script id=\"__cairn_route\" type=\"application/json\">{}</script>",
            boot.replace("</", "<\\/")
        );
        for fragment in &self.html.body_end {
            html.push_str(fragment);
            html.push('\n');
        }
        html.push_str("</body>\n</html>\n");
    }

    /// The page's `#__cairn_route` data: what the browser loads to hydrate it.
    fn route_boot(&self, page: &PageShell<'_>) -> RouteBoot {
        RouteBoot {
            path: page.path.to_owned(),
            component: page.component.to_owned(),
            data: page
                .data
                .iter()
                .map(|(key, url)| ((*key).to_owned(), url.clone()))
                .collect(),
            site: self.site_data_url.clone(),
            manifest: self.manifest_url.clone(),
            content_components: page.content_components.to_vec(),
            modules: page
                .modules
                .iter()
                .map(|(id, url)| ((*id).to_owned(), (*url).to_owned()))
                .collect(),
            docs: page.reads.docs.clone(),
            site_chunks: page.reads.chunks.clone(),
        }
    }
}

impl PageShell<'_> {
    /// The page's own head tags: its route's, then those its render gave. They win over the
    /// ones written for every page: a social card's title, description or URL, a canonical URL
    /// of its own (a `<head>` block, `<Head>`).
    fn own_head_tags(&self) -> impl Iterator<Item = &cairn_markdown::HeadTag> {
        self.head.iter().chain(self.rendered_head)
    }

    /// Whether the page's own tags have a `<meta property="{property}">`.
    fn sets_property(&self, property: &str) -> bool {
        self.own_head_tags()
            .any(|tag| tag.tag == "meta" && attribute(tag, "property") == Some(property))
    }
}

/// An inline script, so it runs when the bundle's URLs are wrong (the case it reports): a page
/// opened outside the base URL gets Docusaurus's banner, with the base URL that would work
/// (the address minus the page's own route), or `/`.
fn base_url_check(base_url: &str, path: &str) -> String {
    let route = path.strip_prefix(base_url).unwrap_or_default();
    format!(
        "(function(b,r){{var p=location.pathname;if((p+'/').indexOf(b)===0)return;var s=!r?p:p.slice(-r.length)===r?p.slice(0,-r.length):'/';var d=document.createElement('div');d.id='__cairn_base_url_issue';d.setAttribute('role','alert');d.style.cssText='padding:1rem;border:3px solid #c00;background:#fdd;color:#000;font:1rem/1.5 sans-serif';d.textContent='Your Cairn site did not load properly. A very common reason is a wrong site baseUrl configuration. Current configured baseUrl = '+b+' \u{2014} we suggest trying baseUrl = '+s;document.body.prepend(d)}})({},{})",
        serde_json::to_string(base_url).unwrap_or_default(),
        serde_json::to_string(route).unwrap_or_default()
    )
}

/// Elements that have no closing tag.
const VOID_ELEMENTS: &[&str] = &["base", "link", "meta"];

/// One `<head>` tag; its text (a script's or style's body) is written as given.
fn push_head_tag(html: &mut String, tag: &cairn_markdown::HeadTag) {
    html.push('<');
    html.push_str(&tag.tag);
    for (name, value) in &tag.attributes {
        if value.is_empty() {
            let _ = write!(html, " {}", escape(name));
        } else {
            let _ = write!(html, " {}=\"{}\"", escape(name), escape(value));
        }
    }
    html.push('>');
    if !VOID_ELEMENTS.contains(&tag.tag.as_str()) {
        html.push_str(tag.text.as_deref().unwrap_or_default());
        let _ = write!(html, "</{}>", tag.tag);
    }
    html.push('\n');
}

/// The value of `tag`'s attribute `name`.
fn attribute<'t>(tag: &'t cairn_markdown::HeadTag, name: &str) -> Option<&'t str> {
    tag.attributes
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.as_str())
}

/// A `<meta charset>`, in any case.
fn declares_charset(tag: &cairn_markdown::HeadTag) -> bool {
    tag.tag == "meta"
        && tag
            .attributes
            .iter()
            .any(|(name, _)| name.eq_ignore_ascii_case("charset"))
}

/// The `name` of a `<meta name=…>` tag.
/// The name a `<meta>` is known by: its `name`, or its `property` (Open Graph's).
fn meta_name(tag: &cairn_markdown::HeadTag) -> Option<&str> {
    (tag.tag == "meta")
        .then(|| attribute(tag, "name").or_else(|| attribute(tag, "property")))
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assets() -> ShellAssets {
        ShellAssets {
            lang: "en".into(),
            dir: "ltr".into(),
            site_title: "Cairn".into(),
            site_url: "https://cairn.dev".into(),
            tagline: "Fast docs".into(),
            favicon: Some("/img/favicon.svg".into()),
            color_mode_script: "document.documentElement.dataset.theme='light'".into(),
            html_attributes: vec![
                ("data-storage-type", "localStorage".into()),
                ("data-default-mode", "dark".into()),
                ("data-respect-prefers-color-scheme", String::new()),
                ("data-announcement-bar-id", "release-3.4".into()),
            ],
            base_url: "/docs-site/".into(),
            stylesheets: vec!["/assets/css/style-1.css".into()],
            entry_script: "/assets/js/entry-1.js".into(),
            entry_preloads: vec!["/assets/js/react-1.js".into()],
            site_data_url: "/assets/data/site.json".into(),
            manifest_url: "/assets/data/routes.json".into(),
            head_tags: Vec::new(),
            html: Default::default(),
            alternates: Vec::new(),
        }
    }

    /// A page with nothing but a path and a component; tests fill in what they check.
    fn page<'a>(path: &'a str, component: &'a str) -> PageShell<'a> {
        PageShell {
            path,
            component,
            title: None,
            description: None,
            data: vec![],
            component_preloads: &[],
            content_components: &[],
            modules: Vec::new(),
            head: &[],
            rendered_head: &[],
            stylesheets: &[],
            reads: &NOTHING_READ,
            body: &[""],
            canonical: true,
        }
    }

    static NOTHING_READ: crate::PageReads = crate::PageReads {
        docs: None,
        chunks: Vec::new(),
    };

    /// The page's `#__cairn_route` data.
    fn boot_of(html: &str) -> serde_json::Value {
        let boot = html
            .split("<script id=\"__cairn_route\" type=\"application/json\">")
            .nth(1)
            .and_then(|rest| rest.split("</script>").next())
            .expect("the page has its boot data");
        serde_json::from_str(boot).expect("the boot data is JSON")
    }

    #[test]
    fn a_page_meta_replaces_the_site_wide_one_of_its_name() {
        let meta = |name: &str, content: &str| cairn_markdown::HeadTag {
            tag: "meta".into(),
            attributes: vec![
                ("name".into(), name.into()),
                ("content".into(), content.into()),
            ],
            text: None,
        };
        let mut assets = assets();
        assets.head_tags = vec![meta("theme-color", "#2e8555"), meta("generator", "Cairn")];
        let page_head = [meta("theme-color", "#0f766e")];
        let html = assets.document(&PageShell {
            head: &page_head,
            ..page("/", "@site/src/pages/index.tsx")
        });
        assert_eq!(html.matches("name=\"theme-color\"").count(), 1, "{html}");
        assert!(html.contains("content=\"#0f766e\""));
        assert!(html.contains("name=\"generator\""));
    }

    #[test]
    fn a_pages_own_open_graph_image_replaces_the_sites_card() {
        let property = |property: &str, content: &str| cairn_markdown::HeadTag {
            tag: "meta".into(),
            attributes: vec![
                ("property".into(), property.into()),
                ("content".into(), content.into()),
            ],
            text: None,
        };
        let mut assets = assets();
        assets.head_tags = vec![property("og:image", "https://x.dev/assets/social/site.png")];
        // Given by a React page's `<Head>` when it renders.
        let rendered = [property("og:image", "https://x.dev/img/own.png")];
        let html = assets.document(&PageShell {
            rendered_head: &rendered,
            ..page("/", "@site/src/pages/index.tsx")
        });
        assert_eq!(html.matches("property=\"og:image\"").count(), 1, "{html}");
        assert!(html.contains("https://x.dev/img/own.png"));
        // Without one, the page shows the site's.
        let html = assets.document(&page("/", "@site/src/pages/index.tsx"));
        assert!(html.contains("https://x.dev/assets/social/site.png"));
    }

    #[test]
    fn head_tags_from_the_render_follow_the_routes_and_replace_what_they_name() {
        let tag =
            |tag: &str, attributes: &[(&str, &str)], text: Option<&str>| cairn_markdown::HeadTag {
                tag: tag.into(),
                attributes: attributes
                    .iter()
                    .map(|(name, value)| ((*name).into(), (*value).into()))
                    .collect(),
                text: text.map(Into::into),
            };
        let mut assets = assets();
        assets.head_tags = vec![tag(
            "meta",
            &[("name", "robots"), ("content", "index")],
            None,
        )];
        let route_head = [tag(
            "meta",
            &[("name", "keywords"), ("content", "a, b")],
            None,
        )];
        let rendered_head = [
            tag("meta", &[("name", "robots"), ("content", "noindex")], None),
            tag(
                "meta",
                &[("property", "og:title"), ("content", "Card")],
                None,
            ),
            tag(
                "link",
                &[("rel", "Canonical"), ("href", "https://x.dev/p/")],
                None,
            ),
            tag(
                "script",
                &[("type", "application/ld+json")],
                Some(r#"{"@type":"Organization"}"#),
            ),
        ];
        let html = assets.document(&PageShell {
            title: Some("Pricing"),
            description: Some("About pricing"),
            head: &route_head,
            rendered_head: &rendered_head,
            ..page("/pricing/", "@site/src/pages/pricing.tsx")
        });
        let head = &html[..html.find("</head>").unwrap()];
        let keywords = head.find("name=\"keywords\"").unwrap();
        let robots = head
            .find("<meta name=\"robots\" content=\"noindex\">")
            .unwrap();
        assert!(keywords < robots, "{head}");
        assert!(!head.contains("content=\"index\""), "{head}");
        // The page's own card title and canonical URL; the shell's own og:url stays.
        assert_eq!(head.matches("og:title").count(), 1, "{head}");
        assert_eq!(head.matches("og:description").count(), 1, "{head}");
        assert!(head.contains("<meta name=\"description\" content=\"About pricing\">"));
        assert!(head.contains("<meta property=\"og:title\" content=\"Card\">"));
        assert_eq!(head.matches("anonical").count(), 1, "{head}");
        assert!(head.contains("<link rel=\"Canonical\" href=\"https://x.dev/p/\">"));
        assert!(head.contains("<meta property=\"og:url\" content=\"https://cairn.dev/pricing/\">"));
        assert!(head.contains(
            "<script type=\"application/ld+json\">{\"@type\":\"Organization\"}</script>"
        ));
    }

    #[test]
    fn a_page_s_own_charset_is_not_written_twice() {
        let tag = |attributes: &[(&str, &str)]| cairn_markdown::HeadTag {
            tag: "meta".to_owned(),
            attributes: attributes
                .iter()
                .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
                .collect(),
            text: None,
        };
        let head = vec![
            tag(&[("charset", "utf-8")]),
            tag(&[("CharSet", "UTF-8")]),
            tag(&[("name", "twitter:card"), ("content", "summary")]),
        ];
        let mut shell_page = page("/docs/a/", "@theme/DocPage");
        shell_page.head = &head;
        let html = assets().document(&shell_page);
        assert_eq!(
            html.to_ascii_lowercase().matches("charset").count(),
            1,
            "{html}"
        );
        assert!(html.contains("<meta name=\"twitter:card\" content=\"summary\">"));
    }

    #[test]
    fn plugin_head_tags_reach_every_page() {
        let mut assets = assets();
        assets.head_tags = vec![
            cairn_markdown::HeadTag {
                tag: "script".into(),
                attributes: vec![
                    ("defer".into(), String::new()),
                    ("src".into(), "/a.js".into()),
                ],
                text: Some(String::new()),
            },
            cairn_markdown::HeadTag {
                tag: "link".into(),
                attributes: vec![
                    ("rel".into(), "preconnect".into()),
                    ("href".into(), "https://x.dev".into()),
                ],
                text: None,
            },
            cairn_markdown::HeadTag {
                tag: "style".into(),
                attributes: Vec::new(),
                text: Some(":root{--x:1}".into()),
            },
        ];
        let html = assets.document(&page("/", "@site/src/pages/index.tsx"));
        let head = &html[..html.find("</head>").unwrap_or(html.len())];
        assert!(
            head.contains("<script defer src=\"/a.js\"></script>\n"),
            "{head}"
        );
        assert!(
            head.contains("<link rel=\"preconnect\" href=\"https://x.dev\">\n"),
            "{head}"
        );
        assert!(head.contains("<style>:root{--x:1}</style>\n"), "{head}");
    }

    #[test]
    fn document_has_head_preloads_and_boot_data() {
        let preloads = vec!["/assets/js/DocPage-1.js".to_owned()];
        let html = assets().document(&PageShell {
            title: Some("Intro <& \"quotes\">"),
            description: Some("About </script> tags"),
            data: vec![("page", "/assets/data/p.json".into())],
            component_preloads: &preloads,
            head: &[cairn_markdown::HeadTag {
                tag: "meta".into(),
                attributes: vec![
                    ("name".into(), "keywords".into()),
                    ("content".into(), "a, b".into()),
                ],
                text: None,
            }],
            body: &["<main>Hi</main>"],
            ..page("/docs/intro/", "@theme/DocPage")
        });
        insta::assert_snapshot!(html);
    }

    #[test]
    fn the_boot_data_names_the_modules_of_the_page_and_its_content_components() {
        let content = vec!["@site/src/components/Chart".to_owned()];
        let html = assets().document(&PageShell {
            content_components: &content,
            modules: vec![
                ("@theme/DocPage", "/assets/js/DocPage-1.js"),
                ("@site/src/components/Chart", "/assets/js/Chart-1.js"),
            ],
            ..page("/docs/intro/", "@theme/DocPage")
        });
        let boot = boot_of(&html);
        assert_eq!(
            boot["modules"],
            serde_json::json!({
                "@theme/DocPage": "/assets/js/DocPage-1.js",
                "@site/src/components/Chart": "/assets/js/Chart-1.js",
            })
        );
        assert_eq!(boot["contentComponents"], serde_json::json!(content));
    }

    #[test]
    fn the_docs_a_page_read_reach_its_boot_data_and_chunks_read_whole_are_preloaded() {
        let reads = crate::PageReads {
            docs: Some(
                serde_json::json!({"default": {"3.4.0": [{"id": "a", "path": "/docs/3.4.0/a/"}]}}),
            ),
            chunks: vec!["/assets/data/lists-1.json".to_owned()],
        };
        let html = assets().document(&PageShell {
            reads: &reads,
            ..page("/docs/3.4.0/a/", "@theme/DocPage")
        });
        let boot = boot_of(&html);
        assert_eq!(boot["docs"], reads.docs.clone().unwrap());
        assert_eq!(
            boot["siteChunks"],
            serde_json::json!(["/assets/data/lists-1.json"])
        );
        assert!(html.contains(
            "<link rel=\"preload\" as=\"fetch\" crossorigin=\"anonymous\" href=\"/assets/data/lists-1.json\">"
        ));

        let html = assets().document(&page("/docs/3.4.0/a/", "@theme/DocPage"));
        let boot = boot_of(&html);
        assert!(boot.get("docs").is_none() && boot.get("siteChunks").is_none());
        assert!(!html.contains("lists-1"));
    }

    #[test]
    fn component_stylesheets_are_linked_after_the_site_wide_ones() {
        let preloads = vec![
            "/assets/js/DocPage-1.js".to_owned(),
            "/assets/css/DocPage-1.css".to_owned(),
        ];
        let katex = vec!["/katex.min.css".to_owned()];
        let html = assets().document(&PageShell {
            component_preloads: &preloads,
            stylesheets: &katex,
            ..page("/docs/intro/", "@theme/DocPage")
        });
        let links: Vec<&str> = html
            .lines()
            .filter(|line| {
                line.starts_with("<link rel=\"stylesheet\"")
                    || line.starts_with("<link rel=\"modulepreload\"")
            })
            .collect();
        assert_eq!(
            links,
            [
                "<link rel=\"stylesheet\" href=\"/assets/css/style-1.css\">",
                "<link rel=\"stylesheet\" href=\"/assets/css/DocPage-1.css\">",
                "<link rel=\"stylesheet\" href=\"/katex.min.css\">",
                "<link rel=\"modulepreload\" href=\"/assets/js/react-1.js\" fetchpriority=\"low\">",
                "<link rel=\"modulepreload\" href=\"/assets/js/DocPage-1.js\" fetchpriority=\"low\">",
            ]
        );
    }

    #[test]
    fn base_url_check_knows_the_route_under_the_base() {
        let script = base_url_check("/docs-site/", "/docs-site/docs/intro/");
        assert!(
            script.ends_with("})(\"/docs-site/\",\"docs/intro/\")"),
            "{script}"
        );
        // Kept small: it is inlined into every page.
        assert!(script.len() < 600, "{} bytes", script.len());
        let home = base_url_check("/", "/");
        assert!(home.ends_with("})(\"/\",\"\")"), "{home}");
    }

    #[test]
    fn html_carries_the_pre_paint_attributes() {
        let html = assets().document(&page("/", "@site/src/pages/index.tsx"));
        assert!(html.contains("<html lang=\"en\" dir=\"ltr\" data-theme=\"dark\" data-storage-type=\"localStorage\" data-default-mode=\"dark\" data-respect-prefers-color-scheme data-announcement-bar-id=\"release-3.4\">"), "{html}");
    }

    #[test]
    fn not_found_page_is_noindex_without_canonical() {
        let html = assets().document(&PageShell {
            title: Some("Page Not Found"),
            canonical: false,
            ..page("/404.html", "@theme/NotFound")
        });
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
        assert!(!html.contains("canonical"));
        assert!(html.contains("<meta name=\"description\" content=\"Fast docs\">"));
    }
}
