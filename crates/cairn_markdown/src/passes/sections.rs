//! The plain text of each heading section, for a search index that points readers at the
//! heading a match is under rather than only at the page.

use serde_json::Value;

use crate::tree::{Node, Props};
use crate::{Compiled, TocItem};

/// The text between one heading and the next, or before the first heading.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Section {
    /// The heading's id: the URL fragment that leads to the section. `None` for the text
    /// before the first heading.
    pub anchor: Option<String>,
    /// The heading's plain text; `None` for the text before the first heading.
    pub title: Option<String>,
    /// The heading's level, 2 to 6; 1 for the text before the first heading, which sits
    /// under the page's title.
    pub level: u8,
    /// Everything a reader sees in the section, without markup, whitespace runs collapsed to
    /// one space: paragraphs, lists, table cells, code, admonitions, the TeX of formulas.
    /// Diagram sources and the numbers of footnote references are left out.
    pub text: String,
}

/// Elements that run inside a line of text: no word break around them.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "i", "ins", "kbd",
    "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
];

/// Fills `sections`: the text before the first heading when there is any, then one section
/// per heading of `headings` (levels 2 to 6), in document order.
pub(crate) fn collect(compiled: &mut Compiled) {
    let mut headings = compiled.headings.iter();
    let mut collector = Collector {
        next_heading: headings.next(),
        headings,
        sections: Vec::new(),
        current: Section {
            anchor: None,
            title: None,
            level: 1,
            text: String::new(),
        },
        text: PlainText::default(),
    };
    for node in &compiled.content {
        collector.node(node);
    }
    compiled.sections = collector.finish();
}

struct Collector<'a> {
    /// The heading that starts the next section; the tree has it as an element with its id.
    next_heading: Option<&'a TocItem>,
    headings: std::slice::Iter<'a, TocItem>,
    sections: Vec<Section>,
    /// The section being read; its text so far is in `text`.
    current: Section,
    text: PlainText,
}

impl Collector<'_> {
    fn node(&mut self, node: &Node) {
        let (tag, props, children) = match node {
            Node::Text(text) => return self.text.push(text),
            Node::Element {
                tag,
                props,
                children,
            } => (tag.as_str(), props, children),
        };
        if self.starts_next_section(tag, props) {
            self.start_section();
            return;
        }
        match tag {
            "Mermaid" | "TOCInline" => return,
            _ if is_footnote_apparatus(props) => return,
            "CodeBlock" => {
                self.text.separate();
                self.text.push(string_prop(props, "code"));
                self.text.separate();
                return;
            }
            "Math" => {
                let display = props.get("display").and_then(Value::as_bool) == Some(true);
                if display {
                    self.text.separate();
                }
                self.text.push(string_prop(props, "tex"));
                if display {
                    self.text.separate();
                }
                return;
            }
            "Admonition" => {
                self.text.separate();
                self.text.push(string_prop(props, "title"));
            }
            _ => {}
        }
        let inline = INLINE.contains(&tag);
        if !inline {
            self.text.separate();
        }
        for child in children {
            self.node(child);
        }
        if !inline {
            self.text.separate();
        }
    }

    fn starts_next_section(&self, tag: &str, props: &Props) -> bool {
        let Some(heading) = self.next_heading else {
            return false;
        };
        matches!(tag, "h2" | "h3" | "h4" | "h5" | "h6")
            && props.get("id").and_then(Value::as_str) == Some(heading.id.as_str())
    }

    fn start_section(&mut self) {
        let Some(heading) = self.next_heading else {
            return;
        };
        let next = Section {
            anchor: Some(heading.id.clone()),
            title: Some(heading.text.clone()),
            level: heading.level,
            text: String::new(),
        };
        self.next_heading = self.headings.next();
        let finished = std::mem::replace(&mut self.current, next);
        self.keep(finished);
    }

    fn keep(&mut self, mut section: Section) {
        section.text = self.text.take();
        // Text before the first heading is a section of its own only when there is some.
        if section.anchor.is_some() || !section.text.is_empty() {
            self.sections.push(section);
        }
    }

    fn finish(mut self) -> Vec<Section> {
        let last = std::mem::replace(
            &mut self.current,
            Section {
                anchor: None,
                title: None,
                level: 1,
                text: String::new(),
            },
        );
        self.keep(last);
        self.sections
    }
}

/// The numbers and back links conversion puts around footnotes, and the hidden label of the
/// footnotes list: navigation, not text.
fn is_footnote_apparatus(props: &Props) -> bool {
    let id = string_prop(props, "id");
    id.starts_with("fnref-")
        || id == "footnote-label"
        || string_prop(props, "className") == "footnote-backref"
}

fn string_prop<'a>(props: &'a Props, key: &str) -> &'a str {
    props.get(key).and_then(Value::as_str).unwrap_or_default()
}

/// Text with every run of whitespace, and every break between blocks, as one space.
#[derive(Default)]
struct PlainText {
    text: String,
    /// A space is due before the next visible character.
    gap: bool,
}

impl PlainText {
    /// Copies `piece` a word at a time rather than a character at a time: every text node of
    /// every page goes through here.
    fn push(&mut self, piece: &str) {
        let mut rest = piece;
        loop {
            let word_start = rest.trim_start_matches(char::is_whitespace);
            if word_start.len() != rest.len() {
                self.gap = true;
            }
            if word_start.is_empty() {
                return;
            }
            let end = word_start
                .find(char::is_whitespace)
                .unwrap_or(word_start.len());
            if self.gap && !self.text.is_empty() {
                self.text.push(' ');
            }
            self.gap = false;
            self.text.push_str(&word_start[..end]);
            rest = &word_start[end..];
        }
    }

    /// Words on either side of a block boundary are separate words.
    fn separate(&mut self) {
        self.gap = true;
    }

    fn take(&mut self) -> String {
        self.gap = false;
        std::mem::take(&mut self.text)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::passes::math;
    use crate::passes::test_support::{document, element, heading, text};

    fn sections(content: Vec<Node>, headings: Vec<TocItem>) -> Vec<(Option<String>, String)> {
        let mut compiled = document(content, headings);
        collect(&mut compiled);
        compiled
            .sections
            .into_iter()
            .map(|section| (section.anchor, section.text))
            .collect()
    }

    fn h(level: u8, id: &str, words: &str) -> Node {
        element(
            &format!("h{level}"),
            &[("id", json!(id))],
            vec![text(words)],
        )
    }

    fn p(children: Vec<Node>) -> Node {
        element("p", &[], children)
    }

    #[test]
    fn text_before_the_first_heading_then_one_section_per_heading() {
        let mut compiled = document(
            vec![
                p(vec![text("Intro.")]),
                h(2, "setup", "Setup"),
                p(vec![text("Install it.")]),
                h(3, "options", "Options"),
                h(2, "usage", "Usage"),
                p(vec![text("Run it.")]),
            ],
            vec![
                heading("setup", "Setup", 2),
                heading("options", "Options", 3),
                heading("usage", "Usage", 2),
            ],
        );
        collect(&mut compiled);
        assert_eq!(
            compiled.sections,
            [
                Section {
                    anchor: None,
                    title: None,
                    level: 1,
                    text: "Intro.".to_owned()
                },
                Section {
                    anchor: Some("setup".to_owned()),
                    title: Some("Setup".to_owned()),
                    level: 2,
                    text: "Install it.".to_owned()
                },
                Section {
                    anchor: Some("options".to_owned()),
                    title: Some("Options".to_owned()),
                    level: 3,
                    text: String::new()
                },
                Section {
                    anchor: Some("usage".to_owned()),
                    title: Some("Usage".to_owned()),
                    level: 2,
                    text: "Run it.".to_owned()
                },
            ]
        );
    }

    #[test]
    fn no_leading_section_when_the_document_starts_with_a_heading() {
        assert_eq!(
            sections(
                vec![h(2, "a", "A"), p(vec![text("Text.")])],
                vec![heading("a", "A", 2)]
            ),
            [(Some("a".to_owned()), "Text.".to_owned())]
        );
        assert_eq!(sections(vec![], vec![]), []);
    }

    #[test]
    fn blocks_are_separate_words_and_inline_markup_is_not() {
        let content = vec![
            p(vec![
                text("Some "),
                element("strong", &[], vec![text("bold")]),
                text("ly  written\n"),
                element("a", &[("href", json!("/x"))], vec![text("link")]),
                text("."),
            ]),
            element(
                "ul",
                &[],
                vec![
                    element("li", &[], vec![text("one")]),
                    element("li", &[], vec![text("two")]),
                ],
            ),
            element(
                "table",
                &[],
                vec![element(
                    "tr",
                    &[],
                    vec![
                        element("td", &[], vec![text("cell")]),
                        element("td", &[], vec![text("other")]),
                    ],
                )],
            ),
        ];
        assert_eq!(
            sections(content, vec![]),
            [(
                None,
                "Some boldly written link. one two cell other".to_owned()
            )]
        );
    }

    #[test]
    fn code_formulas_and_admonitions_are_text_diagrams_are_not() {
        let content = vec![
            element(
                "CodeBlock",
                &[
                    ("code", json!("fn main() {\n    run();\n}")),
                    ("lines", json!(["<span>fn</span> main() {"])),
                ],
                vec![],
            ),
            p(vec![text("Costs "), math::node("O(n)", false), text(".")]),
            element(
                "Admonition",
                &[("type", json!("tip")), ("title", json!("Remember"))],
                vec![p(vec![text("Body.")])],
            ),
            element("Mermaid", &[("code", json!("graph TD; A-->B;"))], vec![]),
            element("TOCInline", &[("toc", json!([{"id": "a"}]))], vec![]),
        ];
        assert_eq!(
            sections(content, vec![]),
            [(
                None,
                "fn main() { run(); } Costs O(n). Remember Body.".to_owned()
            )]
        );
    }

    #[test]
    fn footnote_numbers_and_links_are_not_text() {
        let content = vec![
            p(vec![
                text("A note"),
                element(
                    "sup",
                    &[],
                    vec![element("a", &[("id", json!("fnref-1"))], vec![text("1")])],
                ),
                text("."),
            ]),
            element(
                "section",
                &[("className", json!("footnotes"))],
                vec![
                    element(
                        "h2",
                        &[("id", json!("footnote-label"))],
                        vec![text("Footnotes")],
                    ),
                    element(
                        "ol",
                        &[],
                        vec![element(
                            "li",
                            &[("id", json!("fn-1"))],
                            vec![p(vec![
                                text("The note."),
                                element(
                                    "a",
                                    &[("className", json!("footnote-backref"))],
                                    vec![text("↩")],
                                ),
                            ])],
                        )],
                    ),
                ],
            ),
        ];
        assert_eq!(
            sections(content, vec![]),
            [(None, "A note. The note.".to_owned())]
        );
    }

    #[test]
    fn headings_nested_in_blocks_start_sections_and_other_headings_are_text() {
        let content = vec![
            element(
                "details",
                &[],
                vec![
                    element("summary", &[], vec![text("More")]),
                    h(3, "inside", "Inside"),
                    p(vec![text("Hidden.")]),
                ],
            ),
            h(1, "late", "Late title"),
            h(2, "not-listed", "Not listed"),
        ];
        assert_eq!(
            sections(content, vec![heading("inside", "Inside", 3)]),
            [
                (None, "More".to_owned()),
                (
                    Some("inside".to_owned()),
                    "Hidden. Late title Not listed".to_owned()
                )
            ]
        );
    }

    #[test]
    fn plain_text_collapses_every_whitespace_run_to_one_space() {
        let mut text = PlainText::default();
        for piece in ["  a", "b  c\n", "\u{a0}d\t", "", "   ", "é\u{2003}f", "g"] {
            text.push(piece);
        }
        text.separate();
        text.push("h");
        assert_eq!(text.take(), "ab c d é fg h");
        text.push(" i ");
        assert_eq!(text.take(), "i");
    }
}
