//! Lists and tables.

use markdown::mdast::{self, AlignKind};
use serde_json::{Value, json};

use super::{Converter, element, flatten_fragments};
use crate::tree::{Node, Props};

impl Converter<'_> {
    pub(super) fn list(&mut self, list: &mdast::List) -> Node {
        let mut props = Props::new();
        if list.ordered
            && let Some(start) = list.start
            && start != 1
        {
            props.insert("start".into(), Value::from(start));
        }
        if list
            .children
            .iter()
            .any(|child| matches!(child, mdast::Node::ListItem(item) if item.checked.is_some()))
        {
            props.insert("className".into(), Value::from("contains-task-list"));
        }
        let children = list
            .children
            .iter()
            .filter_map(|child| match child {
                mdast::Node::ListItem(item) => Some(self.list_item(item, !list.spread)),
                _ => None,
            })
            .collect();
        element(if list.ordered { "ol" } else { "ul" }, props, children)
    }

    pub(super) fn list_item(&mut self, item: &mdast::ListItem, tight_list: bool) -> Node {
        let tight = tight_list && !item.spread;
        let mut props = Props::new();
        let mut children = Vec::new();
        if let Some(checked) = item.checked {
            props.insert("className".into(), Value::from("task-list-item"));
            let mut checkbox = Props::new();
            checkbox.insert("type".into(), Value::from("checkbox"));
            checkbox.insert("checked".into(), Value::from(checked));
            checkbox.insert("readOnly".into(), Value::from(true));
            checkbox.insert("disabled".into(), Value::from(true));
            children.push(element("input", checkbox, vec![]));
            children.push(Node::text(" "));
        }
        children.extend(self.block_list(&item.children, tight));
        element("li", props, flatten_fragments(children))
    }

    pub(super) fn table(&mut self, table: &mdast::Table) -> Node {
        let mut rows = table.children.iter().filter_map(|row| match row {
            mdast::Node::TableRow(row) => Some(row),
            _ => None,
        });
        let mut sections = Vec::new();
        if let Some(head) = rows.next() {
            let cells = self.table_cells(head, "th", &table.align);
            sections.push(element(
                "thead",
                Props::new(),
                vec![element("tr", Props::new(), cells)],
            ));
        }
        let body: Vec<Node> = rows
            .map(|row| {
                let cells = self.table_cells(row, "td", &table.align);
                element("tr", Props::new(), cells)
            })
            .collect();
        if !body.is_empty() {
            sections.push(element("tbody", Props::new(), body));
        }
        element("table", Props::new(), sections)
    }

    fn table_cells(&mut self, row: &mdast::TableRow, tag: &str, align: &[AlignKind]) -> Vec<Node> {
        row.children
            .iter()
            .enumerate()
            .map(|(index, cell)| {
                let mut props = Props::new();
                let text_align = match align.get(index) {
                    Some(AlignKind::Left) => Some("left"),
                    Some(AlignKind::Right) => Some("right"),
                    Some(AlignKind::Center) => Some("center"),
                    _ => None,
                };
                if let Some(text_align) = text_align {
                    props.insert("style".into(), json!({ "textAlign": text_align }));
                }
                let children = cell
                    .children()
                    .map(|children| self.inlines(children))
                    .unwrap_or_default();
                element(tag, props, children)
            })
            .collect()
    }
}
