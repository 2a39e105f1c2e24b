//! Formulas: `Math` nodes hold TeX until the build renders every formula of the site at once
//! (with KaTeX) and puts the HTML in their place.

use serde_json::Value;

use crate::Compiled;
use crate::tree::{Node, Props};

const TAG: &str = "Math";

/// A formula node; `display` for a block formula (`$$`, a `math` fence), else inline.
pub(crate) fn node(tex: &str, display: bool) -> Node {
    let mut props = Props::new();
    props.insert("display".into(), Value::from(display));
    props.insert("tex".into(), Value::from(tex.trim()));
    Node::element(TAG, props, Vec::new())
}

/// What the build asks about a document's formulas, gathered once by `collect` so that asking
/// does not walk the tree.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Formulas {
    /// TeX and display flag of each formula whose HTML has not been set yet, in document order.
    waiting: Vec<(String, bool)>,
    /// Whether the document has any formula, rendered or not.
    any: bool,
}

impl Formulas {
    pub(crate) fn waiting(&self) -> &[(String, bool)] {
        &self.waiting
    }

    pub(crate) fn any(&self) -> bool {
        self.any
    }
}

pub(crate) fn collect(compiled: &mut Compiled) {
    let mut waiting = Vec::new();
    let mut any = false;
    for node in &compiled.content {
        node.visit_elements(&mut |tag, props| {
            if tag != TAG {
                return;
            }
            any = true;
            if let Some(tex) = props.get("tex").and_then(Value::as_str) {
                waiting.push((tex.to_owned(), is_display(props)));
            }
        });
    }
    compiled.math = Formulas { waiting, any };
}

/// Replaces the TeX of each formula in the content and the excerpt with the HTML `render`
/// gives for it.
pub(crate) fn set_html(compiled: &mut Compiled, render: &mut impl FnMut(&str, bool) -> String) {
    if compiled.math.waiting.is_empty() {
        return;
    }
    let excerpt = compiled.excerpt.iter_mut().flatten();
    for node in compiled.content.iter_mut().chain(excerpt) {
        node.visit_elements_mut(&mut |tag, props| {
            if tag != TAG {
                return;
            }
            if let Some(Value::String(tex)) = props.remove("tex") {
                let html = render(&tex, is_display(props));
                props.insert("html".into(), Value::from(html));
            }
        });
    }
    compiled.math.waiting.clear();
}

fn is_display(props: &Props) -> bool {
    props
        .get("display")
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::passes::test_support::{document, element, text};

    #[test]
    fn collects_formulas_in_document_order_and_sets_their_html() {
        let mut compiled = document(
            vec![
                element("p", &[], vec![text("Inline "), node(" x^2 ", false)]),
                node("\\frac{1}{2}", true),
            ],
            vec![],
        );
        compiled.excerpt = Some(vec![compiled.content[0].clone()]);
        collect(&mut compiled);
        assert!(compiled.math.any());
        assert_eq!(
            compiled.math.waiting(),
            [("x^2".to_owned(), false), ("\\frac{1}{2}".to_owned(), true)]
        );

        set_html(&mut compiled, &mut |tex, display| {
            format!("<{tex}:{display}>")
        });
        assert!(compiled.math.waiting().is_empty());
        assert!(
            compiled.math.any(),
            "a page with rendered formulas still needs their CSS"
        );
        assert_eq!(
            serde_json::to_value(&compiled.content).unwrap(),
            json!([
                ["p", "Inline ", ["Math", {"display": false, "html": "<x^2:false>"}]],
                ["Math", {"display": true, "html": "<\\frac{1}{2}:true>"}]
            ])
        );
        assert_eq!(compiled.excerpt.as_deref(), Some(&compiled.content[..1]));
    }

    #[test]
    fn a_document_without_formulas() {
        let mut compiled = document(vec![element("p", &[], vec![text("x")])], vec![]);
        collect(&mut compiled);
        assert!(!compiled.math.any());
        assert!(compiled.math.waiting().is_empty());
    }
}
