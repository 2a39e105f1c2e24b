//! Helpers shared by the compiler's integration tests.

use cairn_markdown::CompileError;
use miette::{GraphicalReportHandler, GraphicalTheme};

/// An error as a terminal without colours shows it, 100 columns wide.
pub fn render_error(error: &CompileError) -> String {
    let mut out = String::new();
    GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .render_report(&mut out, error)
        .unwrap_or_else(|problem| panic!("cannot render {error:?}: {problem}"));
    out
}
