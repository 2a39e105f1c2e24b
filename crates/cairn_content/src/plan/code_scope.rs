//! What the code of a page's MDX reads from the page (see `cairn_markdown::CodeModule`): the
//! names of its runtime scope, given as the props of a `SCOPE_TAG` node around the content.

use cairn_markdown::{Node, Props, SCOPE_TAG, TocItem, docusaurus_toc};
use serde_json::Value;

use crate::load::Document;
use crate::partials::{Partials, included};
use crate::plan::context::{description_of, document_title};

/// `content` (a page's, partials inlined) inside a scope node, when the code of the document
/// or of a partial it includes reads the page's `toc`, `metadata` or `assets`.
pub(crate) fn with_page_scope(
    document: &Document,
    partials: &Partials,
    permalink: &str,
    content: Vec<Node>,
) -> Vec<Node> {
    let mut names: Vec<&str> = included(document, partials)
        .filter_map(|current| current.compiled.code.as_ref())
        .flat_map(|code| code.scope.iter().map(String::as_str))
        .filter(|name| *name != "props")
        .collect();
    if names.is_empty() {
        return content;
    }
    names.sort_unstable();
    names.dedup();
    let mut scope = Props::new();
    for name in names {
        let value = match name {
            "toc" => docusaurus_toc(&headings_of(&content)),
            "metadata" => metadata(document, permalink),
            "assets" => assets(document),
            _ => continue,
        };
        scope.insert(name.to_owned(), value);
    }
    vec![Node::element(SCOPE_TAG, scope, content)]
}

/// A partial's content inside a scope node giving it the use's props (`props`), when its code
/// reads them or the use computes some of them (which its `{props.name}` then reads, see
/// `partials::fill_props`).
pub(crate) fn with_partial_scope(
    partial: &Document,
    values: &Props,
    content: Vec<Node>,
) -> Vec<Node> {
    let reads_props = partial
        .compiled
        .code
        .as_ref()
        .is_some_and(|code| code.scope.iter().any(|name| name == "props"));
    if !reads_props && !values.contains_key(cairn_markdown::CODE_PROP) {
        return content;
    }
    let mut scope = Props::new();
    scope.insert("props".into(), Value::Object(values.clone()));
    vec![Node::element(SCOPE_TAG, scope, content)]
}

/// Every heading of levels 2 to 6 in the content, partials' included, in order: Docusaurus's
/// `toc` lists them all (a table of contents chooses its levels itself).
fn headings_of(content: &[Node]) -> Vec<TocItem> {
    let mut headings = Vec::new();
    collect_headings(content, &mut headings);
    headings
}

fn collect_headings(nodes: &[Node], headings: &mut Vec<TocItem>) {
    for node in nodes {
        let Node::Element {
            tag,
            props,
            children,
        } = node
        else {
            continue;
        };
        let level = match tag.as_str() {
            "h2" => 2,
            "h3" => 3,
            "h4" => 4,
            "h5" => 5,
            "h6" => 6,
            _ => {
                collect_headings(children, headings);
                continue;
            }
        };
        if let Some(Value::String(id)) = props.get("id") {
            headings.push(TocItem {
                id: id.clone(),
                text: node.plain_text().trim().to_owned(),
                level,
            });
        }
    }
}

/// What Docusaurus's `metadata` holds that every kind of page has.
fn metadata(document: &Document, permalink: &str) -> Value {
    let mut front_matter =
        serde_json::to_value(&document.compiled.front_matter).unwrap_or_default();
    if let Value::Object(fields) = &mut front_matter {
        fields.retain(|_, value| !value.is_null());
    }
    serde_json::json!({
        "title": document_title(document),
        "description": description_of(document).unwrap_or_default(),
        "permalink": permalink,
        "source": format!("@site/{}", document.site_path),
        "frontMatter": front_matter,
    })
}

/// Docusaurus's `assets`: the front matter's `image`.
fn assets(document: &Document) -> Value {
    match &document.compiled.front_matter.image {
        Some(image) => serde_json::json!({"image": image}),
        None => serde_json::json!({}),
    }
}
