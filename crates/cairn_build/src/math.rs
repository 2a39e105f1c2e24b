//! Formulas: every distinct formula of the site rendered once with KaTeX, at build time.

use std::path::PathBuf;

use miette::miette;

/// KaTeX's stylesheet and fonts, copied into the output for pages with formulas.
pub struct MathAssets {
    /// `node_modules/katex/dist`.
    pub dist: PathBuf,
    /// Output folder, versioned so it can be cached forever: `assets/katex-0.16.22`.
    pub folder: String,
}

/// Renders every distinct formula still waiting for its HTML once, with KaTeX, into the
/// documents' trees (documents kept from an earlier compile have theirs already). Returns the
/// stylesheet to copy, or `None` when the site has no formulas.
pub fn render_formulas(
    loaded: &mut cairn_content::LoadedSite,
    theme: &cairn_render::ThemeLocation,
    warnings: &mut Vec<String>,
) -> miette::Result<Option<MathAssets>> {
    let mut distinct: Vec<(String, bool)> = loaded
        .markdown_files()
        .flat_map(|document| document.compiled.formulas())
        .collect();
    if !loaded
        .markdown_files()
        .any(|document| document.compiled.has_math())
    {
        return Ok(None);
    }
    distinct.sort();
    distinct.dedup();
    let rendered = if distinct.is_empty() {
        Vec::new()
    } else {
        cairn_render::render_math(theme, &distinct)?
    };
    let by_formula: std::collections::HashMap<&(String, bool), &cairn_render::RenderedMath> =
        distinct.iter().zip(&rendered).collect();
    for document in loaded.markdown_files_mut() {
        for formula in document.compiled.formulas() {
            if let Some(error) = by_formula
                .get(&formula)
                .and_then(|math| math.error.as_ref())
            {
                warnings.push(format!(
                    "{}: invalid formula `{}`: {error}",
                    document.display_path.display(),
                    formula.0
                ));
            }
        }
        document.compiled.set_math_html(|tex, display| {
            by_formula
                .get(&(tex.to_owned(), display))
                .map(|math| math.html.clone())
                .unwrap_or_default()
        });
    }
    let dist = theme
        .dir
        .ancestors()
        .map(|dir| dir.join("node_modules/katex"))
        .find(|dir| dir.join("package.json").is_file())
        .ok_or_else(|| miette!(help = "run `npm install`", "KaTeX is not installed"))?;
    let version = std::fs::read_to_string(dist.join("package.json"))
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
        .and_then(|json| json["version"].as_str().map(str::to_owned))
        .unwrap_or_else(|| "current".to_owned());
    Ok(Some(MathAssets {
        dist: dist.join("dist"),
        folder: format!("assets/katex-{version}"),
    }))
}
