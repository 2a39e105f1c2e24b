//! Markdown links between files of any plugin, and files linked from documents.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use cairn_markdown::{Node, Props, join_site_path};
use serde_json::Value;

use crate::assets::{Assets, Resolved, is_relative_file, set_dimensions};
use crate::error::{ContentError, Warning};
use crate::load::{Document, is_markdown};
use crate::names::split_path;
use crate::partials::{Partials, fill_props, inline};
use crate::url::{UrlBuilder, resolve_relative};

/// Relative links between Markdown files become links to the pages they produce; keyed by
/// the file's path inside the site (`docs/intro.md`, `src/pages/about.md`). Partials are
/// resolved with the same targets.
pub(crate) struct LinkTargets<'a> {
    pub targets: HashMap<String, String>,
    pub partials: &'a Partials,
}

/// Where files linked from documents are collected.
pub(crate) struct AssetContext<'a> {
    pub assets: &'a mut Assets,
    pub errors: &'a mut Vec<ContentError>,
    pub urls: &'a UrlBuilder,
}

/// The document's content as one tree, with Markdown file links resolved to page URLs and
/// linked files to assets, and the partials it uses in their places (each with its own links
/// resolved from its own file).
pub(crate) fn page_content(
    document: &Document,
    nodes: &[Node],
    permalink: &str,
    links: &LinkTargets,
    broken_links: &mut Vec<Warning>,
    files: &mut AssetContext<'_>,
) -> Node {
    let mut content = match content_with_partials(
        document,
        nodes,
        &[document.site_path.as_str()],
        permalink,
        links,
        broken_links,
        files,
    ) {
        Ok(content) => content,
        Err(error) => {
            files.errors.push(error);
            Vec::new()
        }
    };
    // `{props.name}` outside a partial has no value, as in Docusaurus.
    fill_props(&mut content, &Props::new());
    let content =
        crate::plan::code_scope::with_page_scope(document, links.partials, permalink, content);
    // The theme wraps content in its own `.markdown` container.
    Node::element("Fragment", Props::new(), content)
}

fn content_with_partials(
    document: &Document,
    nodes: &[Node],
    stack: &[&str],
    permalink: &str,
    links: &LinkTargets,
    broken_links: &mut Vec<Warning>,
    files: &mut AssetContext<'_>,
) -> Result<Vec<Node>, ContentError> {
    let Node::Element { mut children, .. } =
        resolve_links(document, nodes, permalink, links, broken_links, files)
    else {
        return Ok(Vec::new());
    };
    if document.compiled.partials.is_empty() {
        return Ok(children);
    }
    let partials = links.partials;
    inline(
        &mut children,
        document,
        stack,
        &mut |partial, stack| {
            content_with_partials(
                partial,
                &partial.compiled.content,
                stack,
                permalink,
                links,
                broken_links,
                files,
            )
        },
        partials,
    )?;
    Ok(children)
}

/// What an image's or a link's URL becomes.
enum FileUrl {
    /// A file next to the document (or of the site's folder, `@site/…`), copied as an asset:
    /// its URL in the output, with the `?query` or `#fragment` written after the path.
    File {
        url: String,
        size: Option<(u64, u64)>,
    },
    /// A file that does not exist, where it was looked for.
    Missing(PathBuf),
    /// A site path (`/img/logo.png`), with the base URL in front.
    Site(String),
    /// Anything else: a page's path, an external URL, a fragment.
    Unchanged,
}

fn file_url(
    files: &mut AssetContext<'_>,
    document: &Document,
    document_dir: &Path,
    url: &str,
) -> FileUrl {
    if is_relative_file(url) {
        // `@site/static/report.pdf` (as `require` and imports write it in MDX): from the
        // site's folder, as Docusaurus's alias reads it.
        let from_site = url
            .strip_prefix("@site/")
            .and_then(|path| Some((site_dir(document)?, path)));
        let (dir, path) = from_site.unwrap_or_else(|| (document_dir.to_path_buf(), url));
        return match files.assets.resolve(&dir, path) {
            Resolved::File { output, size } => {
                // `./guide.pdf#page=2` keeps its `#page=2` (and any `?query`).
                let suffix = url.find(['?', '#']).map_or("", |index| &url[index..]);
                FileUrl::File {
                    url: format!("{}{suffix}", files.urls.asset(&output)),
                    size,
                }
            }
            Resolved::Missing(resolved) => FileUrl::Missing(resolved),
        };
    }
    // Site paths in content are written as on the site (`/docs/intro/`); a site served
    // below a base URL needs it in front.
    if url.starts_with('/')
        && !url.starts_with("//")
        && files.urls.base_url() != "/"
        && !url.starts_with(files.urls.base_url())
    {
        return FileUrl::Site(files.urls.asset(url));
    }
    FileUrl::Unchanged
}

/// The site's folder on disk, from the document's file and its path inside the site; `None`
/// for a document outside the site's folder (`../docs/a.md`).
fn site_dir(document: &Document) -> Option<PathBuf> {
    let parts = document.site_path.split('/').collect::<Vec<_>>();
    if parts.contains(&"..") {
        return None;
    }
    document
        .source_path
        .ancestors()
        .nth(parts.len())
        .map(Path::to_path_buf)
}

/// The document's nodes as one tree, with its ideal images filled in and the URLs of its
/// images and links resolved: files to assets, site paths below the base URL, Markdown files
/// to their pages.
fn resolve_links(
    document: &Document,
    nodes: &[Node],
    permalink: &str,
    links: &LinkTargets,
    broken_links: &mut Vec<Warning>,
    files: &mut AssetContext<'_>,
) -> Node {
    let document_dir = document
        .source_path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let (dir, _) = split_path(&document.site_path);
    let mut root = Node::element("Fragment", Props::new(), nodes.to_vec());
    files.assets.ideal.apply(&mut root, &document_dir);
    let mut resolver = LinkResolver {
        document,
        document_dir,
        dir,
        // The document's content folder inside the site: `docs` for `docs/usage/a.md`.
        content_root: document
            .site_path
            .strip_suffix(document.relative_path.as_str())
            .unwrap_or_default()
            .trim_end_matches('/'),
        permalink,
        targets: &links.targets,
        broken_links,
        files,
    };
    root.visit_elements_mut(&mut |tag, props| resolver.element(tag, props));
    root
}

/// What resolving the URLs of one document's elements needs: where the document is, the
/// pages Markdown files become, and where missing files and broken links are reported.
struct LinkResolver<'r, 'f> {
    document: &'r Document,
    /// The document's folder on disk.
    document_dir: PathBuf,
    /// The document's folder inside the site.
    dir: &'r str,
    content_root: &'r str,
    permalink: &'r str,
    targets: &'r HashMap<String, String>,
    broken_links: &'r mut Vec<Warning>,
    files: &'r mut AssetContext<'f>,
}

impl LinkResolver<'_, '_> {
    /// Resolves the file or link URL of an element, in its props.
    fn element(&mut self, tag: &str, props: &mut Props) {
        if tag == "ThemedImage" {
            self.themed_image(props);
            return;
        }
        let attribute = match tag {
            "img" => "src",
            "a" => "href",
            _ => return,
        };
        let Some(url) = props
            .get(attribute)
            .and_then(Value::as_str)
            .map(str::to_owned)
        else {
            return;
        };
        // `/guides/setup.md` names a document, not a file of the site: it is never a URL to
        // give the base URL.
        if tag == "a" && is_rooted_markdown_link(&url) {
            self.markdown_link(props);
            return;
        }
        match file_url(self.files, self.document, &self.document_dir, &url) {
            FileUrl::File { url: target, size } => {
                props.insert(attribute.into(), Value::from(target));
                if tag == "img" {
                    set_dimensions(props, size);
                }
                return;
            }
            // `../reducing-boilerplate`, `./b/`: a link to a page by its URL, written
            // relative to the page's own (checked with the other links once rendered). A
            // link to a file that is not there is checked the same way, so `onBrokenLinks`
            // decides whether it stops the build, as in Docusaurus; a missing image does.
            FileUrl::Missing(_) if tag == "a" => {
                let trailing_slash = is_page_path(&url) && self.files.urls.trailing_slash();
                let target = relative_page_url(&url, self.permalink, trailing_slash);
                props.insert(attribute.into(), Value::from(target));
                return;
            }
            FileUrl::Missing(resolved) => {
                self.missing_asset(url, resolved);
                return;
            }
            FileUrl::Site(target) => {
                props.insert(attribute.into(), Value::from(target));
                return;
            }
            FileUrl::Unchanged => {}
        }
        if tag == "a" {
            self.markdown_link(props);
        }
    }

    /// `sources={{light: …, dark: …}}`: each file is resolved as an image's.
    fn themed_image(&mut self, props: &mut Props) {
        let Some(Value::Object(sources)) = props.get_mut("sources") else {
            return;
        };
        for mode in ["light", "dark"] {
            let Some(url) = sources.get(mode).and_then(Value::as_str).map(str::to_owned) else {
                continue;
            };
            match file_url(self.files, self.document, &self.document_dir, &url) {
                FileUrl::File { url, .. } | FileUrl::Site(url) => {
                    sources.insert(mode.into(), Value::from(url));
                }
                FileUrl::Missing(resolved) => self.missing_asset(url, resolved),
                FileUrl::Unchanged => {}
            }
        }
    }

    /// A link's `href` to a Markdown file, relative to the file first; then, as Docusaurus
    /// does, from the root of the document's content folder (`[Store](api/Store.md)` in
    /// `docs/usage/a.md`). A file found by neither is a broken link.
    fn markdown_link(&mut self, props: &mut Props) {
        let Some(href) = props.get("href").and_then(Value::as_str) else {
            return;
        };
        // As in Docusaurus: `guides/setup.md` is looked for beside the file, then in the
        // content folder; `/guides/setup.md` never beside the file, but in the content folder,
        // then in the site's.
        let (link, folders) = match href.strip_prefix('/') {
            Some(rooted) if !rooted.starts_with('/') => (rooted, [self.content_root, ""]),
            _ => (href, [self.dir, self.content_root]),
        };
        let Some(resolved) =
            resolve_markdown_link(link, folders[0], self.targets).map(|resolved| {
                resolved.or_else(|missing| {
                    match resolve_markdown_link(link, folders[1], self.targets) {
                        Some(Ok(url)) => Ok(url),
                        _ => Err(missing),
                    }
                })
            })
        else {
            return;
        };
        match resolved {
            Ok(url) => {
                props.insert("href".into(), Value::from(url));
            }
            Err(target) => {
                let location = self.location_of(href);
                self.broken_links.push(Warning {
                    location: format!("{}{location}", self.document.display_path.display()),
                    message: format!(
                        "broken Markdown link `{href}`: no document `{target}` was found"
                    ),
                });
            }
        }
    }

    /// Reports the file `url` names, looked for at `resolved`, as missing.
    fn missing_asset(&mut self, url: String, resolved: PathBuf) {
        let location = self.location_of(&url);
        self.files.errors.push(ContentError::MissingAsset {
            file: self.document.display_path.clone(),
            location,
            target: url,
            resolved,
        });
    }

    /// `:line:column` of the link to `url` in the document, when the compiler recorded it.
    fn location_of(&self, url: &str) -> String {
        self.document
            .compiled
            .links
            .iter()
            .find(|link| link.url == url)
            .map(|link| format!(":{}:{}", link.line, link.column))
            .unwrap_or_default()
    }
}

/// Whether `href` is a Markdown link from the root: `/guides/setup.md#why`.
fn is_rooted_markdown_link(href: &str) -> bool {
    let path = href.split(['?', '#']).next().unwrap_or(href);
    href.starts_with('/') && !href.starts_with("//") && is_markdown(path)
}

/// Whether a relative link names a page rather than a file: its last segment has no extension.
fn is_page_path(href: &str) -> bool {
    let path = href.split(['?', '#']).next().unwrap_or(href);
    let last = path.rsplit('/').next().unwrap_or(path);
    !last.contains('.') || last == "." || last == ".."
}

/// The URL a relative page link leads to from the page at `permalink`.
///
/// It is resolved from the page's URL without its trailing slash, as a browser does on a site
/// whose URLs have none — how docs written for Docusaurus's default are linked — so the same
/// Markdown leads to the same page whatever this site's `trailingSlash`; the result then
/// follows the site's policy. `../reducing-boilerplate` from `/docs/usage/writing-tests/` is
/// `/docs/reducing-boilerplate/`.
fn relative_page_url(href: &str, permalink: &str, trailing_slash: bool) -> String {
    let split = href.find(['?', '#']).unwrap_or(href.len());
    let (path, suffix) = href.split_at(split);
    let mut url = resolve_relative(permalink.trim_end_matches('/'), path);
    if trailing_slash && !url.ends_with('/') {
        url.push('/');
    }
    url.push_str(suffix);
    url
}

/// `None` when `href` is not a relative link to a Markdown file; otherwise the page URL, or
/// the resolved file path that does not exist.
fn resolve_markdown_link(
    href: &str,
    dir: &str,
    targets: &HashMap<String, String>,
) -> Option<Result<String, String>> {
    let has_scheme = href
        .split_once(':')
        .is_some_and(|(scheme, _)| !scheme.contains('/') && !scheme.is_empty());
    if href.starts_with('/') || href.starts_with('#') || has_scheme {
        return None;
    }
    let (path, fragment) = match href.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (href, None),
    };
    if !is_markdown(path) {
        return None;
    }
    // A file outside the site (`../docs/a.md`) keeps its leading `..`.
    let target = join_site_path(dir, &path.replace("%20", " "));
    Some(match targets.get(&target) {
        Some(url) => Ok(match fragment {
            Some(fragment) => format!("{url}#{fragment}"),
            None => url.clone(),
        }),
        None => Err(target),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_page_links_resolve_from_the_page_url() {
        let page = "/docs/usage/writing-tests/";
        assert_eq!(
            relative_page_url("../reducing-boilerplate", page, true),
            "/docs/reducing-boilerplate/"
        );
        assert_eq!(
            relative_page_url("./structuring#setup", page, true),
            "/docs/usage/structuring/#setup"
        );
        assert_eq!(relative_page_url("./b/", "/docs/a", false), "/docs/b/");
        assert_eq!(
            relative_page_url("other?tab=1", "/docs/a", false),
            "/docs/other?tab=1"
        );
        assert!(is_page_path("../reducing-boilerplate"));
        assert!(is_page_path("./b/"));
        assert!(!is_page_path("./files/list.txt"));
    }

    #[test]
    fn markdown_links_resolve_relative_to_the_file() {
        let targets: HashMap<String, String> = [
            ("docs/intro.md".to_owned(), "/docs/".to_owned()),
            (
                "docs/guides/setup.md".to_owned(),
                "/docs/guides/setup/".to_owned(),
            ),
        ]
        .into();
        assert_eq!(
            resolve_markdown_link("../intro.md#why", "docs/guides", &targets),
            Some(Ok("/docs/#why".to_owned()))
        );
        assert_eq!(
            resolve_markdown_link("./setup.md", "docs/guides", &targets),
            Some(Ok("/docs/guides/setup/".to_owned()))
        );
        assert_eq!(
            resolve_markdown_link("missing.md", "docs/guides", &targets),
            Some(Err("docs/guides/missing.md".to_owned()))
        );
        assert_eq!(
            resolve_markdown_link("https://x.dev/a.md", "", &targets),
            None
        );
        assert_eq!(resolve_markdown_link("/docs/intro/", "", &targets), None);
        assert_eq!(resolve_markdown_link("image.png", "", &targets), None);
    }
}
