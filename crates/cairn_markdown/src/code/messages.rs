//! The messages a site's code gives `<Translate>` and `translate()`, read with oxc, as
//! Docusaurus's `write-translations` finds them: each id with its default message and its
//! description, for `i18n/<locale>/code.json`.

use oxc_allocator::Allocator;
use oxc_ast::ast::{
    Argument, CallExpression, Expression, JSXAttributeItem, JSXAttributeName, JSXAttributeValue,
    JSXChild, JSXElement, JSXElementName, JSXExpression, ObjectPropertyKind, PropertyKey,
};
use oxc_ast_visit::{Visit, walk};
use oxc_parser::Parser;
use oxc_span::SourceType;

/// One message of the site's code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeMessage {
    /// The id; the message itself when the code gives none (Docusaurus's rule).
    pub id: String,
    /// The default message: the text in the code.
    pub message: String,
    pub description: Option<String>,
}

/// Every message of one JavaScript or TypeScript file (`path` tells which, by its extension);
/// none when the file does not parse. A `<Translate>` or `translate()` whose message is not
/// written out (computed at run time) has nothing to extract, as in Docusaurus.
pub fn code_messages(source: &str, path: &std::path::Path) -> Vec<CodeMessage> {
    let source_type = SourceType::from_path(path)
        .unwrap_or_else(|_| SourceType::jsx())
        .with_jsx(true);
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, source, source_type).parse();
    if parsed.panicked {
        return Vec::new();
    }
    let mut finder = MessageFinder::default();
    finder.visit_program(&parsed.program);
    finder.messages
}

#[derive(Default)]
struct MessageFinder {
    messages: Vec<CodeMessage>,
}

impl MessageFinder {
    fn push(&mut self, id: Option<String>, message: Option<String>, description: Option<String>) {
        let Some(message) = message else {
            return;
        };
        self.messages.push(CodeMessage {
            id: id.unwrap_or_else(|| message.clone()),
            message,
            description,
        });
    }
}

impl<'a> Visit<'a> for MessageFinder {
    fn visit_jsx_element(&mut self, element: &JSXElement<'a>) {
        let opening = &element.opening_element;
        let named_translate = match &opening.name {
            JSXElementName::IdentifierReference(name) => name.name == "Translate",
            JSXElementName::Identifier(name) => name.name == "Translate",
            _ => false,
        };
        if named_translate {
            let attribute = |wanted: &str| {
                opening.attributes.iter().find_map(|item| match item {
                    JSXAttributeItem::Attribute(attribute) => match &attribute.name {
                        JSXAttributeName::Identifier(name) if name.name == wanted => {
                            attribute.value.as_ref().and_then(attribute_text)
                        }
                        _ => None,
                    },
                    JSXAttributeItem::SpreadAttribute(_) => None,
                })
            };
            self.push(
                attribute("id"),
                children_text(&element.children),
                attribute("description"),
            );
        }
        walk::walk_jsx_element(self, element);
    }

    fn visit_call_expression(&mut self, call: &CallExpression<'a>) {
        if let Expression::Identifier(callee) = &call.callee
            && callee.name == "translate"
            && let Some(Argument::ObjectExpression(object)) = call.arguments.first()
        {
            let property = |wanted: &str| {
                object
                    .properties
                    .iter()
                    .find_map(|property| match property {
                        ObjectPropertyKind::ObjectProperty(property) => match &property.key {
                            PropertyKey::StaticIdentifier(key) if key.name == wanted => {
                                expression_text(&property.value)
                            }
                            PropertyKey::StringLiteral(key) if key.value == wanted => {
                                expression_text(&property.value)
                            }
                            _ => None,
                        },
                        ObjectPropertyKind::SpreadProperty(_) => None,
                    })
            };
            self.push(property("id"), property("message"), property("description"));
        }
        walk::walk_call_expression(self, call);
    }
}

/// A string written out: a literal, or a template without substitutions.
fn expression_text(expression: &Expression<'_>) -> Option<String> {
    match expression {
        Expression::StringLiteral(literal) => Some(literal.value.to_string()),
        Expression::TemplateLiteral(template) if template.expressions.is_empty() => template
            .quasis
            .first()
            .and_then(|quasi| quasi.value.cooked.as_ref())
            .map(ToString::to_string),
        _ => None,
    }
}

fn attribute_text(value: &JSXAttributeValue<'_>) -> Option<String> {
    match value {
        JSXAttributeValue::StringLiteral(literal) => Some(literal.value.to_string()),
        JSXAttributeValue::ExpressionContainer(container) => match &container.expression {
            JSXExpression::EmptyExpression(_) => None,
            expression => expression.as_expression().and_then(expression_text),
        },
        _ => None,
    }
}

/// The message a `<Translate>` holds: its text (JSX collapses white space across lines) or
/// one string expression.
fn children_text(children: &[JSXChild<'_>]) -> Option<String> {
    let mut text = String::new();
    for child in children {
        match child {
            JSXChild::Text(plain) => text.push_str(&collapse_jsx_text(&plain.value)),
            JSXChild::ExpressionContainer(container) => {
                let expression = container.expression.as_expression()?;
                text.push_str(&expression_text(expression)?);
            }
            _ => return None,
        }
    }
    (!text.is_empty()).then_some(text)
}

/// JSX text as React receives it: lines trimmed, blank ones dropped, the others joined by a
/// space.
fn collapse_jsx_text(text: &str) -> String {
    if !text.contains('\n') {
        return text.to_owned();
    }
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translate_elements_and_calls_give_id_message_and_description() {
        let source = r#"
            import Translate, {translate} from '@docusaurus/Translate';
            export default function Home(): JSX.Element {
              const title = translate({id: 'home.title', message: 'Walk with us', description: 'The title'});
              const plain = translate({message: `No id here`});
              const computed = translate({id: 'home.computed', message: title});
              return (
                <main title={title}>
                  <Translate id="home.tagline" description="Under the title">
                    Trails for
                    every walker
                  </Translate>
                  <Translate id={'home.count'} values={{count: 3}}>{'{count} trails'}</Translate>
                </main>
              );
            }
        "#;
        let found = code_messages(source, std::path::Path::new("src/pages/index.tsx"));
        let summary: Vec<(&str, &str, Option<&str>)> = found
            .iter()
            .map(|m| (m.id.as_str(), m.message.as_str(), m.description.as_deref()))
            .collect();
        assert_eq!(
            summary,
            [
                ("home.title", "Walk with us", Some("The title")),
                ("No id here", "No id here", None),
                (
                    "home.tagline",
                    "Trails for every walker",
                    Some("Under the title")
                ),
                ("home.count", "{count} trails", None),
            ]
        );
    }

    #[test]
    fn a_file_that_does_not_parse_has_none() {
        assert!(code_messages("<Translate id=", std::path::Path::new("a.js")).is_empty());
    }
}
