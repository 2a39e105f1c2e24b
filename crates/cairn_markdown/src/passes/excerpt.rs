//! The excerpt: what comes before `<!-- truncate -->` (Markdown and MDX) or `{/* truncate */}`
//! (MDX), which lists of posts show in place of the whole document.

use crate::Compiled;
use crate::tree::{Node, Props};

/// Tag of the node conversion leaves where the author wrote the truncate marker. It starts
/// with a character no author can type in a tag name, so it cannot be taken for content.
const MARKER: &str = "\u{0}truncate";

/// The node standing for a truncate marker until `split` takes it out.
pub(crate) fn marker() -> Node {
    Node::element(MARKER, Props::new(), Vec::new())
}

fn is_marker(node: &Node) -> bool {
    matches!(node, Node::Element { tag, .. } if tag == MARKER)
}

/// Takes every marker out of the content and makes the excerpt: the top-level nodes before
/// the first marker. A marker inside a block (an admonition, a `<div>`…) cuts before that
/// block, since half of it would not make sense alone.
pub(crate) fn split(compiled: &mut Compiled) {
    let mut end = None;
    let mut kept = 0;
    compiled.content.retain_mut(|node| {
        let is_marker = is_marker(node);
        let holds_marker = !is_marker && remove_markers(node);
        if (is_marker || holds_marker) && end.is_none() {
            end = Some(kept);
        }
        kept += usize::from(!is_marker);
        !is_marker
    });
    compiled.excerpt = end.map(|end| compiled.content[..end].to_vec());
}

/// Removes the markers below `node`; true when there was one.
fn remove_markers(node: &mut Node) -> bool {
    let Node::Element { children, .. } = node else {
        return false;
    };
    let before = children.len();
    children.retain(|child| !is_marker(child));
    let mut removed = children.len() != before;
    for child in children {
        removed |= remove_markers(child);
    }
    removed
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::passes::test_support::{document, element, text};

    fn paragraph(words: &str) -> Node {
        element("p", &[], vec![text(words)])
    }

    #[test]
    fn the_excerpt_is_what_comes_before_the_marker() {
        let mut compiled = document(
            vec![
                paragraph("One."),
                paragraph("Two."),
                marker(),
                paragraph("Three."),
            ],
            vec![],
        );
        split(&mut compiled);
        assert_eq!(
            compiled.excerpt,
            Some(vec![paragraph("One."), paragraph("Two.")])
        );
        assert_eq!(
            compiled.content,
            [paragraph("One."), paragraph("Two."), paragraph("Three.")]
        );
    }

    #[test]
    fn no_marker_no_excerpt() {
        let mut compiled = document(vec![paragraph("One.")], vec![]);
        split(&mut compiled);
        assert_eq!(compiled.excerpt, None);
        assert_eq!(compiled.content, [paragraph("One.")]);
    }

    #[test]
    fn a_marker_first_makes_an_empty_excerpt_and_later_markers_only_go() {
        let mut compiled = document(
            vec![marker(), paragraph("One."), marker(), paragraph("Two.")],
            vec![],
        );
        split(&mut compiled);
        assert_eq!(compiled.excerpt, Some(vec![]));
        assert_eq!(compiled.content, [paragraph("One."), paragraph("Two.")]);
    }

    #[test]
    fn a_marker_inside_a_block_cuts_before_the_block_and_goes() {
        let mut compiled = document(
            vec![
                paragraph("One."),
                element(
                    "Admonition",
                    &[("type", json!("note"))],
                    vec![paragraph("Two."), element("p", &[], vec![marker()])],
                ),
            ],
            vec![],
        );
        split(&mut compiled);
        assert_eq!(compiled.excerpt, Some(vec![paragraph("One.")]));
        assert_eq!(
            serde_json::to_value(&compiled.content).unwrap(),
            json!([["p", "One."], ["Admonition", {"type": "note"}, ["p", "Two."], ["p"]]])
        );
    }
}
