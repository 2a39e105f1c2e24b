//! `<TOCInline />`: a table of contents inside the content, filled from the document's
//! headings.

use serde_json::Value;

use crate::{Compiled, TocItem};

/// The levels a `toc={toc.filter(…)}` kept (see `crate::toc_expression`), until `fill` reads them.
pub(crate) const LEVELS_PROP: &str = "tocLevels";

/// Gives each `TOCInline` a `toc` prop: the headings between its `minHeadingLevel` and
/// `maxHeadingLevel` props (2 and 3 unless given), of the levels its `toc` filter kept.
pub(crate) fn fill(compiled: &mut Compiled) {
    let headings = &compiled.headings;
    for node in &mut compiled.content {
        node.visit_elements_mut(&mut |tag, props| {
            if tag != "TOCInline" {
                return;
            }
            let level = |key: &str, default: u8| {
                props
                    .get(key)
                    .and_then(Value::as_u64)
                    .and_then(|level| u8::try_from(level).ok())
                    .unwrap_or(default)
            };
            let (min, max) = (level("minHeadingLevel", 2), level("maxHeadingLevel", 3));
            let kept: Option<Vec<u64>> = props.remove(LEVELS_PROP).and_then(|levels| {
                levels
                    .as_array()
                    .map(|levels| levels.iter().filter_map(Value::as_u64).collect())
            });
            let toc: Vec<&TocItem> = headings
                .iter()
                .filter(|heading| (min..=max).contains(&heading.level))
                .filter(|heading| {
                    kept.as_ref()
                        .is_none_or(|kept| kept.contains(&u64::from(heading.level)))
                })
                .collect();
            props.insert("toc".into(), serde_json::to_value(toc).unwrap_or_default());
        });
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::passes::test_support::{document, element, heading, text};

    #[test]
    fn lists_the_headings_between_the_levels_asked() {
        let mut compiled = document(
            vec![
                element("TOCInline", &[], vec![]),
                element(
                    "div",
                    &[],
                    vec![element(
                        "TOCInline",
                        &[("minHeadingLevel", json!(3)), ("maxHeadingLevel", json!(4))],
                        vec![],
                    )],
                ),
                element("p", &[], vec![text("Body.")]),
            ],
            vec![
                heading("a", "A", 2),
                heading("b", "B", 3),
                heading("c", "C", 4),
            ],
        );
        fill(&mut compiled);
        assert_eq!(
            serde_json::to_value(&compiled.content).unwrap(),
            json!([
                ["TOCInline", {"toc": [
                    {"id": "a", "text": "A", "level": 2},
                    {"id": "b", "text": "B", "level": 3}
                ]}],
                ["div", ["TOCInline", {"maxHeadingLevel": 4, "minHeadingLevel": 3, "toc": [
                    {"id": "b", "text": "B", "level": 3},
                    {"id": "c", "text": "C", "level": 4}
                ]}]],
                ["p", "Body."]
            ])
        );
    }

    #[test]
    fn a_document_without_headings_gets_an_empty_list() {
        let mut compiled = document(vec![element("TOCInline", &[], vec![])], vec![]);
        fill(&mut compiled);
        assert_eq!(
            serde_json::to_value(&compiled.content).unwrap(),
            json!([["TOCInline", {"toc": []}]])
        );
    }
}
