//! Broken links and anchors, found in the rendered pages.
//!
//! Every page's links and element ids are read from its server-rendered HTML as it is written
//! (React writes attributes double-quoted and escapes `"` and `<` in text, so a plain scan finds
//! them), then each internal link is checked against the routes and the output's files, and
//! each `#fragment` against the ids of the page it leads to: what a visitor would meet, whatever
//! wrote the link (Markdown, a React page, the navbar).

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, LazyLock};

use cairn_config::ReportLevel;
use cairn_content::{percent_decode, resolve_relative};
use memchr::memmem;

/// Most broken links a failed build lists.
const SHOWN: usize = 50;

/// Sets and maps of links and ids. A large site checks millions of links (a docs page of a
/// 10,000-page site has about 265), and the standard hasher's SipHash was most of the time spent
/// scanning and checking them; nothing here is keyed by untrusted input an attacker could choose
/// to collide, which is what SipHash guards against.
type FastHasher = foldhash::fast::RandomState;
type FastSet<T> = HashSet<T, FastHasher>;
pub(crate) type FastMap<K, V> = HashMap<K, V, FastHasher>;

/// The links and ids of one rendered page.
#[derive(Debug, Default)]
pub(crate) struct PageLinks {
    /// The route's path (with the base URL).
    pub path: String,
    /// Shared with the other pages that have the same link: see [`intern`].
    pub links: Vec<Arc<str>>,
    pub ids: FastSet<String>,
    /// What the markup the page shares with other pages holds (sidebar rows a render worker
    /// kept): read once per markup, not once per page that shows it.
    pub shared: Vec<Arc<PageLinks>>,
}

/// The links and ids of each markup pages share, read once: keyed by the address of the
/// markup's text, which the render workers keep for the whole stage. Each also has a name
/// that outlives the stage, a hash of its text, under which the render cache keeps it.
#[derive(Debug, Default)]
pub(crate) struct SharedLinks(std::sync::Mutex<FastMap<usize, NamedLinks>>);

/// A shared markup's links and ids, and its name.
type NamedLinks = (Arc<PageLinks>, Arc<str>);

impl SharedLinks {
    fn of(&self, markup: &Arc<str>) -> Arc<PageLinks> {
        Arc::clone(&self.entry(markup).0)
    }

    fn entry(&self, markup: &Arc<str>) -> (Arc<PageLinks>, Arc<str>) {
        let key = Arc::as_ptr(markup).cast::<u8>() as usize;
        let mut known = self.0.lock().unwrap_or_else(|poison| poison.into_inner());
        let (links, name) = known.entry(key).or_insert_with(|| {
            let name = blake3::hash(markup.as_bytes()).to_hex()[..32].into();
            (Arc::new(PageLinks::scan("", markup)), name)
        });
        (Arc::clone(links), Arc::clone(name))
    }

    /// The names of the markups a rendered page shows, each once, in order.
    pub(crate) fn names(&self, body: &cairn_render::PageBody) -> Vec<Arc<str>> {
        let mut names: Vec<Arc<str>> = Vec::new();
        for markup in body.shared() {
            let (_, name) = self.entry(markup);
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }

    /// Every markup read, by name, in the render cache's form.
    pub(crate) fn into_stored(self) -> impl Iterator<Item = (Arc<str>, StoredLinks)> {
        self.0
            .into_inner()
            .unwrap_or_else(|poison| poison.into_inner())
            .into_values()
            .map(|(links, name)| (name, StoredLinks::of(&links)))
    }
}

/// A page's own links and ids (or a shared markup's) as the render cache keeps them.
#[derive(Debug, Clone, Default)]
pub(crate) struct StoredLinks {
    pub links: Vec<Arc<str>>,
    pub ids: Vec<String>,
}

impl StoredLinks {
    pub(crate) fn of(page: &PageLinks) -> StoredLinks {
        let mut ids: Vec<String> = page.ids.iter().cloned().collect();
        // The set's order is random: sorted, the same page stores the same bytes.
        ids.sort_unstable();
        StoredLinks {
            links: page.links.clone(),
            ids,
        }
    }

    /// The page at `path` with these links and ids of its own, and `shared` markups'.
    pub(crate) fn page(&self, path: &str, shared: Vec<Arc<PageLinks>>) -> PageLinks {
        PageLinks {
            path: path.to_owned(),
            links: self.links.clone(),
            ids: self.ids.iter().cloned().collect(),
            shared,
        }
    }
}

thread_local! {
    /// The links pages of this thread met so far.
    static INTERNED: RefCell<FastSet<Arc<str>>> = RefCell::new(FastSet::default());
}

/// One allocation per distinct link instead of one per link and page. Every page repeats the
/// navbar's, the footer's and the sidebar's links: at 10,000 pages that was about 20 KB a page,
/// kept until the links are checked (and, in the dev server, for the whole session).
fn intern(link: &str) -> Arc<str> {
    INTERNED.with_borrow_mut(|interned| {
        if let Some(known) = interned.get(link) {
            return Arc::clone(known);
        }
        let link: Arc<str> = link.into();
        interned.insert(Arc::clone(&link));
        link
    })
}

/// Searchers built once rather than for each page or each tag.
static ID_ATTRIBUTE: LazyLock<memmem::Finder<'static>> =
    LazyLock::new(|| memmem::Finder::new(" id=\""));
static ANCHOR_TAG: LazyLock<memmem::Finder<'static>> = LazyLock::new(|| memmem::Finder::new("<a "));
static HREF_ATTRIBUTE: LazyLock<memmem::Finder<'static>> =
    LazyLock::new(|| memmem::Finder::new(" href=\""));

impl PageLinks {
    /// Reads the links and ids of a rendered page: its own HTML, and each markup it shares
    /// with other pages through `shared`.
    pub fn scan_body(path: &str, body: &cairn_render::PageBody, shared: &SharedLinks) -> PageLinks {
        // The placeholders the own HTML holds are comments: they hold no link and no id.
        let mut page = PageLinks::scan(path, body.own());
        let mut seen: FastSet<*const u8> = FastSet::default();
        for markup in body.shared() {
            if seen.insert(Arc::as_ptr(markup).cast::<u8>()) {
                page.shared.push(shared.of(markup));
            }
        }
        page
    }

    /// Every link of the page, its shared markup's included.
    fn all_links(&self) -> impl Iterator<Item = &Arc<str>> {
        self.links
            .iter()
            .chain(self.shared.iter().flat_map(|shared| shared.links.iter()))
    }

    /// Whether an element of the page, its shared markup's included, has the id.
    fn has_id(&self, id: &str) -> bool {
        self.ids.contains(id) || self.shared.iter().any(|shared| shared.ids.contains(id))
    }

    /// Reads the `href` of every `<a>` and every `id` of the page's HTML.
    pub fn scan(path: &str, html: &str) -> PageLinks {
        let mut page = PageLinks {
            path: path.to_owned(),
            ..PageLinks::default()
        };
        // memchr's vectorised search: a docs page of a large site is mostly its sidebar, and
        // every page is read twice here.
        let bytes = html.as_bytes();
        for start in ID_ATTRIBUTE.find_iter(bytes) {
            if let Some(value) = attribute_value(&html[start + 5..]) {
                page.ids.insert(value.into_owned());
            }
        }
        for start in ANCHOR_TAG.find_iter(bytes) {
            let rest = &bytes[start..];
            let end = start + memchr::memchr(b'>', rest).unwrap_or(rest.len());
            // `<`, `>` and the needle are ASCII, so every offset is a character boundary.
            let tag = &html[start..end];
            if let Some(at) = HREF_ATTRIBUTE.find(tag.as_bytes())
                && let Some(value) = attribute_value(&tag[at + 7..])
            {
                page.links.push(intern(&value));
            }
        }
        page
    }
}

/// The text up to the closing quote, with HTML's character references decoded.
fn attribute_value(from: &str) -> Option<Cow<'_, str>> {
    let end = memchr::memchr(b'"', from.as_bytes())?;
    let raw = &from[..end];
    // Most values have no reference; a sidebar repeats hundreds of links on every page.
    if !raw.contains('&') {
        return Some(Cow::Borrowed(raw));
    }
    Some(Cow::Owned(
        raw.replace("&quot;", "\"")
            .replace("&#x27;", "'")
            .replace("&#39;", "'")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&"),
    ))
}

/// The redirect pages (written at post-build), each with its one link: where it sends the
/// visitor. Checked with the rendered pages, a redirect to nowhere is a broken link.
pub(crate) fn redirect_links(
    config: &cairn_config::SiteConfig,
    urls: &cairn_content::UrlBuilder,
) -> Vec<PageLinks> {
    cairn_content::redirect_pages(config, urls)
        .into_iter()
        .map(|page| PageLinks {
            path: page.path,
            links: vec![page.target.into()],
            ids: FastSet::default(),
            shared: Vec::new(),
        })
        .collect()
}

/// What the check found, as messages.
#[derive(Debug, Default)]
pub(crate) struct LinkReport {
    pub broken_links: Vec<String>,
    pub broken_anchors: Vec<String>,
    /// For each broken link, the output file it would be (its path under the base URL),
    /// when it could be one: a post-build step may write it while the check runs.
    pub missing_files: Vec<Option<String>>,
}

impl LinkReport {
    /// Forgets the broken links to files that are in `out_dir` now: the check runs beside
    /// post-build, whose plugins (a site's `postBuild`) may write files pages link to.
    pub(crate) fn forget_files_written(&mut self, out_dir: &Path) {
        let mut kept = Vec::new();
        let mut kept_files = Vec::new();
        for (message, file) in self
            .broken_links
            .drain(..)
            .zip(self.missing_files.drain(..))
        {
            if file
                .as_deref()
                .is_some_and(|relative| is_output_file(out_dir, relative))
            {
                continue;
            }
            kept.push(message);
            kept_files.push(file);
        }
        self.broken_links = kept;
        self.missing_files = kept_files;
    }
}

/// The site's other locales as the link check sees them: each one's base URL, and the folder
/// its pages are written to when this run builds it (links into a locale not built are not
/// checked).
pub(crate) type OtherLocales = [(String, Option<std::path::PathBuf>)];

/// Checks every page's internal links against the pages (by path, as the client resolves
/// them) and the files in `out_dir`, or in the folder of the other locale a link leads to.
pub(crate) fn check(
    pages: &[PageLinks],
    base_url: &str,
    other_locales: &OtherLocales,
    out_dir: &Path,
) -> LinkReport {
    // The locale a path belongs to: the one whose base URL is its longest prefix.
    let owner = |path: &str| -> Option<(&str, Option<&Path>)> {
        std::iter::once((base_url, Some(out_dir)))
            .chain(
                other_locales
                    .iter()
                    .map(|(base, dir)| (base.as_str(), dir.as_deref())),
            )
            .filter(|(base, _)| path.starts_with(base))
            .max_by_key(|(base, _)| base.len())
    };
    let by_path: FastMap<&str, &PageLinks> = pages
        .iter()
        .map(|page| (page.path.as_str(), page))
        .collect();
    let find = |path: &str| -> Option<&PageLinks> {
        if let Some(page) = by_path.get(path) {
            return Some(*page);
        }
        let candidates = [
            path.to_owned(),
            format!("{path}/"),
            path.trim_end_matches("index.html").to_owned(),
            path.trim_end_matches(".html").to_owned(),
            format!("{}/", path.trim_end_matches(".html")),
        ];
        candidates
            .iter()
            .find_map(|candidate| by_path.get(candidate.as_str()).copied())
    };
    // Where each site-absolute link leads, worked out once: every page repeats the navbar's,
    // the footer's and the sidebar's links.
    // Keyed by the interned link's address: pages scanned on one thread share one `Arc` per
    // distinct link, so a link is resolved once per thread that met it, and hashing an address
    // costs less than hashing the text, millions of times at 10,000 pages. The pages own every
    // `Arc` for the whole check, so no address is reused meanwhile.
    let mut outcomes: FastMap<*const u8, Outcome> = FastMap::default();
    let outcome_of = |link: &str, from: &str| -> Outcome {
        let Some((path, fragment)) = internal_target(link, from) else {
            return Outcome::Fine;
        };
        match find(&path) {
            None => match owner(&path) {
                // Another locale that this run does not build.
                Some((_, None)) => Outcome::Fine,
                Some((base, Some(dir))) => {
                    let relative = &path[base.len()..];
                    let in_another_locale = base != base_url;
                    if is_output_file(dir, relative)
                        || (in_another_locale && is_output_page(dir, relative))
                    {
                        Outcome::Fine
                    } else {
                        Outcome::NoPage(Some(relative.to_owned()))
                    }
                }
                None => Outcome::NoPage(None),
            },
            Some(target) => match fragment {
                Some(fragment) if !target.has_id(&fragment) => Outcome::NoAnchor {
                    target: target.path.clone(),
                    fragment,
                },
                _ => Outcome::Fine,
            },
        }
    };
    let mut report = LinkReport::default();
    let mut sorted: Vec<&PageLinks> = pages.iter().collect();
    sorted.sort_by(|a, b| a.path.cmp(&b.path));
    for page in sorted {
        // One page's links were scanned on one thread: equal links are one `Arc`.
        let mut seen: FastSet<*const u8> = FastSet::default();
        for link in page.all_links() {
            if !seen.insert(Arc::as_ptr(link).cast::<u8>()) {
                continue;
            }
            let outcome = if link.starts_with('/') && !link.starts_with("//") {
                outcomes
                    .entry(Arc::as_ptr(link).cast::<u8>())
                    .or_insert_with(|| outcome_of(link, &page.path))
                    .clone()
            } else {
                outcome_of(link, &page.path)
            };
            match outcome {
                Outcome::Fine => {}
                Outcome::NoPage(file) => {
                    report
                        .broken_links
                        .push(format!("{} links to `{link}`: no such page", page.path));
                    report.missing_files.push(file);
                }
                Outcome::NoAnchor { target, fragment } => report.broken_anchors.push(format!(
                    "{} links to `{link}`: {target} has no element with id `{fragment}`",
                    page.path
                )),
            }
        }
    }
    report
}

/// What a link leads to.
#[derive(Debug, Clone)]
enum Outcome {
    /// A page (with the element its fragment names), a file, or another site.
    Fine,
    /// No page, and no file yet: the file it would be, under the base URL.
    NoPage(Option<String>),
    NoAnchor {
        target: String,
        fragment: String,
    },
}

/// The path (decoded, without query) and fragment a link leads to on this site, or `None` for
/// a link elsewhere (another site, `mailto:`…).
fn internal_target(link: &str, from: &str) -> Option<(String, Option<String>)> {
    let has_scheme = link
        .split_once(':')
        .is_some_and(|(scheme, _)| !scheme.contains(['/', '?', '#']) && !scheme.is_empty());
    if has_scheme || link.starts_with("//") {
        return None;
    }
    let (rest, fragment) = match link.split_once('#') {
        Some((rest, fragment)) => (rest, Some(fragment)),
        None => (link, None),
    };
    let path = rest.split('?').next().unwrap_or(rest);
    let absolute = if path.is_empty() {
        from.to_owned()
    } else if path.starts_with('/') {
        path.to_owned()
    } else {
        resolve_relative(from, path)
    };
    let fragment = fragment
        .filter(|fragment| !fragment.is_empty())
        .map(percent_decode);
    Some((percent_decode(&absolute), fragment))
}

fn is_output_file(out_dir: &Path, relative: &str) -> bool {
    !relative.is_empty() && !relative.contains("..") && out_dir.join(relative).is_file()
}

/// Whether another locale's folder has a page at `relative` (`docs/intro/`, `docs/intro`,
/// or the locale's home page, ``).
fn is_output_page(out_dir: &Path, relative: &str) -> bool {
    if relative.contains("..") {
        return false;
    }
    let folder = relative.trim_end_matches('/');
    out_dir.join(folder).join("index.html").is_file()
        || (!folder.is_empty() && out_dir.join(format!("{folder}.html")).is_file())
}

/// Turns a report into warnings, or an error when the site asks broken links to stop the build.
pub(crate) fn enforce(
    report: LinkReport,
    on_links: ReportLevel,
    on_anchors: ReportLevel,
    warnings: &mut Vec<String>,
) -> miette::Result<()> {
    let mut failures = Vec::new();
    for (found, level, what, key) in [
        (
            report.broken_links,
            on_links,
            "broken link",
            "onBrokenLinks",
        ),
        (
            report.broken_anchors,
            on_anchors,
            "broken anchor",
            "onBrokenAnchors",
        ),
    ] {
        match level {
            ReportLevel::Ignore => {}
            ReportLevel::Warn => {
                warnings.extend(found.into_iter().map(|found| format!("{what}: {found}")))
            }
            ReportLevel::Throw if found.is_empty() => {}
            ReportLevel::Throw => failures.push((found, what, key)),
        }
    }
    if failures.is_empty() {
        return Ok(());
    }
    let mut message = String::new();
    let mut keys = Vec::new();
    for (found, what, key) in failures {
        message.push_str(&format!("{} {what}(s):\n", found.len()));
        for line in found.iter().take(SHOWN) {
            message.push_str(&format!("  {line}\n"));
        }
        if found.len() > SHOWN {
            message.push_str(&format!("  … and {} more\n", found.len() - SHOWN));
        }
        keys.push(format!("`{key} = \"warn\"`"));
    }
    Err(miette::miette!(
        help = format!(
            "fix the links, or set {} in cairn.toml to build anyway",
            keys.join(" and ")
        ),
        "{}",
        message.trim_end()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(path: &str, html: &str) -> PageLinks {
        PageLinks::scan(path, html)
    }

    #[test]
    fn links_and_ids_are_read_from_the_html() {
        let scanned = page(
            "/docs/a/",
            r#"<h2 id="setup">Setup</h2><a class="x" href="/docs/b/#a&amp;b">B</a><p>id="not-this"</p><a href="https://x.dev">X</a>"#,
        );
        let links: Vec<&str> = scanned.links.iter().map(|link| &**link).collect();
        assert_eq!(links, ["/docs/b/#a&b", "https://x.dev"]);
        assert!(scanned.ids.contains("setup"));
        assert_eq!(scanned.ids.len(), 1);
    }

    #[test]
    fn markup_pages_share_is_read_once_and_checked_on_every_page_showing_it() {
        let out = tempfile::tempdir().unwrap();
        let row: Arc<str> = r#"<a href="/docs/gone/">Gone</a><span id="row">R</span>"#.into();
        let body = |own: &str| {
            let own = format!("<ul><li>{own}</li></ul>");
            let at = own.find("PH").unwrap();
            cairn_render::PageBody::with_shared(own.clone(), vec![(at..at + 2, Arc::clone(&row))])
        };
        let shared = SharedLinks::default();
        let a = PageLinks::scan_body(
            "/docs/a/",
            &body(r#"PH<a href="/docs/b/#row">B</a>"#),
            &shared,
        );
        let b = PageLinks::scan_body("/docs/b/", &body("PH"), &shared);
        assert!(Arc::ptr_eq(&a.shared[0], &b.shared[0]));
        let links: Vec<&str> = a.all_links().map(|link| &**link).collect();
        assert_eq!(links, ["/docs/b/#row", "/docs/gone/"]);
        let report = check(&[a, b], "/", &[], out.path());
        // The anchor is in the other page's shared markup; the broken link is reported for
        // each page that shows it.
        assert!(
            report.broken_anchors.is_empty(),
            "{:?}",
            report.broken_anchors
        );
        assert_eq!(
            report.broken_links,
            [
                "/docs/a/ links to `/docs/gone/`: no such page",
                "/docs/b/ links to `/docs/gone/`: no such page"
            ]
        );
    }

    #[test]
    fn pages_share_one_copy_of_a_link() {
        let first = page("/a/", r#"<a href="/docs/">Docs</a><a href="/a/#x">X</a>"#);
        let second = page("/b/", r#"<a href="/docs/">Docs</a>"#);
        assert!(Arc::ptr_eq(&first.links[0], &second.links[0]));
        assert!(!Arc::ptr_eq(&first.links[1], &second.links[0]));
    }

    #[test]
    fn internal_links_are_checked_against_pages_files_and_ids() {
        let out = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(out.path().join("img")).unwrap();
        std::fs::write(out.path().join("img/logo.svg"), "<svg/>").unwrap();
        let pages = [
            page(
                "/docs/a/",
                r##"<a href="/docs/b/#setup">ok</a><a href="../b/#nope">anchor</a><a href="/docs/missing/">missing</a><a href="/img/logo.svg">file</a><a href="#own">own</a><a href="mailto:x@y.dev">mail</a><a href="/docs/b">no slash</a><h2 id="own">Own</h2>"##,
            ),
            page("/docs/b/", r#"<h2 id="setup">Setup</h2>"#),
        ];
        let report = check(&pages, "/", &[], out.path());
        assert_eq!(
            report.broken_links,
            ["/docs/a/ links to `/docs/missing/`: no such page"]
        );
        assert_eq!(
            report.broken_anchors,
            ["/docs/a/ links to `../b/#nope`: /docs/b/ has no element with id `nope`"]
        );
    }

    #[test]
    fn a_broken_link_is_reported_once_per_page_that_has_it() {
        let out = tempfile::tempdir().unwrap();
        let twice = r#"<a href="/docs/missing/">one</a><a href="/docs/missing/">two</a><a href="gone/">three</a><a href="gone/">four</a>"#;
        // Scanned on other threads, as the render threads do: the same link is another `Arc`.
        let other = std::thread::spawn(move || page("/docs/c/", twice))
            .join()
            .unwrap();
        let pages = [page("/docs/a/", twice), page("/docs/b/", twice), other];
        let report = check(&pages, "/", &[], out.path());
        assert_eq!(
            report.broken_links,
            [
                "/docs/a/ links to `/docs/missing/`: no such page",
                "/docs/a/ links to `gone/`: no such page",
                "/docs/b/ links to `/docs/missing/`: no such page",
                "/docs/b/ links to `gone/`: no such page",
                "/docs/c/ links to `/docs/missing/`: no such page",
                "/docs/c/ links to `gone/`: no such page",
            ]
        );
    }

    #[test]
    fn redirect_targets_are_checked_like_links() {
        let config = cairn_config::parse(
            "title = \"T\"\nurl = \"https://t.dev\"\nbaseUrl = \"/base/\"\n\
             [[redirects]]\nfrom = \"/old/\"\nto = \"/docs/missing/?a=1\"\n\
             [[redirects]]\nfrom = \"/older/\"\nto = \"/docs/b/#setup\"\n\
             [[redirects]]\nfrom = \"/oldest/\"\nto = \"/docs/b/#nope\"\n\
             [[redirects]]\nfrom = \"/gh/\"\nto = \"https://github.com/x\"\n",
            Path::new("cairn.toml"),
        )
        .unwrap();
        let out = tempfile::tempdir().unwrap();
        let mut pages = vec![page("/base/docs/b/", r#"<h2 id="setup">Setup</h2>"#)];
        pages.extend(redirect_links(
            &config,
            &cairn_content::UrlBuilder::new("/base/", true),
        ));
        let report = check(&pages, "/base/", &[], out.path());
        assert_eq!(
            report.broken_links,
            ["/base/old/ links to `/base/docs/missing/?a=1`: no such page"]
        );
        assert_eq!(
            report.broken_anchors,
            [
                "/base/oldest/ links to `/base/docs/b/#nope`: /base/docs/b/ has no element with id `nope`"
            ]
        );
    }

    #[test]
    fn a_file_written_while_the_check_ran_is_no_broken_link() {
        let out = tempfile::tempdir().unwrap();
        let page = |path: &str, links: &[&str]| PageLinks {
            path: path.to_owned(),
            links: links.iter().map(|link| Arc::from(*link)).collect(),
            ids: FastSet::default(),
            shared: Vec::new(),
        };
        let pages = [page("/base/", &["/base/starters/a.zip", "/base/nowhere/"])];
        let mut report = check(&pages, "/base/", &[], out.path());
        assert_eq!(report.broken_links.len(), 2);
        std::fs::create_dir_all(out.path().join("starters")).unwrap();
        std::fs::write(out.path().join("starters/a.zip"), b"zip").unwrap();
        report.forget_files_written(out.path());
        assert_eq!(
            report.broken_links,
            ["/base/ links to `/base/nowhere/`: no such page"]
        );
    }

    #[test]
    fn levels_decide_between_warnings_and_an_error() {
        let report = || LinkReport {
            broken_links: vec!["/a/ links to `/b/`: no such page".to_owned()],
            broken_anchors: vec![],
            missing_files: vec![Some("b/".to_owned())],
        };
        let mut warnings = Vec::new();
        enforce(
            report(),
            ReportLevel::Warn,
            ReportLevel::Throw,
            &mut warnings,
        )
        .unwrap();
        assert_eq!(warnings, ["broken link: /a/ links to `/b/`: no such page"]);
        let error = enforce(
            report(),
            ReportLevel::Throw,
            ReportLevel::Throw,
            &mut warnings,
        )
        .err()
        .unwrap();
        let shown = format!("{error:?}");
        assert!(shown.contains("1 broken link(s):"), "{shown}");
        assert!(shown.contains("onBrokenLinks = \"warn\""), "{shown}");
        enforce(
            report(),
            ReportLevel::Ignore,
            ReportLevel::Ignore,
            &mut warnings,
        )
        .unwrap();
    }
}
