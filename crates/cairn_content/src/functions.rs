//! Calling the functions of the site's code that options name (`editUrl = { module, export }`,
//! `readingTime`): plugins hand every page's arguments over at once, and a runner the session
//! provides (Node, in `cairn_node_plugins`) answers them in order.

use std::sync::Arc;

use cairn_config::SiteFunction;
use serde_json::Value;

use crate::error::ContentError;

/// The key of an argument value the runner turns into a function: Docusaurus passes helpers
/// along with the data (`defaultReadingTime`), which JSON cannot carry.
/// `{ "__cairnStandIn": "defaultReadingTime", "minutes": 3.5 }` is Cairn's count of the post,
/// which the function gives back when called with the post's own content.
pub const STAND_IN: &str = "__cairnStandIn";

/// Runs functions of the site's code.
pub trait FunctionRunner: Send + Sync {
    /// Calls `function` once with each of `arguments`, and gives its answers in the same
    /// order; an error says what the function threw, with its stack.
    fn call_each(&self, function: &SiteFunction, arguments: &[Value])
    -> Result<Vec<Value>, String>;
}

/// The runner a plan uses, shared.
pub type SharedRunner = Arc<dyn FunctionRunner>;

/// Calls `function` for each of `arguments`, through the plan's runner; `option` names the
/// option in messages (`[[docs]] editUrl`).
pub(crate) fn call_each(
    runner: Option<&SharedRunner>,
    function: &SiteFunction,
    option: &str,
    arguments: &[Value],
) -> Result<Vec<Value>, ContentError> {
    if arguments.is_empty() {
        return Ok(Vec::new());
    }
    let fail = |message: String| ContentError::SiteFunction {
        option: option.to_owned(),
        function: function.to_string(),
        message,
    };
    let runner = runner.ok_or_else(|| fail("this command runs no JavaScript".to_owned()))?;
    let answers = runner.call_each(function, arguments).map_err(fail)?;
    if answers.len() != arguments.len() {
        return Err(fail(format!(
            "{} answers for {} calls",
            answers.len(),
            arguments.len()
        )));
    }
    Ok(answers)
}

/// Calls `function` once with `argument` and reads the list it returns, each item with `read`
/// (which says what is wrong with one); `what` names the items in messages (`feed items`).
pub(crate) fn call_for_list<T>(
    runner: Option<&SharedRunner>,
    function: &SiteFunction,
    option: &str,
    argument: Value,
    what: &str,
    read: impl Fn(Value) -> Result<T, String>,
) -> Result<Vec<T>, ContentError> {
    let answer = call_each(runner, function, option, &[argument])?
        .pop()
        .unwrap_or_default();
    let fail = |message: String| ContentError::SiteFunction {
        option: option.to_owned(),
        function: function.to_string(),
        message,
    };
    let Value::Array(items) = answer else {
        return Err(fail(format!(
            "it returned {}, not a list of {what}",
            json_kind(&answer)
        )));
    };
    items
        .into_iter()
        .enumerate()
        .map(|(index, item)| read(item).map_err(|why| fail(format!("item {index}: {why}"))))
        .collect()
}

/// What a function returned instead of what was expected, in words: `a string`, `nothing`.
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "nothing",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}
