//! Passes over a converted document: each reads or rewrites the content tree and fills in
//! the part of `Compiled` it owns. They need nothing from the Markdown source, so each one can
//! be understood, and tested, on a tree alone.

pub(crate) mod excerpt;
pub(crate) mod inline_toc;
pub(crate) mod math;
pub(crate) mod sections;

use crate::Compiled;

/// The passes, in the order they run. The order matters where one pass reads what another
/// wrote: inline tables of contents are filled before the excerpt copies nodes out of the
/// content, and the excerpt marker is gone before the sections read the text.
const PASSES: &[fn(&mut Compiled)] = &[
    inline_toc::fill,
    excerpt::split,
    math::collect,
    sections::collect,
];

pub(crate) fn run(compiled: &mut Compiled) {
    for pass in PASSES {
        pass(compiled);
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    use crate::tree::{Node, Props};
    use crate::{Compiled, FrontMatter, TocItem};

    /// A compiled document with `content` and `headings` and nothing else.
    pub(crate) fn document(content: Vec<Node>, headings: Vec<TocItem>) -> Compiled {
        Compiled {
            front_matter: FrontMatter::default(),
            leading_heading: None,
            content,
            excerpt: None,
            sections: Vec::new(),
            components: Vec::new(),
            partials: Vec::new(),
            head: Vec::new(),
            headings,
            links: Vec::new(),
            warnings: Vec::new(),
            code: None,
            math: Default::default(),
        }
    }

    pub(crate) fn element(
        tag: &str,
        props: &[(&str, serde_json::Value)],
        children: Vec<Node>,
    ) -> Node {
        let props: Props = props
            .iter()
            .map(|(key, value)| ((*key).to_owned(), value.clone()))
            .collect();
        Node::element(tag, props, children)
    }

    pub(crate) fn text(text: &str) -> Node {
        Node::text(text)
    }

    pub(crate) fn heading(id: &str, text: &str, level: u8) -> TocItem {
        TocItem {
            id: id.to_owned(),
            text: text.to_owned(),
            level,
        }
    }
}
