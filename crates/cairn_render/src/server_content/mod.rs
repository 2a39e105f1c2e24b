//! The parts of a page's content the engine renders itself, instead of a render worker.
//!
//! Most of a docs page's content is plain HTML elements: paragraphs, lists, tables, emphasis,
//! links, headings. On the server the theme renders them from the content tree with React, and
//! at 10,000 generated pages that was a fifth to a quarter of the workers' time. For each run
//! of sibling nodes that the theme's server render would turn into plain HTML, the engine
//! writes that HTML itself, byte for byte what React writes, and sends the worker a placeholder
//! text in place of the run. The worker renders the placeholder as text; the engine puts the
//! HTML in its place. The browser still gets the whole tree in the page's data and hydrates
//! against that HTML.
//!
//! A node is rendered here only when every rule that gives its HTML is known:
//! - HTML elements React writes with no special case (`p`, `ul`, `code`, `blockquote`…), with
//!   props from a short list of plain kinds (strings, a `start` number, a `style` of strings);
//! - the theme's content components for `a`, `h2`–`h6`, `table` and `img`: the links and
//!   headings only while the site does not replace `@theme/Link`, which they render.
//!
//! Anything else (a component, an unknown prop, a `javascript:` URL) is left in the tree for
//! React, and so are its children, except those of a plain element (a paragraph holding a
//! formula still has its text rendered here) and of the theme's admonitions and tab panels,
//! which render their children as they are. Children of other components stay whole, since a
//! component may read them (a heading's label, `<details>`'s summary).

use std::fmt::Write as _;

use memchr::memmem;

use theme_components::is_plain;
use tree::{Element, Item};

mod react_html;
#[cfg(test)]
mod tests;
mod theme_components;
mod tree;

/// What the engine may render of one route's content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServerContent {
    /// Where the route's `page` prop holds the trees.
    pub place: ContentPlace,
    /// Links and headings (whose hash links are links): only with the theme's own `Link`.
    pub links: bool,
    /// Runs inside admonitions: the theme's `Admonition` renders its children as they are.
    pub admonitions: bool,
    /// Runs inside the panels of tabs: the theme's `TabItem` renders its children as they
    /// are, and `Tabs` reads only its items' props.
    pub tabs: bool,
}

/// Where a route's `page` prop holds the content trees the theme renders with `ContentTree`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContentPlace {
    /// `page.content`: a doc, a Markdown page, a blog post.
    Page,
    /// `page.posts[].content`: the posts (or their excerpts) of a blog list page.
    Posts,
}

/// The environment variable that, set to `react`, leaves all content to the render workers:
/// to compare the engine's HTML with React's, or to rule it out when a page looks wrong.
pub const SERVER_CONTENT_VARIABLE: &str = "CAIRN_SERVER_CONTENT";

impl ServerContent {
    /// What the engine may render of the content of routes drawn by `component`, given the
    /// theme components the site replaces (`None`: not known). The route components whose
    /// `page.content` is the tree the theme's `ContentTree` renders qualify, unless the site
    /// replaces one of the components between them and that tree, which may read or render the
    /// tree differently.
    pub fn for_route(component: &str, shadowed: Option<&[String]>) -> Option<ServerContent> {
        use cairn_content::components::{
            BLOG_AUTHORS_POSTS_PAGE, BLOG_LIST_PAGE, BLOG_POST_PAGE, BLOG_TAGS_POSTS_PAGE,
            DOC_PAGE, MARKDOWN_PAGE,
        };
        let shadowed = shadowed?;
        let (place, between): (ContentPlace, &[&str]) = match component {
            DOC_PAGE => (ContentPlace::Page, &["DocPage", "DocItem"]),
            MARKDOWN_PAGE => (ContentPlace::Page, &["MarkdownPage"]),
            BLOG_POST_PAGE => (ContentPlace::Page, &["BlogPostPage"]),
            BLOG_LIST_PAGE => (
                ContentPlace::Posts,
                &["BlogListPage", "BlogPostItems", "BlogPostItem"],
            ),
            BLOG_TAGS_POSTS_PAGE => (
                ContentPlace::Posts,
                &["BlogTagsPostsPage", "BlogPostItems", "BlogPostItem"],
            ),
            BLOG_AUTHORS_POSTS_PAGE => (
                ContentPlace::Posts,
                &["BlogAuthorsPostsPage", "BlogPostItems", "BlogPostItem"],
            ),
            _ => return None,
        };
        let replaced = |name: &str| {
            shadowed.iter().any(|shadow| {
                shadow == name
                    || shadow
                        .strip_prefix(name)
                        .is_some_and(|rest| rest.starts_with('/'))
            })
        };
        // A site's own MDX components may replace any element content uses.
        if between.iter().any(|name| replaced(name)) || replaced("MDXComponents") {
            return None;
        }
        Some(ServerContent {
            place,
            links: !replaced("Link"),
            admonitions: !replaced("Admonition"),
            tabs: !replaced("Tabs") && !replaced("TabItem"),
        })
    }
}

/// The HTML of one run of nodes, and whether the run starts and ends with text: React writes
/// `<!-- -->` between two texts, so the placeholder's neighbours may have one to take out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fragment {
    html: String,
    text_first: bool,
    text_last: bool,
}

/// Rewrites the content trees of a route's `page` prop (its chunk's JSON): each run of nodes
/// rendered here becomes the text `{mark}/{id};`, whose HTML is the `id`th
/// fragment. `None` when the chunk has no content tree, or nothing in it is rendered here.
pub(crate) fn prerender_page(
    page_json: &str,
    route_path: &str,
    rules: ServerContent,
    heading_link_label: &str,
    mark: &str,
) -> Option<(String, Vec<Fragment>)> {
    let trees = match rules.place {
        ContentPlace::Page => vec![Item::read_field(page_json, "content")?],
        ContentPlace::Posts => Item::read_post_contents(page_json)?,
    };
    let mut writer = Writer {
        route_path,
        heading_link_label,
        rules,
        mark,
        fragments: Vec::new(),
    };
    let mut json = String::with_capacity(page_json.len());
    let mut copied = 0;
    for (place, tree) in &trees {
        json.push_str(&page_json[copied..place.start]);
        match tree {
            Item::Element(root) if root.tag == "Fragment" => {
                writer.rewrite_element(root, &mut json)
            }
            root => writer.rewrite_children(std::slice::from_ref(root), false, &mut json),
        }
        copied = place.end;
    }
    if writer.fragments.is_empty() {
        return None;
    }
    json.push_str(&page_json[copied..]);
    Some((json, writer.fragments))
}

/// Puts each fragment in place of its placeholder in a rendered page. A page may show its
/// content more than once, or not at all.
pub(crate) fn expand(html: String, mark: &str, fragments: &[Fragment]) -> Result<String, String> {
    if fragments.is_empty() {
        return Ok(html);
    }
    let opening = format!("{mark}{OPENING}");
    let opening = memmem::Finder::new(opening.as_bytes());
    let mut out =
        String::with_capacity(html.len() + fragments.iter().map(|f| f.html.len()).sum::<usize>());
    let mut rest = html.as_str();
    while let Some(found) = opening.find(rest.as_bytes()) {
        let id_start = found + opening.needle().len();
        let id_length = rest[id_start..]
            .find(CLOSING)
            .ok_or_else(|| "a content placeholder has no end".to_owned())?;
        let id = &rest[id_start..id_start + id_length];
        let fragment = id
            .parse::<usize>()
            .ok()
            .and_then(|id| fragments.get(id))
            .ok_or_else(|| format!("a content placeholder names `{id}`"))?;
        let before = &rest[..found];
        // React wrote `<!-- -->` between the placeholder and a text beside it: the HTML in its
        // place keeps it only where it has text on that side too.
        let before = if fragment.text_first {
            before
        } else {
            before.strip_suffix(TEXT_SEPARATOR).unwrap_or(before)
        };
        out.push_str(before);
        out.push_str(&fragment.html);
        rest = &rest[id_start + id_length + CLOSING.len_utf8()..];
        if !fragment.text_last {
            rest = rest.strip_prefix(TEXT_SEPARATOR).unwrap_or(rest);
        }
    }
    out.push_str(rest);
    Ok(out)
}

/// A placeholder is `{mark}/{id};`: plain ASCII, which React writes as it is, and which keeps
/// the worker's strings one byte per character (a single character beyond Latin-1 makes V8
/// store a whole page as UTF-16, and encoding it for the pipe took twice as long). The worker's
/// random mark makes it text no page holds; shared markup's placeholders are `<!--{mark}:`.
const OPENING: char = '/';
const CLOSING: char = ';';
const TEXT_SEPARATOR: &str = "<!-- -->";

struct Writer<'a> {
    route_path: &'a str,
    /// `{heading}` stands for the heading's text.
    heading_link_label: &'a str,
    rules: ServerContent,
    mark: &'a str,
    fragments: Vec<Fragment>,
}

impl<'a> Writer<'_> {
    /// Writes `element` as JSON for the worker, with its runs replaced (see `rewrite_children`).
    fn rewrite_element(&mut self, element: &Element<'a>, out: &mut String) {
        write_tag_and_props(element, out);
        self.rewrite_children(&element.children, true, out);
        out.push(']');
    }

    /// Writes `children` as JSON for the worker, each after a comma when `commas`, with each
    /// run rendered here replaced by its placeholder; looks inside the plain elements React is
    /// left with. Other nodes go as they were written.
    fn rewrite_children(&mut self, children: &[Item<'a>], commas: bool, out: &mut String) {
        let mut run = Run::default();
        for child in children {
            let length = run.html.len();
            let mut text_last = run.text_last;
            if self.node(child, &mut run.html, &mut text_last) {
                run.add(child, text_last);
                continue;
            }
            run.html.truncate(length);
            self.finish(&mut run, commas, out);
            if commas {
                out.push(',');
            }
            match child {
                Item::Element(element) if self.renders_children_as_they_are(&element.tag) => {
                    self.rewrite_element(element, out);
                }
                Item::Element(tabs) if tabs.tag == "Tabs" && self.rules.tabs => {
                    self.rewrite_tabs(tabs, out);
                }
                _ => out.push_str(child.json()),
            }
        }
        self.finish(&mut run, commas, out);
    }

    /// Whether an element React is left with writes its children as they are, so that runs
    /// among them may be replaced: plain elements, and the theme's admonitions and tab panels.
    fn renders_children_as_they_are(&self, tag: &str) -> bool {
        is_plain(tag)
            || (tag == "Admonition" && self.rules.admonitions)
            || (tag == "TabItem" && self.rules.tabs)
            // The scope of a document's code: renders its children with more names in scope.
            || tag == cairn_markdown::SCOPE_TAG
    }

    /// Writes `tabs` for the worker with runs replaced inside its panels only: `Tabs` takes
    /// its `TabItem` children apart, and anything else among them stays as it is.
    fn rewrite_tabs(&mut self, tabs: &Element<'a>, out: &mut String) {
        write_tag_and_props(tabs, out);
        for child in &tabs.children {
            out.push(',');
            match child {
                Item::Element(panel) if panel.tag == "TabItem" => self.rewrite_element(panel, out),
                _ => out.push_str(child.json()),
            }
        }
        out.push(']');
    }

    /// Ends `run`: a placeholder for it when it holds an element (texts alone cost React
    /// nothing worth saving), else its nodes as they were. The placeholder is followed by an
    /// empty text for each other node of the run, which React writes as nothing: the siblings
    /// after the run keep their places, from which React derives the ids of `useId` (tabs).
    fn finish(&mut self, run: &mut Run<'a, '_>, commas: bool, out: &mut String) {
        let run = std::mem::take(run);
        let separator = if commas { "," } else { "" };
        if !run.has_element {
            for node in run.nodes {
                out.push_str(separator);
                out.push_str(node.json());
            }
            return;
        }
        let _ = write!(
            out,
            "{separator}\"{}{OPENING}{}{CLOSING}\"",
            self.mark,
            self.fragments.len()
        );
        for _ in 1..run.nodes.len() {
            out.push_str(separator);
            out.push_str("\"\"");
        }
        self.fragments.push(Fragment {
            html: run.html,
            text_first: run.text_first,
            text_last: run.text_last,
        });
    }
}

/// `[tag,props`, the start of `element`'s JSON.
fn write_tag_and_props(element: &Element<'_>, out: &mut String) {
    out.push('[');
    out.push_str(element.tag_json);
    if let Some(props) = element.props_json {
        out.push(',');
        out.push_str(props);
    }
}

/// A run of sibling nodes rendered here.
#[derive(Default)]
struct Run<'a, 't> {
    nodes: Vec<&'t Item<'a>>,
    html: String,
    has_element: bool,
    /// Whether the run has written anything yet: empty texts write nothing.
    started: bool,
    text_first: bool,
    text_last: bool,
}

impl<'a, 't> Run<'a, 't> {
    /// Adds `node`, whose HTML is already in `html`; `text_last` as it left it.
    fn add(&mut self, node: &'t Item<'a>, text_last: bool) {
        let is_element = matches!(node, Item::Element(_));
        if node.writes() && !self.started {
            self.started = true;
            self.text_first = !is_element;
        }
        self.has_element |= is_element;
        self.text_last = text_last;
        self.nodes.push(node);
    }
}
