//! The compiler's options for a site: what its `cairn.toml` and its files ask of the compiler,
//! the same for a build and for `cairn migrate docusaurus --check`.

use std::path::Path;

use cairn_config::{MarkdownFormat, PackageManagerName, SiteConfig};
use cairn_markdown::{CompileOptions, Format, PackageManager};

/// The compiler's options from the site's `[markdown]` table and the MDX components it
/// registers.
pub fn compile_options(config: &SiteConfig, site_dir: &Path) -> CompileOptions {
    let mut options = CompileOptions::default();
    options.global_components = registers_mdx_components(site_dir);
    options.math = config.markdown.math;
    options.github_alerts = config.markdown.github_alerts;
    options.format = match config.markdown.format {
        MarkdownFormat::Detect => Format::Detect,
        MarkdownFormat::Mdx => Format::Mdx,
        MarkdownFormat::Md => Format::Md,
    };
    let npm2yarn = &config.markdown.npm2yarn;
    options.npm2yarn.sync = npm2yarn.sync;
    let mut managers = Vec::new();
    for name in &npm2yarn.converters {
        let manager = match name {
            PackageManagerName::Yarn => PackageManager::Yarn,
            PackageManagerName::Pnpm => PackageManager::Pnpm,
            PackageManagerName::Bun => PackageManager::Bun,
        };
        // A manager named twice gets one tab.
        if !managers.contains(&manager) {
            managers.push(manager);
        }
    }
    options.npm2yarn.converters = [0, 1, 2].map(|index| managers.get(index).copied());
    options
}

/// Whether the site registers MDX components for every page, as Docusaurus sites do in
/// `src/theme/MDXComponents` (a file, or a folder's index): components its Markdown uses
/// without an import are then theirs.
fn registers_mdx_components(site_dir: &Path) -> bool {
    let base = site_dir.join("src/theme/MDXComponents");
    ["tsx", "ts", "jsx", "js"].iter().any(|extension| {
        base.with_extension(extension).is_file()
            || base.join(format!("index.{extension}")).is_file()
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_markdown_table_sets_the_compiler_options() {
        let parse = |extra: &str| {
            cairn_config::parse(
                &format!("title = \"T\"\nurl = \"https://t.dev\"\n{extra}"),
                Path::new("cairn.toml"),
            )
            .map_err(|error| error.to_string())
        };
        assert!(compile_options(&parse("").unwrap(), Path::new(".")).math);
        assert!(
            !compile_options(
                &parse("[markdown]\nmath = false\n").unwrap(),
                Path::new(".")
            )
            .math
        );
        assert_eq!(
            compile_options(&parse("").unwrap(), Path::new(".")).format,
            Format::Detect
        );
        for (value, format) in [
            ("md", Format::Md),
            ("mdx", Format::Mdx),
            ("detect", Format::Detect),
        ] {
            let config = parse(&format!("[markdown]\nformat = \"{value}\"\n")).unwrap();
            assert_eq!(compile_options(&config, Path::new(".")).format, format);
        }
        assert!(parse("[markdown]\nformat = \"html\"\n").is_err());
    }
}
