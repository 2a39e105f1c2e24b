//! The route table: which URL renders which component with which data. Plugins plan their
//! own routes; this module runs them, resolves what crosses plugins (links, assets), checks
//! what must hold site-wide (unique paths, existing components) and adds the not-found page.

pub(crate) mod code_scope;
mod context;
pub(crate) mod links;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use cairn_config::{ReportLevel, SiteConfig};
use cairn_markdown::{CodeModule, ComponentImport, HeadTag};

pub(crate) use context::keywords_and_image;
pub use context::{PlanContext, description_of, document_title, document_title_or, no_index_tag};

use crate::assets::AssetCopy;
use crate::docs::LastUpdates;
use crate::error::{ContentError, Warning};
use crate::load::LoadedSite;
use crate::plan::links::LinkTargets;
use crate::plugin::{
    BundleInputs, HtmlTags, LoadInput, Plugin, PluginContent, PluginOutputs, PluginRoutes,
    SiteContext,
};
use crate::search_document::{SearchDocument, add_facet_tags};
use crate::site_data::{GlobalData, site_data};
use crate::{Chunk, UrlBuilder, components};

/// One page of the site.
#[derive(Debug, Clone)]
pub struct Route {
    /// URL path, including the base URL.
    pub path: String,
    /// Component id from the registry, e.g. `@theme/DocPage`.
    pub component: String,
    /// The component's props, one chunk per prop.
    pub data: Vec<(String, Chunk)>,
    /// Page title, without the site title.
    pub title: Option<String>,
    pub description: Option<String>,
    /// The file the page comes from, for messages.
    pub source: Option<PathBuf>,
    /// Site components its content uses (`@site/src/components/…`).
    pub content_components: Vec<String>,
    /// Extra tags for the page's `<head>`: keywords, social image, a `<head>` block.
    pub head: Vec<HeadTag>,
    /// Stylesheets only this page needs (KaTeX's on pages with formulas).
    pub stylesheets: Vec<String>,
    /// What the route's page was made from, for outputs that list pages.
    pub metadata: RouteMetadata,
    /// What site search indexes of the page; `None` keeps it out of the index (listings,
    /// unlisted, draft and noindex pages).
    pub search: Option<SearchDocument>,
}

/// A route's `metadata`, as Docusaurus's route configs carry it: what other plugins may read
/// about a page without knowing the plugin that made it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RouteMetadata {
    /// The file the page was made from (`sourceFilePath`), readable (`Route::source` is for
    /// messages): the Markdown of a doc or post, whose copy `[llms]` serves.
    pub source_file_path: Option<PathBuf>,
    /// When the page's content last changed, in Unix milliseconds (`lastUpdatedAt`): the
    /// sitemap's `lastmod`.
    pub last_updated_at: Option<i64>,
}

#[derive(Debug)]
pub struct Plan {
    pub routes: Vec<Route>,
    /// Rendered to `404.html` and used by the client for unknown paths.
    pub not_found: Route,
    pub site: Chunk,
    pub urls: UrlBuilder,
    pub warnings: Vec<Warning>,
    /// Data chunks no route names but route data refers to, written with the routes' and
    /// fetched by the theme when needed (the items of collapsed sidebar categories).
    pub chunks: Vec<Chunk>,
    /// Data chunks the site data refers to by URL (each docs instance's lists of docs):
    /// written like the others, and also given to the server renderer before any page.
    pub global_chunks: Vec<Chunk>,
    /// Files documents link to, to copy into the output.
    pub assets: Vec<AssetCopy>,
    /// Tags plugins add to every page's `<head>`.
    pub head_tags: Vec<HeadTag>,
    /// Modules plugins add to the browser's entry, in plugin order.
    pub client_modules: Vec<String>,
    /// HTML plugins add to every page, as written (Docusaurus plugins' `injectHtmlTags`).
    pub html: HtmlTags,
    /// Folders of theme components plugins provide, the later plugin's first.
    pub theme_paths: Vec<PathBuf>,
    /// What plugins add to the bundle: module aliases (in plugin order) and flags.
    pub bundle: BundleInputs,
    /// Every component a Markdown file imports, with the file, for checking the imports
    /// against the modules' exports once they are bundled.
    pub component_imports: Vec<(PathBuf, ComponentImport)>,
    /// The JavaScript modules of documents whose MDX holds code (with the file each comes
    /// from, as messages show it), for the emit stage to write.
    pub code_modules: Vec<(PathBuf, CodeModule)>,
    /// Each plugin with the paths of the routes it planned, in plugin order: routes are
    /// sorted by path, so which plugin made one is otherwise lost (the debug pages show it).
    pub plugin_routes: Vec<PluginRouteList>,
    /// Each plugin's outputs for this plan, in plugin order: the session takes them
    /// ([`Plan::take_outputs`]) to write them once the pages are rendered.
    pub outputs: Vec<PluginOutputs>,
}

/// The routes one plugin planned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluginRouteList {
    pub name: String,
    pub id: String,
    pub paths: Vec<String>,
}

impl Plan {
    /// The plugins' outputs, for the session to run: they live as long as the build that
    /// writes them, which lets go of the plan before its last step.
    pub fn take_outputs(&mut self) -> Vec<PluginOutputs> {
        std::mem::take(&mut self.outputs)
    }

    /// Where the expression `index` of the code module `module` is: `file:line:column`.
    pub fn code_location(&self, module: &str, index: usize) -> Option<String> {
        let (file, code) = self
            .code_modules
            .iter()
            .find(|(_, code)| code.id == module)?;
        let (line, column) = code.expressions.get(index)?;
        Some(format!("{}:{line}:{column}", file.display()))
    }

    /// Checks that each imported component is an export of its module (`exports`: module →
    /// export names, from the bundle). Every missing export is reported at its import.
    pub fn check_component_exports(
        &self,
        exports: &BTreeMap<String, Vec<String>>,
    ) -> Result<(), ContentError> {
        let mut missing = Vec::new();
        for (file, import) in &self.component_imports {
            let Some(available) = exports.get(&import.module) else {
                continue;
            };
            if available.contains(&import.export) {
                continue;
            }
            let (what, help) = if import.export == "default" {
                (
                    "has no default export".to_owned(),
                    format!(
                        "import one of its named exports with braces: `import {{ {} }} from '…'`",
                        available.first().map_or("Name", String::as_str)
                    ),
                )
            } else {
                (
                    format!("has no export named `{}`", import.export),
                    "check the name's spelling and case, or import the default export without braces".to_owned(),
                )
            };
            let exports = if available.is_empty() {
                "nothing".to_owned()
            } else {
                available.join(", ")
            };
            missing.push(ContentError::MissingExport {
                location: format!("{}:{}:{}", file.display(), import.line, import.column),
                module: import.module.clone(),
                problem: format!("{what} (it exports: {exports})"),
                help,
            });
        }
        if missing.is_empty() {
            Ok(())
        } else {
            Err(ContentError::many(missing))
        }
    }
}

/// What the engine decided before planning that pages need to know.
#[derive(Clone, Default)]
pub struct PlanOptions {
    /// A development build: drafts are built too, with a banner saying so.
    pub include_drafts: bool,
    /// When each file was last changed, for instances that show it.
    pub last_updates: LastUpdates,
    /// A development build: ideal images use the originals when `disableInDev` says so.
    pub dev: bool,
    /// Runs the functions of the site's code that options name (`editUrl`, `readingTime`).
    pub functions: Option<crate::functions::SharedRunner>,
    /// The interface's messages in the locale being built, by id (see
    /// [`crate::ui_messages`]).
    pub messages: BTreeMap<String, String>,
    /// Module aliases known before the plugins plan, `(name, path)`, beside those the plugins
    /// give: `migrate --check` does not run the site's plugins, and reads their aliases from
    /// their options.
    pub aliases: Vec<(String, String)>,
}

impl Route {
    /// A route without data, head tags or stylesheets.
    pub fn new(path: String, component: impl Into<String>) -> Route {
        Route {
            path,
            component: component.into(),
            data: Vec::new(),
            title: None,
            description: None,
            source: None,
            content_components: Vec::new(),
            head: Vec::new(),
            stylesheets: Vec::new(),
            metadata: RouteMetadata::default(),
            search: None,
        }
    }

    /// A route whose one prop `page` is `data`.
    pub fn with_page(
        path: String,
        component: &str,
        data: &impl serde::Serialize,
        title: &str,
    ) -> Route {
        Route {
            data: vec![("page".to_owned(), Chunk::new(data))],
            title: Some(title.to_owned()),
            ..Route::new(path, component)
        }
    }
}

/// Runs every plugin's content lifecycle over the loaded site and assembles the route table.
pub fn plan(
    config: &SiteConfig,
    site: &LoadedSite,
    plugins: &[Box<dyn Plugin>],
    options: &PlanOptions,
) -> Result<Plan, ContentError> {
    let urls = UrlBuilder::new(&config.base_url, config.trailing_slash);
    let site_context = SiteContext {
        config,
        loaded: site,
        site_dir: &site.site_dir,
        urls: &urls,
        options,
    };
    let contents = load_contents(plugins, &site_context)?;
    let links = LinkTargets {
        targets: link_targets(site, &contents),
        partials: &site.partials,
    };

    let mut context = PlanContext::new(&site_context, &links);
    context.warnings = compile_warnings(site);
    let (planned, mut errors) = plan_plugins(plugins, &contents, &mut context);
    // After the plugins planned: their module aliases (`@components/…`) are modules too.
    let aliases = [
        planned.bundle.aliases.as_slice(),
        options.aliases.as_slice(),
    ]
    .concat();
    errors.extend(missing_site_components(site, &aliases));
    let PlanContext {
        mut routes,
        assets,
        asset_errors,
        broken_links,
        mut warnings,
        ..
    } = context;
    errors.extend(asset_errors);
    report_broken_links(
        config.on_broken_markdown_links,
        broken_links,
        &mut warnings,
        &mut errors,
    );
    if !errors.is_empty() {
        return Err(ContentError::many(errors));
    }
    keep_unique(&mut routes, config.on_duplicate_routes, &mut warnings)?;
    routes.sort_by(|a, b| a.path.cmp(&b.path));
    add_facet_tags(&mut routes);
    crate::llms::add_twin_links(config, &urls, &mut routes)?;
    crate::social_cards::add_card_tags(config, &site.site_dir, &urls, &mut routes)?;

    let not_found = Route {
        title: Some(
            options
                .messages
                .get("theme.NotFound.title")
                .map_or("Page Not Found", String::as_str)
                .to_owned(),
        ),
        ..Route::new(urls.asset("404.html"), components::NOT_FOUND)
    };
    let site_data = site_data(config, &planned.global_data, &options.messages);
    Ok(Plan {
        routes,
        not_found,
        site: Chunk::new(&site_data),
        urls: urls.clone(),
        warnings,
        chunks: planned.chunks,
        global_chunks: planned.global_chunks,
        assets: assets.copies.into_iter().chain(planned.assets).collect(),
        head_tags: plugins
            .iter()
            .flat_map(|plugin| plugin.head_tags())
            .collect(),
        client_modules: plugins
            .iter()
            .flat_map(|plugin| plugin.client_modules())
            .collect(),
        html: planned.html,
        bundle: planned.bundle,
        // A later plugin's components replace an earlier one's, as in Docusaurus.
        theme_paths: plugins
            .iter()
            .rev()
            .flat_map(|plugin| plugin.theme_paths())
            .collect(),
        component_imports: component_imports(site),
        code_modules: code_modules(site),
        plugin_routes: planned.plugin_routes,
        outputs: planned.outputs,
    })
}

/// Every translation file the site's config and content read in a locale, with the default
/// locale's messages: the navbar, the footer, each blog's options, each docs version's labels
/// (for `cairn write-translations`; the site's `code.json` is made from its code).
pub fn translation_sources(
    config: &SiteConfig,
    site: &LoadedSite,
    plugins: &[Box<dyn Plugin>],
    options: &PlanOptions,
) -> Result<Vec<crate::i18n::TranslationSource>, ContentError> {
    let urls = UrlBuilder::new(&config.base_url, config.trailing_slash);
    let site_context = SiteContext {
        config,
        loaded: site,
        site_dir: &site.site_dir,
        urls: &urls,
        options,
    };
    let contents = load_contents(plugins, &site_context)?;
    let mut sources = crate::i18n::config_translation_sources(config);
    sources.extend(
        contents
            .iter()
            .flat_map(|content| content.translation_sources()),
    );
    Ok(sources)
}

/// Each Markdown file's page URL by its path inside the site; in a locale, a page's file is
/// also found by its counterpart's path (a translation by the original's, an original by where
/// its translation would be), so a relative link means the same page in every locale.
fn link_targets(
    site: &LoadedSite,
    contents: &[Box<dyn PluginContent + '_>],
) -> HashMap<String, String> {
    let mut targets: HashMap<String, String> = contents
        .iter()
        .flat_map(|content| content.permalinks())
        .collect();
    for document in &site.documents {
        if let Some(counterpart) = &document.counterpart_site_path
            && let Some(permalink) = targets.get(&document.site_path).cloned()
        {
            targets.entry(counterpart.clone()).or_insert(permalink);
        }
    }
    targets
}

/// Each plugin's content, loaded from its documents and component files; the first plugin
/// that fails stops the loading.
fn load_contents<'a>(
    plugins: &'a [Box<dyn Plugin>],
    site_context: &'a SiteContext<'a>,
) -> Result<Vec<Box<dyn PluginContent + 'a>>, ContentError> {
    let site = site_context.loaded;
    plugins
        .iter()
        .enumerate()
        .map(|(index, plugin)| {
            plugin.load_content(LoadInput {
                site: site_context,
                documents: site.documents_of(index).collect(),
                components: site
                    .components
                    .iter()
                    .filter(|file| file.plugin == index)
                    .collect(),
            })
        })
        .collect()
}

/// The warnings of compiling the site's Markdown files, in file order: the first of the
/// plan's.
fn compile_warnings(site: &LoadedSite) -> Vec<Warning> {
    site.markdown_files()
        .flat_map(|document| {
            document
                .compiled
                .warnings
                .iter()
                .cloned()
                .map(Warning::from)
        })
        .collect()
}

/// What the plugins' plans add up to, in plugin order; their routes go to the context, where
/// later plugins see them.
struct PluginsPlanned<'p> {
    global_data: GlobalData<'p>,
    plugin_routes: Vec<PluginRouteList>,
    chunks: Vec<Chunk>,
    global_chunks: Vec<Chunk>,
    html: HtmlTags,
    bundle: BundleInputs,
    outputs: Vec<PluginOutputs>,
    assets: Vec<AssetCopy>,
}

/// Runs each plugin's plan in turn, and gives what they planned and the errors of those that
/// failed: a plugin that fails does not stop the others, so every error of the build is
/// reported together.
fn plan_plugins<'p>(
    plugins: &'p [Box<dyn Plugin>],
    contents: &[Box<dyn PluginContent + '_>],
    context: &mut PlanContext<'_>,
) -> (PluginsPlanned<'p>, Vec<ContentError>) {
    let mut planned = PluginsPlanned {
        global_data: BTreeMap::new(),
        plugin_routes: Vec::new(),
        chunks: Vec::new(),
        global_chunks: Vec::new(),
        html: HtmlTags::default(),
        bundle: BundleInputs::default(),
        outputs: Vec::new(),
        assets: Vec::new(),
    };
    let mut errors = Vec::new();
    for (plugin, content) in plugins.iter().zip(contents) {
        match content.plan(context) {
            Ok(routes) => planned.add(&**plugin, routes, &mut context.routes),
            Err(error) => errors.push(error),
        }
    }
    (planned, errors)
}

impl<'p> PluginsPlanned<'p> {
    /// Adds what `plugin` planned: its routes to `routes`, the rest here.
    fn add(&mut self, plugin: &'p dyn Plugin, planned: PluginRoutes, routes: &mut Vec<Route>) {
        self.plugin_routes.push(PluginRouteList {
            name: plugin.name().to_owned(),
            id: plugin.id().to_owned(),
            paths: planned
                .routes
                .iter()
                .map(|route| route.path.clone())
                .collect(),
        });
        routes.extend(planned.routes);
        self.chunks.extend(planned.chunks);
        self.global_chunks.extend(planned.global_chunks);
        self.html.extend(planned.html);
        self.bundle.extend(planned.bundle);
        self.assets.extend(planned.assets);
        if let Some(outputs) = planned.outputs {
            self.outputs.push(PluginOutputs {
                plugin: plugin.name().to_owned(),
                outputs,
            });
        }
        if let Some(data) = planned.global_data {
            self.global_data
                .entry(plugin.name())
                .or_default()
                .insert(plugin.id(), data);
        }
    }
}

/// Broken Markdown links as `onBrokenMarkdownLinks` asks: ignored, warned about, or one error
/// that lists them all.
fn report_broken_links(
    level: ReportLevel,
    broken_links: Vec<Warning>,
    warnings: &mut Vec<Warning>,
    errors: &mut Vec<ContentError>,
) {
    match level {
        ReportLevel::Ignore => {}
        ReportLevel::Warn => warnings.extend(broken_links),
        ReportLevel::Throw if broken_links.is_empty() => {}
        ReportLevel::Throw => errors.push(ContentError::BrokenMarkdownLinks {
            list: broken_links
                .iter()
                .map(|link| format!("  {link}"))
                .collect::<Vec<_>>()
                .join("\n"),
            count: broken_links.len(),
        }),
    }
}

/// Every component a Markdown file imports, with the file, in file order.
fn component_imports(site: &LoadedSite) -> Vec<(PathBuf, ComponentImport)> {
    site.markdown_files()
        .flat_map(|document| {
            document
                .compiled
                .components
                .iter()
                .map(|import| (document.display_path.clone(), import.clone()))
        })
        .collect()
}

/// The code modules of the site's Markdown files, sorted by id, each id once.
fn code_modules(site: &LoadedSite) -> Vec<(PathBuf, CodeModule)> {
    let mut modules: Vec<(PathBuf, CodeModule)> = site
        .markdown_files()
        .filter_map(|document| {
            let code = document.compiled.code.clone()?;
            Some((document.display_path.clone(), code))
        })
        .collect();
    modules.sort_by(|a, b| a.1.id.cmp(&b.1.id));
    modules.dedup_by(|a, b| a.1.id == b.1.id);
    modules
}

/// Every component module a document imports must exist (a file of the site, a file a
/// plugin's alias names, or an installed package), or the bundler would fail later with a
/// message that does not name the document: the imports that do not, as errors.
fn missing_site_components(site: &LoadedSite, aliases: &[(String, String)]) -> Vec<ContentError> {
    let mut missing = Vec::new();
    let mut checked: HashMap<&str, bool> = HashMap::new();
    for document in site.markdown_files() {
        for component in &document.compiled.components {
            let module = component.module.as_str();
            // The document's own code: the emit stage writes it.
            if module.starts_with(cairn_markdown::CODE_MODULE_PREFIX) {
                continue;
            }
            let exists = *checked
                .entry(module)
                .or_insert_with(|| module_exists(&site.site_dir, module, aliases));
            if exists {
                continue;
            }
            let help = match module.strip_prefix("@site/") {
                Some(_) => "the path is resolved from the importing file's folder (or the site's, for `@site/…`); create the file (`Name.tsx`, `Name/index.tsx`…) or fix the import".to_owned(),
                None if is_theme_module(module) => "Cairn's theme has no such component or module: see the Docusaurus compatibility table of the migration guide, or write the component in the site's `src/`".to_owned(),
                None => format!(
                    "install the package in the site (`npm install {}`), or fix the import",
                    package_name(module)
                ),
            };
            missing.push(ContentError::MissingComponent {
                module: module.to_owned(),
                file: document.display_path.clone(),
                line: component.line,
                column: component.column,
                help,
            });
        }
    }
    missing
}

/// Whether the bundler will find `module`: a file of the site (with or without its
/// extension, or a folder's index), or a package in a `node_modules` of the site's folder or
/// one above it.
fn module_exists(site_dir: &Path, module: &str, aliases: &[(String, String)]) -> bool {
    if let Some(file) = aliased(site_dir, module, aliases) {
        return file.is_dir() || source_file_exists(&file);
    }
    if let Some(relative) = module.strip_prefix("@site/") {
        return source_file_exists(&site_dir.join(relative));
    }
    if is_theme_module(module) {
        return theme_module_exists(site_dir, module);
    }
    let package = package_name(module);
    site_dir
        .ancestors()
        .any(|dir| dir.join("node_modules").join(package).is_dir())
}

/// Where a plugin's alias sends `module`, as the bundler reads aliases: the first whose name
/// is the module, or the start of its path (`@components` for `@components/Card`).
fn aliased(site_dir: &Path, module: &str, aliases: &[(String, String)]) -> Option<PathBuf> {
    aliases.iter().find_map(|(name, target)| {
        let rest = match module.strip_prefix(name.as_str())? {
            "" => "",
            rest => rest.strip_prefix('/')?,
        };
        let target = site_dir.join(target);
        Some(if rest.is_empty() {
            target
        } else {
            target.join(rest)
        })
    })
}

/// A file of code at `base`, with or without its extension, or a folder's index.
fn source_file_exists(base: &Path) -> bool {
    const EXTENSIONS: &[&str] = &["tsx", "ts", "jsx", "js", "mjs"];
    base.is_file()
        || EXTENSIONS.iter().any(|extension| {
            base.with_file_name(format!(
                "{}.{extension}",
                base.file_name().unwrap_or_default().to_string_lossy()
            ))
            .is_file()
                || base.join(format!("index.{extension}")).is_file()
        })
}

/// A module the theme's bundler answers: a component (`@theme/X`, `@theme-original/X`,
/// `@theme-init/X`) or a Docusaurus module (`@docusaurus/X`).
fn is_theme_module(module: &str) -> bool {
    [
        "@theme/",
        "@theme-original/",
        "@theme-init/",
        "@docusaurus/",
    ]
    .iter()
    .any(|prefix| module.starts_with(prefix))
}

/// Whether the bundler resolves a theme module, judged from the installed theme: the site's
/// `src/theme/X` or the theme's, and for Docusaurus's modules the theme's coverage list. When
/// the theme is not installed here, the bundler reports that itself.
fn theme_module_exists(site_dir: &Path, module: &str) -> bool {
    let Some(theme) = site_dir
        .ancestors()
        .map(|dir| dir.join("node_modules/@cairn/theme"))
        .find(|dir| dir.is_dir())
    else {
        return true;
    };
    if module.starts_with("@docusaurus/") {
        let Ok(text) = std::fs::read_to_string(theme.join("src/compat/docusaurus/coverage.json"))
        else {
            return true;
        };
        let coverage: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        return coverage["modules"][module]["file"].is_string();
    }
    let (prefix, name) = module.split_once('/').unwrap_or((module, ""));
    (name == "MDXComponents")
        || (prefix == "@theme" && source_file_exists(&site_dir.join("src/theme").join(name)))
        || source_file_exists(&theme.join("src/theme").join(name))
}

/// `@org/pkg/sub` → `@org/pkg`; `pkg/sub` → `pkg`.
fn package_name(module: &str) -> &str {
    let mut slashes = module.match_indices('/').map(|(index, _)| index);
    let end = if module.starts_with('@') {
        slashes.nth(1)
    } else {
        slashes.next()
    };
    end.map_or(module, |end| &module[..end])
}

/// Keeps one route per path, the one planned first, as `onDuplicateRoutes` says of the
/// others: errors naming every pair (`throw`), a warning each (Docusaurus's default), or
/// nothing.
fn keep_unique(
    routes: &mut Vec<Route>,
    level: ReportLevel,
    warnings: &mut Vec<Warning>,
) -> Result<(), ContentError> {
    let mut first_at: HashMap<&str, usize> = HashMap::new();
    let mut duplicates = Vec::new();
    for (index, route) in routes.iter().enumerate() {
        if let Some(&first) = first_at.get(route.path.as_str()) {
            duplicates.push((first, index));
        } else {
            first_at.insert(&route.path, index);
        }
    }
    if duplicates.is_empty() {
        return Ok(());
    }
    // A page made from no file (a blog list, a plugin's page) is named by its component.
    let source = |route: &Route| {
        route
            .source
            .clone()
            .unwrap_or_else(|| PathBuf::from(&route.component))
    };
    match level {
        ReportLevel::Throw => {
            let errors = duplicates.iter().map(|&(first, second)| {
                let path = routes[second].path.clone();
                let (mut first, mut second) = (source(&routes[first]), source(&routes[second]));
                if first > second {
                    std::mem::swap(&mut first, &mut second);
                }
                ContentError::DuplicateRoute {
                    path,
                    first,
                    second,
                }
            });
            return Err(ContentError::many(errors.collect()));
        }
        ReportLevel::Warn => warnings.extend(duplicates.iter().map(|&(first, second)| Warning {
            location: source(&routes[second]).display().to_string(),
            message: format!(
                "its page would be at `{}`, where `{}` already has one, which is kept (onDuplicateRoutes): give one of them another `slug`, or rename the file",
                routes[second].path,
                source(&routes[first]).display()
            ),
        })),
        ReportLevel::Ignore => {}
    }
    let dropped: std::collections::HashSet<usize> =
        duplicates.iter().map(|&(_, second)| second).collect();
    let mut index = 0;
    routes.retain(|_| {
        let keep = !dropped.contains(&index);
        index += 1;
        keep
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plugins_alias_makes_its_modules_exist_as_the_bundler_reads_it() {
        let site = tempfile::tempdir().unwrap();
        let components = site.path().join("src/components");
        std::fs::create_dir_all(components.join("global")).unwrap();
        std::fs::write(components.join("global/Card.tsx"), "export default 1;").unwrap();
        let aliases = [(
            "@components".to_owned(),
            components.to_string_lossy().into_owned(),
        )];
        assert!(module_exists(
            site.path(),
            "@components/global/Card",
            &aliases
        ));
        assert!(module_exists(site.path(), "@components", &aliases));
        assert!(!module_exists(
            site.path(),
            "@components/global/Nope",
            &aliases
        ));
        // Only the whole first part of the name: `@componentsX` is a package of its own.
        assert!(!module_exists(site.path(), "@componentsX/Card", &aliases));
        assert!(!module_exists(site.path(), "@components/global/Card", &[]));
        // A relative target is the site's.
        let relative = [("~".to_owned(), "src/components".to_owned())];
        assert!(module_exists(site.path(), "~/global/Card", &relative));
    }
}
