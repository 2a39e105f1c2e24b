//! Markdown partials: files a document imports and uses as a component
//! (`import Warning from './_warning.mdx'` … `<Warning product="Cairn" />`), as Docusaurus
//! sites do. A partial is not a page (its name starts with `_` by convention, which keeps it
//! out of every plugin's sources); it is compiled once and its content is put where it is
//! used, with its own links resolved from its own folder and `{props.name}` replaced by the
//! values the use gives.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::path::Path;

use cairn_markdown::{
    CODE_PROP, Compiler, EXPRESSION_TAG, Node, PARTIAL_PROP_TAG, PARTIAL_TAG, Props,
};
use serde_json::Value;

use crate::error::ContentError;
use crate::load::{Document, display_path, normalize};

/// Compiled partials, by their path inside the site (`docs/_warning.mdx`).
pub type Partials = HashMap<String, Document>;

/// Compiles every partial the documents use (and the partials those use), each once. With
/// `previous`, a partial whose text is unchanged keeps its compiled form.
pub(crate) fn load(
    site_dir: &Path,
    documents: &[Document],
    compiler: &Compiler,
    mut previous: Partials,
) -> Result<Partials, ContentError> {
    let mut partials = Partials::new();
    let mut errors = Vec::new();
    let mut queue: VecDeque<(String, usize)> = VecDeque::new();
    let uses = |document: &Document, index: usize, queue: &mut VecDeque<(String, usize)>| {
        for partial in &document.compiled.partials {
            queue.push_back((partial.path.clone(), index));
        }
    };
    for (index, document) in documents.iter().enumerate() {
        uses(document, index, &mut queue);
    }
    // Importers are documents (indexes below `documents.len()`) or partials loaded meanwhile.
    let mut loaded: Vec<String> = Vec::new();
    while let Some((path, importer)) = queue.pop_front() {
        if partials.contains_key(&path) {
            continue;
        }
        let importer = match importer.checked_sub(documents.len()) {
            None => &documents[importer],
            Some(index) => &partials[&loaded[index]],
        };
        let source_path = normalize(&site_dir.join(&path));
        let text = match cairn_config::text_file::read(&source_path) {
            Ok(text) => text,
            Err(cairn_config::text_file::ReadTextError::NotUtf8(detail)) => {
                errors.push(ContentError::NotUtf8 {
                    path: display_path(site_dir, &source_path),
                    help: detail.hint(),
                    detail,
                });
                continue;
            }
            Err(cairn_config::text_file::ReadTextError::Io(error)) => {
                let used_at = importer
                    .compiled
                    .partials
                    .iter()
                    .find(|partial| partial.path == path)
                    .map_or((1, 1), |partial| (partial.line, partial.column));
                errors.push(ContentError::MissingPartial {
                    file: importer.display_path.clone(),
                    line: used_at.0,
                    column: used_at.1,
                    partial: path.clone(),
                    reason: error.to_string(),
                });
                continue;
            }
        };
        let source_hash = blake3::hash(text.as_bytes());
        let document = match previous.remove(&path) {
            Some(cached) if cached.source_hash == source_hash => cached,
            _ => {
                let shown = display_path(site_dir, &source_path);
                match compiler.compile_file(&text, &shown, &path) {
                    Ok(compiled) => Document {
                        plugin: importer.plugin,
                        group: importer.group,
                        display_path: shown,
                        relative_path: relative_to_content_root(importer, &path),
                        site_path: path.clone(),
                        source_path,
                        translation: importer.translation,
                        counterpart_site_path: None,
                        compiled,
                        stylesheets: Vec::new(),
                        source_hash,
                        bytes: text.len(),
                    },
                    Err(error) => {
                        errors.push(error.into());
                        continue;
                    }
                }
            }
        };
        let index = documents.len() + loaded.len();
        uses(&document, index, &mut queue);
        loaded.push(path.clone());
        partials.insert(path, document);
    }
    if errors.is_empty() {
        Ok(partials)
    } else {
        Err(ContentError::many(errors))
    }
}

/// The partial's path inside its importer's content folder when it is in it (links written
/// from the content root resolve from there), else its file name.
fn relative_to_content_root(importer: &Document, path: &str) -> String {
    let root = importer
        .site_path
        .strip_suffix(importer.relative_path.as_str())
        .unwrap_or_default();
    match path.strip_prefix(root) {
        Some(inside) if !root.is_empty() => inside.to_owned(),
        _ => path.rsplit('/').next().unwrap_or(path).to_owned(),
    }
}

/// The JavaScript modules a document's content needs, its partials' included: what the
/// route loads before it renders.
pub(crate) fn component_modules(document: &Document, partials: &Partials) -> Vec<String> {
    let modules: BTreeSet<String> = included(document, partials)
        .flat_map(|current| &current.compiled.components)
        .map(|component| component.module.clone())
        .collect();
    modules.into_iter().collect()
}

/// The stylesheets the document and the partials it includes need, each once, in order.
pub(crate) fn stylesheets(document: &Document, partials: &Partials) -> Vec<String> {
    let mut stylesheets: Vec<String> = Vec::new();
    for current in included(document, partials) {
        for stylesheet in &current.stylesheets {
            if !stylesheets.contains(stylesheet) {
                stylesheets.push(stylesheet.clone());
            }
        }
    }
    stylesheets
}

/// The document and every partial it includes, directly or not, each once.
pub(crate) fn included<'a>(
    document: &'a Document,
    partials: &'a Partials,
) -> impl Iterator<Item = &'a Document> {
    let mut seen = BTreeSet::new();
    let mut pending = vec![document];
    std::iter::from_fn(move || {
        let current = pending.pop()?;
        for partial in &current.compiled.partials {
            if seen.insert(partial.path.as_str())
                && let Some(included) = partials.get(&partial.path)
            {
                pending.push(included);
            }
        }
        Some(current)
    })
}

/// A partial's content with its links resolved, given the chain of files that include it.
pub(crate) type PartialContent<'a> =
    dyn FnMut(&Document, &[&str]) -> Result<Vec<Node>, ContentError> + 'a;

/// Replaces each partial node of `nodes` by `content(partial)`, the partial's content with its
/// links resolved. A partial that includes itself, directly or not, is an error.
pub(crate) fn inline(
    nodes: &mut Vec<Node>,
    including: &Document,
    stack: &[&str],
    content: &mut PartialContent<'_>,
    partials: &Partials,
) -> Result<(), ContentError> {
    let mut index = 0;
    while index < nodes.len() {
        let Node::Element {
            tag,
            props,
            children,
        } = &mut nodes[index]
        else {
            index += 1;
            continue;
        };
        if tag != PARTIAL_TAG {
            inline(children, including, stack, content, partials)?;
            index += 1;
            continue;
        }
        let path = props
            .get("path")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let values = match props.get("props") {
            Some(Value::Object(values)) => values.clone(),
            _ => Props::new(),
        };
        if stack.contains(&path.as_str()) {
            return Err(ContentError::CircularPartial {
                file: including.display_path.clone(),
                chain: stack
                    .iter()
                    .copied()
                    .chain([path.as_str()])
                    .collect::<Vec<_>>()
                    .join(" → "),
            });
        }
        let Some(partial) = partials.get(&path) else {
            // Loading reported it; a missing partial never reaches planning.
            nodes.remove(index);
            continue;
        };
        let mut inner_stack = stack.to_vec();
        inner_stack.push(&path);
        let mut included = content(partial, &inner_stack)?;
        fill_props(&mut included, &values);
        let included = crate::plan::code_scope::with_partial_scope(partial, &values, included);
        let count = included.len();
        nodes.splice(index..=index, included);
        index += count;
    }
    Ok(())
}

/// `{props.name}` → the value the partial's use gave (text), or nothing. A value the
/// including document's code computes (its `$code` prop) is read when the page renders: the
/// node becomes `["{}", {prop: name}]`, in the scope node that gives the partial its props.
pub(crate) fn fill_props(nodes: &mut Vec<Node>, values: &Props) {
    let computed = values.contains_key(CODE_PROP);
    nodes.retain_mut(|node| {
        let Node::Element {
            tag,
            props,
            children,
        } = node
        else {
            return true;
        };
        if tag != PARTIAL_PROP_TAG {
            fill_props(children, values);
            return true;
        }
        let name = props.get("name").and_then(Value::as_str).unwrap_or("");
        match values.get(name) {
            Some(Value::String(text)) => *node = Node::text(text.clone()),
            None if computed => {
                let mut prop = Props::new();
                prop.insert("prop".into(), Value::from(name));
                *node = Node::element(EXPRESSION_TAG, prop, Vec::new());
            }
            Some(Value::Null) | None => return false,
            Some(other) => *node = Node::text(other.to_string()),
        }
        true
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn props_fill_their_places() {
        let prop = |name: &str| {
            let mut props = Props::new();
            props.insert("name".into(), Value::from(name));
            Node::element(PARTIAL_PROP_TAG, props, vec![])
        };
        let mut nodes = vec![Node::element(
            "p",
            Props::new(),
            vec![
                Node::text("Hello "),
                prop("who"),
                prop("missing"),
                prop("n"),
            ],
        )];
        let mut values = Props::new();
        values.insert("who".into(), Value::from("Ada"));
        values.insert("n".into(), Value::from(3));
        fill_props(&mut nodes, &values);
        assert_eq!(nodes[0].plain_text(), "Hello Ada3");
    }
}
