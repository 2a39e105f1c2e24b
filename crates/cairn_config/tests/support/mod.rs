//! What the config test files share: the error report as a site author reads it, and the
//! smallest valid config.
// Each test file is its own crate and uses only some of these.
#![allow(dead_code)]

use std::path::Path;

use cairn_config::{ConfigError, parse};
use miette::{GraphicalReportHandler, GraphicalTheme};

/// The report as the CLI prints it, without colours, 100 columns wide.
pub fn render(error: &ConfigError) -> String {
    let mut out = String::new();
    GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(100)
        .render_report(&mut out, error)
        .unwrap();
    out
}

/// The error `source` gets, read as `site/cairn.toml`; panics when it parses.
pub fn parse_error(source: &str) -> ConfigError {
    *parse(source, Path::new("site/cairn.toml")).expect_err("config should be rejected")
}

pub const MINIMAL: &str = "title = \"Cairn\"\nurl = \"https://cairn.dev\"\n";
