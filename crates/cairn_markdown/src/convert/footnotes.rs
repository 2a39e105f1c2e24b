//! GFM footnotes: numbered references, and the list of notes at the end of the document.

use markdown::mdast;
use serde_json::Value;

use super::{Converter, element, normalize_label};
use crate::slug::heading_id;
use crate::tree::{Node, Props};

impl Converter<'_> {
    pub(super) fn footnote_reference(&mut self, reference: &mdast::FootnoteReference) -> Node {
        let key = normalize_label(&reference.identifier);
        let number = match self.footnote_order.iter().position(|known| *known == key) {
            Some(index) => index + 1,
            None => {
                self.footnote_order.push(key.clone());
                self.footnote_order.len()
            }
        };
        let slug = heading_id(&key);
        let mut props = Props::new();
        props.insert("href".into(), Value::from(format!("#fn-{slug}")));
        props.insert("id".into(), Value::from(format!("fnref-{slug}")));
        props.insert("aria-describedby".into(), Value::from("footnote-label"));
        element(
            "sup",
            Props::new(),
            vec![element("a", props, vec![Node::text(number.to_string())])],
        )
    }

    pub(super) fn footnote_section(&mut self) -> Option<Node> {
        if self.footnote_order.is_empty() {
            return None;
        }
        let order = std::mem::take(&mut self.footnote_order);
        let mut items = Vec::new();
        for key in &order {
            let Some(definition) = self.footnote_definitions.get(key).copied() else {
                continue;
            };
            let slug = heading_id(key);
            let mut children = self.blocks(&definition.children);
            let mut back = Props::new();
            back.insert("href".into(), Value::from(format!("#fnref-{slug}")));
            back.insert("aria-label".into(), Value::from("Back to reference"));
            back.insert("className".into(), Value::from("footnote-backref"));
            let back_link = element("a", back, vec![Node::text("↩")]);
            match children.last_mut() {
                Some(Node::Element { tag, children, .. }) if tag == "p" => {
                    children.push(Node::text(" "));
                    children.push(back_link);
                }
                _ => children.push(back_link),
            }
            let mut props = Props::new();
            props.insert("id".into(), Value::from(format!("fn-{slug}")));
            items.push(element("li", props, children));
        }
        let mut label = Props::new();
        label.insert("id".into(), Value::from("footnote-label"));
        label.insert("className".into(), Value::from("sr-only"));
        let mut section = Props::new();
        section.insert("className".into(), Value::from("footnotes"));
        Some(element(
            "section",
            section,
            vec![
                element("h2", label, vec![Node::text("Footnotes")]),
                element("ol", Props::new(), items),
            ],
        ))
    }
}
