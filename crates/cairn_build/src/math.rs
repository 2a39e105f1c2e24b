//! Formulas as a plugin: every distinct formula of the site rendered once with KaTeX, at build
//! time, into the documents of whichever plugin holds them; the pages with one link KaTeX's
//! stylesheet, which the plugin copies into the output with its fonts.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use cairn_config::SiteConfig;
use cairn_content::plugin::{LoadInput, PluginContent, PluginRoutes};
use cairn_content::{AssetCopy, ContentError, LoadedSite, PlanContext, Plugin, Warning};
use cairn_render::{RenderedMath, ThemeLocation};

pub const PLUGIN_NAME: &str = "math";

/// KaTeX as the site gets it: its stylesheet and fonts, in a folder named by its version so
/// that they can be cached forever.
#[derive(Debug, Clone)]
struct Katex {
    /// `node_modules/katex/dist`.
    dist: PathBuf,
    /// Output folder: `assets/katex-0.16.22`.
    folder: String,
}

impl Katex {
    /// The KaTeX installed beside the theme.
    fn find(theme_dir: &Path) -> Result<Katex, ContentError> {
        let package = theme_dir
            .ancestors()
            .map(|dir| dir.join("node_modules/katex"))
            .find(|dir| dir.join("package.json").is_file())
            .ok_or_else(|| ContentError::Plugin {
                message: "math: the site has formulas, but KaTeX is not installed".to_owned(),
                help: "run `npm install` in the site's folder".to_owned(),
            })?;
        let version = std::fs::read_to_string(package.join("package.json"))
            .ok()
            .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
            .and_then(|json| json["version"].as_str().map(str::to_owned))
            .unwrap_or_else(|| "current".to_owned());
        Ok(Katex {
            dist: package.join("dist"),
            folder: format!("assets/katex-{version}"),
        })
    }

    /// The stylesheet's URL, base URL included.
    fn stylesheet_url(&self, base_url: &str) -> String {
        format!("{base_url}{}/katex.min.css", self.folder)
    }

    /// The stylesheet and every font, as copies into the output.
    fn copies(&self) -> Result<Vec<AssetCopy>, ContentError> {
        let mut copies = vec![AssetCopy {
            source: self.dist.join("katex.min.css"),
            output: format!("{}/katex.min.css", self.folder),
        }];
        let fonts = self.dist.join("fonts");
        let entries = std::fs::read_dir(&fonts).map_err(|error| ContentError::Plugin {
            message: format!(
                "math: cannot read KaTeX's fonts in `{}`: {error}",
                fonts.display()
            ),
            help: "reinstall KaTeX with `npm install`".to_owned(),
        })?;
        let mut names: Vec<String> = entries
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        copies.extend(names.into_iter().map(|name| AssetCopy {
            source: fonts.join(&name),
            output: format!("{}/fonts/{name}", self.folder),
        }));
        Ok(copies)
    }
}

/// Formulas rendered with the KaTeX of the theme's Node workers.
pub struct MathPlugin {
    theme: ThemeLocation,
    base_url: String,
}

impl MathPlugin {
    pub fn new(config: &SiteConfig, theme_dir: &Path) -> Self {
        MathPlugin {
            theme: ThemeLocation {
                dir: theme_dir.to_path_buf(),
            },
            base_url: config.base_url.clone(),
        }
    }
}

impl Plugin for MathPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    /// Renders every distinct formula still waiting for its HTML once (documents kept from an
    /// earlier compile have theirs already), and gives the pages with formulas KaTeX's
    /// stylesheet.
    fn process_documents(&self, site: &mut LoadedSite) -> Result<Vec<Warning>, ContentError> {
        if !site
            .markdown_files()
            .any(|document| document.compiled.has_math())
        {
            return Ok(Vec::new());
        }
        let katex = Katex::find(&self.theme.dir)?;
        let mut distinct: Vec<(String, bool)> = site
            .markdown_files()
            .flat_map(|document| document.compiled.formulas())
            .collect();
        distinct.sort();
        distinct.dedup();
        let rendered = if distinct.is_empty() {
            Vec::new()
        } else {
            cairn_render::render_math(&self.theme, &distinct).map_err(|error| {
                ContentError::Plugin {
                    message: format!("math: rendering the formulas with KaTeX failed: {error}"),
                    help: "check that `npm install` completed in the site's folder".to_owned(),
                }
            })?
        };
        let by_formula: HashMap<&(String, bool), &RenderedMath> =
            distinct.iter().zip(&rendered).collect();
        let stylesheet = katex.stylesheet_url(&self.base_url);
        let mut warnings = Vec::new();
        for document in site.markdown_files_mut() {
            for formula in document.compiled.formulas() {
                if let Some(error) = by_formula
                    .get(&formula)
                    .and_then(|math| math.error.as_ref())
                {
                    warnings.push(Warning {
                        location: document.display_path.display().to_string(),
                        message: format!("invalid formula `{}`: {error}", formula.0),
                    });
                }
            }
            document.compiled.set_math_html(|tex, display| {
                by_formula
                    .get(&(tex.to_owned(), display))
                    .map(|math| math.html.clone())
                    .unwrap_or_default()
            });
            document.stylesheets.retain(|url| *url != stylesheet);
            if document.compiled.has_math() {
                document.stylesheets.push(stylesheet.clone());
            }
        }
        Ok(warnings)
    }

    fn load_content<'a>(
        &'a self,
        input: LoadInput<'a>,
    ) -> Result<Box<dyn PluginContent + 'a>, ContentError> {
        let has_math = input
            .site
            .loaded
            .markdown_files()
            .any(|document| document.compiled.has_math());
        Ok(Box::new(MathFiles {
            katex: has_math.then(|| Katex::find(&self.theme.dir)).transpose()?,
        }))
    }
}

/// KaTeX's files, when a page has a formula.
struct MathFiles {
    katex: Option<Katex>,
}

impl PluginContent for MathFiles {
    fn plan(&self, _context: &mut PlanContext<'_>) -> Result<PluginRoutes, ContentError> {
        Ok(PluginRoutes {
            assets: match &self.katex {
                Some(katex) => katex.copies()?,
                None => Vec::new(),
            },
            ..PluginRoutes::default()
        })
    }
}
