//! The converter's side of MDX that holds code (see `crate::code`): ESM blocks, expressions in
//! content and in props, and the components a document exports or finds in the MDX scope.

use markdown::mdast::{self, AttributeContent, AttributeValue, Stop};
use serde_json::Value;

use crate::code::{Anchors, CODE_PROP, EXPRESSION_TAG};
use crate::convert::{Converter, element};
use crate::imports;
use crate::mdx::{PARTIAL_PROP_TAG, comment_text, partial_prop, react_attribute_name};
use crate::passes::excerpt;
use crate::prop_values::literal;
use crate::tree::{Node, Props};

/// Components Docusaurus's MDX scope holds (or that its npm2yarn plugin imports), usable
/// without an import, and the content node each is.
const SCOPE_COMPONENTS: &[(&str, &str)] = &[
    ("Details", "details"),
    ("Admonition", "Admonition"),
    ("Tabs", "Tabs"),
    ("TabItem", "TabItem"),
    ("CodeBlock", "CodeBlock"),
    ("TOCInline", "TOCInline"),
    ("Mermaid", "Mermaid"),
    ("DocCardList", "DocCardList"),
    ("ThemedImage", "ThemedImage"),
];

/// What an element's attributes give: literal props, and the code that computes the others.
pub(crate) struct ElementProps {
    pub props: Props,
    /// A JavaScript object literal of the props code computes (all of them, in order, when
    /// a spread is among them), with where each part is in the document.
    pub code: Option<(String, Anchors)>,
}

impl Converter<'_> {
    /// Anchors for a piece of MDX the parser gave with `stops` (its offsets → the source's).
    pub(crate) fn anchors(&self, stops: &[Stop], node: &mdast::Node) -> Anchors {
        let mut anchors = Anchors::default();
        for (in_value, in_source) in stops {
            let (line, column) = self.position_at(*in_source);
            anchors.push(*in_value, line, column);
        }
        if stops.is_empty() {
            let (line, column) = self.position_of(node);
            anchors.push(0, line, column);
        }
        anchors
    }

    /// An ESM block: its imports are recorded for the content's components, and the block
    /// goes into the document's module with its relative module names resolved.
    pub(crate) fn esm(&mut self, esm: &mdast::MdxjsEsm, node: &mdast::Node) {
        let anchors = self.anchors(&esm.stops, node);
        let block = match crate::code::read_esm(&esm.value) {
            Ok(block) => block,
            Err(problems) => {
                for problem in problems {
                    let (line, column) = anchors.position(&esm.value, problem.offset);
                    self.mdx_problem(
                        line,
                        column,
                        problem.message,
                        "MDX reads `import` and `export` lines as JavaScript; fix the statement, or escape a line that is text (`\\import`)",
                    );
                }
                return;
            }
        };
        for import in &block.imports {
            let (line, column) = anchors.position(&esm.value, import.offset);
            self.imports.insert(
                import.local.clone(),
                imports::Binding {
                    specifier: import.specifier.clone(),
                    module: imports::resolve(&import.specifier, self.site_path),
                    export: import.export.clone(),
                    line,
                    column,
                },
            );
        }
        self.exports.extend(block.exports.iter().cloned());
        self.default_export |= block.default_export;
        let needed = !block.exports.is_empty()
            || block.default_export
            || block.star_export
            || block
                .requests
                .iter()
                .any(|request| request.side_effect && !request.type_only);
        let edits = imports::module_edits(&block.requests, self.site_path);
        self.code.add_esm(&esm.value, anchors, edits, needed);
    }

    /// `{…}` in content: comments are dropped (`truncate` marks the excerpt), string literals
    /// are text, `{props.name}` in a partial is the including document's prop; anything else
    /// is code, rendered where it stands.
    pub(crate) fn expression(
        &mut self,
        value: &str,
        stops: &[Stop],
        node: &mdast::Node,
    ) -> Option<Node> {
        if let Some(comment) = comment_text(value) {
            return (comment == "truncate").then(excerpt::marker);
        }
        if value.trim().is_empty() {
            return None;
        }
        if let Some(Value::String(text)) = literal(value) {
            return Some(Node::text(text));
        }
        if let Some(name) = partial_prop(value) {
            let mut props = Props::new();
            props.insert("name".into(), Value::from(name));
            return Some(element(PARTIAL_PROP_TAG, props, vec![]));
        }
        let anchors = self.anchors(stops, node);
        let code = self.code.add_expression(value.to_owned(), anchors);
        let mut props = Props::new();
        props.insert("code".into(), code);
        Some(element(EXPRESSION_TAG, props, vec![]))
    }

    /// An element's props: literal values as data, the rest as code (see [`ElementProps`]).
    /// `literal_value` reads a prop expression as a literal when it can.
    pub(crate) fn element_props(
        &mut self,
        attributes: &[AttributeContent],
        node: &mdast::Node,
        mut literal_value: impl FnMut(&mut Self, &str, &str) -> Option<Value>,
    ) -> ElementProps {
        let has_spread = attributes
            .iter()
            .any(|attribute| matches!(attribute, AttributeContent::Expression(_)));
        let mut props = Props::new();
        let mut object = String::from("{\n");
        let mut anchors = Anchors::default();
        let mut any_code = false;
        for attribute in attributes {
            match attribute {
                AttributeContent::Expression(spread) => {
                    // The value is the whole `...props`, spread as it is.
                    self.push_code(
                        &mut object,
                        &mut anchors,
                        &spread.value,
                        &spread.stops,
                        node,
                    );
                    object.push_str("\n,\n");
                    any_code = true;
                }
                AttributeContent::Property(property) => {
                    let key = react_attribute_name(&property.name);
                    let value = match &property.value {
                        None => Some(Value::Bool(true)),
                        Some(AttributeValue::Literal(text)) => Some(Value::from(text.as_str())),
                        Some(AttributeValue::Expression(expression)) => {
                            literal_value(self, &property.name, &expression.value)
                        }
                    };
                    let value = value.map(|value| match (key.as_str(), value) {
                        ("style", Value::String(css)) => crate::mdx::style_object(&css),
                        (_, value) => value,
                    });
                    match (value, &property.value) {
                        (Some(value), _) if !has_spread => {
                            props.insert(key, value);
                        }
                        (Some(value), _) => {
                            object.push_str(&format!("{}: {value},\n", Value::from(key)));
                        }
                        (None, Some(AttributeValue::Expression(expression))) => {
                            object.push_str(&format!("{}: (", Value::from(key)));
                            self.push_code(
                                &mut object,
                                &mut anchors,
                                &expression.value,
                                &expression.stops,
                                node,
                            );
                            object.push_str("\n),\n");
                            any_code = true;
                        }
                        (None, _) => {}
                    }
                }
            }
        }
        object.push('}');
        ElementProps {
            props,
            code: any_code.then_some((object, anchors)),
        }
    }

    fn push_code(
        &self,
        object: &mut String,
        anchors: &mut Anchors,
        value: &str,
        stops: &[Stop],
        node: &mdast::Node,
    ) {
        let start = object.len();
        for (offset, line, column) in self.anchors(stops, node).entries() {
            anchors.push(start + offset, line, column);
        }
        object.push_str(value);
    }

    /// The code of a `<CodeBlock>` whose text is an expression that is not a literal
    /// (`{source}`), as props: `{children: (source)}`.
    pub(crate) fn code_children(&self, children: &[mdast::Node]) -> Option<(String, Anchors)> {
        let mut expressions = children.iter().flat_map(|child| match child {
            mdast::Node::Paragraph(paragraph) => paragraph.children.iter().collect::<Vec<_>>(),
            other => vec![other],
        });
        let node = expressions.find(|node| match node {
            mdast::Node::MdxFlowExpression(expression) => literal(&expression.value).is_none(),
            mdast::Node::MdxTextExpression(expression) => literal(&expression.value).is_none(),
            _ => false,
        })?;
        let (value, stops) = match node {
            mdast::Node::MdxFlowExpression(expression) => (&expression.value, &expression.stops),
            mdast::Node::MdxTextExpression(expression) => (&expression.value, &expression.stops),
            _ => return None,
        };
        if comment_text(value).is_some() {
            return None;
        }
        let mut object = String::from("{\n\"children\": (");
        let mut anchors = Anchors::default();
        self.push_code(&mut object, &mut anchors, value, stops, node);
        object.push_str("\n),\n}");
        Some((object, anchors))
    }

    /// Adds the code of `element_props` to `props` (as [`CODE_PROP`]), if there is any.
    pub(crate) fn add_code_props(&mut self, props: &mut Props, code: Option<(String, Anchors)>) {
        if let Some((object, anchors)) = code {
            let reference = self.code.add_expression(object, anchors);
            props.insert(CODE_PROP.into(), reference);
        }
    }

    /// The node of a component used without an import: one the document exports, one of the
    /// MDX scope's (`Details`, `Tabs`…), or one the site registers in its `MDXComponents`.
    /// `None` when it is none of these.
    pub(crate) fn unimported_component(&mut self, name: &str) -> Option<ScopeComponent> {
        if self.exports.contains(name) {
            return Some(ScopeComponent::Exported(self.code.id().to_owned()));
        }
        if let Some((_, tag)) = SCOPE_COMPONENTS.iter().find(|(known, _)| *known == name) {
            return Some(ScopeComponent::Theme(tag));
        }
        if name == "Head" {
            return Some(ScopeComponent::Head);
        }
        self.global_components.then_some(ScopeComponent::Site)
    }
}

/// What a component used without an import is.
pub(crate) enum ScopeComponent {
    /// Exported by the document: its module's export.
    Exported(String),
    /// A theme content component, by its node's tag.
    Theme(&'static str),
    /// `<Head>`: tags for the page's head.
    Head,
    /// From the site's `MDXComponents`: a node of its own name, which the theme resolves.
    Site,
}
